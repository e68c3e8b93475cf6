import { useQuery } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api.ts";
import type { PackagingVersion } from "../../../../shared/schemas/packaging.ts";
import { packagingKeys } from "./query-keys.ts";

/** The kept versions (the last 20), newest first, with their content. */
export const getPackagingVersions = (videoId: string): Promise<{ versions: PackagingVersion[] }> =>
  apiRequest(`/api/videos/${encodeURIComponent(videoId)}/packaging/versions`);

export const usePackagingVersions = (videoId: string, enabled: boolean) =>
  useQuery({ queryKey: packagingKeys.versions(videoId), queryFn: () => getPackagingVersions(videoId), enabled });
