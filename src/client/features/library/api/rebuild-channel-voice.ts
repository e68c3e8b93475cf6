import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api, unwrap } from "@/lib/api.ts";
import type { ChannelVoiceSaved } from "../../../../shared/schemas/channel-voice.ts";
import { libraryKeys } from "../../../api/query-keys.ts";

/** issue 11: "Rebuild from my scripts" — the server reads the channel's saved scripts and titles. */
export const rebuildChannelVoice = (channelId: string): Promise<ChannelVoiceSaved> =>
  unwrap(api.api.channels[":id"].voice.rebuild.$post({ param: { id: encodeURIComponent(channelId) } }));

export function useRebuildChannelVoice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: rebuildChannelVoice,
    onSuccess: ({ voice }) => queryClient.setQueryData(libraryKeys.voice(voice.channelId), voice),
  });
}
