// The YouTube feature's screens, checked in every interface language (e2e/i18n/screens.spec.ts).
import type { Page } from "@playwright/test";
import { expect } from "../../fixtures.ts";
import { libraryApi } from "../../library/library-api.ts";
import { heading, type Screen } from "../screen.ts";

/** A channel with a YouTube address (so it has a next scheduled sync) and one video; its dashboard's address. */
async function seedChannel(page: Page, serverUrl: string): Promise<string> {
  const api = libraryApi(page, serverUrl);
  const channel = await api.createChannel(`https://www.youtube.com/@sync${Date.now()}`, "Sync Screens");
  const folder = await api.createFolder(channel.id, "July uploads", "2025-07");
  await api.createVideo(folder.id, "Build a floating shelf");
  return `/content-library?channel=${channel.id}`;
}

/** The library's channels level, then its Connect Channel dialog on the tab at `index` (Google Auth, Channel URL). */
const connectDialog = (index: number) => async (page: Page) => {
  await heading(page);
  await expect(page.getByRole("heading", { level: 1 })).not.toHaveText("Content Library");
  await page
    .getByRole("main")
    .getByRole("button")
    .filter({ has: page.locator("svg.lucide-plus") })
    .first()
    .click();
  const dialog = page.getByRole("dialog");
  await expect(dialog).toBeVisible();
  await dialog.getByRole("tab").nth(index).click();
  await expect(dialog.getByRole("tab").nth(index)).toHaveAttribute("aria-selected", "true");
  if (index === 0) await expect(dialog.getByTestId("google-not-configured")).toBeVisible();
  else await expect(dialog.locator("#channel-url")).toBeVisible();
};

export const youtubeScreens: Screen[] = [
  { name: "connect channel (Channel URL)", as: "admin", path: "/content-library", ready: connectDialog(1) },
  {
    name: "connect channel (Google Auth, not configured)",
    as: "admin",
    path: "/content-library",
    ready: connectDialog(0),
  },
  {
    name: "channel dashboard's YouTube sync panel",
    as: "admin",
    path: seedChannel,
    ready: async (page) => {
      const panel = page.getByTestId("channel-sync-panel");
      await expect(panel.getByTestId("next-sync")).toBeVisible();
      await expect(panel.getByText("YouTube sync", { exact: true })).toHaveCount(0);
      await panel.scrollIntoViewIfNeeded();
    },
  },
];
