// Issue 14: impressions and impressions CTR from the YouTube Reporting API. Connecting a channel with
// Google creates its reach job (channel_reach_basic_a1) once; until YouTube's first report (about two
// days later) the video and the dashboard say CTR is on its way; each sync downloads the reports
// created since the last one, each once, through fake Google, Data API, Analytics and Reporting
// servers speaking the real wire formats.
import { count, eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import {
  channelReachDays,
  channelReachState,
  videos as libraryVideos,
  reachReports,
  syncLocks,
  syncRuns,
  videoReachDays,
} from "../db/schema.ts";
import { sayStored } from "../stored-message.ts";
import { type FakeGoogleOAuth, googleEnvFor, startFakeGoogleOAuth } from "../testing/fakes/google-oauth.ts";
import { type FakeYouTube, generateVideos, startFakeYouTube } from "../testing/fakes/youtube.ts";
import {
  type FakeYouTubeAnalytics,
  seedChannelAnalytics,
  shiftDay,
  startFakeYouTubeAnalytics,
} from "../testing/fakes/youtube-analytics.ts";
import {
  type FakeReachRow,
  type FakeYouTubeReporting,
  startFakeYouTubeReporting,
} from "../testing/fakes/youtube-reporting.ts";
import { createTestApp, type TestApp } from "../testing/harness.ts";
import { pacificDay } from "./quota.ts";
import { REACH_JOB_NAME } from "./reach-sync.ts";

const CHANNEL_ID = "UCreachreachreachreach01";
let t: TestApp;
let yt: FakeYouTube;
let google: FakeGoogleOAuth;
let analytics: FakeYouTubeAnalytics;
let reporting: FakeYouTubeReporting;
const today = () => pacificDay(new Date());
const uploads = () => generateVideos(2, { newest: `${shiftDay(today(), -2)}T12:00:00Z`, everyDays: 40 });

beforeAll(async () => {
  yt = await startFakeYouTube();
  google = await startFakeGoogleOAuth();
  analytics = await startFakeYouTubeAnalytics();
  reporting = await startFakeYouTubeReporting();
  yt.acceptToken((token) => google.isValidAccessToken(token));
  analytics.acceptToken((token) => google.scopesOf(token));
  reporting.acceptToken((token) => google.scopesOf(token));
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
  yt.addChannel({ id: CHANNEL_ID, title: "Reach Lab", videos });
  yt.setMine([CHANNEL_ID]);
  analytics.reset();
  analytics.channels.clear();
  analytics.videos.clear();
  analytics.setMine([CHANNEL_ID]);
  seedChannelAnalytics(analytics, CHANNEL_ID, videos, today());
  reporting.reset();
  reporting.setMine(CHANNEL_ID);
  google.withheldScopes = [];
});

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

async function libraryVideoId(youtubeVideoId: string): Promise<string> {
  const [row] = await t.db
    .select({ id: libraryVideos.id })
    .from(libraryVideos)
    .where(eq(libraryVideos.youtubeVideoId, youtubeVideoId));
  return row.id;
}

/** A report of `days` days ending four days ago for both uploads: 1,000 and 250 impressions a day. */
function reachRows(videoIds: string[], days = 30): FakeReachRow[] {
  const last = shiftDay(today(), -4);
  return Array.from({ length: days }, (_, i) => shiftDay(last, -i)).flatMap((day) => [
    { day, videoId: videoIds[0], impressions: 1000, ctr: 0.05 },
    { day, videoId: videoIds[1], impressions: 250, ctr: 0.1 },
  ]);
}

describe("impressions and CTR from the YouTube Reporting API", () => {
  it("creates the channel's reach job when it is connected with Google, once", async () => {
    const { cookie, channelId } = await connect();
    expect(reporting.creates()).toHaveLength(1);
    expect(JSON.parse(reporting.creates()[0].body)).toEqual({
      reportTypeId: "channel_reach_basic_a1",
      name: REACH_JOB_NAME,
    });
    expect(reporting.creates()[0].headers.authorization).toMatch(/^Bearer /);
    const [state] = await t.db.select().from(channelReachState).where(eq(channelReachState.channelId, channelId));
    expect(state).toMatchObject({ jobId: reporting.jobs[0].id, lastReportCreatedAt: null, error: null });

    await syncAgain(cookie, channelId, 2);
    expect(reporting.creates()).toHaveLength(1);
    expect(reporting.lists().length).toBeGreaterThanOrEqual(2);
  });

  it("finds the reach job an earlier connection made instead of creating a second one", async () => {
    reporting.jobs.push({
      id: "job-existing",
      reportTypeId: "channel_reach_basic_a1",
      name: "made before",
      createTime: new Date().toISOString(),
      channelId: CHANNEL_ID,
    });
    const { channelId } = await connect();
    expect(reporting.creates()).toHaveLength(0);
    const [state] = await t.db.select().from(channelReachState).where(eq(channelReachState.channelId, channelId));
    expect(state.jobId).toBe("job-existing");
  });

  it("says CTR arrives about two days after connecting while no report has arrived", async () => {
    const { cookie, channelId } = await connect();
    const video = await libraryVideoId(yt.channels.get(CHANNEL_ID)!.videos[0].id);
    const videoAnalytics = await (await t.request("GET", `/api/videos/${video}/analytics`, { cookie })).json();
    expect(videoAnalytics.reach).toEqual({
      status: "waiting",
      impressions: null,
      ctr: null,
      firstDay: null,
      lastDay: null,
    });
    const dashboard = await (await t.request("GET", `/api/channels/${channelId}/analytics`, { cookie })).json();
    expect(dashboard.reach).toEqual({ status: "waiting", impressions: null, ctr: null, error: null, days: [] });
  });

  it("stores impressions and CTR per video per day from a reach report, and the channel's days", async () => {
    const { cookie, channelId } = await connect();
    const ids = yt.channels.get(CHANNEL_ID)!.videos.map((v) => v.id);
    reporting.addReport({ createTime: new Date().toISOString(), rows: reachRows(ids) });
    await syncAgain(cookie, channelId, 2);

    const rows = await t.db.select().from(videoReachDays).where(eq(videoReachDays.channelId, channelId));
    expect(rows).toHaveLength(60);
    const day = shiftDay(today(), -4);
    expect(rows.find((r) => r.youtubeVideoId === ids[0] && r.day === day)).toMatchObject({
      impressions: 1000,
      ctr: 0.05,
    });
    const [channelDay] = await t.db.select().from(channelReachDays).where(eq(channelReachDays.day, day));
    // (1000 × 5 % + 250 × 10 %) / 1250 = 6 %.
    expect(channelDay.impressions).toBe(1250);
    expect(channelDay.ctr).toBeCloseTo(0.06, 10);

    const video = await libraryVideoId(ids[0]);
    const videoAnalytics = await (await t.request("GET", `/api/videos/${video}/analytics`, { cookie })).json();
    expect(videoAnalytics.reach).toMatchObject({
      status: "available",
      impressions: 30_000,
      firstDay: shiftDay(day, -29),
      lastDay: day,
    });
    expect(videoAnalytics.reach.ctr).toBeCloseTo(0.05, 10);

    const dashboard = await (
      await t.request("GET", `/api/channels/${channelId}/analytics?period=7`, { cookie })
    ).json();
    // The period's 7 complete days end three days ago: the report covers 6 of them.
    expect(dashboard.reach.status).toBe("available");
    expect(dashboard.reach.impressions).toBe(6 * 1250);
    expect(dashboard.reach.ctr).toBeCloseTo(0.06, 10);
    // Per day for the chart: the period's 7 days and the 3 incomplete after them; the report's last
    // day is four days ago, so the period's last complete day and the three incomplete ones have no figure.
    const endDay = shiftDay(today(), -3);
    expect(dashboard.reach.days.map((d: { day: string }) => d.day)).toEqual(
      Array.from({ length: 10 }, (_, i) => shiftDay(endDay, i - 6)),
    );
    expect(dashboard.reach.days.map((d: { impressions: number | null }) => d.impressions)).toEqual([
      ...Array(6).fill(1250),
      null,
      null,
      null,
      null,
    ]);
    expect(dashboard.reach.days.filter((d: { incomplete: boolean }) => d.incomplete)).toHaveLength(3);
    expect(dashboard.reach.days[0].ctr).toBeCloseTo(0.06, 10);
  });

  it("downloads each report once: the next sync lists only reports created since and downloads the new one", async () => {
    const { cookie, channelId } = await connect();
    const ids = yt.channels.get(CHANNEL_ID)!.videos.map((v) => v.id);
    const first = reporting.addReport({
      createTime: new Date(Date.now() - 60_000).toISOString(),
      rows: reachRows(ids),
    });
    await syncAgain(cookie, channelId, 2);
    expect(reporting.downloads().map((r) => r.path)).toEqual([`/v1/media/${first.id}`]);

    await syncAgain(cookie, channelId, 3);
    expect(reporting.downloads()).toHaveLength(1);
    expect(reporting.lists().at(-1)!.query.createdAfter).toBe(new Date(first.createTime).toISOString());

    // A backfilled report of the newest day replaces its figures.
    const day = shiftDay(today(), -4);
    const second = reporting.addReport({
      createTime: new Date().toISOString(),
      rows: [{ day, videoId: ids[0], impressions: 2000, ctr: 0.04 }],
    });
    await syncAgain(cookie, channelId, 4);
    expect(reporting.downloads().map((r) => r.path)).toEqual([`/v1/media/${first.id}`, `/v1/media/${second.id}`]);
    const stored = await t.db.select().from(reachReports).where(eq(reachReports.channelId, channelId));
    expect(stored.map((r) => r.reportId).sort()).toEqual([first.id, second.id].sort());
    const [channelDay] = await t.db.select().from(channelReachDays).where(eq(channelReachDays.day, day));
    expect(channelDay.impressions).toBe(2250);
  });

  it("keeps a 403 of the Reporting API as the reach error while the sync and analytics succeed", async () => {
    reporting.forbidden = true;
    const { cookie, channelId } = await connect();
    const [run] = await t.db.select().from(syncRuns).where(eq(syncRuns.channelId, channelId));
    expect(run.status).toBe("succeeded");
    const [state] = await t.db.select().from(channelReachState).where(eq(channelReachState.channelId, channelId));
    expect(state.jobId).toBeNull();
    expect(sayStored("en", state.error)).toMatch(/YouTube Reporting refused/);
    const dashboard = await (await t.request("GET", `/api/channels/${channelId}/analytics`, { cookie })).json();
    expect(dashboard.available).toBe(true);
    expect(dashboard.reach.error).toMatch(/YouTube Reporting refused/);

    // Allowed again: the next sync creates the job.
    reporting.forbidden = false;
    await syncAgain(cookie, channelId, 2);
    expect(reporting.creates()).toHaveLength(1);
    const [after] = await t.db.select().from(channelReachState).where(eq(channelReachState.channelId, channelId));
    expect(after).toMatchObject({ jobId: reporting.jobs[0].id, error: null });
  });

  it("makes no Reporting call for a sign-in without the Analytics scope", async () => {
    google.withheldScopes = ["https://www.googleapis.com/auth/yt-analytics.readonly"];
    const { channelId } = await connect();
    expect(reporting.requests).toHaveLength(0);
    expect(await t.db.select().from(channelReachState).where(eq(channelReachState.channelId, channelId))).toEqual([]);
  });
});
