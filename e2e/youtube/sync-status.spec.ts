// Issue 14 on screen: the dashboard's sync panel (last synced, next scheduled run, history with
// quota units), the 'Sync YouTube Data' button following its queued job, and today's quota on the
// admin panel. Fake YouTube at the network boundary.
import { type FakeYouTube, generateVideos, startFakeYouTube } from "../../src/server/testing/fakes/youtube.ts";
import { formatCompactNumber } from "../../src/shared/format.ts";
import { uploadsNotListedMessage } from "../../src/shared/uploads-not-listed.ts";
import { expectAccessible } from "../accessibility/axe.ts";
import { test as base, expect } from "../fixtures.ts";

const CHANNEL_ID = "UCsyncstatussyncstatus01";

const test = base.extend<{ youtube: FakeYouTube }>({
  // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this pattern.
  youtube: async ({}, use) => {
    const youtube = await startFakeYouTube();
    youtube.addChannel({ id: CHANNEL_ID, title: "Sync Status", handle: "SyncStatus", videos: generateVideos(2) });
    await use(youtube);
    await youtube.close();
  },
  serverEnv: async ({ youtube }, use) =>
    use({ YOUTUBE_API_KEY: youtube.apiKey, YOUTUBE_API_BASE_URL: youtube.url, YOUTUBE_DAILY_QUOTA: "500" }),
});

test("the dashboard shows when the channel was synced, the next run and the history; the button follows its sync", async ({
  page,
  signUpViaApi,
}) => {
  await signUpViaApi(page);
  const created = await page.request.post("/api/channels", { data: { url: "https://www.youtube.com/@SyncStatus" } });
  const { channel } = await created.json();
  await page.goto(`/content-library?channel=${channel.id}`);
  await expect(page.getByRole("heading", { name: "Sync Status Dashboard" })).toBeVisible();

  const panel = page.getByTestId("channel-sync-panel");
  await expect(panel.getByTestId("last-synced")).toHaveText(/Last synced (just now|\d+ minutes? ago)/);
  await expect(panel.getByTestId("next-sync")).toContainText("Next scheduled sync");
  await expect(panel.getByTestId("sync-run")).toHaveCount(1);
  await expect(panel.getByTestId("sync-run").first()).toContainText("After connecting");

  await page.getByRole("button", { name: "Sync YouTube Data" }).click();
  await expect(page.getByText("Sync completed", { exact: true })).toBeVisible();
  await expect(page.getByText("Updated metrics for 2 videos", { exact: true })).toBeVisible();
  await expect(page.getByRole("button", { name: "Sync YouTube Data" })).toBeEnabled();
  await expect(panel.getByTestId("sync-run")).toHaveCount(2);
  const latest = panel.getByTestId("sync-run").first();
  await expect(latest).toContainText("Manual");
  await expect(latest).toContainText("Done");
  // channels.list + one playlistItems page + one videos.list
  await expect(latest.getByRole("cell").nth(4)).toHaveText("3");

  await page.goto("/admin");
  await expect(page.getByTestId("youtube-quota-used")).toHaveText("6 of 500 units used (1%)");
});

test("a video YouTube no longer returns says so on its own page, keeping its data", async ({
  page,
  signUpViaApi,
  youtube,
}) => {
  await signUpViaApi(page);
  const created = await page.request.post("/api/channels", { data: { url: "https://www.youtube.com/@SyncStatus" } });
  const { channel } = await created.json();
  await expect
    .poll(async () => (await (await page.request.get(`/api/channels/${channel.id}/sync-status`)).json()).lastSyncedAt)
    .not.toBeNull();
  // The newest upload is deleted on YouTube; the next sync finds it gone.
  const fake = youtube.channels.get(CHANNEL_ID)!;
  const [deleted] = fake.videos.splice(0, 1);
  expect((await page.request.post(`/api/channels/${channel.id}/sync-jobs`)).status()).toBe(202);
  await expect
    .poll(
      async () => (await (await page.request.get(`/api/channels/${channel.id}/sync-status`)).json()).noLongerOnYouTube,
    )
    .toHaveLength(1);
  const status = await (await page.request.get(`/api/channels/${channel.id}/sync-status`)).json();
  const videoId = status.noLongerOnYouTube[0].videoId as string;

  await page.goto(`/video/${videoId}`);
  await expect(page.getByRole("heading", { level: 1, name: deleted.title })).toBeVisible();
  await expect(page.getByTestId("no-longer-on-youtube")).toContainText("No longer on YouTube");
  // Its last figures stay.
  await expect(page.getByTestId("no-longer-on-youtube")).toContainText("It stays in the library");
  await expect(page.getByText(formatCompactNumber(deleted.views ?? 0), { exact: true }).first()).toBeVisible();
  await expectAccessible(page, "video page of a video no longer on YouTube");

  // A video still on YouTube has no such notice.
  const { folders } = await (await page.request.get(`/api/channels/${channel.id}/folders`)).json();
  const others = await Promise.all(
    folders.map(
      async (f: { id: string }) => (await (await page.request.get(`/api/folders/${f.id}/videos`)).json()).videos,
    ),
  );
  const kept = others.flat().find((v: { id: string }) => v.id !== videoId) as { id: string };
  await page.goto(`/video/${kept.id}`);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(page.getByTestId("no-longer-on-youtube")).toHaveCount(0);
});

test("the sync panel says how many older uploads the uploads playlist's 20,000 left out", async ({
  page,
  signUpViaApi,
}) => {
  await signUpViaApi(page);
  const created = await page.request.post("/api/channels", { data: { url: "https://www.youtube.com/@SyncStatus" } });
  const { channel } = await created.json();
  // The server's answer for a channel past the limit (src/server/youtube/sync.test.ts makes it for real
  // with a fake whose playlist stops at 50): the panel says it in plain words.
  await page.route(`**/api/channels/${channel.id}/sync-status`, async (route) => {
    const response = await route.fetch();
    const status = await response.json();
    status.uploadsNotListed = { listed: 20_000, notListed: 1234, message: uploadsNotListedMessage(20_000, 1234) };
    await route.fulfill({ response, json: status });
  });
  await page.goto(`/content-library?channel=${channel.id}`);
  await expect(page.getByTestId("uploads-not-listed")).toHaveText(
    "YouTube lists only a channel's latest 20,000 uploads: 1,234 older uploads were not synced.",
  );
  await expectAccessible(page, "channel dashboard with uploads the playlist could not list");
});
