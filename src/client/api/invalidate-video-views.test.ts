import { QueryClient } from "@tanstack/react-query";
import { expect, test } from "vitest";
import { invalidateVideoViews, invalidateViewsOfVideo } from "./invalidate-video-views.ts";
import { libraryKeys } from "./query-keys.ts";

/** A cache holding every view of two channels, two folders and a video; says which went stale. */
function cacheOfEveryView() {
  const queryClient = new QueryClient();
  const keys = {
    channels: libraryKeys.channels(),
    channel: libraryKeys.channel("c1"),
    overview: libraryKeys.overview("c1"),
    folders: libraryKeys.folders("c1"),
    dashboard: libraryKeys.dashboard("c1"),
    folder: libraryKeys.folder("f1"),
    videos: libraryKeys.videos("f1"),
    video: libraryKeys.video("v1"),
    notes: libraryKeys.notes("v1"),
    otherChannel: libraryKeys.channel("c2"),
    otherChannelFolders: libraryKeys.folders("c2"),
    otherFolderVideos: libraryKeys.videos("f2"),
    activity: libraryKeys.activity("v1"),
    board: libraryKeys.board(null),
    calendar: libraryKeys.calendar("c1", "2026-11"),
  };
  for (const key of Object.values(keys)) queryClient.setQueryData(key, {});
  const stale = () =>
    Object.entries(keys)
      .filter(([, key]) => queryClient.getQueryState(key)?.isInvalidated)
      .map(([name]) => name);
  return { queryClient, stale };
}

const viewsOfAVideoInF1OfC1 = ["channel", "overview", "folders", "dashboard", "folder", "videos"];

test("a video saved into a folder makes its folder's list and count, its channel's views, the boards and the calendars stale, nothing else", async () => {
  const { queryClient, stale } = cacheOfEveryView();
  await invalidateVideoViews(queryClient, { folderId: "f1", channelId: "c1" });
  expect(stale()).toEqual([...viewsOfAVideoInF1OfC1, "board", "calendar"]);
});

test("a write on the video page finds the folder and channel in the video's cached detail", async () => {
  const { queryClient, stale } = cacheOfEveryView();
  queryClient.setQueryData(libraryKeys.video("v1"), { folder: { id: "f1" }, channel: { id: "c1" } });
  await invalidateViewsOfVideo(queryClient, "v1");
  expect(stale()).toEqual([...viewsOfAVideoInF1OfC1, "activity", "board", "calendar"]);
});

test("without the video's detail in the cache, every view of the library is read again", async () => {
  const { queryClient, stale } = cacheOfEveryView();
  await invalidateViewsOfVideo(queryClient, "v9");
  expect(stale()).toHaveLength(15);
});
