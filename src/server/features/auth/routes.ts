import { createRoute, z } from "@hono/zod-openapi";
import { signUpOpen } from "../../auth/auth.ts";
import type { Config } from "../../config.ts";
import type { Db } from "../../db/client.ts";
import { createRouter, jsonContent } from "../../router.ts";

const authSettingsSchema = z.object({ allowSignup: z.boolean() }).openapi("AuthSettings");

const getAuthSettings = createRoute({
  method: "get",
  path: "/auth-settings",
  tags: ["auth"],
  summary: "Public: whether open sign-up is allowed (the sign-in page hides its Sign Up tab otherwise)",
  responses: { 200: jsonContent(authSettingsSchema, "Sign-up settings") },
});

export function signUpSettingsRoutes(db: Db, config: Config) {
  // An empty workspace always offers sign-up: its first account has to exist to invite anyone.
  return createRouter().openapi(getAuthSettings, async (c) =>
    c.json({ allowSignup: await signUpOpen(db, config) }, 200),
  );
}
