import { and, eq, gt, lte, sql } from "drizzle-orm";
import { msg } from "../../shared/message.ts";
import type { Db } from "../db/client.ts";
import { aiUsage, users } from "../db/schema.ts";
import { AppError } from "../errors.ts";

export const AI_RATE_LIMITED = msg("Too many AI requests: please wait a minute and try again.");

const MINUTE_AGO = sql`now() - interval '1 minute'`;

/**
 * Counts one AI operation for the user and refuses it (429) when the user already started the limit's
 * worth in the last 60 seconds: a rolling minute, so a burst cannot straddle a calendar minute's turn
 * to get twice the limit. Each accepted operation is a row stamped by the database's clock (instances
 * with drifting clocks still agree); the user's row is locked for the count and the insert, so two
 * instances counting at once take turns and the limit holds across them. `FOR NO KEY UPDATE` leaves
 * the user's other writes (whose foreign keys take KEY SHARE on the row) unblocked. Refused operations
 * are not counted, and the rows older than a minute go with each count.
 */
export async function takeAiRequest(db: Db, userId: string, limitPerMinute: number): Promise<void> {
  const allowed = await db.transaction(async (tx) => {
    await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for("no key update");
    await tx.delete(aiUsage).where(and(eq(aiUsage.userId, userId), lte(aiUsage.windowStart, MINUTE_AGO)));
    const [used] = await tx
      .select({ count: sql<number>`coalesce(sum(${aiUsage.count}), 0)::int` })
      .from(aiUsage)
      .where(and(eq(aiUsage.userId, userId), gt(aiUsage.windowStart, MINUTE_AGO)));
    if (used.count >= limitPerMinute) return false;
    await tx
      .insert(aiUsage)
      .values({ userId, windowStart: sql`now()`, count: 1 })
      .onConflictDoUpdate({ target: [aiUsage.userId, aiUsage.windowStart], set: { count: sql`${aiUsage.count} + 1` } });
    return true;
  });
  if (!allowed) throw new AppError(429, AI_RATE_LIMITED);
}
