import { msg } from "../../../shared/message.ts";
import { madeShortsSchema, makeShortsSchema, shortProposalsSchema } from "../../../shared/schemas/shorts.ts";
import { createShortsWriter, type ShortsWriter } from "../../ai/shorts-writer.ts";
import type { Config } from "../../config.ts";
import type { Db } from "../../db/client.ts";
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
import { makeShorts, proposeShorts } from "./shorts.service.ts";

const memberRoute = memberRoutes("shorts");

const proposeRoute = memberRoute({
  method: "post",
  path: "/videos/{id}/shorts/proposals",
  summary: "Propose 3 to 8 Shorts built on moments of a long video's script",
  description:
    "Each proposal quotes the passage of the script it is built on, word for word (the server checks every " +
    "quote against the script and mends or drops the ones that differ), with its title, hook (first sentence), " +
    "length in seconds (15–60) and a line that leads to the long video. With a model: one structured call; the " +
    "offline writer proposes from the script's own sections. Nothing is stored. Counts as one AI request. A " +
    "video without a script, or a Short: 400.",
  request: { params: videoIdParam },
  responses: {
    200: jsonContent(shortProposalsSchema, "The proposals"),
    ...errorResponses(400, 401, 404, 429, 502),
  },
});

const makeRoute = memberRoute({
  method: "post",
  path: "/videos/{id}/shorts",
  summary: "Make the chosen Shorts: one video each, linked to the long video",
  description:
    "Writes each Short's script to its length in seconds (within 10 %, at the Shorts rate, in the long " +
    "script's language), then in one transaction creates one video per Short in the long video's folder (or " +
    "`folderId`) at the Scripting stage, linked to the long video, with a Short's packaging: title of at most " +
    "100 characters, #shorts, a description that leads to the long video, no chapters. A quote the script " +
    "does not say: 400, and nothing is created. Counts as one AI request.",
  request: { params: videoIdParam, body: jsonBody(makeShortsSchema) },
  responses: {
    201: jsonContent(madeShortsSchema, "The Shorts made"),
    ...errorResponses(400, 401, 404, 429, 502),
  },
});

export function shortsRoutes(deps: { db: Db; ai: Config["ai"]; logger: Logger; writer?: ShortsWriter }) {
  const writer = deps.writer ?? createShortsWriter(deps.ai, deps.logger);
  const shorts = { db: deps.db, writer, rateLimitPerMinute: deps.ai.rateLimitPerMinute };
  return createRouter()
    .openapi(proposeRoute, async (c) => {
      const answer = await proposeShorts(shorts, sessionUser(c), c.req.valid("param").id, c.req.raw.signal);
      return c.json(answer, 200);
    })
    .openapi(makeRoute, async (c) => {
      const id = c.req.valid("param").id;
      const made = await makeShorts(shorts, sessionUser(c), id, c.req.valid("json"), c.req.raw.signal);
      const message = say(c, msg('Made {count, plural, one {# Short} other {# Shorts}} from "{title}"'), {
        count: made.shorts.length,
        title: made.from,
      });
      return c.json({ message, shorts: made.shorts }, 201);
    });
}
