import { channelSyncStatusSchema, syncRunSchema } from "../../../shared/schemas/sync.ts";
import {
  channelIdParam,
  createRouter,
  errorResponses,
  jsonContent,
  languageOf,
  memberRoutes,
  say,
  sessionUser,
} from "../../router.ts";
import type { ServiceDepsWithBackground } from "../../service-deps.ts";
import { finishGoogleSignIn, GOOGLE_FAILED, GoogleSignInError, startGoogleSignIn } from "../../youtube/google-oauth.ts";
import { enqueueChannelSync } from "../../youtube/sync-job.ts";
import { channelSyncStatus, toRunAnswer } from "../../youtube/sync-status.ts";
import { connectAnswerSchema, oauthCallbackQuery, oauthStartSchema, youtubeStatusSchema } from "./schemas.ts";
import { connectGoogleChannels, youtubeStatus } from "./service.ts";

const memberRoute = memberRoutes("youtube");

// Where the browser lands after Google: the library calls the connect operation (spec §2).
const LIBRARY_CONNECTED = "/content-library?connect=youtube";
/** Where a failed sign-in goes: where it started (a path the server chose), else the library, with the message. */
function withConnectError(message: string, returnTo: string | null) {
  const back = new URL(returnTo ?? "/content-library", "http://back");
  back.searchParams.set("connect_error", message);
  return `${back.pathname}${back.search}`;
}

const statusRoute = memberRoute({
  method: "get",
  path: "/youtube/status",
  summary: "Which YouTube services are configured, and whether the member is connected with Google",
  responses: { 200: jsonContent(youtubeStatusSchema, "Status"), ...errorResponses(401) },
});

const startRoute = memberRoute({
  method: "get",
  path: "/youtube/oauth/start",
  summary: "Start Google sign-in (read-only YouTube access): the address of Google's consent page",
  responses: { 200: jsonContent(oauthStartSchema, "Consent page"), ...errorResponses(401, 503) },
});

const callbackRoute = memberRoute({
  method: "get",
  path: "/youtube/oauth/callback",
  summary: "Google returns here; stores the tokens and goes back to where the sign-in started (else the library)",
  request: { query: oauthCallbackQuery },
  responses: {
    302: {
      description:
        "To where the sign-in started (a video's Publish tab), else /content-library?connect=youtube; a failure adds ?connect_error=<message> there",
    },
    ...errorResponses(400, 401),
  },
});

const connectRoute = memberRoute({
  method: "post",
  path: "/youtube/connect",
  summary: "Add the signed-in Google account's YouTube channels to the library and start their first sync",
  responses: { 200: jsonContent(connectAnswerSchema, "Connected"), ...errorResponses(400, 401, 404, 502, 503) },
});

// Issue 14: 'Sync YouTube Data' queues the channel's sync job; the button follows it through the status.
const syncJobRoute = memberRoute({
  tags: ["dashboard"],
  method: "post",
  path: "/channels/{id}/sync-jobs",
  summary: "Queue a sync of the channel from YouTube (the one already queued or running, if any)",
  request: { params: channelIdParam },
  responses: { 202: jsonContent(syncRunSchema, "Queued"), ...errorResponses(401, 404, 409, 503) },
});

const syncStatusRoute = memberRoute({
  tags: ["dashboard"],
  method: "get",
  path: "/channels/{id}/sync-status",
  summary: "The channel's last sync, next scheduled run, sync history and quota pause",
  request: { params: channelIdParam },
  responses: { 200: jsonContent(channelSyncStatusSchema, "Sync status"), ...errorResponses(401, 404) },
});

export function youtubeRoutes(deps: ServiceDepsWithBackground) {
  return createRouter()
    .openapi(statusRoute, async (c) => c.json(await youtubeStatus(deps, sessionUser(c).id), 200))
    .openapi(startRoute, async (c) => c.json({ url: await startGoogleSignIn(deps, sessionUser(c).id) }, 200))
    .openapi(callbackRoute, async (c) => {
      try {
        const { returnTo } = await finishGoogleSignIn(deps, sessionUser(c).id, c.req.valid("query"));
        // Back where it started (the video's Publish tab after "Grant publishing access"), else the library.
        return c.redirect(returnTo ?? LIBRARY_CONNECTED, 302);
      } catch (error) {
        // Never a blank page: every failure goes back with a message to show.
        if (error instanceof GoogleSignInError)
          return c.redirect(withConnectError(say(c, error.key, error.params), error.returnTo), 302);
        deps.logger.error({ err: error }, "google sign-in callback failed");
        return c.redirect(withConnectError(GOOGLE_FAILED, null), 302);
      }
    })
    .openapi(connectRoute, async (c) => {
      const answer = await connectGoogleChannels(deps, sessionUser(c).id);
      return c.json({ ...answer, message: say(c, answer.message) }, 200);
    })
    .openapi(syncJobRoute, async (c) => {
      const run = await enqueueChannelSync(deps, c.req.valid("param").id, "manual", sessionUser(c).id);
      return c.json(toRunAnswer(run, languageOf(c)), 202);
    })
    .openapi(syncStatusRoute, async (c) =>
      c.json(await channelSyncStatus(deps, c.req.valid("param").id, languageOf(c)), 200),
    );
}
