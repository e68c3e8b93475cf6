// Resolve or reopen a comment thread (decision 036). Suggestions are closed by accepting or rejecting.
import { eq, sql } from "drizzle-orm";
import { msg } from "../../../shared/message.ts";
import type { Db } from "../../db/client.ts";
import { reviewComments } from "../../db/schema.ts";
import { conflict } from "../../errors.ts";
import { lockThread } from "./reply-to-thread.ts";
import { announceReview, type ReviewActor } from "./review-actor.ts";

export async function setThreadStatus(
  db: Db,
  actor: Extract<ReviewActor, { kind: "member" }>,
  threadId: string,
  status: "resolved" | "open",
): Promise<{ videoId: string }> {
  return db.transaction(async (tx) => {
    const thread = await lockThread(tx, threadId);
    if (thread.kind === "suggestion") throw conflict(msg("A suggestion is accepted or rejected, not resolved"));
    if (thread.status !== status) {
      await tx
        .update(reviewComments)
        .set(
          status === "resolved"
            ? { status, closedBy: actor.id, closedAt: sql`now()` }
            : { status, closedBy: null, closedAt: null },
        )
        .where(eq(reviewComments.id, thread.id));
      await announceReview(tx, thread.videoId, actor);
    }
    return { videoId: thread.videoId };
  });
}
