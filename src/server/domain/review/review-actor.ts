// Who does something in a review: a signed-in member, or a guest of a review link (decision 036).
import { and, eq, sql } from "drizzle-orm";
import { msg } from "../../../shared/message.ts";
import type { Db, Tx } from "../../db/client.ts";
import { scripts, scriptVersions, videos } from "../../db/schema.ts";
import { conflict, notFound } from "../../errors.ts";
import { notifyLiveEvent } from "../../events/notify.ts";
import { videoNotFound } from "../errors.ts";

export type ReviewActor =
  | { kind: "member"; id: string; name: string }
  | { kind: "guest"; guestId: string; name: string };

/** The member behind an action, or null for a guest (notifications' `actor_id`). */
export const memberIdOf = (actor: ReviewActor) => (actor.kind === "member" ? actor.id : null);
export const guestNameOf = (actor: ReviewActor) => (actor.kind === "guest" ? actor.name : null);

/** The row columns naming who wrote a comment or answered. */
export const authorColumns = (actor: ReviewActor) =>
  actor.kind === "member" ? { userId: actor.id, guestId: null } : { userId: null, guestId: actor.guestId };

/** A version's text, 404 when the video or the version does not exist. */
export async function versionText(db: Db | Tx, videoId: string, number: number): Promise<string> {
  const [row] = await db
    .select({ id: videos.id, content: scriptVersions.content })
    .from(videos)
    .leftJoin(scriptVersions, and(eq(scriptVersions.videoId, videos.id), eq(scriptVersions.number, number)))
    .where(eq(videos.id, videoId));
  if (!row) throw videoNotFound();
  if (row.content === null) throw notFound(msg("Version not found"));
  return row.content;
}

/** The script's current version number; 409 when the video has no script yet. */
export async function currentVersion(db: Db | Tx, videoId: string): Promise<number> {
  const [row] = await db.select({ version: scripts.version }).from(scripts).where(eq(scripts.videoId, videoId));
  if (!row) throw conflict(msg("This video has no script yet"));
  return row.version;
}

/** Announces a change to a video's review to every open page (decision 025), when the transaction commits. */
export async function announceReview(tx: Db | Tx, videoId: string, actor: ReviewActor | null) {
  const event = { type: "review", videoId, by: actor && actor.kind === "member" ? actor.id : null };
  await notifyLiveEvent(tx, event);
}

/** Members who hear about comments on a video's script: who wrote its versions and who asked for review. */
export async function scriptPeople(tx: Db | Tx, videoId: string): Promise<string[]> {
  const rows = (await tx.execute(sql`
    select user_id as id from script_versions where video_id = ${videoId} and user_id is not null
    union
    select requested_by from review_requests where video_id = ${videoId} and requested_by is not null
    limit 100`)) as unknown as { rows: Array<{ id: string }> };
  return rows.rows.map((r) => r.id);
}
