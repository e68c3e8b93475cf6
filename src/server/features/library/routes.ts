import { msg } from "../../../shared/message.ts";
import {
  channelAnswerSchema,
  channelListSchema,
  channelOverviewSchema,
  channelSchema,
  createChannelSchema,
  createFolderSchema,
  createVideoSchema,
  deletedSchema,
  folderAnswerSchema,
  folderDetailSchema,
  folderListSchema,
  updateChannelSchema,
  updateFolderSchema,
  type Video,
  videoAnswerSchema,
  videoListSchema,
} from "../../../shared/schemas/library.ts";
import { createFolder } from "../../domain/folders/folders.ts";
import { createDraftVideo } from "../../domain/videos/videos.ts";
import { keptJson, sendJsonBytes } from "../../kept-json.ts";
import {
  channelIdParam,
  createRouter,
  errorResponses,
  folderIdParam,
  jsonBody,
  jsonContent,
  memberRoutes,
  requireSessionTo,
  say,
  sessionUser,
} from "../../router.ts";
import type { ServiceDepsWithBackground } from "../../service-deps.ts";
import { addChannel } from "./add-channel.ts";
import { deleteChannel, getChannel, getChannelOverview, listChannels, updateChannel } from "./channels.service.ts";
import { deleteFolder, getFolder, listFolders, updateFolder } from "./folders.service.ts";
import { listFolderVideos } from "./videos.service.ts";

const memberRoute = memberRoutes("library");

const listChannelsRoute = memberRoute({
  method: "get",
  path: "/channels",
  summary: "All channels, newest first",
  responses: { 200: jsonContent(channelListSchema, "Channels"), ...errorResponses(401) },
});

const createChannelRoute = memberRoute({
  method: "post",
  path: "/channels",
  summary: "Connect a channel by its YouTube address, or create one by name (no url)",
  request: { body: jsonBody(createChannelSchema) },
  responses: { 201: jsonContent(channelAnswerSchema, "Channel created"), ...errorResponses(400, 401, 409) },
});

const getChannelRoute = memberRoute({
  method: "get",
  path: "/channels/{id}",
  summary: "One channel",
  request: { params: channelIdParam },
  responses: { 200: jsonContent(channelSchema, "Channel"), ...errorResponses(401, 404) },
});

const updateChannelRoute = memberRoute({
  method: "patch",
  path: "/channels/{id}",
  summary: "Rename a channel, change its description or its words per minute (100–200)",
  request: { params: channelIdParam, body: jsonBody(updateChannelSchema) },
  responses: { 200: jsonContent(channelAnswerSchema, "Channel updated"), ...errorResponses(400, 401, 404) },
});

const deleteChannelRoute = memberRoute({
  method: "delete",
  path: "/channels/{id}",
  summary: "Delete a channel with its folders and videos (admins, moderators, its creator)",
  request: { params: channelIdParam },
  responses: { 200: jsonContent(deletedSchema, "Deleted"), ...errorResponses(401, 403, 404) },
});

const overviewRoute = memberRoute({
  method: "get",
  path: "/channels/{id}/overview",
  summary: "The first 5 folders with video counts and the 10 newest videos of a channel",
  request: { params: channelIdParam },
  responses: { 200: jsonContent(channelOverviewSchema, "Overview"), ...errorResponses(401, 404) },
});

const listFoldersRoute = memberRoute({
  method: "get",
  path: "/channels/{id}/folders",
  summary: "A channel's folders, newest month first, with video counts",
  request: { params: channelIdParam },
  responses: { 200: jsonContent(folderListSchema, "Folders"), ...errorResponses(401, 404) },
});

const createFolderRoute = memberRoute({
  middleware: [requireSessionTo(msg("Authentication required: Please log in to create folders"))],
  method: "post",
  path: "/channels/{id}/folders",
  summary: "Create a month folder ('January 2024', 'Jan 2024' or '2024-01')",
  request: { params: channelIdParam, body: jsonBody(createFolderSchema) },
  responses: { 201: jsonContent(folderAnswerSchema, "Folder created"), ...errorResponses(400, 401, 404) },
});

const getFolderRoute = memberRoute({
  method: "get",
  path: "/folders/{id}",
  summary: "One folder with its channel's name",
  request: { params: folderIdParam },
  responses: { 200: jsonContent(folderDetailSchema, "Folder"), ...errorResponses(401, 404) },
});

const updateFolderRoute = memberRoute({
  method: "patch",
  path: "/folders/{id}",
  summary: "Rename a folder or change its month",
  request: { params: folderIdParam, body: jsonBody(updateFolderSchema) },
  responses: { 200: jsonContent(folderAnswerSchema, "Folder updated"), ...errorResponses(400, 401, 404) },
});

const deleteFolderRoute = memberRoute({
  method: "delete",
  path: "/folders/{id}",
  summary: "Delete a folder with its videos (admins, moderators, its creator)",
  request: { params: folderIdParam },
  responses: { 200: jsonContent(deletedSchema, "Deleted"), ...errorResponses(401, 403, 404) },
});

const listVideosRoute = memberRoute({
  method: "get",
  path: "/folders/{id}/videos",
  summary: "A folder's videos, newest first",
  request: { params: folderIdParam },
  responses: { 200: jsonContent(videoListSchema, "Videos"), ...errorResponses(401, 404) },
});

const createVideoRoute = memberRoute({
  middleware: [requireSessionTo(msg("Authentication required: Please log in to create videos"))],
  method: "post",
  path: "/folders/{id}/videos",
  summary: "Create a video (status draft) in a folder",
  request: { params: folderIdParam, body: jsonBody(createVideoSchema) },
  responses: { 201: jsonContent(videoAnswerSchema, "Video created"), ...errorResponses(400, 401, 404) },
});

export function libraryRoutes(deps: ServiceDepsWithBackground) {
  const { db } = deps;
  return (
    createRouter()
      .openapi(listChannelsRoute, async (c) => c.json({ channels: await listChannels(db) }, 200))
      .openapi(createChannelRoute, async (c) => {
        // Its message is a catalogue key (msg()), said in the member's language.
        const added = await addChannel(deps, sessionUser(c), c.req.valid("json"));
        return c.json({ ...added, message: say(c, added.message) }, 201);
      })
      .openapi(getChannelRoute, async (c) => c.json(await getChannel(db, c.req.valid("param").id), 200))
      .openapi(updateChannelRoute, async (c) => {
        const channel = await updateChannel(db, c.req.valid("param").id, c.req.valid("json"));
        return c.json({ message: say(c, msg("Channel updated successfully")), channel }, 200);
      })
      .openapi(deleteChannelRoute, async (c) => {
        const { name, videosDeleted } = await deleteChannel(db, sessionUser(c), c.req.valid("param").id);
        const message = say(c, msg('Channel "{name}" deleted with {count, plural, one {# video} other {# videos}}'), {
          name,
          count: videosDeleted,
        });
        return c.json({ message, videosDeleted }, 200);
      })
      .openapi(overviewRoute, async (c) => c.json(await getChannelOverview(db, c.req.valid("param").id), 200))
      .openapi(listFoldersRoute, async (c) => c.json({ folders: await listFolders(db, c.req.valid("param").id) }, 200))
      .openapi(createFolderRoute, async (c) => {
        const folder = await createFolder(db, sessionUser(c).id, c.req.valid("param").id, c.req.valid("json"));
        return c.json({ message: say(c, msg('"{name}" created successfully'), { name: folder.name }), folder }, 201);
      })
      .openapi(getFolderRoute, async (c) => c.json(await getFolder(db, c.req.valid("param").id), 200))
      .openapi(updateFolderRoute, async (c) => {
        const folder = await updateFolder(db, c.req.valid("param").id, c.req.valid("json"));
        return c.json({ message: say(c, msg("Folder updated successfully")), folder }, 200);
      })
      .openapi(deleteFolderRoute, async (c) => {
        const { name, videosDeleted } = await deleteFolder(db, sessionUser(c), c.req.valid("param").id);
        const message = say(c, msg('Folder "{name}" deleted with {count, plural, one {# video} other {# videos}}'), {
          name,
          count: videosDeleted,
        });
        return c.json({ message, videosDeleted }, 200);
      })
      // Kept per channel version: sent as first serialized and compressed.
      .openapi(listVideosRoute, async (c) =>
        sendJsonBytes<{ videos: Video[] }>(
          c,
          keptJson(await listFolderVideos(db, c.req.valid("param").id), "videos", (videos) =>
            JSON.stringify({ videos }),
          ),
        ),
      )
      .openapi(createVideoRoute, async (c) => {
        const { title, youtubeUrl, targetKeywords } = c.req.valid("json");
        const video = await createDraftVideo(db, sessionUser(c).id, c.req.valid("param").id, {
          title,
          youtubeUrl: youtubeUrl ?? null,
          targetKeywords: targetKeywords ?? [],
        });
        return c.json({ message: say(c, msg('"{name}" created successfully'), { name: video.title }), video }, 201);
      })
  );
}
