// Issue 14: "the Performance tab's averages come from the period". For a channel with YouTube
// Analytics the tab follows the dashboard's period: the spec's averages and rates over the videos
// published in the period's days — what a creator means by "how are my recent videos doing". One
// query, kept per channel data version (decision 016), period and Pacific day (the window moves at
// midnight Pacific time without any write).
import { and, eq, gte, lte, sql } from "drizzle-orm";
import type { AnalyticsPeriod } from "../../../shared/analytics-periods.ts";
import { msg } from "../../../shared/message.ts";
import type { ChannelPerformance } from "../../../shared/schemas/dashboard.ts";
import { channelVersionCache } from "../../db/channel-version-cache.ts";
import type { Db } from "../../db/client.ts";
import { folders, videoMetrics, videos } from "../../db/schema.ts";
import { notFound } from "../../errors.ts";
import { pacificDay } from "../../youtube/quota.ts";
import { average, knownAverage, number, rate } from "./aggregates.ts";
import { shiftDay } from "./analytics.service.ts";
import { channelVersion } from "./service.ts";

const kept = channelVersionCache<ChannelPerformance>();
// YouTube's days are Pacific time, as the analytics periods are.
const publishedDay = sql`(${videos.publishedAt} at time zone 'America/Los_Angeles')::date`;

export async function getChannelPerformance(
  db: Db,
  channelId: string,
  period: AnalyticsPeriod,
  now: Date = new Date(),
): Promise<ChannelPerformance> {
  const [channel] = await channelVersion(db).execute({ channelId });
  if (!channel) throw notFound(msg("Channel not found"));
  const to = pacificDay(now);
  const from = shiftDay(to, -(period - 1));
  return kept(db, `${channelId}:${period}:${to}`, channel.version, () =>
    computePerformance(db, channelId, period, from, to),
  );
}

async function computePerformance(
  db: Db,
  channelId: string,
  period: AnalyticsPeriod,
  from: string,
  to: string,
): Promise<ChannelPerformance> {
  const [row] = await db
    .select({
      videos: number(sql`count(${videoMetrics.id})`),
      videosWithLikes: number(sql`count(${videoMetrics.likes})`),
      videosWithComments: number(sql`count(${videoMetrics.comments})`),
      views: average(videoMetrics.views),
      likes: knownAverage(videoMetrics.likes),
      comments: knownAverage(videoMetrics.comments),
      likeRate: rate(videoMetrics.likes),
      commentRate: rate(videoMetrics.comments),
    })
    .from(videos)
    .innerJoin(folders, eq(folders.id, videos.folderId))
    // spec §7: only videos with metrics count.
    .innerJoin(videoMetrics, eq(videoMetrics.videoId, videos.id))
    .where(and(eq(folders.channelId, channelId), gte(publishedDay, from), lte(publishedDay, to)));
  const none = !row || row.videos === 0;
  return {
    period,
    from,
    to,
    videos: row?.videos ?? 0,
    videosWithLikes: row?.videosWithLikes ?? 0,
    videosWithComments: row?.videosWithComments ?? 0,
    averages: {
      views: none ? null : row.views,
      likes: none ? null : row.likes,
      comments: none ? null : row.comments,
    },
    likeRate: none ? null : row.likeRate,
    commentRate: none ? null : row.commentRate,
  };
}
