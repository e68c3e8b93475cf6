import { queryOptions, useQuery } from "@tanstack/react-query";
import { api, unwrap } from "@/lib/api.ts";
import type { VideoPackaging } from "../../../../shared/schemas/packaging.ts";
import { packagingKeys } from "./query-keys.ts";

/** The video's newest packaging (or null) and its channel's words per minute. */
export const getPackaging = (videoId: string): Promise<VideoPackaging> =>
  unwrap(api.api.videos[":id"].packaging.$get({ param: { id: encodeURIComponent(videoId) } }));

export const getPackagingQueryOptions = (videoId: string) =>
  queryOptions({ queryKey: packagingKeys.video(videoId), queryFn: () => getPackaging(videoId) });

export const usePackaging = (videoId: string) => useQuery(getPackagingQueryOptions(videoId));
