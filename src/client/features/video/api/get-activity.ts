import { queryOptions, useQuery } from "@tanstack/react-query";
import { libraryKeys } from "@/api/query-keys.ts";
import { api, unwrap } from "@/lib/api.ts";
import type { ActivityEntry } from "../../../../shared/schemas/production.ts";

/** Issue 13: a video's activity log, newest first, with who made each change. */
export const getActivity = (videoId: string): Promise<{ entries: ActivityEntry[]; count: number }> =>
  unwrap(api.api.videos[":id"].activity.$get({ param: { id: encodeURIComponent(videoId) } }));

export const getActivityQueryOptions = (videoId: string) =>
  queryOptions({ queryKey: libraryKeys.activity(videoId), queryFn: () => getActivity(videoId), staleTime: 0 });

export const useActivity = (videoId: string) => useQuery(getActivityQueryOptions(videoId));
