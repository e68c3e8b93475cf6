import { queryOptions, useQuery } from "@tanstack/react-query";
import { api, unwrap } from "@/lib/api.ts";
import type { YouTubeStatus } from "../../../../shared/schemas/youtube.ts";
import { youtubeKeys } from "./query-keys.ts";

/** Which YouTube-facing services the server has (ARCHITECTURE §1: unconfigured ones say so). */
export type { YouTubeStatus };

export const getYouTubeStatus = (): Promise<YouTubeStatus> => unwrap(api.api.youtube.status.$get());

export const getYouTubeStatusQueryOptions = () =>
  queryOptions({ queryKey: youtubeKeys.status(), queryFn: getYouTubeStatus, staleTime: 5 * 60_000 });

export const useYouTubeStatus = (options: { enabled?: boolean } = {}) =>
  useQuery({ ...getYouTubeStatusQueryOptions(), enabled: options.enabled ?? true });
