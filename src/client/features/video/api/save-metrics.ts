import { useMutation, useQueryClient } from "@tanstack/react-query";
import { invalidateViewsOfVideo } from "@/api/invalidate-video-views.ts";
import { libraryKeys } from "@/api/query-keys.ts";
import { api, unwrap } from "@/lib/api.ts";
import type { Metrics, UpdateMetricsInput, VideoDetail } from "../../../../shared/schemas/video.ts";

/** Metrics entered by hand; CTR and retention in percent (0–100), counts whole numbers ≥ 0. */
export const saveMetrics = ({
  videoId,
  ...input
}: UpdateMetricsInput & { videoId: string }): Promise<{ message: string; metrics: Metrics }> =>
  unwrap(api.api.videos[":id"].metrics.$put({ param: { id: encodeURIComponent(videoId) }, json: input }));

export function useSaveMetrics() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveMetrics,
    onSuccess: ({ metrics }, { videoId }) => {
      queryClient.setQueryData<VideoDetail>(libraryKeys.video(videoId), (detail) =>
        detail ? { ...detail, metrics } : detail,
      );
      // The channel's dashboard counts this video's metrics.
      return invalidateViewsOfVideo(queryClient, videoId);
    },
  });
}
