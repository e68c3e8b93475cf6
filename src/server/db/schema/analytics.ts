// Issue 14: figures from the YouTube Analytics API for channels connected with Google. A channel's
// daily series, each video's figures over its lifetime and per day, and its audience-retention curve.
// Days are YouTube's (Pacific time). Every figure is nullable: a metric YouTube did not answer is
// unknown, not zero (decision 013). Videos are keyed by their YouTube id within the channel, so the
// figures do not depend on how the library links its rows (imported, or linked by URL).
import {
  bigint,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from "drizzle-orm/pg-core";
import { belongsToChannel } from "./belongs-to.ts";
import { channels } from "./library.ts";

/** What reports.query answers for a span of a channel's or a video's time. */
const watchFigures = () => ({
  views: bigint("views", { mode: "number" }),
  estimatedMinutesWatched: bigint("estimated_minutes_watched", { mode: "number" }),
  /** Seconds. */
  averageViewDuration: integer("average_view_duration"),
});

/** A video's share watched: 0–100, as YouTube reports it. */
const viewPercentage = () => ({ averageViewPercentage: doublePrecision("average_view_percentage") });

/** From the Reporting API's reach reports; CTR is a ratio (0.05 is 5 %). */
const reachFigures = () => ({ impressions: bigint("impressions", { mode: "number" }), ctr: doublePrecision("ctr") });

export const channelAnalyticsDays = pgTable(
  "channel_analytics_days",
  {
    channelId: belongsToChannel(),
    day: date("day", { mode: "string" }).notNull(),
    ...watchFigures(),
    subscribersGained: integer("subscribers_gained"),
    subscribersLost: integer("subscribers_lost"),
    likes: bigint("likes", { mode: "number" }),
    comments: bigint("comments", { mode: "number" }),
    shares: bigint("shares", { mode: "number" }),
  },
  (t) => [primaryKey({ columns: [t.channelId, t.day] })],
);

/** One point of the audience-retention curve, as reports.query answers it. */
export interface StoredRetentionPoint {
  elapsedVideoTimeRatio: number;
  audienceWatchRatio: number;
  relativeRetentionPerformance: number | null;
}

export const videoAnalytics = pgTable(
  "video_analytics",
  {
    channelId: belongsToChannel(),
    youtubeVideoId: text("youtube_video_id").notNull(),
    /** The Pacific day the video was published: where its lifetime figures start. */
    publishedOn: date("published_on", { mode: "string" }),
    ...watchFigures(),
    ...viewPercentage(),
    /**
     * The video's length from the Data API (videos.list contentDetails.duration), written with its
     * figures: where the chapters fall on the retention curve. Null when YouTube gave none (a live stream).
     */
    durationSeconds: integer("duration_seconds"),
    /** Null until fetched (a sync fetches a few videos' curves and daily figures at a time). */
    retention: jsonb("retention").$type<StoredRetentionPoint[]>(),
    detailsFetchedAt: timestamp("details_fetched_at", { withTimezone: true }),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.channelId, t.youtubeVideoId] })],
);

export const videoAnalyticsDays = pgTable(
  "video_analytics_days",
  {
    channelId: belongsToChannel(),
    youtubeVideoId: text("youtube_video_id").notNull(),
    day: date("day", { mode: "string" }).notNull(),
    ...watchFigures(),
    ...viewPercentage(),
  },
  (t) => [
    primaryKey({ columns: [t.channelId, t.youtubeVideoId, t.day] }),
    index("video_analytics_days_video_idx").on(t.youtubeVideoId, t.day),
  ],
);

/** The last analytics refresh of a channel: when, through which day, and what went wrong. */
export const channelAnalyticsState = pgTable("channel_analytics_state", {
  channelId: uuid("channel_id")
    .primaryKey()
    .references(() => channels.id, { onDelete: "cascade" }),
  fetchedAt: timestamp("fetched_at", { withTimezone: true }),
  /** The last day asked for (today in Pacific time at the refresh). */
  throughDay: date("through_day", { mode: "string" }),
  error: text("error"),
  /** A 403 quotaExceeded of the Analytics API pauses every channel's analytics until this reset. */
  quotaPausedUntil: timestamp("quota_paused_until", { withTimezone: true }),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

// Impressions and impressions click-through rate (issue 14) come from the YouTube Reporting API's
// daily bulk reports (`channel_reach_basic_a1`), not from reports.query: a reporting job per channel,
// whose first reports arrive about two days after it is created and cover the 30 days before.

/** The channel's reach job and the newest report downloaded; no row until the job is created. */
export const channelReachState = pgTable("channel_reach_state", {
  channelId: uuid("channel_id")
    .primaryKey()
    .references(() => channels.id, { onDelete: "cascade" }),
  /** The Reporting API's job id; null when creating it failed (then `error` says why). */
  jobId: text("job_id"),
  jobCreatedAt: timestamp("job_created_at", { withTimezone: true }),
  /** The createTime of the newest report downloaded: the next sync lists reports created after it. */
  lastReportCreatedAt: timestamp("last_report_created_at", { withTimezone: true }),
  error: text("error"),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

/** Every report downloaded, so none is downloaded twice. */
export const reachReports = pgTable(
  "reach_reports",
  {
    channelId: belongsToChannel(),
    reportId: text("report_id").notNull(),
    startTime: timestamp("start_time", { withTimezone: true }),
    endTime: timestamp("end_time", { withTimezone: true }),
    createTime: timestamp("create_time", { withTimezone: true }).notNull(),
    rows: integer("rows").notNull(),
    downloadedAt: timestamp("downloaded_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.channelId, t.reportId] })],
);

/** Per video per day; CTR is a ratio (0.05 is 5 %), as the report gives it. */
export const videoReachDays = pgTable(
  "video_reach_days",
  {
    channelId: belongsToChannel(),
    youtubeVideoId: text("youtube_video_id").notNull(),
    day: date("day", { mode: "string" }).notNull(),
    ...reachFigures(),
  },
  (t) => [
    primaryKey({ columns: [t.channelId, t.youtubeVideoId, t.day] }),
    index("video_reach_days_video_idx").on(t.youtubeVideoId, t.day),
  ],
);

/** The channel's days: impressions summed over its videos, CTR weighted by their impressions. */
export const channelReachDays = pgTable(
  "channel_reach_days",
  {
    channelId: belongsToChannel(),
    day: date("day", { mode: "string" }).notNull(),
    ...reachFigures(),
  },
  (t) => [primaryKey({ columns: [t.channelId, t.day] })],
);
