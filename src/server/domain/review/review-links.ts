// Review links for people outside the workspace (decision 036): an unguessable token (32 random
// bytes) of which only a SHA-256 is stored, expiring (14 days unless chosen), revocable, one video.
import { createHash, randomBytes } from "node:crypto";
import { and, eq, isNull, sql } from "drizzle-orm";
import { msg } from "../../../shared/message.ts";
import {
  GUEST_LINK_GONE_MESSAGE,
  GUEST_LINK_MISSING_MESSAGE,
  REVIEW_LINK_DEFAULT_DAYS,
} from "../../../shared/schemas/review.ts";
import type { Db } from "../../db/client.ts";
import { reviewGuests, reviewLinkHits, reviewLinks, videos } from "../../db/schema.ts";
import { AppError, notFound } from "../../errors.ts";
import { videoNotFound } from "../errors.ts";

export const hashToken = (token: string) => createHash("sha256").update(token).digest("hex");

/** "Share for review": answers the link's row and its token (shown once, never stored). */
export async function createReviewLink(
  db: Db,
  actorId: string,
  videoId: string,
  input: { includePackaging?: boolean; expiresInDays?: number },
) {
  const token = randomBytes(32).toString("base64url");
  const days = input.expiresInDays ?? REVIEW_LINK_DEFAULT_DAYS;
  return db.transaction(async (tx) => {
    const [video] = await tx.select({ id: videos.id }).from(videos).where(eq(videos.id, videoId)).for("key share");
    if (!video) throw videoNotFound();
    const [link] = await tx
      .insert(reviewLinks)
      .values({
        videoId,
        tokenHash: hashToken(token),
        includePackaging: input.includePackaging ?? false,
        createdBy: actorId,
        expiresAt: sql`now() + make_interval(days => ${days})`,
      })
      .returning();
    return { link, token };
  });
}

/** "Revoke": the link answers 410 from now on. Revoking twice changes nothing. */
export async function revokeReviewLink(db: Db, actorId: string, linkId: string) {
  const [updated] = await db
    .update(reviewLinks)
    .set({ revokedAt: sql`now()`, revokedBy: actorId })
    .where(and(eq(reviewLinks.id, linkId), isNull(reviewLinks.revokedAt)))
    .returning();
  if (updated) return updated;
  const [existing] = await db.select().from(reviewLinks).where(eq(reviewLinks.id, linkId));
  if (!existing) throw notFound(msg("Review link not found"));
  return existing;
}

/** Requests a link may take per minute, all its guests together. */
export const GUEST_REQUESTS_PER_MINUTE = 60;

/**
 * Counts one request through a token in the current minute (the database's clock, one upsert, so
 * every instance agrees) and refuses it past the limit, before the token is even looked up.
 */
export async function takeGuestRequest(db: Db, token: string, limit = GUEST_REQUESTS_PER_MINUTE): Promise<void> {
  const tokenHash = hashToken(token);
  const minute = sql`date_trunc('minute', now())`;
  const [row] = await db
    .insert(reviewLinkHits)
    .values({ tokenHash, windowStart: minute, count: 1 })
    .onConflictDoUpdate({
      target: [reviewLinkHits.tokenHash, reviewLinkHits.windowStart],
      set: { count: sql`${reviewLinkHits.count} + 1` },
    })
    .returning({ count: reviewLinkHits.count });
  // The first request of a minute clears older windows (of every link), so the table stays small.
  if (row.count === 1) await db.delete(reviewLinkHits).where(sql`${reviewLinkHits.windowStart} < ${minute}`);
  if (row.count > limit) throw new AppError(429, msg("Too many requests through this review link: wait a minute"));
}

export type OpenLink = typeof reviewLinks.$inferSelect;

/** The link a token opens: 404 for no link, 410 once revoked or expired. */
export async function findLinkByToken(db: Db, token: string): Promise<OpenLink> {
  if (token.length < 20 || token.length > 100) throw notFound(GUEST_LINK_MISSING_MESSAGE);
  const [link] = await db
    .select({ link: reviewLinks, live: sql<boolean>`${reviewLinks.expiresAt} > now()` })
    .from(reviewLinks)
    .where(eq(reviewLinks.tokenHash, hashToken(token)));
  if (!link) throw notFound(GUEST_LINK_MISSING_MESSAGE);
  if (link.link.revokedAt !== null || !link.live) throw new AppError(410, GUEST_LINK_GONE_MESSAGE);
  return link.link;
}

/** What the link's page says about it: "open", "gone" (410) or "missing" (404). */
export async function linkPageState(db: Db, token: string): Promise<"open" | "gone" | "missing"> {
  try {
    await findLinkByToken(db, token);
    return "open";
  } catch (error) {
    if (error instanceof AppError && error.status === 410) return "gone";
    if (error instanceof AppError && error.status === 404) return "missing";
    throw error;
  }
}

/** Notes who opened the link last (the guest's name once they typed it). */
export async function touchLink(db: Db, linkId: string, guestName: string | null) {
  await db
    .update(reviewLinks)
    .set({ lastOpenedAt: sql`now()`, lastOpenedBy: guestName })
    .where(eq(reviewLinks.id, linkId));
}

/** A guest types their name: answers the key their browser keeps (a cookie), stored hashed. */
export async function nameGuest(db: Db, link: OpenLink, name: string) {
  const key = randomBytes(32).toString("base64url");
  const [guest] = await db
    .insert(reviewGuests)
    .values({ linkId: link.id, name, keyHash: hashToken(key) })
    .returning();
  await touchLink(db, link.id, name);
  return { guest, key };
}

/** The guest a key names, on this link only. */
export async function guestByKey(db: Db, link: OpenLink, key: string | undefined) {
  if (!key || key.length > 100) return null;
  const [guest] = await db
    .select()
    .from(reviewGuests)
    .where(and(eq(reviewGuests.keyHash, hashToken(key)), eq(reviewGuests.linkId, link.id)));
  return guest ?? null;
}
