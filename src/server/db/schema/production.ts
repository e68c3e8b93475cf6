// Issue 13, production pipeline: what happened to each video, by whom and when. The one writer is
// src/server/library/activity.ts (decision 022); deleting a video removes its log, deleting a member
// keeps the entries without their name.
import { bigint, index, jsonb, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
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
