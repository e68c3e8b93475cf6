// 'Sync YouTube Data' (spec §7 sync-youtube-data) and 'Fetch Metrics' / 'Refresh' (spec §2, §5, §8).
// A sync reads everything from YouTube first and only then writes, in one transaction: a failure
// half-way (the API errors on page 3) changes nothing.
import { eq } from "drizzle-orm";
import { msg } from "../../shared/message.ts";
import { parseChannelUrl } from "../../shared/youtube-url.ts";
import type { Db } from "../db/client.ts";
import { channels, folders, videos } from "../db/schema.ts";
import { languageOnYouTube } from "../domain/channels/channel-language.ts";
import { badRequest, notFound } from "../errors.ts";
import type { ServiceDeps } from "../service-deps.ts";
import { storedError } from "../stored-message.ts";
import { type AnalyticsRefresh, refreshChannelAnalytics } from "./analytics-sync.ts";
import { applySync, type SyncCounts, type SyncSnapshot, type UploadsLimit, youtubeIdOf } from "./apply-sync.ts";
import { refreshChannelStatistics } from "./channel-statistics.ts";
import type { QuotaMeter, YouTubeClient } from "./client.ts";
import { findYouTubeClient, requireYouTubeClient } from "./credentials.ts";
import { releaseScheduledVideos, scheduledYouTubeIds } from "./release-sync.ts";
import { withChannelSyncLock } from "./sync-lock.ts";

export const NO_CHANNEL_ADDRESS = msg(
  "This channel has no YouTube address to sync from: connect it with its YouTube URL or with Google.",
);

export interface SyncResult extends SyncCounts {
  /** 'Sync completed: Updated metrics for 12 videos and imported 3 new videos'. */
  message: string;
  youtubeChannelId: string;
  /**
   * Set when Social Blade is configured and its refresh failed; the YouTube sync still succeeded. A
   * stored message (stored-message.ts): kept in the run's row, said in its reader's language.
   */
  socialBladeError?: string;
  /** What the YouTube Analytics refresh did (issue 14); its failure never fails the sync. */
  analytics?: AnalyticsRefresh;
  /** Set when the uploads playlist's limit left some of the channel's uploads out (issue 14 §5). */
  uploadsLimit: UploadsLimit | null;
}

export interface ActingUser {
  /** The member who asked; their Google sign-in is used when there is no API key. */
  userId?: string | null;
  /** Stops the sync between YouTube calls and before it writes (a shutdown); its lock is released. */
  signal?: AbortSignal;
  /** Counts the quota units the sync spends. */
  meter?: QuotaMeter;
  /** Who holds the channel's sync lock (a job's run id: its retry takes its own lock back). */
  lockHolder?: string;
}

/**
 * Syncs a library channel with YouTube: updates the metrics of its videos that are on YouTube and
 * imports the uploads it does not have yet. 404 unknown channel, 400 no YouTube address, 409 a sync
 * of the channel is running, 502 YouTube failed, 503 YouTube is not configured.
 */
export async function syncChannel(deps: ServiceDeps, channelId: string, acting: ActingUser = {}): Promise<SyncResult> {
  const { db, logger } = deps;
  const [channel] = await db.select().from(channels).where(eq(channels.id, channelId));
  if (!channel) throw notFound(msg("Channel not found"));
  const { signal, meter } = acting;
  const client =
    (await findYouTubeClient(deps, acting.userId, signal, meter)) ??
    (await requireYouTubeClient(deps, channel.userId, signal, meter));
  const userId = acting.userId ?? channel.userId;

  return withChannelSyncLock(
    deps,
    channel.id,
    async () => {
      const snapshot = await readChannel(
        client,
        channel,
        await libraryYouTubeIds(db, channel.id),
        deps.config.youtube.uploadsPlaylistLimit,
      );
      signal?.throwIfAborted();
      const counts = await db.transaction(async (tx) => {
        const scheduled = await scheduledYouTubeIds(tx, channel.id);
        const unavailableIds = snapshot.unavailableIds.filter((id) => !scheduled.has(id));
        const applied = await applySync(tx, channel, { ...snapshot, unavailableIds }, userId);
        await releaseScheduledVideos(tx, channel.id, snapshot.videos, logger);
        return applied;
      });
      const result: SyncResult = {
        ...counts,
        message: syncMessage(counts),
        youtubeChannelId: snapshot.youtubeChannelId,
        uploadsLimit: snapshot.uploadsLimit,
      };
      // Social Blade's figures are extra: their failure never fails the sync (issue 4), and a shutdown skips them.
      try {
        if (!signal?.aborted) await refreshChannelStatistics(deps, channel.id, snapshot.youtubeChannelId);
      } catch (error) {
        logger.warn({ err: error, channelId }, "social blade refresh failed");
        result.socialBladeError = storedError(error, msg("Refreshing Social Blade's statistics failed on our side."));
      }
      // YouTube Analytics (issue 14): for channels whose owner granted it; its own quota, its own errors.
      try {
        if (!signal?.aborted) {
          result.analytics = await refreshChannelAnalytics(deps, {
            channelId: channel.id,
            youtubeChannelId: snapshot.youtubeChannelId,
            userIds: [acting.userId, channel.userId],
            videos: snapshot.videos.map((v) => ({
              id: v.id,
              publishedAt: v.publishedAt,
              durationSeconds: v.durationSeconds,
            })),
            signal,
          });
        }
      } catch (error) {
        signal?.throwIfAborted();
        logger.warn({ err: error, channelId }, "analytics refresh failed");
      }
      logger.info(
        { channelId, videosUpdated: counts.videosUpdated, videosImported: counts.videosImported },
        "channel synced",
      );
      return result;
    },
    acting.lockHolder,
  );
}

/** The YouTube ids of the channel's library videos (imported or linked by URL). */
async function libraryYouTubeIds(db: Db, channelId: string): Promise<string[]> {
  const rows = await db
    .select({ youtubeVideoId: videos.youtubeVideoId, youtubeUrl: videos.youtubeUrl })
    .from(videos)
    .innerJoin(folders, eq(videos.folderId, folders.id))
    .where(eq(folders.channelId, channelId));
  return [...new Set(rows.map(youtubeIdOf).filter((id): id is string => id !== null))];
}

export function syncMessage({
  videosUpdated,
  videosImported,
}: Pick<SyncCounts, "videosUpdated" | "videosImported">): string {
  const imported =
    videosImported > 0 ? ` and imported ${videosImported} new video${videosImported === 1 ? "" : "s"}` : "";
  return `Sync completed: Updated metrics for ${videosUpdated} videos${imported}`;
}

/**
 * Everything a sync needs from YouTube: ceil(N/50) playlist pages + ceil(N/50) video pages + 1 calls.
 * Library videos that are no longer among the uploads are asked for too: those YouTube does not
 * return are private, deleted or removed, and are reported rather than silently dropped. The uploads
 * playlist lists only the latest 20,000 uploads (`playlistLimit`): when it listed that many and the
 * channel's videoCount is larger, how many it left out is reported (which ones, YouTube does not say).
 */
async function readChannel(
  client: YouTubeClient,
  channel: { youtubeChannelId: string | null; youtubeUrl: string | null },
  libraryIds: string[],
  playlistLimit: number,
): Promise<SyncSnapshot> {
  let remote = channel.youtubeChannelId ? await client.channelById(channel.youtubeChannelId) : null;
  if (!remote) {
    // Connected by URL while YouTube was not configured: resolve the address first.
    if (!channel.youtubeUrl || !parseChannelUrl(channel.youtubeUrl)) throw badRequest(NO_CHANNEL_ADDRESS);
    remote = await client.resolveChannel(channel.youtubeUrl);
    if (!remote.uploadsPlaylistId) remote = await client.channelById(remote.id);
  }
  const uploads = remote.uploadsPlaylistId ? await client.listUploads(remote.uploadsPlaylistId) : [];
  const listed = new Set(uploads);
  const found = await client.videoStats([...uploads, ...libraryIds.filter((id) => !listed.has(id))]);
  const returned = new Set(found.map((v) => v.id));
  const notListed = remote.videoCount === null ? 0 : remote.videoCount - uploads.length;
  return {
    youtubeChannelId: remote.id,
    videos: found,
    unavailableIds: libraryIds.filter((id) => !returned.has(id)),
    // Below the limit, a videoCount ahead of the playlist is YouTube's counters lagging, not uploads left out.
    uploadsLimit: uploads.length >= playlistLimit && notListed > 0 ? { listed: uploads.length, notListed } : null,
    language: languageOnYouTube(
      remote.defaultLanguage,
      found.map((v) => v.defaultLanguage),
    ),
  };
}

export interface VideoStatistics {
  views: number;
  /** Null when unknown: a hidden like count, or comments turned off. */
  likes: number | null;
  comments: number | null;
}

/** Views, likes and comments of one YouTube video: one videos.list call (one quota unit). */
export async function fetchVideoStatistics(
  deps: ServiceDeps,
  youtubeVideoId: string,
  acting: ActingUser = {},
): Promise<VideoStatistics> {
  const client = await requireYouTubeClient(deps, acting.userId);
  const [video] = await client.videoStats([youtubeVideoId]);
  if (!video) {
    throw notFound(msg("YouTube video not found: it may be private or deleted, or the URL may be wrong."));
  }
  return { views: video.views, likes: video.likes, comments: video.comments };
}
