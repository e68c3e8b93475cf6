// A review link's guest (decision 036): the token in the path opens one video's script (and its
// packaging when shared) and nothing else — no session, no other operation. A guest types their name
// once (a cookie scoped to this link's API path keeps who they are), then comments on words and
// approves or requests changes. Every request is counted per link in the database (429 past the limit).
import { createRoute, z } from "@hono/zod-openapi";
import type { Context } from "hono";
import { deleteCookie, getCookie, setCookie } from "hono/cookie";
import { msg } from "../../../shared/message.ts";
import {
  createCommentSchema,
  decideReviewSchema,
  GUEST_NAME_FIRST_MESSAGE,
  guestIdentitySchema,
  guestReviewSchema,
} from "../../../shared/schemas/review.ts";
import { queueNotificationMail } from "../../domain/notifications/notification-mail.ts";
import { addComment } from "../../domain/review/add-comment.ts";
import { decideReview } from "../../domain/review/decide-review.ts";
import {
  findLinkByToken,
  guestByKey,
  nameGuest,
  type OpenLink,
  takeGuestRequest,
  touchLink,
} from "../../domain/review/review-links.ts";
import { unauthorized } from "../../errors.ts";
import { createRouter, errorResponses, jsonBody, jsonContent, say } from "../../router.ts";
import type { ServiceDepsWithBackground } from "../../service-deps.ts";
import { decisionMessage } from "./decision-message.ts";
import { getGuestReview } from "./guest-service.ts";

const GUEST_COOKIE = "scriptloom_review_guest";
const tokenParam = z.object({
  token: z.string().min(1).max(200).openapi({ description: "The review link's token (from its address)" }),
});
const createdSchema = z.object({ message: z.string(), id: z.string() });
// Public: the token is the credential. Listed without a session in the OpenAPI document.
const guest = { tags: ["guest review"] };

const getRoute = createRoute({
  ...guest,
  method: "get",
  path: "/guest-review/{token}",
  summary: "What a review link shows: one video's script (and packaging when shared), its guests' threads",
  request: { params: tokenParam },
  responses: { 200: jsonContent(guestReviewSchema, "The shared script"), ...errorResponses(404, 410, 429) },
});

const identityRoute = createRoute({
  ...guest,
  method: "post",
  path: "/guest-review/{token}/identity",
  summary: "A guest types their name (kept for this link by a cookie)",
  request: { params: tokenParam, body: jsonBody(guestIdentitySchema) },
  responses: {
    201: jsonContent(z.object({ message: z.string(), name: z.string() }), "Named"),
    ...errorResponses(400, 404, 410, 429),
  },
});

const commentRoute = createRoute({
  ...guest,
  method: "post",
  path: "/guest-review/{token}/comments",
  summary: "A guest comments on selected words of the shared script",
  request: { params: tokenParam, body: jsonBody(createCommentSchema) },
  responses: { 201: jsonContent(createdSchema, "Comment added"), ...errorResponses(400, 401, 404, 409, 410, 429) },
});

const decisionRoute = createRoute({
  ...guest,
  method: "post",
  path: "/guest-review/{token}/decisions",
  summary: "A guest approves the shared script's current version or requests changes",
  request: { params: tokenParam, body: jsonBody(decideReviewSchema) },
  responses: { 201: jsonContent(createdSchema, "Answer saved"), ...errorResponses(400, 401, 404, 409, 410, 429) },
});

/** The link's API path: the guest's cookie goes nowhere else. */
const cookiePath = (token: string) => `/api/guest-review/${encodeURIComponent(token)}`;

export function guestReviewRoutes(deps: ServiceDepsWithBackground) {
  const { db, jobs, logger, config } = deps;
  const secure = config.appUrl.startsWith("https://");

  /** The open link (404/410 otherwise), counted against its per-minute limit. */
  async function openLink(token: string): Promise<OpenLink> {
    // Looked up first: a token that names no link is never stored (nothing to count against).
    const link = await findLinkByToken(db, token);
    await takeGuestRequest(db, token);
    return link;
  }

  async function namedGuest(c: Context, link: OpenLink, token: string) {
    const guest = await guestByKey(db, link, getCookie(c, GUEST_COOKIE));
    if (!guest) {
      deleteCookie(c, GUEST_COOKIE, { path: cookiePath(token) });
      throw unauthorized(GUEST_NAME_FIRST_MESSAGE);
    }
    return { kind: "guest" as const, guestId: guest.id, name: guest.name };
  }

  return createRouter()
    .openapi(getRoute, async (c) => {
      const { token } = c.req.valid("param");
      const link = await openLink(token);
      const guest = await guestByKey(db, link, getCookie(c, GUEST_COOKIE));
      await touchLink(db, link.id, guest?.name ?? null);
      c.header("Cache-Control", "no-store");
      return c.json(await getGuestReview(db, link, guest), 200);
    })
    .openapi(identityRoute, async (c) => {
      const { token } = c.req.valid("param");
      const link = await openLink(token);
      const { guest, key } = await nameGuest(db, link, c.req.valid("json").name);
      setCookie(c, GUEST_COOKIE, key, {
        path: cookiePath(token),
        httpOnly: true,
        sameSite: "Strict",
        secure,
        expires: link.expiresAt,
      });
      return c.json({ message: say(c, msg("Welcome, {name}"), { name: guest.name }), name: guest.name }, 201);
    })
    .openapi(commentRoute, async (c) => {
      const { token } = c.req.valid("param");
      const link = await openLink(token);
      const actor = await namedGuest(c, link, token);
      const { id, notified } = await addComment(db, actor, link.videoId, c.req.valid("json"));
      await queueNotificationMail(jobs, logger, notified);
      return c.json({ message: say(c, msg("Comment added")), id }, 201);
    })
    .openapi(decisionRoute, async (c) => {
      const { token } = c.req.valid("param");
      const link = await openLink(token);
      const actor = await namedGuest(c, link, token);
      const input = c.req.valid("json");
      const { id, notified } = await decideReview(db, actor, link.videoId, {
        version: input.version,
        decision: input.decision,
        note: input.note ?? "",
      });
      await queueNotificationMail(jobs, logger, notified);
      return c.json({ message: decisionMessage(c, input.decision, input.version), id }, 201);
    });
}
