import { queryOptions, useQuery } from "@tanstack/react-query";
import { api, unwrap } from "@/lib/api.ts";
import type { Channel } from "../../shared/schemas/library.ts";
import { libraryKeys } from "./query-keys.ts";

/** spec §7: all channels, newest first. */
export const getChannels = (): Promise<{ channels: Channel[] }> => unwrap(api.api.channels.$get());

export const getChannelsQueryOptions = () => queryOptions({ queryKey: libraryKeys.channels(), queryFn: getChannels });

export const useChannels = () => useQuery(getChannelsQueryOptions());
