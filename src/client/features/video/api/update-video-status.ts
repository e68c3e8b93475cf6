import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api, unwrap } from "@/lib/api.ts";
import type { VideoStatus } from "../../../../shared/library-rules.ts";
import type { Video } from "../../../../shared/schemas/library.ts";
import { invalidateViewsOfVideo, putVideoInItsPage } from "../../../api/invalidate-video-views.ts";

export const updateVideoStatus = ({
  videoId,
  status,
}: {
  videoId: string;
  status: VideoStatus;
}): Promise<{ message: string; video: Video }> =>
  unwrap(api.api.videos[":id"].status.$patch({ param: { id: encodeURIComponent(videoId) }, json: { status } }));

export function useUpdateVideoStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateVideoStatus,
    onSuccess: ({ video }) => {
      putVideoInItsPage(queryClient, video);
      // The status badge shows in the folder's list, the overview and the dashboard.
      return invalidateViewsOfVideo(queryClient, video.id);
    },
  });
}
