// 'Sync YouTube Data' (spec §7 sync-youtube-data) and 'Fetch Metrics' / 'Refresh' (spec §2, §5, §8).
// A sync reads everything from YouTube first and only then writes, in one transaction: a failure
// half-way (the API errors on page 3) changes nothing.
import { eq } from "drizzle-orm";
import { parseChannelUrl } from "../../shared/youtube-url.ts";
import { channels } from "../db/schema.ts";
import { badRequest, notFound } from "../errors.ts";
import type { BackgroundWork } from "../jobs/background-work.ts";
import type { ServiceDeps } from "../service-deps.ts";
import { applySync, type SyncCounts, type SyncSnapshot } from "./apply-sync.ts";
import { refreshChannelStatistics } from "./channel-statistics.ts";
import type { YouTubeClient } from "./client.ts";
import { findYouTubeClient, requireYouTubeClient } from "./credentials.ts";
import { withChannelSyncLock } from "./sync-lock.ts";

export const NO_CHANNEL_ADDRESS =
  "This channel has no YouTube address to sync from: connect it with its YouTube URL or with Google.";

const isUuid = (id: string) => /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(id);

export interface SyncResult extends SyncCounts {
  /** 'Sync completed: Updated metrics for 12 videos and imported 3 new videos'. */
  message: string;
  youtubeChannelId: string;
  /** Set when Social Blade is configured and its refresh failed; the YouTube sync still succeeded. */
  socialBladeError?: string;
}

export interface ActingUser {
  /** The member who asked; their Google sign-in is used when there is no API key. */
  userId?: string | null;
  /** Stops the sync between YouTube calls and before it writes (a shutdown); its lock is released. */
  signal?: AbortSignal;
}

/**
 * Syncs a library channel with YouTube: updates the metrics of its videos that are on YouTube and
 * imports the uploads it does not have yet. 404 unknown channel, 400 no YouTube address, 409 a sync
 * of the channel is running, 502 YouTube failed, 503 YouTube is not configured.
 */
export async function syncChannel(deps: ServiceDeps, channelId: string, acting: ActingUser = {}): Promise<SyncResult> {
  const { db, logger } = deps;
  if (!isUuid(channelId)) throw notFound("Channel not found");
  const [channel] = await db.select().from(channels).where(eq(channels.id, channelId));
  if (!channel) throw notFound("Channel not found");
  const { signal } = acting;
  const client =
    (await findYouTubeClient(deps, acting.userId, signal)) ??
    (await requireYouTubeClient(deps, channel.userId, signal));
  const userId = acting.userId ?? channel.userId;

  return withChannelSyncLock(deps, channel.id, async () => {
    const snapshot = await readChannel(client, channel);
    signal?.throwIfAborted();
    const counts = await db.transaction((tx) => applySync(tx, channel, snapshot, userId));
    const result: SyncResult = { ...counts, message: syncMessage(counts), youtubeChannelId: snapshot.youtubeChannelId };
    // Social Blade's figures are extra: their failure never fails the sync (issue 4), and a shutdown skips them.
    try {
      if (!signal?.aborted) await refreshChannelStatistics(deps, channel.id, snapshot.youtubeChannelId);
    } catch (error) {
      logger.warn({ err: error, channelId }, "social blade refresh failed");
      result.socialBladeError = (error as Error).message;
    }
    logger.info({ channelId, ...counts }, "channel synced");
    return result;
  });
}

/**
 * The first sync of newly connected channels, one after the other, in the background (the toast
 * promises it, the request does not wait); failures are logged, never thrown. A shutdown stops it.
 */
export function startFirstSync(
  deps: ServiceDeps & { background: BackgroundWork },
  channelIds: string[],
  userId: string | null,
): void {
  if (channelIds.length === 0) return;
  deps.background.start("first sync of connected channels", async (signal) => {
    for (const channelId of channelIds) {
      signal.throwIfAborted();
      try {
        const result = await syncChannel(deps, channelId, { userId, signal });
        deps.logger.info({ channelId, ...result }, "first sync of a connected channel done");
      } catch (error) {
        if (signal.aborted) throw error;
        deps.logger.warn({ err: error, channelId }, "first sync of a connected channel failed");
      }
    }
  });
}

function syncMessage({ videosUpdated, videosImported }: SyncCounts): string {
  const imported =
    videosImported > 0 ? ` and imported ${videosImported} new video${videosImported === 1 ? "" : "s"}` : "";
  return `Sync completed: Updated metrics for ${videosUpdated} videos${imported}`;
}

/** Everything a sync needs from YouTube: ceil(N/50) playlist pages + ceil(N/50) video pages + 1 calls. */
async function readChannel(
  client: YouTubeClient,
  channel: { youtubeChannelId: string | null; youtubeUrl: string | null },
): Promise<SyncSnapshot> {
  let remote = channel.youtubeChannelId ? await client.channelById(channel.youtubeChannelId) : null;
  if (!remote) {
    // Connected by URL while YouTube was not configured: resolve the address first.
    if (!channel.youtubeUrl || !parseChannelUrl(channel.youtubeUrl)) throw badRequest(NO_CHANNEL_ADDRESS);
    remote = await client.resolveChannel(channel.youtubeUrl);
    if (!remote.uploadsPlaylistId) remote = await client.channelById(remote.id);
  }
  const uploads = remote.uploadsPlaylistId ? await client.listUploads(remote.uploadsPlaylistId) : [];
  return { youtubeChannelId: remote.id, videos: await client.videoStats(uploads) };
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
    throw notFound("YouTube video not found: it may be private or deleted, or the URL may be wrong.");
  }
  return { views: video.views, likes: video.likes, comments: video.comments };
}
