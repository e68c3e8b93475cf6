import { msg } from "../../../shared/message.ts";
import { translatedScriptSchema, translateScriptSchema } from "../../../shared/schemas/scripts.ts";
import { createScriptTranslator, type ScriptTranslator } from "../../ai/script-translator.ts";
import type { Config } from "../../config.ts";
import type { Db } from "../../db/client.ts";
import type { Logger } from "../../logger.ts";
import { createRouter, errorResponses, jsonBody, jsonContent, memberRoutes, say, sessionUser } from "../../router.ts";
import { translateScript } from "./translate-script.ts";

const memberRoute = memberRoutes("studio");

const translateScriptRoute = memberRoute({
  method: "post",
  path: "/studio/translations",
  summary: "Translate a video's script into another language, as a new video in the same folder",
  description:
    "For a dubbed version (YouTube's multi-language audio): the video's current script is translated by the " +
    "configured model, in parts of a few hundred words, and saved as a new draft video in the same folder, in " +
    "that language, linked to the original. Counts as one AI request. The offline writer cannot translate: 400 " +
    "saying so; a video without a script, or a language the script is already in: 400.",
  request: { body: jsonBody(translateScriptSchema) },
  responses: {
    201: jsonContent(translatedScriptSchema, "The translated video"),
    ...errorResponses(400, 401, 404, 429, 502),
  },
});

export function translateScriptRoutes(deps: {
  db: Db;
  ai: Config["ai"];
  logger: Logger;
  translator?: ScriptTranslator;
}) {
  const translator = deps.translator ?? createScriptTranslator(deps.ai, deps.logger);
  return createRouter().openapi(translateScriptRoute, async (c) => {
    const { videoId, title } = await translateScript(
      deps.db,
      translator,
      deps.ai.rateLimitPerMinute,
      sessionUser(c),
      c.req.valid("json"),
      c.req.raw.signal,
    );
    return c.json({ message: say(c, msg("Translated into a new video: {title}"), { title }), videoId }, 201);
  });
}
