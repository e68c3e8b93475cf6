import { queryOptions, useQuery } from "@tanstack/react-query";
import { api, unwrap } from "@/lib/api.ts";
import type { Video } from "../../../../shared/schemas/library.ts";
import { libraryKeys } from "../../../api/query-keys.ts";

/** spec §7: a folder's videos, newest first. */
export const getFolderVideos = (folderId: string): Promise<{ videos: Video[] }> =>
  unwrap(api.api.folders[":id"].videos.$get({ param: { id: encodeURIComponent(folderId) } }));

export const getFolderVideosQueryOptions = (folderId: string) =>
  queryOptions({
    queryKey: libraryKeys.videos(folderId),
    queryFn: () => getFolderVideos(folderId),
    // Other members and the scheduled sync change it outside this browser: read again whenever it shows.
    staleTime: 0,
  });

export const useFolderVideos = (folderId: string) => useQuery(getFolderVideosQueryOptions(folderId));
