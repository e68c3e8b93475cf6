import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api, unwrap } from "@/lib/api.ts";
import type { Video } from "../../shared/schemas/library.ts";
import type { UpdateVideoInput } from "../../shared/schemas/video.ts";
import { invalidateVideoViews, invalidateViewsOfVideo, putVideoInItsPage } from "./invalidate-video-views.ts";

/**
 * The Video Details form (YouTube URL, blank → none; target keywords, a list) and renaming in the
 * library (the title alone). `channelId`, when the caller knows it, narrows what is read again.
 */
export const updateVideo = ({
  videoId,
  channelId: _channelId,
  ...input
}: UpdateVideoInput & { videoId: string; channelId?: string }): Promise<{ message: string; video: Video }> =>
  unwrap(api.api.videos[":id"].$patch({ param: { id: encodeURIComponent(videoId) }, json: input }));

export function useUpdateVideo() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateVideo,
    onSuccess: ({ video }, { channelId }) => {
      putVideoInItsPage(queryClient, video);
      return channelId
        ? invalidateVideoViews(queryClient, { folderId: video.folderId, channelId })
        : invalidateViewsOfVideo(queryClient, video.id);
    },
  });
}
