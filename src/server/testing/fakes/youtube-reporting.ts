// A fake YouTube Reporting API v1 speaking the real wire format: GET /v1/jobs ({jobs, nextPageToken}),
// POST /v1/jobs with {reportTypeId, name} (a Job {id, reportTypeId, name, createTime}; 409
// ALREADY_EXISTS for a second job of one report type), GET /v1/jobs/{id}/reports?createdAfter=…
// ({reports: [{id, jobId, startTime, endTime, createTime, downloadUrl}]}, `{}` when none, 404 for an
// unknown job) and GET /v1/media/… answering the report's CSV (YYYYMMDD dates, as YouTube writes
// them). Google-style errors: 401 without a valid token, 403 insufficientPermissions without the
// yt-analytics.readonly scope, 403 forbidden while `forbidden` is set. Records every request.
import type { ServerResponse } from "node:http";
import { type RecordedRequest, sendJson, startFakeServer } from "./fake-server.ts";
import { googleError } from "./youtube.ts";
import { ANALYTICS_SCOPE } from "./youtube-analytics.ts";

export interface FakeReachRow {
  /** YYYY-MM-DD. */
  day: string;
  videoId: string;
  impressions: number;
  /** A ratio: 0.05 is 5 %. */
  ctr: number;
}

export interface FakeReportingJob {
  id: string;
  reportTypeId: string;
  name: string;
  createTime: string;
  /** The member's channel the job reports on. */
  channelId: string;
}

export interface FakeReport {
  id: string;
  jobId: string;
  startTime: string;
  endTime: string;
  createTime: string;
  rows: FakeReachRow[];
}

export interface FakeYouTubeReporting {
  /** The API base URL, for YOUTUBE_REPORTING_BASE_URL. */
  url: string;
  requests: RecordedRequest[];
  jobs: FakeReportingJob[];
  reports: FakeReport[];
  /** The channel the signed-in member's jobs report on. */
  setMine(channelId: string): void;
  acceptToken(scopesOf: (token: string) => string[] | null): void;
  /** Every call answers 403 forbidden while set. */
  forbidden: boolean;
  /** Makes YouTube generate a report for the channel's reach job (throws when it has none). */
  addReport(report: { createTime: string; rows: FakeReachRow[]; id?: string }): FakeReport;
  /** The recorded calls, by kind. */
  creates(): RecordedRequest[];
  lists(): RecordedRequest[];
  downloads(): RecordedRequest[];
  reset(): void;
  close(): Promise<void>;
}

const BASE_PATH = "/v1";

export async function startFakeYouTubeReporting(): Promise<FakeYouTubeReporting> {
  let mine = "";
  let scopesOf: (token: string) => string[] | null = () => null;
  let nextId = 1;

  const fake: FakeYouTubeReporting = {
    url: "",
    requests: [],
    jobs: [],
    reports: [],
    setMine: (id) => {
      mine = id;
    },
    acceptToken: (fn) => {
      scopesOf = fn;
    },
    forbidden: false,
    addReport({ createTime, rows, id }) {
      const job = fake.jobs.find((j) => j.channelId === mine && j.reportTypeId === "channel_reach_basic_a1");
      if (!job) throw new Error("no reach job yet");
      const days = rows.map((r) => r.day).sort();
      const report: FakeReport = {
        id: id ?? `report-${nextId++}`,
        jobId: job.id,
        startTime: `${days[0] ?? createTime.slice(0, 10)}T07:00:00Z`,
        endTime: `${days.at(-1) ?? createTime.slice(0, 10)}T07:00:00Z`,
        createTime,
        rows,
      };
      fake.reports.push(report);
      return report;
    },
    creates: () => fake.requests.filter((r) => r.method === "POST" && r.path === `${BASE_PATH}/jobs`),
    lists: () => fake.requests.filter((r) => /^\/v1\/jobs\/[^/]+\/reports$/.test(r.path)),
    downloads: () => fake.requests.filter((r) => r.path.startsWith(`${BASE_PATH}/media/`)),
    reset: () => {
      fake.requests.length = 0;
      fake.jobs.length = 0;
      fake.reports.length = 0;
      fake.forbidden = false;
    },
    close: async () => {},
  };

  function authorised(req: RecordedRequest, res: ServerResponse): boolean {
    const token = /^Bearer (.+)$/.exec(req.headers.authorization ?? "")?.[1];
    const scopes = token ? scopesOf(token) : null;
    if (!scopes) {
      googleError(res, 401, "required", "Request is missing required authentication credential.", "global");
      return false;
    }
    if (!scopes.includes(ANALYTICS_SCOPE)) {
      googleError(res, 403, "insufficientPermissions", "Request had insufficient authentication scopes.", "global");
      return false;
    }
    if (fake.forbidden) {
      googleError(res, 403, "forbidden", "The caller does not have permission", "global");
      return false;
    }
    return true;
  }

  const publicJob = ({ channelId: _, ...job }: FakeReportingJob) => job;

  const server = await startFakeServer((req, res) => {
    if (!authorised(req, res)) return;
    if (req.path === `${BASE_PATH}/jobs` && req.method === "GET") {
      const jobs = fake.jobs.filter((j) => j.channelId === mine).map(publicJob);
      return sendJson(res, 200, jobs.length > 0 ? { jobs } : {});
    }
    if (req.path === `${BASE_PATH}/jobs` && req.method === "POST") {
      let body: { reportTypeId?: string; name?: string };
      try {
        body = JSON.parse(req.body || "{}");
      } catch {
        return googleError(res, 400, "badRequest", "Invalid JSON payload received.", "global");
      }
      if (!body.reportTypeId) return googleError(res, 400, "badRequest", "reportTypeId is required.", "global");
      if (fake.jobs.some((j) => j.channelId === mine && j.reportTypeId === body.reportTypeId)) {
        return googleError(res, 409, "alreadyExists", "Job for the report type already exists.", "global");
      }
      const job: FakeReportingJob = {
        id: `job-${nextId++}`,
        reportTypeId: body.reportTypeId,
        name: body.name ?? "",
        createTime: new Date().toISOString(),
        channelId: mine,
      };
      fake.jobs.push(job);
      return sendJson(res, 200, publicJob(job));
    }
    const list = /^\/v1\/jobs\/([^/]+)\/reports$/.exec(req.path);
    if (list && req.method === "GET") {
      const job = fake.jobs.find((j) => j.id === decodeURIComponent(list[1]) && j.channelId === mine);
      if (!job) return googleError(res, 404, "notFound", "Requested entity was not found.", "global");
      const after = req.query.createdAfter ? Date.parse(req.query.createdAfter) : Number.NEGATIVE_INFINITY;
      const reports = fake.reports
        .filter((r) => r.jobId === job.id && Date.parse(r.createTime) > after)
        .map(({ rows: _, ...r }) => ({ ...r, downloadUrl: `${server.origin}${BASE_PATH}/media/${r.id}?alt=media` }));
      return sendJson(res, 200, reports.length > 0 ? { reports } : {});
    }
    const media = /^\/v1\/media\/([^/]+)$/.exec(req.path);
    if (media && req.method === "GET") {
      const report = fake.reports.find((r) => r.id === decodeURIComponent(media[1]));
      if (!report) return googleError(res, 404, "notFound", "Requested entity was not found.", "global");
      const lines = [
        "date,channel_id,video_id,video_thumbnail_impressions,video_thumbnail_impressions_ctr",
        ...report.rows.map((r) => `${r.day.replaceAll("-", "")},${mine},${r.videoId},${r.impressions},${r.ctr}`),
      ];
      res.writeHead(200, { "content-type": "application/octet-stream" });
      return res.end(`${lines.join("\n")}\n`);
    }
    googleError(res, 404, "notFound", "Not Found", "global");
  });
  fake.requests = server.requests;
  fake.url = `${server.origin}${BASE_PATH}`;
  fake.close = server.close;
  return fake;
}
