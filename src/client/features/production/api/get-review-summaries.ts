import { queryOptions, useQuery } from "@tanstack/react-query";
import { libraryKeys } from "@/api/query-keys.ts";
import { api, unwrap } from "@/lib/api.ts";

/** The review states of the cards that have one (decision 036), read once for the whole board. */
export const getReviewSummaries = () => unwrap(api.api.review.summaries.$get());

const summariesQuery = queryOptions({
  queryKey: libraryKeys.reviewSummaries(),
  queryFn: getReviewSummaries,
  select: (answer) => new Map(answer.summaries.map((s) => [s.videoId, s])),
});

/** One card's review state, from the board's one read. */
export const useReviewSummary = (videoId: string) => {
  const summaries = useQuery(summariesQuery);
  return summaries.data?.get(videoId) ?? null;
};
