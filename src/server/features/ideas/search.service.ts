// "Search YouTube" (decision 035): an explicit member action, its cost shown before it runs. One
// search.list (100 units) for videos of the last N months, one channels.list for the channels found
// (their uploads playlists), then per channel its newest 50 uploads and their statistics (1 unit
// each), so each found video is scored against its own channel. Nothing is stored; the member may
// watch the channels. The units come out of today's shared budget, taken before the search starts.
import { inArray } from "drizzle-orm";
import type { z } from "zod";
import { msg } from "../../../shared/message.ts";
import { isShort, type OutlierScore, type ScoredUpload, scoreChannelUploads } from "../../../shared/outlier-score.ts";
import {
  SEARCH_LIMITS,
  SEARCH_MAX_UNITS,
  type SearchCost,
  type searchAnswerSchema,
} from "../../../shared/schemas/ideas.ts";
import { thumbnailUrls } from "../../../shared/youtube-url.ts";
import { watchedChannels } from "../../db/schema.ts";
import { AppError } from "../../errors.ts";
import type { QuotaMeter } from "../../youtube/client.ts";
import { requireYouTubeClient } from "../../youtube/credentials.ts";
import { addUnits, pacificDay, quotaUsage, reserveUnits } from "../../youtube/quota.ts";
import type { IdeasJobDeps } from "./read-jobs.ts";

const DAY_MS = 86_400_000;

export async function searchCost(deps: IdeasJobDeps): Promise<SearchCost> {
  const usage = await quotaUsage(deps.db, deps.config.sync.dailyQuota, deps.now?.() ?? new Date());
  return {
    searchUnits: SEARCH_LIMITS.searchUnits,
    perChannelUnits: SEARCH_LIMITS.perChannelUnits,
    maxUnits: SEARCH_MAX_UNITS,
    unitsSpent: usage.unitsSpent,
    dailyQuota: usage.dailyQuota,
  };
}

export async function searchYouTube(
  deps: IdeasJobDeps,
  userId: string,
  input: { q: string; months: number },
): Promise<z.infer<typeof searchAnswerSchema>> {
  const { db, config } = deps;
  const now = deps.now?.() ?? new Date();
  const meter: QuotaMeter = { units: 0 };
  const client = await requireYouTubeClient(deps, userId, undefined, meter);
  if (!(await reserveUnits(db, SEARCH_MAX_UNITS, config.sync.dailyQuota, now))) {
    throw new AppError(
      429,
      msg(
        "Not enough of today's YouTube quota is left for a search (up to {units} units); it resets at midnight Pacific time.",
      ),
      undefined,
      undefined,
      { params: { units: String(SEARCH_MAX_UNITS) } },
    );
  }
  try {
    const after = new Date(now.getTime() - input.months * 30 * DAY_MS);
    const hits = await client.searchVideos(input.q, after, SEARCH_LIMITS.results);
    const channelIds = [...new Set(hits.map((h) => h.channelId))];
    const channels = await client.channelsByIds(channelIds);
    const scores = new Map<string, OutlierScore | null>();
    const stats = new Map<string, Awaited<ReturnType<typeof client.videoStats>>[number]>();
    for (const channel of channels) {
      const recent = channel.uploadsPlaylistId ? await client.recentUploads(channel.uploadsPlaylistId, 50) : [];
      const found = hits.filter((h) => h.channelId === channel.id).map((h) => h.videoId);
      const videos = await client.videoStats([...new Set([...recent, ...found])].slice(0, 50));
      for (const v of videos) stats.set(v.id, v);
      const uploads: ScoredUpload[] = videos.map((v) => ({
        id: v.id,
        publishedAt: v.publishedAt,
        durationSeconds: v.durationSeconds,
        views: v.viewsKnown === false ? null : v.views,
        snapshots: [],
      }));
      for (const [id, score] of scoreChannelUploads(uploads, now)) scores.set(id, score);
    }
    const watched = channelIds.length
      ? await db
          .select({ id: watchedChannels.id, youtubeChannelId: watchedChannels.youtubeChannelId })
          .from(watchedChannels)
          .where(inArray(watchedChannels.youtubeChannelId, channelIds))
      : [];
    const watchedOf = new Map(watched.map((w) => [w.youtubeChannelId, w.id]));
    const results = hits.map((hit) => {
      const video = stats.get(hit.videoId);
      const short = isShort(video?.durationSeconds ?? null);
      return {
        id: hit.videoId,
        title: hit.title,
        channelId: hit.channelId,
        channelTitle: hit.channelTitle,
        publishedAt: hit.publishedAt.toISOString(),
        views: video && video.viewsKnown !== false ? video.views : null,
        isShort: short,
        score: scores.get(hit.videoId) ?? null,
        url: short ? `https://www.youtube.com/shorts/${hit.videoId}` : `https://www.youtube.com/watch?v=${hit.videoId}`,
        thumbnailUrl: thumbnailUrls(hit.videoId).fallback,
        watchedChannelId: watchedOf.get(hit.channelId) ?? null,
      };
    });
    results.sort((a, b) => (b.score?.score ?? -1) - (a.score?.score ?? -1));
    return { results, unitsSpent: meter.units };
  } finally {
    // The reservation's unused part goes back; what was spent stays counted.
    await addUnits(db, meter.units - SEARCH_MAX_UNITS, pacificDay(now));
  }
}
