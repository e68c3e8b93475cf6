import { expect, test } from "../fixtures.ts";
import { libraryApi } from "../library/library-api.ts";
import { closeToasts, expectToast, selectInEditor } from "../studio/studio-helpers.ts";
import { readVersions, saveToVideo, seedScriptedVideo } from "./script-helpers.ts";

// issue 10 items 2 and 3: reopen a saved script, revise it, compare and restore its versions.
test.setTimeout(180_000);

const V1 = "Hook: did you know?\n\nBody: three tips for faster editing.\n\nOutro: subscribe.";

test("'Edit script' → rewrite a passage → save makes version 2, the comparison shows it, restoring 1 makes 3", async ({
  page,
  server,
  signUpViaApi,
}) => {
  await signUpViaApi(page, { name: "Rita Reviser" });
  const api = libraryApi(page, server.url);
  const channel = await api.createChannel("https://www.youtube.com/@revise", "Revise Channel");
  const folder = await api.createFolder(channel.id, "Revisions", "2025-08");
  const videoId = await seedScriptedVideo(page, server.url, folder.id, "Revised video", V1);

  await page.goto(`/video/${videoId}?tab=script`);
  await expect(page.getByTestId("script-version")).toHaveText("Version 1");
  await page.getByRole("link", { name: "Edit script" }).click();

  // The studio's Edit & Export step on the saved text, bound to the video.
  await expect(page.getByText("Step 5 of 5: Edit & Export")).toBeVisible();
  await expect(page.getByTestId("bound-video")).toContainText(
    "Writing for: Revised video · Revise Channel › Revisions",
  );
  const editor = page.getByLabel("Script", { exact: true });
  await expect(editor).toHaveValue(V1);
  await expect(page).toHaveURL(new RegExp(`/content-studio\\?video=${videoId}$`));

  // Rewrite a passage: select 'three tips' and type over it.
  await selectInEditor(editor, (text) => ({ start: text.indexOf("three tips"), end: text.indexOf("three tips") + 10 }));
  await page.keyboard.type("five quick tips");
  const v2 = V1.replace("three tips", "five quick tips");
  await expect(editor).toHaveValue(v2);
  expect(await saveToVideo(page)).toBe(2);

  // The Script tab shows the latest; the comparison shows the change word by word.
  await page.getByTestId("bound-video").getByRole("link", { name: "Open video" }).click();
  await expect(page.getByTestId("script-version")).toHaveText("Version 2");
  await expect(page.getByTestId("script-content")).toHaveText(v2);
  const rows = page.getByTestId("script-version-row");
  await expect(rows).toHaveCount(2);
  await expect(rows.nth(0)).toContainText("Version 2");
  await expect(rows.nth(0)).toContainText("Rita Reviser");
  await expect(rows.nth(1)).toContainText("Version 1");

  await page.getByRole("button", { name: "Compare versions" }).click();
  const compare = page.getByRole("dialog", { name: "Compare versions" });
  const diff = compare.getByRole("region", { name: "Differences from Version 1 to Version 2" });
  await expect(diff.locator("del")).toHaveText(["[removed: three]"]);
  await expect(diff.locator("ins")).toHaveText(["[added: five quick]"]);
  await expect(compare.getByTestId("word-diff-summary")).toHaveText("2 words added, 1 word removed");
  await page.keyboard.press("Escape");
  await expect(compare).toBeHidden();

  // A label on version 2.
  await page.getByRole("button", { name: "Actions for version 2" }).click();
  await page.getByRole("menuitem", { name: "Add label" }).click();
  const labelDialog = page.getByRole("dialog", { name: "Label version 2" });
  await labelDialog.getByLabel("Label").fill("sent to editor");
  await labelDialog.getByRole("button", { name: "Save label" }).click();
  await expect(rows.nth(0).getByTestId("version-label")).toHaveText("sent to editor");

  // Restore version 1, after confirming: version 3 equals version 1; nothing is overwritten.
  await closeToasts(page);
  await page.getByRole("button", { name: "Actions for version 1" }).click();
  await page.getByRole("menuitem", { name: "Restore" }).click();
  const confirm = page.getByRole("alertdialog", { name: "Restore version 1?" });
  await confirm.getByRole("button", { name: "Restore version 1" }).click();
  await expectToast(page, "Version 1 restored", "Its text is now version 3, the newest.");
  await expect(page.getByTestId("script-version")).toHaveText("Version 3");
  await expect(page.getByTestId("script-content")).toHaveText(V1);
  await expect(rows).toHaveCount(3);
  await expect(rows.nth(0)).toContainText("restored from version 1");

  const versions = await readVersions(page, server.url, videoId);
  expect(versions.map((v) => [v.number, v.content])).toEqual([
    [3, V1],
    [2, v2],
    [1, V1],
  ]);

  // Viewing an old version shows its text.
  await page.getByRole("button", { name: "Actions for version 2" }).click();
  await page.getByRole("menuitem", { name: "View" }).click();
  await expect(page.getByRole("dialog", { name: "Version 2" }).getByTestId("version-content")).toHaveText(v2);
});

test("'Edit script' with unsaved edits for the video asks: continue them, or discard them for the saved text", async ({
  page,
  server,
  signUpViaApi,
}) => {
  await signUpViaApi(page);
  const api = libraryApi(page, server.url);
  const channel = await api.createChannel("https://www.youtube.com/@unsaved", "Unsaved Channel");
  const folder = await api.createFolder(channel.id, "Drafts", "2025-09");
  const videoId = await seedScriptedVideo(page, server.url, folder.id, "Drafted video", V1);

  await page.goto(`/video/${videoId}?tab=script`);
  await page.getByRole("link", { name: "Edit script" }).click();
  await expect(page.getByText("Step 5 of 5: Edit & Export")).toBeVisible();
  const editor = page.getByLabel("Script", { exact: true });
  await expect(editor).toHaveValue(V1);
  await editor.press("ControlOrMeta+End");
  await page.keyboard.type(" Unsaved words.");
  const edited = `${V1} Unsaved words.`;
  await expect(editor).toHaveValue(edited);

  // Back to the video and 'Edit script' again: the edits are not dropped silently.
  await page.goto(`/video/${videoId}?tab=script`);
  await page.getByRole("link", { name: "Edit script" }).click();
  const ask = page.getByRole("alertdialog", { name: "You have unsaved edits for this video" });
  await expect(ask).toBeVisible();
  await ask.getByRole("button", { name: "Continue my edits" }).click();
  await expect(page.getByText("Step 5 of 5: Edit & Export")).toBeVisible();
  await expect(editor).toHaveValue(edited);

  await page.goto(`/video/${videoId}?tab=script`);
  await page.getByRole("link", { name: "Edit script" }).click();
  await ask.getByRole("button", { name: "Discard my edits and open version 1" }).click();
  await expect(ask).toBeHidden();
  await expect(page.getByText("Step 5 of 5: Edit & Export")).toBeVisible();
  await expect(editor).toHaveValue(V1);
});
