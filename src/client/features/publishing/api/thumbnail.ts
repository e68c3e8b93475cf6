import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api, unwrap } from "@/lib/api.ts";
import { publishingKeys } from "./publishing.ts";

/** Sends the image file itself as the body (the server reads its header and checks YouTube's rules). */
export function useSaveThumbnail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ videoId, file }: { videoId: string; file: File }) =>
      unwrap(
        api.api.videos[":id"].publishing.thumbnail.$put(
          { param: { id: encodeURIComponent(videoId) } },
          { init: { body: file, headers: { "content-type": file.type, accept: "application/json" } } },
        ),
      ),
    onSettled: (_data, _error, { videoId }) =>
      queryClient.invalidateQueries({ queryKey: publishingKeys.state(videoId) }),
  });
}

export function useSetThumbnailOnYouTube() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (videoId: string) =>
      unwrap(api.api.videos[":id"].publishing.thumbnail.set.$post({ param: { id: encodeURIComponent(videoId) } })),
    onSettled: (_data, _error, videoId) => queryClient.invalidateQueries({ queryKey: publishingKeys.state(videoId) }),
  });
}
