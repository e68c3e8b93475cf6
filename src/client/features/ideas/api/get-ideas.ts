import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { ideasKeys } from "@/api/query-keys.ts";
import { api, unwrap } from "@/lib/api.ts";
import type { IdeasQuery } from "../../../../shared/schemas/ideas.ts";
import { searchQuery } from "./search-query.ts";

/** A page of the idea bank, filtered, searched and sorted by the server. */
export const getIdeas = (query: IdeasQuery) =>
  unwrap(
    api.api.ideas.$get({
      query: searchQuery(query),
    }),
  );

export const getIdeasQueryOptions = (query: IdeasQuery) =>
  queryOptions({
    queryKey: ideasKeys.bankPage(query),
    queryFn: () => getIdeas(query),
    placeholderData: keepPreviousData,
  });

export const useIdeas = (query: IdeasQuery) => useQuery(getIdeasQueryOptions(query));
