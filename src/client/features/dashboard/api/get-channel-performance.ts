import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { libraryKeys } from "@/api/query-keys.ts";
import { api, unwrap } from "@/lib/api.ts";
import type { AnalyticsPeriod } from "../../../../shared/analytics-periods.ts";
import type { ChannelPerformance } from "../../../../shared/schemas/dashboard.ts";

/** Issue 14: the Performance tab's averages over the videos published in the dashboard's period. */
export const getChannelPerformance = (channelId: string, period: AnalyticsPeriod): Promise<ChannelPerformance> =>
  unwrap(
    api.api.channels[":id"].performance.$get({
      param: { id: encodeURIComponent(channelId) },
      query: { period: `${period}` as const },
    }),
  );

export const getChannelPerformanceQueryOptions = (channelId: string, period: AnalyticsPeriod) =>
  queryOptions({
    // Under the channel's key: whatever refreshes the channel (a sync, a metrics edit) refreshes it too.
    queryKey: [...libraryKeys.channel(channelId), "performance", period] as const,
    queryFn: () => getChannelPerformance(channelId, period),
    staleTime: 0,
    placeholderData: keepPreviousData,
  });

/** Only asked for when `enabled` (a channel with YouTube Analytics); the others keep the spec's figures. */
export const useChannelPerformance = (channelId: string, period: AnalyticsPeriod, enabled: boolean) =>
  useQuery({ ...getChannelPerformanceQueryOptions(channelId, period), enabled });
