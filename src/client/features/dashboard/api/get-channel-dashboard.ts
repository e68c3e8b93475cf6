import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api.ts";
import type { ChannelDashboard } from "../../../../shared/schemas/dashboard.ts";
import { dashboardKeys } from "./query-keys.ts";

/** Totals, averages, rates, recent and top videos and chart data; only videos with metrics count (spec §7). */
export const getChannelDashboard = (channelId: string): Promise<ChannelDashboard> =>
  apiRequest(`/api/channels/${encodeURIComponent(channelId)}/dashboard`);

export const getChannelDashboardQueryOptions = (channelId: string) =>
  queryOptions({
    queryKey: dashboardKeys.channel(channelId),
    queryFn: () => getChannelDashboard(channelId),
    // Metrics change on the video page and by syncing: read again each time the dashboard shows.
    staleTime: 0,
  });

export const useChannelDashboard = (channelId: string) => useQuery(getChannelDashboardQueryOptions(channelId));
