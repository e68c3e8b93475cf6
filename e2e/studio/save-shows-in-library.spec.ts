import type { Page } from "@playwright/test";
import { expect, test } from "../fixtures.ts";
import {
  closeToasts,
  createChannelAndFolderInline,
  demoToConfigure,
  expectToast,
  setDurationMinutes,
} from "./studio-helpers.ts";

const PATHS = { "Content Studio": "/content-studio", "Content Library": "/content-library" } as const;

/**
 * A click in the sidebar, then the pointer leaves it: the collapsed sidebar expands while hovered.
 * A click that lands while the sidebar is still sliding open misses its link: click until the
 * address changes (client-side, so the document stays the same).
 */
async function navigate(page: Page, name: keyof typeof PATHS) {
  const link = page.getByRole("navigation", { name: "Main" }).getByRole("link", { name });
  await expect(async () => {
    await link.click();
    await expect(page).toHaveURL(new RegExp(`${PATHS[name]}$`), { timeout: 2_000 });
  }).toPass({ timeout: 15_000 });
  await page.mouse.move(1000, 300);
}

// issue 9 item 7: one client cache per server resource, so a write in one screen shows in every other.
test("A channel created in the studio's save dialog is listed in the library without a reload", async ({
  page,
  signUpViaApi,
}) => {
  // The whole writer workflow plus two screens: longer than one screen's default minute on a busy machine.
  test.setTimeout(120_000);
  await signUpViaApi(page);

  // The library first: its (empty) channel list is now cached.
  await page.goto("/content-library");
  await expect(page.getByText("No channels yet")).toBeVisible();
  // Set on this document only: still there at the end means the page was never reloaded.
  await page.evaluate(() => {
    (window as unknown as { sameDocument: boolean }).sameDocument = true;
  });

  // To the studio through the sidebar (client-side), then the offline writer to the edit step.
  await navigate(page, "Content Studio");
  await expect(page.getByText("Step 1 of 5: Research & Concept")).toBeVisible();
  await demoToConfigure(page);
  await setDurationMinutes(page, 1);
  await page.getByRole("button", { name: "Generate Script" }).click();
  await expect(page.getByText("Step 5 of 5: Edit & Export")).toBeVisible({ timeout: 20_000 });
  await closeToasts(page);
  // Writing took a while: look at the library again so its cached list is surely fresh (30 s), and
  // come back to the script, which the studio keeps.
  await navigate(page, "Content Library");
  await expect(page.getByText("No channels yet")).toBeVisible();
  await navigate(page, "Content Studio");
  await expect(page.getByText("Step 5 of 5: Edit & Export")).toBeVisible();

  // Save to library, creating the channel and the folder inline.
  await page.getByRole("button", { name: "Save to Library" }).click();
  const dialog = page.getByRole("dialog", { name: "Save to Library" });
  await createChannelAndFolderInline(page, dialog, "Made In The Studio", "Studio Batch");
  await dialog.getByLabel("Video title").fill("Saved from the studio");
  await closeToasts(page);
  await dialog.getByRole("button", { name: "Save Script" }).click();
  await expectToast(page, "Script saved successfully");
  await expect(dialog).toBeHidden();

  // Back to the library through the sidebar: the new channel is listed at once (the cached list
  // was 30 s fresh before: it is the write that made it stale), its folder with the saved video.
  await navigate(page, "Content Library");
  const channels = page.getByRole("list", { name: "Channels" });
  await expect(channels.getByRole("link", { name: "Made In The Studio" })).toBeVisible({ timeout: 3_000 });
  await channels.getByRole("link", { name: "Made In The Studio" }).click();
  await page.getByRole("tab", { name: "Folders" }).click();
  const folder = page.getByRole("list", { name: "Folders" }).getByRole("listitem").filter({ hasText: "Studio Batch" });
  await expect(folder).toContainText("1 video");
  expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
});
