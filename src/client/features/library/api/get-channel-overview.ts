import { queryOptions, useQuery } from "@tanstack/react-query";
import { api, unwrap } from "@/lib/api.ts";
import type { ChannelOverview } from "../../../../shared/schemas/library.ts";
import { libraryKeys } from "../../../api/query-keys.ts";

/** The Overview tab: the first 5 folders with video counts and the 10 newest videos (spec §2, §9). */
export const getChannelOverview = (channelId: string): Promise<ChannelOverview> =>
  unwrap(api.api.channels[":id"].overview.$get({ param: { id: encodeURIComponent(channelId) } }));

export const getChannelOverviewQueryOptions = (channelId: string) =>
  queryOptions({
    queryKey: libraryKeys.overview(channelId),
    queryFn: () => getChannelOverview(channelId),
    // Other members and the scheduled sync change it outside this browser: read again whenever it shows.
    staleTime: 0,
  });

export const useChannelOverview = (channelId: string) => useQuery(getChannelOverviewQueryOptions(channelId));
