// Content Studio: the per-user AI rate limit lives in the database so it holds across app instances
// (ARCHITECTURE §2: nothing shared between instances lives in process memory).
import { integer, jsonb, pgTable, primaryKey, timestamp, unique, uuid } from "drizzle-orm/pg-core";
import { id } from "../columns.ts";
import { belongsToMember } from "./belongs-to.ts";
import { videos } from "./library.ts";

/**
 * The AI operations a user started in the last minute (rate-limit.ts): one row per operation, stamped
 * by the database clock when it was accepted (`window_start`: the rolling minute it opens), `count` 1
 * (more only for two in the same microsecond). Rows older than a minute are deleted as the user counts.
 */
export const aiUsage = pgTable(
  "ai_usage",
  {
    userId: belongsToMember(),
    windowStart: timestamp("window_start", { withTimezone: true }).notNull(),
    count: integer("count").notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.userId, t.windowStart] })],
);

/**
 * A member's studio work in progress, kept on the server so it follows them to any device: one
 * unbound draft (video_id null) and one per video they are writing for. `work` is the studio's
 * whole state as the shared draft schema describes it; a save replaces it (last write wins: it is
 * one member's own work).
 */
export const studioDrafts = pgTable(
  "studio_drafts",
  {
    id: id(),
    userId: belongsToMember(),
    videoId: uuid("video_id").references(() => videos.id, { onDelete: "cascade" }),
    work: jsonb("work").notNull(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [unique("studio_drafts_user_video_unique").on(t.userId, t.videoId).nullsNotDistinct()],
);
