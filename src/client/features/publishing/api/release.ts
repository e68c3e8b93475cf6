import { useMutation, useQueryClient } from "@tanstack/react-query";
import { libraryKeys } from "@/api/query-keys.ts";
import { api, unwrap } from "@/lib/api.ts";
import type { ReleaseAnswer, SetReleaseInput } from "../../../../shared/schemas/publishing.ts";
import { publishingKeys } from "./publishing.ts";

const param = (videoId: string) => ({ param: { id: encodeURIComponent(videoId) } });

/** Schedules or moves the release on YouTube; the Publish tab and the calendar read it again. */
export function useSetRelease() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ videoId, ...input }: SetReleaseInput & { videoId: string }): Promise<ReleaseAnswer> =>
      unwrap(api.api.videos[":id"].publishing.release.$put({ ...param(videoId), json: input })),
    onSettled: (_data, _error, { videoId }) => {
      void queryClient.invalidateQueries({ queryKey: publishingKeys.state(videoId) });
      // Every production calendar shows the release.
      void queryClient.invalidateQueries({ queryKey: libraryKeys.calendars() });
    },
  });
}

/** Cancels the release: the video stays private on YouTube. */
export function useCancelRelease() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (videoId: string): Promise<ReleaseAnswer> =>
      unwrap(api.api.videos[":id"].publishing.release.$delete(param(videoId))),
    onSettled: (_data, _error, videoId) => {
      void queryClient.invalidateQueries({ queryKey: publishingKeys.state(videoId) });
      // Every production calendar shows the release.
      void queryClient.invalidateQueries({ queryKey: libraryKeys.calendars() });
    },
  });
}
