import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api, unwrap } from "@/lib/api.ts";
import type { CreateVideoInput, Video } from "../../../../shared/schemas/library.ts";
import { invalidateVideoViews } from "../../../api/invalidate-video-views.ts";

/** spec §4, §5: a new video is a draft; a blank URL is stored as null. */
export const createVideo = ({
  folderId,
  ...input
}: CreateVideoInput & { folderId: string; channelId: string }): Promise<{ message: string; video: Video }> =>
  unwrap(
    api.api.folders[":id"].videos.$post({
      param: { id: encodeURIComponent(folderId) },
      json: { title: input.title, youtubeUrl: input.youtubeUrl, targetKeywords: input.targetKeywords },
    }),
  );

export function useCreateVideo() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createVideo,
    onSuccess: (_result, { folderId, channelId }) => invalidateVideoViews(queryClient, { folderId, channelId }),
  });
}
