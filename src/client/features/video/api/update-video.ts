import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api.ts";
import type { Video } from "../../../../shared/schemas/library.ts";
import type { UpdateVideoInput, VideoDetail } from "../../../../shared/schemas/video.ts";
import { videoKeys } from "./query-keys.ts";

/** The Video Details form: YouTube URL (blank → none) and target keywords (a list). */
export const updateVideo = ({
  videoId,
  ...input
}: UpdateVideoInput & { videoId: string }): Promise<{ message: string; video: Video }> =>
  apiRequest(`/api/videos/${encodeURIComponent(videoId)}`, { method: "PATCH", body: input });

export function useUpdateVideo() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateVideo,
    onSuccess: ({ video }) =>
      queryClient.setQueryData<VideoDetail>(videoKeys.detail(video.id), (detail) =>
        detail ? { ...detail, ...video } : detail,
      ),
  });
}
