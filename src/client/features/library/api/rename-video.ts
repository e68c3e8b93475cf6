import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api.ts";
import type { Video } from "../../../../shared/schemas/library.ts";
import { libraryKeys } from "./query-keys.ts";

/** Renames a video (the video page's update operation, with only the title). */
export const renameVideo = ({
  videoId,
  title,
}: {
  videoId: string;
  title: string;
  folderId: string;
  channelId: string;
}): Promise<{ message: string; video: Video }> =>
  apiRequest(`/api/videos/${encodeURIComponent(videoId)}`, { method: "PATCH", body: { title } });

export function useRenameVideo() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: renameVideo,
    onSuccess: (_result, { folderId, channelId }) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: libraryKeys.videos(folderId) }),
        queryClient.invalidateQueries({ queryKey: libraryKeys.overview(channelId) }),
      ]),
  });
}
