// A card moved on the board: its column and its place, ranked between its neighbours (decision 022).

import { and, desc, eq, getTableColumns, max, ne, type Placeholder, type SQL, sql } from "drizzle-orm";
import { rankBetween, rankGapTooSmall } from "../../../shared/board-rank.ts";
import { isLibraryId } from "../../../shared/library-rules.ts";
import { msg } from "../../../shared/message.ts";
import { PRODUCTION_STAGES, type ProductionStage, statusForStage } from "../../../shared/production-stages.ts";
import { toVideo, type Video } from "../../../shared/schemas/library.ts";
import type { Db, Tx } from "../../db/client.ts";
import { preparedPerDatabase } from "../../db/prepared.ts";
import { videos } from "../../db/schema.ts";
import { badRequest, conflict, notFound } from "../../errors.ts";
import { subscribedSql } from "../../webhooks/emit.ts";
import { stageChangeCte } from "../activity/record-activity.ts";
import { videoNotFound } from "../errors.ts";
import { assertGateOpen, crossesGate, gateClosedSql, gateRefusal } from "../review/approval-gate.ts";
import { emitStageChanged, lockVideo } from "./video-rows.ts";

/** Renumbers a column 1, 2, 3… in its current order, when fractions between two cards run out. */
async function renumberColumn(tx: Tx, stage: ProductionStage): Promise<void> {
  await tx.execute(sql`
    update ${videos} set board_rank = ordered.n
    from (select id, row_number() over (order by board_rank, id) as n from ${videos} where stage = ${stage}) ordered
    where ${videos.id} = ordered.id`);
}

/** The rank that puts a card just above `before` (or at the column's end), or null when there is no room. */
async function rankFor(
  tx: Tx,
  stage: ProductionStage,
  videoId: string,
  beforeId: string | null,
): Promise<number | null> {
  const others = and(eq(videos.stage, stage), ne(videos.id, videoId));
  if (beforeId === null) {
    const [row] = await tx
      .select({ rank: max(videos.boardRank) })
      .from(videos)
      .where(others);
    return rankBetween(row?.rank ?? null, null);
  }
  const [before] = await tx.select().from(videos).where(eq(videos.id, beforeId));
  if (!before) throw notFound(msg("The card to place it before was not found"));
  if (before.stage !== stage) throw conflict(msg("The board has changed: that card is no longer in this column"));
  const [previous] = await tx
    .select({ rank: videos.boardRank })
    .from(videos)
    .where(and(others, sql`(${videos.boardRank}, ${videos.id}) < (${before.boardRank}, ${before.id}::uuid)`))
    .orderBy(desc(videos.boardRank), desc(videos.id))
    .limit(1);
  if (previous && rankGapTooSmall(previous.rank, before.boardRank)) return null;
  return rankBetween(previous?.rank ?? null, before.boardRank);
}

/**
 * A card dropped on the board: the video goes to `stage`, just above `beforeId` (null: at the end of
 * the column). Order within a column is kept; any member may move any card.
 */
export async function moveVideo(
  db: Db,
  actorId: string,
  videoId: string,
  target: { stage: ProductionStage; beforeId: string | null },
): Promise<Video> {
  if (target.beforeId !== null && !isLibraryId(target.beforeId)) {
    throw notFound(msg("The card to place it before was not found"));
  }
  if (target.beforeId === videoId) throw badRequest(msg("A card can't be placed before itself"));
  // To the column's end (the common drop on a column): one prepared statement, its rank read in the
  // UPDATE itself (measured by the bench's card move, decision 028). Elsewhere, between the two neighbours.
  if (target.beforeId === null) {
    const [updated] = await moveToColumnEnd[target.stage](db).execute({ videoId, actorId });
    if (!updated) {
      // Gone, or held in Scripting by "Scripts need approval" (decision 036): read only on a refusal.
      const refusal = crossesGate("scripting", target.stage) ? await gateRefusal(db, videoId) : null;
      if (refusal) throw conflict(refusal);
      throw videoNotFound();
    }
    // One statement, committed: the event follows it (decision 045).
    await emitIfMoved(db, updated, actorId);
    return toVideo(updated);
  }
  const beforeId = target.beforeId;
  return db.transaction(async (tx) => {
    const row = await lockVideo(tx, videoId);
    await assertGateOpen(tx, videoId, row.stage, target.stage);
    let rank = await rankFor(tx, target.stage, videoId, beforeId);
    if (rank === null) {
      await renumberColumn(tx, target.stage);
      rank = (await rankFor(tx, target.stage, videoId, beforeId)) ?? 0;
    }
    return placeCard(tx, actorId, videoId, target.stage, rank);
  });
}

/**
 * One statement: locks the card, gives it its stage (with the status and publish time that follow,
 * as `stageEffects` does) and rank, and logs the stage change it read under the lock. The card and
 * the member may be placeholders (the prepared column-end moves); an empty answer means the video is gone.
 */
function placeCardStatement(
  db: Db | Tx,
  actorId: string | Placeholder,
  videoId: string | Placeholder,
  stage: ProductionStage,
  rank: number | SQL,
) {
  // A stage past Scripting is refused in the statement itself while the gate is closed (decision 036).
  const gate = crossesGate("scripting", stage) ? sql`not ${gateClosedSql(sql`${videos.id}`)}` : undefined;
  const old = db.$with("old").as(
    db
      .select({ id: videos.id, stage: videos.stage })
      .from(videos)
      .where(and(eq(videos.id, videoId), gate))
      .for("update"),
  );
  return (
    db
      .with(old, stageChangeCte(db, "old", actorId, stage))
      .update(videos)
      .set({
        stage,
        // statusForStage: an archived video stays archived.
        status: sql`case when ${videos.status} = 'archive' then 'archive' else ${statusForStage(stage, "draft")} end`,
        ...(stage === "published" && { publishedAt: sql`coalesce(${videos.publishedAt}, now())` }),
        boardRank: rank,
        // The database's clock, not the column's $onUpdate: a prepared statement would keep that value.
        updatedAt: sql`now()`,
      })
      .from(old)
      .where(eq(videos.id, old.id))
      // The video's columns, the stage it left under the lock, and whether the webhook event has anyone
      // to go to, under names of their own.
      .returning({
        ...getTableColumns(videos),
        previousStage: sql<string>`old.stage`.as("previous_stage"),
        stageChangeSubscribed: subscribedSql("video.stage_changed").as("stage_change_subscribed"),
      })
  );
}

async function placeCard(db: Db | Tx, actorId: string, videoId: string, stage: ProductionStage, rank: number) {
  const [updated] = await placeCardStatement(db, actorId, videoId, stage, rank);
  if (!updated) throw videoNotFound();
  await emitIfMoved(db, updated, actorId);
  return toVideo(updated);
}

/** The stage-change event of a placed card: only for a change of column, and only when an endpoint chose it as the statement ran. */
async function emitIfMoved(db: Db | Tx, placed: PlacedCard, actorId: string) {
  if (placed.previousStage !== placed.stage && placed.stageChangeSubscribed) {
    await emitStageChanged(db, placed, placed.previousStage, actorId);
  }
}
type PlacedCard = Awaited<ReturnType<typeof placeCardStatement>>[number];

/** A card moved to the end of a stage's column, prepared once per stage: only the card and the member vary. */
function prepareMoveToColumnEnd(stage: ProductionStage) {
  const videoId = sql.placeholder("videoId");
  const rank = sql`(select coalesce(max(${videos.boardRank}) + 1, 0) from ${videos} where ${videos.stage} = ${stage} and ${videos.id} <> ${videoId}::uuid)`;
  return preparedPerDatabase((db) =>
    placeCardStatement(db, sql.placeholder("actorId"), videoId, stage, rank).prepare(`move_to_end_of_${stage}`),
  );
}
const moveToColumnEnd = Object.fromEntries(
  PRODUCTION_STAGES.map((stage) => [stage, prepareMoveToColumnEnd(stage)]),
) as Record<ProductionStage, ReturnType<typeof prepareMoveToColumnEnd>>;
