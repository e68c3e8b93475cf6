// "Accept" on a suggested edit (decision 036): the suggestion's words replace the quoted ones in the
// current script, saved as version N+1 through the script's own conflict-safe save (a base version
// that is no longer the newest is its 409), credited to the writer and to whoever suggested it. The
// suggestion is closed in the same transaction.

import { eq, sql } from "drizzle-orm";
import { msg } from "../../../shared/message.ts";
import { locate } from "../../../shared/review-anchor.ts";
import type { ScriptVersion } from "../../../shared/schemas/script-versions.ts";
import type { Db } from "../../db/client.ts";
import { reviewComments, scripts } from "../../db/schema.ts";
import { conflict } from "../../errors.ts";
import { recordReviewActivity } from "../activity/record-activity.ts";
import { notifyReview } from "../notifications/notifications.ts";
import { saveScriptVersion } from "../scripts/script-versions.ts";
import { lockThread } from "./reply-to-thread.ts";
import { announceReview, type ReviewActor } from "./review-actor.ts";

export const SUGGESTION_TEXT_CHANGED_MESSAGE = msg(
  "The words this suggestion changes were edited since it was made: it can't be applied as it is",
);

/** A suggestion decided already: which way, in words ("accepted", "rejected"). */
const SUGGESTION_CLOSED = msg(
  "This suggestion was {status, select, accepted {accepted} rejected {rejected} other {closed}} already",
);

type Member = Extract<ReviewActor, { kind: "member" }>;

export async function acceptSuggestion(
  db: Db,
  actor: Member,
  threadId: string,
  baseVersion: number,
): Promise<{ version: ScriptVersion; notified: string[] }> {
  return db.transaction(async (tx) => {
    const thread = await lockThread(tx, threadId);
    if (thread.kind !== "suggestion") throw conflict(msg("Only a suggestion can be accepted"));
    if (thread.status !== "open") throw conflict(SUGGESTION_CLOSED, { status: thread.status ?? "closed" });
    // The script row is locked by this read and again by the save, in this one transaction.
    const [script] = await tx
      .select({ content: scripts.content })
      .from(scripts)
      .where(eq(scripts.videoId, thread.videoId))
      .for("update");
    if (!script) throw conflict(SUGGESTION_TEXT_CHANGED_MESSAGE);
    const place = locate(script.content, {
      exact: thread.quoteExact ?? "",
      prefix: thread.quotePrefix ?? "",
      suffix: thread.quoteSuffix ?? "",
      start: thread.positionStart ?? 0,
      end: thread.positionEnd ?? 0,
    });
    // Applied only to the very words it quoted: a fuzzy match could replace words nobody saw.
    if (!place?.exact) throw conflict(SUGGESTION_TEXT_CHANGED_MESSAGE);
    const content = script.content.slice(0, place.start) + (thread.replacement ?? "") + script.content.slice(place.end);
    if (content.trim().length === 0) throw conflict(msg("Accepting this suggestion would leave the script empty"));
    const version = await saveScriptVersion(tx, { id: actor.id, name: actor.name }, thread.videoId, {
      content,
      baseVersion,
      suggestedBy: thread.userId,
    });
    await tx
      .update(reviewComments)
      .set({ status: "accepted", appliedVersion: version.number, closedBy: actor.id, closedAt: sql`now()` })
      .where(eq(reviewComments.id, thread.id));
    const notified = await notifyReview(tx, {
      kind: "review_reply",
      videoId: thread.videoId,
      userIds: thread.userId ? [thread.userId] : [],
      actorId: actor.id,
      key: `review_accepted:${thread.id}`,
    });
    await recordReviewActivity(
      tx,
      thread.videoId,
      { userId: actor.id, guestName: null },
      { kind: "suggestion_accepted", version: version.number },
    );
    await announceReview(tx, thread.videoId, actor);
    return { version, notified };
  });
}

export async function rejectSuggestion(db: Db, actor: Member, threadId: string): Promise<{ videoId: string }> {
  return db.transaction(async (tx) => {
    const thread = await lockThread(tx, threadId);
    if (thread.kind !== "suggestion") throw conflict(msg("Only a suggestion can be rejected"));
    if (thread.status !== "open") throw conflict(SUGGESTION_CLOSED, { status: thread.status ?? "closed" });
    await tx
      .update(reviewComments)
      .set({ status: "rejected", closedBy: actor.id, closedAt: sql`now()` })
      .where(eq(reviewComments.id, thread.id));
    await announceReview(tx, thread.videoId, actor);
    return { videoId: thread.videoId };
  });
}
