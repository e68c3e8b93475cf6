// A video's status set by hand, and the stage that follows it (decision 022).

import { eq } from "drizzle-orm";
import type { VideoStatus } from "../../../shared/library-rules.ts";
import type { ProductionStage } from "../../../shared/production-stages.ts";
import { toVideo, type Video } from "../../../shared/schemas/library.ts";
import type { Db } from "../../db/client.ts";
import { videos } from "../../db/schema.ts";
import { recordActivity } from "../activity/record-activity.ts";
import { assertGateOpen } from "../review/approval-gate.ts";
import { emitStageChanged, lockVideo, stageChange, topOfColumn } from "./video-rows.ts";

/**
 * The status select (spec §4 statuses): published moves the video to Published; draft takes a
 * Published video back to Ready; archive keeps the stage. Status and stage never disagree.
 */
export async function setVideoStatus(
  db: Db,
  actorId: string | null,
  videoId: string,
  status: VideoStatus,
): Promise<Video> {
  return db.transaction(async (tx) => {
    const row = await lockVideo(tx, videoId);
    if (row.status === status) return toVideo(row);
    const stage: ProductionStage =
      status === "published"
        ? "published"
        : status === "draft" && row.stage === "published"
          ? "ready"
          : (row.stage as ProductionStage);
    const set: Partial<typeof videos.$inferInsert> = { status };
    if (stage !== row.stage) {
      await assertGateOpen(tx, videoId, row.stage, stage);
      Object.assign(set, { stage, boardRank: await topOfColumn(tx, stage, videoId) });
      if (stage === "published" && row.publishedAt === null) set.publishedAt = new Date();
    }
    const [updated] = await tx.update(videos).set(set).where(eq(videos.id, videoId)).returning();
    await recordActivity(tx, videoId, actorId, [
      { kind: "status", from: row.status, to: status },
      ...stageChange(row, stage),
    ]);
    if (stage !== row.stage) await emitStageChanged(tx, updated, row.stage, actorId);
    return toVideo(updated);
  });
}
