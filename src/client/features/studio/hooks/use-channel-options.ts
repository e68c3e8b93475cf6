import { useQuery } from "@tanstack/react-query";
import { getChannelsQueryOptions } from "@/api/get-channels.ts";
import type { Channel } from "../../../../shared/schemas/library.ts";

/** spec §7: the studio lists channels by name; the list itself is the library's, read once for both. */
const byName = ({ channels }: { channels: Channel[] }): Channel[] =>
  [...channels].sort((a, b) => a.name.localeCompare(b.name, undefined, { sensitivity: "base" }));

export const useChannelOptions = () => useQuery({ ...getChannelsQueryOptions(), select: byName });
