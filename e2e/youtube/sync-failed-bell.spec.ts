// Issue 13 item 7: a channel sync that failed rings the bell of who asked for it (here also the
// channel's owner), and the notification leads to the channel's dashboard. Fake YouTube at the
// network boundary.
import { type FakeYouTube, generateVideos, startFakeYouTube } from "../../src/server/testing/fakes/youtube.ts";
import { test as base, expect } from "../fixtures.ts";

const CHANNEL_ID = "UCsyncfailedsyncfailed01";

const test = base.extend<{ youtube: FakeYouTube }>({
  // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this pattern.
  youtube: async ({}, use) => {
    const youtube = await startFakeYouTube();
    youtube.addChannel({
      id: CHANNEL_ID,
      title: "Failing Channel",
      handle: "FailingChannel",
      videos: generateVideos(2),
    });
    await use(youtube);
    await youtube.close();
  },
  serverEnv: async ({ youtube }, use) => use({ YOUTUBE_API_KEY: youtube.apiKey, YOUTUBE_API_BASE_URL: youtube.url }),
});

test.setTimeout(120_000);

test("a failed sync shows in the bell once and links to the channel's dashboard", async ({
  page,
  youtube,
  signUpViaApi,
}) => {
  await signUpViaApi(page);
  const created = await page.request.post("/api/channels", {
    data: { url: "https://www.youtube.com/@FailingChannel" },
  });
  const { channel } = await created.json();
  await page.goto(`/content-library?channel=${channel.id}`);
  const panel = page.getByTestId("channel-sync-panel");
  await expect(panel.getByTestId("sync-run").first()).toContainText("Done");
  await expect(page.getByRole("button", { name: "Notifications" })).toBeVisible();

  youtube.failPlaylistPage(1, 403, "forbidden");
  await page.getByRole("button", { name: "Sync YouTube Data" }).click();
  await expect(panel.getByTestId("sync-run")).toHaveCount(2);
  await expect(panel.getByTestId("sync-run").first()).toContainText("Failed");

  await page.goto("/");
  await page.getByRole("button", { name: "Notifications, 1 unread" }).click();
  await expect(page.getByTestId("notification")).toHaveText([/A sync of Failing Channel failed/]);
  await page.getByTestId("notification").click();
  await expect(page).toHaveURL(new RegExp(`/content-library\\?channel=${channel.id}$`));
  await expect(page.getByRole("heading", { name: "Failing Channel Dashboard" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Notifications" })).toBeVisible();
});
