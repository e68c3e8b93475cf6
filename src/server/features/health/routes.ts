import { createRoute, z } from "@hono/zod-openapi";
import type { Database } from "../../db/client.ts";
import { createRouter, jsonContent } from "../../router.ts";

const healthSchema = z.object({ status: z.enum(["ok", "unavailable"]), db: z.enum(["pglite", "postgres"]) });

const getHealth = createRoute({
  method: "get",
  path: "/health",
  tags: ["health"],
  summary: "Liveness and database check",
  responses: {
    200: jsonContent(healthSchema, "The app and its database answer"),
    503: jsonContent(healthSchema.extend({ error: z.string() }), "The database does not answer"),
  },
});

const PING_TIMEOUT_MS = 2_000;

export function healthRoutes(database: Database) {
  return createRouter().openapi(getHealth, async (c) => {
    try {
      await Promise.race([
        database.ping(),
        new Promise((_, reject) => setTimeout(() => reject(new Error("timeout")), PING_TIMEOUT_MS).unref()),
      ]);
      return c.json({ status: "ok" as const, db: database.kind }, 200);
    } catch {
      return c.json({ status: "unavailable" as const, db: database.kind, error: "The database does not answer" }, 503);
    }
  });
}
