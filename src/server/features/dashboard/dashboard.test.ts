import { brotliDecompressSync } from "node:zlib";
import { sql } from "drizzle-orm";
import { drizzle as drizzleNodePg } from "drizzle-orm/node-postgres";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { Db } from "../../db/client.ts";
import * as schema from "../../db/schema.ts";
import { channelStatistics, channels } from "../../db/schema.ts";
import { createTestApp, type TestApp } from "../../testing/harness.ts";
import { YOUTUBE_NOT_CONFIGURED } from "../../youtube/credentials.ts";
import { getChannelDashboard } from "./service.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
beforeEach(() => t.database.reset());

const MISSING = "00000000-0000-4000-8000-000000000000";

async function post(cookie: string, url: string, body: unknown) {
  const res = await t.request("POST", url, { cookie, body });
  expect(res.status).toBe(201);
  return res.json();
}

async function putMetrics(cookie: string, videoId: string, metrics: Record<string, number>) {
  const res = await t.request("PUT", `/api/videos/${videoId}/metrics`, { cookie, body: metrics });
  expect(res.status).toBe(200);
}

/** A second drizzle handle over the same connection, counting every statement it sends. */
function countingDb() {
  const counter = { queries: 0 };
  const logger = { logQuery: () => void counter.queries++ };
  const client = (t.db as unknown as { $client: never }).$client;
  const db = (t.database.kind === "pglite"
    ? drizzlePglite({ client, schema, logger })
    : drizzleNodePg({ client, schema, logger })) as unknown as Db;
  return { db, counter };
}

const dashboard = (cookie: string, channelId: string) =>
  t.request("GET", `/api/channels/${channelId}/dashboard`, { cookie });

describe("channel dashboard", () => {
  it("totals, averages and rates count only videos with metrics (spec §7, §9)", async () => {
    const user = await t.member("user");
    const { channel } = await post(user.cookie, "/api/channels", { name: "Creator" });
    const { folder: jan } = await post(user.cookie, `/api/channels/${channel.id}/folders`, {
      name: "Jan",
      monthYear: "2024-01",
    });
    const { folder: mar } = await post(user.cookie, `/api/channels/${channel.id}/folders`, {
      name: "Mar",
      monthYear: "2024-03",
    });
    await post(user.cookie, `/api/channels/${channel.id}/folders`, { name: "Feb", monthYear: "2024-02" });
    const { video: v1 } = await post(user.cookie, `/api/folders/${jan.id}/videos`, { title: "First" });
    const { video: v2 } = await post(user.cookie, `/api/folders/${mar.id}/videos`, { title: "Second" });
    await post(user.cookie, `/api/folders/${mar.id}/videos`, { title: "No metrics" });
    await putMetrics(user.cookie, v1.id, { views: 1000, likes: 50, comments: 10 });
    await putMetrics(user.cookie, v2.id, { views: 3000, likes: 90, comments: 3 });
    // Another channel's numbers stay out.
    const { channel: other } = await post(user.cookie, "/api/channels", { name: "Other" });
    const { folder: otherFolder } = await post(user.cookie, `/api/channels/${other.id}/folders`, {
      name: "X",
      monthYear: "2024-01",
    });
    const { video: foreign } = await post(user.cookie, `/api/folders/${otherFolder.id}/videos`, { title: "Foreign" });
    await putMetrics(user.cookie, foreign.id, { views: 999_999 });

    const res = await dashboard(user.cookie, channel.id);
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body.channel).toEqual({ id: channel.id, name: "Creator" });
    expect(body.totals).toEqual({
      views: 4000,
      likes: 140,
      comments: 13,
      videos: 2,
      allVideos: 3,
      videosWithLikes: 2,
      videosWithComments: 2,
    });
    expect(body.averages).toEqual({ views: 2000, likes: 70, comments: 7 });
    expect(body.likeRate).toBeCloseTo(3.5, 10);
    expect(body.commentRate).toBeCloseTo(0.325, 10);
    expect(body.recentVideos.map((v: { title: string }) => v.title)).toEqual(["Second", "First"]);
    expect(body.recentVideos[0].metrics).toMatchObject({ views: 3000, likes: 90, comments: 3, ctr: null });
    expect(body.topPerformers.map((v: { title: string }) => v.title)).toEqual(["Second", "First"]);
    expect(body.viewsPerVideo).toEqual([
      { videoId: v1.id, title: "First", views: 1000 },
      { videoId: v2.id, title: "Second", views: 3000 },
    ]);
    expect(body.viewsByMonth).toEqual([
      { monthYear: "2024-01", label: "January 2024", views: 1000, videos: 1 },
      { monthYear: "2024-02", label: "February 2024", views: 0, videos: 0 },
      { monthYear: "2024-03", label: "March 2024", views: 3000, videos: 1 },
    ]);
  });

  it("answers zeros and no rates for a channel without metrics", async () => {
    const user = await t.member("user");
    const { channel } = await post(user.cookie, "/api/channels", { name: "Empty" });
    const body = await (await dashboard(user.cookie, channel.id)).json();
    expect(body).toEqual({
      channel: { id: channel.id, name: "Empty" },
      totals: { views: 0, likes: 0, comments: 0, videos: 0, allVideos: 0, videosWithLikes: 0, videosWithComments: 0 },
      averages: { views: 0, likes: 0, comments: 0 },
      likeRate: null,
      commentRate: null,
      recentVideos: [],
      topPerformers: [],
      viewsPerVideo: [],
      viewsByMonth: [],
      socialBlade: null,
    });
  });

  it("answers no rates when the videos with metrics have no views", async () => {
    const user = await t.member("user");
    const { channel } = await post(user.cookie, "/api/channels", { name: "Quiet" });
    const { folder } = await post(user.cookie, `/api/channels/${channel.id}/folders`, {
      name: "F",
      monthYear: "2024-01",
    });
    const { video } = await post(user.cookie, `/api/folders/${folder.id}/videos`, { title: "Zero" });
    await putMetrics(user.cookie, video.id, { views: 0, likes: 0 });
    const body = await (await dashboard(user.cookie, channel.id)).json();
    expect(body.totals.videos).toBe(1);
    expect(body.likeRate).toBeNull();
    expect(body.commentRate).toBeNull();
  });

  it("answers 404 for a missing channel and 401 without a session", async () => {
    const user = await t.member("user");
    for (const id of [MISSING, "nope"]) {
      const res = await dashboard(user.cookie, id);
      expect(res.status).toBe(404);
      expect(await res.json()).toEqual({ error: "Channel not found", code: "not_found" });
    }
    expect((await t.request("GET", `/api/channels/${MISSING}/dashboard`)).status).toBe(401);
  });
});

describe("dashboard at scale", () => {
  /** A channel with 12 month folders and `count` videos with metrics: video g has g×10 views, g likes, g mod 7 comments. */
  async function seedChannel(name: string, count: number): Promise<string> {
    const [channel] = await t.db.insert(channels).values({ name }).returning();
    await t.db.execute(sql`
      insert into folders (name, month_year, channel_id)
      select 'Month ' || m, '2024-' || lpad(m::text, 2, '0'), ${channel.id}::uuid from generate_series(1, 12) m`);
    await t.db.execute(sql`
      with f as (select array_agg(id order by month_year) as ids from folders where channel_id = ${channel.id}::uuid),
      inserted as (
        insert into videos (title, folder_id, created_at)
        select 'Video ' || g, f.ids[1 + g % 12], now() - make_interval(mins => g)
        from generate_series(1, ${count}::int) g, f
        returning id, title
      )
      insert into video_metrics (video_id, views, likes, comments)
      select id, n * 10, n, n % 7 from (select id, split_part(title, ' ', 2)::int as n from inserted) s`);
    return channel.id;
  }

  it("issues the same number of queries for 5,000 videos as for 5", async () => {
    const small = await seedChannel("Small", 5);
    const large = await seedChannel("Large", 5000);

    const counting = countingDb();
    const smallDashboard = await getChannelDashboard(counting.db, small);
    const smallQueries = counting.counter.queries;
    counting.counter.queries = 0;
    const largeDashboard = await getChannelDashboard(counting.db, large);
    const largeQueries = counting.counter.queries;

    // The channel's dashboard version, then the four aggregate queries.
    expect(smallQueries).toBe(5);
    expect(largeQueries).toBe(smallQueries);
    // How fast it answers is npm run bench's "channel dashboard", on 10,000 videos.

    expect(smallDashboard.totals).toEqual({
      views: 150,
      likes: 15,
      comments: 15,
      videos: 5,
      allVideos: 5,
      videosWithLikes: 5,
      videosWithComments: 5,
    });
    const n = 5000;
    const sumN = (n * (n + 1)) / 2;
    let sumComments = 0;
    for (let g = 1; g <= n; g++) sumComments += g % 7;
    expect(largeDashboard.totals).toEqual({
      views: sumN * 10,
      likes: sumN,
      comments: sumComments,
      videos: n,
      allVideos: n,
      videosWithLikes: n,
      videosWithComments: n,
    });
    expect(largeDashboard.averages).toEqual({
      views: Math.round((sumN * 10) / n),
      likes: Math.round(sumN / n),
      comments: Math.round(sumComments / n),
    });
    expect(largeDashboard.likeRate).toBeCloseTo(10, 10);
    expect(largeDashboard.recentVideos).toHaveLength(10);
    expect(largeDashboard.recentVideos[0].title).toBe("Video 1");
    expect(largeDashboard.topPerformers[0]).toMatchObject({ title: "Video 5000", metrics: { views: 50_000 } });
    expect(largeDashboard.viewsByMonth).toHaveLength(12);
    expect(largeDashboard.viewsByMonth.reduce((sum, m) => sum + m.views, 0)).toBe(sumN * 10);
    expect(largeDashboard.viewsByMonth.reduce((sum, m) => sum + m.videos, 0)).toBe(n);
    // Seeding 5,000 videos with their metrics takes a while on a busy machine.
  }, 60_000);
});

describe("dashboard versions (computed once per change of the channel's data)", () => {
  async function channelWithVideo() {
    const user = await t.member("user");
    const { channel } = await post(user.cookie, "/api/channels", { name: "Versioned" });
    const { folder } = await post(user.cookie, `/api/channels/${channel.id}/folders`, {
      name: "Jan",
      monthYear: "2024-01",
    });
    const { video } = await post(user.cookie, `/api/folders/${folder.id}/videos`, { title: "First" });
    await putMetrics(user.cookie, video.id, { views: 100, likes: 10, comments: 1 });
    return { cookie: user.cookie, channelId: channel.id as string, folderId: folder.id as string, videoId: video.id };
  }
  const read = async (cookie: string, channelId: string) => (await dashboard(cookie, channelId)).json();

  it("answers an unchanged channel from the dashboard already computed: one query", async () => {
    const { channelId } = await channelWithVideo();
    const counting = countingDb();
    const first = await getChannelDashboard(counting.db, channelId);
    counting.counter.queries = 0;
    const second = await getChannelDashboard(counting.db, channelId);
    expect(counting.counter.queries).toBe(1);
    expect(second).toBe(first);
  });

  it("shows every change at once, however it was written (API, sync or plain SQL)", async () => {
    const { cookie, channelId, folderId, videoId } = await channelWithVideo();
    expect((await read(cookie, channelId)).totals.views).toBe(100);

    await putMetrics(cookie, videoId, { views: 250 });
    expect((await read(cookie, channelId)).totals.views).toBe(250);
    // Written behind the API's back, as another instance or a sync would.
    await t.db.execute(sql`update video_metrics set likes = 40 where video_id = ${videoId}::uuid`);
    expect((await read(cookie, channelId)).totals.likes).toBe(40);
    await t.db.execute(sql`
      with v as (insert into videos (title, folder_id) values ('Second', ${folderId}::uuid) returning id)
      insert into video_metrics (video_id, views) select id, 50 from v`);
    expect((await read(cookie, channelId)).totals).toMatchObject({ views: 300, videos: 2 });
    await t.db.execute(sql`update videos set title = 'Renamed' where id = ${videoId}::uuid`);
    expect((await read(cookie, channelId)).recentVideos.map((v: { title: string }) => v.title)).toContain("Renamed");
    await t.db.execute(sql`update folders set month_year = '2024-02' where id = ${folderId}::uuid`);
    expect((await read(cookie, channelId)).viewsByMonth.map((m: { monthYear: string }) => m.monthYear)).toEqual([
      "2024-02",
    ]);
    await t.db.execute(sql`update channels set name = 'New name' where id = ${channelId}::uuid`);
    expect((await read(cookie, channelId)).channel.name).toBe("New name");
    await t.db.execute(sql`delete from videos where id = ${videoId}::uuid`);
    expect((await read(cookie, channelId)).totals).toMatchObject({ views: 50, videos: 1 });
    await t.db.execute(sql`delete from folders where id = ${folderId}::uuid`);
    expect((await read(cookie, channelId)).totals).toMatchObject({ views: 0, videos: 0, allVideos: 0 });
    await t.db.execute(sql`delete from channels where id = ${channelId}::uuid`);
    expect((await dashboard(cookie, channelId)).status).toBe(404);
  });

  it("sends an unchanged dashboard as the bytes first sent: 304 to its ETag, the same JSON compressed", async () => {
    const { cookie, channelId, videoId } = await channelWithVideo();
    const url = `/api/channels/${channelId}/dashboard`;
    const plain = await t.request("GET", url, { cookie });
    const etag = plain.headers.get("etag");
    expect(etag).toMatch(/^"/);
    const body = await plain.json();
    expect(body).toMatchObject({ totals: { views: 100 }, socialBlade: null });
    const brotli = await t.request("GET", url, { cookie, headers: { "accept-encoding": "br" } });
    expect(brotli.headers.get("content-encoding")).toBe("br");
    expect(brotli.headers.get("etag")).toBe(`W/${etag}`);
    expect(JSON.parse(brotliDecompressSync(Buffer.from(await brotli.arrayBuffer())).toString())).toEqual(body);
    const ask = () => t.request("GET", url, { cookie, headers: { "if-none-match": `W/${etag}` } });
    expect((await ask()).status).toBe(304);
    await putMetrics(cookie, videoId, { views: 300 });
    const changed = await ask();
    expect(changed.status).toBe(200);
    expect((await changed.json()).totals.views).toBe(300);
  });

  it("keeps another channel's dashboard when one channel changes", async () => {
    const a = await channelWithVideo();
    const b = await channelWithVideo();
    const counting = countingDb();
    await getChannelDashboard(counting.db, b.channelId);
    await putMetrics(a.cookie, a.videoId, { views: 999 });
    counting.counter.queries = 0;
    expect((await getChannelDashboard(counting.db, b.channelId)).totals.views).toBe(100);
    expect(counting.counter.queries).toBe(1);
  });
});

describe("sync", () => {
  it("says plainly that YouTube is not configured", async () => {
    const user = await t.member("user");
    const { channel } = await post(user.cookie, "/api/channels", { url: "https://www.youtube.com/@creator" });
    const res = await t.request("POST", `/api/channels/${channel.id}/sync-jobs`, { cookie: user.cookie });
    expect(res.status).toBe(503);
    expect(await res.json()).toEqual({ error: YOUTUBE_NOT_CONFIGURED, code: "unavailable" });
  });

  it("answers 404 for a missing channel and 401 without a session", async () => {
    const user = await t.member("user");
    const res = await t.request("POST", `/api/channels/${MISSING}/sync-jobs`, { cookie: user.cookie });
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ error: "Channel not found", code: "not_found" });
    expect((await t.request("POST", `/api/channels/${MISSING}/sync-jobs`)).status).toBe(401);
  });
});

describe("Social Blade tiles", () => {
  it("show the stored channel statistics when Social Blade is configured", async () => {
    const sb = await createTestApp({ SOCIALBLADE_CLIENT_ID: "cli", SOCIALBLADE_TOKEN: "tok" });
    try {
      const user = await sb.member("user");
      const res = await sb.request("POST", "/api/channels", { cookie: user.cookie, body: { name: "Stats" } });
      const { channel } = await res.json();
      await sb.db
        .insert(channelStatistics)
        .values({ channelId: channel.id, subscribers: 1200, subscriberGrowth30d: 40, viewGrowth30d: 9000 });
      const body = await (
        await sb.request("GET", `/api/channels/${channel.id}/dashboard`, { cookie: user.cookie })
      ).json();
      expect(body.socialBlade).toMatchObject({ subscribers: 1200, subscriberGrowth30d: 40, viewGrowth30d: 9000 });
    } finally {
      await sb.close();
    }
  });
});
