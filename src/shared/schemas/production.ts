// Issue 13, production pipeline: a video's stage, assignee and dates, the board, moves within and
// between its columns, the members who can be assigned, and a video's activity log.
import { z } from "zod";
import { BOARD_COLUMN_MAX, COLUMN_LIMITS, DUE_WINDOWS, parseColumnLimits } from "../board-paging.ts";
import { msg } from "../message.ts";
import { isCalendarDay, PRODUCTION_STAGES } from "../production-stages.ts";
import { isoDate, videoSchema } from "./library.ts";

// ---------------------------------------------------------------------------------------------
// Inputs

export const stageInput = z.enum(PRODUCTION_STAGES, {
  error: "Stage must be Idea, Scripting, Recording, Editing, Ready or Published",
});

const calendarDate = (label: string) =>
  z
    .string({ error: msg("{label} must be a date (YYYY-MM-DD)", { label }) })
    // A real day: 2025-02-30 is refused, not rolled over to March.
    .refine(isCalendarDay, { error: msg("{label} must be a date (YYYY-MM-DD)", { label }) })
    .nullable();

const memberId = z.string({ error: "Assignee must be a member" }).min(1).max(100).nullable();

/** Stage, assignee, due date and planned publish date; null clears the assignee or a date. */
export const updateProductionSchema = z
  .object({
    stage: stageInput.optional(),
    assigneeId: memberId.optional(),
    dueDate: calendarDate(msg("Due date")).optional(),
    plannedPublishDate: calendarDate(msg("Planned publish date")).optional(),
  })
  .refine((v) => Object.values(v).some((field) => field !== undefined), { error: "Nothing to update" });
export type UpdateProductionInput = z.input<typeof updateProductionSchema>;

/**
 * A card dropped on the board: its column, and the card it now sits above (null: the column's end).
 * Order within a column is kept on the server.
 */
export const moveVideoSchema = z.object({
  stage: stageInput,
  beforeId: z.string({ error: "beforeId must be a video id or null" }).max(100).nullable(),
});
export type MoveVideoInput = z.input<typeof moveVideoSchema>;

/**
 * The board's filters (issue 13 items 2 and 8): the server sends each column's first cards that
 * match, so a board of thousands of videos is a small answer. The board of one channel passes its id.
 */
export const boardQuerySchema = z.object({
  channelId: z.string().max(100).optional(),
  /** A member's id (only the videos assigned to them), or "unassigned". */
  assigneeId: z.string().max(100).optional(),
  /** Words in the title, any case. */
  search: z.string({ error: "Search must be text" }).max(200, { error: "Search is at most 200 characters" }).optional(),
  due: z.enum(DUE_WINDOWS, { error: "Due must be any, overdue, week, month or none" }).optional(),
  /** The viewer's calendar day, for the due windows (the server's UTC day when left out). */
  today: z.string().refine(isCalendarDay, { error: "Today must be a date (YYYY-MM-DD)" }).optional(),
  /** Cards per column where not 50, as `stage:count` pairs (at most 100,000 each). */
  limits: z
    .string()
    .max(200)
    .refine((value) => COLUMN_LIMITS.test(value), { error: "Limits must be stage:count pairs, e.g. published:100" })
    .refine((value) => Object.values(parseColumnLimits(value)).every((n) => n >= 1 && n <= BOARD_COLUMN_MAX), {
      error: "A column's limit must be between 1 and 100,000",
    })
    .optional(),
});
export type BoardQuery = z.input<typeof boardQuerySchema>;

// ---------------------------------------------------------------------------------------------
// Answers

export const memberSchema = z.object({ id: z.string(), name: z.string(), email: z.string() });
export type Member = z.infer<typeof memberSchema>;
export const memberListSchema = z.object({ members: z.array(memberSchema) });

/**
 * A card as the board sends it (issue 13 item 8): only what the card shows, its channel, folder and
 * assignee by id, named once in the board's `channels`, `folders` and `members`.
 */
export const boardCardSchema = z.object({
  id: z.string(),
  title: z.string(),
  stage: z.enum(PRODUCTION_STAGES),
  /** Ascending within a column. */
  rank: z.number(),
  channelId: z.string(),
  folderId: z.string(),
  assigneeId: z.string().nullable(),
  dueDate: z.string().nullable(),
  plannedPublishDate: z.string().nullable(),
  publishedAt: isoDate.nullable(),
  /** The script's length in its language's unit (decision 038), null without a script. */
  wordCount: z.number().int().nullable(),
  /** What `wordCount` counts: words, or characters for a language written without spaces. */
  lengthUnit: z.enum(["words", "characters"]),
  /** For the thumbnail; null when the video has no YouTube address. */
  youtubeVideoId: z.string().nullable(),
});
export type BoardCardAnswer = z.infer<typeof boardCardSchema>;
export const boardSchema = z.object({
  /** The channels and folders the cards are in. */
  channels: z.array(z.object({ id: z.string(), name: z.string() })),
  folders: z.array(z.object({ id: z.string(), name: z.string(), channelId: z.string() })),
  /** The workspace's members by id (an assignee's avatar shows their initials). */
  members: z.array(z.object({ id: z.string(), name: z.string() })),
  /** Each column's first cards that match, in board order (rank, then id). */
  cards: z.array(boardCardSchema),
  /** Per column: the cards that match in all, and the first one not sent (where "Show more" goes on). */
  columns: z.record(z.enum(PRODUCTION_STAGES), z.object({ total: z.number().int(), next: z.string().nullable() })),
  /** The cards that match, in every column. */
  count: z.number().int(),
});
export type Board = z.infer<typeof boardSchema>;

/** A card joined with its channel, folder and assignee: what the board's components show. */
export interface BoardCard extends Omit<BoardCardAnswer, "channelId" | "folderId" | "assigneeId"> {
  channel: { id: string; name: string };
  folder: { id: string; name: string };
  assignee: { id: string; name: string } | null;
}

export const productionAnswerSchema = z.object({ message: z.string(), video: videoSchema });

export const ACTIVITY_KINDS = [
  "created",
  "stage",
  "assignee",
  "due_date",
  "planned_publish_date",
  "title",
  "url",
  "status",
  "script",
  "packaging",
  "note",
  "review_requested",
  "review_comment",
  "suggestion_accepted",
  "review_approved",
  "review_changes_requested",
] as const;
export type ActivityKind = (typeof ACTIVITY_KINDS)[number];

export const activityEntrySchema = z.object({
  id: z.string(),
  kind: z.enum(ACTIVITY_KINDS),
  /** Previous and new values (stage names, member names, dates, titles…); a script's version; a note's text. */
  from: z.string().nullable(),
  to: z.string().nullable(),
  /** Null for the scheduled sync or a deleted account. */
  actor: z.object({ id: z.string(), name: z.string() }).nullable(),
  /** The access token the member wrote with (and the agent using it through MCP); null in the app itself. */
  via: z.object({ token: z.string(), agent: z.string().nullable() }).nullable(),
  /** The name a guest of a review link gave, for what they did (their actor is null). */
  guest: z.string().nullable(),
  createdAt: isoDate,
});
export type ActivityEntry = z.infer<typeof activityEntrySchema>;
export const activityListSchema = z.object({ entries: z.array(activityEntrySchema), count: z.number().int() });

// ---------------------------------------------------------------------------------------------
// Notifications (issue 13 item 7, in-app part)

export const NOTIFICATION_KINDS = [
  "assigned",
  "mentioned",
  "due_tomorrow",
  "overdue",
  "sync_failed",
  // Review and sign-off (decision 036).
  "review_requested",
  "review_comment",
  "review_reply",
  "review_mention",
  "review_approved",
  "review_changes_requested",
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

export const notificationSchema = z.object({
  id: z.string(),
  kind: z.enum(NOTIFICATION_KINDS),
  /** The video it is about; null for a failed sync (about a channel). */
  video: z.object({ id: z.string(), title: z.string(), dueDate: z.string().nullable() }).nullable(),
  /** The channel of a failed sync; null otherwise. */
  channel: z.object({ id: z.string(), name: z.string() }).nullable(),
  /** Who assigned or mentioned; null for due reminders, failed syncs or a deleted account. */
  actor: z.object({ id: z.string(), name: z.string() }).nullable(),
  /** A guest of a review link who caused it ("Olga"); null otherwise. */
  guestName: z.string().nullable(),
  createdAt: isoDate,
  readAt: isoDate.nullable(),
});
export type Notification = z.infer<typeof notificationSchema>;
export const notificationListSchema = z.object({
  notifications: z.array(notificationSchema),
  /** Unread notifications in all (the list holds the newest 50). */
  unread: z.number().int(),
});
export type NotificationList = z.infer<typeof notificationListSchema>;

/** Mark some of my notifications read (`ids`), or all of them (`all: true`). */
export const markNotificationsReadSchema = z
  .object({
    ids: z.array(z.string().max(100), { error: "ids must be a list of notification ids" }).min(1).max(500).optional(),
    all: z.literal(true, { error: "all must be true" }).optional(),
  })
  .refine((v) => (v.ids !== undefined) !== (v.all !== undefined), { error: "Give either ids or all: true" });
export type MarkNotificationsReadInput = z.input<typeof markNotificationsReadSchema>;
export const markedReadSchema = z.object({ message: z.string(), updated: z.number().int(), unread: z.number().int() });

// Mail switches (issue 13 item 7): per member, both on by default.
export const notificationSettingsSchema = z.object({
  /** Mail me when a video is assigned to me. */
  mailAssigned: z.boolean(),
  /** Mail me when someone mentions me in a note. */
  mailMentioned: z.boolean(),
  /** Mail me review requests, comments on my scripts, replies and review decisions. */
  mailReview: z.boolean(),
});
export type NotificationSettings = z.infer<typeof notificationSettingsSchema>;
export const updateNotificationSettingsSchema = z
  .object({
    mailAssigned: z.boolean({ error: "mailAssigned must be true or false" }).optional(),
    mailMentioned: z.boolean({ error: "mailMentioned must be true or false" }).optional(),
    mailReview: z.boolean({ error: "mailReview must be true or false" }).optional(),
  })
  .refine((v) => v.mailAssigned !== undefined || v.mailMentioned !== undefined || v.mailReview !== undefined, {
    error: "Give mailAssigned, mailMentioned or mailReview",
  });
export type UpdateNotificationSettingsInput = z.input<typeof updateNotificationSettingsSchema>;
