import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api.ts";
import type { Video, VideoStatus } from "../../../../shared/schemas/library.ts";
import type { VideoDetail } from "../../../../shared/schemas/video.ts";
import { videoKeys } from "./query-keys.ts";

export const updateVideoStatus = ({
  videoId,
  status,
}: {
  videoId: string;
  status: VideoStatus;
}): Promise<{ message: string; video: Video }> =>
  apiRequest(`/api/videos/${encodeURIComponent(videoId)}/status`, { method: "PATCH", body: { status } });

export function useUpdateVideoStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateVideoStatus,
    onSuccess: ({ video }) =>
      queryClient.setQueryData<VideoDetail>(videoKeys.detail(video.id), (detail) =>
        detail ? { ...detail, ...video } : detail,
      ),
  });
}
