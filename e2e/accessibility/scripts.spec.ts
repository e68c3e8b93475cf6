import { expect, test } from "../fixtures.ts";
import { libraryApi } from "../library/library-api.ts";
import { reviewSettingLoaded } from "../library/video-page.ts";
import { closeToasts } from "../studio/studio-helpers.ts";
import { seedScriptedVideo } from "../writing/script-helpers.ts";
import { expectAccessible } from "./axe.ts";

test.setTimeout(240_000);

// issue 10: the bound studio, the versions on the Script tab, their dialogs and the conflict dialog.
test("living scripts: bound studio, versions, compare, restore, label and conflict pass axe in both themes", async ({
  page,
  server,
  signUpViaApi,
}) => {
  await signUpViaApi(page, { name: "Axe Writer" });
  const api = libraryApi(page, server.url);
  const channel = await api.createChannel("https://www.youtube.com/@axescripts", "Axe Scripts");
  const folder = await api.createFolder(channel.id, "August", "2025-08");
  const empty = await api.createVideo(folder.id, "Needs a script");
  await page.request.patch(`${server.url}/api/videos/${empty.id}`, {
    data: { targetKeywords: "axe, contrast" },
    headers: { origin: server.url },
  });
  const videoId = await seedScriptedVideo(page, server.url, folder.id, "Scripted", "Hook: hi.\n\nBody: one tip.");
  const saveVersion = (content: string, baseVersion: number) =>
    page.request.post(`${server.url}/api/videos/${videoId}/script`, {
      data: { content, baseVersion },
      headers: { origin: server.url },
    });
  expect((await saveVersion("Hook: hello.\n\nBody: two tips.", 1)).status()).toBe(201);

  await page.goto(`/video/${empty.id}?tab=script`);
  await expect(page.getByText("No script available for this video")).toBeVisible();
  await expectAccessible(page, "Script tab: empty, with 'Write script'");
  await page.getByRole("link", { name: "Write script" }).click();
  await expect(page.getByTestId("bound-video")).toBeVisible();
  await expectAccessible(page, "bound studio: research step with the 'Writing for' line");

  await page.goto(`/video/${videoId}?tab=script`);
  await expect(page.getByTestId("script-version-row")).toHaveCount(2);
  await reviewSettingLoaded(page);
  await expectAccessible(page, "Script tab: script and versions");
  // From the keyboard: the version's menu opens on its first entry.
  await page.getByRole("button", { name: "Actions for version 1" }).focus();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("menuitem", { name: "View" })).toBeFocused();
  await expectAccessible(page, "Script tab: a version's actions menu");
  await page.keyboard.press("Enter");
  await expect(page.getByRole("dialog", { name: "Version 1" }).getByTestId("version-content")).toBeVisible();
  await expectAccessible(page, "view version dialog");
  await page.keyboard.press("Escape");

  await page.getByRole("button", { name: "Compare versions" }).click();
  const compare = page.getByRole("dialog", { name: "Compare versions" });
  await expect(compare.getByTestId("word-diff")).toBeVisible();
  await expectAccessible(page, "compare versions dialog");
  await page.keyboard.press("Escape");

  await page.getByRole("button", { name: "Actions for version 1" }).click();
  await page.getByRole("menuitem", { name: "Add label" }).click();
  await expect(page.getByRole("dialog", { name: "Label version 1" })).toBeVisible();
  await expectAccessible(page, "label version dialog");
  await page.keyboard.press("Escape");

  await page.getByRole("button", { name: "Actions for version 1" }).click();
  await page.getByRole("menuitem", { name: "Restore" }).click();
  await expect(page.getByRole("alertdialog", { name: "Restore version 1?" })).toBeVisible();
  await expectAccessible(page, "restore version dialog");
  await page.keyboard.press("Escape");

  // The bound editor, its restore menu, and a conflict after someone else saved version 3.
  await page.getByRole("link", { name: "Edit script" }).click();
  await expect(page.getByText("Step 5 of 5: Edit & Export")).toBeVisible();
  await closeToasts(page);
  await expectAccessible(page, "bound studio: edit step");
  await page.getByRole("button", { name: "Restore a previous version" }).click();
  await expect(page.getByRole("menuitem", { name: /Version 2/ })).toBeVisible();
  await expectAccessible(page, "bound editor: restore menu with saved versions");
  await page.keyboard.press("Escape");

  expect((await saveVersion("Hook: hey.\n\nBody: three tips.", 2)).status()).toBe(201);
  const editor = page.getByLabel("Script", { exact: true });
  await editor.fill("Hook: hi there.\n\nBody: two good tips.");
  await page.getByRole("button", { name: "Save to video" }).click();
  const conflict = page.getByRole("alertdialog", { name: "Someone saved a newer version" });
  await expect(conflict.getByTestId("word-diff")).toBeVisible();
  // The pointer that clicked 'Save to video' would hover the dialog's button under it.
  await page.mouse.move(0, 0);
  await expectAccessible(page, "conflict dialog");
  await conflict.getByRole("button", { name: "Keep editing" }).click();

  // 'Edit script' again with those unsaved edits asks first.
  await page.goto(`/video/${videoId}?tab=script`);
  await reviewSettingLoaded(page);
  await page.getByRole("link", { name: "Edit script" }).click();
  await expect(page.getByRole("alertdialog", { name: "You have unsaved edits for this video" })).toBeVisible();
  await expectAccessible(page, "unsaved edits dialog");
});
