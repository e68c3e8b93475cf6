// Issue 14: the sync that runs itself. Each channel sync (scheduled, manual or the first after
// connecting) is one row of sync_runs, its history on the dashboard; YouTube quota units spent are
// counted per Pacific day (YouTube resets the quota at midnight Pacific time) in youtube_quota_days,
// shared by every instance. The job queue's own tables are pg-boss's (schema `pgboss`, PostgreSQL only).
import { sql } from "drizzle-orm";
import { date, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { memberId } from "../auth-schema.ts";
import { id } from "../columns.ts";
import { belongsToChannel } from "./belongs-to.ts";
import { videos } from "./library.ts";

export const SYNC_TRIGGERS = ["scheduled", "manual", "connected"] as const;
export const SYNC_STATUSES = ["queued", "running", "succeeded", "failed", "skipped"] as const;

export const syncRuns = pgTable(
  "sync_runs",
  {
    id: id(),
    channelId: belongsToChannel(),
    trigger: text("trigger", { enum: SYNC_TRIGGERS }).notNull(),
    status: text("status", { enum: SYNC_STATUSES }).notNull().default("queued"),
    /** The member who asked (manual, connected); their Google sign-in is used when there is no API key. */
    requestedBy: memberId("requested_by"),
    queuedAt: timestamp("queued_at", { withTimezone: true }).notNull().defaultNow(),
    startedAt: timestamp("started_at", { withTimezone: true }),
    finishedAt: timestamp("finished_at", { withTimezone: true }),
    videosUpdated: integer("videos_updated"),
    videosImported: integer("videos_imported"),
    /** YouTube Data API units this run spent (also counted in youtube_quota_days). */
    quotaUnits: integer("quota_units").notNull().default(0),
    /** Library videos YouTube did not return: private, deleted or removed (issue 14 §5). */
    unavailableVideos: jsonb("unavailable_videos")
      .$type<Array<{ videoId: string; youtubeVideoId: string; title: string }>>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    /**
     * The uploads playlist lists only a channel's latest 20,000 uploads: how many it listed, and how
     * many more the channel has (channels.list statistics.videoCount); null when nothing was left out.
     */
    uploadsListed: integer("uploads_listed"),
    uploadsNotListed: integer("uploads_not_listed"),
    error: text("error"),
  },
  (t) => [
    index("sync_runs_channel_queued_idx").on(t.channelId, t.queuedAt),
    index("sync_runs_status_idx").on(t.status),
    // One queued or running sync per channel, across every instance: a second request joins it.
    uniqueIndex("sync_runs_one_active_idx").on(t.channelId).where(sql`${t.status} in ('queued', 'running')`),
  ],
);

export const youtubeQuotaDays = pgTable("youtube_quota_days", {
  /** The Pacific calendar day (America/Los_Angeles) the units were spent on. */
  day: date("day", { mode: "string" }).primaryKey(),
  unitsSpent: integer("units_spent").notNull().default(0),
  /** YouTube answered 403 quotaExceeded: syncing pauses until the day ends. */
  exceededAt: timestamp("exceeded_at", { withTimezone: true }),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

/** A library video YouTube no longer returns ("No longer on YouTube"); its row and metrics stay. */
export const youtubeUnavailableVideos = pgTable("youtube_unavailable_videos", {
  videoId: uuid("video_id")
    .primaryKey()
    .references(() => videos.id, { onDelete: "cascade" }),
  youtubeVideoId: text("youtube_video_id").notNull(),
  since: timestamp("since", { withTimezone: true }).notNull().defaultNow(),
});
