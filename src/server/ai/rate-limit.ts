import { and, eq, lt, sql } from "drizzle-orm";
import { msg } from "../../shared/message.ts";
import type { Db } from "../db/client.ts";
import { aiUsage } from "../db/schema.ts";
import { AppError } from "../errors.ts";

export const AI_RATE_LIMITED = msg("Too many AI requests: please wait a minute and try again.");

const currentMinute = sql`date_trunc('minute', now())`;

/**
 * Counts one AI operation for the user in the current minute and refuses it (429) past the limit.
 * One atomic upsert on (user, minute) in the database, so the limit holds across app instances; the
 * database's clock decides the minute, so instances with drifting clocks still agree.
 */
export async function takeAiRequest(db: Db, userId: string, limitPerMinute: number): Promise<void> {
  const [row] = await db
    .insert(aiUsage)
    .values({ userId, windowStart: currentMinute, count: 1 })
    .onConflictDoUpdate({ target: [aiUsage.userId, aiUsage.windowStart], set: { count: sql`${aiUsage.count} + 1` } })
    .returning({ count: aiUsage.count });
  // The first request of a new minute clears the user's older windows, so the table stays small.
  if (row.count === 1) {
    await db.delete(aiUsage).where(and(eq(aiUsage.userId, userId), lt(aiUsage.windowStart, currentMinute)));
  }
  if (row.count > limitPerMinute) throw new AppError(429, AI_RATE_LIMITED);
}
