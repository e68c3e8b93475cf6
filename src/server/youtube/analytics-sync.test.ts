// Issue 14: a channel connected with Google gets its YouTube Analytics figures on each sync — the
// daily series, per-video lifetime and daily figures, the retention curve — through fake Google,
// YouTube Data API and YouTube Analytics servers speaking the real wire formats. A 403
// quotaExceeded of the Analytics API pauses analytics only; the Data API's quota never counts them.
import { count, eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import {
  channelAnalyticsDays,
  channelAnalyticsState,
  channels,
  syncLocks,
  syncRuns,
  videoAnalytics,
  videoAnalyticsDays,
  youtubeQuotaDays,
  youtubeTokens,
} from "../db/schema.ts";
import { sayStored } from "../stored-message.ts";
import { type FakeGoogleOAuth, googleEnvFor, startFakeGoogleOAuth } from "../testing/fakes/google-oauth.ts";
import { type FakeYouTube, generateVideos, startFakeYouTube } from "../testing/fakes/youtube.ts";
import {
  type FakeYouTubeAnalytics,
  generateDailySeries,
  generateRetention,
  seedChannelAnalytics,
  shiftDay,
  startFakeYouTubeAnalytics,
} from "../testing/fakes/youtube-analytics.ts";
import { type FakeYouTubeReporting, startFakeYouTubeReporting } from "../testing/fakes/youtube-reporting.ts";
import { createTestApp, type TestApp } from "../testing/harness.ts";
import { HISTORY_DAYS, REFETCH_DAYS } from "./analytics-sync.ts";
import { pacificDay } from "./quota.ts";

const CHANNEL_ID = "UCanalyticsanalytics0001";
let t: TestApp;
let yt: FakeYouTube;
let google: FakeGoogleOAuth;
let analytics: FakeYouTubeAnalytics;
// Impressions and CTR have their own tests (reach-sync.test.ts); here the Reporting API only answers.
let reporting: FakeYouTubeReporting;
const today = () => pacificDay(new Date());
const uploads = () => generateVideos(3, { newest: `${shiftDay(today(), -2)}T12:00:00Z`, everyDays: 40 });

beforeAll(async () => {
  yt = await startFakeYouTube();
  google = await startFakeGoogleOAuth();
  analytics = await startFakeYouTubeAnalytics();
  reporting = await startFakeYouTubeReporting();
  reporting.setMine(CHANNEL_ID);
  reporting.acceptToken((token) => google.scopesOf(token));
  yt.acceptToken((token) => google.isValidAccessToken(token));
  analytics.acceptToken((token) => google.scopesOf(token));
  t = await createTestApp({
    YOUTUBE_API_BASE_URL: yt.url,
    YOUTUBE_ANALYTICS_BASE_URL: analytics.url,
    YOUTUBE_REPORTING_BASE_URL: reporting.url,
    ...googleEnvFor(google),
  });
});
afterAll(async () => {
  await t.close();
  await yt.close();
  await google.close();
  await analytics.close();
  await reporting.close();
});
beforeEach(async () => {
  await t.database.reset();
  yt.reset();
  yt.channels.clear();
  const videos = uploads();
  yt.addChannel({ id: CHANNEL_ID, title: "Numbers Lab", videos });
  yt.setMine([CHANNEL_ID]);
  analytics.reset();
  reporting.reset();
  analytics.channels.clear();
  analytics.videos.clear();
  analytics.setMine([CHANNEL_ID]);
  seedChannelAnalytics(analytics, CHANNEL_ID, videos, today());
  google.withheldScopes = [];
});

/** Signs in with Google (fake consent), connects the member's channel, and waits for its first sync. */
async function connect(): Promise<{ cookie: string; channelId: string }> {
  const { cookie } = await t.member("user");
  const start = await (await t.request("GET", "/api/youtube/oauth/start", { cookie })).json();
  const back = new URL(await google.consentRedirect(start.url));
  await t.request("GET", `${back.pathname}${back.search}`, { cookie });
  const connected = await (await t.request("POST", "/api/youtube/connect", { cookie })).json();
  const channelId = connected.channels[0].id as string;
  await waitForRun(channelId, 1);
  return { cookie, channelId };
}

async function waitForRun(channelId: string, runs: number) {
  for (let i = 0; i < 200; i++) {
    const finished = await t.db
      .select({ status: syncRuns.status })
      .from(syncRuns)
      .where(eq(syncRuns.channelId, channelId));
    const [{ n }] = await t.db.select({ n: count() }).from(syncLocks);
    if (n === 0 && finished.filter((r) => r.status !== "queued" && r.status !== "running").length >= runs) {
      // The job settles its quota units after it records the run's end.
      await t.jobs.settled();
      return;
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error("the sync did not finish");
}

async function syncAgain(cookie: string, channelId: string, runs: number) {
  const res = await t.request("POST", `/api/channels/${channelId}/sync-jobs`, { cookie });
  expect(res.status).toBe(202);
  await waitForRun(channelId, runs);
}

describe("YouTube Analytics on sync", () => {
  it("stores the channel's daily series: two years of days on the first sync, with every metric", async () => {
    const { channelId } = await connect();
    const [run] = await t.db.select().from(syncRuns).where(eq(syncRuns.channelId, channelId));
    expect(run.status).toBe("succeeded");

    const [call] = analytics.calls().filter((c) => c.query.dimensions === "day" && !c.query.filters);
    expect(call.query).toMatchObject({
      ids: `channel==${CHANNEL_ID}`,
      startDate: shiftDay(today(), -(HISTORY_DAYS - 1)),
      endDate: today(),
    });
    const days = await t.db
      .select()
      .from(channelAnalyticsDays)
      .where(eq(channelAnalyticsDays.channelId, channelId))
      .orderBy(channelAnalyticsDays.day);
    expect(days).toHaveLength(HISTORY_DAYS);
    const expected = generateDailySeries(today(), 800).at(-1)!;
    expect(days.at(-1)).toEqual({
      channelId,
      day: today(),
      views: expected.views,
      estimatedMinutesWatched: expected.estimatedMinutesWatched,
      averageViewDuration: Math.round((expected.estimatedMinutesWatched * 60) / expected.views),
      subscribersGained: expected.subscribersGained,
      subscribersLost: expected.subscribersLost,
      likes: expected.likes,
      comments: expected.comments,
      shares: expected.shares,
    });
    const [state] = await t.db.select().from(channelAnalyticsState);
    expect(state).toMatchObject({ channelId, throughDay: today(), error: null, quotaPausedUntil: null });
  });

  it("stores each video's lifetime and daily figures with average view duration and percentage, and its retention curve", async () => {
    const { channelId } = await connect();
    const videos = uploads();
    const rows = await t.db.select().from(videoAnalytics).where(eq(videoAnalytics.channelId, channelId));
    expect(rows.map((r) => r.youtubeVideoId).sort()).toEqual(videos.map((v) => v.id).sort());
    const newest = rows.find((r) => r.youtubeVideoId === videos[0].id)!;
    const series = analytics.videos.get(videos[0].id)!.days;
    const views = series.reduce((n, d) => n + d.views, 0);
    const minutes = series.reduce((n, d) => n + d.estimatedMinutesWatched, 0);
    const duration = Math.round((minutes * 60) / views);
    expect(newest).toMatchObject({
      publishedOn: videos[0].publishedAt.slice(0, 10),
      views,
      estimatedMinutesWatched: minutes,
      averageViewDuration: duration,
      averageViewPercentage: Math.round((duration / 600) * 10000) / 100,
      // The length the Data API's videos.list gave (contentDetails.duration PT10M): chapters are placed by it.
      durationSeconds: 600,
    });
    // Published two days ago: YouTube's curve is two to three days late, so it has no rows yet.
    expect(newest.retention).toEqual([]);
    expect(rows.find((r) => r.youtubeVideoId === videos[1].id)!.retention).toEqual(generateRetention());
    const lifetime = analytics.calls().find((c) => c.query.dimensions === "video")!;
    expect(lifetime.query.startDate).toBe(videos[2].publishedAt.slice(0, 10));

    const daily = await t.db
      .select()
      .from(videoAnalyticsDays)
      .where(eq(videoAnalyticsDays.youtubeVideoId, videos[0].id))
      .orderBy(videoAnalyticsDays.day);
    expect(daily.map((d) => d.day)).toEqual(series.map((d) => d.day));
    expect(daily[0].averageViewPercentage).toBeGreaterThan(0);
  });

  it("asks again only for the last days on the next sync (YouTube revises recent days)", async () => {
    const { cookie, channelId } = await connect();
    analytics.reset();
    await syncAgain(cookie, channelId, 2);
    const [call] = analytics.calls().filter((c) => c.query.dimensions === "day" && !c.query.filters);
    expect(call.query.startDate).toBe(shiftDay(today(), -REFETCH_DAYS));
    const [{ n }] = await t.db.select({ n: count() }).from(channelAnalyticsDays);
    expect(n).toBe(HISTORY_DAYS);
  });

  it("does not count Analytics calls against the Data API's daily quota", async () => {
    const { channelId } = await connect();
    const [run] = await t.db.select().from(syncRuns).where(eq(syncRuns.channelId, channelId));
    expect(analytics.calls().length).toBeGreaterThan(0);
    const dataApiCalls = yt.calls().filter((c) => !(c.query.mine === "true" && c.path.endsWith("/channels"))).length;
    expect(run.quotaUnits).toBe(dataApiCalls);
    const [day] = await t.db.select().from(youtubeQuotaDays);
    expect(day.unitsSpent).toBe(run.quotaUnits);
  });

  it("pauses analytics until midnight Pacific time on a 403 quotaExceeded, while the sync itself succeeds", async () => {
    analytics.quotaExceeded = true;
    const { cookie, channelId } = await connect();
    const [run] = await t.db.select().from(syncRuns).where(eq(syncRuns.channelId, channelId));
    expect(run.status).toBe("succeeded");
    const [state] = await t.db.select().from(channelAnalyticsState);
    expect(sayStored("en", state.error)).toMatch(
      /^YouTube Analytics quota exceeded: analytics are paused until the quota resets/,
    );
    expect(state.quotaPausedUntil!.getTime()).toBeGreaterThan(Date.now());
    expect((await t.db.select({ n: count() }).from(channelAnalyticsDays))[0].n).toBe(0);
    // The data YouTube Data API figures were written; its quota was not marked as spent.
    const [day] = await t.db.select().from(youtubeQuotaDays);
    expect(day.exceededAt).toBeNull();

    // Until the reset, a sync does not ask the Analytics API at all.
    analytics.reset();
    await syncAgain(cookie, channelId, 2);
    expect(analytics.calls()).toHaveLength(0);
    const runs = await t.db.select().from(syncRuns).where(eq(syncRuns.channelId, channelId));
    expect(runs.every((r) => r.status === "succeeded")).toBe(true);
  });

  it("fetches no analytics for a sign-in without the Analytics scope, and still syncs the channel", async () => {
    google.withheldScopes = ["https://www.googleapis.com/auth/yt-analytics.readonly"];
    const { channelId } = await connect();
    const [run] = await t.db.select().from(syncRuns).where(eq(syncRuns.channelId, channelId));
    expect(run.status).toBe("succeeded");
    expect(analytics.calls()).toHaveLength(0);
    expect(await t.db.select().from(channelAnalyticsState)).toHaveLength(0);
    const [tokens] = await t.db.select().from(youtubeTokens);
    expect(tokens.scope).toBe("https://www.googleapis.com/auth/youtube.readonly");
    expect((await t.db.select().from(channels))[0].youtubeChannelId).toBe(CHANNEL_ID);
  });
});
