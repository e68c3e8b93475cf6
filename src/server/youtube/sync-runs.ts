// Issue 14 §3: each channel sync is a row of sync_runs — queued, running, then succeeded, failed or
// skipped (the quota budget) — shown as the channel's sync history. One queued or running run per
// channel (a unique index), so a second "Sync YouTube Data" on any instance follows the first.
import { and, desc, eq, inArray, sql } from "drizzle-orm";
import { msg } from "../../shared/message.ts";
import type { Db } from "../db/client.ts";
import { syncRuns } from "../db/schema.ts";
import { notifySyncFailed } from "../domain/notifications/notifications.ts";
import { storedMessage } from "../stored-message.ts";

export type SyncRun = typeof syncRuns.$inferSelect;
export type SyncTrigger = SyncRun["trigger"];

const ACTIVE = ["queued", "running"] as const;
const DID_NOT_FINISH = storedMessage(msg("Did not finish: the server stopped while it ran."));
// A run still "active" this long after it was queued lost its job (a restart of the embedded
// database's only process): longer than the channel sync lock (15 minutes) and a retry's pause.
const STALE_AFTER = sql`interval '30 minutes'`;

/** The channel's queued or running run, if any. */
export async function activeRun(db: Db, channelId: string): Promise<SyncRun | null> {
  const [run] = await db
    .select()
    .from(syncRuns)
    .where(and(eq(syncRuns.channelId, channelId), inArray(syncRuns.status, [...ACTIVE])));
  return run ?? null;
}

/** A new queued run, or null when the channel already has one queued or running. */
export async function createRun(
  db: Db,
  values: { channelId: string; trigger: SyncTrigger; requestedBy: string | null },
): Promise<SyncRun | null> {
  // A run that lost its job long ago does not block the channel for ever.
  await db
    .update(syncRuns)
    .set({ status: "failed", finishedAt: sql`now()`, error: DID_NOT_FINISH })
    .where(
      and(
        eq(syncRuns.channelId, values.channelId),
        inArray(syncRuns.status, [...ACTIVE]),
        sql`${syncRuns.queuedAt} < now() - ${STALE_AFTER}`,
      ),
    );
  const [run] = await db.insert(syncRuns).values(values).onConflictDoNothing().returning();
  return run ?? null;
}

/** On the embedded database, jobs do not outlive the process: runs it left behind are closed at start-up. */
export async function failInterruptedRuns(db: Db): Promise<void> {
  await db
    .update(syncRuns)
    .set({ status: "failed", finishedAt: sql`now()`, error: DID_NOT_FINISH })
    .where(inArray(syncRuns.status, [...ACTIVE]));
}

export async function findRun(db: Db, runId: string): Promise<SyncRun | null> {
  const [run] = await db.select().from(syncRuns).where(eq(syncRuns.id, runId));
  return run ?? null;
}

export async function markRunning(db: Db, runId: string): Promise<void> {
  await db
    .update(syncRuns)
    .set({ status: "running", startedAt: sql`coalesce(${syncRuns.startedAt}, now())`, error: null })
    .where(eq(syncRuns.id, runId));
}

export async function finishRun(
  db: Db,
  runId: string,
  outcome: {
    status: "succeeded" | "failed" | "skipped" | "queued";
    units: number;
    /** A stored message (stored-message.ts): said in the language of whoever reads the history. */
    error?: string | null;
    videosUpdated?: number;
    videosImported?: number;
    unavailableVideos?: SyncRun["unavailableVideos"];
    uploadsListed?: number | null;
    uploadsNotListed?: number | null;
  },
): Promise<void> {
  const { status, units, error = null, ...counts } = outcome;
  await db.transaction(async (tx) => {
    await tx
      .update(syncRuns)
      .set({
        status,
        error,
        quotaUnits: sql`${syncRuns.quotaUnits} + ${units}`,
        finishedAt: status === "queued" ? null : sql`now()`,
        ...counts,
      })
      .where(eq(syncRuns.id, runId));
    // Issue 13 item 7: a failed run rings the bell of its channel's owner and of who asked for it.
    if (status === "failed") await notifySyncFailed(tx, runId);
  });
}

/** The channel's latest runs, newest first. */
export async function recentRuns(db: Db, channelId: string, limit = 10): Promise<SyncRun[]> {
  return db
    .select()
    .from(syncRuns)
    .where(eq(syncRuns.channelId, channelId))
    .orderBy(desc(syncRuns.queuedAt))
    .limit(limit);
}
