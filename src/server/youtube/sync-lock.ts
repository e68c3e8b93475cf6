// One sync per channel at a time, across every app instance on one database (ARCHITECTURE §2: no
// locks in process memory). A row in sync_locks is the lock; one left by a crashed instance
// expires, and the next sync takes it over. Works alike on PGlite and PostgreSQL.
import { randomUUID } from "node:crypto";
import { and, eq, sql } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import { syncLocks } from "../db/schema.ts";
import { conflict } from "../errors.ts";
import type { Logger } from "../logger.ts";

export const SYNC_ALREADY_RUNNING = "A sync of this channel is already running";
// Longer than the sync of the largest channel (about 800 API calls); the database clock decides.
const LOCK_TTL = sql`now() + interval '15 minutes'`;

/**
 * Runs `work` holding the channel's sync lock; 409 when another sync holds it. A job passes its own
 * `holder` (its sync run): run again after its instance died, it takes its own lock back at once.
 */
export async function withChannelSyncLock<T>(
  deps: { db: Db; logger: Logger },
  channelId: string,
  work: () => Promise<T>,
  holder: string = randomUUID(),
): Promise<T> {
  const { db, logger } = deps;
  const [taken] = await db
    .insert(syncLocks)
    .values({ channelId, holder, expiresAt: LOCK_TTL })
    .onConflictDoUpdate({
      target: syncLocks.channelId,
      set: { holder, expiresAt: LOCK_TTL, createdAt: sql`now()` },
      setWhere: sql`${syncLocks.expiresAt} < now() or ${syncLocks.holder} = ${holder}`,
    })
    .returning({ holder: syncLocks.holder });
  if (taken?.holder !== holder) throw conflict(SYNC_ALREADY_RUNNING);
  try {
    return await work();
  } finally {
    try {
      await db.delete(syncLocks).where(and(eq(syncLocks.channelId, channelId), eq(syncLocks.holder, holder)));
    } catch (error) {
      // The lock then expires by itself; the sync's own outcome must not be hidden by this.
      logger.warn({ err: error, channelId }, "could not release the channel sync lock");
    }
  }
}
