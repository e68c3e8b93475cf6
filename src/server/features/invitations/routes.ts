import { createRoute, z } from "@hono/zod-openapi";
import { invitationCreatedSchema, invitationLookupSchema } from "../../../shared/schemas/admin.ts";
import { acceptInvitationSchema, invitationInputSchema } from "../../../shared/schemas/auth.ts";
import { profileSchema } from "../../../shared/schemas/profile.ts";
import type { Db } from "../../db/client.ts";
import { requestLanguage } from "../../i18n.ts";
import type { Logger } from "../../logger.ts";
import type { Mailer } from "../../mail/mailer.ts";
import {
  createRouter,
  errorResponses,
  jsonBody,
  jsonContent,
  memberRoutes,
  requireRole,
  sessionUser,
} from "../../router.ts";
import { acceptInvitation, createInvitation, lookupInvitation } from "./service.ts";

const adminRoute = memberRoutes("admin", requireRole("admin"));

const sendInvitationRoute = adminRoute({
  method: "post",
  path: "/admin/invitations",
  summary: "Invite an e-mail address with a role; mails the link and returns it",
  request: { body: jsonBody(invitationInputSchema) },
  responses: { 201: jsonContent(invitationCreatedSchema, "Invitation created"), ...errorResponses(400, 401, 403, 409) },
});

const lookupRoute = createRoute({
  method: "get",
  path: "/invitations/{token}",
  tags: ["invitations"],
  summary: "Public: the e-mail and role of a usable invitation",
  request: { params: z.object({ token: z.string().min(1).max(200) }) },
  responses: { 200: jsonContent(invitationLookupSchema, "Invitation"), ...errorResponses(400, 404, 410) },
});

const acceptRoute = createRoute({
  method: "post",
  path: "/invitations/accept",
  tags: ["invitations"],
  summary: "Public: create the invited account with the invited role",
  request: { body: jsonBody(acceptInvitationSchema) },
  responses: { 201: jsonContent(profileSchema, "Account created"), ...errorResponses(400, 404, 409, 410) },
});

export function invitationRoutes(deps: { db: Db; mailer: Mailer; logger: Logger; appUrl: string }) {
  return createRouter()
    .openapi(sendInvitationRoute, async (c) => {
      const { email, role } = c.req.valid("json");
      const language = requestLanguage(sessionUser(c).language, c.req.header("accept-language"));
      return c.json(await createInvitation(deps, { email, role, invitedBy: sessionUser(c).id, language }), 201);
    })
    .openapi(lookupRoute, async (c) => c.json(await lookupInvitation(deps.db, c.req.valid("param").token), 200))
    .openapi(acceptRoute, async (c) => c.json(await acceptInvitation(deps.db, c.req.valid("json")), 201));
}
