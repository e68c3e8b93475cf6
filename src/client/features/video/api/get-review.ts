import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { libraryKeys } from "@/api/query-keys.ts";
import { api, unwrap } from "@/lib/api.ts";
import type { Review } from "../../../../shared/schemas/review.ts";

/** A video's review: threads located in `version` (null: the newest), requests, decisions, state. */
export const getReview = (videoId: string, version: number | null): Promise<Review> =>
  unwrap(
    api.api.videos[":id"].review.$get({
      param: { id: encodeURIComponent(videoId) },
      query: version === null ? {} : { version: String(version) },
    }),
  );

export const getReviewQueryOptions = (videoId: string, version: number | null) =>
  queryOptions({
    queryKey: libraryKeys.reviewAt(videoId, version),
    queryFn: () => getReview(videoId, version),
    placeholderData: keepPreviousData,
  });

export const useReview = (videoId: string, version: number | null = null) =>
  useQuery(getReviewQueryOptions(videoId, version));
