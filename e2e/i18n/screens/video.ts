// The video feature's screens, checked in every interface language (e2e/i18n/screens.spec.ts): the video
// page's own tabs (Packaging and Publish belong to their features and are listed there).
import type { Page } from "@playwright/test";
import { expect } from "../../fixtures.ts";
import { libraryApi } from "../../library/library-api.ts";
import { reviewSettingLoaded } from "../../library/video-page.ts";
import type { Screen } from "../screen.ts";

// One video per browser page: the checks that walk every screen with one account seed it once.
const seeded = new WeakMap<Page, Promise<string>>();

/**
 * A video with a saved script, metrics and a note (so each tab shows its content, not its empty state),
 * in a channel of its own: another feature's screens may seed the library in the same workspace.
 */
function seedVideo(page: Page, serverUrl: string): Promise<string> {
  let videoId = seeded.get(page);
  if (!videoId) {
    videoId = (async () => {
      const api = libraryApi(page, serverUrl);
      const headers = { origin: serverUrl };
      const channel = await api.createChannel(`https://www.youtube.com/@videoscreens${Date.now()}`, "Video Screens");
      const folder = await api.createFolder(channel.id, "August uploads", "2025-08");
      const saved = await page.request.post(`${serverUrl}/api/studio/saves`, {
        data: {
          folderId: folder.id,
          title: "Scripted video",
          content: "Hook: did you know?\n\nBody: three tips.",
          duration: 8,
          tone: "educational",
        },
        headers,
      });
      if (!saved.ok()) throw new Error(`saving the script failed: ${saved.status()} ${await saved.text()}`);
      const { videoId } = (await saved.json()) as { videoId: string };
      await api.saveMetrics(videoId, { views: 12_500, likes: 640, comments: 52, ctr: 6.4, retention: 48.5 });
      const note = await page.request.post(`${serverUrl}/api/videos/${videoId}/notes`, {
        data: { content: "Tighten the intro." },
        headers,
      });
      if (!note.ok()) throw new Error(`adding the note failed: ${note.status()} ${await note.text()}`);
      return videoId;
    })();
    seeded.set(page, videoId);
  }
  return videoId;
}

const tab =
  (name: string) =>
  async (page: Page, serverUrl: string): Promise<string> =>
    `/video/${await seedVideo(page, serverUrl)}${name === "overview" ? "" : `?tab=${name}`}`;

// The video catalogue arrived: every language tested here names the open tab otherwise.
const tabTranslated = (page: Page, english: string) =>
  expect(page.getByRole("tab", { selected: true })).not.toHaveText(english);

export const videoScreens: Screen[] = [
  {
    name: "video page, Overview",
    as: "admin",
    path: tab("overview"),
    ready: async (page) => {
      await expect(page.locator("#video-youtube-url")).toBeVisible();
      await expect(page.getByTestId("quick-stat")).toHaveCount(4);
      await tabTranslated(page, "Overview");
    },
  },
  {
    name: "video page, Script",
    as: "admin",
    path: tab("script"),
    ready: async (page) => {
      await expect(page.getByTestId("script-version-row")).toHaveCount(1);
      await expect(page.getByTestId("review-state")).toBeVisible();
      await reviewSettingLoaded(page);
      await tabTranslated(page, "Script");
    },
  },
  {
    name: "video page, Script: Make Shorts dialog",
    as: "admin",
    path: tab("script"),
    ready: async (page) => {
      await tabTranslated(page, "Script");
      await reviewSettingLoaded(page);
      await page.getByTestId("make-shorts").click();
      await expect(page.getByRole("dialog")).toBeVisible();
      // The offline writer proposes from the script's own paragraphs.
      await expect(page.getByTestId("short-proposal").first()).toBeVisible();
      await page.getByTestId("short-proposal").first().getByRole("checkbox").check();
    },
  },
  {
    name: "video page, Script: Translate script dialog",
    as: "admin",
    path: tab("script"),
    ready: async (page) => {
      await expect(page.getByTestId("script-version-row")).toHaveCount(1);
      await tabTranslated(page, "Script");
      await reviewSettingLoaded(page);
      await page.getByTestId("translate-script").click();
      const dialog = page.getByRole("dialog");
      await expect(dialog.getByRole("combobox")).toHaveValue("es");
    },
  },
  {
    name: "video page, Analytics",
    as: "admin",
    path: tab("analytics"),
    ready: async (page) => {
      await expect(page.getByTestId("metric")).toHaveCount(5);
      await expect(page.getByTestId("video-analytics-unavailable")).toBeVisible();
      await expect(page.getByTestId("script-retention-empty")).toBeVisible();
      await tabTranslated(page, "Analytics");
    },
  },
  {
    name: "video page, Notes",
    as: "admin",
    path: tab("notes"),
    ready: async (page) => {
      await expect(page.getByTestId("note")).toHaveCount(1);
      await tabTranslated(page, "Notes");
    },
  },
  {
    name: "video page, Activity",
    as: "admin",
    path: tab("activity"),
    ready: async (page) => {
      await expect(page.getByTestId("activity-entry").first()).toBeVisible();
      await tabTranslated(page, "Activity");
    },
  },
];
