import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { ideasKeys } from "@/api/query-keys.ts";
import { api, unwrap } from "@/lib/api.ts";
import type { OutliersQuery } from "../../../../shared/schemas/ideas.ts";
import { searchQuery } from "./search-query.ts";

/** A page of a niche's outliers with their title patterns, filtered and sorted by the server. */
export const getOutliers = (query: OutliersQuery) =>
  unwrap(
    api.api.ideas.outliers.$get({
      query: searchQuery(query),
    }),
  );

export const getOutliersQueryOptions = (query: OutliersQuery) =>
  queryOptions({
    queryKey: ideasKeys.outlierPage(query),
    queryFn: () => getOutliers(query),
    placeholderData: keepPreviousData,
  });

export const useOutliers = (query: OutliersQuery) => useQuery(getOutliersQueryOptions(query));
