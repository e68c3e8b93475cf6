import { connectAndOpenDashboard, expect, test } from "./analytics-fixtures.ts";

/** The library video imported for YouTube video `youtubeVideoId` by the first sync. */
async function libraryVideoId(page: import("@playwright/test").Page, channelId: string, youtubeVideoId: string) {
  const { folders } = (await (await page.request.get(`/api/channels/${channelId}/folders`)).json()) as {
    folders: { id: string }[];
  };
  for (const folder of folders) {
    const { videos } = (await (await page.request.get(`/api/folders/${folder.id}/videos`)).json()) as {
      videos: { id: string; youtubeUrl: string | null }[];
    };
    const video = videos.find((v) => v.youtubeUrl?.includes(youtubeVideoId));
    if (video) return video.id;
  }
  throw new Error(`no library video for ${youtubeVideoId}`);
}

test("a video's Analytics tab shows its views over time, average view duration and percentage, and its retention curve; the metrics card labels CTR and retention by source", async ({
  page,
  signUpViaApi,
  fakes,
}) => {
  await signUpViaApi(page);
  const channelId = await connectAndOpenDashboard(page);
  const [newest] = [...fakes.analytics.videos.values()];
  const videoId = await libraryVideoId(page, channelId, newest.id);
  // The video's packaging has chapters; YouTube says the video is 10 minutes long (the fakes' 600 s).
  const chapters = [
    { title: "Cold open", seconds: 0 },
    { title: "The experiment", seconds: 150 },
    { title: "What we learned", seconds: 450 },
  ];
  const saved = await page.request.put(`/api/videos/${videoId}/packaging`, {
    data: {
      baseVersion: null,
      content: {
        titles: ["Numbers"],
        chosenTitle: "Numbers",
        description: "An experiment.",
        chapters,
        hashtags: [],
        tags: [],
        thumbnailTexts: [],
        source: "offline",
      },
    },
  });
  expect(saved.status()).toBe(201);

  await page.goto(`/video/${videoId}?tab=analytics`);
  const card = page.getByTestId("video-analytics");
  await expect(card.getByRole("heading", { name: "YouTube Analytics" })).toBeVisible();
  const views = newest.days.reduce((n, d) => n + d.views, 0);
  const minutes = newest.days.reduce((n, d) => n + d.estimatedMinutesWatched, 0);
  const duration = Math.round((minutes * 60) / views);
  const percentage = Math.round((duration / newest.durationSeconds) * 10000) / 100;
  const figure = (label: string) => card.getByTestId("video-analytics-figure").filter({ hasText: label });
  await expect(figure("Average view duration")).toContainText(
    `${Math.floor(duration / 60)}:${String(duration % 60).padStart(2, "0")}`,
  );
  await expect(figure("Average percentage viewed")).toContainText(`${percentage.toFixed(1)}%`);
  await expect(card.getByTestId("views-over-time").locator(".recharts-bar-rectangle")).toHaveCount(newest.days.length);
  // The retention curve, from nearly everyone watching to about a third.
  await expect(card.getByTestId("retention-curve").locator(".recharts-line-curve")).toBeVisible();
  const first = newest.retention[0];
  await expect(card.getByTestId("retention-curve").locator("figcaption")).toContainText(
    `${Math.round(first.elapsedVideoTimeRatio * 100)}% of the video: ${Math.round(first.audienceWatchRatio * 100)}% still watching`,
  );
  // Its chapters are marked on the curve where they start (0 %, 25 %, 75 % of 10 minutes), titled in words.
  const curve = card.getByTestId("retention-curve");
  await expect(curve.locator(".chapter-marker")).toHaveCount(3);
  const marks = curve.getByRole("list", { name: "Chapters on the curve" }).getByRole("listitem");
  await expect(marks).toHaveText([
    /^1Chapter 1: Cold open 0:00 · 0% in · \d+% still watching$/,
    /^2Chapter 2: The experiment 2:30 · 25% in · \d+% still watching$/,
    /^3Chapter 3: What we learned 7:30 · 75% in · \d+% still watching$/,
  ]);

  // Retention comes from YouTube Analytics; CTR waits for the first reach report of the Reporting API.
  const metric = (label: string) => page.getByTestId("metric").filter({ has: page.getByText(label, { exact: true }) });
  await expect(metric("Retention")).toContainText(`${percentage.toFixed(1)}%`);
  await expect(metric("Retention").getByTestId("metric-source")).toHaveText("Source: YouTube Analytics");
  await expect(metric("CTR").getByTestId("metric-source")).toHaveText(
    "Source: CTR arrives about two days after connecting",
  );

  // YouTube's first reach report arrives; the next sync downloads it and CTR comes from YouTube.
  const day = (offset: number) => new Date(Date.now() - offset * 86_400_000).toISOString().slice(0, 10);
  fakes.reporting.addReport({
    createTime: new Date().toISOString(),
    rows: [4, 5, 6].map((offset) => ({ day: day(offset), videoId: newest.id, impressions: 2000, ctr: 0.064 })),
  });
  expect((await page.request.post(`/api/channels/${channelId}/sync-jobs`)).status()).toBe(202);
  await expect
    .poll(async () => (await (await page.request.get(`/api/videos/${videoId}/analytics`)).json()).reach.status, {
      timeout: 30_000,
    })
    .toBe("available");
  await page.reload();
  await expect(metric("CTR")).toContainText("6.4%");
  await expect(metric("CTR").getByTestId("metric-source")).toHaveText("Source: YouTube Analytics");
});
