// Issue 14: "the Performance tab's averages come from the period" — for a channel with YouTube
// Analytics the tab's averages and rates (spec §9 rounding) cover the videos with metrics published in
// the period's days (Pacific time, ending today); the dashboard's all-video figures stay as the spec has them.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { videos } from "../../db/schema.ts";
import { createTestApp, type TestApp } from "../../testing/harness.ts";
import { getChannelPerformance } from "./performance.service.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
beforeEach(() => t.database.reset());

// 20:00 UTC on 30 November 2026 is noon in Los Angeles: the Pacific day is the 30th.
const NOW = new Date("2026-11-30T20:00:00Z");

async function post(cookie: string, url: string, body: unknown) {
  const res = await t.request("POST", url, { cookie, body });
  expect(res.status).toBe(201);
  return res.json();
}

/** A video published at `publishedAt` (null: never), with metrics when given. */
async function seedVideo(
  cookie: string,
  folderId: string,
  publishedAt: string | null,
  metrics?: Record<string, number>,
) {
  const { video } = await post(cookie, `/api/folders/${folderId}/videos`, { title: `Video ${publishedAt}` });
  if (publishedAt)
    await t.db
      .update(videos)
      .set({ publishedAt: new Date(publishedAt) })
      .where(eq(videos.id, video.id));
  if (metrics) {
    const res = await t.request("PUT", `/api/videos/${video.id}/metrics`, { cookie, body: metrics });
    expect(res.status).toBe(200);
  }
  return video.id as string;
}

async function seedChannel() {
  const user = await t.member("user");
  const { channel } = await post(user.cookie, "/api/channels", { name: "Numbers Lab" });
  const { folder } = await post(user.cookie, `/api/channels/${channel.id}/folders`, {
    name: "Nov",
    monthYear: "2026-11",
  });
  return { cookie: user.cookie, channelId: channel.id as string, folderId: folder.id as string };
}

describe("the Performance tab's averages for a period", () => {
  it("average the videos with metrics published in the period's days, Pacific time, ending today", async () => {
    const { cookie, channelId, folderId } = await seedChannel();
    // 7 days: 24–30 November (Pacific). 28 days: 3–30 November.
    await seedVideo(cookie, folderId, "2026-11-29T18:00:00Z", { views: 1000, likes: 40, comments: 5 });
    // 07:30 UTC on the 24th is still the 23rd in Los Angeles: outside 7 days, inside 28.
    await seedVideo(cookie, folderId, "2026-11-24T07:30:00Z", { views: 3000, likes: 90, comments: 30 });
    await seedVideo(cookie, folderId, "2026-11-25T12:00:00Z", { views: 2001, likes: 61, comments: 1 });
    await seedVideo(cookie, folderId, "2026-11-10T12:00:00Z", { views: 9000, likes: 300, comments: 20 });
    // Older than 28 days, without metrics, never published: none of them counts.
    await seedVideo(cookie, folderId, "2026-10-01T12:00:00Z", { views: 100_000, likes: 1, comments: 1 });
    await seedVideo(cookie, folderId, "2026-11-28T12:00:00Z");
    await seedVideo(cookie, folderId, null, { views: 50_000, likes: 1, comments: 1 });

    const week = await getChannelPerformance(t.db, channelId, 7, NOW);
    expect(week).toEqual({
      period: 7,
      from: "2026-11-24",
      to: "2026-11-30",
      videos: 2,
      videosWithLikes: 2,
      videosWithComments: 2,
      averages: { views: 1501, likes: 51, comments: 3 },
      likeRate: ((40 + 61) / 3001) * 100,
      commentRate: (6 / 3001) * 100,
    });
    const month = await getChannelPerformance(t.db, channelId, 28, NOW);
    expect(month).toMatchObject({
      from: "2026-11-03",
      to: "2026-11-30",
      videos: 4,
      averages: { views: Math.round((1000 + 3000 + 2001 + 9000) / 4), likes: Math.round(491 / 4), comments: 14 },
    });
  });

  it("answers no averages for a period without videos, and follows every change of the channel's data", async () => {
    const { cookie, channelId, folderId } = await seedChannel();
    await seedVideo(cookie, folderId, "2026-10-01T12:00:00Z", { views: 500, likes: 5, comments: 5 });
    expect(await getChannelPerformance(t.db, channelId, 7, NOW)).toMatchObject({
      videos: 0,
      averages: { views: null, likes: null, comments: null },
      likeRate: null,
      commentRate: null,
    });
    const fresh = await seedVideo(cookie, folderId, "2026-11-30T17:00:00Z", { views: 800, likes: 8, comments: 0 });
    expect(await getChannelPerformance(t.db, channelId, 7, NOW)).toMatchObject({
      videos: 1,
      averages: { views: 800, likes: 8, comments: 0 },
    });
    // Changed by hand: the kept answer is not reused (the channel's data version moved).
    await t.request("PUT", `/api/videos/${fresh}/metrics`, { cookie, body: { views: 1600 } });
    expect((await getChannelPerformance(t.db, channelId, 7, NOW)).averages.views).toBe(1600);
  });

  it("through the API: a member read like the dashboard, with the dashboard's periods only", async () => {
    const { cookie, channelId } = await seedChannel();
    const res = await t.request("GET", `/api/channels/${channelId}/performance?period=90`, { cookie });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ period: 90, videos: 0 });
    const byDefault = await (await t.request("GET", `/api/channels/${channelId}/performance`, { cookie })).json();
    expect(byDefault.period).toBe(28);
    expect((await t.request("GET", `/api/channels/${channelId}/performance?period=30`, { cookie })).status).toBe(400);
    const missing = "00000000-0000-4000-8000-000000000000";
    expect((await t.request("GET", `/api/channels/${missing}/performance`, { cookie })).status).toBe(404);
    expect((await t.request("GET", `/api/channels/${channelId}/performance`)).status).toBe(401);
    const doc = await (await t.request("GET", "/api/openapi.json")).json();
    expect(doc.paths["/api/channels/{id}/performance"].get.security).toEqual([{ session: [] }, { bearer: [] }]);
  });
});
