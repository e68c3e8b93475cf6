import { createRoute } from "@hono/zod-openapi";
import { msg } from "../../../shared/message.ts";
import {
  accessTokenListSchema,
  createAccessTokenSchema,
  createdAccessTokenSchema,
  revokedAccessTokenSchema,
} from "../../../shared/schemas/access-tokens.ts";
import type { Db } from "../../db/client.ts";
import {
  createRouter,
  errorResponses,
  idParam,
  jsonBody,
  jsonContent,
  requireSession,
  say,
  sessionSecurity,
  sessionUser,
} from "../../router.ts";
import { createAccessToken, listAccessTokens, revokeAccessToken } from "./service.ts";

const tokenIdParam = idParam("Access token not found");

const listTokens = createRoute({
  method: "get",
  path: "/me/tokens",
  tags: ["access tokens"],
  summary: "My personal access tokens (not revoked), with their scopes, expiry and last use",
  security: sessionSecurity,
  middleware: [requireSession],
  responses: { 200: jsonContent(accessTokenListSchema, "Tokens"), ...errorResponses(401, 403) },
});

const createToken = createRoute({
  method: "post",
  path: "/me/tokens",
  tags: ["access tokens"],
  summary: "Make a personal access token: its text is in this answer only (a session is needed, not a token)",
  security: sessionSecurity,
  middleware: [requireSession],
  request: { body: jsonBody(createAccessTokenSchema) },
  responses: {
    201: jsonContent(createdAccessTokenSchema, "The token, shown once"),
    ...errorResponses(400, 401, 403),
  },
});

const revokeToken = createRoute({
  method: "delete",
  path: "/me/tokens/{id}",
  tags: ["access tokens"],
  summary: "Revoke one of my personal access tokens: its next use answers 401",
  security: sessionSecurity,
  middleware: [requireSession],
  request: { params: tokenIdParam },
  responses: { 200: jsonContent(revokedAccessTokenSchema, "Revoked"), ...errorResponses(401, 403, 404) },
});

export function accessTokenRoutes(db: Db) {
  return createRouter()
    .openapi(listTokens, async (c) => c.json({ tokens: await listAccessTokens(db, sessionUser(c).id) }, 200))
    .openapi(createToken, async (c) => c.json(await createAccessToken(db, sessionUser(c), c.req.valid("json")), 201))
    .openapi(revokeToken, async (c) => {
      const name = await revokeAccessToken(db, sessionUser(c).id, c.req.valid("param").id);
      return c.json({ message: say(c, msg("Token ''{name}'' revoked"), { name }) }, 200);
    });
}
