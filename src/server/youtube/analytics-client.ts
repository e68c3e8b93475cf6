// The YouTube Analytics API v2 (issue 14): youtubeAnalytics.reports.query, GET {base}/reports,
// read with the member's Google sign-in (scope yt-analytics.readonly). Its quota is its own, apart
// from the Data API's daily units (YOUTUBE_DAILY_QUOTA does not count these calls). Answers are
// read by column name from `columnHeaders`, never by position; a metric missing from the answer is
// null (unknown is not zero, decision 013). Every call has the 10 s time-out of fetchJson.
import type { ContentfulStatusCode } from "hono/utils/http-status";
import { z } from "zod";
import { msg } from "../../shared/message.ts";
import type { RuleMessage } from "../../shared/rule-message.ts";
import { YouTubeApiError, youtubeErrorFrom } from "./api-error.ts";
import { DEFAULT_RETRY, fetchJson, type RetryPolicy } from "./fetch-json.ts";

export interface ReportQuery {
  /** The channel (UC…); 'MINE' is the channel the Google sign-in was granted for. */
  channelId: string;
  /** YYYY-MM-DD, inclusive, in Pacific time as YouTube reports days. */
  startDate: string;
  endDate: string;
  metrics: string[];
  dimensions?: string[];
  filters?: string;
  sort?: string;
  maxResults?: number;
}

const reportTable = z.object({
  kind: z.string().optional(),
  columnHeaders: z.array(z.object({ name: z.string(), columnType: z.string(), dataType: z.string() })),
  // Google leaves rows out when the period has no data.
  rows: z.array(z.array(z.union([z.string(), z.number(), z.null()]))).optional(),
});
export type ReportTable = z.infer<typeof reportTable>;

/** What a channel's daily series holds (the dashboard's charts and totals). */
export const CHANNEL_DAY_METRICS = [
  "views",
  "estimatedMinutesWatched",
  "averageViewDuration",
  "subscribersGained",
  "subscribersLost",
  "likes",
  "comments",
  "shares",
] as const;
/** What a video's lifetime and daily figures hold (its Analytics tab). */
export const VIDEO_METRICS = [
  "views",
  "estimatedMinutesWatched",
  "averageViewDuration",
  "averageViewPercentage",
] as const;

type Figures<K extends string> = { [key in K]: number | null };
export type ChannelDay = { day: string } & Figures<(typeof CHANNEL_DAY_METRICS)[number]>;
export type VideoFigures = { videoId: string } & Figures<(typeof VIDEO_METRICS)[number]>;
export type VideoDay = { day: string } & Figures<(typeof VIDEO_METRICS)[number]>;
export interface RetentionPoint {
  /** 0.01 … 1: the share of the video elapsed. */
  elapsedVideoTimeRatio: number;
  /** The share of viewers watching at that point (above 1 where people rewatch). */
  audienceWatchRatio: number;
  /** Against videos of similar length: 0 worst, 0.5 median, 1 best; null when YouTube has none. */
  relativeRetentionPerformance: number | null;
}

export interface YouTubeAnalyticsClient {
  /** Any report, as Google answers it. */
  query(query: ReportQuery): Promise<ReportTable>;
  /** One row per day YouTube has figures for, oldest first. */
  channelDaily(channelId: string, startDate: string, endDate: string): Promise<ChannelDay[]>;
  /** Each video's figures over the period (its lifetime when the period starts at publishing). */
  videoTotals(channelId: string, videoIds: string[], startDate: string, endDate: string): Promise<VideoFigures[]>;
  videoDaily(channelId: string, videoId: string, startDate: string, endDate: string): Promise<VideoDay[]>;
  /** The audience-retention curve: audienceWatchRatio by elapsedVideoTimeRatio. */
  retention(channelId: string, videoId: string, startDate: string, endDate: string): Promise<RetentionPoint[]>;
}

/** Counts the Analytics API's requests (its quota is separate from the Data API's units). */
export interface AnalyticsMeter {
  calls: number;
}

// The top-videos report answers at most 200 rows; a filter of that many ids stays well under URL limits.
const VIDEO_BATCH = 200;

const QUOTA = msg(
  "YouTube Analytics quota exceeded: analytics are paused until the quota resets (midnight Pacific time); other figures keep syncing.",
);
const NOT_GRANTED = msg(
  "The Google sign-in does not include YouTube Analytics: use 'Grant analytics access' to add watch time and retention.",
);

/** Google's error answer, in words about Analytics where the Data API's words would mislead. */
export function analyticsErrorFrom(httpStatus: number, body: unknown): YouTubeApiError {
  const error = youtubeErrorFrom(httpStatus, body);
  const status = error.status as ContentfulStatusCode;
  const reason = error.reason;
  if (reason === "quotaExceeded" || reason === "dailyLimitExceeded") {
    return new YouTubeApiError(status, QUOTA, "quotaExceeded", httpStatus);
  }
  if (reason === "insufficientPermissions" || (httpStatus === 403 && reason === "forbidden")) {
    return new YouTubeApiError(
      status,
      reason === "forbidden"
        ? msg("YouTube Analytics refused this channel's reports: only its owner can read them.")
        : NOT_GRANTED,
      reason,
      httpStatus,
    );
  }
  // The Data API's words, told as Analytics' (they name the service that failed), translated as they are.
  const problem: RuleMessage = { text: error.key, values: error.params as RuleMessage["values"] };
  return new YouTubeApiError(status, msg("YouTube Analytics: {problem}"), reason, httpStatus, { problem });
}

/** True for the error that pauses analytics until midnight Pacific time. */
export const isAnalyticsQuotaExceeded = (error: unknown) =>
  error instanceof YouTubeApiError && error.reason === "quotaExceeded";

/** Reads each row into an object by the names in `columnHeaders`; columns the answer lacks are null. */
export function rowsByName<K extends string>(
  table: ReportTable,
  names: readonly K[],
): Record<K, string | number | null>[] {
  const index = new Map(table.columnHeaders.map((header, i) => [header.name, i]));
  return (table.rows ?? []).map((row) => {
    const out = {} as Record<K, string | number | null>;
    for (const name of names) {
      const i = index.get(name);
      out[name] = i === undefined ? null : (row[i] ?? null);
    }
    return out;
  });
}

const num = (value: string | number | null): number | null => {
  if (value === null || value === "") return null;
  const n = Number(value);
  return Number.isFinite(n) ? n : null;
};

function numbers<K extends string>(row: Record<string, string | number | null>, names: readonly K[]): Figures<K> {
  const out = {} as Figures<K>;
  for (const name of names) out[name] = num(row[name] ?? null);
  return out;
}

export function createYouTubeAnalyticsClient(options: {
  baseUrl: string;
  accessToken: string;
  policy?: RetryPolicy;
  signal?: AbortSignal;
  meter?: AnalyticsMeter;
}): YouTubeAnalyticsClient {
  const { baseUrl, accessToken, policy = DEFAULT_RETRY, signal, meter } = options;

  function query(q: ReportQuery): Promise<ReportTable> {
    if (meter) meter.calls += 1;
    const url = new URL(`${baseUrl}/reports`);
    url.searchParams.set("ids", `channel==${q.channelId}`);
    url.searchParams.set("startDate", q.startDate);
    url.searchParams.set("endDate", q.endDate);
    url.searchParams.set("metrics", q.metrics.join(","));
    if (q.dimensions?.length) url.searchParams.set("dimensions", q.dimensions.join(","));
    if (q.filters) url.searchParams.set("filters", q.filters);
    if (q.sort) url.searchParams.set("sort", q.sort);
    if (q.maxResults !== undefined) url.searchParams.set("maxResults", String(q.maxResults));
    return fetchJson(
      {
        url,
        init: { headers: { accept: "application/json", authorization: `Bearer ${accessToken}` } },
        service: "YouTube Analytics",
        policy,
        signal,
        errorFrom: analyticsErrorFrom,
      },
      reportTable,
    );
  }

  async function daily<K extends string>(
    q: Omit<ReportQuery, "dimensions" | "sort" | "metrics">,
    metrics: readonly K[],
  ) {
    const table = await query({ ...q, metrics: [...metrics], dimensions: ["day"], sort: "day" });
    return rowsByName(table, ["day", ...metrics] as const)
      .filter((row) => typeof row.day === "string")
      .map((row) => ({ day: row.day as string, ...numbers(row, metrics) }));
  }

  return {
    query,

    channelDaily: (channelId, startDate, endDate) => daily({ channelId, startDate, endDate }, CHANNEL_DAY_METRICS),

    async videoTotals(channelId, videoIds, startDate, endDate) {
      const out: VideoFigures[] = [];
      const unique = [...new Set(videoIds)];
      for (let start = 0; start < unique.length; start += VIDEO_BATCH) {
        const batch = unique.slice(start, start + VIDEO_BATCH);
        const table = await query({
          channelId,
          startDate,
          endDate,
          metrics: [...VIDEO_METRICS],
          dimensions: ["video"],
          filters: `video==${batch.join(",")}`,
          sort: "-views",
          maxResults: batch.length,
        });
        for (const row of rowsByName(table, ["video", ...VIDEO_METRICS] as const)) {
          if (typeof row.video === "string") out.push({ videoId: row.video, ...numbers(row, VIDEO_METRICS) });
        }
      }
      return out;
    },

    videoDaily: (channelId, videoId, startDate, endDate) =>
      daily({ channelId, startDate, endDate, filters: `video==${videoId}` }, VIDEO_METRICS),

    async retention(channelId, videoId, startDate, endDate) {
      const metrics = ["audienceWatchRatio", "relativeRetentionPerformance"] as const;
      const table = await query({
        channelId,
        startDate,
        endDate,
        metrics: [...metrics],
        dimensions: ["elapsedVideoTimeRatio"],
        filters: `video==${videoId}`,
        sort: "elapsedVideoTimeRatio",
      });
      const points: RetentionPoint[] = [];
      for (const row of rowsByName(table, ["elapsedVideoTimeRatio", ...metrics] as const)) {
        const ratio = num(row.elapsedVideoTimeRatio);
        const watch = num(row.audienceWatchRatio);
        if (ratio === null || watch === null) continue;
        points.push({
          elapsedVideoTimeRatio: ratio,
          audienceWatchRatio: watch,
          relativeRetentionPerformance: num(row.relativeRetentionPerformance),
        });
      }
      return points.sort((a, b) => a.elapsedVideoTimeRatio - b.elapsedVideoTimeRatio);
    },
  };
}
