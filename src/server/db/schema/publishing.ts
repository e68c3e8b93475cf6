// Publishing to YouTube: every "Apply to YouTube" keeps the snippet YouTube had before it, so "Undo on
// YouTube" writes those fields back exactly (a packaging version can't hold YouTube's raw description,
// category and language, so the record lives beside the packaging versions, not in them).
import { index, jsonb, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import type { PublishableField, YouTubeSnippet } from "../../../shared/schemas/publishing.ts";
import { users } from "../auth-schema.ts";
import { videos } from "./library.ts";

export const youtubeApplications = pgTable(
  "youtube_applications",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    videoId: uuid("video_id")
      .notNull()
      .references(() => videos.id, { onDelete: "cascade" }),
    /** The YouTube video written, as it was at the time (the library video's link may change later). */
    youtubeVideoId: text("youtube_video_id").notNull(),
    fields: jsonb("fields").$type<PublishableField[]>().notNull(),
    before: jsonb("before").$type<YouTubeSnippet>().notNull(),
    after: jsonb("after").$type<YouTubeSnippet>().notNull(),
    userId: text("user_id").references(() => users.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    undoneAt: timestamp("undone_at", { withTimezone: true }),
    undoneBy: text("undone_by").references(() => users.id, { onDelete: "set null" }),
  },
  (t) => [index("youtube_applications_video_created_idx").on(t.videoId, t.createdAt)],
);
