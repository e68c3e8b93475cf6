import { useMutation, useQueryClient } from "@tanstack/react-query";
import { libraryKeys } from "@/api/query-keys.ts";
import { apiRequest } from "@/lib/api.ts";
import type { SyncAnswer } from "../../../../shared/schemas/dashboard.ts";

/** 'Sync YouTube Data': updates metrics and imports new uploads into month folders (issue 4). */
export const syncChannel = (channelId: string): Promise<SyncAnswer> =>
  apiRequest(`/api/channels/${encodeURIComponent(channelId)}/sync`, { method: "POST", body: {} });

export function useSyncChannel() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: syncChannel,
    // New metrics (dashboard, video pages) and imported uploads (month folders, overview, lists).
    onSuccess: (_answer, channelId) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: libraryKeys.channel(channelId) }),
        queryClient.invalidateQueries({ queryKey: libraryKeys.allFolders() }),
        queryClient.invalidateQueries({ queryKey: libraryKeys.allVideos() }),
      ]),
  });
}
