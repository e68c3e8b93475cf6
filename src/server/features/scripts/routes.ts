import { createRoute } from "@hono/zod-openapi";
import { savedScriptSchema, saveScriptSchema } from "../../../shared/schemas/scripts.ts";
import type { Db } from "../../db/client.ts";
import {
  createRouter,
  errorResponses,
  jsonBody,
  jsonContent,
  requireSession,
  sessionSecurity,
  sessionUser,
} from "../../http.ts";
import { saveScriptToLibrary } from "./service.ts";

const saveScriptRoute = createRoute({
  security: sessionSecurity,
  middleware: [requireSession],
  tags: ["scripts"],
  method: "post",
  path: "/scripts",
  summary: "Save a studio script to the library: a new draft video in a folder with its script, in one transaction",
  request: { body: jsonBody(saveScriptSchema) },
  responses: { 201: jsonContent(savedScriptSchema, "Video and script created"), ...errorResponses(400, 401, 404) },
});

export function scriptRoutes(db: Db) {
  return createRouter().openapi(saveScriptRoute, async (c) => {
    const { videoId } = await saveScriptToLibrary(db, sessionUser(c), c.req.valid("json"));
    return c.json({ message: "Script saved successfully", videoId }, 201);
  });
}
