import { useMutation, useQueryClient } from "@tanstack/react-query";
import { libraryKeys } from "@/api/query-keys.ts";
import { api, conflictOf, unwrap } from "@/lib/api.ts";
import {
  type PackagingSaved,
  packagingConflictSchema,
  type SavePackagingInput,
  type VideoPackaging,
} from "../../../../shared/schemas/packaging.ts";
import { packagingKeys } from "./query-keys.ts";

/**
 * Saves the package as the video's newest version. `baseVersion` is the version the editor started
 * from: when someone saved a newer one meanwhile the server answers 409 (an ApiError whose body
 * carries that version) and stores nothing.
 */
export const savePackaging = ({
  videoId,
  ...input
}: SavePackagingInput & { videoId: string }): Promise<PackagingSaved> =>
  unwrap(api.api.videos[":id"].packaging.$put({ param: { id: encodeURIComponent(videoId) }, json: input }));

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
    // The other save the 409 carried is the video's packaging now, as a read would have said.
    onError: (error, { videoId }) => {
      const latest = conflictOf(error, packagingConflictSchema)?.latest;
      if (!latest) return;
      queryClient.setQueryData<VideoPackaging>(packagingKeys.video(videoId), (old) =>
        old ? { ...old, packaging: latest } : old,
      );
      void queryClient.invalidateQueries({ queryKey: packagingKeys.versions(videoId) });
    },
  });
}
