// "Scripts need approval" (decision 036): in a channel with the setting on, a video leaves Scripting
// (or skips it) for a later stage only once its script's current version is approved — the rule of
// the SQL function `script_approved` (migration 0017). Every write that changes a stage asks here.
import { eq, type SQL, sql } from "drizzle-orm";
import { msg } from "../../../shared/message.ts";
import type { ProductionStage } from "../../../shared/production-stages.ts";
import type { Db, Tx } from "../../db/client.ts";
import { channels } from "../../db/schema.ts";
import { conflict, notFound } from "../../errors.ts";

/** Stages before the gate: a video there is not yet past its script's review. */
const BEFORE_GATE: ProductionStage[] = ["idea", "scripting"];

export const crossesGate = (from: string, to: ProductionStage) =>
  BEFORE_GATE.includes(from as ProductionStage) && !BEFORE_GATE.includes(to);

/**
 * SQL true when the video (a `videos` row in scope, or an id) may not cross the gate now. The
 * approval is read only in a channel that asks for it: written as a condition on the video alone,
 * the planner tests it in the video's scan, before the channel is joined, and so for every card
 * moved past Scripting (0.6 of a card move's 0.8 ms in PostgreSQL). Naming the channel's column
 * makes it a condition of the join, tested after the channel's own.
 */
export function gateClosedSql(videoId: SQL | string): SQL {
  return sql`exists (
    select 1 from videos gv
    join folders gf on gf.id = gv.folder_id
    join channels gc on gc.id = gf.channel_id
    where gv.id = ${videoId} and gc.require_script_approval
      and gv.stage in ('idea', 'scripting')
      and case when gc.require_script_approval then not script_approved(gv.id) end)`;
}

/** Throws the 409 that says why a video can't go to `to`, when the gate is closed for it. */
export async function assertGateOpen(db: Db | Tx, videoId: string, from: string, to: ProductionStage): Promise<void> {
  if (!crossesGate(from, to)) return;
  const refusal = await gateRefusal(db, videoId);
  if (refusal) throw conflict(refusal);
}

/** Why the gate is closed for the video (null when it is open). */
export async function gateRefusal(db: Db | Tx, videoId: string): Promise<string | null> {
  const rows = (await db.execute(sql`
    select ${gateClosedSql(videoId)} as closed, s.version
    from videos v left join scripts s on s.video_id = v.id
    where v.id = ${videoId}`)) as unknown as { rows: Array<{ closed: boolean; version: number | null }> };
  const row = rows.rows[0];
  if (!row?.closed) return null;
  return row.version === null
    ? "Scripts need approval in this channel: this video has no script to approve yet, so it stays in Scripting"
    : `Scripts need approval in this channel: version ${row.version} of the script isn't approved yet, so the video stays in Scripting`;
}

/** Turns "Scripts need approval" on or off for a channel. */
export async function setScriptApprovalRequired(db: Db, channelId: string, required: boolean) {
  const [row] = await db
    .update(channels)
    .set({ requireScriptApproval: required })
    .where(eq(channels.id, channelId))
    .returning({ requireScriptApproval: channels.requireScriptApproval });
  if (!row) throw notFound(msg("Channel not found"));
  return row;
}
