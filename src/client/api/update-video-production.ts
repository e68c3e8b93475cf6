import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api, unwrap } from "@/lib/api.ts";
import type { Video } from "../../shared/schemas/library.ts";
import type { UpdateProductionInput } from "../../shared/schemas/production.ts";
import { invalidateViewsOfVideo, putVideoInItsPage } from "./invalidate-video-views.ts";

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
      putVideoInItsPage(queryClient, video);
      // Its folder and channel (status badges), every board, and its activity log.
      return invalidateViewsOfVideo(queryClient, video.id);
    },
  });
}
