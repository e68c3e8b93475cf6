// A video's stage, assignee, due date or planned publish date, with its activity log (decision 022).

import { eq } from "drizzle-orm";
import { msg } from "../../../shared/message.ts";
import type { ProductionStage } from "../../../shared/production-stages.ts";
import { toVideo, type Video } from "../../../shared/schemas/library.ts";
import type { Db, Tx } from "../../db/client.ts";
import { videos } from "../../db/schema.ts";
import { badRequest } from "../../errors.ts";
import { type ActivityChange, recordActivity } from "../activity/record-activity.ts";
import { notifyAssignment } from "../notifications/notifications.ts";
import { assertGateOpen } from "../review/approval-gate.ts";
import { emitStageChanged, lockVideo, memberName, stageChange, stageEffects, topOfColumn } from "./video-rows.ts";

export interface ProductionChanges {
  stage?: ProductionStage;
  assigneeId?: string | null;
  dueDate?: string | null;
  plannedPublishDate?: string | null;
}

/**
 * Sets a video's stage, assignee, due date or planned publish date (any member may). The assignee
 * must be a member (400 otherwise). A new stage puts the video on top of that column. The actor is
 * null for the sync (a release YouTube made public); inside a transaction it runs as a savepoint.
 */
export async function updateProduction(
  db: Db | Tx,
  actorId: string | null,
  videoId: string,
  input: ProductionChanges,
  /** Receives the ids of the notifications the change created (an assignment), for their mail. */
  notified: string[] = [],
): Promise<Video> {
  return db.transaction(async (tx) => {
    const row = await lockVideo(tx, videoId);
    const set: Partial<typeof videos.$inferInsert> = {};
    const changes: ActivityChange[] = [];
    if (input.stage !== undefined && input.stage !== row.stage) {
      await assertGateOpen(tx, videoId, row.stage, input.stage);
      Object.assign(set, stageEffects(row, input.stage), { boardRank: await topOfColumn(tx, input.stage, videoId) });
      changes.push(...stageChange(row, input.stage));
    }
    if (input.assigneeId !== undefined && input.assigneeId !== row.assigneeId) {
      const to = await memberName(tx, input.assigneeId);
      if (input.assigneeId !== null && to === null) throw badRequest(msg("Assignee must be a member of the workspace"));
      set.assigneeId = input.assigneeId;
      changes.push({ kind: "assignee", from: await memberName(tx, row.assigneeId), to });
    }
    if (input.dueDate !== undefined && input.dueDate !== row.dueDate) {
      set.dueDate = input.dueDate;
      changes.push({ kind: "due_date", from: row.dueDate, to: input.dueDate });
    }
    if (input.plannedPublishDate !== undefined && input.plannedPublishDate !== row.plannedPublishDate) {
      set.plannedPublishDate = input.plannedPublishDate;
      changes.push({ kind: "planned_publish_date", from: row.plannedPublishDate, to: input.plannedPublishDate });
    }
    if (changes.length === 0) return toVideo(row);
    const [updated] = await tx.update(videos).set(set).where(eq(videos.id, videoId)).returning();
    await recordActivity(tx, videoId, actorId, changes);
    if (updated.stage !== row.stage) await emitStageChanged(tx, updated, row.stage, actorId);
    if (set.assigneeId && actorId) notified.push(...(await notifyAssignment(tx, actorId, set.assigneeId, videoId)));
    return toVideo(updated);
  });
}
