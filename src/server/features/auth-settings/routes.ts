import { createRoute, z } from "@hono/zod-openapi";
import { createRouter, jsonContent } from "../../http.ts";

const authSettingsSchema = z.object({ allowSignup: z.boolean() }).openapi("AuthSettings");

const getAuthSettings = createRoute({
  method: "get",
  path: "/auth-settings",
  tags: ["auth"],
  summary: "Public: whether open sign-up is allowed (the sign-in page hides its Sign Up tab otherwise)",
  responses: { 200: jsonContent(authSettingsSchema, "Sign-up settings") },
});

export function authSettingsRoutes(settings: { allowSignup: boolean }) {
  return createRouter().openapi(getAuthSettings, (c) => c.json({ allowSignup: settings.allowSignup }, 200));
}
