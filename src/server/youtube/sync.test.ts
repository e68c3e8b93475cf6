import { asc, count, eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { channelStatistics, channels, folders, syncLocks, videoMetrics, videos } from "../db/schema.ts";
import { createLogger } from "../logger.ts";
import type { ServiceDeps } from "../service-deps.ts";
import { sayStored } from "../stored-message.ts";
import { type FakeSocialBlade, startFakeSocialBlade } from "../testing/fakes/socialblade.ts";
import { type FakeYouTube, fakeVideoId, generateVideos, startFakeYouTube } from "../testing/fakes/youtube.ts";
import { createTestApp, type TestApp } from "../testing/harness.ts";
import { resolveChannelUrl } from "./connect.ts";
import { syncChannel } from "./sync.ts";
import { runSyncJob } from "./sync-job.ts";
import { createRun } from "./sync-runs.ts";
import { channelSyncStatus } from "./sync-status.ts";

const CHANNEL_ID = "UCabcdefghijklmnopqrstuv";
let t: TestApp;
let yt: FakeYouTube;
let sb: FakeSocialBlade;
let deps: ServiceDeps;

beforeAll(async () => {
  yt = await startFakeYouTube();
  sb = await startFakeSocialBlade();
  t = await createTestApp({ YOUTUBE_API_KEY: yt.apiKey, YOUTUBE_API_BASE_URL: yt.url });
  deps = { db: t.db, config: t.config, logger: createLogger("silent") };
});
afterAll(async () => {
  await t.close();
  await yt.close();
  await sb.close();
});
beforeEach(async () => {
  await t.database.reset();
  yt.reset();
  yt.channels.clear();
});

const withoutYouTube = (): ServiceDeps => ({
  ...deps,
  config: { ...t.config, youtube: { ...t.config.youtube, apiKey: undefined } },
});
const withSocialBlade = (): ServiceDeps => ({
  ...deps,
  config: { ...t.config, socialBlade: { clientId: sb.clientId, token: sb.token, baseUrl: sb.url } },
});

async function seedChannel(values: Partial<typeof channels.$inferInsert> = {}) {
  const [row] = await t.db
    .insert(channels)
    .values({
      name: "Maker Studio",
      youtubeChannelId: CHANNEL_ID,
      youtubeUrl: `https://www.youtube.com/channel/${CHANNEL_ID}`,
      ...values,
    })
    .returning();
  return row;
}

async function seedVideo(channelId: string, monthYear: string, values: Partial<typeof videos.$inferInsert> = {}) {
  const [folder] = await t.db.insert(folders).values({ name: "Batch", monthYear, channelId }).returning();
  const [video] = await t.db
    .insert(videos)
    .values({ title: "Planned video", folderId: folder.id, ...values })
    .returning();
  return video;
}

async function errorOf(promise: Promise<unknown>): Promise<{ status: number; message: string }> {
  try {
    await promise;
  } catch (error) {
    return error as { status: number; message: string };
  }
  throw new Error("expected a failure");
}

const countOf = async (table: typeof videos | typeof folders | typeof videoMetrics) =>
  (await t.db.select({ n: count() }).from(table))[0].n;

describe("syncing a channel", () => {
  it("imports 120 uploads with the exact number of API calls: 3 playlist pages + 3 video pages + 1", async () => {
    yt.addChannel({
      id: CHANNEL_ID,
      title: "Maker Studio",
      videos: generateVideos(120, { newest: "2026-11-28T12:00:00Z" }),
    });
    const channel = await seedChannel();

    const result = await syncChannel(deps, channel.id);

    expect(result).toMatchObject({ videosUpdated: 0, videosImported: 120, youtubeChannelId: CHANNEL_ID });
    expect(result.message).toBe("Sync completed: Updated metrics for 0 videos and imported 120 new videos");
    expect(yt.calls()).toHaveLength(7);
    expect(yt.calls("channels")).toHaveLength(1);
    expect(yt.calls("playlistItems")).toHaveLength(3);
    expect(yt.calls("videos")).toHaveLength(3);
    expect(await countOf(videos)).toBe(120);
    expect(await countOf(videoMetrics)).toBe(120);
  });

  it("imports into the folder of each publish month, created when missing and reused when there", async () => {
    // 120 daily uploads back from 28 November 2026: 1 August to 28 November.
    yt.addChannel({
      id: CHANNEL_ID,
      title: "Maker Studio",
      videos: generateVideos(120, { newest: "2026-11-28T12:00:00Z" }),
    });
    const channel = await seedChannel();
    const [october] = await t.db
      .insert(folders)
      .values({ name: "October uploads", monthYear: "2026-10", channelId: channel.id })
      .returning();

    await syncChannel(deps, channel.id);

    const rows = await t.db
      .select({ name: folders.name, monthYear: folders.monthYear, n: count(videos.id) })
      .from(folders)
      .leftJoin(videos, eq(videos.folderId, folders.id))
      .groupBy(folders.id)
      .orderBy(asc(folders.monthYear));
    expect(rows).toEqual([
      { name: "August 2026", monthYear: "2026-08", n: 31 },
      { name: "September 2026", monthYear: "2026-09", n: 30 },
      { name: "October uploads", monthYear: "2026-10", n: 31 },
      { name: "November 2026", monthYear: "2026-11", n: 28 },
    ]);
    const [imported] = await t.db
      .select()
      .from(videos)
      .where(eq(videos.youtubeVideoId, fakeVideoId(1)));
    expect(imported).toMatchObject({
      title: "Upload 120",
      status: "published",
      youtubeUrl: `https://www.youtube.com/watch?v=${fakeVideoId(1)}`,
      targetKeywords: ["tag0", "fake"],
    });
    expect(imported.folderId).not.toBe(october.id);
    const [metrics] = await t.db.select().from(videoMetrics).where(eq(videoMetrics.videoId, imported.id));
    expect(metrics).toMatchObject({ views: 1000, likes: 100, comments: 10, ctr: null, retention: null });
  });

  it("updates the metrics of library videos whose URL points at an upload, keeping manual CTR and retention", async () => {
    yt.addChannel({ id: CHANNEL_ID, title: "Maker Studio", videos: generateVideos(3) });
    const channel = await seedChannel();
    const planned = await seedVideo(channel.id, "2025-03", {
      youtubeUrl: `https://youtu.be/${fakeVideoId(2)}?t=30`,
      youtubeVideoId: null,
    });
    await t.db
      .insert(videoMetrics)
      .values({ videoId: planned.id, views: 5, likes: 1, comments: 0, ctr: 0.042, retention: 0.5 });

    const result = await syncChannel(deps, channel.id);

    expect(result).toMatchObject({ videosUpdated: 1, videosImported: 2 });
    const [metrics] = await t.db.select().from(videoMetrics).where(eq(videoMetrics.videoId, planned.id));
    expect(metrics).toMatchObject({ views: 1001, likes: 101, comments: 11, ctr: 0.042, retention: 0.5 });
    const [kept] = await t.db.select().from(videos).where(eq(videos.id, planned.id));
    expect(kept.title).toBe("Planned video");
  });

  it("is idempotent: a second sync imports nothing and updates every video", async () => {
    yt.addChannel({ id: CHANNEL_ID, title: "Maker Studio", videos: generateVideos(60) });
    const channel = await seedChannel();
    await syncChannel(deps, channel.id);
    const folderCount = await countOf(folders);
    yt.channels.get(CHANNEL_ID)!.videos[0].views = 99_999;

    const again = await syncChannel(deps, channel.id);

    expect(again).toMatchObject({ videosUpdated: 60, videosImported: 0 });
    expect(again.message).toBe("Sync completed: Updated metrics for 60 videos");
    expect(await countOf(videos)).toBe(60);
    expect(await countOf(folders)).toBe(folderCount);
    const [row] = await t.db
      .select({ views: videoMetrics.views })
      .from(videoMetrics)
      .innerJoin(videos, eq(videos.id, videoMetrics.videoId))
      .where(eq(videos.youtubeVideoId, fakeVideoId(1)));
    expect(row.views).toBe(99_999);
  });

  it("changes nothing when the API fails half-way (page 3), and answers the reason", async () => {
    yt.addChannel({ id: CHANNEL_ID, title: "Maker Studio", videos: generateVideos(150) });
    const channel = await seedChannel();
    const planned = await seedVideo(channel.id, "2025-03", {
      youtubeUrl: `https://www.youtube.com/watch?v=${fakeVideoId(1)}`,
      youtubeVideoId: fakeVideoId(1),
    });
    yt.failPlaylistPage(3, 400, "invalidPageToken");

    const error = await errorOf(syncChannel(deps, channel.id));

    expect(error.status).toBe(502);
    expect(yt.calls("playlistItems")).toHaveLength(3);
    expect(await countOf(videos)).toBe(1);
    expect(await countOf(videoMetrics)).toBe(0);
    expect((await t.db.select().from(videos))[0].id).toBe(planned.id);
    expect(await t.db.select().from(syncLocks)).toEqual([]);
  });

  it("answers a quota error with a clear message and changes nothing", async () => {
    yt.addChannel({ id: CHANNEL_ID, title: "Maker Studio", videos: generateVideos(10) });
    const channel = await seedChannel();
    yt.quotaExceeded = true;

    const error = await errorOf(syncChannel(deps, channel.id));

    expect(error.status).toBe(502);
    expect(error.message).toMatch(/^YouTube API quota exceeded: today's quota of the API key is used up/);
    expect(await countOf(videos)).toBe(0);
    expect(await countOf(folders)).toBe(0);
  });

  it("retries a 503 and then succeeds", async () => {
    yt.addChannel({ id: CHANNEL_ID, title: "Maker Studio", videos: generateVideos(10) });
    const channel = await seedChannel();
    yt.failNext(503, { endpoint: "playlistItems" });

    const result = await syncChannel(deps, channel.id);

    expect(result.videosImported).toBe(10);
    expect(yt.calls("playlistItems")).toHaveLength(2);
  });

  it("refuses a second sync of the same channel while one runs with 409", async () => {
    yt.addChannel({ id: CHANNEL_ID, title: "Maker Studio", videos: generateVideos(10) });
    const channel = await seedChannel();
    yt.latencyMs = 150;

    const [first, second] = await Promise.allSettled([syncChannel(deps, channel.id), syncChannel(deps, channel.id)]);

    expect(first.status).toBe("fulfilled");
    expect(second.status).toBe("rejected");
    const error = (second as PromiseRejectedResult).reason;
    expect(error.status).toBe(409);
    expect(error.message).toBe("A sync of this channel is already running");
    expect(await countOf(videos)).toBe(10);
    // The lock is released: the next sync runs.
    yt.latencyMs = 0;
    expect((await syncChannel(deps, channel.id)).videosImported).toBe(0);
  });

  it("takes over the lock of a sync that crashed long ago", async () => {
    yt.addChannel({ id: CHANNEL_ID, title: "Maker Studio", videos: generateVideos(2) });
    const channel = await seedChannel();
    await t.db
      .insert(syncLocks)
      .values({ channelId: channel.id, holder: "crashed", expiresAt: new Date(Date.now() - 1000) });

    expect((await syncChannel(deps, channel.id)).videosImported).toBe(2);
  });

  it("resolves a channel connected by its address before syncing it", async () => {
    yt.addChannel({ id: CHANNEL_ID, title: "Maker Studio", handle: "MakerStudio", videos: generateVideos(3) });
    const channel = await seedChannel({ youtubeChannelId: null, youtubeUrl: "https://www.youtube.com/@makerstudio" });

    const result = await syncChannel(deps, channel.id);

    expect(result.videosImported).toBe(3);
    expect(yt.calls("channels")[0].query.forHandle).toBe("@makerstudio");
    const [row] = await t.db.select().from(channels).where(eq(channels.id, channel.id));
    expect(row.youtubeChannelId).toBe(CHANNEL_ID);
  });

  it("says so when the channel has no YouTube address", async () => {
    const channel = await seedChannel({ youtubeChannelId: null, youtubeUrl: null });
    const error = await errorOf(syncChannel(deps, channel.id));
    expect(error.status).toBe(400);
    expect(error.message).toMatch(/^This channel has no YouTube address to sync from/);
  });

  it("answers 404 for an unknown channel and 503 when YouTube is not configured", async () => {
    expect((await errorOf(syncChannel(deps, "00000000-0000-4000-8000-000000000000"))).status).toBe(404);
    const channel = await seedChannel();
    const error = await errorOf(syncChannel(withoutYouTube(), channel.id));
    expect(error.status).toBe(503);
    expect(error.message).toMatch(/^YouTube is not configured: set YOUTUBE_API_KEY/);
  });

  it("refreshes Social Blade statistics with the sync, and a Social Blade failure does not fail it", async () => {
    yt.addChannel({ id: CHANNEL_ID, title: "Maker Studio", videos: generateVideos(2) });
    sb.setChannel(CHANNEL_ID, {
      subscribers: 12_345,
      views: 999_000,
      uploads: 2,
      subscriberGrowth30d: 300,
      viewGrowth30d: 45_000,
    });
    const channel = await seedChannel();

    const ok = await syncChannel(withSocialBlade(), channel.id);
    expect(ok.socialBladeError).toBeUndefined();
    expect(await t.db.select().from(channelStatistics)).toMatchObject([
      { channelId: channel.id, subscribers: 12_345, subscriberGrowth30d: 300, viewGrowth30d: 45_000 },
    ]);

    sb.failWith = { status: 500, error: "Internal error" };
    const failed = await syncChannel(withSocialBlade(), channel.id);
    sb.failWith = null;
    expect(failed).toMatchObject({ videosUpdated: 2 });
    expect(sayStored("en", failed.socialBladeError ?? null)).toBe("Failed to refresh metrics from Social Blade");
  });
});

describe("the channel's language, from what its owner told YouTube", () => {
  const languageOf = async (id: string) =>
    (await t.db.select({ language: channels.language }).from(channels).where(eq(channels.id, id)))[0].language;

  it("takes the channel's snippet.defaultLanguage", async () => {
    yt.addChannel({ id: CHANNEL_ID, title: "Maker Studio", defaultLanguage: "es", videos: generateVideos(3) });
    const channel = await seedChannel();
    await syncChannel(deps, channel.id);
    expect(await languageOf(channel.id)).toBe("es");
  });

  it("else the language most of its videos set, in its canonical form", async () => {
    const uploads = generateVideos(5).map((v, i) => ({
      ...v,
      defaultLanguage: i < 3 ? "JA" : i === 3 ? "en" : undefined,
    }));
    yt.addChannel({ id: CHANNEL_ID, title: "Maker Studio", videos: uploads });
    const channel = await seedChannel();
    await syncChannel(deps, channel.id);
    expect(await languageOf(channel.id)).toBe("ja");
  });

  it("stays unset when YouTube knows none, and never overwrites a member's choice", async () => {
    yt.addChannel({ id: CHANNEL_ID, title: "Maker Studio", videos: generateVideos(2) });
    const unset = await seedChannel();
    await syncChannel(deps, unset.id);
    expect(await languageOf(unset.id)).toBeNull();

    yt.channels.clear();
    yt.addChannel({ id: CHANNEL_ID, title: "Maker Studio", defaultLanguage: "es", videos: generateVideos(2) });
    await t.db.update(channels).set({ language: "pt-BR" }).where(eq(channels.id, unset.id));
    await syncChannel(deps, unset.id);
    expect(await languageOf(unset.id)).toBe("pt-BR");
  });
});

describe("a channel with more uploads than its uploads playlist lists (YouTube: the latest 20,000; 50 here)", () => {
  // The fake stops the playlist at its limit as YouTube does; the sync is told the same limit.
  const limited = (): ServiceDeps => ({
    ...deps,
    config: { ...t.config, youtube: { ...t.config.youtube, uploadsPlaylistLimit: 50 } },
  });

  it("syncs the latest uploads and records, in the run and the dashboard's status, how many older ones it could not list", async () => {
    yt.addChannel({ id: CHANNEL_ID, title: "Maker Studio", videos: generateVideos(120) });
    yt.uploadsLimit = 50;
    const channel = await seedChannel();

    const result = await syncChannel(limited(), channel.id);
    expect(result).toMatchObject({ videosImported: 50, uploadsLimit: { listed: 50, notListed: 70 } });
    expect(yt.calls("playlistItems")).toHaveLength(1);
    const imported = await t.db.select({ id: videos.youtubeVideoId }).from(videos);
    expect(imported.map((v) => v.id).sort()).toEqual(
      Array.from({ length: 50 }, (_, i) => fakeVideoId(i + 1)).sort(), // the newest 50
    );

    // As a job: the run keeps the count, and the sync panel's status says it plainly.
    const run = await createRun(t.db, { channelId: channel.id, trigger: "manual", requestedBy: null });
    if (!run) throw new Error("no run");
    await runSyncJob({ ...limited(), jobs: t.jobs }, run.id, {
      signal: new AbortController().signal,
      jobId: "test",
      durable: false,
    });
    const status = await channelSyncStatus(limited(), channel.id, "en");
    expect(status.runs[0]).toMatchObject({ status: "succeeded", uploadsNotListed: 70 });
    expect(status.uploadsNotListed).toEqual({
      listed: 50,
      notListed: 70,
      message: "YouTube lists only a channel's latest 50 uploads: 70 older uploads were not synced.",
    });
  });

  it("says nothing when the playlist ended below its limit, even with YouTube's videoCount ahead of it", async () => {
    yt.addChannel({ id: CHANNEL_ID, title: "Maker Studio", videos: generateVideos(3), videoCount: 4 });
    yt.uploadsLimit = 50;
    const channel = await seedChannel();
    const result = await syncChannel(limited(), channel.id);
    expect(result).toMatchObject({ videosImported: 3, uploadsLimit: null });
  });

  it("through the API: the run says how many uploads were not listed (none here)", async () => {
    yt.addChannel({ id: CHANNEL_ID, title: "Maker Studio", videos: generateVideos(2) });
    const channel = await seedChannel();
    const { cookie } = await t.member("user");
    const res = await t.request("POST", `/api/channels/${channel.id}/sync-jobs`, { cookie });
    expect(res.status).toBe(202);
    await t.jobs.settled();
    const status = await (await t.request("GET", `/api/channels/${channel.id}/sync-status`, { cookie })).json();
    expect(status.runs[0]).toMatchObject({ status: "succeeded", videosImported: 2, uploadsNotListed: null });
  });
});

describe("refreshing one video's metrics through the API", () => {
  const refresh = async (videoId: string, app: TestApp = t) => {
    const { cookie } = await app.member("user");
    return app.request("POST", `/api/videos/${videoId}/metrics/refresh`, { cookie });
  };

  it("asks for a URL first", async () => {
    const channel = await seedChannel();
    const video = await seedVideo(channel.id, "2026-01");
    const res = await refresh(video.id);
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({
      error: "No YouTube URL: Please add a YouTube URL to fetch metrics",
      code: "invalid_request",
    });
  });

  it("reads the counts with one videos.list call and keeps CTR and retention", async () => {
    yt.addChannel({ id: CHANNEL_ID, title: "Maker Studio", videos: generateVideos(1) });
    const channel = await seedChannel();
    const video = await seedVideo(channel.id, "2026-01", {
      youtubeUrl: `https://www.youtube.com/shorts/${fakeVideoId(1)}`,
      youtubeVideoId: fakeVideoId(1),
    });
    await t.db.insert(videoMetrics).values({ videoId: video.id, ctr: 0.05, retention: null });

    const res = await refresh(video.id);

    expect(res.status).toBe(200);
    const { message, metrics } = await res.json();
    expect(message).toBe("Video metrics updated successfully");
    expect(metrics).toMatchObject({ views: 1000, likes: 100, comments: 10, ctr: 5, retention: null });
    expect(yt.calls()).toHaveLength(1);
    expect(yt.calls("videos")[0].query.id).toBe(fakeVideoId(1));
  });

  it("says clearly when the video is not on YouTube or YouTube is not configured", async () => {
    const channel = await seedChannel();
    const video = await seedVideo(channel.id, "2026-01", {
      youtubeUrl: "https://youtu.be/AAAAAAAAAAA",
      youtubeVideoId: "AAAAAAAAAAA",
    });
    const missing = await refresh(video.id);
    expect(missing.status).toBe(404);
    expect((await missing.json()).error).toContain("YouTube video not found");
    expect(yt.calls()).toHaveLength(1);
  });
});

describe("connecting a channel by its address", () => {
  beforeEach(() => {
    yt.addChannel({
      id: CHANNEL_ID,
      title: "Maker Studio",
      description: "Woodworking every week",
      handle: "MakerStudio",
    });
  });

  it("reads the channel's real id, title and description", async () => {
    const resolved = await resolveChannelUrl(deps, { url: "https://www.youtube.com/@MakerStudio" });
    expect(resolved).toEqual({
      youtubeChannelId: CHANNEL_ID,
      title: "Maker Studio",
      description: "Woodworking every week",
    });
  });

  it("through the API: the member's name wins, YouTube's description fills a blank one", async () => {
    const { cookie } = await t.member("user");
    const res = await t.request("POST", "/api/channels", {
      cookie,
      body: { url: "youtube.com/@MakerStudio", name: " My name ", description: "" },
    });
    expect(res.status).toBe(201);
    expect((await res.json()).channel).toMatchObject({
      name: "My name",
      description: "Woodworking every week",
      youtubeChannelId: CHANNEL_ID,
    });
  });

  it("refuses a channel that does not exist, and one already in the library", async () => {
    const missing = await errorOf(resolveChannelUrl(deps, { url: "https://www.youtube.com/@ghost" }));
    expect(missing.status).toBe(404);
    await seedChannel({ name: "Existing" });
    const twice = await errorOf(resolveChannelUrl(deps, { url: "https://www.youtube.com/@MakerStudio" }));
    expect(twice).toMatchObject({
      status: 409,
      message: 'This YouTube channel is already in the library as "Existing"',
    });
  });

  it("through the API: stores the canonical id and real title, then syncs in the background", async () => {
    yt.addChannel({ id: CHANNEL_ID, title: "Maker Studio", handle: "MakerStudio", videos: generateVideos(3) });
    const { cookie } = await t.member("user");
    const res = await t.request("POST", "/api/channels", {
      cookie,
      body: { url: "https://m.youtube.com/@MakerStudio" },
    });
    expect(res.status).toBe(201);
    const { message, channel } = await res.json();
    expect(message).toBe("Channel connected successfully! Sync will begin shortly.");
    expect(channel).toMatchObject({ name: "Maker Studio", youtubeChannelId: CHANNEL_ID });
    // The first sync runs by itself and imports the uploads.
    await expect.poll(async () => (await t.db.select().from(videos)).length, { timeout: 10_000 }).toBe(3);
  });

  it("answers null without calling anything when YouTube is not configured", async () => {
    expect(await resolveChannelUrl(withoutYouTube(), { url: "https://www.youtube.com/@MakerStudio" })).toBeNull();
    expect(yt.calls()).toHaveLength(0);
  });
});
