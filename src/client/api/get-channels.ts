import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api.ts";
import type { Channel } from "../../shared/schemas/library.ts";
import { libraryKeys } from "./query-keys.ts";

/** spec §7: all channels, newest first. */
export const getChannels = (): Promise<{ channels: Channel[] }> => apiRequest("/api/channels");

export const getChannelsQueryOptions = () => queryOptions({ queryKey: libraryKeys.channels(), queryFn: getChannels });

export const useChannels = () => useQuery(getChannelsQueryOptions());
