// Issue 13, production pipeline: what happened to each video, by whom and when. The one writer is
// src/server/library/activity.ts (decision 022); deleting a video removes its log, deleting a member
// keeps the entries without their name.
import { bigint, index, jsonb, pgTable, text, timestamp, unique, uuid } from "drizzle-orm/pg-core";
import { users } from "../auth-schema.ts";
import { videos } from "./library.ts";

export const videoActivity = pgTable(
  "video_activity",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    videoId: uuid("video_id")
      .notNull()
      .references(() => videos.id, { onDelete: "cascade" }),
    /** Who made the change; null for the scheduled sync or a deleted account. */
    userId: text("user_id").references(() => users.id, { onDelete: "set null" }),
    /** created | stage | assignee | due_date | planned_publish_date | title | url | status | script | note */
    kind: text("kind").notNull(),
    /** What changed, e.g. { from: "idea", to: "scripting" } (shape: shared/schemas/production.ts). */
    detail: jsonb("detail").notNull().default({}),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    /** Orders the entries one write makes (they share the transaction's time). */
    seq: bigint("seq", { mode: "number" }).notNull().generatedAlwaysAsIdentity(),
  },
  // A video's log, newest first.
  (t) => [index("video_activity_video_created_idx").on(t.videoId, t.createdAt, t.seq)],
);

/**
 * In-app notifications (issue 13 item 7): "assigned to you" (written with the assignment) and "a video
 * you own is due tomorrow / overdue" (computed when the member reads them). `key` makes each one
 * once per member, video, kind and date, however often it is computed.
 */
export const notifications = pgTable(
  "notifications",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** assigned | due_tomorrow | overdue */
    kind: text("kind").notNull(),
    videoId: uuid("video_id")
      .notNull()
      .references(() => videos.id, { onDelete: "cascade" }),
    /** Who caused it (the member who assigned); null for the computed due reminders. */
    actorId: text("actor_id").references(() => users.id, { onDelete: "set null" }),
    /** kind:video:date — one notification per member for each. */
    key: text("key").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    readAt: timestamp("read_at", { withTimezone: true }),
  },
  (t) => [
    unique("notifications_user_key_unique").on(t.userId, t.key),
    // A member's bell, newest first.
    index("notifications_user_created_idx").on(t.userId, t.createdAt),
  ],
);
