// Decision 035 against the local YouTube server: "Watch channel" and the reads cost the quota minimum,
// each read stores a dated snapshot, the planted outliers are listed with their scores (Shorts only
// against Shorts, nothing under 48 hours, nothing without a view count), the outliers page's filters,
// sorts and title patterns, and the scheduled read stopping before the daily budget and resuming after.
import { eq, inArray } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { watchedChannels, watchedVideoSnapshots, watchedVideos } from "../../db/schema.ts";
import { createBackgroundWork } from "../../jobs/background-work.ts";
import { createInProcessQueue } from "../../jobs/in-process-queue.ts";
import type { JobQueue } from "../../jobs/queue.ts";
import { createLogger } from "../../logger.ts";
import { type FakeYouTube, startFakeYouTube, uploadsPlaylistId } from "../../testing/fakes/youtube.ts";
import { type PlantedOutliers, plantedOutlierChannels } from "../../testing/fakes/youtube-outliers.ts";
import { createTestApp, type TestApp } from "../../testing/harness.ts";
import { nextQuotaReset, quotaUsage } from "../../youtube/quota.ts";
import { type IdeasJobDeps, readWatchedChannelsOnSchedule } from "./read-jobs.ts";
import { searchYouTube } from "./search.service.ts";

let t: TestApp;
let yt: FakeYouTube;
let planted: PlantedOutliers;
let cookie: string;

beforeAll(async () => {
  yt = await startFakeYouTube();
  planted = plantedOutlierChannels(new Date());
  for (const channel of planted.channels) yt.addChannel(channel);
  t = await createTestApp({ YOUTUBE_API_KEY: yt.apiKey, YOUTUBE_API_BASE_URL: yt.url, YOUTUBE_DAILY_QUOTA: "1000" });
});
afterAll(async () => {
  await t.close();
  await yt.close();
});
beforeEach(async () => {
  await t.database.reset();
  yt.reset();
  cookie = (await t.member("user")).cookie;
});

async function newNiche(name = "Woodworking"): Promise<string> {
  const res = await t.request("POST", "/api/ideas/niches", { cookie, body: { name } });
  expect(res.status).toBe(201);
  return (await res.json()).id;
}

async function watchAll(nicheId: string) {
  for (const channel of planted.channels) {
    const res = await t.request("POST", `/api/ideas/niches/${nicheId}/channels`, {
      cookie,
      body: { address: `@${channel.handle}` },
    });
    expect(res.status).toBe(201);
  }
  await t.jobs.settled();
}

async function outliers(query: string) {
  const res = await t.request("GET", `/api/ideas/outliers?${query}`, { cookie });
  expect(res.status).toBe(200);
  return res.json();
}

describe("Watch channel", () => {
  it("costs one channels.list, and its first read one playlistItems page and one videos.list per 50 uploads", async () => {
    const nicheId = await newNiche();
    await watchAll(nicheId);
    // 44 uploads and 13: one page each.
    expect(yt.calls("channels")).toHaveLength(2);
    expect(yt.calls("playlistItems")).toHaveLength(2);
    expect(yt.calls("videos")).toHaveLength(2);
    expect(yt.calls("search")).toHaveLength(0);
    expect((await quotaUsage(t.db, 1000)).unitsSpent).toBe(6);

    const niches = (await (await t.request("GET", "/api/ideas/niches", { cookie })).json()).niches;
    expect(niches).toHaveLength(1);
    // The private upload is listed by the playlist but videos.list does not return it.
    expect(niches[0].channels.map((c: { title: string; uploads: number }) => [c.title, c.uploads])).toEqual([
      ["Rival Bench", 13],
      ["Weekend Workshop", 43],
    ]);
    const snapshots = await t.db.select().from(watchedVideoSnapshots);
    // One per upload with a view count.
    expect(snapshots).toHaveLength(43 + 13 - 1);
  });

  it("refuses a second watch of the same channel in the niche, an unknown channel and a bad address", async () => {
    const nicheId = await newNiche();
    const body = { address: `https://www.youtube.com/@${planted.channels[0].handle}` };
    expect((await t.request("POST", `/api/ideas/niches/${nicheId}/channels`, { cookie, body })).status).toBe(201);
    const again = await t.request("POST", `/api/ideas/niches/${nicheId}/channels`, { cookie, body });
    expect(again.status).toBe(409);
    expect((await again.json()).error).toBe("Weekend Workshop is already watched in this niche");
    const unknown = await t.request("POST", `/api/ideas/niches/${nicheId}/channels`, {
      cookie,
      body: { address: "@nobodyhere" },
    });
    expect(unknown.status).toBe(404);
    const bad = await t.request("POST", `/api/ideas/niches/${nicheId}/channels`, {
      cookie,
      body: { address: "woodworking" },
    });
    expect(bad.status).toBe(400);
    expect((await bad.json()).error).toBe("Enter a YouTube channel URL, an @handle or a channel id (UC…)");
    await t.jobs.settled();
  });
});

describe("the outliers page", () => {
  let nicheId: string;
  beforeEach(async () => {
    nicheId = await newNiche();
    await watchAll(nicheId);
  });

  it("lists the planted outliers with their scores, highest first, at the default 2×", async () => {
    const page = await outliers(`nicheId=${nicheId}`);
    expect(page.items.map((o: { id: string }) => o.id)).toEqual(Object.keys(planted.outliers));
    for (const item of page.items) {
      expect(item.score.score).toBeCloseTo(planted.outliers[item.id], 5);
      expect(item.score.basis).toBe("lifetime");
    }
    expect(page.total).toBe(3);
    expect(page.items[0]).toMatchObject({
      title: "How I built a workbench for $50?",
      channelTitle: "Weekend Workshop",
      views: 8000,
      isShort: false,
      score: { median: 1000, compared: 20, ageDays: 6 },
    });
  });

  it("compares Shorts only with Shorts", async () => {
    const page = await outliers(`nicheId=${nicheId}&kind=short`);
    expect(page.items).toHaveLength(1);
    expect(page.items[0]).toMatchObject({ isShort: true, views: 1200, score: { score: 6, median: 200 } });
    expect(page.items[0].url).toBe(`https://www.youtube.com/shorts/${page.items[0].id}`);
  });

  it("gives no score to uploads under 48 hours or without a view count; scores the ordinary ones under 2×", async () => {
    const ids = [...planted.tooYoung, planted.viewsHidden, ...Object.keys(planted.ordinary)];
    const rows = await t.db.select().from(watchedVideos).where(inArray(watchedVideos.id, ids));
    const scoreOf = new Map(rows.map((r) => [r.id, r.score]));
    for (const id of planted.tooYoung) expect(scoreOf.get(id)).toBeNull();
    expect(scoreOf.get(planted.viewsHidden)).toBeNull();
    expect(rows.find((r) => r.id === planted.viewsHidden)?.views).toBeNull();
    for (const [id, score] of Object.entries(planted.ordinary)) expect(scoreOf.get(id)).toBeCloseTo(score, 5);
    // Nothing lower shows at 2×; at 1.5× the 1.8× upload does too.
    expect((await outliers(`nicheId=${nicheId}&minScore=1.5`)).total).toBe(4);
  });

  it("filters by channel, published within, title words; sorts by views and date; pages", async () => {
    const [rival] = await t.db.select().from(watchedChannels).where(eq(watchedChannels.title, "Rival Bench"));
    const ofRival = await outliers(`nicheId=${nicheId}&channelId=${rival.id}`);
    expect(ofRival.items.map((o: { views: number }) => o.views)).toEqual([20_000]);
    expect((await outliers(`nicheId=${nicheId}&within=7d&q=workbench`)).total).toBe(3);
    expect((await outliers(`nicheId=${nicheId}&q=HACKS nobody`)).items.map((o: { views: number }) => o.views)).toEqual([
      1200,
    ]);
    const byViews = await outliers(`nicheId=${nicheId}&sort=views`);
    expect(byViews.items.map((o: { views: number }) => o.views)).toEqual([20_000, 8000, 1200]);
    const byDate = await outliers(`nicheId=${nicheId}&sort=date`);
    expect(byDate.items.map((o: { views: number }) => o.views)).toEqual([20_000, 1200, 8000]);
    const beyond = await outliers(`nicheId=${nicheId}&page=2`);
    expect(beyond).toMatchObject({ items: [], total: 3, page: 2 });
    const other = await newNiche("Competitors");
    expect((await outliers(`nicheId=${other}`)).total).toBe(0);
    const bad = await t.request("GET", "/api/ideas/outliers?sort=loudness", { cookie });
    expect(bad.status).toBe(400);
    expect((await bad.json()).error).toBe("Sort by score, views or date");
  });

  it("shows the outliers' title patterns against the niche's typical titles, without a model", async () => {
    const { patterns } = await outliers(`nicheId=${nicheId}`);
    expect(patterns.outlierCount).toBe(3);
    expect(patterns.typicalCount).toBe(56 - 3);
    expect(patterns.terms[0]).toMatchObject({ text: "workbench", outliers: 1 });
    expect(patterns.terms[0].typical).toBeCloseTo(1 / 53);
    expect(patterns.withNumbers.outliers).toBe(1);
    expect(patterns.questions.outliers).toBeCloseTo(2 / 3);
  });
});

describe("the scheduled read of watched channels", () => {
  let clock = new Date();
  let jobs: JobQueue;
  let deps: IdeasJobDeps;
  beforeEach(async () => {
    const logger = createLogger("silent");
    clock = new Date();
    jobs = createInProcessQueue({ background: createBackgroundWork(logger), logger, now: () => clock });
    await jobs.start();
    // YOUTUBE_DAILY_QUOTA=5: two reads of a channel of under 50 uploads (2 units each) fit, a third does not.
    deps = {
      db: t.db,
      config: { ...t.config, sync: { ...t.config.sync, dailyQuota: 5 } },
      logger,
      jobs,
      now: () => clock,
    };
    await t.db.insert(watchedChannels).values(
      planted.channels.map((c, i) => ({
        youtubeChannelId: c.id,
        title: c.title,
        uploadsPlaylistId: uploadsPlaylistId(c.id),
        createdAt: new Date(Date.now() - (10 - i) * 1000),
      })),
    );
  });
  afterEach(async () => {
    await jobs.stop();
  });

  it("reads each channel at 2 units per 50 uploads (no channels.list), a snapshot per upload each time", async () => {
    deps.config = t.config;
    const first = await readWatchedChannelsOnSchedule(deps);
    expect(first.read).toHaveLength(2);
    expect(yt.calls("channels")).toHaveLength(0);
    expect(yt.calls("playlistItems")).toHaveLength(2);
    expect(yt.calls("videos")).toHaveLength(2);
    expect(yt.calls("search")).toHaveLength(0);
    expect((await quotaUsage(t.db, 1000, clock)).unitsSpent).toBe(4);
    clock = new Date(clock.getTime() + 3_600_000);
    await readWatchedChannelsOnSchedule(deps);
    const snapshots = await t.db.select().from(watchedVideoSnapshots);
    expect(snapshots).toHaveLength(2 * (43 + 13 - 1));
  });

  it("stops before the daily budget is spent and resumes after the reset", async () => {
    // A third watched channel, added last: read first after the reset.
    yt.addChannel({
      id: "UCthirdthirdthirdthird00",
      title: "Third Shop",
      videos: [{ id: "thirdshop01", title: "Sanding a table", publishedAt: "2026-01-05T10:00:00Z", views: 300 }],
    });
    await t.db.insert(watchedChannels).values({
      youtubeChannelId: "UCthirdthirdthirdthird00",
      title: "Third Shop",
      uploadsPlaylistId: uploadsPlaylistId("UCthirdthirdthirdthird00"),
    });
    const today = await readWatchedChannelsOnSchedule(deps);
    expect(today.read).toHaveLength(2);
    expect(today.waiting).toHaveLength(1);
    expect((await quotaUsage(t.db, 5, clock)).unitsSpent).toBe(4);
    const calls = yt.calls().length;
    // The same day nothing more fits: no call to YouTube at all.
    expect((await readWatchedChannelsOnSchedule(deps)).read).toEqual([]);
    expect(yt.calls().length).toBe(calls);

    clock = new Date(nextQuotaReset(clock).getTime() + 60_000);
    // The channel left out goes first; the others, now with uploads stored, are estimated at 4 units
    // each (room for a page of new uploads), so the budget of 5 takes only it.
    const tomorrow = await readWatchedChannelsOnSchedule(deps);
    expect(tomorrow.read).toEqual(today.waiting);
    expect((await quotaUsage(t.db, 5, clock)).unitsSpent).toBe(2);
    const [third] = await t.db
      .select()
      .from(watchedChannels)
      .where(eq(watchedChannels.youtubeChannelId, "UCthirdthirdthirdthird00"));
    expect(third.lastReadAt?.getTime()).toBe(clock.getTime());
  });
});

describe("Search YouTube", () => {
  it("shows its cost first, then costs one search.list, one channels.list and two calls per channel found", async () => {
    const cost = await (await t.request("GET", "/api/ideas/search/cost", { cookie })).json();
    expect(cost).toEqual({ searchUnits: 100, perChannelUnits: 2, maxUnits: 151, unitsSpent: 0, dailyQuota: 1000 });
    expect(yt.calls()).toHaveLength(0);

    const res = await t.request("POST", "/api/ideas/search", { cookie, body: { q: "workbench", months: 1 } });
    expect(res.status).toBe(200);
    const { results, unitsSpent } = await res.json();
    expect(yt.calls("search")).toHaveLength(1);
    expect(yt.calls("search")[0].query).toMatchObject({ type: "video", q: "workbench", maxResults: "25" });
    expect(yt.calls("channels")).toHaveLength(1);
    expect(yt.calls("playlistItems")).toHaveLength(2);
    expect(yt.calls("videos")).toHaveLength(2);
    expect(unitsSpent).toBe(105);
    expect((await quotaUsage(t.db, 1000)).unitsSpent).toBe(105);
    // Each found video scored against its own channel's newest uploads; Shorts against Shorts.
    expect(results.map((r: { title: string; score: { score: number } | null }) => [r.title, r.score?.score])).toEqual([
      ["How I built a workbench for $50?", 8],
      ["3 workbench hacks nobody uses", 6],
      ["Why my workbench cost $500", 4],
      ["Workbench follow up", 1.8],
    ]);
    expect(results[0]).toMatchObject({ channelTitle: "Weekend Workshop", watchedChannelId: null, views: 8000 });
  });

  it("refuses a search today's budget can't hold, before calling YouTube", async () => {
    const deps: IdeasJobDeps = {
      db: t.db,
      config: { ...t.config, sync: { ...t.config.sync, dailyQuota: 150 } },
      logger: createLogger("silent"),
      jobs: t.jobs,
    };
    await expect(searchYouTube(deps, (await t.member("user")).id, { q: "workbench", months: 1 })).rejects.toThrow(
      "Not enough of today's YouTube quota is left for a search (up to 151 units); it resets at midnight Pacific time.",
    );
    expect(yt.calls()).toHaveLength(0);
    expect((await quotaUsage(t.db, 150)).unitsSpent).toBe(0);
  });
});
