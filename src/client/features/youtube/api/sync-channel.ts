import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api.ts";
import type { SyncRunAnswer } from "../../../../shared/schemas/sync.ts";
import { youtubeKeys } from "./query-keys.ts";

/** 'Sync YouTube Data' (issue 14): queues the channel's sync job; its run is followed through the status. */
export const queueChannelSync = (channelId: string): Promise<SyncRunAnswer> =>
  apiRequest(`/api/channels/${encodeURIComponent(channelId)}/sync-jobs`, { method: "POST", body: {} });

export function useSyncChannel() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: queueChannelSync,
    // The status now has an active run, and polls until it finishes.
    onSuccess: (_run, channelId) => queryClient.invalidateQueries({ queryKey: youtubeKeys.syncStatus(channelId) }),
  });
}
