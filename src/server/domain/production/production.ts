// Issue 13: a video's production stage, assignee, dates and place on the board, and the status that
// follows its stage (decision 022). The library owns writes to `videos` (decision 010); every change
// here is one transaction that also writes the video's activity log.

import { and, desc, eq, getTableColumns, max, min, ne, type Placeholder, type SQL, sql } from "drizzle-orm";
import { rankBetween, rankGapTooSmall } from "../../../shared/board-rank.ts";
import { isLibraryId, type VideoStatus } from "../../../shared/library-rules.ts";
import {
  PRODUCTION_STAGES,
  type ProductionStage,
  STAGE_LABELS,
  statusForStage,
} from "../../../shared/production-stages.ts";
import { toVideo, type Video } from "../../../shared/schemas/library.ts";
import type { Db, Tx } from "../../db/client.ts";
import { preparedPerDatabase } from "../../db/prepared.ts";
import { channels, users, videos } from "../../db/schema.ts";
import { badRequest, conflict, notFound } from "../../errors.ts";
import { type ActivityChange, recordActivity, stageChangeCte } from "../activity/record-activity.ts";
import { channelNotFound, videoNotFound } from "../errors.ts";
import { findOrCreateMonthFolders } from "../folders/folders.ts";
import { notifyAssignment } from "../notifications/notifications.ts";
import { assertGateOpen, crossesGate, gateClosedSql, gateRefusal } from "../review/approval-gate.ts";
import { createDraftVideo } from "../videos/videos.ts";

type VideoRow = typeof videos.$inferSelect;

export interface ProductionChanges {
  stage?: ProductionStage;
  assigneeId?: string | null;
  dueDate?: string | null;
  plannedPublishDate?: string | null;
}

async function lockVideo(tx: Tx, videoId: string): Promise<VideoRow> {
  const [row] = await tx.select().from(videos).where(eq(videos.id, videoId)).for("update");
  if (!row) throw videoNotFound();
  return row;
}

async function memberName(tx: Tx, userId: string | null): Promise<string | null> {
  if (userId === null) return null;
  const [row] = await tx.select({ name: users.name }).from(users).where(eq(users.id, userId));
  return row?.name ?? null;
}

/** A rank above every card of the column (a card changed to this stage goes on top). */
async function topOfColumn(tx: Tx, stage: ProductionStage, except: string): Promise<number> {
  const [row] = await tx
    .select({ rank: min(videos.boardRank) })
    .from(videos)
    .where(and(eq(videos.stage, stage), ne(videos.id, except)));
  return rankBetween(null, row?.rank ?? null);
}

/** What moving to `stage` does to status and publish time (an archived video stays archived). */
function stageEffects(row: VideoRow, stage: ProductionStage) {
  return {
    stage,
    status: statusForStage(stage, row.status),
    ...(stage === "published" && row.publishedAt === null && { publishedAt: new Date() }),
  };
}

function stageChange(row: VideoRow, stage: ProductionStage): ActivityChange[] {
  return row.stage === stage
    ? []
    : [{ kind: "stage", from: STAGE_LABELS[row.stage as ProductionStage] ?? row.stage, to: STAGE_LABELS[stage] }];
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
      if (input.assigneeId !== null && to === null) throw badRequest("Assignee must be a member of the workspace");
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
    if (set.assigneeId && actorId) notified.push(...(await notifyAssignment(tx, actorId, set.assigneeId, videoId)));
    return toVideo(updated);
  });
}

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
  if (!before) throw notFound("The card to place it before was not found");
  if (before.stage !== stage) throw conflict("The board has changed: that card is no longer in this column");
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
    throw notFound("The card to place it before was not found");
  }
  if (target.beforeId === videoId) throw badRequest("A card can't be placed before itself");
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
      // The video's columns only: `old`'s would overwrite the new stage.
      .returning(getTableColumns(videos))
  );
}

async function placeCard(db: Db | Tx, actorId: string, videoId: string, stage: ProductionStage, rank: number) {
  const [updated] = await placeCardStatement(db, actorId, videoId, stage, rank);
  if (!updated) throw videoNotFound();
  return toVideo(updated);
}

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
    return toVideo(updated);
  });
}

/** The Video Details form: title, YouTube URL and keywords; title and URL changes are logged. */
export async function updateVideoDetails(
  db: Db,
  actorId: string,
  videoId: string,
  input: { title?: string; youtubeUrl?: string | null; youtubeVideoId?: string | null; targetKeywords?: string[] },
): Promise<Video> {
  return db.transaction(async (tx) => {
    const row = await lockVideo(tx, videoId);
    const [updated] = await tx
      .update(videos)
      .set({
        ...(input.title !== undefined && { title: input.title }),
        ...(input.youtubeUrl !== undefined && {
          youtubeUrl: input.youtubeUrl,
          youtubeVideoId: input.youtubeVideoId ?? null,
        }),
        ...(input.targetKeywords !== undefined && { targetKeywords: input.targetKeywords }),
      })
      .where(eq(videos.id, videoId))
      .returning();
    const changes: ActivityChange[] = [];
    if (input.title !== undefined && input.title !== row.title)
      changes.push({ kind: "title", from: row.title, to: input.title });
    if (input.youtubeUrl !== undefined && input.youtubeUrl !== row.youtubeUrl) {
      changes.push({ kind: "url", from: row.youtubeUrl, to: input.youtubeUrl });
    }
    await recordActivity(tx, videoId, actorId, changes);
    return toVideo(updated);
  });
}

/**
 * 'Plan a video' on the production calendar: a new Idea with that planned publish date in the
 * channel's folder of the date's month (its oldest folder of that month, or a new one named like
 * 'November 2026'), with its activity lines. 404 when the channel does not exist. The channel row is
 * locked, so two plans for a month without a folder make one folder, not two.
 */
export async function planVideo(
  db: Db,
  actorId: string,
  channelId: string,
  input: { title: string; plannedPublishDate: string },
): Promise<Video> {
  return db.transaction(async (tx) => {
    const [channel] = await tx
      .select({ id: channels.id })
      .from(channels)
      .where(eq(channels.id, channelId))
      .for("update");
    if (!channel) throw channelNotFound();
    const month = input.plannedPublishDate.slice(0, 7);
    const folderId = (await findOrCreateMonthFolders(tx, actorId, channelId, [month])).get(month);
    if (!folderId) throw channelNotFound();
    return createDraftVideo(tx, actorId, folderId, {
      title: input.title,
      youtubeUrl: null,
      targetKeywords: [],
      plannedPublishDate: input.plannedPublishDate,
    });
  });
}
