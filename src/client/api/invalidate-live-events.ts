import type { QueryClient, QueryFilters } from "@tanstack/react-query";
import type { LiveEvent } from "../../shared/schemas/live-events.ts";
import type { VideoDetail } from "../../shared/schemas/video.ts";
import { ideasKeys, libraryKeys } from "./query-keys.ts";

/**
 * What another member's change makes stale (decision 025), in the keys of the one factory (decision
 * 011). Precise on purpose: a video's detail is its own key (`exact`), so its packaging, notes and
 * script versions nested under it are read again only when they changed; a change to a channel or
 * folder reaches the video pages that show its name through their cached detail. Invalidation
 * refetches only what is on screen; the rest is read when next shown.
 */
export function liveEventFilters(events: LiveEvent[]): QueryFilters[] {
  const filters = new Map<string, QueryFilters>();
  const prefix = (key: readonly unknown[]) => filters.set(`prefix ${JSON.stringify(key)}`, { queryKey: key });
  const exact = (key: readonly unknown[]) =>
    filters.set(`exact ${JSON.stringify(key)}`, { queryKey: key, exact: true });
  const videoPages = (name: string, shows: (detail: VideoDetail) => boolean) =>
    filters.set(`video pages ${name}`, {
      queryKey: libraryKeys.allVideos(),
      predicate: (query) => {
        const detail = query.state.data as VideoDetail | undefined;
        return query.queryKey.length === libraryKeys.video("").length && detail !== undefined && shows(detail);
      },
    });
  /** A video, or a part of it, changed: the lists and counts of its folder and channel too. */
  const placeOf = (event: { folderId: string; channelId: string }) => {
    prefix(libraryKeys.folder(event.folderId));
    prefix(libraryKeys.channel(event.channelId));
  };
  /**
   * Issue 13: what the production views show of a video — its card on every board (stage, rank,
   * assignee, dates, word count, channel › folder), its activity log, and the bell (an assignment or a
   * due date is written with the video, and may be for this member).
   */
  const productionOf = (videoId: string | null) => {
    prefix(libraryKeys.boards());
    exact(libraryKeys.notifications());
    if (videoId) prefix(libraryKeys.activity(videoId));
  };

  for (const event of events) {
    switch (event.type) {
      case "resync":
        prefix(libraryKeys.all);
        prefix(ideasKeys.bank());
        productionOf(null);
        break;
      case "channel":
        exact(libraryKeys.channels());
        prefix(libraryKeys.channel(event.channelId));
        if (event.op !== "insert") {
          // Folder pages and video pages show the channel's name.
          prefix(libraryKeys.allFolders());
          videoPages(`of channel ${event.channelId}`, (d) => d.channel.id === event.channelId);
          prefix(libraryKeys.boards());
        }
        break;
      case "bulk":
        exact(libraryKeys.channels());
        prefix(libraryKeys.channel(event.channelId));
        prefix(libraryKeys.allFolders());
        videoPages(`of channel ${event.channelId}`, (d) => d.channel.id === event.channelId);
        productionOf(null);
        break;
      case "folder":
        exact(libraryKeys.channels());
        prefix(libraryKeys.folder(event.folderId));
        prefix(libraryKeys.channel(event.channelId));
        if (event.previousChannelId) prefix(libraryKeys.channel(event.previousChannelId));
        if (event.op !== "insert") {
          videoPages(`in folder ${event.folderId}`, (d) => d.folder.id === event.folderId);
          prefix(libraryKeys.boards());
        }
        break;
      case "video":
        exact(libraryKeys.channels());
        exact(libraryKeys.video(event.videoId));
        placeOf(event);
        if (event.previousFolderId) prefix(libraryKeys.folder(event.previousFolderId));
        if (event.previousChannelId) prefix(libraryKeys.channel(event.previousChannelId));
        productionOf(event.videoId);
        break;
      case "script":
        exact(libraryKeys.video(event.videoId));
        prefix(libraryKeys.scriptVersions(event.videoId));
        // Comments are located in the newest version; approval counts for the newest (decision 036).
        prefix(libraryKeys.review(event.videoId));
        exact(libraryKeys.reviewSummaries());
        placeOf(event);
        productionOf(event.videoId);
        break;
      case "metrics":
        exact(libraryKeys.video(event.videoId));
        placeOf(event);
        break;
      case "note":
        prefix(libraryKeys.notes(event.videoId));
        prefix(libraryKeys.activity(event.videoId));
        // A note may mention this member (issue 13 item 7).
        exact(libraryKeys.notifications());
        break;
      case "review":
        prefix(libraryKeys.review(event.videoId));
        exact(libraryKeys.reviewSummaries());
        exact(libraryKeys.reviewLinks(event.videoId));
        break;
      case "presence":
        exact(libraryKeys.presence(event.videoId));
        break;
      case "notification":
        exact(libraryKeys.notifications());
        break;
      case "idea":
        // Every page of the idea bank: a change may move an idea between filters and sort places.
        prefix(ideasKeys.bank());
        break;
    }
  }
  return [...filters.values()];
}

export function invalidateForLiveEvents(queryClient: QueryClient, events: LiveEvent[]) {
  return Promise.all(liveEventFilters(events).map((filters) => queryClient.invalidateQueries(filters)));
}
