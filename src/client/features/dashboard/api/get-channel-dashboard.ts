import { queryOptions, useQuery } from "@tanstack/react-query";
import { libraryKeys } from "@/api/query-keys.ts";
import { api, unwrap } from "@/lib/api.ts";
import type { ChannelDashboard } from "../../../../shared/schemas/dashboard.ts";

/** Totals, averages, rates, recent and top videos and chart data; only videos with metrics count (spec §7). */
export const getChannelDashboard = (channelId: string): Promise<ChannelDashboard> =>
  unwrap(api.api.channels[":id"].dashboard.$get({ param: { id: encodeURIComponent(channelId) } }));

export const getChannelDashboardQueryOptions = (channelId: string) =>
  queryOptions({
    queryKey: libraryKeys.dashboard(channelId),
    queryFn: () => getChannelDashboard(channelId),
    // Metrics also change by the scheduled sync: read again each time the dashboard shows.
    staleTime: 0,
  });

export const useChannelDashboard = (channelId: string) => useQuery(getChannelDashboardQueryOptions(channelId));
