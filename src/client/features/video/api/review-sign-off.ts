// Review requests, decisions, links and the channel's gate (decision 036).
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { libraryKeys } from "@/api/query-keys.ts";
import { api, unwrap } from "@/lib/api.ts";
import type {
  CreateReviewLinkInput,
  DecideReviewInput,
  RequestReviewInput,
  ReviewSettings,
} from "../../../../shared/schemas/review.ts";

const video = api.api.videos[":id"];
const param = (id: string) => ({ id: encodeURIComponent(id) });

export const requestReview = ({ videoId, ...body }: RequestReviewInput & { videoId: string }) =>
  unwrap(video.review.requests.$post({ param: param(videoId), json: body }));

export const decideReview = ({ videoId, ...body }: DecideReviewInput & { videoId: string }) =>
  unwrap(video.review.decisions.$post({ param: param(videoId), json: body }));

export const getReviewLinks = (videoId: string) => unwrap(video["review-links"].$get({ param: param(videoId) }));
export const useReviewLinks = (videoId: string, enabled = true) =>
  useQuery(
    queryOptions({ queryKey: libraryKeys.reviewLinks(videoId), queryFn: () => getReviewLinks(videoId), enabled }),
  );

export const createReviewLink = ({ videoId, ...body }: CreateReviewLinkInput & { videoId: string }) =>
  unwrap(video["review-links"].$post({ param: param(videoId), json: body }));

export const revokeReviewLink = ({ linkId }: { linkId: string }) =>
  unwrap(api.api["review-links"][":id"].revoke.$post({ param: param(linkId) }));

export function useLinkMutation<T, A>(videoId: string, fn: (args: A) => Promise<T>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSettled: () => queryClient.invalidateQueries({ queryKey: libraryKeys.reviewLinks(videoId) }),
  });
}

const settingsKey = (channelId: string) => [...libraryKeys.channel(channelId), "review-settings"] as const;
export const useReviewSettings = (channelId: string) =>
  useQuery({
    queryKey: settingsKey(channelId),
    queryFn: () => unwrap(api.api.channels[":id"]["review-settings"].$get({ param: param(channelId) })),
  });
export function useUpdateReviewSettings(channelId: string, videoId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (settings: ReviewSettings) =>
      unwrap(api.api.channels[":id"]["review-settings"].$put({ param: param(channelId), json: settings })),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: settingsKey(channelId) }),
        queryClient.invalidateQueries({ queryKey: libraryKeys.review(videoId) }),
      ]),
  });
}
