// Ideas from what works on YouTube (decision 035): named niches of watched channels, the public
// uploads of those channels with a dated snapshot of their views at each read (so growth and views at
// 7 and 30 days can be measured), each upload's outlier score as the last read computed it, and the
// idea bank. A watched channel is not a library channel: no folders, no scripts, only public uploads.
import { sql } from "drizzle-orm";
import {
  bigint,
  boolean,
  check,
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
import { memberId } from "../auth-schema.ts";
import { createdAt, id, updatedAt } from "../columns.ts";
import { channels, videos } from "./library.ts";

export const niches = pgTable("niches", {
  id: id(),
  name: text("name").notNull().unique("niches_name_unique"),
  userId: memberId("user_id"),
  createdAt: createdAt(),
});

/** One row per YouTube channel, however many niches watch it: its uploads are read once. */
export const watchedChannels = pgTable(
  "watched_channels",
  {
    id: id(),
    /** The canonical id, 'UC…'. */
    youtubeChannelId: text("youtube_channel_id").notNull().unique("watched_channels_youtube_id_unique"),
    title: text("title").notNull(),
    uploadsPlaylistId: text("uploads_playlist_id"),
    /** Set when the channel is one of the workspace's own connected channels. */
    libraryChannelId: uuid("library_channel_id").references(() => channels.id, { onDelete: "set null" }),
    lastReadAt: timestamp("last_read_at", { withTimezone: true }),
    userId: memberId("user_id"),
    createdAt: createdAt(),
  },
  (t) => [index("watched_channels_last_read_idx").on(t.lastReadAt)],
);

export const nicheChannels = pgTable(
  "niche_channels",
  {
    nicheId: uuid("niche_id")
      .notNull()
      .references(() => niches.id, { onDelete: "cascade" }),
    watchedChannelId: uuid("watched_channel_id")
      .notNull()
      .references(() => watchedChannels.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.nicheId, t.watchedChannelId] }),
    index("niche_channels_channel_idx").on(t.watchedChannelId),
  ],
);

/** The basis of a score, shown on hover (shape: OutlierScore in src/shared/outlier-score.ts). */
export type StoredOutlierBasis = {
  basis: "7d" | "30d" | "lifetime";
  views: number;
  median: number;
  ageDays: number;
  compared: number;
};

export const watchedVideos = pgTable(
  "watched_videos",
  {
    /** YouTube's 11-character video id. */
    id: text("id").primaryKey(),
    watchedChannelId: uuid("watched_channel_id")
      .notNull()
      .references(() => watchedChannels.id, { onDelete: "cascade" }),
    title: text("title").notNull(),
    description: text("description").notNull().default(""),
    tags: text("tags").array().notNull().default(sql`'{}'::text[]`),
    publishedAt: timestamp("published_at", { withTimezone: true }).notNull(),
    durationSeconds: integer("duration_seconds"),
    /** 3 minutes or less: compared only with the channel's other Shorts. */
    isShort: boolean("is_short").notNull(),
    /** Null when YouTube's answer carried no view count. */
    views: bigint("views", { mode: "number" }),
    /** views / the channel's comparable median; null under 48 hours, with too little history, or no views. */
    score: doublePrecision("score"),
    scoreBasis: jsonb("score_basis").$type<StoredOutlierBasis>(),
    firstSeenAt: createdAt(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("watched_videos_channel_published_idx").on(t.watchedChannelId, t.publishedAt),
    index("watched_videos_score_idx").on(t.score),
    index("watched_videos_published_idx").on(t.publishedAt),
  ],
);

export const watchedVideoSnapshots = pgTable(
  "watched_video_snapshots",
  {
    videoId: text("video_id")
      .notNull()
      .references(() => watchedVideos.id, { onDelete: "cascade" }),
    takenAt: timestamp("taken_at", { withTimezone: true }).notNull(),
    views: bigint("views", { mode: "number" }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.videoId, t.takenAt] })],
);

export const IDEA_STATUSES = ["new", "shortlisted", "in_production", "dropped"] as const;

export const ideas = pgTable(
  "ideas",
  {
    id: id(),
    title: text("title").notNull(),
    notes: text("notes").notNull().default(""),
    /** The outlier it came from; null when written by hand (or the video left the watch list). */
    sourceVideoId: text("source_video_id").references(() => watchedVideos.id, { onDelete: "set null" }),
    sourceText: text("source_text").notNull().default(""),
    nicheId: uuid("niche_id").references(() => niches.id, { onDelete: "set null" }),
    targetChannelId: uuid("target_channel_id").references(() => channels.id, { onDelete: "set null" }),
    tags: text("tags").array().notNull().default(sql`'{}'::text[]`),
    /** The team's own 0–100 rating; null until someone sets it. */
    rating: integer("rating"),
    status: text("status", { enum: IDEA_STATUSES }).notNull().default("new"),
    /** The board video made from it ("Add to board"). */
    videoId: uuid("video_id").references(() => videos.id, { onDelete: "set null" }),
    userId: memberId("user_id"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("ideas_status_updated_idx").on(t.status, t.updatedAt),
    index("ideas_updated_idx").on(t.updatedAt),
    check("ideas_status_known", sql`${t.status} in ('new', 'shortlisted', 'in_production', 'dropped')`),
    check("ideas_rating_range", sql`${t.rating} is null or ${t.rating} between 0 and 100`),
  ],
);

/**
 * The data versions of ideas (decisions 016, 028 for the library's): "outliers" is raised by any
 * statement that changes niches, watched channels or their uploads, "ideas" by any that changes an idea
 * (triggers, migration `ideas_versions`), so the outliers page and the idea bank are computed once per
 * version and every request reads the versions first. Values come from one sequence, never reset, so a
 * version is never reused after a TRUNCATE (tests) empties this table.
 */
export const ideasDataVersions = pgTable("ideas_data_versions", {
  area: text("area", { enum: ["outliers", "ideas"] }).primaryKey(),
  version: bigint("version", { mode: "number" }).notNull(),
});
