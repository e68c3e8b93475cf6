import { QueryClient } from "@tanstack/react-query";
import { expect, test } from "vitest";
import type { LiveEvent } from "../../shared/schemas/live-events.ts";
import { invalidateForLiveEvents } from "./invalidate-live-events.ts";
import { ideasKeys, libraryKeys } from "./query-keys.ts";

/** Every view of two channels, two folders and two videos (v1 in f1 of c1, v2 in f2 of c2); says which went stale. */
function cacheOfEveryView() {
  const queryClient = new QueryClient();
  const keys = {
    channels: libraryKeys.channels(),
    channel: libraryKeys.channel("c1"),
    dashboard: libraryKeys.dashboard("c1"),
    folder: libraryKeys.folder("f1"),
    videos: libraryKeys.videos("f1"),
    video: libraryKeys.video("v1"),
    notes: libraryKeys.notes("v1"),
    scriptVersions: libraryKeys.scriptVersions("v1"),
    packaging: [...libraryKeys.video("v1"), "packaging"],
    otherChannel: libraryKeys.channel("c2"),
    otherFolderVideos: libraryKeys.videos("f2"),
    otherVideo: libraryKeys.video("v2"),
  };
  for (const key of Object.values(keys)) queryClient.setQueryData(key, {});
  queryClient.setQueryData(libraryKeys.video("v1"), { folder: { id: "f1" }, channel: { id: "c1" } });
  queryClient.setQueryData(libraryKeys.video("v2"), { folder: { id: "f2" }, channel: { id: "c2" } });
  const staleAfter = async (...events: LiveEvent[]) => {
    await invalidateForLiveEvents(queryClient, events);
    return Object.entries(keys)
      .filter(([, key]) => queryClient.getQueryState(key)?.isInvalidated)
      .map(([name]) => name);
  };
  return staleAfter;
}

const place = { folderId: "f1", channelId: "c1" };

test("a video another member edited: its page, its folder's list and its channel's views, not its packaging or notes", async () => {
  const stale = await cacheOfEveryView()({ type: "video", op: "update", videoId: "v1", ...place });
  expect(stale).toEqual(["channels", "channel", "dashboard", "folder", "videos", "video"]);
});

test("a video moved to another channel's folder: both places", async () => {
  const stale = await cacheOfEveryView()({
    type: "video",
    op: "update",
    videoId: "v1",
    ...place,
    previousFolderId: "f2",
    previousChannelId: "c2",
  });
  expect(stale).toEqual([
    "channels",
    "channel",
    "dashboard",
    "folder",
    "videos",
    "video",
    "otherChannel",
    "otherFolderVideos",
  ]);
});

test("a note: the video's notes alone; a script: the video, its versions and its place", async () => {
  expect(await cacheOfEveryView()({ type: "note", op: "insert", videoId: "v1", ...place })).toEqual(["notes"]);
  expect(await cacheOfEveryView()({ type: "script", op: "insert", videoId: "v1", ...place })).toEqual([
    "channel",
    "dashboard",
    "folder",
    "videos",
    "video",
    "scriptVersions",
  ]);
});

test("a renamed folder or channel reaches the video pages that show its name, not the others", async () => {
  expect(await cacheOfEveryView()({ type: "folder", op: "update", folderId: "f1", channelId: "c1" })).toEqual([
    "channels",
    "channel",
    "dashboard",
    "folder",
    "videos",
    "video",
  ]);
  const renamed = await cacheOfEveryView()({ type: "channel", op: "update", channelId: "c2" });
  expect(renamed).toEqual(["channels", "folder", "videos", "otherChannel", "otherFolderVideos", "otherVideo"]);
});

test("a bulk change of a channel, and a resync, read again what they cover", async () => {
  expect(await cacheOfEveryView()({ type: "bulk", channelId: "c1" })).toEqual([
    "channels",
    "channel",
    "dashboard",
    "folder",
    "videos",
    "video",
    "otherFolderVideos",
  ]);
  expect(await cacheOfEveryView()({ type: "resync" })).toHaveLength(12);
});

test("the production views follow a video's changes: every board, its activity and the bell; a note its activity and the bell", async () => {
  const queryClient = new QueryClient();
  const keys = {
    board: libraryKeys.board(null),
    channelBoard: libraryKeys.board("c1"),
    activity: libraryKeys.activity("v1"),
    otherActivity: libraryKeys.activity("v2"),
    notifications: libraryKeys.notifications(),
    members: libraryKeys.members(),
  };
  const staleAfter = async (event: LiveEvent) => {
    for (const key of Object.values(keys)) queryClient.setQueryData(key, {});
    await invalidateForLiveEvents(queryClient, [event]);
    return Object.entries(keys)
      .filter(([, key]) => queryClient.getQueryState(key)?.isInvalidated)
      .map(([name]) => name);
  };
  expect(await staleAfter({ type: "video", op: "update", videoId: "v1", ...place })).toEqual([
    "board",
    "channelBoard",
    "activity",
    "notifications",
  ]);
  expect(await staleAfter({ type: "note", op: "insert", videoId: "v1", ...place })).toEqual([
    "activity",
    "notifications",
  ]);
});

test("an idea another member added or changed: every page of the idea bank, nothing of the library", async () => {
  const queryClient = new QueryClient();
  const bank = ideasKeys.bankPage({ sort: "rating", page: 1 });
  const outliers = ideasKeys.outliers();
  for (const key of [bank, outliers, libraryKeys.channels()]) queryClient.setQueryData(key, {});
  await invalidateForLiveEvents(queryClient, [{ type: "idea", op: "insert", ideaId: "i1", by: "u2" }]);
  expect(queryClient.getQueryState(bank)?.isInvalidated).toBe(true);
  expect(queryClient.getQueryState(outliers)?.isInvalidated).toBe(false);
  expect(queryClient.getQueryState(libraryKeys.channels())?.isInvalidated).toBe(false);
});
