// Issue 14: the video page's Analytics tab answers the video's YouTube Analytics figures, found by
// its YouTube id (stored, or read from its URL) within its channel; the last days are marked incomplete.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { videoAnalytics, videoAnalyticsDays } from "../../db/schema.ts";
import { generateDailySeries, generateRetention, shiftDay } from "../../testing/fakes/youtube-analytics.ts";
import { createTestApp, type TestApp } from "../../testing/harness.ts";
import { pacificDay } from "../../youtube/quota.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
beforeEach(() => t.database.reset());

const YOUTUBE_ID = "dQw4w9WgXcQ";

async function post(cookie: string, url: string, body: unknown) {
  const res = await t.request("POST", url, { cookie, body });
  expect(res.status).toBe(201);
  return res.json();
}

async function seedVideo(cookie: string) {
  const { channel } = await post(cookie, "/api/channels", { name: "Numbers Lab" });
  const { folder } = await post(cookie, `/api/channels/${channel.id}/folders`, { name: "Nov", monthYear: "2026-11" });
  const { video } = await post(cookie, `/api/folders/${folder.id}/videos`, { title: "How retention works" });
  const res = await t.request("PATCH", `/api/videos/${video.id}`, {
    cookie,
    body: { youtubeUrl: `https://www.youtube.com/watch?v=${YOUTUBE_ID}` },
  });
  expect(res.status).toBe(200);
  return { channelId: channel.id as string, videoId: video.id as string };
}

describe("the video's YouTube Analytics", () => {
  it("answers its lifetime figures, its views per day since publishing and its retention curve", async () => {
    const { cookie } = await t.member("user");
    const { channelId, videoId } = await seedVideo(cookie);
    const today = pacificDay(new Date());
    const days = generateDailySeries(today, 20);
    await t.db.insert(videoAnalytics).values({
      channelId,
      youtubeVideoId: YOUTUBE_ID,
      publishedOn: days[0].day,
      views: 5000,
      estimatedMinutesWatched: 12000,
      averageViewDuration: 144,
      averageViewPercentage: 41.5,
      retention: generateRetention(),
      detailsFetchedAt: new Date(),
    });
    await t.db.insert(videoAnalyticsDays).values(
      days.map((d) => ({
        channelId,
        youtubeVideoId: YOUTUBE_ID,
        day: d.day,
        views: d.views,
        estimatedMinutesWatched: d.estimatedMinutesWatched,
      })),
    );
    const res = await t.request("GET", `/api/videos/${videoId}/analytics`, { cookie });
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body).toMatchObject({
      available: true,
      youtubeVideoId: YOUTUBE_ID,
      publishedOn: days[0].day,
      lifetime: { views: 5000, watchMinutes: 12000, averageViewDuration: 144, averageViewPercentage: 41.5 },
    });
    expect(body.days).toHaveLength(20);
    expect(body.days[0]).toEqual({
      day: days[0].day,
      views: days[0].views,
      watchMinutes: days[0].estimatedMinutesWatched,
      incomplete: false,
    });
    expect(body.days.filter((d: { incomplete: boolean }) => d.incomplete).map((d: { day: string }) => d.day)).toEqual([
      shiftDay(today, -2),
      shiftDay(today, -1),
      today,
    ]);
    expect(body.retention).toEqual(generateRetention());
    // No packaging: no chapters to mark on the curve, and nothing else changes.
    expect(body.chapters).toEqual([]);
  });

  it("marks the packaging's chapters on the retention curve at their start as a share of the video's length", async () => {
    const { cookie } = await t.member("user");
    const { channelId, videoId } = await seedVideo(cookie);
    await t.db.insert(videoAnalytics).values({
      channelId,
      youtubeVideoId: YOUTUBE_ID,
      views: 5000,
      durationSeconds: 400,
      retention: generateRetention(),
      detailsFetchedAt: new Date(),
    });
    const chapters = [
      { title: "Intro", seconds: 0 },
      { title: "Why viewers leave", seconds: 100 },
      { title: "The fix", seconds: 300 },
      // Written for a longer cut than the one published: past the video's end, not drawn.
      { title: "Outtakes", seconds: 400 },
    ];
    const saved = await t.request("PUT", `/api/videos/${videoId}/packaging`, {
      cookie,
      body: {
        baseVersion: null,
        content: {
          titles: ["How retention works"],
          chosenTitle: "How retention works",
          description: "What keeps viewers watching.",
          chapters,
          hashtags: [],
          tags: [],
          thumbnailTexts: [],
          source: "offline",
        },
      },
    });
    expect(saved.status).toBe(201);

    const body = await (await t.request("GET", `/api/videos/${videoId}/analytics`, { cookie })).json();
    expect(body.durationSeconds).toBe(400);
    expect(body.chapters).toEqual([
      { title: "Intro", seconds: 0, elapsedVideoTimeRatio: 0 },
      { title: "Why viewers leave", seconds: 100, elapsedVideoTimeRatio: 0.25 },
      { title: "The fix", seconds: 300, elapsedVideoTimeRatio: 0.75 },
    ]);

    // Without the video's length (not synced since lengths were read), no marks rather than wrong ones.
    await t.db.update(videoAnalytics).set({ durationSeconds: null });
    const unknown = await (await t.request("GET", `/api/videos/${videoId}/analytics`, { cookie })).json();
    expect(unknown.chapters).toEqual([]);
    expect(unknown.retention).toEqual(generateRetention());
  });

  it("says analytics are not available for a video without them, and 404 for an unknown video", async () => {
    const { cookie } = await t.member("user");
    const { videoId } = await seedVideo(cookie);
    const body = await (await t.request("GET", `/api/videos/${videoId}/analytics`, { cookie })).json();
    expect(body).toEqual({
      available: false,
      youtubeVideoId: YOUTUBE_ID,
      publishedOn: null,
      lifetime: null,
      days: [],
      retention: null,
      durationSeconds: null,
      chapters: [],
      updatedAt: null,
      reach: { status: "not-connected", impressions: null, ctr: null, firstDay: null, lastDay: null },
    });
    const missing = "00000000-0000-4000-8000-000000000000";
    expect((await t.request("GET", `/api/videos/${missing}/analytics`, { cookie })).status).toBe(404);
  });
});
