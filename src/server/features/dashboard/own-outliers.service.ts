// The dashboard's Outliers tab (decision 035): which of the channel's own uploads did several times its
// usual views, by the outlier page's own score (src/shared/outlier-score.ts) — Shorts only against
// Shorts, nothing under 48 hours. The library keeps no dated view counts of its videos, so every score
// is on lifetime views with the age shown. One query and one scoring per channel data version (016)
// and hour: ages move without any write, and an hour is well inside the 48-hour rule's grain.
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
import { folders, videoMetrics, videos, youtubeUnavailableVideos } from "../../db/schema.ts";
import { notFound } from "../../errors.ts";
import { channelVersion } from "./service.ts";

type Scored = { long: OwnOutlier[]; short: OwnOutlier[]; lengthUnknown: number };
const kept = channelVersionCache<Scored>();
const HOUR_MS = 3_600_000;

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
  const scores = scoreChannelUploads(
    [...uploads.values()].map((u) => ({
      id: u.youtubeVideoId,
      publishedAt: u.publishedAt,
      durationSeconds: u.durationSeconds,
      views: u.views,
      snapshots: [],
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

/** Highest score first; then the uploads without one, newest first. */
function highestFirst(a: OwnOutlier, b: OwnOutlier): number {
  if (a.score && b.score) return b.score.score - a.score.score || b.publishedAt.localeCompare(a.publishedAt);
  if (a.score) return -1;
  if (b.score) return 1;
  return b.publishedAt.localeCompare(a.publishedAt);
}
