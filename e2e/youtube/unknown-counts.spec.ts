import { type FakeYouTube, fakeVideoId, startFakeYouTube } from "../../src/server/testing/fakes/youtube.ts";
import { test as base, expect } from "../fixtures.ts";
import { libraryApi } from "../library/library-api.ts";

const CHANNEL_ID = "UCquietChannel0000000001";

// The YouTube Data API replaced at the network boundary: one upload hides its like count, one has
// comments turned off (YouTube then leaves likeCount / commentCount out of statistics).
const test = base.extend<{ youtube: FakeYouTube }>({
  // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this pattern.
  youtube: async ({}, use) => {
    const youtube = await startFakeYouTube();
    youtube.addChannel({
      id: CHANNEL_ID,
      title: "Quiet Channel",
      videos: [
        {
          id: fakeVideoId(1),
          title: "Likes hidden",
          publishedAt: "2026-10-03T12:00:00Z",
          views: 1000,
          likes: null,
          comments: 10,
        },
        {
          id: fakeVideoId(2),
          title: "Comments off",
          publishedAt: "2026-10-02T12:00:00Z",
          views: 2000,
          likes: 200,
          comments: null,
        },
        {
          id: fakeVideoId(3),
          title: "All known",
          publishedAt: "2026-10-01T12:00:00Z",
          views: 1000,
          likes: 50,
          comments: 30,
        },
      ],
    });
    await use(youtube);
    await youtube.close();
  },
  serverEnv: async ({ youtube }, use) => use({ YOUTUBE_API_KEY: youtube.apiKey, YOUTUBE_API_BASE_URL: youtube.url }),
});

test("a synced video with a hidden like count shows 'Hidden', and the dashboard leaves it out", async ({
  page,
  server,
  signUpViaApi,
}) => {
  await signUpViaApi(page);
  const channel = await libraryApi(page, server.url).createChannel(`https://www.youtube.com/channel/${CHANNEL_ID}`);
  // Connecting syncs in the background: wait until the three uploads have their metrics.
  const dashboardApi = `${server.url}/api/channels/${channel.id}/dashboard`;
  await expect
    .poll(async () => (await (await page.request.get(dashboardApi)).json()).totals?.videos, { timeout: 20_000 })
    .toBe(3);

  await page.goto(`/content-library?channel=${channel.id}`);
  await expect(page.getByRole("heading", { name: "Quiet Channel Dashboard" })).toBeVisible();
  // Totals of the known counts (200 + 50 likes, 10 + 30 comments), saying what they leave out.
  const tile = (label: string) => page.getByTestId("stat-tile").filter({ hasText: label });
  await expect(tile("Total Likes").getByTestId("stat-value")).toHaveText("250");
  await expect(tile("Total Likes")).toContainText("Hidden on 1 video");
  await expect(tile("Total Comments").getByTestId("stat-value")).toHaveText("40");
  await expect(tile("Total Comments")).toContainText("N/A for 1 video");
  // Rates over the views of the videos whose count is known: 250 / 3,000 and 40 / 2,000.
  const metric = (label: string) => page.getByTestId("performance-metric").filter({ hasText: label });
  await expect(metric("Like rate")).toContainText("8.3%");
  await expect(metric("Like rate")).toContainText("from 2 of 3 videos");
  await expect(metric("Comment rate")).toContainText("2.00%");
  await expect(metric("Average likes per video")).toContainText("125");

  await page.getByRole("tab", { name: "Recent Videos" }).click();
  const item = page
    .getByRole("list", { name: "Recent videos" })
    .getByRole("listitem")
    .filter({ hasText: "Likes hidden" });
  await expect(item).toContainText("Engagement 1.0% (comments only)");
  await expect(item.getByTitle("Likes")).toContainText("Hidden");
  await item.getByRole("link").click();

  await expect(page.getByRole("heading", { name: "Likes hidden", level: 1 })).toBeVisible();
  const value = (testId: string, label: string) =>
    page
      .getByTestId(testId)
      .filter({ has: page.locator(`dt:text-is("${label}")`) })
      .locator("dd")
      .first();
  const quickStat = (label: string) => value("quick-stat", label);
  await expect(quickStat("Likes")).toHaveText("Hidden");
  await expect(quickStat("Comments")).toHaveText("10");
  await expect(quickStat("Engagement rate")).toHaveText("1.0% (comments only)");
  // The Performance Metrics card (Analytics tab) says the same.
  await page.getByRole("tab", { name: "Analytics" }).click();
  await expect(value("metric", "Likes")).toHaveText("Hidden");
  await expect(value("metric", "Comments")).toHaveText("10");
});
