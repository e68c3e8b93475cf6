// "Approve" or "Request changes" (decision 036), for the script's current version only: a later
// version needs approval again. A reviewer's second answer on a version replaces their first; the
// author of a version can't sign off their own words.

import { and, eq, sql } from "drizzle-orm";
import { msg } from "../../../shared/message.ts";
import type { ReviewDecisionKind } from "../../../shared/schemas/review.ts";
import type { Db } from "../../db/client.ts";
import { reviewDecisions, scriptVersions } from "../../db/schema.ts";
import { conflict, forbidden } from "../../errors.ts";
import { emitWebhookEvent } from "../../webhooks/emit.ts";
import { recordReviewActivity } from "../activity/record-activity.ts";
import { notifyReview } from "../notifications/notifications.ts";
import {
  announceReview,
  authorColumns,
  currentVersion,
  guestNameOf,
  memberIdOf,
  type ReviewActor,
  scriptPeople,
  versionText,
} from "./review-actor.ts";

export async function decideReview(
  db: Db,
  actor: ReviewActor,
  videoId: string,
  input: { version: number; decision: ReviewDecisionKind; note: string },
): Promise<{ id: string; notified: string[] }> {
  return db.transaction(async (tx) => {
    await versionText(tx, videoId, input.version);
    const current = await currentVersion(tx, videoId);
    if (input.version !== current) {
      throw conflict(msg("Version {current} is the script's newest: review that one (its words may have changed)"), {
        current,
      });
    }
    if (actor.kind === "member") {
      const [version] = await tx
        .select({ userId: scriptVersions.userId })
        .from(scriptVersions)
        .where(and(eq(scriptVersions.videoId, videoId), eq(scriptVersions.number, current)));
      if (version?.userId === actor.id) {
        throw forbidden(msg("You saved this version: another member has to approve it or ask for changes"));
      }
    }
    const [row] = await tx
      .insert(reviewDecisions)
      .values({ videoId, versionNumber: current, decision: input.decision, note: input.note, ...authorColumns(actor) })
      .onConflictDoUpdate({
        target: [
          reviewDecisions.videoId,
          reviewDecisions.versionNumber,
          reviewDecisions.userId,
          reviewDecisions.guestId,
        ],
        set: { decision: input.decision, note: input.note, createdAt: sql`now()` },
      })
      .returning({ id: reviewDecisions.id });
    const notified = await notifyReview(tx, {
      kind: input.decision === "approved" ? "review_approved" : "review_changes_requested",
      videoId,
      userIds: await scriptPeople(tx, videoId),
      actorId: memberIdOf(actor),
      guestName: guestNameOf(actor),
      key: `review_decision:${row.id}:${input.decision}:${Date.now()}`,
    });
    await recordReviewActivity(
      tx,
      videoId,
      { userId: memberIdOf(actor), guestName: guestNameOf(actor) },
      { kind: input.decision === "approved" ? "review_approved" : "review_changes_requested", version: current },
    );
    await announceReview(tx, videoId, actor);
    // Decision 045: in the decision's transaction.
    await emitWebhookEvent(tx, "review.decided", {
      videoId,
      version: current,
      decision: input.decision,
      note: input.note,
      reviewerId: memberIdOf(actor),
      guestName: guestNameOf(actor),
    });
    return { id: row.id, notified };
  });
}
