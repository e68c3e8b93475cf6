// A fake YouTube Analytics API v2 speaking the real wire format of youtubeAnalytics.reports.query:
// GET /v2/reports with ids (channel==MINE or channel==UC…), startDate, endDate, metrics,
// dimensions, filters, sort and maxResults, answering {kind, columnHeaders: [{name, columnType,
// dataType}], rows} (rows left out when there is no data, as Google does) and Google-style error
// bodies (400 badRequest, 401, 403 insufficientPermissions / forbidden / quotaExceeded). It serves
// the reports Scriptloom reads: a channel's or a video's daily figures (dimensions=day), per-video
// figures (dimensions=video, sorted, at most 200 rows), totals (no dimension) and the audience
// retention curve (dimensions=elapsedVideoTimeRatio, filters=video==ID). Records every request.
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
    addVideo: (video) => fake.videos.set(video.id, video),
    setMine: (ids) => {
      mine = ids;
    },
    acceptToken: (fn) => {
      scopesOf = fn;
    },
    quotaExceeded: false,
    calls: () => fake.requests.filter((r) => r.path === `${BASE_PATH}/reports`),
    reset: () => {
      fake.requests.length = 0;
      fake.quotaExceeded = false;
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
      rows = (fake.videos.get(filterVideos[0])?.retention ?? []).map((p) => ({ ...p }));
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
