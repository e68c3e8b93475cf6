import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { libraryKeys } from "@/api/query-keys.ts";
import { api, unwrap } from "@/lib/api.ts";
import type {
  ApplyPackagingInput,
  PublishingAnswer,
  PublishingDifference,
  PublishingState,
} from "../../../../shared/schemas/publishing.ts";

/** Under the video's key (decision 011): deleting the video drops its publishing state too. */
export const publishingKeys = {
  state: (videoId: string) => [...libraryKeys.video(videoId), "publishing"] as const,
};

const param = (videoId: string) => ({ param: { id: encodeURIComponent(videoId) } });

export const getPublishingState = (videoId: string): Promise<PublishingState> =>
  unwrap(api.api.videos[":id"].publishing.$get(param(videoId)));

export const publishingStateQueryOptions = (videoId: string) =>
  queryOptions({ queryKey: publishingKeys.state(videoId), queryFn: () => getPublishingState(videoId) });

export const usePublishingState = (videoId: string) => useQuery(publishingStateQueryOptions(videoId));

/**
 * The difference spends a quota unit: read when the member asks ("Compare with YouTube"), never by a
 * refetch on focus, so it is a mutation rather than a query.
 */
export function useCompareWithYouTube() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (videoId: string): Promise<PublishingDifference> =>
      unwrap(api.api.videos[":id"].publishing.difference.$get(param(videoId))),
    onSettled: (_data, _error, videoId) => queryClient.invalidateQueries({ queryKey: publishingKeys.state(videoId) }),
  });
}

export function useApplyToYouTube() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ videoId, ...input }: ApplyPackagingInput & { videoId: string }): Promise<PublishingAnswer> =>
      unwrap(api.api.videos[":id"].publishing.apply.$post({ ...param(videoId), json: input })),
    onSettled: (_data, _error, { videoId }) =>
      queryClient.invalidateQueries({ queryKey: publishingKeys.state(videoId) }),
  });
}

export function useUndoOnYouTube() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (videoId: string): Promise<PublishingAnswer> =>
      unwrap(api.api.videos[":id"].publishing.undo.$post(param(videoId))),
    onSettled: (_data, _error, videoId) => queryClient.invalidateQueries({ queryKey: publishingKeys.state(videoId) }),
  });
}

/** "Grant publishing access": the address of Google's consent page; the browser goes there and back to the video. */
export function useGrantPublishingAccess() {
  return useMutation({
    mutationFn: (videoId: string): Promise<{ url: string }> =>
      unwrap(api.api.publishing.oauth.start.$get({ query: { videoId } })),
  });
}
