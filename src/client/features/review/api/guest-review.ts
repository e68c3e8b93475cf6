// A review link's guest (decision 036): the link's token is in every request's path; the guest's
// name is kept by a cookie the server scopes to that path.
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api.ts";
import type { CreateCommentInput, DecideReviewInput, GuestReview } from "../../../../shared/schemas/review.ts";

const base = (token: string) => `/api/guest-review/${encodeURIComponent(token)}`;
export const guestReviewKey = (token: string) => ["guest-review", token] as const;

export const getGuestReview = (token: string) => apiRequest<GuestReview>(base(token));
export const useGuestReview = (token: string) =>
  useQuery(
    queryOptions({
      queryKey: guestReviewKey(token),
      queryFn: () => getGuestReview(token),
      retry: false,
      // A guest has no live stream: what the team answers shows when they come back to the tab.
      refetchOnWindowFocus: true,
    }),
  );

export const nameGuest = (token: string, name: string) =>
  apiRequest<{ message: string; name: string }>(`${base(token)}/identity`, { method: "POST", body: { name } });

export const addGuestComment = (token: string, body: CreateCommentInput) =>
  apiRequest<{ message: string; id: string }>(`${base(token)}/comments`, { method: "POST", body });

export const decideAsGuest = (token: string, body: DecideReviewInput) =>
  apiRequest<{ message: string; id: string }>(`${base(token)}/decisions`, { method: "POST", body });
