import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api, unwrap } from "@/lib/api.ts";
import type { ChannelVoiceInput, ChannelVoiceSaved } from "../../../../shared/schemas/channel-voice.ts";
import { libraryKeys } from "../../../api/query-keys.ts";

/** issue 11: a member's edit of the channel's voice profile. */
export const updateChannelVoice = ({
  channelId,
  profile,
}: {
  channelId: string;
  profile: ChannelVoiceInput;
}): Promise<ChannelVoiceSaved> =>
  unwrap(api.api.channels[":id"].voice.$put({ param: { id: encodeURIComponent(channelId) }, json: profile }));

export function useUpdateChannelVoice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateChannelVoice,
    onSuccess: ({ voice }) => queryClient.setQueryData(libraryKeys.voice(voice.channelId), voice),
  });
}
