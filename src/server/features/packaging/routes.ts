import { msg } from "../../../shared/message.ts";
import {
  generatedPackagingSchema,
  generatePackagingSchema,
  packagingConflictSchema,
  packagingSavedSchema,
  packagingVersionListSchema,
  savePackagingSchema,
  translatedPackagingSchema,
  translatePackagingSchema,
  videoPackagingSchema,
} from "../../../shared/schemas/packaging.ts";
import { createPackagingTranslator, type PackagingTranslator } from "../../ai/packaging-translator.ts";
import { createPackagingWriter, type PackagingWriter } from "../../ai/packaging-writer.ts";
import type { Config } from "../../config.ts";
import type { Db } from "../../db/client.ts";
import { requestLanguage, translate } from "../../i18n.ts";
import type { Logger } from "../../logger.ts";
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
import {
  generatePackaging,
  getVideoPackaging,
  listPackagingVersions,
  savePackaging,
  translatePackaging,
} from "./service.ts";

// Any signed-in member reads and edits packaging (the workspace model, like scripts).
const memberRoute = memberRoutes("packaging");

const getRoute = memberRoute({
  method: "get",
  path: "/videos/{id}/packaging",
  summary: "A video's packaging (its newest version, or null) and the channel's words per minute",
  request: { params: videoIdParam },
  responses: { 200: jsonContent(videoPackagingSchema, "Packaging"), ...errorResponses(401, 404) },
});

const saveRoute = memberRoute({
  method: "put",
  path: "/videos/{id}/packaging",
  summary:
    "Save a video's packaging as its newest version (YouTube's limits checked); 409 when the version it started from is no longer the newest",
  request: { params: videoIdParam, body: jsonBody(savePackagingSchema) },
  responses: {
    201: jsonContent(packagingSavedSchema, "Saved as a new version"),
    ...errorResponses(400, 401, 404),
    409: jsonContent(packagingConflictSchema, "Someone saved a newer version meanwhile: who, and that version"),
  },
});

const versionsRoute = memberRoute({
  method: "get",
  path: "/videos/{id}/packaging/versions",
  summary: "A video's kept packaging versions (the last 20), newest first, with their content",
  request: { params: videoIdParam },
  responses: { 200: jsonContent(packagingVersionListSchema, "Versions"), ...errorResponses(401, 404) },
});

const generateRoute = memberRoute({
  method: "post",
  path: "/studio/packaging",
  summary: "Write packaging (or one field of it) for a script: titles, description with chapters, tags, thumbnail text",
  description:
    "Nothing is saved: the answer carries the generated fields only. Chapters are computed from the script's " +
    "section labels at the channel's words per minute; `chaptersNote` says why there are none when so. " +
    "`source` is `offline` for the offline writer's templates.",
  request: { body: jsonBody(generatePackagingSchema) },
  responses: {
    200: jsonContent(generatedPackagingSchema, "Generated packaging"),
    ...errorResponses(400, 401, 404, 429, 502),
  },
});

const translateRoute = memberRoute({
  method: "post",
  path: "/studio/packaging/translate",
  summary: "Translate a package's title and description (with its chapter names) into other languages",
  description:
    "One model call per language; each draft is fitted to YouTube's limits like the original (title at most 100 " +
    "characters, the description with the package's chapter lines and hashtags at most 5,000, no < or >). Chapters " +
    "keep the package's timestamps. Nothing is saved. The package must name its own language (`defaultLanguage`). " +
    "The offline writer cannot translate: 400 saying so.",
  request: { body: jsonBody(translatePackagingSchema) },
  responses: {
    200: jsonContent(translatedPackagingSchema, "Translated drafts"),
    ...errorResponses(400, 401, 429, 502),
  },
});

export function packagingRoutes(deps: {
  db: Db;
  ai: Config["ai"];
  logger: Logger;
  writer?: PackagingWriter;
  translator?: PackagingTranslator;
}) {
  const { db, ai, logger } = deps;
  const translator = deps.translator ?? createPackagingTranslator(ai, logger);
  const studio = {
    writer: deps.writer ?? createPackagingWriter(ai, logger),
    rateLimitPerMinute: ai.rateLimitPerMinute,
  };
  return createRouter()
    .openapi(getRoute, async (c) => c.json(await getVideoPackaging(db, c.req.valid("param").id), 200))
    .openapi(saveRoute, async (c) => {
      const packaging = await savePackaging(db, sessionUser(c), c.req.valid("param").id, c.req.valid("json"));
      return c.json(
        { message: say(c, msg("Packaging saved as version {number}"), { number: packaging.number }), packaging },
        201,
      );
    })
    .openapi(versionsRoute, async (c) =>
      c.json({ versions: await listPackagingVersions(db, c.req.valid("param").id) }, 200),
    )
    .openapi(generateRoute, async (c) =>
      c.json(
        await generatePackaging(db, studio, sessionUser(c).id, c.req.valid("json"), c.req.raw.signal, (note) =>
          translate(requestLanguage(c.get("user")?.language, c.req.header("accept-language")), note.text, note.values),
        ),
        200,
      ),
    )
    .openapi(translateRoute, async (c) =>
      c.json(
        await translatePackaging(
          db,
          translator,
          ai.rateLimitPerMinute,
          sessionUser(c).id,
          c.req.valid("json"),
          c.req.raw.signal,
        ),
        200,
      ),
    );
}
