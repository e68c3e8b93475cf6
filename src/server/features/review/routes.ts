import { msg } from "../../../shared/message.ts";
import { decisionMessage } from "./decision-message.ts";
// Review and sign-off for members (decision 036): comments and suggestions on a script's words,
// review requests and decisions, review links, who has the script open, the channel's approval gate.

import { z } from "@hono/zod-openapi";
import { NOT_FOUND } from "../../../shared/not-found.ts";
import {
  acceptSuggestionSchema,
  createCommentSchema,
  createdReviewLinkSchema,
  createReviewLinkSchema,
  createSuggestionSchema,
  decideReviewSchema,
  presenceListSchema,
  presenceSchema,
  replySchema,
  requestReviewSchema,
  reviewLinkListSchema,
  reviewLinkSchema,
  reviewSchema,
  reviewSettingsSchema,
  reviewSummaryListSchema,
  setThreadStatusSchema,
} from "../../../shared/schemas/review.ts";
import { scriptConflictSchema, scriptVersionAnswerSchema } from "../../../shared/schemas/script-versions.ts";
import { queueNotificationMail } from "../../domain/notifications/notification-mail.ts";
import { acceptSuggestion, rejectSuggestion } from "../../domain/review/accept-suggestion.ts";
import { addComment } from "../../domain/review/add-comment.ts";
import { setScriptApprovalRequired } from "../../domain/review/approval-gate.ts";
import { decideReview } from "../../domain/review/decide-review.ts";
import { leavePresence, updatePresence } from "../../domain/review/presence.ts";
import { replyToThread } from "../../domain/review/reply-to-thread.ts";
import { requestReview } from "../../domain/review/request-review.ts";
import type { ReviewActor } from "../../domain/review/review-actor.ts";
import { createReviewLink, revokeReviewLink } from "../../domain/review/review-links.ts";
import { setThreadStatus } from "../../domain/review/set-thread-status.ts";
import {
  channelIdParam,
  createRouter,
  errorResponses,
  idParam,
  jsonBody,
  jsonContent,
  memberRoutes,
  type SessionUser,
  say,
  sessionUser,
  videoIdParam,
} from "../../router.ts";
import type { ServiceDepsWithBackground } from "../../service-deps.ts";
import { getReview, getReviewSettings, listLinks, listPresence, listSummaries, toReviewLink } from "./service.ts";

const commentIdParam = idParam(NOT_FOUND.comment);
const reviewLinkIdParam = idParam(NOT_FOUND.reviewLink);

const messageSchema = z.object({ message: z.string() });
const createdSchema = z.object({ message: z.string(), id: z.string() });
// Any member reviews, comments, suggests and signs off (the workspace model).
const memberRoute = memberRoutes("review");
const asActor = (user: SessionUser): Extract<ReviewActor, { kind: "member" }> => ({
  kind: "member",
  id: user.id,
  name: user.name,
});

const getReviewRoute = memberRoute({
  method: "get",
  path: "/videos/{id}/review",
  summary: "A video's review: comment threads located in a version (default the newest), requests, decisions, state",
  request: {
    params: videoIdParam,
    query: z.object({
      version: z
        .string()
        .regex(/^[1-9][0-9]{0,8}$/, { error: msg("version must be a version number") })
        .optional(),
    }),
  },
  responses: { 200: jsonContent(reviewSchema, "The review"), ...errorResponses(400, 401, 404) },
});

const addCommentRoute = memberRoute({
  method: "post",
  path: "/videos/{id}/review/comments",
  summary: "Comment on selected words of a script version",
  request: { params: videoIdParam, body: jsonBody(createCommentSchema) },
  responses: { 201: jsonContent(createdSchema, "Comment added"), ...errorResponses(400, 401, 404, 409) },
});

const addSuggestionRoute = memberRoute({
  method: "post",
  path: "/videos/{id}/review/suggestions",
  summary: "Suggest new words for selected words of a script version (an empty replacement deletes them)",
  request: { params: videoIdParam, body: jsonBody(createSuggestionSchema) },
  responses: { 201: jsonContent(createdSchema, "Suggestion added"), ...errorResponses(400, 401, 404, 409) },
});

const replyRoute = memberRoute({
  method: "post",
  path: "/review/comments/{id}/replies",
  summary: "Reply in a comment thread",
  request: { params: commentIdParam, body: jsonBody(replySchema) },
  responses: { 201: jsonContent(createdSchema, "Reply added"), ...errorResponses(400, 401, 404) },
});

const threadStatusRoute = memberRoute({
  method: "patch",
  path: "/review/comments/{id}",
  summary: "Resolve or reopen a comment thread",
  request: { params: commentIdParam, body: jsonBody(setThreadStatusSchema) },
  responses: { 200: jsonContent(messageSchema, "Status saved"), ...errorResponses(400, 401, 404, 409) },
});

const acceptRoute = memberRoute({
  method: "post",
  path: "/review/comments/{id}/accept",
  summary: "Accept a suggestion: its words make the script's next version (409 when the script or its words changed)",
  request: { params: commentIdParam, body: jsonBody(acceptSuggestionSchema) },
  responses: {
    201: jsonContent(scriptVersionAnswerSchema, "Saved as a new version"),
    ...errorResponses(400, 401, 404),
    409: jsonContent(scriptConflictSchema.partial({ latest: true }), "The script or the quoted words changed"),
  },
});

const rejectRoute = memberRoute({
  method: "post",
  path: "/review/comments/{id}/reject",
  summary: "Reject a suggestion",
  responses: { 200: jsonContent(messageSchema, "Rejected"), ...errorResponses(401, 404, 409) },
  request: { params: commentIdParam },
});

const requestReviewRoute = memberRoute({
  method: "post",
  path: "/videos/{id}/review/requests",
  summary: "Ask members to review the script's current version",
  request: { params: videoIdParam, body: jsonBody(requestReviewSchema) },
  responses: { 201: jsonContent(messageSchema, "Review requested"), ...errorResponses(400, 401, 404, 409) },
});

const decideRoute = memberRoute({
  method: "post",
  path: "/videos/{id}/review/decisions",
  summary: "Approve the script's current version or request changes",
  request: { params: videoIdParam, body: jsonBody(decideReviewSchema) },
  responses: { 201: jsonContent(createdSchema, "Answer saved"), ...errorResponses(400, 401, 403, 404, 409) },
});

const summariesRoute = memberRoute({
  method: "get",
  path: "/review/summaries",
  summary: "Review states of the videos in production that have a review or wait for approval (the board's cards)",
  responses: { 200: jsonContent(reviewSummaryListSchema, "Review states"), ...errorResponses(401) },
});

const listLinksRoute = memberRoute({
  method: "get",
  path: "/videos/{id}/review-links",
  summary: "A video's review links for guests, newest first",
  request: { params: videoIdParam },
  responses: { 200: jsonContent(reviewLinkListSchema, "Links"), ...errorResponses(401, 404) },
});

const createLinkRoute = memberRoute({
  method: "post",
  path: "/videos/{id}/review-links",
  summary: "Share a video's script (and its packaging if chosen) for review by a link; its address is shown once",
  request: { params: videoIdParam, body: jsonBody(createReviewLinkSchema) },
  responses: { 201: jsonContent(createdReviewLinkSchema, "Link created"), ...errorResponses(400, 401, 404) },
});

const revokeLinkRoute = memberRoute({
  method: "post",
  path: "/review-links/{id}/revoke",
  summary: "Revoke a review link: it answers 410 from now on",
  request: { params: reviewLinkIdParam },
  responses: {
    200: jsonContent(z.object({ message: z.string(), link: reviewLinkSchema }), "Revoked"),
    ...errorResponses(401, 404),
  },
});

const getPresenceRoute = memberRoute({
  method: "get",
  path: "/videos/{id}/presence",
  summary: "Who else has the video's script open, and who is editing it",
  request: { params: videoIdParam },
  responses: { 200: jsonContent(presenceListSchema, "Members present"), ...errorResponses(401, 404) },
});

const putPresenceRoute = memberRoute({
  method: "put",
  path: "/videos/{id}/presence",
  summary: "I have the script open (viewing or editing); renewed every 15 s, lapses after 45 s",
  request: { params: videoIdParam, body: jsonBody(presenceSchema) },
  responses: { 200: jsonContent(messageSchema, "Presence renewed"), ...errorResponses(400, 401, 404) },
});

const deletePresenceRoute = memberRoute({
  method: "delete",
  path: "/videos/{id}/presence",
  summary: "I closed the script",
  request: { params: videoIdParam },
  responses: { 200: jsonContent(messageSchema, "Presence ended"), ...errorResponses(401, 404) },
});

const getSettingsRoute = memberRoute({
  method: "get",
  path: "/channels/{id}/review-settings",
  summary: "A channel's review settings: whether scripts need approval to leave Scripting",
  request: { params: channelIdParam },
  responses: { 200: jsonContent(reviewSettingsSchema, "Settings"), ...errorResponses(401, 404) },
});

const putSettingsRoute = memberRoute({
  method: "put",
  path: "/channels/{id}/review-settings",
  summary: "Turn 'Scripts need approval' on or off for a channel",
  request: { params: channelIdParam, body: jsonBody(reviewSettingsSchema) },
  responses: { 200: jsonContent(reviewSettingsSchema, "Settings saved"), ...errorResponses(400, 401, 404) },
});

export function reviewRoutes(deps: ServiceDepsWithBackground) {
  const { db, jobs, logger, config } = deps;
  const mail = (ids: string[]) => queueNotificationMail(jobs, logger, ids);
  return createRouter()
    .openapi(getReviewRoute, async (c) => {
      const { version } = c.req.valid("query");
      return c.json(await getReview(db, c.req.valid("param").id, version ? Number(version) : undefined), 200);
    })
    .openapi(addCommentRoute, async (c) => {
      const { id, notified } = await addComment(
        db,
        asActor(sessionUser(c)),
        c.req.valid("param").id,
        c.req.valid("json"),
      );
      await mail(notified);
      return c.json({ message: say(c, msg("Comment added")), id }, 201);
    })
    .openapi(addSuggestionRoute, async (c) => {
      const input = c.req.valid("json");
      const { id, notified } = await addComment(db, asActor(sessionUser(c)), c.req.valid("param").id, {
        ...input,
        body: input.body ?? "",
      });
      await mail(notified);
      return c.json({ message: say(c, msg("Suggestion added")), id }, 201);
    })
    .openapi(replyRoute, async (c) => {
      const reply = await replyToThread(db, asActor(sessionUser(c)), c.req.valid("param").id, c.req.valid("json").body);
      await mail(reply.notified);
      return c.json({ message: say(c, msg("Reply added")), id: reply.id }, 201);
    })
    .openapi(threadStatusRoute, async (c) => {
      const { status } = c.req.valid("json");
      await setThreadStatus(db, asActor(sessionUser(c)), c.req.valid("param").id, status);
      return c.json(
        { message: status === "resolved" ? say(c, msg("Comment resolved")) : say(c, msg("Comment reopened")) },
        200,
      );
    })
    .openapi(acceptRoute, async (c) => {
      const { version, notified } = await acceptSuggestion(
        db,
        asActor(sessionUser(c)),
        c.req.valid("param").id,
        c.req.valid("json").baseVersion,
      );
      await mail(notified);
      return c.json(
        {
          message: say(c, msg("Suggestion accepted: the script is now version {number}"), { number: version.number }),
          version,
        },
        201,
      );
    })
    .openapi(rejectRoute, async (c) => {
      await rejectSuggestion(db, asActor(sessionUser(c)), c.req.valid("param").id);
      return c.json({ message: say(c, msg("Suggestion rejected")) }, 200);
    })
    .openapi(requestReviewRoute, async (c) => {
      const input = c.req.valid("json");
      const result = await requestReview(db, asActor(sessionUser(c)), c.req.valid("param").id, {
        reviewerIds: input.reviewerIds,
        message: input.message ?? "",
      });
      await mail(result.notified);
      return c.json(
        {
          message: say(
            c,
            msg("Review of version {version} requested from {n, plural, one {# member} other {# members}}"),
            { version: result.version, n: result.reviewers },
          ),
        },
        201,
      );
    })
    .openapi(decideRoute, async (c) => {
      const input = c.req.valid("json");
      const { id, notified } = await decideReview(db, asActor(sessionUser(c)), c.req.valid("param").id, {
        version: input.version,
        decision: input.decision,
        note: input.note ?? "",
      });
      await mail(notified);
      return c.json({ message: decisionMessage(c, input.decision, input.version), id }, 201);
    })
    .openapi(summariesRoute, async (c) => c.json({ summaries: await listSummaries(db) }, 200))
    .openapi(listLinksRoute, async (c) => c.json({ links: await listLinks(db, c.req.valid("param").id) }, 200))
    .openapi(createLinkRoute, async (c) => {
      const user = sessionUser(c);
      const { link, token } = await createReviewLink(db, user.id, c.req.valid("param").id, c.req.valid("json"));
      const url = `${config.appUrl}/review/${token}`;
      return c.json(
        {
          message: say(c, msg("Review link created")),
          link: toReviewLink(link, { id: user.id, name: user.name }),
          url,
        },
        201,
      );
    })
    .openapi(revokeLinkRoute, async (c) => {
      const link = await revokeReviewLink(db, sessionUser(c).id, c.req.valid("param").id);
      return c.json({ message: say(c, msg("Review link revoked")), link: toReviewLink(link, null) }, 200);
    })
    .openapi(getPresenceRoute, async (c) =>
      c.json(await listPresence(db, c.req.valid("param").id, sessionUser(c).id), 200),
    )
    .openapi(putPresenceRoute, async (c) => {
      await updatePresence(db, sessionUser(c).id, c.req.valid("param").id, c.req.valid("json").state);
      return c.json({ message: say(c, msg("Presence renewed")) }, 200);
    })
    .openapi(deletePresenceRoute, async (c) => {
      await leavePresence(db, sessionUser(c).id, c.req.valid("param").id);
      return c.json({ message: say(c, msg("Presence ended")) }, 200);
    })
    .openapi(getSettingsRoute, async (c) => {
      return c.json(await getReviewSettings(db, c.req.valid("param").id), 200);
    })
    .openapi(putSettingsRoute, async (c) => {
      const settings = await setScriptApprovalRequired(
        db,
        c.req.valid("param").id,
        c.req.valid("json").requireScriptApproval,
      );
      return c.json(settings, 200);
    });
}
