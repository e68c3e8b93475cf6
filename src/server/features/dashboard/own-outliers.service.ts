// The dashboard's Outliers tab (decision 035): which of the channel's own uploads did several times its
// usual views, by the outlier page's own score (src/shared/outlier-score.ts) — Shorts only against
// Shorts, nothing under 48 hours, at the same age (views at 30 or 7 days) where YouTube Analytics'
// daily views of the videos reach back to their publication, else on lifetime views with the age
// shown. One scoring per channel data version (016) and hour: ages move without any write, and an
// hour is well inside the 48-hour rule's grain.
import { and, eq, isNotNull, notExists, sql } from "drizzle-orm";
import type { z } from "zod";
import { NOT_FOUND } from "../../../shared/not-found.ts";
import { isShort, MIN_AGE_HOURS, type OutlierScore, scoreChannelUploads } from "../../../shared/outlier-score.ts";
import {
  OWN_OUTLIERS_PAGE_SIZE,
  type OwnOutlier,
  type OwnOutliers,
  type ownOutliersQuery,
} from "../../../shared/schemas/dashboard.ts";
import { thumbnailUrls } from "../../../shared/youtube-url.ts";
import { channelVersionCache } from "../../db/channel-version-cache.ts";
import type { Db } from "../../db/client.ts";
import {
  folders,
  videoAnalytics,
  videoAnalyticsDays,
  videoMetrics,
  videos,
  youtubeUnavailableVideos,
} from "../../db/schema.ts";
import { notFound } from "../../errors.ts";
import { channelVersion } from "./service.ts";

type Scored = { long: OwnOutlier[]; short: OwnOutlier[]; lengthUnknown: number };
const kept = channelVersionCache<Scored>();
const HOUR_MS = 3_600_000;
const DAY_MS = 86_400_000;

export async function getOwnOutliers(
  db: Db,
  channelId: string,
  query: z.output<typeof ownOutliersQuery>,
  now: Date = new Date(),
): Promise<OwnOutliers> {
  const [channel] = await channelVersion(db).execute({ channelId });
  if (!channel) throw notFound(NOT_FOUND.channel);
  const hour = Math.floor(now.getTime() / HOUR_MS);
  const scored = await kept(db, `${channelId}:own-outliers:${hour}`, channel.version, () =>
    scoreOwnUploads(db, channelId, now),
  );
  const all = scored[query.kind];
  const start = (query.page - 1) * OWN_OUTLIERS_PAGE_SIZE;
  return {
    kind: query.kind,
    items: all.slice(start, start + OWN_OUTLIERS_PAGE_SIZE),
    total: all.length,
    page: query.page,
    pageSize: OWN_OUTLIERS_PAGE_SIZE,
    scored: all.filter((o) => o.score !== null).length,
    lengthUnknown: scored.lengthUnknown,
  };
}

/** The channel's synced uploads (on YouTube, with a publish time and counts), scored. */
async function scoreOwnUploads(db: Db, channelId: string, now: Date): Promise<Scored> {
  const rows = await db
    .select({
      id: videos.id,
      youtubeVideoId: videos.youtubeVideoId,
      title: videos.title,
      publishedAt: videos.publishedAt,
      views: videoMetrics.views,
      durationSeconds: videoMetrics.durationSeconds,
    })
    .from(videos)
    .innerJoin(folders, eq(folders.id, videos.folderId))
    .innerJoin(videoMetrics, eq(videoMetrics.videoId, videos.id))
    .where(
      and(
        eq(folders.channelId, channelId),
        isNotNull(videos.youtubeVideoId),
        isNotNull(videos.publishedAt),
        // "No longer on YouTube": its counts stopped, so it is no measure of the channel's usual views.
        notExists(
          db
            .select({ one: sql`1` })
            .from(youtubeUnavailableVideos)
            .where(eq(youtubeUnavailableVideos.videoId, videos.id)),
        ),
      ),
    );
  // One upload linked from two library videos counts once.
  const uploads = new Map<string, (typeof rows)[number] & { youtubeVideoId: string; publishedAt: Date }>();
  for (const row of rows) {
    if (row.youtubeVideoId && row.publishedAt && !uploads.has(row.youtubeVideoId)) {
      uploads.set(row.youtubeVideoId, { ...row, youtubeVideoId: row.youtubeVideoId, publishedAt: row.publishedAt });
    }
  }
  const atAge = await viewsAtAges(db, channelId);
  const scores = scoreChannelUploads(
    [...uploads.values()].map((u) => ({
      id: u.youtubeVideoId,
      publishedAt: u.publishedAt,
      durationSeconds: u.durationSeconds,
      views: u.views,
      snapshots: (atAge.get(u.youtubeVideoId) ?? []).map(({ days, views }) => ({
        takenAt: new Date(u.publishedAt.getTime() + days * DAY_MS),
        views,
      })),
    })),
    now,
  );
  const scored: Scored = { long: [], short: [], lengthUnknown: 0 };
  for (const upload of uploads.values()) {
    const score: OutlierScore | null = scores.get(upload.youtubeVideoId) ?? null;
    const young = now.getTime() - upload.publishedAt.getTime() < MIN_AGE_HOURS * HOUR_MS;
    const short = isShort(upload.durationSeconds);
    if (upload.durationSeconds === null) scored.lengthUnknown++;
    (short ? scored.short : scored.long).push({
      videoId: upload.id,
      youtubeVideoId: upload.youtubeVideoId,
      title: upload.title,
      publishedAt: upload.publishedAt.toISOString(),
      views: upload.views,
      isShort: short,
      score,
      noScore: score ? null : young ? "too_young" : "too_little_history",
      url: short
        ? `https://www.youtube.com/shorts/${upload.youtubeVideoId}`
        : `https://www.youtube.com/watch?v=${upload.youtubeVideoId}`,
      thumbnailUrl: thumbnailUrls(upload.youtubeVideoId).fallback,
    });
  }
  for (const list of [scored.long, scored.short]) list.sort(highestFirst);
  return scored;
}

/**
 * Each video's views at 7 and 30 days of age, from YouTube Analytics' daily views (refreshed with the
 * channel's analytics, decision 024): the sum of its first 7 or 30 days, where those days run from its
 * publication day. Videos without daily figures, or whose figures start later, have none.
 */
async function viewsAtAges(db: Db, channelId: string): Promise<Map<string, Array<{ days: 7 | 30; views: number }>>> {
  const day = videoAnalyticsDays.day;
  const published = videoAnalytics.publishedOn;
  const within = (days: number) => sql`${day} <= ${published} + ${days - 1}::integer`;
  const rows = await db
    .select({
      youtubeVideoId: videoAnalyticsDays.youtubeVideoId,
      fromStart: sql<boolean>`min(${day}) <= ${published}`,
      reached7: sql<boolean>`max(${day}) >= ${published} + 6`,
      reached30: sql<boolean>`max(${day}) >= ${published} + 29`,
      views7: sql<string | null>`sum(${videoAnalyticsDays.views}) filter (where ${within(7)})`,
      views30: sql<string | null>`sum(${videoAnalyticsDays.views}) filter (where ${within(30)})`,
    })
    .from(videoAnalyticsDays)
    .innerJoin(
      videoAnalytics,
      and(
        eq(videoAnalytics.channelId, videoAnalyticsDays.channelId),
        eq(videoAnalytics.youtubeVideoId, videoAnalyticsDays.youtubeVideoId),
      ),
    )
    .where(and(eq(videoAnalyticsDays.channelId, channelId), isNotNull(published)))
    .groupBy(videoAnalyticsDays.youtubeVideoId, published);
  const atAge = new Map<string, Array<{ days: 7 | 30; views: number }>>();
  for (const row of rows) {
    if (!row.fromStart) continue;
    const ages: Array<{ days: 7 | 30; views: number }> = [];
    if (row.reached7 && row.views7 !== null) ages.push({ days: 7, views: Number(row.views7) });
    if (row.reached30 && row.views30 !== null) ages.push({ days: 30, views: Number(row.views30) });
    atAge.set(row.youtubeVideoId, ages);
  }
  return atAge;
}

/** Highest score first; then the uploads without one, newest first. */
function highestFirst(a: OwnOutlier, b: OwnOutlier): number {
  if (a.score && b.score) return b.score.score - a.score.score || b.publishedAt.localeCompare(a.publishedAt);
  if (a.score) return -1;
  if (b.score) return 1;
  return b.publishedAt.localeCompare(a.publishedAt);
}
