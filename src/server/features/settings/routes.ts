import { createRoute } from "@hono/zod-openapi";
import { updateProfileSchema } from "../../../shared/schemas/auth.ts";
import { profileSchema } from "../../../shared/schemas/profile.ts";
import type { Db } from "../../db/client.ts";
import {
  createRouter,
  errorResponses,
  jsonBody,
  jsonContent,
  requireSession,
  sessionSecurity,
  sessionUser,
} from "../../router.ts";
import { getProfile, updateFullName } from "./service.ts";

const getMe = createRoute({
  method: "get",
  path: "/me",
  tags: ["settings"],
  summary: "The signed-in user's profile and role",
  security: sessionSecurity,
  middleware: [requireSession],
  responses: { 200: jsonContent(profileSchema, "Profile"), ...errorResponses(401, 404) },
});

const updateMe = createRoute({
  method: "patch",
  path: "/me",
  tags: ["settings"],
  summary: "Update the signed-in user's full name",
  security: sessionSecurity,
  middleware: [requireSession],
  request: { body: jsonBody(updateProfileSchema) },
  responses: { 200: jsonContent(profileSchema, "Updated profile"), ...errorResponses(400, 401, 404) },
});

export function settingsRoutes(db: Db) {
  return createRouter()
    .openapi(getMe, async (c) => c.json(await getProfile(db, sessionUser(c).id), 200))
    .openapi(updateMe, async (c) => {
      const { fullName } = c.req.valid("json");
      return c.json(await updateFullName(db, sessionUser(c).id, fullName), 200);
    });
}
