// The Content Library (spec §3): channels > month folders > videos, each video with one script,
// one metrics row and its notes. Deleting a row removes everything below it (ON DELETE CASCADE);
// deleting a member keeps the workspace's content (user_id SET NULL). One index per read path of §7.
import { sql } from "drizzle-orm";
import {
  type AnyPgColumn,
  bigint,
  boolean,
  check,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  real,
  text,
  timestamp,
  unique,
  uuid,
} from "drizzle-orm/pg-core";
import { memberId } from "../auth-schema.ts";
import { createdAt, id, updatedAt } from "../columns.ts";
import { writtenVia } from "./automation.ts";

export const channels = pgTable(
  "channels",
  {
    id: id(),
    name: text("name").notNull(),
    description: text("description"),
    /** The address the channel was connected with (null when created by name in the studio). */
    youtubeUrl: text("youtube_url"),
    /**
     * kind:id of that address, lower-cased ('handle:mrbeast', 'channel:uc…'): the same channel can't
     * be connected twice, whatever URL form or case was typed.
     */
    sourceKey: text("source_key").unique("channels_source_key_unique"),
    /** The canonical YouTube channel id (UC…), set by the YouTube integration. */
    youtubeChannelId: text("youtube_channel_id").unique("channels_youtube_channel_id_unique"),
    /** How fast the channel's presenter speaks: duration → word target, teleprompter, chapter times. */
    wordsPerMinute: integer("words_per_minute").notNull().default(150),
    /**
     * The language its videos are spoken in (BCP 47, canonical): scripts written for it inherit it.
     * Null until YouTube's snippet.defaultLanguage or a member sets it; readers take English then.
     */
    language: text("language"),
    /** The channel's voice profile (shape: shared/schemas/channel-voice.ts); null until built or written. */
    voiceProfile: jsonb("voice_profile"),
    voiceUpdatedAt: timestamp("voice_updated_at", { withTimezone: true }),
    /** A video of this channel leaves Scripting only once its script's current version is approved (036). */
    requireScriptApproval: boolean("require_script_approval").notNull().default(false),
    userId: memberId("user_id"),
    createdAt: createdAt(),
  },
  (t) => [
    index("channels_created_at_idx").on(t.createdAt),
    check("channels_words_per_minute_range", sql`${t.wordsPerMinute} between 100 and 200`),
  ],
);

export const folders = pgTable(
  "folders",
  {
    id: id(),
    name: text("name").notNull(),
    /** Canonical 'YYYY-MM' (docs/decisions/001-canonical-month.md). */
    monthYear: text("month_year").notNull(),
    channelId: uuid("channel_id")
      .notNull()
      .references(() => channels.id, { onDelete: "cascade" }),
    userId: memberId("user_id"),
    createdAt: createdAt(),
  },
  (t) => [
    // A channel's folders, newest month first (library, channel detail, studio).
    index("folders_channel_month_idx").on(t.channelId, t.monthYear, t.createdAt),
    check("folders_month_year_canonical", sql`${t.monthYear} ~ '^[1-9][0-9]{3}-(0[1-9]|1[0-2])$'`),
  ],
);

export const videos = pgTable(
  "videos",
  {
    id: id(),
    title: text("title").notNull(),
    /** draft | published | archive; any other stored value is shown as draft (spec §4). */
    status: text("status").notNull().default("draft"),
    youtubeUrl: text("youtube_url"),
    /** The 11-character id taken from youtube_url, kept beside it to match videos with YouTube. */
    youtubeVideoId: text("youtube_video_id"),
    folderId: uuid("folder_id")
      .notNull()
      .references(() => folders.id, { onDelete: "cascade" }),
    userId: memberId("user_id"),
    targetKeywords: text("target_keywords").array().notNull().default(sql`'{}'::text[]`),
    /**
     * Issue 13: idea | scripting | recording | editing | ready | published. A status other than
     * archive follows it (published ⇔ Published; the check below holds it); see decision 022.
     */
    stage: text("stage").notNull().default("idea"),
    /** The member who works on it next; null when nobody is (or their account was deleted). */
    assigneeId: memberId("assignee_id"),
    dueDate: date("due_date", { mode: "string" }),
    plannedPublishDate: date("planned_publish_date", { mode: "string" }),
    /** When it went out: YouTube's publish time for imported uploads, else when it was moved to Published. */
    publishedAt: timestamp("published_at", { withTimezone: true }),
    /**
     * Its place in its stage's column on the board, smallest first. Fractional, so a move writes one
     * row; a new video goes on top (minus its creation time in seconds).
     */
    boardRank: doublePrecision("board_rank")
      .notNull()
      .default(sql`(-extract(epoch from clock_timestamp()))::double precision`),
    /** Its own language (BCP 47) when it is not its channel's: a translation for dubbing; null otherwise. */
    language: text("language"),
    /** The video it was made from ("Translate script"); null for an original, or once that video is gone. */
    sourceVideoId: uuid("source_video_id").references((): AnyPgColumn => videos.id, { onDelete: "set null" }),
    /** long | short: a Short (3 minutes or less, vertical) is written, packaged and timed in seconds (decision 046). */
    format: text("format").notNull().default("long"),
    /** The long video a Short was made from ("Make Shorts"); null for anything else, or once that video is gone. */
    shortOfVideoId: uuid("short_of_video_id").references((): AnyPgColumn => videos.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // A folder's videos newest first; a channel's recent videos (through its folders).
    index("videos_folder_created_idx").on(t.folderId, t.createdAt),
    index("videos_youtube_video_id_idx").on(t.youtubeVideoId),
    // The board's columns in order; a member's assigned work.
    index("videos_stage_rank_idx").on(t.stage, t.boardRank),
    index("videos_assignee_due_idx").on(t.assigneeId, t.dueDate),
    // The video page's "Translations" list.
    index("videos_source_video_idx").on(t.sourceVideoId),
    // The video page's "Shorts from this video" list.
    index("videos_short_of_video_idx").on(t.shortOfVideoId),
    check("videos_format_known", sql`${t.format} in ('long', 'short')`),
    check("videos_stage_known", sql`${t.stage} in ('idea', 'scripting', 'recording', 'editing', 'ready', 'published')`),
    check(
      "videos_status_follows_stage",
      sql`${t.status} = 'archive' or ((${t.status} = 'published') = (${t.stage} = 'published'))`,
    ),
  ],
);

export const scripts = pgTable("scripts", {
  id: id(),
  /** One script per video; the unique index is also the read path by video. */
  videoId: uuid("video_id")
    .notNull()
    .unique("scripts_video_id_unique")
    .references(() => videos.id, { onDelete: "cascade" }),
  content: text("content").notNull(),
  /** Minutes (the studio's slider: 0.5 to 120 in steps of 0.5). */
  duration: real("duration"),
  tone: text("tone"),
  wordCount: integer("word_count"),
  /** The number of the newest version in script_versions: the text above is that version's. */
  version: integer("version").notNull().default(1),
  userId: memberId("user_id"),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/**
 * Every save of a video's script, never changed once written (restoring an old one adds a new one).
 * `scripts` holds the newest as the video page's one-row read; this table is its history.
 */
export const scriptVersions = pgTable(
  "script_versions",
  {
    id: id(),
    videoId: uuid("video_id")
      .notNull()
      .references(() => videos.id, { onDelete: "cascade" }),
    /** 1, 2, 3… per video; the unique index orders a video's versions and is their read path. */
    number: integer("number").notNull(),
    content: text("content").notNull(),
    /** Minutes. */
    duration: real("duration"),
    tone: text("tone"),
    wordCount: integer("word_count").notNull(),
    /** An optional note such as 'sent to editor'. */
    label: text("label"),
    /** The version this one restored, when it was made by 'Restore'. */
    restoredFrom: integer("restored_from"),
    userId: memberId("user_id"),
    /** Who suggested the edit this version accepted (credited beside its author, decision 036). */
    suggestedBy: memberId("suggested_by"),
    /** Written with an access token, by an agent through MCP (decision 044). */
    via: writtenVia(),
    createdAt: createdAt(),
  },
  (t) => [
    unique("script_versions_video_number_unique").on(t.videoId, t.number),
    check("script_versions_number_positive", sql`${t.number} >= 1`),
  ],
);

export const videoMetrics = pgTable(
  "video_metrics",
  {
    id: id(),
    /** One metrics row per video; the unique index is also the read path by video. */
    videoId: uuid("video_id")
      .notNull()
      .unique("video_metrics_video_id_unique")
      .references(() => videos.id, { onDelete: "cascade" }),
    views: bigint("views", { mode: "number" }).notNull().default(0),
    /**
     * Null means unknown, never zero: YouTube leaves likeCount out when the owner hides it and
     * commentCount out when comments are off (docs/decisions/013-unknown-metrics.md).
     */
    likes: bigint("likes", { mode: "number" }),
    comments: bigint("comments", { mode: "number" }),
    /**
     * Fractions 0–1 as spec §3 says; the API speaks percentages 0–100 (the service converts).
     * Null means not known (a 'Manual entry' badge on the card).
     */
    ctr: doublePrecision("ctr"),
    retention: doublePrecision("retention"),
    /**
     * The video's length from YouTube (videos.list contentDetails.duration), written by each sync with
     * its counts: the dashboard's Outliers tab compares Shorts only with Shorts (decision 035). Null
     * when YouTube gave none or the video was not synced since.
     */
    durationSeconds: integer("duration_seconds"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check(
      "video_metrics_counts_non_negative",
      sql`${t.views} >= 0 and (${t.likes} is null or ${t.likes} >= 0) and (${t.comments} is null or ${t.comments} >= 0)`,
    ),
    check("video_metrics_ctr_fraction", sql`${t.ctr} is null or (${t.ctr} >= 0 and ${t.ctr} <= 1)`),
    check(
      "video_metrics_retention_fraction",
      sql`${t.retention} is null or (${t.retention} >= 0 and ${t.retention} <= 1)`,
    ),
  ],
);

export const videoNotes = pgTable(
  "video_notes",
  {
    id: id(),
    videoId: uuid("video_id")
      .notNull()
      .references(() => videos.id, { onDelete: "cascade" }),
    content: text("content").notNull(),
    userId: memberId("user_id"),
    createdAt: createdAt(),
  },
  // A video's notes, newest first.
  (t) => [index("video_notes_video_created_idx").on(t.videoId, t.createdAt)],
);
