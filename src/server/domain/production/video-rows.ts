// What the production writes share (decision 022): the locked row, a member's name, a column's top,
// what a new stage does to a video and how its activity log says so. The library owns writes to
// `videos` (decision 010); every production write is one transaction that also writes the activity log.

import { and, eq, min, ne } from "drizzle-orm";
import { rankBetween } from "../../../shared/board-rank.ts";
import { type ProductionStage, STAGE_LABELS, statusForStage } from "../../../shared/production-stages.ts";
import type { Db, Tx } from "../../db/client.ts";
import { users, videos } from "../../db/schema.ts";
import { emitWebhookEvent } from "../../webhooks/emit.ts";
import type { ActivityChange } from "../activity/record-activity.ts";
import { videoNotFound } from "../errors.ts";

export type VideoRow = typeof videos.$inferSelect;

export async function lockVideo(tx: Tx, videoId: string): Promise<VideoRow> {
  const [row] = await tx.select().from(videos).where(eq(videos.id, videoId)).for("update");
  if (!row) throw videoNotFound();
  return row;
}

/** Keeps the video from being deleted until the transaction ends; 404 when it does not exist. */
export async function holdVideo(tx: Tx, videoId: string): Promise<void> {
  const [video] = await tx.select({ id: videos.id }).from(videos).where(eq(videos.id, videoId)).for("key share");
  if (!video) throw videoNotFound();
}

export async function memberName(tx: Tx, userId: string | null): Promise<string | null> {
  if (userId === null) return null;
  const [row] = await tx.select({ name: users.name }).from(users).where(eq(users.id, userId));
  return row?.name ?? null;
}

/** A rank above every card of the column (a card changed to this stage goes on top). */
export async function topOfColumn(tx: Tx, stage: ProductionStage, except: string): Promise<number> {
  const [row] = await tx
    .select({ rank: min(videos.boardRank) })
    .from(videos)
    .where(and(eq(videos.stage, stage), ne(videos.id, except)));
  return rankBetween(null, row?.rank ?? null);
}

/** What moving to `stage` does to status and publish time (an archived video stays archived). */
export function stageEffects(row: VideoRow, stage: ProductionStage) {
  return {
    stage,
    status: statusForStage(stage, row.status),
    ...(stage === "published" && row.publishedAt === null && { publishedAt: new Date() }),
  };
}

export function stageChange(row: VideoRow, stage: ProductionStage): ActivityChange[] {
  return row.stage === stage
    ? []
    : [{ kind: "stage", from: STAGE_LABELS[row.stage as ProductionStage] ?? row.stage, to: STAGE_LABELS[stage] }];
}

/**
 * Decision 045: the `video.stage_changed` event of every stage change (the board's moves, the status
 * select, production edits, a release YouTube made public), in the change's transaction where it has one.
 */
export function emitStageChanged(db: Db | Tx, video: VideoRow, from: string, actorId: string | null) {
  return emitWebhookEvent(db, "video.stage_changed", {
    video: { id: video.id, title: video.title, folderId: video.folderId, status: video.status },
    from,
    to: video.stage,
    actorId,
  });
}
