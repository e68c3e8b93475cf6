// A review link's guest (decision 036): the link's token is in every request's path; the guest's
// name is kept by a cookie the server scopes to that path.
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api, unwrap } from "@/lib/api.ts";
import type { CreateCommentInput, DecideReviewInput } from "../../../../shared/schemas/review.ts";

const guest = api.api["guest-review"][":token"];
const param = (token: string) => ({ token: encodeURIComponent(token) });
export const guestReviewKey = (token: string) => ["guest-review", token] as const;

export const getGuestReview = (token: string) => unwrap(guest.$get({ param: param(token) }));
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
  unwrap(guest.identity.$post({ param: param(token), json: { name } }));

export const addGuestComment = (token: string, body: CreateCommentInput) =>
  unwrap(guest.comments.$post({ param: param(token), json: body }));

export const decideAsGuest = (token: string, body: DecideReviewInput) =>
  unwrap(guest.decisions.$post({ param: param(token), json: body }));
