import { msg } from "../../../shared/message.ts";
import { deletedSchema, videoAnswerSchema } from "../../../shared/schemas/library.ts";
import { scriptRetentionSchema } from "../../../shared/schemas/script-retention.ts";
import {
  createNoteSchema,
  metricsAnswerSchema,
  noteAnswerSchema,
  noteListSchema,
  updateMetricsSchema,
  updateVideoSchema,
  updateVideoStatusSchema,
  videoDetailSchema,
} from "../../../shared/schemas/video.ts";
import { videoAnalyticsSchema } from "../../../shared/schemas/video-analytics.ts";
import { queueNotificationMail } from "../../domain/notifications/notification-mail.ts";
import {
  createRouter,
  errorResponses,
  jsonBody,
  jsonContent,
  memberRoutes,
  requireSessionTo,
  say,
  sessionUser,
  videoIdParam,
} from "../../router.ts";
import type { ServiceDepsWithBackground } from "../../service-deps.ts";
import { getVideoAnalytics } from "./analytics.service.ts";
import { refreshVideoMetrics } from "./metrics-refresh.ts";
import { getScriptRetention } from "./script-retention.service.ts";
import {
  addNote,
  deleteVideo,
  getVideoDetail,
  listNotes,
  saveMetrics,
  updateVideo,
  updateVideoStatus,
} from "./service.ts";

const memberRoute = memberRoutes("video");

/** spec §8: 'Authentication required: Please log in to refresh metrics'. */
const signedInToRefresh = requireSessionTo(msg("Authentication required: Please log in to refresh metrics"));

const getVideoRoute = memberRoute({
  method: "get",
  path: "/videos/{id}",
  summary: "The video page: the video with its folder, channel, script and metrics",
  request: { params: videoIdParam },
  responses: { 200: jsonContent(videoDetailSchema, "Video"), ...errorResponses(401, 404) },
});

const updateVideoRoute = memberRoute({
  method: "patch",
  path: "/videos/{id}",
  summary: "Change a video's title, YouTube URL or target keywords",
  request: { params: videoIdParam, body: jsonBody(updateVideoSchema) },
  responses: { 200: jsonContent(videoAnswerSchema, "Video updated"), ...errorResponses(400, 401, 404) },
});

const updateStatusRoute = memberRoute({
  method: "patch",
  path: "/videos/{id}/status",
  summary: "Change a video's status (draft, published, archive)",
  request: { params: videoIdParam, body: jsonBody(updateVideoStatusSchema) },
  responses: { 200: jsonContent(videoAnswerSchema, "Status changed"), ...errorResponses(400, 401, 404) },
});

const deleteVideoRoute = memberRoute({
  method: "delete",
  path: "/videos/{id}",
  summary: "Delete a video with its script, metrics and notes (admins, moderators, its creator)",
  request: { params: videoIdParam },
  responses: { 200: jsonContent(deletedSchema, "Deleted"), ...errorResponses(401, 403, 404) },
});

const listNotesRoute = memberRoute({
  method: "get",
  path: "/videos/{id}/notes",
  summary: "A video's notes, newest first, with their authors",
  request: { params: videoIdParam },
  responses: { 200: jsonContent(noteListSchema, "Notes"), ...errorResponses(401, 404) },
});

const addNoteRoute = memberRoute({
  method: "post",
  path: "/videos/{id}/notes",
  summary: "Add a note to a video",
  request: { params: videoIdParam, body: jsonBody(createNoteSchema) },
  responses: { 201: jsonContent(noteAnswerSchema, "Note added"), ...errorResponses(400, 401, 404) },
});

const saveMetricsRoute = memberRoute({
  method: "put",
  path: "/videos/{id}/metrics",
  summary: "Enter or correct metrics by hand (CTR and retention in percent); fields left out keep their values",
  request: { params: videoIdParam, body: jsonBody(updateMetricsSchema) },
  responses: { 200: jsonContent(metricsAnswerSchema, "Metrics saved"), ...errorResponses(400, 401, 404) },
});

const refreshMetricsRoute = memberRoute({
  middleware: [signedInToRefresh],
  method: "post",
  path: "/videos/{id}/metrics/refresh",
  summary: "Fetch the video's views, likes and comments from YouTube",
  request: { params: videoIdParam },
  responses: {
    200: jsonContent(metricsAnswerSchema, "Metrics updated"),
    ...errorResponses(400, 401, 404, 502, 503),
  },
});

const videoAnalyticsRoute = memberRoute({
  method: "get",
  path: "/videos/{id}/analytics",
  summary:
    "The video's YouTube Analytics: lifetime views, watch time, average view duration and percentage, views per day since publishing, and the audience-retention curve",
  request: { params: videoIdParam },
  responses: { 200: jsonContent(videoAnalyticsSchema, "Video analytics"), ...errorResponses(401, 404) },
});

const scriptRetentionRoute = memberRoute({
  method: "get",
  path: "/videos/{id}/script-retention",
  summary:
    "Script vs retention: the published script version's sections over the video's retention curve (share of viewers at each section's start and end, drop per minute, YouTube's relative retention, the hook's hold at 30 s, the steepest drop and rewatch spikes)",
  request: { params: videoIdParam },
  responses: { 200: jsonContent(scriptRetentionSchema, "Script vs retention"), ...errorResponses(401, 404) },
});

export function videoRoutes(deps: ServiceDepsWithBackground) {
  const { db } = deps;
  return createRouter()
    .openapi(getVideoRoute, async (c) => c.json(await getVideoDetail(db, c.req.valid("param").id), 200))
    .openapi(videoAnalyticsRoute, async (c) => c.json(await getVideoAnalytics(db, c.req.valid("param").id), 200))
    .openapi(scriptRetentionRoute, async (c) =>
      c.json(await getScriptRetention(db, c.req.valid("param").id, (text, values) => say(c, text, values)), 200),
    )
    .openapi(updateVideoRoute, async (c) => {
      const video = await updateVideo(db, sessionUser(c).id, c.req.valid("param").id, c.req.valid("json"));
      return c.json({ message: say(c, msg("Video details updated successfully")), video }, 200);
    })
    .openapi(updateStatusRoute, async (c) => {
      const video = await updateVideoStatus(db, sessionUser(c).id, c.req.valid("param").id, c.req.valid("json").status);
      return c.json({ message: say(c, msg("Status updated successfully")), video }, 200);
    })
    .openapi(deleteVideoRoute, async (c) => {
      const { title } = await deleteVideo(db, sessionUser(c), c.req.valid("param").id);
      return c.json({ message: say(c, msg('Video "{title}" deleted'), { title }), videosDeleted: 1 }, 200);
    })
    .openapi(listNotesRoute, async (c) => {
      const notes = await listNotes(db, c.req.valid("param").id);
      return c.json({ notes, count: notes.length }, 200);
    })
    .openapi(addNoteRoute, async (c) => {
      const notified: string[] = [];
      const note = await addNote(db, sessionUser(c), c.req.valid("param").id, c.req.valid("json").content, notified);
      await queueNotificationMail(deps.jobs, deps.logger, notified);
      return c.json({ message: say(c, msg("Note added successfully")), note }, 201);
    })
    .openapi(saveMetricsRoute, async (c) => {
      const metrics = await saveMetrics(db, c.req.valid("param").id, c.req.valid("json"));
      return c.json({ message: say(c, msg("Video metrics updated successfully")), metrics }, 200);
    })
    .openapi(refreshMetricsRoute, async (c) => {
      const metrics = await refreshVideoMetrics(deps, c.req.valid("param").id, sessionUser(c).id);
      return c.json({ message: say(c, msg("Video metrics updated successfully")), metrics }, 200);
    });
}
