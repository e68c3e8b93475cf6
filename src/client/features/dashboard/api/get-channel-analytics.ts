import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { libraryKeys } from "@/api/query-keys.ts";
import { api, unwrap } from "@/lib/api.ts";
import type { AnalyticsPeriod } from "../../../../shared/analytics-periods.ts";
import type { ChannelAnalytics } from "../../../../shared/schemas/channel-analytics.ts";

/** Issue 14: a period's daily YouTube Analytics with totals against the previous period. */
export const getChannelAnalytics = (channelId: string, period: AnalyticsPeriod): Promise<ChannelAnalytics> =>
  unwrap(
    api.api.channels[":id"].analytics.$get({
      param: { id: encodeURIComponent(channelId) },
      query: { period: `${period}` as const },
    }),
  );

export const getChannelAnalyticsQueryOptions = (channelId: string, period: AnalyticsPeriod) =>
  queryOptions({
    // Under the channel's key: whatever refreshes the channel (a sync) refreshes these too.
    queryKey: [...libraryKeys.channel(channelId), "analytics", period] as const,
    queryFn: () => getChannelAnalytics(channelId, period),
    staleTime: 0,
    // A new period keeps the old charts on screen until its figures arrive.
    placeholderData: keepPreviousData,
  });

export const useChannelAnalytics = (channelId: string, period: AnalyticsPeriod) =>
  useQuery(getChannelAnalyticsQueryOptions(channelId, period));
