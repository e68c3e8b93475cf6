import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api, unwrap } from "@/lib/api.ts";
import type { VideoStatus } from "../../../../shared/library-rules.ts";
import type { Video } from "../../../../shared/schemas/library.ts";
import type { VideoDetail } from "../../../../shared/schemas/video.ts";
import { invalidateViewsOfVideo } from "../../../api/invalidate-video-views.ts";
import { libraryKeys } from "../../../api/query-keys.ts";

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
      queryClient.setQueryData<VideoDetail>(libraryKeys.video(video.id), (detail) =>
        detail ? { ...detail, ...video } : detail,
      );
      // The status badge shows in the folder's list, the overview and the dashboard.
      return invalidateViewsOfVideo(queryClient, video.id);
    },
  });
}
