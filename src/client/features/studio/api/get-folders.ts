import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api.ts";
import type { Folder } from "../../../../shared/schemas/library.ts";
import { studioKeys } from "./query-keys.ts";

/** spec §7: newest month first, then newest created first (the server's order). */
export function sortFolders(folders: Folder[]): Folder[] {
  return [...folders].sort((a, b) => b.monthYear.localeCompare(a.monthYear) || b.createdAt.localeCompare(a.createdAt));
}

export const getFolders = async (channelId: string): Promise<Folder[]> =>
  (await apiRequest<{ folders: Folder[] }>(`/api/channels/${encodeURIComponent(channelId)}/folders`)).folders;

export const getFoldersQueryOptions = (channelId: string) =>
  queryOptions({ queryKey: studioKeys.folders(channelId), queryFn: () => getFolders(channelId) });

export const useFolders = (channelId: string | null) =>
  useQuery({ ...getFoldersQueryOptions(channelId ?? ""), enabled: Boolean(channelId) });
