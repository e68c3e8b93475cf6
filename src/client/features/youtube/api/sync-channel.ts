import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api, unwrap } from "@/lib/api.ts";
import type { SyncRunAnswer } from "../../../../shared/schemas/sync.ts";
import { youtubeKeys } from "./query-keys.ts";

/** 'Sync YouTube Data' (issue 14): queues the channel's sync job; its run is followed through the status. */
export const queueChannelSync = (channelId: string): Promise<SyncRunAnswer> =>
  unwrap(api.api.channels[":id"]["sync-jobs"].$post({ param: { id: encodeURIComponent(channelId) } }));

export function useSyncChannel() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: queueChannelSync,
    // The status now has an active run, and polls until it finishes.
    onSuccess: (_run, channelId) => queryClient.invalidateQueries({ queryKey: youtubeKeys.syncStatus(channelId) }),
  });
}
