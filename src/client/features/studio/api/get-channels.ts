import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api.ts";
import type { Channel } from "../../../../shared/schemas/library.ts";
import { studioKeys } from "./query-keys.ts";

export type ChannelOption = Pick<Channel, "id" | "name">;

export function sortChannelOptions(channels: ChannelOption[]): ChannelOption[] {
  return [...channels].sort((a, b) => a.name.localeCompare(b.name, undefined, { sensitivity: "base" }));
}

/** spec §7: the studio reads channels' id and name, ordered by name. */
export async function getChannelOptions(): Promise<ChannelOption[]> {
  const { channels } = await apiRequest<{ channels: Channel[] }>("/api/channels");
  return sortChannelOptions(channels.map(({ id, name }) => ({ id, name })));
}

export const getChannelOptionsQueryOptions = () =>
  queryOptions({ queryKey: studioKeys.channels(), queryFn: getChannelOptions });

export const useChannelOptions = (enabled: boolean) => useQuery({ ...getChannelOptionsQueryOptions(), enabled });
