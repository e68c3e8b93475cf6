import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api, unwrap } from "@/lib/api.ts";
import type { Deleted } from "../../../../shared/schemas/library.ts";
import { invalidateVideoViews } from "../../../api/invalidate-video-views.ts";
import { libraryKeys } from "../../../api/query-keys.ts";

/** Deletes a video with its script, notes and metrics. */
export const deleteVideo = ({ videoId }: { videoId: string; folderId: string; channelId: string }): Promise<Deleted> =>
  unwrap(api.api.videos[":id"].$delete({ param: { id: encodeURIComponent(videoId) } }));

export function useDeleteVideo() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteVideo,
    onSuccess: (_result, { videoId, folderId, channelId }) => {
      queryClient.removeQueries({ queryKey: libraryKeys.video(videoId) });
      return invalidateVideoViews(queryClient, { folderId, channelId });
    },
  });
}
