import { z } from "@hono/zod-openapi";
import { isLibraryId } from "../../../shared/library-rules.ts";
import { msg } from "../../../shared/message.ts";
import { NOT_FOUND } from "../../../shared/not-found.ts";
import {
  addToBoardInput,
  ideaDeletedSchema,
  ideaInput,
  ideaListSchema,
  ideaSchema,
  ideasQuery,
  ideaUpdate,
  nicheInput,
  nicheListSchema,
  nicheSchema,
  outliersPageSchema,
  outliersQuery,
  searchAnswerSchema,
  searchCostSchema,
  searchInput,
  watchChannelInput,
} from "../../../shared/schemas/ideas.ts";
import { keptJson, sendJsonBytes } from "../../kept-json.ts";
import {
  createRouter,
  errorResponses,
  idParam,
  jsonBody,
  jsonContent,
  memberRoutes,
  say,
  sessionUser,
} from "../../router.ts";
import { addIdeaToBoard, createIdea, deleteIdea, getIdea, updateIdea } from "./ideas.service.ts";
import { keptIdeas, keptOutliers } from "./kept-answers.ts";
import { createNiche, deleteNiche, listNiches, renameNiche, unwatchChannel, watchChannel } from "./niches.service.ts";
import type { IdeasJobDeps } from "./read-jobs.ts";
import { searchCost, searchYouTube } from "./search.service.ts";

type OutliersPage = z.infer<typeof outliersPageSchema>;
type IdeaList = z.infer<typeof ideaListSchema>;

const memberRoute = memberRoutes("ideas");
const nicheIdParam = idParam(NOT_FOUND.niche);
const ideaIdParam = idParam(NOT_FOUND.idea);
// Both ids name the niche's watched channel: either malformed is that 404.
const watchedParam = idParam(NOT_FOUND.watchedChannel).extend({
  channelId: z.string().refine(isLibraryId, NOT_FOUND.watchedChannel),
});

const nichesRoute = memberRoute({
  method: "get",
  path: "/ideas/niches",
  summary: "The niches with their watched channels",
  responses: { 200: jsonContent(nicheListSchema, "Niches"), ...errorResponses(401) },
});

const createNicheRoute = memberRoute({
  method: "post",
  path: "/ideas/niches",
  summary: "New niche",
  request: { body: jsonBody(nicheInput) },
  responses: { 201: jsonContent(nicheSchema, "Created"), ...errorResponses(400, 401, 409) },
});

const renameNicheRoute = memberRoute({
  method: "patch",
  path: "/ideas/niches/{id}",
  summary: "Rename a niche",
  request: { params: nicheIdParam, body: jsonBody(nicheInput) },
  responses: { 200: jsonContent(nicheSchema, "Renamed"), ...errorResponses(400, 401, 404, 409) },
});

const deleteNicheRoute = memberRoute({
  method: "delete",
  path: "/ideas/niches/{id}",
  summary: "Delete a niche (channels no other niche watches go with their uploads)",
  request: { params: nicheIdParam },
  responses: { 200: jsonContent(ideaDeletedSchema, "Deleted"), ...errorResponses(401, 403, 404) },
});

const watchRoute = memberRoute({
  method: "post",
  path: "/ideas/niches/{id}/channels",
  summary: "Watch channel: add a public YouTube channel (address, @handle or id) to the niche and read its uploads",
  request: { params: nicheIdParam, body: jsonBody(watchChannelInput) },
  responses: { 201: jsonContent(nicheSchema, "Watched"), ...errorResponses(400, 401, 404, 409, 502, 503) },
});

const unwatchRoute = memberRoute({
  method: "delete",
  path: "/ideas/niches/{id}/channels/{channelId}",
  summary: "Stop watching a channel in the niche",
  request: { params: watchedParam },
  responses: { 200: jsonContent(ideaDeletedSchema, "Removed"), ...errorResponses(401, 404) },
});

const outliersRoute = memberRoute({
  method: "get",
  path: "/ideas/outliers",
  summary: "Watched uploads by outlier score, filtered and paged, with the title patterns of the outliers",
  request: { query: outliersQuery },
  responses: { 200: jsonContent(outliersPageSchema, "Outliers"), ...errorResponses(400, 401) },
});

const searchCostRoute = memberRoute({
  method: "get",
  path: "/ideas/search/cost",
  summary: "What Search YouTube costs in quota units, and today's units used, shown before it runs",
  responses: { 200: jsonContent(searchCostSchema, "Cost"), ...errorResponses(401) },
});

const searchRoute = memberRoute({
  method: "post",
  path: "/ideas/search",
  summary: "Search YouTube: videos of the last N months for a phrase, each scored against its own channel",
  request: { body: jsonBody(searchInput) },
  responses: { 200: jsonContent(searchAnswerSchema, "Results"), ...errorResponses(400, 401, 429, 502, 503) },
});

const ideasRoute = memberRoute({
  method: "get",
  path: "/ideas",
  summary: "The idea bank, filtered, searched and paged",
  request: { query: ideasQuery },
  responses: { 200: jsonContent(ideaListSchema, "Ideas"), ...errorResponses(400, 401) },
});

const createIdeaRoute = memberRoute({
  method: "post",
  path: "/ideas",
  summary: "New idea, by hand or saved from an outlier",
  request: { body: jsonBody(ideaInput) },
  responses: { 201: jsonContent(ideaSchema, "Created"), ...errorResponses(400, 401) },
});

const ideaRoute = memberRoute({
  method: "get",
  path: "/ideas/{id}",
  summary: "One idea with its source outlier",
  request: { params: ideaIdParam },
  responses: { 200: jsonContent(ideaSchema, "Idea"), ...errorResponses(401, 404) },
});

const updateIdeaRoute = memberRoute({
  method: "patch",
  path: "/ideas/{id}",
  summary: "Edit an idea or set its status",
  request: { params: ideaIdParam, body: jsonBody(ideaUpdate) },
  responses: { 200: jsonContent(ideaSchema, "Updated"), ...errorResponses(400, 401, 404) },
});

const deleteIdeaRoute = memberRoute({
  method: "delete",
  path: "/ideas/{id}",
  summary: "Delete an idea (admins, moderators, its creator)",
  request: { params: ideaIdParam },
  responses: { 200: jsonContent(ideaDeletedSchema, "Deleted"), ...errorResponses(401, 403, 404) },
});

const addToBoardRoute = memberRoute({
  method: "post",
  path: "/ideas/{id}/board",
  summary: "Add to board: the video at the Idea stage in the channel's folder of this month, linked to the idea",
  request: { params: ideaIdParam, body: jsonBody(addToBoardInput) },
  responses: { 201: jsonContent(ideaSchema, "On the board"), ...errorResponses(400, 401, 404, 409) },
});

export function ideasRoutes(deps: IdeasJobDeps) {
  const { db } = deps;
  // The outliers page and the idea bank are kept per data version and sent as first serialized and
  // compressed (decisions 016, 028).
  return createRouter()
    .openapi(nichesRoute, async (c) => c.json({ niches: await listNiches(db) }, 200))
    .openapi(createNicheRoute, async (c) =>
      c.json(await createNiche(db, sessionUser(c).id, c.req.valid("json").name), 201),
    )
    .openapi(renameNicheRoute, async (c) =>
      c.json(await renameNiche(db, c.req.valid("param").id, c.req.valid("json").name), 200),
    )
    .openapi(deleteNicheRoute, async (c) => {
      await deleteNiche(db, sessionUser(c), c.req.valid("param").id);
      return c.json({ message: say(c, msg("Niche deleted")) }, 200);
    })
    .openapi(watchRoute, async (c) => {
      const niche = await watchChannel(deps, sessionUser(c).id, c.req.valid("param").id, c.req.valid("json").address);
      return c.json(niche, 201);
    })
    .openapi(unwatchRoute, async (c) => {
      const { id, channelId } = c.req.valid("param");
      await unwatchChannel(db, id, channelId);
      return c.json({ message: say(c, msg("Channel no longer watched in this niche")) }, 200);
    })
    .openapi(outliersRoute, async (c) =>
      sendJsonBytes<OutliersPage>(
        c,
        keptJson(await keptOutliers(db, c.req.valid("query"), deps.now?.() ?? new Date())),
      ),
    )
    .openapi(searchCostRoute, async (c) => c.json(await searchCost(deps), 200))
    .openapi(searchRoute, async (c) => c.json(await searchYouTube(deps, sessionUser(c).id, c.req.valid("json")), 200))
    .openapi(ideasRoute, async (c) => sendJsonBytes<IdeaList>(c, keptJson(await keptIdeas(db, c.req.valid("query")))))
    .openapi(createIdeaRoute, async (c) => c.json(await createIdea(db, sessionUser(c).id, c.req.valid("json")), 201))
    .openapi(ideaRoute, async (c) => c.json(await getIdea(db, c.req.valid("param").id), 200))
    .openapi(updateIdeaRoute, async (c) =>
      c.json(await updateIdea(db, c.req.valid("param").id, c.req.valid("json")), 200),
    )
    .openapi(deleteIdeaRoute, async (c) => {
      await deleteIdea(db, sessionUser(c), c.req.valid("param").id);
      return c.json({ message: say(c, msg("Idea deleted")) }, 200);
    })
    .openapi(addToBoardRoute, async (c) => {
      const idea = await addIdeaToBoard(db, sessionUser(c).id, c.req.valid("param").id, c.req.valid("json").channelId);
      return c.json(idea, 201);
    });
}
