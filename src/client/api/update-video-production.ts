import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api, unwrap } from "@/lib/api.ts";
import type { Video } from "../../shared/schemas/library.ts";
import type { UpdateProductionInput } from "../../shared/schemas/production.ts";
import type { VideoDetail } from "../../shared/schemas/video.ts";
import { invalidateViewsOfVideo } from "./invalidate-video-views.ts";
import { libraryKeys } from "./query-keys.ts";

/** Issue 13: a video's stage, assignee, due date or planned publish date (null clears). */
export const updateVideoProduction = ({
  videoId,
  ...input
}: UpdateProductionInput & { videoId: string }): Promise<{ message: string; video: Video }> =>
  unwrap(api.api.videos[":id"].production.$patch({ param: { id: encodeURIComponent(videoId) }, json: input }));

export function useUpdateVideoProduction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateVideoProduction,
    onSuccess: ({ video }) => {
      queryClient.setQueryData<VideoDetail>(libraryKeys.video(video.id), (detail) =>
        detail ? { ...detail, ...video } : detail,
      );
      // Its folder and channel (status badges), every board, and its activity log.
      return invalidateViewsOfVideo(queryClient, video.id);
    },
  });
}
