import { useMutation, useQueryClient } from "@tanstack/react-query";
import { invalidateViewsOfVideo } from "@/api/invalidate-video-views.ts";
import { libraryKeys } from "@/api/query-keys.ts";
import { api, unwrap } from "@/lib/api.ts";
import type { Metrics, VideoDetail } from "../../../../shared/schemas/video.ts";

/** 'Fetch Metrics' / 'Refresh': views, likes and comments from YouTube (issue 4); needs the video's URL. */
export const refreshMetrics = (videoId: string): Promise<{ message: string; metrics: Metrics }> =>
  unwrap(api.api.videos[":id"].metrics.refresh.$post({ param: { id: encodeURIComponent(videoId) } }));

export function useRefreshMetrics() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: refreshMetrics,
    onSuccess: ({ metrics }, videoId) => {
      queryClient.setQueryData<VideoDetail>(libraryKeys.video(videoId), (detail) =>
        detail ? { ...detail, metrics } : detail,
      );
      // The channel's dashboard counts this video's metrics.
      return invalidateViewsOfVideo(queryClient, videoId);
    },
  });
}
