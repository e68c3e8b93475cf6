import type { QueryClient } from "@tanstack/react-query";
import { invalidateViewsOfVideo } from "./invalidate-video-views.ts";
import { libraryKeys } from "./query-keys.ts";

/**
 * A script version was saved or restored: the video (its Script tab, its versions, nested under it)
 * and the library's views of the video are read again.
 */
export function invalidateScriptViews(queryClient: QueryClient, videoId: string) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: libraryKeys.video(videoId) }),
    invalidateViewsOfVideo(queryClient, videoId),
  ]);
}
