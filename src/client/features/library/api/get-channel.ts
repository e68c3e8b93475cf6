import { queryOptions, useQuery } from "@tanstack/react-query";
import { api, unwrap } from "@/lib/api.ts";
import type { Channel } from "../../../../shared/schemas/library.ts";
import { libraryKeys } from "../../../api/query-keys.ts";

export const getChannel = (channelId: string): Promise<Channel> =>
  unwrap(api.api.channels[":id"].$get({ param: { id: encodeURIComponent(channelId) } }));

export const getChannelQueryOptions = (channelId: string) =>
  queryOptions({ queryKey: libraryKeys.channel(channelId), queryFn: () => getChannel(channelId) });

export const useChannel = (channelId: string) => useQuery(getChannelQueryOptions(channelId));
