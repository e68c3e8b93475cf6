import { queryOptions, useQuery } from "@tanstack/react-query";
import { api, unwrap } from "@/lib/api.ts";
import type { ChannelSyncStatus } from "../../../../shared/schemas/sync.ts";
import { youtubeKeys } from "./query-keys.ts";

/** Last synced, next scheduled run, sync history and quota pause of a channel (issue 14). */
export const getChannelSyncStatus = (channelId: string): Promise<ChannelSyncStatus> =>
  unwrap(api.api.channels[":id"]["sync-status"].$get({ param: { id: encodeURIComponent(channelId) } }));

// While a sync is queued or running the status is read every second: the button follows it.
const POLL_MS = 1_000;

export const getChannelSyncStatusQueryOptions = (channelId: string) =>
  queryOptions({
    queryKey: youtubeKeys.syncStatus(channelId),
    queryFn: () => getChannelSyncStatus(channelId),
    refetchInterval: (query) => (query.state.data?.activeRun ? POLL_MS : false),
  });

export const useChannelSyncStatus = (channelId: string) => useQuery(getChannelSyncStatusQueryOptions(channelId));
