import { expect, test } from "../fixtures.ts";
import { reviewSettingLoaded } from "../library/video-page.ts";
import { expectAccessible } from "./axe.ts";
import { seedLibrary } from "./seed.ts";

test.setTimeout(180_000);

// issue 10 §6–7: the download menu and the teleprompter pass axe in both themes (the teleprompter is
// dark in both, and is scanned running, mirrored and with a cue in view).
test("script output: the download menu and the teleprompter pass axe in both themes", async ({
  page,
  server,
  signUpViaApi,
}) => {
  await signUpViaApi(page);
  const { videoId } = await seedLibrary(page, server.url);
  await page.goto(`/video/${videoId}?tab=script`);
  await expect(page.getByTestId("script-content")).toBeVisible();
  await reviewSettingLoaded(page);

  await page.getByRole("button", { name: "More file formats" }).click();
  await expect(page.getByRole("menu")).toBeVisible();
  await expectAccessible(page, "script tab: download menu open");
  await page.keyboard.press("Escape");
  await expect(page.getByRole("menu")).toBeHidden();

  await page.getByRole("button", { name: "Teleprompter" }).click();
  const prompter = page.getByRole("dialog", { name: "Teleprompter: Scripted video" });
  await expect(prompter).toBeVisible();
  await expectAccessible(page, "teleprompter, paused");
  await page.keyboard.press("Space");
  await prompter.getByRole("button", { name: "Mirror" }).click();
  await expect(prompter.getByRole("button", { name: "Pause" })).toBeVisible();
  await expectAccessible(page, "teleprompter, reading and mirrored");
  await page.keyboard.press("Escape");
  await expect(prompter).toBeHidden();
});
