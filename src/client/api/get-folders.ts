import { queryOptions, useQuery } from "@tanstack/react-query";
import { api, unwrap } from "@/lib/api.ts";
import type { Folder } from "../../shared/schemas/library.ts";
import { libraryKeys } from "./query-keys.ts";

/** A channel's folders, newest month first, with their video counts. */
export const getFolders = (channelId: string): Promise<{ folders: Folder[] }> =>
  unwrap(api.api.channels[":id"].folders.$get({ param: { id: encodeURIComponent(channelId) } }));

export const getFoldersQueryOptions = (channelId: string) =>
  queryOptions({ queryKey: libraryKeys.folders(channelId), queryFn: () => getFolders(channelId) });

export const useFolders = (channelId: string, options: { enabled?: boolean } = {}) =>
  useQuery({ ...getFoldersQueryOptions(channelId), enabled: options.enabled ?? true });
