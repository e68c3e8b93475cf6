import type { QueryClient } from "@tanstack/react-query";
import type { Video } from "../../shared/schemas/library.ts";
import type { VideoDetail } from "../../shared/schemas/video.ts";
import { libraryKeys } from "./query-keys.ts";

/**
 * A video was added, changed or removed: its folder (detail, video list, count) and its channel
 * (overview, folders' counts, dashboard) are read again wherever they show. Invalidation refetches
 * only what is on screen; the rest is marked stale and read when next shown.
 */
export function invalidateVideoViews(queryClient: QueryClient, place: { folderId: string; channelId: string }) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: libraryKeys.folder(place.folderId) }),
    queryClient.invalidateQueries({ queryKey: libraryKeys.channel(place.channelId) }),
    // Issue 13: every production board shows every video's card…
    queryClient.invalidateQueries({ queryKey: libraryKeys.boards() }),
    // …and every production calendar (planned and publish dates).
    queryClient.invalidateQueries({ queryKey: libraryKeys.calendars() }),
  ]);
}

/**
 * The same for a write from the video page, which read the video (with its folder and channel)
 * before writing. Without that detail in the cache, everything of the library is read again.
 */
export function invalidateViewsOfVideo(queryClient: QueryClient, videoId: string) {
  const detail = queryClient.getQueryData<VideoDetail>(libraryKeys.video(videoId));
  if (!detail) return queryClient.invalidateQueries({ queryKey: libraryKeys.all });
  return Promise.all([
    invalidateVideoViews(queryClient, { folderId: detail.folder.id, channelId: detail.channel.id }),
    // The write is a line in the video's activity log (issue 13).
    queryClient.invalidateQueries({ queryKey: libraryKeys.activity(videoId) }),
  ]);
}

/** The server's answer to a write of the video: its page shows it at once, before any view is read again. */
export function putVideoInItsPage(queryClient: QueryClient, video: Video) {
  queryClient.setQueryData<VideoDetail>(libraryKeys.video(video.id), (detail) =>
    detail ? { ...detail, ...video } : detail,
  );
}
