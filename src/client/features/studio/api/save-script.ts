import { useMutation, useQueryClient } from "@tanstack/react-query";
import { invalidateVideoViews } from "@/api/invalidate-video-views.ts";
import { api, unwrap } from "@/lib/api.ts";
import type { SavedScript, SaveScriptInput } from "../../../../shared/schemas/scripts.ts";

/**
 * Save to library: one operation creates the draft video and its script (POST /api/studio/saves).
 * `channelId` is the chosen folder's channel: it is not sent, it says which views to read again.
 */
export const saveScript = ({
  channelId: _channelId,
  ...input
}: SaveScriptInput & { channelId: string }): Promise<SavedScript> =>
  unwrap(api.api.studio.saves.$post({ json: input }));

export function useSaveScript() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveScript,
    // A new video in the folder: its list, the folder's count, the channel's overview and dashboard.
    onSuccess: (_answer, { folderId, channelId }) => invalidateVideoViews(queryClient, { folderId, channelId }),
  });
}
