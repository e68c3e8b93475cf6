// Review and sign-off (decision 036): comments on a script's words, suggested edits, review requests,
// per-version approval, guest review links and who has a script open. One schema per request, shared
// by the server (validation, OpenAPI) and the client (forms); the answers' shapes below.
import { z } from "zod";
import { msg } from "../message.ts";
import { isoDate } from "./library.ts";
import { SCRIPT_CONTENT_MAX } from "./scripts.ts";

export const COMMENT_BODY_MAX = 5_000;
export const QUOTE_MAX = 5_000;
export const REVIEW_MESSAGE_MAX = 2_000;
export const GUEST_NAME_MAX = 60;
export const REVIEWERS_MAX = 20;
/** A review link's life unless the member chooses another (the default). */
export const REVIEW_LINK_DEFAULT_DAYS = 14;
export const REVIEW_LINK_MAX_DAYS = 90;
/** How long a presence lasts without being renewed; browsers renew it at a third of that. */
export const PRESENCE_TTL_SECONDS = 45;

const versionNumber = z
  .number({ error: "version must be a version number" })
  .int({ error: "version must be a version number" })
  .min(1, { error: "version must be a version number" })
  .max(1_000_000, { error: "version must be a version number" });

const offset = z
  .number({ error: "start and end must be positions in the script" })
  .int({ error: "start and end must be positions in the script" })
  .min(0, { error: "start and end must be positions in the script" })
  .max(SCRIPT_CONTENT_MAX, { error: "start and end must be positions in the script" });

const commentBody = (message: string) =>
  z
    .string({ error: message })
    .trim()
    .max(COMMENT_BODY_MAX, { error: msg("A comment is at most {max, number} characters", { max: COMMENT_BODY_MAX }) });

/** The selected words: their offsets in `version`, and the words themselves (checked against it). */
const selection = {
  version: versionNumber,
  start: offset,
  end: offset,
  quote: z
    .string({ error: "Select the words to comment on" })
    .min(1, { error: "Select the words to comment on" })
    .max(QUOTE_MAX, { error: msg("Select at most {max, number} characters", { max: QUOTE_MAX }) }),
};
const selectionIsRange = (v: { start: number; end: number; quote: string }) =>
  v.end > v.start && v.end - v.start === v.quote.length;
const RANGE_MESSAGE = "The selection's start, end and words don't agree";

/** POST /api/videos/{id}/review/comments (and a guest's): a comment on the selected words. */
export const createCommentSchema = z
  .object({
    ...selection,
    body: commentBody("Write a comment").min(1, { error: "Write a comment" }),
  })
  .refine(selectionIsRange, { error: RANGE_MESSAGE });
export type CreateCommentInput = z.input<typeof createCommentSchema>;

/** POST /api/videos/{id}/review/suggestions: new text for the selected words ("" deletes them). */
export const createSuggestionSchema = z
  .object({
    ...selection,
    replacement: z
      .string({ error: "Type the new words" })
      .max(QUOTE_MAX, { error: msg("A suggestion is at most {max, number} characters", { max: QUOTE_MAX }) }),
    body: commentBody("The note must be text").optional(),
  })
  .refine(selectionIsRange, { error: RANGE_MESSAGE })
  .refine((v) => v.replacement !== v.quote, { error: "The suggestion is the same as the words it replaces" });
export type CreateSuggestionInput = z.input<typeof createSuggestionSchema>;

export const replySchema = z.object({ body: commentBody("Write a reply").min(1, { error: "Write a reply" }) });
export type ReplyInput = z.input<typeof replySchema>;

/** PATCH /api/review/comments/{id}: resolve or reopen a comment thread. */
export const setThreadStatusSchema = z.object({
  status: z.enum(["resolved", "open"], { error: "status must be resolved or open" }),
});

/** POST /api/review/comments/{id}/accept: the version the writer is looking at (a stale one is a 409). */
export const acceptSuggestionSchema = z.object({ baseVersion: versionNumber });

/** POST /api/videos/{id}/review/requests: "Request review" from one or more members. */
export const requestReviewSchema = z.object({
  reviewerIds: z
    .array(z.string({ error: "Pick members to review" }).min(1).max(100), { error: "Pick members to review" })
    .min(1, { error: "Pick at least one member to review" })
    .max(REVIEWERS_MAX, { error: msg("Pick at most {max} reviewers", { max: REVIEWERS_MAX }) }),
  message: z
    .string({ error: "The message must be text" })
    .trim()
    .max(REVIEW_MESSAGE_MAX, {
      error: msg("The message is at most {max, number} characters", { max: REVIEW_MESSAGE_MAX }),
    })
    .optional(),
});
export type RequestReviewInput = z.input<typeof requestReviewSchema>;

export const REVIEW_DECISIONS = ["approved", "changes_requested"] as const;
export type ReviewDecisionKind = (typeof REVIEW_DECISIONS)[number];

/** "Approve" or "Request changes" (with what to change) for one version. */
export const decideReviewSchema = z
  .object({
    version: versionNumber,
    decision: z.enum(REVIEW_DECISIONS, { error: "decision must be approved or changes_requested" }),
    note: commentBody("The comment must be text").optional(),
  })
  .refine((v) => v.decision === "approved" || (v.note ?? "").length > 0, {
    error: "Say what should change",
    path: ["note"],
  });
export type DecideReviewInput = z.input<typeof decideReviewSchema>;

/** POST /api/videos/{id}/review-links: "Share for review". */
export const createReviewLinkSchema = z.object({
  includePackaging: z.boolean({ error: "includePackaging must be true or false" }).optional(),
  expiresInDays: z
    .number({ error: "Choose how many days the link works" })
    .int({ error: "Choose how many days the link works" })
    .min(1, { error: "A link works for at least one day" })
    .max(REVIEW_LINK_MAX_DAYS, { error: msg("A link works for at most {max} days", { max: REVIEW_LINK_MAX_DAYS }) })
    .optional(),
});
export type CreateReviewLinkInput = z.input<typeof createReviewLinkSchema>;

/** A guest types their name once (POST /api/guest-review/{token}/identity). */
export const guestIdentitySchema = z.object({
  name: z
    .string({ error: "Type your name" })
    .trim()
    .min(1, { error: "Type your name" })
    .max(GUEST_NAME_MAX, { error: msg("A name is at most {max} characters", { max: GUEST_NAME_MAX }) }),
});

export const PRESENCE_STATES = ["viewing", "editing"] as const;
export type PresenceState = (typeof PRESENCE_STATES)[number];
export const presenceSchema = z.object({
  state: z.enum(PRESENCE_STATES, { error: "state must be viewing or editing" }),
});

/** PUT /api/channels/{id}/review-settings: "Scripts need approval". */
export const reviewSettingsSchema = z.object({
  requireScriptApproval: z.boolean({ error: "requireScriptApproval must be true or false" }),
});
export type ReviewSettings = z.infer<typeof reviewSettingsSchema>;

// ---------------------------------------------------------------------------------------------
// Answers

/** A member (id and name) or a guest of a review link ("Olga (guest)"); null for a deleted account. */
export const reviewAuthorSchema = z
  .object({ kind: z.enum(["member", "guest"]), id: z.string(), name: z.string() })
  .nullable();
export type ReviewAuthor = z.infer<typeof reviewAuthorSchema>;

export const replyAnswerSchema = z.object({
  id: z.string(),
  body: z.string(),
  author: reviewAuthorSchema,
  createdAt: isoDate,
});

export const THREAD_STATUSES = ["open", "resolved", "accepted", "rejected"] as const;

export const threadSchema = z.object({
  id: z.string(),
  kind: z.enum(["comment", "suggestion"]),
  status: z.enum(THREAD_STATUSES),
  /** The version the words were selected in, and the words with their context there. */
  version: z.number().int(),
  quote: z.object({ exact: z.string(), prefix: z.string(), suffix: z.string(), start: z.number(), end: z.number() }),
  /**
   * Where those words are in the version asked for: `exact` false when they were edited a little;
   * null when they are gone — the comment is then "on text that has changed".
   */
  location: z.object({ start: z.number(), end: z.number(), exact: z.boolean() }).nullable(),
  body: z.string(),
  /** A suggestion's new words ("" deletes the quote). */
  replacement: z.string().nullable(),
  /** The version an accepted suggestion made. */
  appliedVersion: z.number().int().nullable(),
  author: reviewAuthorSchema,
  closedBy: z.object({ id: z.string(), name: z.string() }).nullable(),
  closedAt: isoDate.nullable(),
  createdAt: isoDate,
  replies: z.array(replyAnswerSchema),
});
export type ReviewThread = z.infer<typeof threadSchema>;

export const reviewRequestAnswerSchema = z.object({
  reviewer: z.object({ id: z.string(), name: z.string() }),
  requestedBy: z.object({ id: z.string(), name: z.string() }).nullable(),
  message: z.string(),
  version: z.number().int(),
  createdAt: isoDate,
});
export type ReviewRequest = z.infer<typeof reviewRequestAnswerSchema>;

export const decisionAnswerSchema = z.object({
  id: z.string(),
  version: z.number().int(),
  decision: z.enum(REVIEW_DECISIONS),
  note: z.string(),
  reviewer: reviewAuthorSchema,
  createdAt: isoDate,
});
export type ReviewDecision = z.infer<typeof decisionAnswerSchema>;

/** A video's review state at its current version: what the video page and the board card show. */
export const reviewSummarySchema = z.object({
  videoId: z.string(),
  /** The script's current version (null: no script yet). */
  version: z.number().int().nullable(),
  /** Approvals of the current version. */
  approvals: z.number().int(),
  /** Members asked to review, and anyone else who answered on the current version. */
  reviewers: z.number().int(),
  changesRequested: z.number().int(),
  /** The current version is approved (the rule the stage gate applies). */
  approved: z.boolean(),
  /** The video's channel keeps unapproved scripts in Scripting. */
  approvalRequired: z.boolean(),
});
export type ReviewSummary = z.infer<typeof reviewSummarySchema>;

export const reviewSchema = z.object({
  /** The version the threads are located in. */
  version: z.number().int().nullable(),
  threads: z.array(threadSchema),
  requests: z.array(reviewRequestAnswerSchema),
  /** Every version's decisions, newest first. */
  decisions: z.array(decisionAnswerSchema),
  summary: reviewSummarySchema,
});
export type Review = z.infer<typeof reviewSchema>;

export const reviewSummaryListSchema = z.object({ summaries: z.array(reviewSummarySchema) });

export const reviewLinkSchema = z.object({
  id: z.string(),
  includePackaging: z.boolean(),
  createdBy: z.object({ id: z.string(), name: z.string() }).nullable(),
  createdAt: isoDate,
  expiresAt: isoDate,
  revokedAt: isoDate.nullable(),
  lastOpenedAt: isoDate.nullable(),
  lastOpenedBy: z.string().nullable(),
  state: z.enum(["active", "expired", "revoked"]),
});
export type ReviewLink = z.infer<typeof reviewLinkSchema>;
export const reviewLinkListSchema = z.object({ links: z.array(reviewLinkSchema) });
/** The answer to "Share for review": the one time the link's address is shown. */
export const createdReviewLinkSchema = z.object({ message: z.string(), link: reviewLinkSchema, url: z.string() });

export const presenceListSchema = z.object({
  present: z.array(z.object({ id: z.string(), name: z.string(), state: z.enum(PRESENCE_STATES) })),
});
export type PresenceList = z.infer<typeof presenceListSchema>;

/** What a guest's page shows: one video's script (and packaging when shared), nothing else. */
export const guestReviewSchema = z.object({
  video: z.object({ title: z.string(), channel: z.string() }),
  script: z.object({ version: z.number().int(), content: z.string() }).nullable(),
  packaging: z
    .object({
      title: z.string().nullable(),
      description: z.string(),
      tags: z.array(z.string()),
    })
    .nullable(),
  /** The guest's name once typed; null until then. */
  guest: z.object({ name: z.string() }).nullable(),
  /** Threads guests of this link started, with their replies (the team's own comments stay inside). */
  threads: z.array(threadSchema),
  /** This guest's answers, newest first. */
  decisions: z.array(decisionAnswerSchema),
  expiresAt: isoDate,
});
export type GuestReview = z.infer<typeof guestReviewSchema>;

// ---------------------------------------------------------------------------------------------
// Rules both sides show

export const GUEST_LINK_GONE_MESSAGE = "This review link has expired or was revoked";
export const GUEST_LINK_MISSING_MESSAGE = "Review link not found";
export const GUEST_NAME_FIRST_MESSAGE = "Type your name before you comment or answer";
