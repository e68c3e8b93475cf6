import { queryOptions, useQuery } from "@tanstack/react-query";
import { api, unwrap } from "@/lib/api.ts";
import type { FolderDetail } from "../../../../shared/schemas/library.ts";
import { libraryKeys } from "../../../api/query-keys.ts";

/** One folder with its channel's name (the breadcrumb and the videos level). */
export const getFolder = (folderId: string): Promise<FolderDetail> =>
  unwrap(api.api.folders[":id"].$get({ param: { id: encodeURIComponent(folderId) } }));

export const getFolderQueryOptions = (folderId: string) =>
  queryOptions({ queryKey: libraryKeys.folder(folderId), queryFn: () => getFolder(folderId) });

export const useFolder = (folderId: string) => useQuery(getFolderQueryOptions(folderId));
