// "Request review" (decision 036): the chosen members are asked to review the script's current
// version; asking a member again moves their request to the newest version with the new message.

import { inArray, sql } from "drizzle-orm";
import { msg } from "../../../shared/message.ts";
import type { Db } from "../../db/client.ts";
import { reviewRequests, users } from "../../db/schema.ts";
import { badRequest } from "../../errors.ts";
import { emitWebhookEvent } from "../../webhooks/emit.ts";
import { recordReviewActivity } from "../activity/record-activity.ts";
import { notifyReview } from "../notifications/notifications.ts";
import { announceReview, currentVersion, type ReviewActor, versionText } from "./review-actor.ts";

export async function requestReview(
  db: Db,
  actor: Extract<ReviewActor, { kind: "member" }>,
  videoId: string,
  input: { reviewerIds: string[]; message: string },
): Promise<{ version: number; reviewers: number; notified: string[] }> {
  const reviewerIds = [...new Set(input.reviewerIds)];
  if (reviewerIds.includes(actor.id)) throw badRequest(msg("You can't ask yourself to review: pick other members"));
  return db.transaction(async (tx) => {
    const version = await currentVersion(tx, videoId).catch(async (error) => {
      await versionText(tx, videoId, 1); // 404 for a missing video, before "no script yet"
      throw error;
    });
    const members = await tx.select({ id: users.id }).from(users).where(inArray(users.id, reviewerIds));
    if (members.length !== reviewerIds.length) throw badRequest(msg("Reviewers must be members of the workspace"));
    await tx
      .insert(reviewRequests)
      .values(
        reviewerIds.map((reviewerId) => ({
          videoId,
          reviewerId,
          requestedBy: actor.id,
          message: input.message,
          versionNumber: version,
        })),
      )
      .onConflictDoUpdate({
        target: [reviewRequests.videoId, reviewRequests.reviewerId],
        set: {
          requestedBy: actor.id,
          message: input.message,
          versionNumber: version,
          createdAt: sql`now()`,
        },
      });
    const notified = [];
    for (const reviewerId of reviewerIds) {
      notified.push(
        ...(await notifyReview(tx, {
          kind: "review_requested",
          videoId,
          userIds: [reviewerId],
          actorId: actor.id,
          key: `review_requested:${videoId}:${version}`,
        })),
      );
    }
    await recordReviewActivity(
      tx,
      videoId,
      { userId: actor.id, guestName: null },
      { kind: "review_requested", version },
    );
    await announceReview(tx, videoId, actor);
    // Decision 045: in the request's transaction.
    await emitWebhookEvent(tx, "review.requested", {
      videoId,
      version,
      reviewerIds,
      message: input.message,
      requestedBy: actor.id,
    });
    return { version, reviewers: reviewerIds.length, notified };
  });
}
