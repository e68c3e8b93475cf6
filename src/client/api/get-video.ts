import { queryOptions, useQuery } from "@tanstack/react-query";
import { api, unwrap } from "@/lib/api.ts";
import type { VideoDetail } from "../../shared/schemas/video.ts";
import { libraryKeys } from "./query-keys.ts";

/** The video with its folder, channel, script and metrics (spec §7: one read by id). */
export const getVideo = (videoId: string): Promise<VideoDetail> =>
  unwrap(api.api.videos[":id"].$get({ param: { id: encodeURIComponent(videoId) } }));

export const getVideoQueryOptions = (videoId: string) =>
  queryOptions({ queryKey: libraryKeys.video(videoId), queryFn: () => getVideo(videoId) });

export const useVideo = (videoId: string) => useQuery(getVideoQueryOptions(videoId));
