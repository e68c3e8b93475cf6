// The library feature's screens, checked in every interface language (e2e/i18n/screens.spec.ts).
import type { Page } from "@playwright/test";
import { expect } from "../../fixtures.ts";
import { libraryApi } from "../../library/library-api.ts";
import type { Screen } from "../screen.ts";

interface Seeded {
  channelId: string;
  folderId: string;
}

/**
 * A channel with a description, two month folders (one empty) and two videos, one with a YouTube link,
 * and an edited voice profile: every level and tab of the library has something to show.
 */
async function seedChannel(page: Page, serverUrl: string): Promise<Seeded> {
  const api = libraryApi(page, serverUrl);
  const headers = { origin: serverUrl };
  const channel = await api.createChannel(`https://www.youtube.com/@library${Date.now()}`, "Library Screens");
  const described = await page.request.patch(`${serverUrl}/api/channels/${channel.id}`, {
    data: { description: "Woodworking for beginners, every Friday." },
    headers,
  });
  if (!described.ok()) throw new Error(`describing the channel failed: ${described.status()}`);
  await api.createFolder(channel.id, "June uploads", "2025-06");
  const folder = await api.createFolder(channel.id, "July uploads", "2025-07");
  await api.createVideo(folder.id, "Build a floating shelf", "https://www.youtube.com/watch?v=dQw4w9WgXcQ");
  await api.createVideo(folder.id, "Sharpen a chisel");
  const voice = await page.request.put(`${serverUrl}/api/channels/${channel.id}/voice`, {
    data: {
      tone: "Cheerful workshop mentor",
      sentenceLength: 12,
      vocabulary: "Plain tool names",
      signaturePhrases: ["Let's get into it"],
      openings: "Hey friends, welcome back to the workshop.",
      closings: "That's a wrap.",
      avoidWords: ["basically"],
    },
    headers,
  });
  if (!voice.ok()) throw new Error(`saving the voice failed: ${voice.status()} ${await voice.text()}`);
  return { channelId: channel.id, folderId: folder.id };
}

const channelTab =
  (tab: string) =>
  async (page: Page, serverUrl: string): Promise<string> => {
    const { channelId } = await seedChannel(page, serverUrl);
    return `/content-library?channel=${channelId}&tab=${tab}`;
  };

/** The channel's selected tab is named in the page's language: its catalogue arrived. */
const tabTranslated = (english: string) => (page: Page) =>
  expect(page.getByRole("tab", { selected: true })).not.toHaveText(english);

/** Opens a dialog from the ⋮ menu of the level's header and waits for it. */
async function openFromMenu(page: Page, item: number) {
  await page
    .getByRole("main")
    .getByRole("button", { name: /Library Screens|July uploads/ })
    .first()
    .click();
  await page.getByRole("menuitem").nth(item).click();
  await expect(page.getByRole("dialog").or(page.getByRole("alertdialog"))).toBeVisible();
}

export const libraryScreens: Screen[] = [
  {
    name: "content library (channels)",
    as: "admin",
    path: async (page, serverUrl) => {
      await seedChannel(page, serverUrl);
      return "/content-library";
    },
    ready: async (page) => {
      await expect(page.getByTestId("channel-card").first()).toBeVisible();
      await expect(page.getByRole("heading", { level: 1 })).not.toHaveText("Content Library");
    },
  },
  {
    name: "channel overview",
    as: "admin",
    path: channelTab("overview"),
    ready: async (page) => {
      await expect(page.getByRole("list", { name: /./ }).last().getByRole("link").first()).toBeVisible();
      await tabTranslated("Overview")(page);
    },
  },
  {
    name: "channel folders",
    as: "admin",
    path: channelTab("folders"),
    ready: async (page) => {
      await expect(page.getByTestId("folder-card")).toHaveCount(2);
      await tabTranslated("Folders")(page);
    },
  },
  {
    name: "channel voice",
    as: "admin",
    path: channelTab("voice"),
    ready: async (page) => {
      await expect(page.getByTestId("voice-profile")).toBeVisible();
      await tabTranslated("Voice")(page);
    },
  },
  {
    name: "channel voice (editing)",
    as: "admin",
    path: channelTab("voice"),
    ready: async (page) => {
      await expect(page.getByTestId("voice-profile")).toBeVisible();
      await tabTranslated("Voice")(page);
      await page.locator("#voice-heading").locator("..").locator("..").getByRole("button").first().click();
      await expect(page.locator("#voice-tone")).toBeVisible();
    },
  },
  {
    name: "folder videos",
    as: "admin",
    path: async (page, serverUrl) => {
      const { channelId, folderId } = await seedChannel(page, serverUrl);
      return `/content-library?channel=${channelId}&folder=${folderId}`;
    },
    ready: async (page) => {
      await expect(page.getByTestId("video-card")).toHaveCount(2);
      await expect(page.getByTestId("video-card").first().getByText("Draft")).toHaveCount(0);
    },
  },
  {
    name: "edit channel dialog",
    as: "admin",
    path: channelTab("overview"),
    ready: async (page) => {
      await tabTranslated("Overview")(page);
      await openFromMenu(page, 0);
      await expect(page.locator("#edit-channel-name")).toHaveValue("Library Screens");
    },
  },
  {
    name: "edit channel dialog, its Language field set",
    as: "admin",
    path: async (page, serverUrl) => {
      const { channelId } = await seedChannel(page, serverUrl);
      const set = await page.request.patch(`${serverUrl}/api/channels/${channelId}`, {
        data: { language: "ja" },
        headers: { origin: serverUrl },
      });
      if (!set.ok()) throw new Error(`setting the channel's language failed: ${set.status()}`);
      return `/content-library?channel=${channelId}&tab=overview`;
    },
    ready: async (page) => {
      await tabTranslated("Overview")(page);
      await openFromMenu(page, 0);
      const language = page.locator("#edit-channel-language");
      await expect(language).toHaveValue("ja");
      await language.scrollIntoViewIfNeeded();
      await expect(page.locator("#edit-channel-language-hint")).toBeVisible();
    },
  },
  {
    name: "delete channel dialog",
    as: "admin",
    path: channelTab("overview"),
    ready: async (page) => {
      await tabTranslated("Overview")(page);
      await openFromMenu(page, 1);
      // The folders are counted: the impact line names them.
      await expect(page.getByTestId("delete-impact")).toContainText("2");
    },
  },
  {
    name: "create folder dialog",
    as: "admin",
    path: channelTab("folders"),
    ready: async (page) => {
      await expect(page.getByTestId("folder-card")).toHaveCount(2);
      await tabTranslated("Folders")(page);
      await page.getByRole("tabpanel").getByRole("button").first().click();
      await expect(page.locator("#folder-month")).toBeVisible();
    },
  },
  {
    name: "create video dialog",
    as: "admin",
    path: async (page, serverUrl) => {
      const { channelId, folderId } = await seedChannel(page, serverUrl);
      return `/content-library?channel=${channelId}&folder=${folderId}`;
    },
    ready: async (page) => {
      await expect(page.getByTestId("video-card")).toHaveCount(2);
      await page
        .getByRole("main")
        .getByRole("button")
        .filter({ has: page.locator("svg.lucide-plus") })
        .click();
      await expect(page.locator("#video-keywords")).toBeVisible();
    },
  },
  {
    name: "delete folder dialog",
    as: "admin",
    path: async (page, serverUrl) => {
      const { channelId, folderId } = await seedChannel(page, serverUrl);
      return `/content-library?channel=${channelId}&folder=${folderId}`;
    },
    ready: async (page) => {
      await expect(page.getByTestId("video-card")).toHaveCount(2);
      await openFromMenu(page, 1);
    },
  },
];
