// The dashboard's Outliers tab (decision 035) against the local YouTube server's planted channel: a
// library channel synced from it, its own uploads scored by the outliers page's score — the planted
// outliers found with their scores, Shorts compared only with Shorts, nothing under 48 hours, uploads
// no longer on YouTube and hidden counts left out — on PGlite and PostgreSQL.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { channels, videoAnalytics, videoAnalyticsDays, videoMetrics, videos } from "../../db/schema.ts";
import { createLogger } from "../../logger.ts";
import { type FakeYouTube, startFakeYouTube } from "../../testing/fakes/youtube.ts";
import { plantedOutlierChannels } from "../../testing/fakes/youtube-outliers.ts";
import { createTestApp, type TestApp } from "../../testing/harness.ts";
import { pacificDay } from "../../youtube/quota.ts";
import { syncChannel } from "../../youtube/sync.ts";

let t: TestApp;
let yt: FakeYouTube;
let member: { cookie: string; id: string };
const planted = plantedOutlierChannels(new Date());
const workshop = planted.channels[0];

beforeAll(async () => {
  yt = await startFakeYouTube();
  t = await createTestApp({ YOUTUBE_API_KEY: yt.apiKey, YOUTUBE_API_BASE_URL: yt.url });
});
afterAll(async () => {
  await t.close();
  await yt.close();
});
beforeEach(async () => {
  await t.database.reset();
  yt.reset();
  yt.channels.clear();
  yt.addChannel(workshop);
  member = await t.member("user");
});

async function syncedChannel() {
  const [channel] = await t.db
    .insert(channels)
    .values({
      name: "My Workshop",
      youtubeChannelId: workshop.id,
      youtubeUrl: `https://www.youtube.com/channel/${workshop.id}`,
    })
    .returning();
  await syncChannel({ db: t.db, config: t.config, logger: createLogger("silent") }, channel.id);
  return channel;
}

async function outliers(channelId: string, query = "") {
  const res = await t.request("GET", `/api/channels/${channelId}/outliers${query}`, { cookie: member.cookie });
  return { status: res.status, body: await res.json() };
}

describe("the dashboard's Outliers tab", () => {
  it("scores the channel's own long uploads: the planted outlier first, with its inputs, none under 48 hours", async () => {
    const channel = await syncedChannel();
    // Each sync keeps the video's length, so Shorts can be told apart.
    const lengths = await t.db.select({ d: videoMetrics.durationSeconds }).from(videoMetrics);
    expect(lengths.every((l) => l.d !== null)).toBe(true);

    const { status, body } = await outliers(channel.id);
    expect(status).toBe(200);
    expect(body).toMatchObject({ kind: "long", page: 1, pageSize: 24, lengthUnknown: 0 });
    const [first] = body.items;
    expect(first).toMatchObject({
      youtubeVideoId: Object.keys(planted.outliers)[0],
      title: "How I built a workbench for $50?",
      isShort: false,
      score: { score: 8, basis: "lifetime", views: 8000, median: 1000, ageDays: 6 },
      noScore: null,
    });
    // 24 plain long uploads, the outlier, the one under 48 hours and the one with a hidden count (0 views).
    expect(body.total).toBe(27);
    const all = [...body.items, ...(await outliers(channel.id, "?page=2")).body.items];
    expect(all).toHaveLength(27);
    const young = all.find((o: { title: string }) => o.title === "Brand new upload");
    expect(young).toMatchObject({ score: null, noScore: "too_young" });
    // The private upload YouTube no longer returns is not among them.
    expect(all.some((o: { youtubeVideoId: string }) => o.youtubeVideoId === planted.privateUpload)).toBe(false);
  });

  it("compares Shorts only with Shorts", async () => {
    const channel = await syncedChannel();
    const { body } = await outliers(channel.id, "?kind=short");
    expect(body.items[0]).toMatchObject({
      title: "3 workbench hacks nobody uses",
      isShort: true,
      score: { score: 6, median: 200 },
    });
    expect(body.items.every((o: { isShort: boolean }) => o.isShort)).toBe(true);
    expect(body.items.find((o: { title: string }) => o.title === "Brand new Short")).toMatchObject({
      noScore: "too_young",
    });
  });

  it("compares at the same age where YouTube Analytics' daily views reach back to publication", async () => {
    const channel = await syncedChannel();
    // Daily views as the analytics refresh stores them (from each video's publication day to today):
    // 50 a day for every long upload a week old or more, and 400 a day in its first week for one of
    // them, whose lifetime count (1,000) is as plain as the others'.
    const DAY_MS = 86_400_000;
    const early = workshop.videos.find((v) => v.title === "Plain upload L10");
    if (!early) throw new Error("the planted channel has no L10");
    const today = pacificDay(new Date());
    for (const video of workshop.videos) {
      const published = new Date(video.publishedAt);
      if (video.durationSeconds !== 600 || Date.now() - published.getTime() < 7 * DAY_MS) continue;
      if (video.title === "How I built a workbench for $50?") continue;
      const publishedOn = pacificDay(published);
      await t.db.insert(videoAnalytics).values({ channelId: channel.id, youtubeVideoId: video.id, publishedOn });
      const days = [];
      for (let n = 0, day = publishedOn; day <= today; n++) {
        days.push({ channelId: channel.id, youtubeVideoId: video.id, day, views: video === early && n < 7 ? 400 : 50 });
        day = pacificDay(new Date(Date.parse(`${publishedOn}T12:00:00Z`) + (n + 1) * DAY_MS));
      }
      await t.db.insert(videoAnalyticsDays).values(days);
    }
    const all = [...(await outliers(channel.id)).body.items, ...(await outliers(channel.id, "?page=2")).body.items];
    // At 30 days: 7 × 400 + 23 × 50 against the 30 × 50 of the uploads before it.
    expect(all.find((o: { youtubeVideoId: string }) => o.youtubeVideoId === early.id)?.score).toMatchObject({
      basis: "30d",
      views: 3950,
      median: 1500,
      score: 3950 / 1500,
    });
    // A plain upload at 30 days is at its channel's median.
    const plain = all.find((o: { title: string }) => o.title === "Plain upload L12");
    expect(plain?.score).toMatchObject({ basis: "30d", views: 1500, median: 1500, score: 1 });
    // Without daily figures, an upload is scored on lifetime views (the planted channel's outlier).
    expect(all[0]).toMatchObject({ title: "How I built a workbench for $50?", score: { basis: "lifetime", score: 8 } });
  });

  it("is read again after a change to the channel's videos", async () => {
    const channel = await syncedChannel();
    const before = (await outliers(channel.id)).body.items[0];
    await t.db.update(videoMetrics).set({ views: 16_000 }).where(eq(videoMetrics.videoId, before.videoId));
    expect((await outliers(channel.id)).body.items[0].score).toMatchObject({ score: 16 });
    await t.db.update(videos).set({ title: "Renamed" }).where(eq(videos.id, before.videoId));
    expect((await outliers(channel.id)).body.items[0].title).toBe("Renamed");
  });

  it("answers 404 for an unknown channel and 400 for a kind it does not know", async () => {
    const channel = await syncedChannel();
    expect(await outliers("00000000-0000-4000-8000-000000000000")).toEqual({
      status: 404,
      body: { error: "Channel not found", code: "not_found" },
    });
    const bad = await outliers(channel.id, "?kind=vertical");
    expect(bad.status).toBe(400);
    expect(bad.body.error).toContain("Kind is long or short");
  });
});
