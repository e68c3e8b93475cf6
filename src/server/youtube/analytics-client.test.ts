import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import {
  ANALYTICS_SCOPE,
  type FakeYouTubeAnalytics,
  generateDailySeries,
  generateRetention,
  retentionCurve,
  startFakeYouTubeAnalytics,
} from "../testing/fakes/youtube-analytics.ts";
import { createYouTubeAnalyticsClient, isAnalyticsQuotaExceeded, rowsByName } from "./analytics-client.ts";
import type { YouTubeApiError } from "./api-error.ts";
import { DEFAULT_RETRY } from "./fetch-json.ts";

const CHANNEL_ID = "UCabcdefghijklmnopqrstuv";
const OTHER_CHANNEL = "UCzzzzzzzzzzzzzzzzzzzzzz";
const VIDEO = "vid00000001";
const OTHER_VIDEO = "vid00000002";
const TOKEN = "ya29.analytics";
const READONLY_ONLY = "ya29.youtube-only";
let fake: FakeYouTubeAnalytics;
const client = (accessToken = TOKEN, meter?: { calls: number }) =>
  createYouTubeAnalyticsClient({ baseUrl: fake.url, accessToken, meter, policy: { ...DEFAULT_RETRY, maxRetries: 0 } });

beforeAll(async () => {
  fake = await startFakeYouTubeAnalytics();
});
afterAll(() => fake.close());
beforeEach(() => {
  fake.reset();
  fake.setMine([CHANNEL_ID]);
  fake.acceptToken((token) =>
    token === TOKEN
      ? ["https://www.googleapis.com/auth/youtube.readonly", ANALYTICS_SCOPE]
      : token === READONLY_ONLY
        ? ["https://www.googleapis.com/auth/youtube.readonly"]
        : null,
  );
  fake.setChannelSeries(CHANNEL_ID, generateDailySeries("2026-11-20", 60));
  fake.setChannelSeries(OTHER_CHANNEL, generateDailySeries("2026-11-20", 60, { baseViews: 5 }));
  fake.videos.clear();
  fake.addVideo({
    id: VIDEO,
    channelId: CHANNEL_ID,
    durationSeconds: 600,
    days: generateDailySeries("2026-11-20", 10, { baseViews: 50 }),
    retention: generateRetention(),
  });
  fake.addVideo({
    id: OTHER_VIDEO,
    channelId: CHANNEL_ID,
    durationSeconds: 300,
    days: generateDailySeries("2026-11-20", 5, { baseViews: 10 }),
    retention: [],
  });
});

async function errorOf(promise: Promise<unknown>): Promise<YouTubeApiError> {
  try {
    await promise;
  } catch (error) {
    return error as YouTubeApiError;
  }
  throw new Error("expected a failure");
}

describe("YouTube Analytics reports.query", () => {
  it("asks for the channel's daily series with the real parameters and reads the columns by name", async () => {
    const days = await client().channelDaily(CHANNEL_ID, "2026-11-01", "2026-11-07");
    const [call] = fake.calls();
    expect(call.headers.authorization).toBe(`Bearer ${TOKEN}`);
    expect(call.query).toEqual({
      ids: `channel==${CHANNEL_ID}`,
      startDate: "2026-11-01",
      endDate: "2026-11-07",
      metrics:
        "views,estimatedMinutesWatched,averageViewDuration,subscribersGained,subscribersLost,likes,comments,shares",
      dimensions: "day",
      sort: "day",
    });
    expect(days).toHaveLength(7);
    const expected = generateDailySeries("2026-11-20", 60).find((d) => d.day === "2026-11-01")!;
    expect(days[0]).toEqual({
      day: "2026-11-01",
      views: expected.views,
      estimatedMinutesWatched: expected.estimatedMinutesWatched,
      averageViewDuration: Math.round((expected.estimatedMinutesWatched * 60) / expected.views),
      subscribersGained: expected.subscribersGained,
      subscribersLost: expected.subscribersLost,
      likes: expected.likes,
      comments: expected.comments,
      shares: expected.shares,
    });
  });

  it("answers no days when the period has no data (Google leaves rows out)", async () => {
    expect(await client().channelDaily(CHANNEL_ID, "2020-01-01", "2020-01-31")).toEqual([]);
  });

  it("answers Google's columnHeaders, and a column the answer lacks reads as unknown, not zero", async () => {
    const table = await client().query({
      channelId: "MINE",
      startDate: "2026-11-01",
      endDate: "2026-11-01",
      metrics: ["views"],
      dimensions: ["day"],
    });
    expect(table.kind).toBe("youtubeAnalytics#resultTable");
    expect(table.columnHeaders).toEqual([
      { name: "day", columnType: "DIMENSION", dataType: "STRING" },
      { name: "views", columnType: "METRIC", dataType: "INTEGER" },
    ]);
    expect(rowsByName(table, ["day", "views", "shares"])).toEqual([
      { day: "2026-11-01", views: expect.any(Number), shares: null },
    ]);
  });

  it("reads per-video figures with average view duration and percentage", async () => {
    const figures = await client().videoTotals(CHANNEL_ID, [VIDEO, OTHER_VIDEO], "2026-01-01", "2026-11-20");
    const [call] = fake.calls();
    expect(call.query).toMatchObject({
      dimensions: "video",
      filters: `video==${VIDEO},${OTHER_VIDEO}`,
      sort: "-views",
      maxResults: "2",
      metrics: "views,estimatedMinutesWatched,averageViewDuration,averageViewPercentage",
    });
    const video = figures.find((f) => f.videoId === VIDEO)!;
    const days = generateDailySeries("2026-11-20", 10, { baseViews: 50 });
    const views = days.reduce((n, d) => n + d.views, 0);
    const minutes = days.reduce((n, d) => n + d.estimatedMinutesWatched, 0);
    const duration = Math.round((minutes * 60) / views);
    expect(video).toEqual({
      videoId: VIDEO,
      views,
      estimatedMinutesWatched: minutes,
      averageViewDuration: duration,
      averageViewPercentage: Math.round((duration / 600) * 10000) / 100,
    });
    expect(figures).toHaveLength(2);
  });

  it("reads a video's daily figures", async () => {
    const days = await client().videoDaily(CHANNEL_ID, VIDEO, "2026-11-15", "2026-11-20");
    expect(fake.calls()[0].query).toMatchObject({ dimensions: "day", filters: `video==${VIDEO}` });
    expect(days.map((d) => d.day)).toEqual([
      "2026-11-15",
      "2026-11-16",
      "2026-11-17",
      "2026-11-18",
      "2026-11-19",
      "2026-11-20",
    ]);
    expect(days[0].averageViewPercentage).toBeGreaterThan(0);
  });

  it("reads the audience-retention curve by elapsedVideoTimeRatio", async () => {
    const curve = await client().retention(CHANNEL_ID, VIDEO, "2026-01-01", "2026-11-20");
    expect(fake.calls()[0].query).toMatchObject({
      dimensions: "elapsedVideoTimeRatio",
      metrics: "audienceWatchRatio,relativeRetentionPerformance",
      filters: `video==${VIDEO}`,
    });
    expect(curve).toHaveLength(100);
    expect(curve[0]).toEqual(generateRetention()[0]);
    expect(curve[99].elapsedVideoTimeRatio).toBe(1);
    expect(curve[0].audienceWatchRatio).toBeGreaterThan(curve[99].audienceWatchRatio);
  });

  it("answers retention as YouTube does: 100 rows to 1.0, rewatches above 1, no rows for too few or too recent views", async () => {
    // A rewatched stretch at 40–45 % (a spike above 1) on a falling curve.
    fake.addVideo({
      id: OTHER_VIDEO,
      channelId: CHANNEL_ID,
      durationSeconds: 300,
      days: generateDailySeries("2026-11-20", 5, { baseViews: 10 }),
      retention: retentionCurve(
        (r) => (r > 0.4 && r <= 0.45 ? 1.3 : 1 - r / 2),
        (r) => r,
      ),
    });
    fake.today = "2026-11-28";
    const curve = await client().retention(CHANNEL_ID, OTHER_VIDEO, "2026-11-16", "2026-11-20");
    expect(curve.map((p) => p.elapsedVideoTimeRatio)).toEqual(Array.from({ length: 100 }, (_, i) => (i + 1) / 100));
    expect(curve[41].audienceWatchRatio).toBe(1.3);
    expect(curve.every((p) => p.relativeRetentionPerformance! >= 0 && p.relativeRetentionPerformance! <= 1)).toBe(true);

    // Too few views in the period: the answer has no `rows` key at all, and the client reads no points.
    fake.retentionMinViews = 1000;
    expect(await client().retention(CHANNEL_ID, OTHER_VIDEO, "2026-11-16", "2026-11-20")).toEqual([]);
    fake.retentionMinViews = 30;

    // Two days late: on the 20th, the 19th and the 20th (16 + 23 views) are not in the curve yet.
    fake.today = "2026-11-20";
    expect(await client().retention(CHANNEL_ID, OTHER_VIDEO, "2026-11-19", "2026-11-20")).toEqual([]);
    fake.today = "2026-11-23";
    expect(await client().retention(CHANNEL_ID, OTHER_VIDEO, "2026-11-19", "2026-11-20")).toHaveLength(100);

    // A planted curve YouTube could never answer is refused, so no test leans on one.
    expect(() =>
      fake.addVideo({
        id: OTHER_VIDEO,
        channelId: CHANNEL_ID,
        durationSeconds: 300,
        days: [],
        retention: generateRetention(50),
      }),
    ).toThrow(/100 points/);
    expect(() =>
      fake.addVideo({
        id: OTHER_VIDEO,
        channelId: CHANNEL_ID,
        durationSeconds: 300,
        days: [],
        retention: generateRetention().map((p) => ({ ...p, relativeRetentionPerformance: 1.2 })),
      }),
    ).toThrow(/between 0 and 1/);
  });

  it("leaves `rows` out of an empty retention report", async () => {
    fake.retentionMinViews = 1_000_000;
    const res = await fetch(
      `${fake.url}/reports?ids=channel==${CHANNEL_ID}&startDate=2026-01-01&endDate=2026-11-20&metrics=audienceWatchRatio&dimensions=elapsedVideoTimeRatio&filters=video==${VIDEO}`,
      { headers: { authorization: `Bearer ${TOKEN}` } },
    );
    const body = await res.json();
    expect(body.columnHeaders.map((h: { name: string }) => h.name)).toEqual([
      "elapsedVideoTimeRatio",
      "audienceWatchRatio",
    ]);
    expect("rows" in body).toBe(false);
  });

  it("says the Analytics quota is spent on a 403 quotaExceeded, and counts the call", async () => {
    fake.quotaExceeded = true;
    const meter = { calls: 0 };
    const error = await errorOf(client(TOKEN, meter).channelDaily(CHANNEL_ID, "2026-11-01", "2026-11-07"));
    expect(error.status).toBe(502);
    expect(error.httpStatus).toBe(403);
    expect(isAnalyticsQuotaExceeded(error)).toBe(true);
    expect(error.message).toContain("YouTube Analytics quota exceeded");
    expect(meter.calls).toBe(1);
  });

  it("asks for analytics access when the sign-in lacks the Analytics scope", async () => {
    const error = await errorOf(client(READONLY_ONLY).channelDaily(CHANNEL_ID, "2026-11-01", "2026-11-07"));
    expect(error.reason).toBe("insufficientPermissions");
    expect(error.message).toContain("Grant analytics access");
  });

  it("refuses another owner's channel", async () => {
    const error = await errorOf(client().channelDaily(OTHER_CHANNEL, "2026-11-01", "2026-11-07"));
    expect(error.httpStatus).toBe(403);
    expect(error.message).toContain("only its owner");
  });

  it("gives up after its time-out", async () => {
    const slow = createServer(() => {});
    await new Promise<void>((resolve) => slow.listen(0, "127.0.0.1", resolve));
    const { port } = slow.address() as AddressInfo;
    const analytics = createYouTubeAnalyticsClient({
      baseUrl: `http://127.0.0.1:${port}/v2`,
      accessToken: TOKEN,
      policy: { ...DEFAULT_RETRY, timeoutMs: 200, maxRetries: 0 },
    });
    const error = await errorOf(analytics.channelDaily(CHANNEL_ID, "2026-11-01", "2026-11-07"));
    expect(error.message).toBe("YouTube Analytics did not answer within 0.2 seconds. Please try again.");
    slow.closeAllConnections();
    slow.close();
  });
});
