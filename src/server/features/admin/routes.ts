import { z } from "@hono/zod-openapi";
import { msg } from "../../../shared/message.ts";
import { aiModelCheckSchema, aiModelSchema, deletedUserSchema, userListSchema } from "../../../shared/schemas/admin.ts";
import { setRoleSchema } from "../../../shared/schemas/auth.ts";
import { profileSchema } from "../../../shared/schemas/profile.ts";
import { quotaUsageSchema } from "../../../shared/schemas/sync.ts";
import { takeAiRequest } from "../../ai/rate-limit.ts";
import type { Config } from "../../config.ts";
import type { Db } from "../../db/client.ts";
import { AppError } from "../../errors.ts";
import type { Logger } from "../../logger.ts";
import {
  createRouter,
  errorResponses,
  jsonBody,
  jsonContent,
  memberRoutes,
  requireRole,
  say,
  sessionUser,
} from "../../router.ts";
import { quotaUsage } from "../../youtube/quota.ts";
import { checkAiModel, describeAiModel } from "./ai-model.ts";
import { deleteUser, listUsers, setUserRole } from "./service.ts";

const userIdParam = z.object({ id: z.string().min(1).max(100) });
const adminRoute = memberRoutes("admin", requireRole("admin"));

const listUsersRoute = adminRoute({
  method: "get",
  path: "/admin/users",
  summary: "All users with their roles, newest first",
  responses: { 200: jsonContent(userListSchema, "Users"), ...errorResponses(401, 403) },
});

const deleteUserRoute = adminRoute({
  method: "delete",
  path: "/admin/users/{id}",
  summary: "Delete a user with their sessions and credentials",
  request: { params: userIdParam },
  responses: { 200: jsonContent(deletedUserSchema, "Deleted"), ...errorResponses(400, 401, 403, 404, 409) },
});

const setRoleRoute = adminRoute({
  method: "patch",
  path: "/admin/users/{id}/role",
  summary: "Change a user's role",
  request: { params: userIdParam, body: jsonBody(setRoleSchema) },
  responses: { 200: jsonContent(profileSchema, "Updated user"), ...errorResponses(400, 401, 403, 404, 409) },
});

// Issue 14 §4: today's YouTube Data API units, counted across instances per Pacific day.
const quotaRoute = adminRoute({
  method: "get",
  path: "/admin/youtube-quota",
  summary: "Today's YouTube quota use (units spent of YOUTUBE_DAILY_QUOTA; resets at midnight Pacific time)",
  responses: { 200: jsonContent(quotaUsageSchema, "Quota use"), ...errorResponses(401, 403) },
});

const aiModelRoute = adminRoute({
  method: "get",
  path: "/admin/ai-model",
  summary: "The AI model the studio writes with: provider, model, endpoint (or the offline writer)",
  responses: { 200: jsonContent(aiModelSchema, "AI model"), ...errorResponses(401, 403) },
});

const aiModelCheckRoute = adminRoute({
  method: "post",
  path: "/admin/ai-model/test",
  summary:
    "Test the model: one short structured call and one streamed call, with time to first token, tokens a second, " +
    "whether JSON comes back as asked and whether the model thinks; failures carry the provider's own error text",
  responses: {
    200: jsonContent(aiModelCheckSchema, "What the calls showed"),
    ...errorResponses(400, 401, 403, 429),
  },
});

export function adminRoutes(db: Db, config: Config, logger: Logger) {
  return createRouter()
    .openapi(listUsersRoute, async (c) => c.json({ users: await listUsers(db) }, 200))
    .openapi(deleteUserRoute, async (c) => {
      const { email } = await deleteUser(db, sessionUser(c).id, c.req.valid("param").id);
      return c.json({ email, message: say(c, msg("User {email} has been deleted"), { email }) }, 200);
    })
    .openapi(setRoleRoute, async (c) => {
      const profile = await setUserRole(db, sessionUser(c).id, c.req.valid("param").id, c.req.valid("json").role);
      return c.json(profile, 200);
    })
    .openapi(aiModelRoute, (c) => c.json(describeAiModel(config.ai), 200))
    .openapi(aiModelCheckRoute, async (c) => {
      if (config.ai.provider === "offline") {
        throw new AppError(400, msg("The offline writer is not a model: there is nothing to test."));
      }
      await takeAiRequest(db, sessionUser(c).id, config.ai.rateLimitPerMinute);
      return c.json(await checkAiModel(config.ai, logger, c.req.raw.signal), 200);
    })
    .openapi(quotaRoute, async (c) => {
      const usage = await quotaUsage(db, config.sync.dailyQuota);
      return c.json(
        {
          day: usage.day,
          unitsSpent: usage.unitsSpent,
          dailyQuota: usage.dailyQuota,
          exceeded: usage.exceededAt !== null,
          resetsAt: usage.resetsAt.toISOString(),
        },
        200,
      );
    });
}
