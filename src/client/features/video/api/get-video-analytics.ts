import { queryOptions, useQuery } from "@tanstack/react-query";
import { libraryKeys } from "@/api/query-keys.ts";
import { api, unwrap } from "@/lib/api.ts";
import type { VideoAnalytics } from "../../../../shared/schemas/video-analytics.ts";

/** Issue 14: the video's YouTube Analytics (lifetime figures, views per day, retention curve). */
export const getVideoAnalytics = (videoId: string): Promise<VideoAnalytics> =>
  unwrap(api.api.videos[":id"].analytics.$get({ param: { id: encodeURIComponent(videoId) } }));

export const getVideoAnalyticsQueryOptions = (videoId: string) =>
  queryOptions({
    // Under the video's key: whatever refreshes the video refreshes these too.
    queryKey: [...libraryKeys.video(videoId), "analytics"] as const,
    queryFn: () => getVideoAnalytics(videoId),
    staleTime: 60_000,
  });

export const useVideoAnalytics = (videoId: string) => useQuery(getVideoAnalyticsQueryOptions(videoId));
