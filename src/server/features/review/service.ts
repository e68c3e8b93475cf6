// Review reads (decision 036): a video's threads located in the version asked for, its requests,
// decisions and state; the board's review states; a video's links and who has its script open.
// Every write goes through src/server/domain/review/.
import { and, asc, desc, eq, gt, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { msg } from "../../../shared/message.ts";
import { locate } from "../../../shared/review-anchor.ts";
import type {
  PresenceList,
  ReviewAuthor,
  ReviewDecision,
  ReviewLink,
  ReviewRequest,
  ReviewSummary,
  ReviewThread,
} from "../../../shared/schemas/review.ts";
import type { Db } from "../../db/client.ts";
import {
  channels,
  reviewComments,
  reviewDecisions,
  reviewGuests,
  reviewLinks,
  reviewRequests,
  scriptPresence,
  scripts,
  scriptVersions,
  users,
  videos,
} from "../../db/schema.ts";
import { channelNotFound, videoNotFound } from "../../domain/errors.ts";
import { notFound } from "../../errors.ts";

const closers = alias(users, "closers");
const requesters = alias(users, "requesters");

function authorOf(row: {
  userId: string | null;
  userName: string | null;
  guestId: string | null;
  guestName: string | null;
}): ReviewAuthor {
  if (row.guestId && row.guestName !== null) return { kind: "guest", id: row.guestId, name: row.guestName };
  if (row.userId && row.userName !== null) return { kind: "member", id: row.userId, name: row.userName };
  return null;
}

/** The threads of a video (or only those `where` keeps), located in `text`, replies in order. */
export async function threadsOf(
  db: Db,
  videoId: string,
  target: { number: number; text: string } | null,
  keep: (thread: typeof reviewComments.$inferSelect) => boolean = () => true,
): Promise<ReviewThread[]> {
  const rows = await db
    .select({
      comment: reviewComments,
      userName: users.name,
      guestName: reviewGuests.name,
      closerName: closers.name,
    })
    .from(reviewComments)
    .leftJoin(users, eq(users.id, reviewComments.userId))
    .leftJoin(reviewGuests, eq(reviewGuests.id, reviewComments.guestId))
    .leftJoin(closers, eq(closers.id, reviewComments.closedBy))
    .where(eq(reviewComments.videoId, videoId))
    .orderBy(asc(reviewComments.createdAt), asc(reviewComments.id));
  const threads = new Map<string, ReviewThread>();
  for (const { comment: c, userName, guestName, closerName } of rows) {
    const author = authorOf({ userId: c.userId, userName, guestId: c.guestId, guestName });
    if (c.parentId === null) {
      if (!keep(c)) continue;
      const quote = {
        exact: c.quoteExact ?? "",
        prefix: c.quotePrefix ?? "",
        suffix: c.quoteSuffix ?? "",
        start: c.positionStart ?? 0,
        end: c.positionEnd ?? 0,
      };
      threads.set(c.id, {
        id: c.id,
        kind: c.kind === "suggestion" ? "suggestion" : "comment",
        status: c.status as ReviewThread["status"],
        version: c.versionNumber ?? 1,
        quote,
        location: target ? locate(target.text, quote) : null,
        body: c.body,
        replacement: c.replacement,
        appliedVersion: c.appliedVersion,
        author,
        closedBy: c.closedBy && closerName !== null ? { id: c.closedBy, name: closerName } : null,
        closedAt: c.closedAt?.toISOString() ?? null,
        createdAt: c.createdAt.toISOString(),
        replies: [],
      });
    } else {
      threads.get(c.parentId)?.replies.push({ id: c.id, body: c.body, author, createdAt: c.createdAt.toISOString() });
    }
  }
  return [...threads.values()];
}

const summaryColumns = sql`
  v.id as video_id, s.version,
  (select count(*) from review_decisions d where d.video_id = v.id and d.version_number = s.version and d.decision = 'approved')::int as approvals,
  (select count(*) from review_decisions d where d.video_id = v.id and d.version_number = s.version and d.decision = 'changes_requested')::int as changes,
  (select count(*) from (
     select r.reviewer_id as who from review_requests r where r.video_id = v.id
     union select coalesce(d.user_id, d.guest_id::text) from review_decisions d where d.video_id = v.id and d.version_number = s.version
   ) x)::int as reviewers,
  script_approved(v.id) as approved,
  c.require_script_approval as required`;

interface SummaryRow {
  video_id: string;
  version: number | null;
  approvals: number;
  changes: number;
  reviewers: number;
  approved: boolean;
  required: boolean;
}
const toSummary = (r: SummaryRow): ReviewSummary => ({
  videoId: r.video_id,
  version: r.version,
  approvals: Number(r.approvals),
  reviewers: Number(r.reviewers),
  changesRequested: Number(r.changes),
  approved: r.approved,
  approvalRequired: r.required,
});

/** One video's review state at its current version. */
export async function summaryOf(db: Db, videoId: string): Promise<ReviewSummary> {
  const rows = (await db.execute(sql`
    select ${summaryColumns}
    from videos v join folders f on f.id = v.folder_id join channels c on c.id = f.channel_id
    left join scripts s on s.video_id = v.id
    where v.id = ${videoId}`)) as unknown as { rows: SummaryRow[] };
  const row = rows.rows[0];
  if (!row) throw videoNotFound();
  return toSummary(row);
}

/**
 * The board's review states: every video still in production that has a review, or that waits in a
 * channel where scripts need approval. One statement, whatever the number.
 */
export async function listSummaries(db: Db): Promise<ReviewSummary[]> {
  const rows = (await db.execute(sql`
    select ${summaryColumns}
    from videos v join folders f on f.id = v.folder_id join channels c on c.id = f.channel_id
    left join scripts s on s.video_id = v.id
    where v.status <> 'archive' and v.stage <> 'published' and (
      (c.require_script_approval and v.stage in ('idea', 'scripting'))
      or exists (select 1 from review_requests r where r.video_id = v.id)
      or exists (select 1 from review_decisions d where d.video_id = v.id))`)) as unknown as { rows: SummaryRow[] };
  return rows.rows.map(toSummary);
}

export async function decisionsOf(db: Db, videoId: string, guestId?: string): Promise<ReviewDecision[]> {
  const rows = await db
    .select({ decision: reviewDecisions, userName: users.name, guestName: reviewGuests.name })
    .from(reviewDecisions)
    .leftJoin(users, eq(users.id, reviewDecisions.userId))
    .leftJoin(reviewGuests, eq(reviewGuests.id, reviewDecisions.guestId))
    .where(
      guestId
        ? and(eq(reviewDecisions.videoId, videoId), eq(reviewDecisions.guestId, guestId))
        : eq(reviewDecisions.videoId, videoId),
    )
    .orderBy(desc(reviewDecisions.createdAt), desc(reviewDecisions.id));
  return rows.map(({ decision: d, userName, guestName }) => ({
    id: d.id,
    version: d.versionNumber,
    decision: d.decision as ReviewDecision["decision"],
    note: d.note,
    reviewer: authorOf({ userId: d.userId, userName, guestId: d.guestId, guestName }),
    createdAt: d.createdAt.toISOString(),
  }));
}

async function requestsOf(db: Db, videoId: string): Promise<ReviewRequest[]> {
  const rows = await db
    .select({ request: reviewRequests, reviewerName: users.name, requesterName: requesters.name })
    .from(reviewRequests)
    .innerJoin(users, eq(users.id, reviewRequests.reviewerId))
    .leftJoin(requesters, eq(requesters.id, reviewRequests.requestedBy))
    .where(eq(reviewRequests.videoId, videoId))
    .orderBy(asc(users.name));
  return rows.map(({ request: r, reviewerName, requesterName }) => ({
    reviewer: { id: r.reviewerId, name: reviewerName },
    requestedBy: r.requestedBy && requesterName !== null ? { id: r.requestedBy, name: requesterName } : null,
    message: r.message,
    version: r.versionNumber,
    createdAt: r.createdAt.toISOString(),
  }));
}

/** The version threads are located in: the one asked for, else the newest; 404 for one that does not exist. */
async function targetVersion(db: Db, videoId: string, asked: number | undefined) {
  const [row] = await db
    .select({ number: scriptVersions.number, text: scriptVersions.content })
    .from(scriptVersions)
    .innerJoin(scripts, eq(scripts.videoId, scriptVersions.videoId))
    .where(
      and(
        eq(scriptVersions.videoId, videoId),
        eq(scriptVersions.number, asked === undefined ? scripts.version : sql`${asked}`),
      ),
    );
  if (!row && asked !== undefined) throw notFound(msg("Version not found"));
  return row ?? null;
}

/** The Script tab's review: threads located in `version` (else the newest), requests, decisions, state. */
export async function getReview(db: Db, videoId: string, version?: number) {
  const summary = await summaryOf(db, videoId);
  const target = await targetVersion(db, videoId, version);
  const [threads, requests, decisions] = await Promise.all([
    threadsOf(db, videoId, target),
    requestsOf(db, videoId),
    decisionsOf(db, videoId),
  ]);
  return { version: target?.number ?? null, threads, requests, decisions, summary };
}

function linkState(link: typeof reviewLinks.$inferSelect, now: Date): ReviewLink["state"] {
  if (link.revokedAt) return "revoked";
  return link.expiresAt <= now ? "expired" : "active";
}

export function toReviewLink(
  link: typeof reviewLinks.$inferSelect,
  createdBy: { id: string; name: string } | null,
  now = new Date(),
): ReviewLink {
  return {
    id: link.id,
    includePackaging: link.includePackaging,
    createdBy,
    createdAt: link.createdAt.toISOString(),
    expiresAt: link.expiresAt.toISOString(),
    revokedAt: link.revokedAt?.toISOString() ?? null,
    lastOpenedAt: link.lastOpenedAt?.toISOString() ?? null,
    lastOpenedBy: link.lastOpenedBy,
    state: linkState(link, now),
  };
}

/** A video's review links, newest first (revoked and expired ones too, marked so). */
export async function listLinks(db: Db, videoId: string): Promise<ReviewLink[]> {
  const rows = await db
    .select({ videoId: videos.id, link: reviewLinks, creatorName: users.name })
    .from(videos)
    .leftJoin(reviewLinks, eq(reviewLinks.videoId, videos.id))
    .leftJoin(users, eq(users.id, reviewLinks.createdBy))
    .where(eq(videos.id, videoId))
    .orderBy(desc(reviewLinks.createdAt));
  if (rows.length === 0) throw videoNotFound();
  return rows.flatMap(({ link, creatorName }) =>
    link
      ? [toReviewLink(link, link.createdBy && creatorName !== null ? { id: link.createdBy, name: creatorName } : null)]
      : [],
  );
}

/** Who else has the script open (live rows only), and who is editing it. */
export async function listPresence(db: Db, videoId: string, viewerId: string): Promise<PresenceList> {
  const rows = await db
    .select({ videoId: videos.id, userId: scriptPresence.userId, name: users.name, state: scriptPresence.state })
    .from(videos)
    .leftJoin(scriptPresence, and(eq(scriptPresence.videoId, videos.id), gt(scriptPresence.expiresAt, sql`now()`)))
    .leftJoin(users, eq(users.id, scriptPresence.userId))
    .where(eq(videos.id, videoId))
    .orderBy(asc(users.name));
  if (rows.length === 0) throw videoNotFound();
  return {
    present: rows.flatMap((r) =>
      r.userId && r.userId !== viewerId && r.name !== null
        ? [{ id: r.userId, name: r.name, state: r.state === "editing" ? ("editing" as const) : ("viewing" as const) }]
        : [],
    ),
  };
}

/** Threads a guest of `linkId` may see: those its guests started. */
export async function guestThreads(
  db: Db,
  videoId: string,
  linkId: string,
  target: { number: number; text: string } | null,
) {
  const guests = await db.select({ id: reviewGuests.id }).from(reviewGuests).where(eq(reviewGuests.linkId, linkId));
  const ids = new Set(guests.map((g) => g.id));
  return threadsOf(db, videoId, target, (thread) => thread.guestId !== null && ids.has(thread.guestId));
}

/** A channel's review settings ("Scripts need approval"). */
export async function getReviewSettings(db: Db, channelId: string) {
  const [row] = await db
    .select({ requireScriptApproval: channels.requireScriptApproval })
    .from(channels)
    .where(eq(channels.id, channelId));
  if (!row) throw channelNotFound();
  return row;
}
