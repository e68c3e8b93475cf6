// Issue 13, production pipeline: what happened to each video, by whom and when. The one writer is
// src/server/library/activity.ts (decision 022); deleting a video removes its log, deleting a member
// keeps the entries without their name.
import { sql } from "drizzle-orm";
import { bigint, boolean, check, index, jsonb, pgTable, text, timestamp, unique, uuid } from "drizzle-orm/pg-core";
import { memberId, users } from "../auth-schema.ts";
import { createdAt, id, updatedAt } from "../columns.ts";
import { writtenVia } from "./automation.ts";
import { belongsToMember, belongsToVideo } from "./belongs-to.ts";
import { channels, videos } from "./library.ts";

export const videoActivity = pgTable(
  "video_activity",
  {
    id: id(),
    videoId: belongsToVideo(),
    /** Who made the change; null for the scheduled sync or a deleted account. */
    userId: memberId("user_id"),
    /** created | stage | assignee | due_date | planned_publish_date | title | url | status | script | packaging | note */
    kind: text("kind").notNull(),
    /** What changed, e.g. { from: "idea", to: "scripting" } (shape: shared/schemas/production.ts). */
    detail: jsonb("detail").notNull().default({}),
    /**
     * The access token (and the agent, through MCP) the member wrote with, e.g. { token: "n8n" }; null
     * for a browser session. Read from the session setting db/actor.ts sets, so every writer's insert
     * (its CTEs too) carries it without passing it along (decision 044).
     */
    via: writtenVia(),
    createdAt: createdAt(),
    /** Orders the entries one write makes (they share the transaction's time). */
    seq: bigint("seq", { mode: "number" }).notNull().generatedAlwaysAsIdentity(),
  },
  // A video's log, newest first.
  (t) => [index("video_activity_video_created_idx").on(t.videoId, t.createdAt, t.seq)],
);

/**
 * In-app notifications (issue 13 item 7): "assigned to you" (written with the assignment), "mentioned
 * you in a note" (written with the note), "a video you own is due tomorrow / overdue" (computed when
 * the member reads them) and "a channel sync failed" (written when the run fails). `key` makes each
 * one once per member and cause, however often it is computed. A notification is about a video or,
 * for a sync, a channel.
 */
export const notifications = pgTable(
  "notifications",
  {
    id: id(),
    userId: belongsToMember(),
    /** assigned | mentioned | due_tomorrow | overdue | sync_failed */
    kind: text("kind").notNull(),
    videoId: uuid("video_id").references(() => videos.id, { onDelete: "cascade" }),
    /** The channel of a failed sync (the link goes to its dashboard). */
    channelId: uuid("channel_id").references(() => channels.id, { onDelete: "cascade" }),
    /** Who caused it (the member who assigned); null for the computed due reminders. */
    actorId: memberId("actor_id"),
    /** A guest of a review link who caused it (their name, "Olga"); null otherwise (decision 036). */
    guestName: text("guest_name"),
    /** kind:video:date, mentioned:note, sync_failed:run — one notification per member for each. */
    key: text("key").notNull(),
    createdAt: createdAt(),
    readAt: timestamp("read_at", { withTimezone: true }),
    /** When its mail went out (the mail job skips one already mailed when it is retried). */
    mailedAt: timestamp("mailed_at", { withTimezone: true }),
  },
  (t) => [
    check("notifications_subject", sql`${t.videoId} is not null or ${t.channelId} is not null`),
    unique("notifications_user_key_unique").on(t.userId, t.key),
    // A member's bell, newest first.
    index("notifications_user_created_idx").on(t.userId, t.createdAt),
  ],
);

/** A member's mail switches (issue 13 item 7); no row means both on. */
export const notificationSettings = pgTable("notification_settings", {
  userId: text("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  mailAssigned: boolean("mail_assigned").notNull().default(true),
  mailMentioned: boolean("mail_mentioned").notNull().default(true),
  /** Review requests, comments on my scripts, replies and decisions (decision 036). */
  mailReview: boolean("mail_review").notNull().default(true),
  updatedAt: updatedAt(),
});
