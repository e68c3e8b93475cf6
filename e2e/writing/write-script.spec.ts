import { fakeVideoId, startFakeYouTube } from "../../src/server/testing/fakes/youtube.ts";
import { expect, test } from "../fixtures.ts";
import { libraryApi } from "../library/library-api.ts";
import { readVersions, saveToVideo, writeBoundScript } from "./script-helpers.ts";

// issue 10 item 1: a video that exists already gets its script; the studio never makes a second video.
test.setTimeout(180_000);

test("a video created in the library gets a script through 'Write script' and stays the folder's only video", async ({
  page,
  server,
  signUpViaApi,
}) => {
  await signUpViaApi(page);
  const api = libraryApi(page, server.url);
  const channel = await api.createChannel("https://www.youtube.com/@writefor", "Write For Channel");
  const folder = await api.createFolder(channel.id, "June uploads", "2025-06");
  const video = await api.createVideo(folder.id, "Editing in 10 minutes");
  await page.request.patch(`${server.url}/api/videos/${video.id}`, {
    data: { targetKeywords: "editing, workflow" },
    headers: { origin: server.url },
  });

  // The video card's menu in the library.
  await page.goto(`/content-library?channel=${channel.id}&folder=${folder.id}`);
  await page.getByRole("button", { name: "Actions for Editing in 10 minutes" }).click();
  await page.getByRole("menuitem", { name: "Write script" }).click();
  await expect(page).toHaveURL(new RegExp(`/content-studio\\?video=${video.id}$`));

  const bound = page.getByTestId("bound-video");
  await expect(bound).toContainText("Writing for: Editing in 10 minutes · Write For Channel › June uploads");
  await expect(bound.getByRole("list", { name: "Target keywords" }).getByRole("listitem")).toHaveText([
    "editing",
    "workflow",
  ]);
  await expect(page.getByLabel("Angle (optional)")).toHaveValue("Target keywords: editing, workflow");
  const editor = await writeBoundScript(page, "Editing in 10 minutes");
  const written = await editor.inputValue();
  expect(await saveToVideo(page)).toBe(1);

  // Exactly one video in the folder, and it holds the script.
  await page.goto(`/content-library?channel=${channel.id}`);
  await page.getByRole("tab", { name: "Folders" }).click();
  const folderItem = page
    .getByRole("list", { name: "Folders" })
    .getByRole("listitem")
    .filter({ hasText: "June uploads" });
  await expect(folderItem).toContainText("1 video");
  await page.goto(`/video/${video.id}?tab=script`);
  await expect(page.getByTestId("script-version")).toHaveText("Version 1");
  await expect(page.getByTestId("script-content")).toHaveText(written);
  const versions = await readVersions(page, server.url, video.id);
  expect(versions.map((v) => v.number)).toEqual([1]);

  // Unbinding goes back to the studio of its own, whose save dialog still makes a new video.
  await page.goto(`/content-studio?video=${video.id}`);
  await page.getByRole("link", { name: "Stop writing for this video" }).click();
  await expect(page).toHaveURL(/\/content-studio$/);
  await expect(page.getByTestId("bound-video")).toHaveCount(0);
  await expect(page.getByLabel("Topic", { exact: true })).toHaveValue("");
});

const withYouTube = test.extend<{ youtube: Awaited<ReturnType<typeof startFakeYouTube>> }>({
  // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this pattern.
  youtube: async ({}, use) => {
    const youtube = await startFakeYouTube();
    youtube.addChannel({
      id: "UCimportedChannel00000001",
      title: "Imported Channel",
      videos: [
        {
          id: fakeVideoId(7),
          title: "Imported upload",
          publishedAt: "2026-10-03T12:00:00Z",
          views: 10,
          likes: 1,
          comments: 0,
        },
      ],
    });
    await use(youtube);
    await youtube.close();
  },
  serverEnv: async ({ youtube }, use) => use({ YOUTUBE_API_KEY: youtube.apiKey, YOUTUBE_API_BASE_URL: youtube.url }),
});

withYouTube(
  "a video imported by a YouTube sync gets a script through 'Write script' and no second video is made",
  async ({ page, server, signUpViaApi }) => {
    await signUpViaApi(page);
    const channel = await libraryApi(page, server.url).createChannel(
      "https://www.youtube.com/channel/UCimportedChannel00000001",
    );
    // Connecting syncs in the background: wait for the upload.
    const dashboardApi = `${server.url}/api/channels/${channel.id}/dashboard`;
    await expect
      .poll(async () => (await (await page.request.get(dashboardApi)).json()).totals?.videos, { timeout: 20_000 })
      .toBe(1);
    const { folders } = (await (await page.request.get(`${server.url}/api/channels/${channel.id}/folders`)).json()) as {
      folders: { id: string; name: string }[];
    };
    expect(folders).toHaveLength(1);
    const { videos } = (await (await page.request.get(`${server.url}/api/folders/${folders[0].id}/videos`)).json()) as {
      videos: { id: string; title: string }[];
    };
    expect(videos.map((v) => v.title)).toEqual(["Imported upload"]);
    const videoId = videos[0].id;

    // The empty Script tab keeps the spec's text and offers 'Write script'.
    await page.goto(`/video/${videoId}?tab=script`);
    await expect(page.getByText("No script available for this video")).toBeVisible();
    await page.getByRole("link", { name: "Write script" }).click();
    await expect(page.getByTestId("bound-video")).toContainText("Writing for: Imported upload");
    const editor = await writeBoundScript(page, "Imported upload");
    const written = await editor.inputValue();
    expect(await saveToVideo(page)).toBe(1);

    await page.getByTestId("bound-video").getByRole("link", { name: "Open video" }).click();
    await expect(page.getByTestId("script-content")).toHaveText(written);
    await page.goto(`/content-library?channel=${channel.id}`);
    await page.getByRole("tab", { name: "Folders" }).click();
    await expect(page.getByRole("list", { name: "Folders" }).getByRole("listitem")).toHaveCount(1);
    await expect(page.getByRole("list", { name: "Folders" }).getByRole("listitem")).toContainText("1 video");
    const after = (await (await page.request.get(dashboardApi)).json()).totals?.videos;
    expect(after).toBe(1);
  },
);
