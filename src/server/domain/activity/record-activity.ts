// Issue 13 item 5: a video's activity log. This module is the one writer of `video_activity`
// (decision 022); every library write that changes what a team follows (stage, assignee, dates,
// title, URL, status, script versions, notes) records its entries in the same transaction.
import { type Placeholder, sql } from "drizzle-orm";
import { PRODUCTION_STAGES, type ProductionStage, STAGE_LABELS } from "../../../shared/production-stages.ts";
import type { ActivityKind } from "../../../shared/schemas/production.ts";
import type { Db, Tx } from "../../db/client.ts";
import { videoActivity } from "../../db/schema.ts";

export interface ActivityChange {
  kind: ActivityKind;
  from?: string | null;
  to?: string | null;
}

/**
 * jsonb refuses the escape of a lone surrogate that JSON.stringify writes for it; a text column stores
 * it as U+FFFD, and so does the log.
 */
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;
const storable = (value: string | null | undefined) => (value == null ? null : value.replace(LONE_SURROGATE, "\ufffd"));

const lines = (videoId: string, userId: string | null, changes: ActivityChange[]) =>
  changes.map((change) => ({
    videoId,
    userId,
    kind: change.kind,
    detail: { from: storable(change.from), to: storable(change.to) },
  }));

/** Appends the changes to the video's log, as made by `userId` (null: the sync, or nobody known). */
export async function recordActivity(
  db: Db | Tx,
  videoId: string,
  userId: string | null,
  changes: ActivityChange[],
): Promise<void> {
  if (changes.length === 0) return;
  await db.insert(videoActivity).values(lines(videoId, userId, changes));
}

export type ReviewActivityKind = Extract<
  ActivityKind,
  "review_requested" | "review_comment" | "suggestion_accepted" | "review_approved" | "review_changes_requested"
>;

/**
 * A review event in the video's log: by a member (`userId`) or by a guest of a review link, whose own
 * name is kept with the line (guests have no account). `version` is the script version it is about;
 * `from` tells a suggestion from a comment.
 */
export async function recordReviewActivity(
  db: Db | Tx,
  videoId: string,
  by: { userId: string | null; guestName: string | null },
  event: { kind: ReviewActivityKind; version: number; from?: string },
): Promise<void> {
  await db.insert(videoActivity).values({
    videoId,
    userId: by.userId,
    kind: event.kind,
    detail: { from: event.from ?? null, to: String(event.version), guest: storable(by.guestName) },
  });
}

/**
 * The same lines as a CTE, for a write that logs itself in one statement (`db.with(logged).insert…`):
 * one round trip where a transaction takes four (the bench's note, docs/decisions/028). PostgreSQL
 * runs a data-modifying CTE once and to completion whether or not the statement reads it, and the
 * statement is its own transaction: the write and its line are stored together or not at all.
 */
export function activityCte(
  db: Db | Tx,
  videoId: Placeholder,
  userId: Placeholder,
  change: { kind: ActivityKind; to: Placeholder },
) {
  // Placeholders, for a prepared statement: the caller passes `to` through `storableText`.
  return db.$with("logged").as(
    db.insert(videoActivity).values({
      videoId,
      userId,
      kind: change.kind,
      detail: sql`jsonb_build_object('from', null, 'to', ${change.to}::text)`,
    }),
  );
}

/** A value as the log stores it (see LONE_SURROGATE), for `activityCte`'s placeholders. */
export const storableText = (value: string) => storable(value) as string;

/**
 * The line of a card's stage change whose previous stage only the statement itself reads, under the
 * card's lock: one line per row of the statement's CTE `source` (columns `id` and `stage`: the video
 * and its previous stage) whose stage was not already `to`.
 */
export function stageChangeCte(db: Db | Tx, source: string, userId: string | null | Placeholder, to: ProductionStage) {
  const old = sql.identifier(source);
  const label = sql.join(
    [
      sql`case ${old}."stage"`,
      ...PRODUCTION_STAGES.map((s) => sql`when ${s} then ${STAGE_LABELS[s]}`),
      sql`else ${old}."stage" end`,
    ],
    sql` `,
  );
  return db.$with("logged", { videoId: sql<string>`video_id` }).as(sql`
    insert into ${videoActivity} (video_id, user_id, kind, detail)
    select ${old}."id", ${userId}::text, 'stage', jsonb_build_object('from', ${label}, 'to', ${STAGE_LABELS[to]}::text)
    from ${old} where ${old}."stage" <> ${to}
    returning video_id`);
}
