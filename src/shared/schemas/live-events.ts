// Live updates (issue 13 item 6, docs/decisions/025-live-events.md): what `GET /api/events` sends,
// one server-sent event per change another member (or this one, in another tab) made. Database
// triggers write them (migration `live_events`), so every writer on every instance is covered.
//
// To add a kind (the production board's card moves, the bell's notifications): add its schema to
// `liveEventSchema`, emit it from a trigger or a transaction with `live_event_notify(jsonb)` (SQL) or
// `notifyLiveEvent` (src/server/events/notify.ts), and react to it in the client with
// `useLiveUpdates` (src/client/api/live-events.ts). A member-only event carries `forUserId`: only that
// member's streams get it. Clients ignore kinds they do not know.
import { z } from "zod";

const id = z.string();
/** Who made the change when the database knows it: a new row's author, the member present or reviewing; null otherwise. */
const by = z.string().nullable().optional();
const op = z.enum(["insert", "update", "delete"]);

export const channelEventSchema = z.object({ type: z.literal("channel"), op, channelId: id, by });

export const folderEventSchema = z.object({
  type: z.literal("folder"),
  op,
  folderId: id,
  channelId: id,
  /** Set when the folder moved to another channel. */
  previousChannelId: id.optional(),
  by,
});

export const videoEventSchema = z.object({
  type: z.literal("video"),
  op,
  videoId: id,
  folderId: id,
  channelId: id,
  /** Set when the video moved to another folder. */
  previousFolderId: id.optional(),
  previousChannelId: id.nullable().optional(),
  by,
});

/** A change to a part of a video: its script (or a script version), a note, its metrics. */
const videoPartEvent = <T extends "script" | "note" | "metrics">(type: T) =>
  z.object({ type: z.literal(type), op, videoId: id, folderId: id, channelId: id, by });
export const scriptEventSchema = videoPartEvent("script");
export const noteEventSchema = videoPartEvent("note");
export const metricsEventSchema = videoPartEvent("metrics");

/** A video's review changed: a comment, a reply, a suggestion closed, a request or a decision (decision 036). */
export const reviewEventSchema = z.object({ type: z.literal("review"), videoId: id, by });

/** Someone opened or closed a video's script, or started or stopped editing it (decision 036). */
export const presenceEventSchema = z.object({ type: z.literal("presence"), videoId: id, by });

/** An idea of the idea bank was added, changed or deleted (decision 035). */
export const ideaEventSchema = z.object({ type: z.literal("idea"), op, ideaId: id, by });

/** The member's bell has something new (sent to that member's streams only). */
export const notificationEventSchema = z.object({ type: z.literal("notification") });

/** Many rows of one channel changed in one transaction (a sync): everything of the channel is stale. */
export const bulkEventSchema = z.object({ type: z.literal("bulk"), channelId: id });

/**
 * Changes may have been missed (the server's LISTEN connection dropped and came back, or this stream
 * fell behind): everything shown is read again.
 */
export const resyncEventSchema = z.object({ type: z.literal("resync") });

export const liveEventSchema = z.discriminatedUnion("type", [
  channelEventSchema,
  folderEventSchema,
  videoEventSchema,
  scriptEventSchema,
  noteEventSchema,
  metricsEventSchema,
  bulkEventSchema,
  resyncEventSchema,
  reviewEventSchema,
  presenceEventSchema,
  notificationEventSchema,
  ideaEventSchema,
]);
export type LiveEvent = z.infer<typeof liveEventSchema>;
export type LiveEventType = LiveEvent["type"];
