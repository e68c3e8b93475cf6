import { queryOptions, useQuery } from "@tanstack/react-query";
import { ideasKeys } from "@/api/query-keys.ts";
import { api, unwrap } from "@/lib/api.ts";

export const getNiches = () => unwrap(api.api.ideas.niches.$get());

export const getNichesQueryOptions = () =>
  queryOptions({
    queryKey: ideasKeys.niches(),
    queryFn: getNiches,
    // A channel just watched is read in the background: asked again until every channel has been read.
    refetchInterval: (query) =>
      query.state.data?.niches.some((n) => n.channels.some((c) => c.lastReadAt === null)) ? 2000 : false,
  });

export const useNiches = () => useQuery(getNichesQueryOptions());
