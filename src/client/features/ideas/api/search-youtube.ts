import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { ideasKeys } from "@/api/query-keys.ts";
import { api, unwrap } from "@/lib/api.ts";

/** What "Search YouTube" costs and today's units used: shown before the member runs it. */
export const getSearchCost = () => unwrap(api.api.ideas.search.cost.$get());

export const getSearchCostQueryOptions = () =>
  queryOptions({ queryKey: [...ideasKeys.all, "search-cost"] as const, queryFn: getSearchCost, staleTime: 0 });

export const useSearchCost = (enabled: boolean) => useQuery({ ...getSearchCostQueryOptions(), enabled });

/** "Search YouTube": one search.list (100 units) and the found channels' newest uploads. */
export const searchYouTube = (input: { q: string; months: number }) =>
  unwrap(api.api.ideas.search.$post({ json: input }));

export function useSearchYouTube() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: searchYouTube,
    onSettled: () => queryClient.invalidateQueries({ queryKey: getSearchCostQueryOptions().queryKey }),
  });
}
