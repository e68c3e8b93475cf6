// The video page's YouTube Analytics (issue 14): three queries — the video with its channel and its
// packaging's chapters, its stored figures, length and curve, and its days.
import { and, asc, eq, max, min, sql } from "drizzle-orm";
import { INCOMPLETE_DAYS } from "../../../shared/analytics-periods.ts";
import { msg } from "../../../shared/message.ts";
import { addDays } from "../../../shared/production-stages.ts";
import type { Chapter } from "../../../shared/schemas/packaging.ts";
import type { VideoAnalytics } from "../../../shared/schemas/video-analytics.ts";
import { parseYouTubeVideoId } from "../../../shared/youtube-url.ts";
import type { Db } from "../../db/client.ts";
import {
  channelReachState,
  folders,
  packaging,
  videoAnalytics,
  videoAnalyticsDays,
  videoReachDays,
  videos,
} from "../../db/schema.ts";
import { notFound } from "../../errors.ts";
import { pacificDay } from "../../youtube/quota.ts";

export async function getVideoAnalytics(db: Db, videoId: string, now: Date = new Date()): Promise<VideoAnalytics> {
  const [video] = await db
    .select({
      youtubeVideoId: videos.youtubeVideoId,
      youtubeUrl: videos.youtubeUrl,
      channelId: folders.channelId,
      chapters: sql<Chapter[] | null>`${packaging.content}->'chapters'`,
    })
    .from(videos)
    .innerJoin(folders, eq(videos.folderId, folders.id))
    .leftJoin(packaging, eq(packaging.videoId, videos.id))
    .where(eq(videos.id, videoId));
  if (!video) throw notFound(msg("Video not found"));
  const youtubeVideoId = video.youtubeVideoId ?? (video.youtubeUrl ? parseYouTubeVideoId(video.youtubeUrl) : null);
  const none: VideoAnalytics = {
    available: false,
    youtubeVideoId,
    publishedOn: null,
    lifetime: null,
    days: [],
    retention: null,
    durationSeconds: null,
    chapters: [],
    updatedAt: null,
    reach: { status: "not-connected", impressions: null, ctr: null, firstDay: null, lastDay: null },
  };
  if (!youtubeVideoId) return none;
  const reach = await videoReach(db, video.channelId, youtubeVideoId);
  const key = and(eq(videoAnalytics.channelId, video.channelId), eq(videoAnalytics.youtubeVideoId, youtubeVideoId));
  const [row] = await db.select().from(videoAnalytics).where(key);
  if (!row) return { ...none, reach };
  const days = await db
    .select({
      day: videoAnalyticsDays.day,
      views: videoAnalyticsDays.views,
      watchMinutes: videoAnalyticsDays.estimatedMinutesWatched,
    })
    .from(videoAnalyticsDays)
    .where(
      and(eq(videoAnalyticsDays.channelId, video.channelId), eq(videoAnalyticsDays.youtubeVideoId, youtubeVideoId)),
    )
    .orderBy(asc(videoAnalyticsDays.day));
  const lastComplete = addDays(pacificDay(now), -INCOMPLETE_DAYS);
  return {
    available: true,
    youtubeVideoId,
    publishedOn: row.publishedOn,
    lifetime: {
      views: row.views,
      watchMinutes: row.estimatedMinutesWatched,
      averageViewDuration: row.averageViewDuration,
      averageViewPercentage: row.averageViewPercentage,
    },
    days: days.map((d) => ({ ...d, incomplete: d.day > lastComplete })),
    retention: row.retention ?? null,
    durationSeconds: row.durationSeconds,
    chapters: chapterMarks(video.chapters, row.durationSeconds),
    updatedAt: row.updatedAt.toISOString(),
    reach,
  };
}

/**
 * Issue 14 §2: the packaging's chapters as marks on the retention curve, each at its start as a share
 * of the video's length (YouTube's, from the Data API). No length, no marks; a chapter starting at or
 * after the video's end (packaging written for a longer cut) is left out rather than drawn off the curve.
 */
export function chapterMarks(chapters: Chapter[] | null, durationSeconds: number | null): VideoAnalytics["chapters"] {
  if (!chapters || !durationSeconds || durationSeconds <= 0) return [];
  return chapters
    .filter((chapter) => chapter.seconds < durationSeconds)
    .sort((a, b) => a.seconds - b.seconds)
    .map((chapter) => ({
      title: chapter.title,
      seconds: chapter.seconds,
      elapsedVideoTimeRatio: Math.round((chapter.seconds / durationSeconds) * 10_000) / 10_000,
    }));
}

/** The video's impressions and CTR over the days the channel's reach reports covered (decision 024). */
async function videoReach(db: Db, channelId: string, youtubeVideoId: string): Promise<VideoAnalytics["reach"]> {
  const known = sql`${videoReachDays.ctr} is not null and ${videoReachDays.impressions} is not null`;
  const [row] = await db
    .select({
      lastReport: channelReachState.lastReportCreatedAt,
      impressions: sql<string | null>`sum(${videoReachDays.impressions})`,
      ctr: sql<
        string | null
      >`sum(${videoReachDays.impressions} * ${videoReachDays.ctr}) filter (where ${known}) / nullif(sum(${videoReachDays.impressions}) filter (where ${known}), 0)`,
      firstDay: min(videoReachDays.day),
      lastDay: max(videoReachDays.day),
    })
    .from(channelReachState)
    .leftJoin(
      videoReachDays,
      and(eq(videoReachDays.channelId, channelReachState.channelId), eq(videoReachDays.youtubeVideoId, youtubeVideoId)),
    )
    .where(eq(channelReachState.channelId, channelId))
    .groupBy(channelReachState.channelId, channelReachState.lastReportCreatedAt);
  const num = (value: string | number | null | undefined) =>
    value === null || value === undefined ? null : Number(value);
  if (!row) return { status: "not-connected", impressions: null, ctr: null, firstDay: null, lastDay: null };
  return {
    status: row.lastReport ? "available" : "waiting",
    impressions: num(row.impressions),
    ctr: num(row.ctr),
    firstDay: row.firstDay ?? null,
    lastDay: row.lastDay ?? null,
  };
}
