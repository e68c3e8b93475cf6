import { useMutation, useQueryClient } from "@tanstack/react-query";
import { libraryKeys } from "@/api/query-keys.ts";
import { apiRequest } from "@/lib/api.ts";
import type { PackagingSaved, SavePackagingInput, VideoPackaging } from "../../../../shared/schemas/packaging.ts";
import { packagingKeys } from "./query-keys.ts";

/**
 * Saves the package as the video's newest version. `baseVersion` is the version the editor started
 * from: when someone saved a newer one meanwhile the server answers 409 (an ApiError) and stores nothing.
 */
export const savePackaging = ({
  videoId,
  ...input
}: SavePackagingInput & { videoId: string }): Promise<PackagingSaved> =>
  apiRequest(`/api/videos/${encodeURIComponent(videoId)}/packaging`, { method: "PUT", body: input });

export function useSavePackaging() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: savePackaging,
    onSuccess: ({ packaging }, { videoId }) => {
      queryClient.setQueryData<VideoPackaging>(packagingKeys.video(videoId), (old) =>
        old ? { ...old, packaging } : old,
      );
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: packagingKeys.versions(videoId) }),
        // The save is a line in the video's activity log.
        queryClient.invalidateQueries({ queryKey: libraryKeys.activity(videoId) }),
      ]);
    },
  });
}
