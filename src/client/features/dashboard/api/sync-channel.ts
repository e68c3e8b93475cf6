import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api.ts";
import type { SyncAnswer } from "../../../../shared/schemas/dashboard.ts";
import { dashboardKeys } from "./query-keys.ts";

/** 'Sync YouTube Data': updates metrics and imports new uploads into month folders (issue 4). */
export const syncChannel = (channelId: string): Promise<SyncAnswer> =>
  apiRequest(`/api/channels/${encodeURIComponent(channelId)}/sync`, { method: "POST", body: {} });

export function useSyncChannel() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: syncChannel,
    onSuccess: (_answer, channelId) => queryClient.invalidateQueries({ queryKey: dashboardKeys.channel(channelId) }),
  });
}
