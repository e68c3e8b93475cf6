// A video's script and its versions (issue 10): write, revise, restore and label, where the video lives.
import { z } from "@hono/zod-openapi";
import { msg } from "../../../shared/message.ts";
import {
  labelScriptVersionSchema,
  restoreScriptVersionSchema,
  saveScriptVersionSchema,
  scriptConflictSchema,
  scriptVersionAnswerSchema,
  scriptVersionListSchema,
  scriptVersionSchema,
} from "../../../shared/schemas/script-versions.ts";
import type { Db } from "../../db/client.ts";
import {
  createRouter,
  errorResponses,
  jsonBody,
  jsonContent,
  memberRoutes,
  say,
  sessionUser,
  videoIdParam,
} from "../../router.ts";
import { getScriptVersion, labelVersion, listScriptVersions, restoreVersion, saveScript } from "./service.ts";

// Path text, read by the service: anything but 1, 2, 3… is 'Version not found', like a malformed id.
const versionParams = videoIdParam.extend({
  number: z.string().min(1).max(100).openapi({ description: "The version's number: 1, 2, 3…", example: "1" }),
});
// Any signed-in member writes and revises scripts (content teams share the library).
const memberRoute = memberRoutes("scripts");

const listVersionsRoute = memberRoute({
  method: "get",
  path: "/videos/{id}/script/versions",
  summary: "A video's script versions, newest first, with their authors (without their text)",
  request: { params: videoIdParam },
  responses: { 200: jsonContent(scriptVersionListSchema, "Versions"), ...errorResponses(401, 404) },
});

const getVersionRoute = memberRoute({
  method: "get",
  path: "/videos/{id}/script/versions/{number}",
  summary: "One version of a video's script, with its text",
  request: { params: versionParams },
  responses: { 200: jsonContent(scriptVersionSchema, "Version"), ...errorResponses(401, 404) },
});

const saveScriptRoute = memberRoute({
  method: "post",
  path: "/videos/{id}/script",
  summary: "Save a video's script as its newest version; 409 when the version it started from is no longer the newest",
  request: { params: videoIdParam, body: jsonBody(saveScriptVersionSchema) },
  responses: {
    201: jsonContent(scriptVersionAnswerSchema, "Saved as a new version"),
    ...errorResponses(400, 401, 404),
    409: jsonContent(scriptConflictSchema, "Someone saved a newer version meanwhile: who, and that version"),
  },
});

const restoreVersionRoute = memberRoute({
  method: "post",
  path: "/videos/{id}/script/versions/{number}/restore",
  summary: "Restore an earlier version: its text becomes the newest version (nothing is overwritten)",
  request: { params: versionParams, body: jsonBody(restoreScriptVersionSchema) },
  responses: {
    201: jsonContent(scriptVersionAnswerSchema, "Restored as a new version"),
    ...errorResponses(400, 401, 404),
  },
});

const labelVersionRoute = memberRoute({
  method: "patch",
  path: "/videos/{id}/script/versions/{number}",
  summary: "Set or clear a version's label (its author, admins and moderators)",
  request: { params: versionParams, body: jsonBody(labelScriptVersionSchema) },
  responses: { 200: jsonContent(scriptVersionAnswerSchema, "Label saved"), ...errorResponses(400, 401, 403, 404) },
});

export function scriptRoutes(db: Db) {
  return createRouter()
    .openapi(listVersionsRoute, async (c) =>
      c.json({ versions: await listScriptVersions(db, c.req.valid("param").id) }, 200),
    )
    .openapi(getVersionRoute, async (c) => {
      const { id, number } = c.req.valid("param");
      return c.json(await getScriptVersion(db, id, number), 200);
    })
    .openapi(saveScriptRoute, async (c) => {
      const version = await saveScript(db, sessionUser(c), c.req.valid("param").id, c.req.valid("json"));
      return c.json(
        { message: say(c, msg("Script saved as version {number}"), { number: version.number }), version },
        201,
      );
    })
    .openapi(restoreVersionRoute, async (c) => {
      const { id, number } = c.req.valid("param");
      const version = await restoreVersion(db, sessionUser(c), id, number, c.req.valid("json"));
      return c.json(
        {
          message: say(c, msg("Version {from} restored as version {number}"), {
            from: String(version.restoredFrom),
            number: version.number,
          }),
          version,
        },
        201,
      );
    })
    .openapi(labelVersionRoute, async (c) => {
      const { id, number } = c.req.valid("param");
      const version = await labelVersion(db, sessionUser(c), id, number, c.req.valid("json"));
      const message = version.label === null ? say(c, msg("Label removed")) : say(c, msg("Label saved"));
      return c.json({ message, version }, 200);
    });
}
