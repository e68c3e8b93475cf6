// A fake YouTube Analytics API v2 speaking the real wire format of youtubeAnalytics.reports.query:
// GET /v2/reports with ids (channel==MINE or channel==UC…), startDate, endDate, metrics,
// dimensions, filters, sort and maxResults, answering {kind, columnHeaders: [{name, columnType,
// dataType}], rows} (rows left out when there is no data, as Google does) and Google-style error
// bodies (400 badRequest, 401, 403 insufficientPermissions / forbidden / quotaExceeded). It serves
// the reports Scriptloom reads: a channel's or a video's daily figures (dimensions=day), per-video
// figures (dimensions=video, sorted, at most 200 rows), totals (no dimension) and the audience
// retention curve (dimensions=elapsedVideoTimeRatio, filters=video==ID). Records every request.
//
// The retention report as Google documents it and as it behaves
// (developers.google.com/youtube/analytics/dimensions#elapsedVideoTimeRatio and
// …/metrics#Audience_Retention_Metrics; the same shape is read by youtube-studio-mcp's
// get_audience_retention and zernio's YouTubeVideoRetentionResponse, "0.01-1.0, exclusive end of each
// interval"):
// - 100 rows, elapsedVideoTimeRatio 0.01, 0.02 … 1.0 (a planted curve of any other shape is refused);
// - audienceWatchRatio is an absolute share that goes above 1 where viewers rewatch ("Can exceed 1
//   (rewinds/looping, common on Shorts)"; Google's Creator Playbook: "a rise … means viewers are
//   re-watching that part of the video");
// - relativeRetentionPerformance is 0–1 against YouTube videos of similar length (0.5 the median);
// - a video with too few views answers no `rows` at all, like any empty report (the Analytics API leaves
//   the key out). Google does not publish the threshold: `retentionMinViews` is the double's (unverified);
// - YouTube Analytics is two to three days late (decision 024; youtube-studio-mcp: "analytics lag ~2-3
//   days; dates are US Pacific"): only views of days at least REPORT_DELAY_DAYS before the double's
//   Pacific today count toward the curve, so a video published yesterday has none yet.
import type { ServerResponse } from "node:http";
import { type RecordedRequest, sendJson, startFakeServer } from "./fake-server.ts";
import { googleError } from "./youtube.ts";

export const ANALYTICS_SCOPE = "https://www.googleapis.com/auth/yt-analytics.readonly";

/** One day of a channel's (or a video's) figures, as YouTube Analytics reports them. */
export interface FakeAnalyticsDay {
  /** YYYY-MM-DD. */
  day: string;
  views: number;
  estimatedMinutesWatched: number;
  subscribersGained: number;
  subscribersLost: number;
  likes: number;
  comments: number;
  shares: number;
}

export interface FakeRetentionPoint {
  elapsedVideoTimeRatio: number;
  audienceWatchRatio: number;
  relativeRetentionPerformance: number;
}

export interface FakeAnalyticsVideo {
  id: string;
  channelId: string;
  durationSeconds: number;
  days: FakeAnalyticsDay[];
  retention: FakeRetentionPoint[];
}

export interface FakeYouTubeAnalytics {
  /** The API base URL, for YOUTUBE_ANALYTICS_BASE_URL. */
  url: string;
  requests: RecordedRequest[];
  /** Daily series per channel id. */
  channels: Map<string, FakeAnalyticsDay[]>;
  videos: Map<string, FakeAnalyticsVideo>;
  setChannelSeries(channelId: string, days: FakeAnalyticsDay[]): void;
  addVideo(video: FakeAnalyticsVideo): void;
  /** The channels the signed-in member owns; channel==MINE is the first. */
  setMine(channelIds: string[]): void;
  /** The scopes of a bearer token, null when it is not valid (hand it the fake Google's scopesOf). */
  acceptToken(scopesOf: (token: string) => string[] | null): void;
  /** Every call answers 403 quotaExceeded while set. */
  quotaExceeded: boolean;
  /** Below this many reported views (outside the reporting delay) a video's retention report has no rows. */
  retentionMinViews: number;
  /** The double's Pacific day (YYYY-MM-DD); null: the real one. Days within the reporting delay of it are not in the curve yet. */
  today: string | null;
  /** The recorded calls to /v2/reports. */
  calls(): RecordedRequest[];
  /** Forgets requests and switches (keeps the data). */
  reset(): void;
  close(): Promise<void>;
}

const BASE_PATH = "/v2";
const DAY_METRICS = [
  "views",
  "estimatedMinutesWatched",
  "averageViewDuration",
  "averageViewPercentage",
  "subscribersGained",
  "subscribersLost",
  "likes",
  "comments",
  "shares",
] as const;
const RETENTION_METRICS = ["audienceWatchRatio", "relativeRetentionPerformance"] as const;
const FLOAT_METRICS = new Set(["averageViewPercentage", ...RETENTION_METRICS]);
const MAX_VIDEO_ROWS = 200;
/** Days a retention curve lags behind (YouTube Analytics reports a day two to three days later). */
export const REPORT_DELAY_DAYS = 2;
/** The double's default minimum of views for a retention curve (Google publishes none: unverified). */
export const RETENTION_MIN_VIEWS = 30;

const pacificToday = () =>
  new Intl.DateTimeFormat("en-CA", { timeZone: "America/Los_Angeles" }).format(new Date()).slice(0, 10);

/** Refuses a planted curve YouTube would never answer: 100 points at 0.01 … 1.0, relative performance 0–1. */
function checkCurve(id: string, curve: FakeRetentionPoint[]) {
  if (curve.length === 0) return;
  if (curve.length !== 100) throw new Error(`video ${id}: a retention curve has 100 points, not ${curve.length}`);
  curve.forEach((point, i) => {
    if (Math.round(point.elapsedVideoTimeRatio * 100) !== i + 1) {
      throw new Error(`video ${id}: point ${i} must be at elapsedVideoTimeRatio ${(i + 1) / 100}`);
    }
    if (!(point.relativeRetentionPerformance >= 0 && point.relativeRetentionPerformance <= 1)) {
      throw new Error(`video ${id}: relativeRetentionPerformance is between 0 and 1`);
    }
    if (!(point.audienceWatchRatio >= 0)) throw new Error(`video ${id}: audienceWatchRatio is not negative`);
  });
}

type Row = Record<string, number | string>;

export async function startFakeYouTubeAnalytics(): Promise<FakeYouTubeAnalytics> {
  let mine: string[] = [];
  let scopesOf: (token: string) => string[] | null = () => null;

  const fake: FakeYouTubeAnalytics = {
    url: "",
    requests: [],
    channels: new Map(),
    videos: new Map(),
    setChannelSeries: (channelId, days) => fake.channels.set(channelId, days),
    addVideo: (video) => {
      checkCurve(video.id, video.retention);
      fake.videos.set(video.id, video);
    },
    setMine: (ids) => {
      mine = ids;
    },
    acceptToken: (fn) => {
      scopesOf = fn;
    },
    quotaExceeded: false,
    retentionMinViews: RETENTION_MIN_VIEWS,
    today: null,
    calls: () => fake.requests.filter((r) => r.path === `${BASE_PATH}/reports`),
    reset: () => {
      fake.requests.length = 0;
      fake.quotaExceeded = false;
      fake.retentionMinViews = RETENTION_MIN_VIEWS;
      fake.today = null;
    },
    close: async () => {},
  };

  const bad = (res: ServerResponse, message: string) => googleError(res, 400, "badRequest", message, "global");

  function reports(req: RecordedRequest, res: ServerResponse) {
    const token = /^Bearer (.+)$/.exec(req.headers.authorization ?? "")?.[1];
    const scopes = token ? scopesOf(token) : null;
    if (!scopes) {
      return googleError(res, 401, "required", "Request is missing required authentication credential.", "global");
    }
    if (!scopes.includes(ANALYTICS_SCOPE)) {
      return googleError(
        res,
        403,
        "insufficientPermissions",
        "Request had insufficient authentication scopes.",
        "global",
      );
    }
    if (fake.quotaExceeded) {
      return googleError(
        res,
        403,
        "quotaExceeded",
        "The request cannot be completed because you have exceeded your quota.",
        "usageLimits",
      );
    }
    const q = req.query;
    const ids = /^channel==(MINE|UC[\w-]{22})$/.exec(q.ids ?? "");
    if (!ids) return bad(res, "Required value for parameter ids is missing or invalid.");
    const channelId = ids[1] === "MINE" ? mine[0] : ids[1];
    if (!channelId || !mine.includes(channelId)) {
      return googleError(res, 403, "forbidden", "Forbidden", "global");
    }
    const dateOk = (d: string | undefined) => d !== undefined && /^\d{4}-\d{2}-\d{2}$/.test(d);
    if (!dateOk(q.startDate) || !dateOk(q.endDate)) return bad(res, "Required value for startDate/endDate missing.");
    const start = q.startDate!;
    const end = q.endDate!;
    if (start > end) return bad(res, "The start date must be before the end date.");
    const metrics = (q.metrics ?? "").split(",").filter(Boolean);
    if (metrics.length === 0) return bad(res, "Required value for parameter metrics is missing.");
    const dimensions = (q.dimensions ?? "").split(",").filter(Boolean);
    const filterVideos = /^video==([\w-]{11}(?:,[\w-]{11})*)$/.exec(q.filters ?? "")?.[1]?.split(",");
    if (q.filters && !filterVideos) return bad(res, `Unknown identifier given in field parameters.filters.`);
    for (const id of filterVideos ?? []) {
      const video = fake.videos.get(id);
      if (video && video.channelId !== channelId) return googleError(res, 403, "forbidden", "Forbidden", "global");
    }
    const videosOf = (ids?: string[]) =>
      (ids ?? [...fake.videos.keys()])
        .map((id) => fake.videos.get(id))
        .filter((v): v is FakeAnalyticsVideo => v?.channelId === channelId);
    const inRange = (d: FakeAnalyticsDay) => d.day >= start && d.day <= end;

    let rows: Row[];
    if (dimensions.length === 1 && dimensions[0] === "elapsedVideoTimeRatio") {
      if (filterVideos?.length !== 1) return bad(res, "The query is not supported.");
      if (!metrics.every((m) => (RETENTION_METRICS as readonly string[]).includes(m))) {
        return bad(res, "The query is not supported.");
      }
      const video = fake.videos.get(filterVideos[0]);
      const reportedUntil = shiftDay(fake.today ?? pacificToday(), -REPORT_DELAY_DAYS);
      const reported = (video?.days ?? [])
        .filter((d) => inRange(d) && d.day <= reportedUntil)
        .reduce((n, d) => n + d.views, 0);
      rows = reported >= fake.retentionMinViews ? (video?.retention ?? []).map((p) => ({ ...p })) : [];
    } else {
      if (!metrics.every((m) => (DAY_METRICS as readonly string[]).includes(m))) {
        return bad(res, `Unknown identifier (${metrics.join(",")}) given in field parameters.metrics.`);
      }
      if (dimensions.length === 0) {
        const days = filterVideos
          ? videosOf(filterVideos).flatMap((v) => v.days)
          : (fake.channels.get(channelId) ?? []);
        const picked = days.filter(inRange);
        rows = picked.length === 0 ? [] : [figures(picked, durationOf(filterVideos))];
      } else if (dimensions.length === 1 && dimensions[0] === "day") {
        const byDay = new Map<string, FakeAnalyticsDay[]>();
        const days = filterVideos
          ? videosOf(filterVideos).flatMap((v) => v.days)
          : (fake.channels.get(channelId) ?? []);
        for (const d of days.filter(inRange)) byDay.set(d.day, [...(byDay.get(d.day) ?? []), d]);
        rows = [...byDay.entries()]
          .sort(([a], [b]) => a.localeCompare(b))
          .map(([day, list]) => ({ day, ...figures(list, durationOf(filterVideos)) }));
      } else if (dimensions.length === 1 && dimensions[0] === "video") {
        // YouTube's top-videos report: sorted by a metric, descending, at most 200 rows.
        const sort = /^-(\w+)$/.exec(q.sort ?? "")?.[1];
        const maxResults = Number(q.maxResults);
        if (!sort || !metrics.includes(sort) || !(maxResults >= 1 && maxResults <= MAX_VIDEO_ROWS)) {
          return bad(res, "The query is not supported.");
        }
        rows = videosOf(filterVideos)
          .map((v) => ({ v, picked: v.days.filter(inRange) }))
          .filter(({ picked }) => picked.length > 0)
          .map(({ v, picked }): Row => ({ video: v.id, ...figures(picked, v.durationSeconds) }))
          .sort((a, b) => Number(b[sort]) - Number(a[sort]))
          .slice(0, maxResults);
      } else {
        return bad(res, "The query is not supported.");
      }
    }

    sendJson(res, 200, {
      kind: "youtubeAnalytics#resultTable",
      columnHeaders: [
        ...dimensions.map((name) => ({
          name,
          columnType: "DIMENSION",
          dataType: name === "elapsedVideoTimeRatio" ? "FLOAT" : "STRING",
        })),
        ...metrics.map((name) => ({
          name,
          columnType: "METRIC",
          dataType: FLOAT_METRICS.has(name) ? "FLOAT" : "INTEGER",
        })),
      ],
      ...(rows.length > 0 ? { rows: rows.map((row) => [...dimensions, ...metrics].map((name) => row[name])) } : {}),
    });
  }

  function durationOf(ids: string[] | undefined): number | null {
    return ids?.length === 1 ? (fake.videos.get(ids[0])?.durationSeconds ?? null) : null;
  }

  const server = await startFakeServer((req, res) => {
    if (req.method === "GET" && req.path === `${BASE_PATH}/reports`) return reports(req, res);
    googleError(res, 404, "notFound", "Not Found", "global");
  });
  fake.requests = server.requests;
  fake.url = `${server.origin}${BASE_PATH}`;
  fake.close = server.close;
  return fake;
}

/** Sums days into one row; averages from the sums, as YouTube derives them. */
function figures(days: FakeAnalyticsDay[], durationSeconds: number | null): Row {
  const sum = (key: keyof Omit<FakeAnalyticsDay, "day">) => days.reduce((total, d) => total + d[key], 0);
  const views = sum("views");
  const minutes = sum("estimatedMinutesWatched");
  const averageViewDuration = views > 0 ? Math.round((minutes * 60) / views) : 0;
  return {
    views,
    estimatedMinutesWatched: minutes,
    averageViewDuration,
    averageViewPercentage:
      durationSeconds && durationSeconds > 0 ? Math.round((averageViewDuration / durationSeconds) * 10000) / 100 : 0,
    subscribersGained: sum("subscribersGained"),
    subscribersLost: sum("subscribersLost"),
    likes: sum("likes"),
    comments: sum("comments"),
    shares: sum("shares"),
  };
}

/** YYYY-MM-DD of `day` moved by `offset` days. */
export function shiftDay(day: string, offset: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + offset);
  return date.toISOString().slice(0, 10);
}

/**
 * `count` days ending with `lastDay`, deterministic: views grow by `growth` a day from `baseViews`
 * with a weekly swing, so a period and the one before it differ predictably.
 */
export function generateDailySeries(
  lastDay: string,
  count: number,
  options: { baseViews?: number; growth?: number } = {},
): FakeAnalyticsDay[] {
  const { baseViews = 100, growth = 1 } = options;
  return Array.from({ length: count }, (_, i) => {
    const views = baseViews + i * growth + ((i * 7) % 5) * 3;
    return {
      day: shiftDay(lastDay, i - count + 1),
      views,
      estimatedMinutesWatched: views * 3,
      subscribersGained: 2 + (i % 3),
      subscribersLost: i % 2,
      likes: Math.round(views / 20),
      comments: Math.round(views / 100),
      shares: Math.round(views / 50),
    };
  });
}

/**
 * A curve as YouTube answers it, 100 points at 0.01 … 1.0, from a function of the elapsed share: tests
 * plant drops and rewatch spikes (values above the points before them, above 1 where most rewatch).
 */
export function retentionCurve(
  watch: (ratio: number) => number,
  relative: (ratio: number) => number = () => 0.5,
): FakeRetentionPoint[] {
  return Array.from({ length: 100 }, (_, i) => {
    const ratio = Math.round(i + 1) / 100;
    return {
      elapsedVideoTimeRatio: ratio,
      audienceWatchRatio: Math.round(watch(ratio) * 10000) / 10000,
      relativeRetentionPerformance: Math.round(Math.min(1, Math.max(0, relative(ratio))) * 10000) / 10000,
    };
  });
}

/** A retention curve of 100 points falling from 1 to about 0.35, YouTube's usual shape. */
export function generateRetention(points = 100): FakeRetentionPoint[] {
  return Array.from({ length: points }, (_, i) => {
    const ratio = (i + 1) / points;
    return {
      elapsedVideoTimeRatio: Math.round(ratio * 100) / 100,
      audienceWatchRatio: Math.round((0.35 + 0.65 * Math.exp(-ratio * 3)) * 10000) / 10000,
      relativeRetentionPerformance: Math.round((0.5 + 0.1 * Math.sin(ratio * 6)) * 10000) / 10000,
    };
  });
}

/**
 * Analytics for a channel's uploads: a daily series of `days` days ending `lastDay` for the channel,
 * and for each video (10-minute long) daily figures since it was published and a retention curve.
 */
export function seedChannelAnalytics(
  fake: FakeYouTubeAnalytics,
  channelId: string,
  videos: { id: string; publishedAt: string; durationSeconds?: number | null }[],
  lastDay: string,
  options: { days?: number; baseViews?: number; growth?: number } = {},
): void {
  fake.setChannelSeries(channelId, generateDailySeries(lastDay, options.days ?? 800, options));
  for (const [i, video] of videos.entries()) {
    const first = video.publishedAt.slice(0, 10) < lastDay ? video.publishedAt.slice(0, 10) : lastDay;
    const count = Math.round((Date.parse(lastDay) - Date.parse(first)) / 86_400_000) + 1;
    fake.addVideo({
      id: video.id,
      channelId,
      // The same length as the fake Data API gives the video (600 s unless it says otherwise).
      durationSeconds: video.durationSeconds ?? 600,
      days: generateDailySeries(lastDay, count, { baseViews: 20 + i * 5 }),
      retention: generateRetention(),
    });
  }
}
