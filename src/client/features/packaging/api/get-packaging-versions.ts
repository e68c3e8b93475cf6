import { useQuery } from "@tanstack/react-query";
import { api, unwrap } from "@/lib/api.ts";
import type { PackagingVersion } from "../../../../shared/schemas/packaging.ts";
import { packagingKeys } from "./query-keys.ts";

/** The kept versions (the last 20), newest first, with their content. */
export const getPackagingVersions = (videoId: string): Promise<{ versions: PackagingVersion[] }> =>
  unwrap(api.api.videos[":id"].packaging.versions.$get({ param: { id: encodeURIComponent(videoId) } }));

export const usePackagingVersions = (videoId: string, enabled: boolean) =>
  useQuery({ queryKey: packagingKeys.versions(videoId), queryFn: () => getPackagingVersions(videoId), enabled });
