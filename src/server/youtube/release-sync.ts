// A scheduled release is YouTube's to carry out (status.publishAt): the app learns it happened when a
// sync reads the video public. Its card then moves to Published through the board's own stage write
// (with its status, publish time and activity entry), and the release is no longer scheduled.
import { and, eq, inArray } from "drizzle-orm";
import type { Logger } from "pino";
import type { Tx } from "../db/client.ts";
import { folders, videos, youtubeReleases } from "../db/schema.ts";
import { updateProduction } from "../domain/production/update-production.ts";
import { AppError } from "../errors.ts";
import type { YouTubeVideo } from "./client.ts";

/**
 * Moves to Published the channel's videos with a scheduled release that YouTube now shows public, in
 * the sync's transaction; returns how many. A move the board refuses (a script still awaiting approval,
 * decision 036) leaves the card where it is and the release scheduled, and is logged.
 */
export async function releaseScheduledVideos(
  tx: Tx,
  channelId: string,
  seen: readonly YouTubeVideo[],
  logger?: Pick<Logger, "warn">,
): Promise<number> {
  const publicIds = seen.filter((v) => v.privacyStatus === "public").map((v) => v.id);
  if (publicIds.length === 0) return 0;
  const released = await tx
    .select({ videoId: youtubeReleases.videoId })
    .from(youtubeReleases)
    .innerJoin(videos, eq(videos.id, youtubeReleases.videoId))
    .innerJoin(folders, eq(folders.id, videos.folderId))
    .where(and(eq(folders.channelId, channelId), inArray(youtubeReleases.youtubeVideoId, publicIds)));
  let moved = 0;
  for (const { videoId } of released) {
    try {
      // No member did it: the activity entry has no author, as for other sync writes.
      await updateProduction(tx, null, videoId, { stage: "published" });
    } catch (error) {
      if (!(error instanceof AppError) || error.status !== 409) throw error;
      logger?.warn({ videoId, reason: error.message }, "released on YouTube, card not moved");
      continue;
    }
    await tx.delete(youtubeReleases).where(eq(youtubeReleases.videoId, videoId));
    moved += 1;
  }
  return moved;
}

/**
 * The YouTube ids of the channel's videos with a scheduled release: private until then, so a sync
 * with an API key does not see them, and they are not "no longer on YouTube".
 */
export async function scheduledYouTubeIds(tx: Tx, channelId: string): Promise<Set<string>> {
  const rows = await tx
    .select({ youtubeVideoId: youtubeReleases.youtubeVideoId })
    .from(youtubeReleases)
    .innerJoin(videos, eq(videos.id, youtubeReleases.videoId))
    .innerJoin(folders, eq(folders.id, videos.folderId))
    .where(eq(folders.channelId, channelId));
  return new Set(rows.map((row) => row.youtubeVideoId));
}
