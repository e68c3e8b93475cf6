// Issue 14: the YouTube Reporting API client against the fake speaking its wire format — jobs,
// reports created after a time, the CSV download, Google's errors — and reading a reach report's CSV.
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { ANALYTICS_SCOPE } from "../testing/fakes/youtube-analytics.ts";
import { type FakeYouTubeReporting, startFakeYouTubeReporting } from "../testing/fakes/youtube-reporting.ts";
import type { YouTubeApiError } from "./api-error.ts";
import { DEFAULT_RETRY } from "./fetch-json.ts";
import { createYouTubeReportingClient, parseReachCsv, REACH_REPORT_TYPE } from "./reporting-client.ts";

const CHANNEL_ID = "UCabcdefghijklmnopqrstuv";
const TOKEN = "ya29.analytics";
const READONLY_ONLY = "ya29.youtube-only";
let fake: FakeYouTubeReporting;
const client = (accessToken = TOKEN) =>
  createYouTubeReportingClient({ baseUrl: fake.url, accessToken, policy: { ...DEFAULT_RETRY, maxRetries: 0 } });

beforeAll(async () => {
  fake = await startFakeYouTubeReporting();
});
afterAll(() => fake.close());
beforeEach(() => {
  fake.reset();
  fake.setMine(CHANNEL_ID);
  fake.acceptToken((token) =>
    token === TOKEN
      ? [ANALYTICS_SCOPE]
      : token === READONLY_ONLY
        ? ["https://www.googleapis.com/auth/youtube.readonly"]
        : null,
  );
});

async function errorOf(promise: Promise<unknown>): Promise<YouTubeApiError> {
  try {
    await promise;
  } catch (error) {
    return error as YouTubeApiError;
  }
  throw new Error("expected an error");
}

describe("the YouTube Reporting client", () => {
  it("creates a reach job with the member's token and lists it", async () => {
    expect(await client().listJobs()).toEqual([]);
    const job = await client().createJob(REACH_REPORT_TYPE, "Scriptloom reach");
    expect(job).toMatchObject({ reportTypeId: REACH_REPORT_TYPE, name: "Scriptloom reach" });
    expect(fake.creates()[0].headers.authorization).toBe(`Bearer ${TOKEN}`);
    expect(await client().listJobs()).toEqual([job]);
  });

  it("lists the reports created after a time, oldest first, and downloads a report's CSV", async () => {
    const job = await client().createJob(REACH_REPORT_TYPE, "reach");
    const rows = [{ day: "2026-11-20", videoId: "vid00000001", impressions: 1200, ctr: 0.05 }];
    const late = fake.addReport({ createTime: "2026-11-23T10:00:00.000Z", rows });
    const early = fake.addReport({ createTime: "2026-11-22T10:00:00.000Z", rows });
    expect((await client().listReports(job.id, null)).map((r) => r.id)).toEqual([early.id, late.id]);
    const after = await client().listReports(job.id, new Date(early.createTime));
    expect(after.map((r) => r.id)).toEqual([late.id]);
    expect(fake.lists().at(-1)!.query.createdAfter).toBe(early.createTime);
    const csv = await client().download(after[0].downloadUrl);
    expect(csv.split("\n")[0]).toBe(
      "date,channel_id,video_id,video_thumbnail_impressions,video_thumbnail_impressions_ctr",
    );
    expect(parseReachCsv(csv)).toEqual([{ day: "2026-11-20", videoId: "vid00000001", impressions: 1200, ctr: 0.05 }]);
  });

  it("says what Google refused: a sign-in without the Analytics scope, and a 403 for the channel", async () => {
    const scope = await errorOf(client(READONLY_ONLY).listJobs());
    expect(scope.reason).toBe("insufficientPermissions");
    fake.forbidden = true;
    const forbidden = await errorOf(client().createJob(REACH_REPORT_TYPE, "reach"));
    expect(forbidden.httpStatus).toBe(403);
    expect(forbidden.message).toMatch(/YouTube Reporting refused this channel's reach report/);
    expect((await errorOf(client().listReports("job-unknown", null))).httpStatus).toBe(403);
  });

  it("retries a 503 as every Google call does", async () => {
    let calls = 0;
    const flaky = createServer((_req, res) => {
      calls += 1;
      if (calls === 1) {
        res.writeHead(503).end();
        return;
      }
      res.writeHead(200, { "content-type": "text/csv" }).end("date,video_id\n");
    });
    await new Promise<void>((resolve) => flaky.listen(0, "127.0.0.1", resolve));
    const { port } = flaky.address() as AddressInfo;
    const retrying = createYouTubeReportingClient({
      baseUrl: `http://127.0.0.1:${port}`,
      accessToken: TOKEN,
      policy: { ...DEFAULT_RETRY, baseDelayMs: 1, maxRetries: 2 },
    });
    expect(await retrying.download(`http://127.0.0.1:${port}/media/r1`)).toBe("date,video_id\n");
    expect(calls).toBe(2);
    await new Promise<void>((resolve) => flaky.close(() => resolve()));
  });
});

describe("reading a reach report", () => {
  it("reads columns by name, whatever their order, with YYYYMMDD dates", () => {
    const csv =
      "video_thumbnail_impressions_ctr,video_id,date,channel_id,video_thumbnail_impressions\r\n0.1,v1,20261101,UC1,300\r\n";
    expect(parseReachCsv(csv)).toEqual([{ day: "2026-11-01", videoId: "v1", impressions: 300, ctr: 0.1 }]);
  });

  it("sums one video's rows of a day, CTR weighted by impressions; blank figures and no impressions are unknown", () => {
    const csv = [
      "date,channel_id,video_id,traffic_source_type,video_thumbnail_impressions,video_thumbnail_impressions_ctr",
      "20261101,UC1,v1,1,100,0.1",
      "20261101,UC1,v1,3,300,0.02",
      "20261101,UC1,v2,1,,",
      "20261101,UC1,v3,1,0,0",
    ].join("\n");
    const rows = parseReachCsv(csv);
    expect(rows[0]).toMatchObject({ videoId: "v1", impressions: 400 });
    expect(rows[0].ctr).toBeCloseTo((10 + 6) / 400, 10);
    expect(rows[1]).toEqual({ day: "2026-11-01", videoId: "v2", impressions: null, ctr: null });
    expect(rows[2]).toEqual({ day: "2026-11-01", videoId: "v3", impressions: 0, ctr: null });
  });

  it("refuses a CSV without the date and video columns", () => {
    expect(() => parseReachCsv("day,video\n20261101,v1\n")).toThrow(/unexpected format/);
  });
});
