// The database half of a channel sync, run in one transaction after everything was read from
// YouTube: metrics of the library's videos are updated, uploads not yet in the channel are imported
// into the folder of their publish month (created when missing). Statements are batched, so the
// number of queries does not grow with the number of videos beyond one per 500 rows.
import { and, eq, inArray, notInArray, sql } from "drizzle-orm";
import { LIMITS } from "../../shared/library-rules.ts";
import { parseYouTubeVideoId } from "../../shared/youtube-url.ts";
import { inBatches } from "../db/batches.ts";
import type { Tx } from "../db/client.ts";
import { folders, videoMetrics, videos, youtubeUnavailableVideos } from "../db/schema.ts";
import { adoptChannelLanguage } from "../domain/channels/channel-language.ts";
import { linkYouTubeChannel } from "../domain/channels/link-youtube-channel.ts";
import { importPublishedVideos } from "../domain/videos/videos.ts";
import type { YouTubeVideo } from "./client.ts";

export interface SyncSnapshot {
  youtubeChannelId: string;
  /** Every visible upload of the channel, and every library video YouTube still has, with its statistics. */
  videos: YouTubeVideo[];
  /** YouTube ids the library has that YouTube did not return: private, deleted or removed. */
  unavailableIds: string[];
  /** Set when the uploads playlist stopped at its limit with more uploads on the channel. */
  uploadsLimit: UploadsLimit | null;
  /** The channel's snippet.defaultLanguage, else the one most of its videos set; null when none does. */
  language: string | null;
}

/** The uploads playlist lists a channel's latest 20,000 uploads: how many it listed, and how many it left out. */
export interface UploadsLimit {
  listed: number;
  notListed: number;
}

export interface UnavailableVideo {
  videoId: string;
  youtubeVideoId: string;
  title: string;
}

export interface SyncCounts {
  videosUpdated: number;
  videosImported: number;
  /** Library videos no longer on YouTube (issue 14 §5): kept, marked, and reported in the sync history. */
  unavailable: UnavailableVideo[];
}

/** Tags as target keywords, within the library's limits (so the video's form accepts them later). */
function keywordsOf(tags: string[]): string[] {
  const unique = [...new Set(tags.map((t) => t.trim()).filter(Boolean))];
  return unique.filter((t) => t.length <= LIMITS.keyword && !t.includes(",")).slice(0, LIMITS.keywords);
}

// YouTube's answer replaces the stored counts, unknown (null: hidden likes, comments off) included.
async function upsertCounts(
  tx: Tx,
  rows: Array<{
    videoId: string;
    views: number;
    likes: number | null;
    comments: number | null;
    durationSeconds: number | null;
  }>,
) {
  for (const batch of inBatches(rows)) {
    await tx
      .insert(videoMetrics)
      .values(batch)
      .onConflictDoUpdate({
        target: videoMetrics.videoId,
        // CTR and retention are not in YouTube's public statistics: manual values stay.
        set: {
          views: sql`excluded.views`,
          likes: sql`excluded.likes`,
          comments: sql`excluded.comments`,
          // A length YouTube left out (a live stream) keeps the one known before.
          durationSeconds: sql`coalesce(excluded.duration_seconds, ${videoMetrics.durationSeconds})`,
          updatedAt: sql`now()`,
        },
      });
  }
}

export async function applySync(
  tx: Tx,
  channel: { id: string; youtubeChannelId: string | null },
  snapshot: SyncSnapshot,
  userId: string | null,
): Promise<SyncCounts> {
  if (channel.youtubeChannelId !== snapshot.youtubeChannelId) {
    await linkYouTubeChannel(tx, channel.id, snapshot.youtubeChannelId);
  }
  await adoptChannelLanguage(tx, channel.id, snapshot.language);

  const existing = await tx
    .select({
      id: videos.id,
      title: videos.title,
      youtubeVideoId: videos.youtubeVideoId,
      youtubeUrl: videos.youtubeUrl,
    })
    .from(videos)
    .innerJoin(folders, eq(videos.folderId, folders.id))
    .where(eq(folders.channelId, channel.id));
  const libraryIds = new Map<string, string[]>();
  const unavailableIds = new Set(snapshot.unavailableIds);
  const unavailable: UnavailableVideo[] = [];
  for (const row of existing) {
    const ytId = youtubeIdOf(row);
    if (ytId) libraryIds.set(ytId, [...(libraryIds.get(ytId) ?? []), row.id]);
    if (ytId && unavailableIds.has(ytId)) unavailable.push({ videoId: row.id, youtubeVideoId: ytId, title: row.title });
  }
  await markUnavailable(
    tx,
    existing.map((row) => row.id),
    unavailable,
  );

  const updates = snapshot.videos.flatMap((v) =>
    (libraryIds.get(v.id) ?? []).map((videoId) => ({
      videoId,
      views: v.views,
      likes: v.likes,
      comments: v.comments,
      durationSeconds: v.durationSeconds,
    })),
  );
  await upsertCounts(tx, updates);

  const missing = snapshot.videos.filter((v) => !libraryIds.has(v.id));
  const videosImported = await importPublishedVideos(
    tx,
    userId,
    channel.id,
    missing.map((v) => ({
      youtubeVideoId: v.id,
      title: v.title.slice(0, LIMITS.title) || v.id,
      targetKeywords: keywordsOf(v.tags),
      publishedAt: v.publishedAt,
      metrics: { views: v.views, likes: v.likes, comments: v.comments, durationSeconds: v.durationSeconds },
    })),
  );
  return { videosUpdated: updates.length, videosImported, unavailable };
}

/** The YouTube id a library video is linked to, by its stored id or its URL. */
export function youtubeIdOf(row: { youtubeVideoId: string | null; youtubeUrl: string | null }): string | null {
  return row.youtubeVideoId ?? (row.youtubeUrl ? parseYouTubeVideoId(row.youtubeUrl) : null);
}

// "No longer on YouTube": marked while YouTube does not return the video; the mark goes when it is back.
async function markUnavailable(tx: Tx, channelVideoIds: string[], unavailable: UnavailableVideo[]) {
  const gone = unavailable.map((v) => v.videoId);
  for (const batch of inBatches(channelVideoIds)) {
    const back = gone.length > 0 ? notInArray(youtubeUnavailableVideos.videoId, gone) : undefined;
    await tx.delete(youtubeUnavailableVideos).where(and(inArray(youtubeUnavailableVideos.videoId, batch), back));
  }
  for (const batch of inBatches(unavailable)) {
    await tx
      .insert(youtubeUnavailableVideos)
      .values(batch.map((v) => ({ videoId: v.videoId, youtubeVideoId: v.youtubeVideoId })))
      .onConflictDoNothing();
  }
}
