import { asc, desc, eq, sql } from "drizzle-orm";
import { RECENT_VIDEOS_LIMIT, TOP_PERFORMERS_LIMIT } from "../../../shared/library-rules.ts";
import { msg } from "../../../shared/message.ts";
import { formatMonth } from "../../../shared/month.ts";
import type { ChannelDashboard, DashboardVideo } from "../../../shared/schemas/dashboard.ts";
import { toVideo } from "../../../shared/schemas/library.ts";
import { toMetrics } from "../../../shared/schemas/video.ts";
import { channelVersionCache } from "../../db/channel-version-cache.ts";
import type { Db } from "../../db/client.ts";
import { preparedPerDatabase } from "../../db/prepared.ts";
import { channels, channelVersions, folders, videoMetrics, videos } from "../../db/schema.ts";
import { notFound } from "../../errors.ts";
import { average, knownAverage, knownTotal, number, rate, total } from "./aggregates.ts";

/** The channel's videos that have metrics (spec §7: only videos with metrics count). */
function videosWithMetrics(db: Db, channelId: string) {
  return db
    .select({ video: videos, metrics: videoMetrics })
    .from(videos)
    .innerJoin(folders, eq(folders.id, videos.folderId))
    .innerJoin(videoMetrics, eq(videoMetrics.videoId, videos.id))
    .where(eq(folders.channelId, channelId));
}

/** The channel's data version (decision 016): one indexed row, read before a kept answer is used. */
export const channelVersion = preparedPerDatabase((db) =>
  db
    .select({ id: channels.id, version: sql<number>`coalesce(${channelVersions.version}, 0)`.mapWith(Number) })
    .from(channels)
    .leftJoin(channelVersions, eq(channelVersions.channelId, channels.id))
    .where(eq(channels.id, sql.placeholder("channelId")))
    .prepare("channel_version"),
);

const dashboards = channelVersionCache<ChannelDashboard>();

/**
 * The channel dashboard (spec §2, §9). Its aggregates cost the database a few milliseconds per
 * thousand videos, so a dashboard is computed once per version of the channel's data and reused
 * while the version (one indexed row, read first) is unchanged.
 */
export async function getChannelDashboard(db: Db, channelId: string): Promise<ChannelDashboard> {
  const [channel] = await channelVersion(db).execute({ channelId });
  if (!channel) throw notFound(msg("Channel not found"));
  return dashboards(db, channelId, channel.version, () => computeChannelDashboard(db, channelId));
}

/**
 * Every aggregate is computed by the database, in four queries whatever the number of videos:
 * totals with averages and rates, the recent videos, the top performers, and views by month folder.
 */
async function computeChannelDashboard(db: Db, channelId: string): Promise<ChannelDashboard> {
  const [summaryRows, recentRows, topRows, monthRows] = await Promise.all([
    db
      .select({
        id: channels.id,
        name: channels.name,
        allVideos: number(sql`count(${videos.id})`),
        videos: number(sql`count(${videoMetrics.id})`),
        views: total(videoMetrics.views),
        likes: knownTotal(videoMetrics.likes),
        comments: knownTotal(videoMetrics.comments),
        videosWithLikes: number(sql`count(${videoMetrics.likes})`),
        videosWithComments: number(sql`count(${videoMetrics.comments})`),
        averageViews: average(videoMetrics.views),
        averageLikes: knownAverage(videoMetrics.likes),
        averageComments: knownAverage(videoMetrics.comments),
        likeRate: rate(videoMetrics.likes),
        commentRate: rate(videoMetrics.comments),
      })
      .from(channels)
      .leftJoin(folders, eq(folders.channelId, channels.id))
      .leftJoin(videos, eq(videos.folderId, folders.id))
      .leftJoin(videoMetrics, eq(videoMetrics.videoId, videos.id))
      .where(eq(channels.id, channelId))
      .groupBy(channels.id),
    videosWithMetrics(db, channelId).orderBy(desc(videos.createdAt), desc(videos.id)).limit(RECENT_VIDEOS_LIMIT),
    videosWithMetrics(db, channelId)
      .orderBy(desc(videoMetrics.views), desc(videos.createdAt), desc(videos.id))
      .limit(TOP_PERFORMERS_LIMIT),
    db
      .select({
        monthYear: folders.monthYear,
        views: total(videoMetrics.views),
        videos: number(sql`count(${videoMetrics.id})`),
      })
      .from(folders)
      .leftJoin(videos, eq(videos.folderId, folders.id))
      .leftJoin(videoMetrics, eq(videoMetrics.videoId, videos.id))
      .where(eq(folders.channelId, channelId))
      .groupBy(folders.monthYear)
      .orderBy(asc(folders.monthYear)),
  ]);
  const [summary] = summaryRows;
  if (!summary) throw notFound(msg("Channel not found"));
  const toDashboardVideo = (row: (typeof recentRows)[number]): DashboardVideo => ({
    ...toVideo(row.video),
    metrics: toMetrics(row.metrics),
  });
  const recentVideos = recentRows.map(toDashboardVideo);
  return {
    channel: { id: summary.id, name: summary.name },
    totals: {
      views: summary.views,
      likes: summary.likes,
      comments: summary.comments,
      videos: summary.videos,
      allVideos: summary.allVideos,
      videosWithLikes: summary.videosWithLikes,
      videosWithComments: summary.videosWithComments,
    },
    averages: { views: summary.averageViews, likes: summary.averageLikes, comments: summary.averageComments },
    likeRate: summary.likeRate,
    commentRate: summary.commentRate,
    recentVideos,
    topPerformers: topRows.map(toDashboardVideo),
    viewsPerVideo: recentVideos.map((v) => ({ videoId: v.id, title: v.title, views: v.metrics.views })).reverse(),
    viewsByMonth: monthRows.map((m) => ({
      monthYear: m.monthYear,
      label: formatMonth(m.monthYear),
      views: m.views,
      videos: m.videos,
    })),
  };
}
