// A reply in a comment thread (decision 036): the thread's people hear about it, mentions too.
import { and, eq, isNull } from "drizzle-orm";
import { mentionedUserIds } from "../../../shared/mentions.ts";
import { msg } from "../../../shared/message.ts";
import type { Db, Tx } from "../../db/client.ts";
import { reviewComments } from "../../db/schema.ts";
import { notFound } from "../../errors.ts";
import { notifyReview } from "../notifications/notifications.ts";
import { announceReview, authorColumns, guestNameOf, memberIdOf, type ReviewActor } from "./review-actor.ts";

export const threadNotFound = () => notFound(msg("Comment not found"));

/** A thread (not a reply), locked until the transaction ends; 404 when there is none. */
export async function lockThread(tx: Tx, threadId: string) {
  const [thread] = await tx
    .select()
    .from(reviewComments)
    .where(and(eq(reviewComments.id, threadId), isNull(reviewComments.parentId)))
    .for("update");
  if (!thread) throw threadNotFound();
  return thread;
}

export async function replyToThread(
  db: Db,
  actor: ReviewActor,
  threadId: string,
  body: string,
  /** A guest replies only in threads their link's guests started (checked by the caller's read). */
  allowed: (thread: typeof reviewComments.$inferSelect) => boolean = () => true,
): Promise<{ id: string; videoId: string; notified: string[] }> {
  return db.transaction(async (tx) => {
    const thread = await lockThread(tx, threadId);
    if (!allowed(thread)) throw threadNotFound();
    const [row] = await tx
      .insert(reviewComments)
      .values({ videoId: thread.videoId, parentId: thread.id, kind: "reply", body, ...authorColumns(actor) })
      .returning({ id: reviewComments.id });
    const people = await tx
      .select({ userId: reviewComments.userId })
      .from(reviewComments)
      .where(eq(reviewComments.parentId, thread.id));
    const participants = [thread.userId, ...people.map((p) => p.userId)].filter((id): id is string => id !== null);
    const mentioned = mentionedUserIds(body);
    const base = { videoId: thread.videoId, actorId: memberIdOf(actor), guestName: guestNameOf(actor) };
    const notified = [
      ...(await notifyReview(tx, {
        ...base,
        kind: "review_mention",
        userIds: mentioned,
        key: `review_mention:${row.id}`,
      })),
      ...(await notifyReview(tx, {
        ...base,
        kind: "review_reply",
        userIds: participants.filter((id) => !mentioned.includes(id)),
        key: `review_reply:${row.id}`,
      })),
    ];
    await announceReview(tx, thread.videoId, actor);
    return { id: row.id, videoId: thread.videoId, notified };
  });
}
