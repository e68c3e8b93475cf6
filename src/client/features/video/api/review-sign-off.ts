// Review requests, decisions, links and the channel's gate (decision 036).
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { libraryKeys } from "@/api/query-keys.ts";
import { apiRequest } from "@/lib/api.ts";
import type {
  CreateReviewLinkInput,
  DecideReviewInput,
  RequestReviewInput,
  ReviewLink,
  ReviewSettings,
} from "../../../../shared/schemas/review.ts";

const video = (id: string) => `/api/videos/${encodeURIComponent(id)}`;

export const requestReview = ({ videoId, ...body }: RequestReviewInput & { videoId: string }) =>
  apiRequest<{ message: string }>(`${video(videoId)}/review/requests`, { method: "POST", body });

export const decideReview = ({ videoId, ...body }: DecideReviewInput & { videoId: string }) =>
  apiRequest<{ message: string; id: string }>(`${video(videoId)}/review/decisions`, { method: "POST", body });

export const getReviewLinks = (videoId: string) =>
  apiRequest<{ links: ReviewLink[] }>(`${video(videoId)}/review-links`);
export const useReviewLinks = (videoId: string, enabled = true) =>
  useQuery(
    queryOptions({ queryKey: libraryKeys.reviewLinks(videoId), queryFn: () => getReviewLinks(videoId), enabled }),
  );

export const createReviewLink = ({ videoId, ...body }: CreateReviewLinkInput & { videoId: string }) =>
  apiRequest<{ message: string; link: ReviewLink; url: string }>(`${video(videoId)}/review-links`, {
    method: "POST",
    body,
  });

export const revokeReviewLink = ({ linkId }: { linkId: string }) =>
  apiRequest<{ message: string; link: ReviewLink }>(`/api/review-links/${encodeURIComponent(linkId)}/revoke`, {
    method: "POST",
  });

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
    queryFn: () => apiRequest<ReviewSettings>(`/api/channels/${encodeURIComponent(channelId)}/review-settings`),
  });
export function useUpdateReviewSettings(channelId: string, videoId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (settings: ReviewSettings) =>
      apiRequest<ReviewSettings>(`/api/channels/${encodeURIComponent(channelId)}/review-settings`, {
        method: "PUT",
        body: settings,
      }),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: settingsKey(channelId) }),
        queryClient.invalidateQueries({ queryKey: libraryKeys.review(videoId) }),
      ]),
  });
}
