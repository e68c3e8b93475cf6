import { z } from "@hono/zod-openapi";
import { msg } from "../../../shared/message.ts";
import {
  draftAnswerSchema,
  draftQuerySchema,
  draftSavedSchema,
  saveDraftSchema,
} from "../../../shared/schemas/studio-draft.ts";
import type { Db } from "../../db/client.ts";
import { createRouter, errorResponses, jsonBody, jsonContent, memberRoutes, say, sessionUser } from "../../router.ts";
import { discardDraft, getDraft, saveDraft } from "./drafts.ts";

// Issue 10 item 5: the studio's work in progress follows the member to any device. Any signed-in
// member has drafts; each reaches only their own (the session decides whose, never the request).
const memberRoute = memberRoutes("studio");

const getDraftRoute = memberRoute({
  method: "get",
  path: "/studio/draft",
  summary: "The caller's studio work in progress for a video (or the unbound one), or null",
  request: { query: draftQuerySchema },
  responses: { 200: jsonContent(draftAnswerSchema, "The draft, or null"), ...errorResponses(400, 401, 404) },
});

const saveDraftRoute = memberRoute({
  method: "put",
  path: "/studio/draft",
  summary: "Store the caller's studio work in progress (replaces the draft for that video)",
  description: "The undo history is kept to its latest steps. Last write wins: a draft is one member's own work.",
  request: { body: jsonBody(saveDraftSchema) },
  responses: { 200: jsonContent(draftSavedSchema, "Stored"), ...errorResponses(400, 401, 404) },
});

const discardDraftRoute = memberRoute({
  method: "delete",
  path: "/studio/draft",
  summary: "'Start over': discard the caller's studio work in progress for a video (or the unbound one)",
  request: { query: draftQuerySchema },
  responses: {
    200: jsonContent(z.object({ message: z.string() }), "Discarded (or there was none)"),
    ...errorResponses(400, 401, 404),
  },
});

export function studioDraftRoutes(db: Db) {
  return createRouter()
    .openapi(getDraftRoute, async (c) => {
      const { videoId } = c.req.valid("query");
      const draft = await getDraft(db, sessionUser(c).id, videoId ?? null);
      return c.json({ draft }, 200);
    })
    .openapi(saveDraftRoute, async (c) => {
      const { videoId, work } = c.req.valid("json");
      return c.json(await saveDraft(db, sessionUser(c).id, videoId, work), 200);
    })
    .openapi(discardDraftRoute, async (c) => {
      const { videoId } = c.req.valid("query");
      await discardDraft(db, sessionUser(c).id, videoId ?? null);
      return c.json({ message: say(c, msg("Draft discarded")) }, 200);
    });
}
