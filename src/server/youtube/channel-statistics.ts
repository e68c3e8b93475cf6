// The channel dashboard's Social Blade tiles (issue 4): refreshed with each sync, read from the
// database, so opening a dashboard costs no Social Blade credits.
import { eq, sql } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import { channelStatistics as channelStatisticsTable } from "../db/schema.ts";
import type { ServiceDeps } from "../service-deps.ts";
import { type ChannelStatistics, channelStatistics } from "./socialblade.ts";

export interface StoredChannelStatistics extends ChannelStatistics {
  updatedAt: Date;
}

/** Fetches and stores the channel's statistics; null (and nothing stored) when Social Blade is not configured. */
export async function refreshChannelStatistics(
  deps: ServiceDeps,
  channelId: string,
  youtubeChannelId: string,
): Promise<ChannelStatistics | null> {
  const statistics = await channelStatistics(deps.config, youtubeChannelId);
  if (!statistics) return null;
  await deps.db
    .insert(channelStatisticsTable)
    .values({ channelId, ...statistics })
    .onConflictDoUpdate({ target: channelStatisticsTable.channelId, set: { ...statistics, updatedAt: sql`now()` } });
  return statistics;
}

/** The stored statistics of a channel, or null before its first successful refresh. */
export async function readChannelStatistics(db: Db, channelId: string): Promise<StoredChannelStatistics | null> {
  const [row] = await db
    .select({
      subscribers: channelStatisticsTable.subscribers,
      subscriberGrowth30d: channelStatisticsTable.subscriberGrowth30d,
      viewGrowth30d: channelStatisticsTable.viewGrowth30d,
      updatedAt: channelStatisticsTable.updatedAt,
    })
    .from(channelStatisticsTable)
    .where(eq(channelStatisticsTable.channelId, channelId));
  return row ?? null;
}
