import { queryOptions, useQuery } from "@tanstack/react-query";
import { api, unwrap } from "@/lib/api.ts";
import type { ChannelVoiceAnswer } from "../../../../shared/schemas/channel-voice.ts";
import { libraryKeys } from "../../../api/query-keys.ts";

/** issue 11: the channel's voice profile (null until built or written) and words per minute. */
export const getChannelVoice = (channelId: string): Promise<ChannelVoiceAnswer> =>
  unwrap(api.api.channels[":id"].voice.$get({ param: { id: encodeURIComponent(channelId) } }));

export const getChannelVoiceQueryOptions = (channelId: string) =>
  queryOptions({ queryKey: libraryKeys.voice(channelId), queryFn: () => getChannelVoice(channelId) });

export const useChannelVoice = (channelId: string) => useQuery(getChannelVoiceQueryOptions(channelId));
