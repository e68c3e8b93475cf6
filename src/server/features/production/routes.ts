import { msg } from "../../../shared/message.ts";
import {
  activityListSchema,
  type Board,
  boardQuerySchema,
  boardSchema,
  markedReadSchema,
  markNotificationsReadSchema,
  memberListSchema,
  moveVideoSchema,
  notificationListSchema,
  productionAnswerSchema,
  updateProductionSchema,
} from "../../../shared/schemas/production.ts";
import {
  calendarQuerySchema,
  calendarSchema,
  planVideoAnswerSchema,
  planVideoSchema,
} from "../../../shared/schemas/production-calendar.ts";
import type { Db } from "../../db/client.ts";
import { queueNotificationMail } from "../../domain/notifications/notification-mail.ts";
import { markRead } from "../../domain/notifications/notifications.ts";
import { moveVideo } from "../../domain/production/move-video.ts";
import { planVideo } from "../../domain/production/plan-video.ts";
import { updateProduction } from "../../domain/production/update-production.ts";
import type { JobQueue } from "../../jobs/queue.ts";
import { sendJsonBytes } from "../../kept-json.ts";
import type { Logger } from "../../logger.ts";
import {
  channelIdParam,
  createRouter,
  errorResponses,
  jsonBody,
  jsonContent,
  memberRoutes,
  say,
  sessionUser,
  videoIdParam,
} from "../../router.ts";
import { getBoardJson, getMyWorkJson } from "./board.service.ts";
import { getCalendar } from "./calendar.service.ts";
import { listNotifications, unreadCount } from "./notifications.service.ts";
import { listActivity, listMembers } from "./service.ts";

const memberRoute = memberRoutes("production");

const boardRoute = memberRoute({
  method: "get",
  path: "/production/board",
  summary:
    "The production board: of each column, the first videos (not archived) that match the filters, in board order, with the column's count",
  request: { query: boardQuerySchema },
  responses: { 200: jsonContent(boardSchema, "Board"), ...errorResponses(400, 401, 404) },
});

const myWorkRoute = memberRoute({
  method: "get",
  path: "/production/mine",
  summary: "My work: every video assigned to me and not yet published, as the board sends cards",
  responses: { 200: jsonContent(boardSchema, "My work"), ...errorResponses(401) },
});

const calendarRoute = memberRoute({
  method: "get",
  path: "/production/calendar",
  summary:
    "The production calendar's month (YYYY-MM): planned publish dates, and the publish days of published videos; per channel or all",
  request: { query: calendarQuerySchema },
  responses: { 200: jsonContent(calendarSchema, "Calendar month"), ...errorResponses(400, 401, 404) },
});

const planVideoRoute = memberRoute({
  method: "post",
  path: "/channels/{id}/planned-videos",
  summary:
    "Plan a video on a day (any member): a new Idea with that planned publish date in the channel's folder of that month, made if missing",
  request: { params: channelIdParam, body: jsonBody(planVideoSchema) },
  responses: { 201: jsonContent(planVideoAnswerSchema, "Planned"), ...errorResponses(400, 401, 404) },
});

const membersRoute = memberRoute({
  method: "get",
  path: "/members",
  summary: "The workspace's members (who a video can be assigned to)",
  responses: { 200: jsonContent(memberListSchema, "Members"), ...errorResponses(401) },
});

const updateProductionRoute = memberRoute({
  method: "patch",
  path: "/videos/{id}/production",
  summary: "Change a video's stage, assignee, due date or planned publish date (any member)",
  request: { params: videoIdParam, body: jsonBody(updateProductionSchema) },
  responses: { 200: jsonContent(productionAnswerSchema, "Updated"), ...errorResponses(400, 401, 404) },
});

const moveRoute = memberRoute({
  method: "post",
  path: "/videos/{id}/move",
  summary: "Move a video's card on the board: to a stage, above another card or at the column's end",
  request: { params: videoIdParam, body: jsonBody(moveVideoSchema) },
  responses: { 200: jsonContent(productionAnswerSchema, "Moved"), ...errorResponses(400, 401, 404, 409) },
});

const activityRoute = memberRoute({
  method: "get",
  path: "/videos/{id}/activity",
  summary: "A video's activity log, newest first, with who made each change",
  request: { params: videoIdParam },
  responses: { 200: jsonContent(activityListSchema, "Activity"), ...errorResponses(401, 404) },
});

const notificationsRoute = memberRoute({
  method: "get",
  path: "/notifications",
  summary: "My notifications, newest first, with the unread count (due reminders are computed here)",
  responses: { 200: jsonContent(notificationListSchema, "Notifications"), ...errorResponses(401) },
});

const markReadRoute = memberRoute({
  method: "post",
  path: "/notifications/read",
  summary: "Mark some of my notifications (ids) or all of them (all: true) read",
  request: { body: jsonBody(markNotificationsReadSchema) },
  responses: { 200: jsonContent(markedReadSchema, "Marked read"), ...errorResponses(400, 401) },
});

export function productionRoutes(deps: { db: Db; jobs: JobQueue; logger: Logger }) {
  const { db } = deps;
  return createRouter()
    .openapi(boardRoute, async (c) => sendJsonBytes<Board>(c, await getBoardJson(db, c.req.valid("query"))))
    .openapi(myWorkRoute, async (c) => sendJsonBytes<Board>(c, await getMyWorkJson(db, sessionUser(c).id)))
    .openapi(calendarRoute, async (c) => c.json(await getCalendar(db, c.req.valid("query")), 200))
    .openapi(planVideoRoute, async (c) => {
      const video = await planVideo(db, sessionUser(c).id, c.req.valid("param").id, c.req.valid("json"));
      return c.json({ message: say(c, msg("Video planned")), video }, 201);
    })
    .openapi(membersRoute, async (c) => c.json({ members: await listMembers(db) }, 200))
    .openapi(updateProductionRoute, async (c) => {
      const notified: string[] = [];
      const video = await updateProduction(
        db,
        sessionUser(c).id,
        c.req.valid("param").id,
        c.req.valid("json"),
        notified,
      );
      await queueNotificationMail(deps.jobs, deps.logger, notified);
      return c.json({ message: say(c, msg("Video updated")), video }, 200);
    })
    .openapi(moveRoute, async (c) => {
      const video = await moveVideo(db, sessionUser(c).id, c.req.valid("param").id, c.req.valid("json"));
      return c.json({ message: say(c, msg("Video moved")), video }, 200);
    })
    .openapi(activityRoute, async (c) => {
      const entries = await listActivity(db, c.req.valid("param").id);
      return c.json({ entries, count: entries.length }, 200);
    })
    .openapi(notificationsRoute, async (c) => c.json(await listNotifications(db, sessionUser(c).id), 200))
    .openapi(markReadRoute, async (c) => {
      const userId = sessionUser(c).id;
      const updated = await markRead(db, userId, c.req.valid("json"));
      return c.json({ message: say(c, msg("Marked read")), updated, unread: await unreadCount(db, userId) }, 200);
    });
}
