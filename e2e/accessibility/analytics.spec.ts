import { shiftDay } from "../../src/server/testing/fakes/youtube-analytics.ts";
import { CHANNEL_ID, connectAndOpenDashboard, expect, pacificToday, test } from "../youtube/analytics-fixtures.ts";
import { expectAccessible } from "./axe.ts";

test("the dashboard's YouTube Analytics passes axe in both themes, its impressions and CTR chart included", async ({
  page,
  signUpViaApi,
  fakes,
}) => {
  await signUpViaApi(page);
  const channelId = await connectAndOpenDashboard(page);
  // A reach report arrives and a sync brings it: the daily impressions and CTR chart shows.
  const newest = fakes.youtube.channels.get(CHANNEL_ID)!.videos[0];
  fakes.reporting.addReport({
    createTime: new Date().toISOString(),
    rows: [4, 5, 6].map((offset) => ({
      day: shiftDay(pacificToday(), -offset),
      videoId: newest.id,
      impressions: 1500,
      ctr: 0.05,
    })),
  });
  expect((await page.request.post(`/api/channels/${channelId}/sync-jobs`)).status()).toBe(202);
  await expect
    .poll(async () => (await (await page.request.get(`/api/channels/${channelId}/analytics`)).json()).reach.status, {
      timeout: 30_000,
    })
    .toBe("available");
  await page.reload();
  const section = page.getByRole("region", { name: "YouTube Analytics" });
  await expect(section.getByTestId("analytics-total")).toHaveCount(3);
  await expect(section.getByTestId("chart-daily-reach").locator(".recharts-bar-rectangle")).toHaveCount(3);
  await expect(page.getByTestId("performance-period")).toBeVisible();
  await expectAccessible(page, "channel dashboard with YouTube Analytics");
});

test("a video's Analytics tab with YouTube Analytics and chapters on its retention curve passes axe in both themes", async ({
  page,
  signUpViaApi,
}) => {
  await signUpViaApi(page);
  const channelId = await connectAndOpenDashboard(page);
  const { folders } = (await (await page.request.get(`/api/channels/${channelId}/folders`)).json()) as {
    folders: { id: string }[];
  };
  const { videos } = (await (await page.request.get(`/api/folders/${folders[0].id}/videos`)).json()) as {
    videos: { id: string }[];
  };
  const saved = await page.request.put(`/api/videos/${videos[0].id}/packaging`, {
    data: {
      baseVersion: null,
      content: {
        titles: ["Numbers"],
        chosenTitle: "Numbers",
        description: "An experiment.",
        chapters: [
          { title: "Cold open", seconds: 0 },
          { title: "The experiment", seconds: 150 },
          { title: "What we learned", seconds: 450 },
        ],
        hashtags: [],
        tags: [],
        thumbnailTexts: [],
        source: "offline",
      },
    },
  });
  expect(saved.status()).toBe(201);
  await page.goto(`/video/${videos[0].id}?tab=analytics`);
  await expect(page.getByTestId("retention-curve")).toBeVisible();
  await expect(page.getByTestId("retention-curve").locator(".chapter-marker")).toHaveCount(3);
  await expectAccessible(page, "video page, Analytics tab with YouTube Analytics and chapters");
});
