// 'Fetch Metrics' / 'Refresh' on the video page (spec §2, §5, §8): the counts come from the YouTube
// Data API (src/server/youtube/); CTR and retention keep their manual values.
import { eq } from "drizzle-orm";
import { msg } from "../../../shared/message.ts";
import type { Metrics } from "../../../shared/schemas/video.ts";
import { INVALID_VIDEO_URL_MESSAGE, parseYouTubeVideoId } from "../../../shared/youtube-url.ts";
import { videos } from "../../db/schema.ts";
import { videoNotFound } from "../../domain/errors.ts";
import { badRequest } from "../../errors.ts";
import type { ServiceDeps } from "../../service-deps.ts";
import { fetchVideoStatistics } from "../../youtube/sync.ts";
import { saveMetrics } from "./service.ts";

export const NO_YOUTUBE_URL_MESSAGE = msg("No YouTube URL: Please add a YouTube URL to fetch metrics");

/** Fetches the video's statistics from YouTube and saves them; CTR and retention keep their values. */
export async function refreshVideoMetrics(deps: ServiceDeps, videoId: string, userId: string): Promise<Metrics> {
  const [video] = await deps.db
    .select({ youtubeUrl: videos.youtubeUrl, youtubeVideoId: videos.youtubeVideoId })
    .from(videos)
    .where(eq(videos.id, videoId));
  if (!video) throw videoNotFound();
  if (!video.youtubeUrl) throw badRequest(NO_YOUTUBE_URL_MESSAGE);
  const youtubeVideoId = video.youtubeVideoId ?? parseYouTubeVideoId(video.youtubeUrl);
  if (!youtubeVideoId) throw badRequest(INVALID_VIDEO_URL_MESSAGE);
  const statistics = await fetchVideoStatistics(deps, youtubeVideoId, { userId });
  return saveMetrics(deps.db, videoId, statistics);
}
