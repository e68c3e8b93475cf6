import { msg } from "../../../shared/message.ts";
import { savedScriptSchema, saveScriptSchema } from "../../../shared/schemas/scripts.ts";
import {
  grammarInputSchema,
  grammarResultSchema,
  providerInfoSchema,
  researchInputSchema,
  researchResultSchema,
  rewriteInputSchema,
  rewriteResultSchema,
  scriptInputSchema,
  scriptStreamEventSchema,
  topicsInputSchema,
  topicsResultSchema,
} from "../../../shared/schemas/studio.ts";
import { describeProvider } from "../../ai/provider.ts";
import type { StudioWriter } from "../../ai/studio-writer.ts";
import { createStudioWriter } from "../../ai/writer.ts";
import type { Config } from "../../config.ts";
import type { Db } from "../../db/client.ts";
import type { Logger } from "../../logger.ts";
import { createRouter, errorResponses, jsonBody, jsonContent, memberRoutes, say, sessionUser } from "../../router.ts";
import { studioDraftRoutes } from "./drafts-routes.ts";
import { saveScriptToLibrary } from "./save-script.ts";
import { fixGrammar, generateScript, generateTopics, researchContent, rewriteText, type Studio } from "./service.ts";
import { translateScriptRoutes } from "./translate-script-routes.ts";

const memberRoute = memberRoutes("studio");
// 400 bad input, 401 no session, 429 over the AI rate limit, 502 the AI provider failed.
const aiErrors = errorResponses(400, 401, 429, 502);
const researchErrors = errorResponses(400, 401, 404, 429, 502);

const providerRoute = memberRoute({
  method: "get",
  path: "/studio/provider",
  summary: "The active AI provider and model, or the offline writer",
  responses: { 200: jsonContent(providerInfoSchema, "Provider"), ...errorResponses(401) },
});

const researchRoute = memberRoute({
  method: "post",
  path: "/studio/research",
  summary: "research-content: research notes for a video idea",
  description:
    "With an `ideaId` (an idea's \"Write script\"), the model also gets the idea's research material, loaded " +
    "from the idea: its notes and the outlier it comes from (title, channel, score, description, tags). An " +
    "unknown idea is a 404, before any AI request is counted.",
  request: { body: jsonBody(researchInputSchema) },
  responses: { 200: jsonContent(researchResultSchema, "Research data"), ...researchErrors },
});

const topicsRoute = memberRoute({
  method: "post",
  path: "/studio/topics",
  summary: "generate-topics: 5 to 10 topic suggestions from the research",
  request: { body: jsonBody(topicsInputSchema) },
  responses: { 200: jsonContent(topicsResultSchema, "Topic suggestions"), ...aiErrors },
});

const scriptRoute = memberRoute({
  method: "post",
  path: "/studio/script",
  summary: "generate-script: streams the script as newline-delimited JSON events",
  description:
    "One JSON event per line: `delta` events carry the text as it is written, then one `done` (with the word " +
    "count) or one `error` (with the message to show) ends the stream. Failures before any text come as an " +
    "ordinary JSON error answer. Closing the request stops the generation and the provider call. With a " +
    "`channelId`, the channel's voice profile guides the script and its words per minute set its length.",
  request: { body: jsonBody(scriptInputSchema) },
  responses: {
    200: {
      description: "The script stream",
      content: { "application/x-ndjson": { schema: scriptStreamEventSchema } },
    },
    ...aiErrors,
  },
});

const rewriteRoute = memberRoute({
  method: "post",
  path: "/studio/rewrite",
  summary: "rewrite-text: rewrite the selected text in a style",
  request: { body: jsonBody(rewriteInputSchema) },
  responses: { 200: jsonContent(rewriteResultSchema, "Rewritten text"), ...aiErrors },
});

const grammarRoute = memberRoute({
  method: "post",
  path: "/studio/grammar",
  summary: "fix-grammar: correct spelling, grammar, capitalisation and spacing",
  request: { body: jsonBody(grammarInputSchema) },
  responses: { 200: jsonContent(grammarResultSchema, "Corrected text"), ...aiErrors },
});

// The studio's "Save to Library": a save of the studio, named apart from a video's script versions.
const saveScriptRoute = memberRoute({
  method: "post",
  path: "/studio/saves",
  summary: "Save a studio script to the library: a new draft video in a folder with its script, in one transaction",
  request: { body: jsonBody(saveScriptSchema) },
  responses: { 201: jsonContent(savedScriptSchema, "Video and script created"), ...errorResponses(400, 401, 404) },
});

export function studioRoutes(deps: {
  db: Db;
  ai: Config["ai"];
  logger: Logger;
  writer?: StudioWriter;
  ideaMaterial?: Studio["ideaMaterial"];
}) {
  const { db, ai, logger } = deps;
  const studio: Studio = {
    writer: deps.writer ?? createStudioWriter(ai, logger),
    rateLimitPerMinute: ai.rateLimitPerMinute,
    logger,
    ideaMaterial: deps.ideaMaterial,
  };
  const encoder = new TextEncoder();

  return createRouter()
    .openapi(providerRoute, (c) => c.json(describeProvider(ai), 200))
    .openapi(researchRoute, async (c) => {
      const input = c.req.valid("json");
      const researchData = await researchContent(db, studio, sessionUser(c).id, input, c.req.raw.signal);
      return c.json({ researchData }, 200);
    })
    .openapi(topicsRoute, async (c) => {
      const topics = await generateTopics(db, studio, sessionUser(c).id, c.req.valid("json"), c.req.raw.signal);
      return c.json({ topics }, 200);
    })
    .openapi(scriptRoute, async (c) => {
      // Aborted when the client goes away or stops reading: the provider request is aborted with it.
      const stop = new AbortController();
      const signal = AbortSignal.any([c.req.raw.signal, stop.signal]);
      const events = await generateScript(db, studio, sessionUser(c).id, c.req.valid("json"), signal);
      const body = new ReadableStream<Uint8Array>({
        async pull(stream) {
          const next = await events.next();
          if (next.done) stream.close();
          else stream.enqueue(encoder.encode(`${JSON.stringify(next.value)}\n`));
        },
        async cancel() {
          stop.abort();
          await events.return();
        },
      });
      // `as never`: @hono/zod-openapi types any "application/…json…" answer as c.json(), x-ndjson included.
      return new Response(body, {
        status: 200,
        headers: {
          "content-type": "application/x-ndjson; charset=utf-8",
          "cache-control": "no-cache, no-transform",
          // Proxies such as nginx must pass each line on as it comes.
          "x-accel-buffering": "no",
        },
      }) as never;
    })
    .openapi(rewriteRoute, async (c) => {
      const rewrittenText = await rewriteText(db, studio, sessionUser(c).id, c.req.valid("json"), c.req.raw.signal);
      return c.json({ rewrittenText }, 200);
    })
    .openapi(grammarRoute, async (c) => {
      const correctedText = await fixGrammar(db, studio, sessionUser(c).id, c.req.valid("json"), c.req.raw.signal);
      return c.json({ correctedText }, 200);
    })
    .openapi(saveScriptRoute, async (c) => {
      const { videoId } = await saveScriptToLibrary(db, sessionUser(c), c.req.valid("json"));
      return c.json({ message: say(c, msg("Script saved successfully")), videoId }, 201);
    })
    .route("/", studioDraftRoutes(db))
    .route("/", translateScriptRoutes({ db, ai, logger }));
}
