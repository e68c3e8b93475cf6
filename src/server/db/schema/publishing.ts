// Publishing to YouTube: every "Apply to YouTube" keeps the snippet YouTube had before it, so "Undo on
// YouTube" writes those fields back exactly (a packaging version can't hold YouTube's raw description,
// category and language, so the record lives beside the packaging versions, not in them).
import { bigint, customType, index, integer, jsonb, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import type { PublishableField, YouTubeSnippet } from "../../../shared/schemas/publishing.ts";
import { memberId } from "../auth-schema.ts";
import { createdAt, id, updatedAt } from "../columns.ts";
import { belongsToMember, belongsToVideo } from "./belongs-to.ts";
import { videos } from "./library.ts";

export const youtubeApplications = pgTable(
  "youtube_applications",
  {
    id: id(),
    videoId: belongsToVideo(),
    /** The YouTube video written, as it was at the time (the library video's link may change later). */
    youtubeVideoId: text("youtube_video_id").notNull(),
    fields: jsonb("fields").$type<PublishableField[]>().notNull(),
    before: jsonb("before").$type<YouTubeSnippet>().notNull(),
    after: jsonb("after").$type<YouTubeSnippet>().notNull(),
    userId: memberId("user_id"),
    createdAt: createdAt(),
    undoneAt: timestamp("undone_at", { withTimezone: true }),
    undoneBy: memberId("undone_by"),
  },
  (t) => [index("youtube_applications_video_created_idx").on(t.videoId, t.createdAt)],
);

/** Image bytes as PostgreSQL's bytea (both drivers hand back a Uint8Array, Buffer being one). */
const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({ dataType: () => "bytea" });

/**
 * A video's thumbnail image, one per video, checked against YouTube's rules on the way in. In the
 * database (at most 2 MB) so every instance serves it and sets it on YouTube.
 */
export const videoThumbnails = pgTable("video_thumbnails", {
  videoId: uuid("video_id")
    .primaryKey()
    .references(() => videos.id, { onDelete: "cascade" }),
  contentType: text("content_type").notNull(),
  width: integer("width").notNull(),
  height: integer("height").notNull(),
  image: bytea("image").notNull(),
  userId: memberId("user_id"),
  uploadedAt: timestamp("uploaded_at", { withTimezone: true }).notNull().defaultNow(),
  /** When this image was set on YouTube (null: not yet, or a newer image came since). */
  setOnYouTubeAt: timestamp("set_on_youtube_at", { withTimezone: true }),
});

/**
 * A resumable upload of a video file to YouTube, relayed chunk by chunk through the server. The row
 * is what any instance needs to take the next chunk: YouTube's session address (sealed like tokens:
 * it lets anyone holding it upload), the size, and how many bytes YouTube confirmed. YouTube stays
 * the truth for the count; the row follows its answers.
 */
export const youtubeUploads = pgTable(
  "youtube_uploads",
  {
    id: id(),
    videoId: belongsToVideo(),
    userId: belongsToMember(),
    sessionUrl: text("session_url").notNull(),
    size: bigint("size", { mode: "number" }).notNull(),
    contentType: text("content_type").notNull(),
    received: bigint("received", { mode: "number" }).notNull().default(0),
    youtubeVideoId: text("youtube_video_id"),
    privacyStatus: text("privacy_status"),
    /** The release time asked of YouTube (status.publishAt), if any. */
    publishAt: timestamp("publish_at", { withTimezone: true }),
    /** What YouTube answered for it: null when it dropped it (an audit-locked project). */
    youtubePublishAt: timestamp("youtube_publish_at", { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    completedAt: timestamp("completed_at", { withTimezone: true }),
  },
  (t) => [index("youtube_uploads_video_idx").on(t.videoId)],
);

/**
 * A video's scheduled release on YouTube: it is private there with `status.publishAt`, and YouTube
 * makes it public then by itself. One per video, written when an upload with a release time finishes
 * or when a release is set, changed or cancelled (videos.update of `status`); the calendar shows it,
 * and the sync that sees the video public moves its card to Published and removes the row.
 */
export const youtubeReleases = pgTable(
  "youtube_releases",
  {
    videoId: uuid("video_id")
      .primaryKey()
      .references(() => videos.id, { onDelete: "cascade" }),
    /** The YouTube video scheduled, as it was then (the library video's link may change later). */
    youtubeVideoId: text("youtube_video_id").notNull(),
    /** What YouTube answered for status.publishAt. */
    publishAt: timestamp("publish_at", { withTimezone: true }).notNull(),
    userId: memberId("user_id"),
    updatedAt: updatedAt(),
  },
  // The calendar reads a month of releases.
  (t) => [index("youtube_releases_publish_at_idx").on(t.publishAt)],
);
