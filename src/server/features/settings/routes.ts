import { updateProfileSchema } from "../../../shared/schemas/auth.ts";
import { notificationSettingsSchema, updateNotificationSettingsSchema } from "../../../shared/schemas/production.ts";
import { profileSchema } from "../../../shared/schemas/profile.ts";
import type { Db } from "../../db/client.ts";
import { createRouter, errorResponses, jsonBody, jsonContent, memberRoutes, sessionUser } from "../../router.ts";
import { getNotificationSettings, getProfile, updateNotificationSettings, updateProfile } from "./service.ts";

const memberRoute = memberRoutes("settings");

const getMe = memberRoute({
  method: "get",
  path: "/me",
  summary: "The signed-in user's profile and role",
  responses: { 200: jsonContent(profileSchema, "Profile"), ...errorResponses(401, 404) },
});

const updateMe = memberRoute({
  method: "patch",
  path: "/me",
  summary: "Update the signed-in user's full name or interface language",
  request: { body: jsonBody(updateProfileSchema) },
  responses: { 200: jsonContent(profileSchema, "Updated profile"), ...errorResponses(400, 401, 404) },
});

const getMailSettings = memberRoute({
  method: "get",
  path: "/me/notification-settings",
  summary: "My mail switches: assignments and mentions (both on until changed)",
  responses: { 200: jsonContent(notificationSettingsSchema, "Mail switches"), ...errorResponses(401) },
});

const updateMailSettings = memberRoute({
  method: "patch",
  path: "/me/notification-settings",
  summary: "Turn my mail for assignments or mentions on or off (the in-app notifications stay)",
  request: { body: jsonBody(updateNotificationSettingsSchema) },
  responses: { 200: jsonContent(notificationSettingsSchema, "Mail switches"), ...errorResponses(400, 401) },
});

export function settingsRoutes(db: Db) {
  return createRouter()
    .openapi(getMe, async (c) => c.json(await getProfile(db, sessionUser(c).id), 200))
    .openapi(updateMe, async (c) => c.json(await updateProfile(db, sessionUser(c).id, c.req.valid("json")), 200))
    .openapi(getMailSettings, async (c) => c.json(await getNotificationSettings(db, sessionUser(c).id), 200))
    .openapi(updateMailSettings, async (c) =>
      c.json(await updateNotificationSettings(db, sessionUser(c).id, c.req.valid("json")), 200),
    );
}
