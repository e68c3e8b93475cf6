// Review and sign-off (docs/decisions/036-review-and-sign-off.md): comments anchored to a script's
// words, suggested edits, review requests, per-version decisions, guest review links and who has a
// script open. The writers live in src/server/domain/review/ (one use case a file).
import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uuid,
} from "drizzle-orm/pg-core";
import { memberId, users } from "../auth-schema.ts";
import { createdAt, id } from "../columns.ts";
import { writtenVia } from "./automation.ts";
import { belongsToMember, belongsToVideo } from "./belongs-to.ts";

/**
 * A link for people outside the workspace to one video's script (and its packaging when chosen).
 * Only a SHA-256 of its token is stored, like invitations: a database leak opens no review.
 */
export const reviewLinks = pgTable(
  "review_links",
  {
    id: id(),
    videoId: belongsToVideo(),
    tokenHash: text("token_hash").notNull().unique("review_links_token_hash_unique"),
    includePackaging: boolean("include_packaging").notNull().default(false),
    createdBy: memberId("created_by"),
    createdAt: createdAt(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
    revokedBy: memberId("revoked_by"),
    lastOpenedAt: timestamp("last_opened_at", { withTimezone: true }),
    /** The guest's name as they typed it, when the last opening was by a named guest. */
    lastOpenedBy: text("last_opened_by"),
  },
  (t) => [index("review_links_video_idx").on(t.videoId, t.createdAt)],
);

/** Someone who opened a review link and typed their name; their key (a cookie) is stored hashed. */
export const reviewGuests = pgTable(
  "review_guests",
  {
    id: id(),
    linkId: uuid("link_id")
      .notNull()
      .references(() => reviewLinks.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    keyHash: text("key_hash").notNull().unique("review_guests_key_hash_unique"),
    createdAt: createdAt(),
  },
  (t) => [index("review_guests_link_idx").on(t.linkId)],
);

/**
 * A thread on a script's words (`parent_id` null) or a reply in one. A thread carries its anchor —
 * the W3C Web Annotation TextQuoteSelector (exact, prefix, suffix) and TextPositionSelector (start,
 * end) in the version it was made on — and, for a suggested edit, the replacement text.
 */
export const reviewComments = pgTable(
  "review_comments",
  {
    id: id(),
    videoId: belongsToVideo(),
    parentId: uuid("parent_id"),
    /** comment | suggestion (threads); reply. */
    kind: text("kind").notNull(),
    /** The script version the anchor was made on; null for replies. */
    versionNumber: integer("version_number"),
    quoteExact: text("quote_exact"),
    quotePrefix: text("quote_prefix"),
    quoteSuffix: text("quote_suffix"),
    positionStart: integer("position_start"),
    positionEnd: integer("position_end"),
    body: text("body").notNull(),
    /** A suggestion's new text for the quoted words ("" deletes them). */
    replacement: text("replacement"),
    /** open | resolved (comments); open | accepted | rejected (suggestions); null for replies. */
    status: text("status"),
    /** The version an accepted suggestion made. */
    appliedVersion: integer("applied_version"),
    closedBy: memberId("closed_by"),
    closedAt: timestamp("closed_at", { withTimezone: true }),
    userId: memberId("user_id"),
    guestId: uuid("guest_id").references(() => reviewGuests.id, { onDelete: "set null" }),
    /** Written with an access token, by an agent through MCP (decision 044). */
    via: writtenVia(),
    createdAt: createdAt(),
  },
  (t) => [
    index("review_comments_video_idx").on(t.videoId, t.createdAt),
    index("review_comments_parent_idx").on(t.parentId),
    check("review_comments_kind", sql`${t.kind} in ('comment', 'suggestion', 'reply')`),
    check(
      "review_comments_thread_anchor",
      sql`(${t.kind} = 'reply') = (${t.parentId} is not null) and (${t.kind} = 'reply' or (${t.versionNumber} is not null and ${t.quoteExact} is not null and ${t.positionStart} is not null and ${t.positionEnd} is not null and ${t.status} is not null))`,
    ),
    check("review_comments_suggestion", sql`(${t.kind} = 'suggestion') = (${t.replacement} is not null)`),
  ],
);

/** "Please review": one per video and reviewer; asking again moves it to the newest version. */
export const reviewRequests = pgTable(
  "review_requests",
  {
    id: id(),
    videoId: belongsToVideo(),
    reviewerId: text("reviewer_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    requestedBy: memberId("requested_by"),
    message: text("message").notNull().default(""),
    /** The script version that was current when review was (last) asked for. */
    versionNumber: integer("version_number").notNull(),
    createdAt: createdAt(),
  },
  (t) => [unique("review_requests_video_reviewer_unique").on(t.videoId, t.reviewerId)],
);

/** Approve or request changes, for one version; a reviewer's later answer on that version replaces it. */
export const reviewDecisions = pgTable(
  "review_decisions",
  {
    id: id(),
    videoId: belongsToVideo(),
    versionNumber: integer("version_number").notNull(),
    userId: text("user_id").references(() => users.id, { onDelete: "cascade" }),
    guestId: uuid("guest_id").references(() => reviewGuests.id, { onDelete: "cascade" }),
    /** approved | changes_requested */
    decision: text("decision").notNull(),
    /** The comment that says what to change (a thread on the script, or a general one). */
    note: text("note").notNull().default(""),
    createdAt: createdAt(),
  },
  (t) => [
    unique("review_decisions_reviewer_unique").on(t.videoId, t.versionNumber, t.userId, t.guestId).nullsNotDistinct(),
    check("review_decisions_reviewer", sql`(${t.userId} is null) <> (${t.guestId} is null)`),
    check("review_decisions_decision", sql`${t.decision} in ('approved', 'changes_requested')`),
  ],
);

/**
 * Who has a video's script open, and whether they are editing it: a row per member and video that
 * lives while its browser keeps renewing it (shared by every instance; expired rows are ignored).
 */
export const scriptPresence = pgTable(
  "script_presence",
  {
    videoId: belongsToVideo(),
    userId: belongsToMember(),
    /** viewing | editing */
    state: text("state").notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.videoId, t.userId] })],
);

/** Requests through a review link per minute, counted in the database so every instance agrees. */
export const reviewLinkHits = pgTable(
  "review_link_hits",
  {
    tokenHash: text("token_hash").notNull(),
    windowStart: timestamp("window_start", { withTimezone: true }).notNull(),
    count: integer("count").notNull().default(1),
  },
  (t) => [primaryKey({ columns: [t.tokenHash, t.windowStart] })],
);
