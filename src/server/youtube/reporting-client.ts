// The YouTube Reporting API v1 (issue 14): impressions and impressions click-through rate, which
// reports.query does not answer, come in daily bulk reports of a reporting job. jobs.list and
// jobs.create (POST {base}/jobs {reportTypeId, name}), jobs.reports.list (GET {base}/jobs/{id}/reports
// ?createdAfter=…, paged by nextPageToken) and the download of a report's `downloadUrl` (CSV), all
// with the member's Google sign-in (scope yt-analytics.readonly, the one Analytics asks for). Every
// call has the 10 s time-out and the retries of fetchJson; errors read as Analytics' do.
import { z } from "zod";
import { msg } from "../../shared/message.ts";
import { analyticsErrorFrom } from "./analytics-client.ts";
import { YouTubeApiError } from "./api-error.ts";
import { DEFAULT_RETRY, fetchJson, fetchText, type RetryPolicy } from "./fetch-json.ts";

export const REACH_REPORT_TYPE = "channel_reach_basic_a1";

const job = z.object({
  id: z.string(),
  reportTypeId: z.string(),
  name: z.string().optional(),
  createTime: z.string().optional(),
  systemManaged: z.boolean().optional(),
});
export type ReportingJob = z.infer<typeof job>;
const jobList = z.object({ jobs: z.array(job).optional(), nextPageToken: z.string().optional() });

const report = z.object({
  id: z.string(),
  jobId: z.string().optional(),
  startTime: z.string().optional(),
  endTime: z.string().optional(),
  createTime: z.string(),
  downloadUrl: z.string(),
});
export type ReportingReport = z.infer<typeof report>;
const reportList = z.object({ reports: z.array(report).optional(), nextPageToken: z.string().optional() });

/** One row of a reach report, per video per day; a figure the report leaves blank is null (decision 013). */
export interface ReachRow {
  /** YYYY-MM-DD (the report writes YYYYMMDD). */
  day: string;
  videoId: string;
  impressions: number | null;
  /** A ratio: 0.05 is 5 %. */
  ctr: number | null;
}

export interface YouTubeReportingClient {
  /** The member's jobs (system-managed ones left out). */
  listJobs(): Promise<ReportingJob[]>;
  createJob(reportTypeId: string, name: string): Promise<ReportingJob>;
  /** The job's reports created after `createdAfter` (all when null), oldest first. */
  listReports(jobId: string, createdAfter: Date | null): Promise<ReportingReport[]>;
  download(downloadUrl: string): Promise<string>;
}

export function createYouTubeReportingClient(options: {
  baseUrl: string;
  accessToken: string;
  policy?: RetryPolicy;
  signal?: AbortSignal;
}): YouTubeReportingClient {
  const { baseUrl, accessToken, policy = DEFAULT_RETRY, signal } = options;
  const headers = { accept: "application/json", authorization: `Bearer ${accessToken}` };
  const request = (url: URL, init: RequestInit = {}) => ({
    url,
    init: { ...init, headers: { ...headers, ...(init.headers as Record<string, string> | undefined) } },
    service: "YouTube Reporting",
    policy,
    signal,
    errorFrom: reportingErrorFrom,
  });

  return {
    async listJobs() {
      const out: ReportingJob[] = [];
      let pageToken: string | undefined;
      do {
        const url = new URL(`${baseUrl}/jobs`);
        if (pageToken) url.searchParams.set("pageToken", pageToken);
        const page = await fetchJson(request(url), jobList);
        out.push(...(page.jobs ?? []));
        pageToken = page.nextPageToken;
      } while (pageToken);
      return out;
    },

    createJob: (reportTypeId, name) =>
      fetchJson(
        request(new URL(`${baseUrl}/jobs`), {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify({ reportTypeId, name }),
        }),
        job,
      ),

    async listReports(jobId, createdAfter) {
      const out: ReportingReport[] = [];
      let pageToken: string | undefined;
      do {
        const url = new URL(`${baseUrl}/jobs/${encodeURIComponent(jobId)}/reports`);
        if (createdAfter) url.searchParams.set("createdAfter", createdAfter.toISOString());
        if (pageToken) url.searchParams.set("pageToken", pageToken);
        const page = await fetchJson(request(url), reportList);
        out.push(...(page.reports ?? []));
        pageToken = page.nextPageToken;
      } while (pageToken);
      return out.sort((a, b) => Date.parse(a.createTime) - Date.parse(b.createTime));
    },

    download: (downloadUrl) => fetchText(request(new URL(downloadUrl), { headers: { accept: "text/csv" } })),
  };
}

/** Analytics' words, naming the Reporting API where it is the one that answered. */
function reportingErrorFrom(httpStatus: number, body: unknown): YouTubeApiError {
  const error = analyticsErrorFrom(httpStatus, body);
  if (error.reason === "forbidden" || (httpStatus === 403 && error.reason === undefined)) {
    return new YouTubeApiError(
      error.status as 403,
      "YouTube Reporting refused this channel's reach report: only its owner can read impressions and CTR.",
      error.reason,
      httpStatus,
    );
  }
  return new YouTubeApiError(
    error.status as 502,
    error.message.replace(/YouTube Analytics/, "YouTube Reporting"),
    error.reason,
    httpStatus,
  );
}

const toNumber = (value: string | undefined): number | null => {
  if (value === undefined || value.trim() === "") return null;
  const n = Number(value);
  return Number.isFinite(n) ? n : null;
};

/**
 * Reads a reach report's CSV by its header names, never by position. Rows of one video and day are
 * summed (a report with more dimensions splits them): impressions added, CTR weighted by impressions.
 */
export function parseReachCsv(csv: string): ReachRow[] {
  const lines = csv.split(/\r?\n/).filter((line) => line.trim() !== "");
  if (lines.length === 0) return [];
  const header = lines[0].split(",").map((name) => name.trim());
  const at = (name: string) => header.indexOf(name);
  const [iDate, iVideo, iImpr, iCtr] = [
    at("date"),
    at("video_id"),
    at("video_thumbnail_impressions"),
    at("video_thumbnail_impressions_ctr"),
  ];
  if (iDate < 0 || iVideo < 0)
    throw new YouTubeApiError(502, msg("YouTube Reporting answered in an unexpected format."));
  const byKey = new Map<string, { day: string; videoId: string; impressions: number | null; clicks: number | null }>();
  for (const line of lines.slice(1)) {
    const cells = line.split(",");
    const raw = cells[iDate]?.trim() ?? "";
    const day = /^\d{8}$/.test(raw) ? `${raw.slice(0, 4)}-${raw.slice(4, 6)}-${raw.slice(6, 8)}` : raw;
    const videoId = cells[iVideo]?.trim() ?? "";
    if (!/^\d{4}-\d{2}-\d{2}$/.test(day) || !videoId) continue;
    const impressions = iImpr < 0 ? null : toNumber(cells[iImpr]);
    const ctr = iCtr < 0 ? null : toNumber(cells[iCtr]);
    const key = `${videoId} ${day}`;
    const entry = byKey.get(key) ?? { day, videoId, impressions: null, clicks: null };
    if (impressions !== null) entry.impressions = (entry.impressions ?? 0) + impressions;
    if (impressions !== null && ctr !== null) entry.clicks = (entry.clicks ?? 0) + impressions * ctr;
    byKey.set(key, entry);
  }
  return [...byKey.values()].map(({ clicks, ...row }) => ({
    ...row,
    // No impressions: no rate (unknown, not 0 %).
    ctr: clicks !== null && row.impressions ? clicks / row.impressions : null,
  }));
}
