import { existsSync, readFileSync } from "node:fs";
import { serveStatic } from "@hono/node-server/serve-static";
import { OpenAPIHono } from "@hono/zod-openapi";
import { getCookies } from "better-auth/cookies";
import type { Context } from "hono";
import { bodyLimit } from "hono/body-limit";
import { HTTPException } from "hono/http-exception";
import type { InterfaceLanguage } from "../shared/interface-language.ts";
import { msg } from "../shared/message.ts";
import { authenticateToken, bearerOf, throughAgent } from "./auth/access-tokens.ts";
import { type Auth, trustedOrigins } from "./auth/auth.ts";
import { createSessionReader } from "./auth/session.ts";
import { throttledSignIn } from "./auth/sign-in-throttle.ts";
import { compression, precompress, sendPrecompressed } from "./compression.ts";
import type { Config } from "./config.ts";
import { withAnyActor, writingAs } from "./db/actor.ts";
import type { Database } from "./db/client.ts";
import { isDatabaseUnavailable, isUnstorableCharacter } from "./db/pg-errors.ts";
import { AppError, codeForStatus, unauthorized } from "./errors.ts";
import type { LiveEvents } from "./events/live-events.ts";
import { accessTokenRoutes } from "./features/access-tokens/routes.ts";
import { adminRoutes } from "./features/admin/routes.ts";
import { signUpSettingsRoutes } from "./features/auth/routes.ts";
import { dashboardRoutes } from "./features/dashboard/routes.ts";
import { eventsRoutes } from "./features/events/routes.ts";
import { healthRoutes } from "./features/health/routes.ts";
import { ideaResearchMaterialOf } from "./features/ideas/ideas.service.ts";
import { ideasRoutes } from "./features/ideas/routes.ts";
import { invitationRoutes } from "./features/invitations/routes.ts";
import { libraryRoutes } from "./features/library/routes.ts";
import { channelVoiceRoutes } from "./features/library/voice-routes.ts";
import { packagingRoutes } from "./features/packaging/routes.ts";
import { productionRoutes } from "./features/production/routes.ts";
import { MEDIA_BODY_PATH, publishingRoutes } from "./features/publishing/routes.ts";
import { guestReviewRoutes } from "./features/review/guest-routes.ts";
import { reviewLinkPage } from "./features/review/link-page.ts";
import { reviewRoutes } from "./features/review/routes.ts";
import { scriptRoutes } from "./features/script-versions/routes.ts";
import { settingsRoutes } from "./features/settings/routes.ts";
import { shortsRoutes } from "./features/shorts/shorts.routes.ts";
import { studioRoutes } from "./features/studio/routes.ts";
import { videoRoutes } from "./features/video/routes.ts";
import { webhookRoutes } from "./features/webhooks/routes.ts";
import { youtubeRoutes } from "./features/youtube/routes.ts";
import { requestLanguage, translate } from "./i18n.ts";
import type { JobQueue } from "./jobs/queue.ts";
import type { Logger } from "./logger.ts";
import type { Mailer } from "./mail/mailer.ts";
import { type ApiCall, agentOfSession, agentSession, clientNameOf, handleMcpRequest } from "./mcp/mcp-server.ts";
import { clientDir } from "./paths.ts";
import { type AppEnv, say } from "./router.ts";
import { inlineScriptHashes, originCheck, securityHeaders } from "./security.ts";
import { queueingEmittedDeliveries } from "./webhooks/deliver.ts";

export interface AppDeps {
  config: Config;
  database: Database;
  auth: Auth;
  mailer: Mailer;
  logger: Logger;
  jobs: JobQueue;
  /** Live updates (decision 025): this instance's fan-out of the database's change events. */
  live: LiveEvents;
}

export const MAX_BODY_BYTES = 1024 * 1024;

export function createApp(deps: AppDeps) {
  const { config, database, auth, mailer, logger, jobs, live } = deps;
  const db = database.db;
  const app = new OpenAPIHono<AppEnv>();
  const indexHtml = readIndexHtml();

  // Reads the session once per request; routers decide whether they need one.
  const readSession = createSessionReader({ db, auth });

  const jsonBodyLimit = bodyLimit({
    maxSize: MAX_BODY_BYTES,
    onError: (c) => c.json({ error: say(c, msg("The request body is too large (the limit is 1 MB)")) }, 413),
  });

  // One chain, in the order requests meet it: its type is the contract the client calls (`AppType`).
  const api = app
    .use(
      "*",
      securityHeaders({
        scriptHashes: indexHtml ? inlineScriptHashes(indexHtml) : [],
        https: config.appUrl.startsWith("https://"),
      }),
    )
    .use("*", async (c, next) => {
      const started = performance.now();
      await next();
      logger.info(
        { method: c.req.method, path: c.req.path, status: c.res.status, ms: Math.round(performance.now() - started) },
        "request",
      );
    })
    // Outside every router, so the answers they shape (and the built files) leave compressed.
    .use("*", compression())
    // A file upload (a thumbnail) is read as a stream under its own limit, not this one.
    .use("/api/*", (c, next) => (MEDIA_BODY_PATH.test(c.req.path) ? next() : jsonBodyLimit(c, next)))
    .use("/api/*", originCheck(trustedOrigins(config.appUrl)))
    // The webhook deliveries a request emits are queued once it has been handled (decision 045).
    .use("/api/*", (_c, next) => queueingEmittedDeliveries({ jobs, logger }, next))
    // Health answers from the database alone: no session lookup (which needs the database too).
    .route("/api", healthRoutes(database))
    .post("/api/auth/sign-in/email", (c) => throttledSignIn(c, db, (request) => auth.handler(request)))
    .on(["GET", "POST"], "/api/auth/*", (c) => auth.handler(c.req.raw))
    .use("/api/*", async (c, next) => {
      // A personal access token stands for its member, limited to its scopes (decision 044).
      const bearer = bearerOf(c.req.header("authorization"));
      if (bearer !== null) {
        const use = await withAnyActor(() => authenticateToken(db, bearer, c.req, config.tokenRateLimitPerMinute));
        c.set("user", use.user);
        c.set("token", use.token);
        const agent = throughAgent.getStore();
        if (c.req.method !== "GET" && c.req.method !== "HEAD")
          await writingAs(use.user.id, next, { token: use.token.name, ...(agent && { agent }) });
        else await next();
      } else {
        const { user, setCookies } = await withAnyActor(() => readSession(c.req.raw.headers));
        c.set("user", user);
        // A member's write names them in the live events it causes (db/actor.ts).
        if (user && c.req.method !== "GET" && c.req.method !== "HEAD") await writingAs(user.id, next);
        else await next();
        // A session due for its refresh was extended: the browser's cookie is extended with it.
        for (const cookie of setCookies) c.res.headers.append("set-cookie", cookie);
      }
    })
    .route("/api", signUpSettingsRoutes(db, config))
    .route("/api", settingsRoutes(db))
    .route("/api", accessTokenRoutes(db))
    .route("/api", adminRoutes(db, config, logger))
    .route("/api", webhookRoutes({ db, config, logger, jobs }))
    .route("/api", invitationRoutes({ db, mailer, logger, appUrl: config.appUrl }))
    .route(
      "/api",
      studioRoutes({ db, ai: config.ai, logger, ideaMaterial: (ideaId) => ideaResearchMaterialOf(db, ideaId) }),
    )
    .route("/api", libraryRoutes({ db, config, logger, jobs }))
    .route("/api", channelVoiceRoutes({ db, config, logger }))
    .route("/api", videoRoutes({ db, config, logger, jobs }))
    .route("/api", productionRoutes({ db, jobs, logger }))
    .route("/api", scriptRoutes(db))
    .route("/api", packagingRoutes({ db, ai: config.ai, logger }))
    .route("/api", shortsRoutes({ db, ai: config.ai, logger }))
    .route("/api", publishingRoutes({ db, config, logger }))
    .route("/api", reviewRoutes({ db, config, logger, jobs }))
    .route("/api", guestReviewRoutes({ db, config, logger, jobs }))
    .route("/api", dashboardRoutes({ db, config, logger }))
    .route("/api", youtubeRoutes({ db, config, logger, jobs }))
    .route("/api", ideasRoutes({ db, config, logger, jobs }))
    .route("/api", eventsRoutes({ live, sessionOf: async (headers) => (await readSession(headers)).user }));

  app.openAPIRegistry.registerComponent("securitySchemes", "session", {
    type: "apiKey",
    in: "cookie",
    // better-auth's own name: `__Secure-` prefixed behind HTTPS.
    name: getCookies(auth.options).sessionToken.name,
  });
  app.openAPIRegistry.registerComponent("securitySchemes", "bearer", {
    type: "http",
    scheme: "bearer",
    description: "A personal access token from Settings → Access tokens, limited to its scopes",
  });
  app.doc31("/api/openapi.json", {
    openapi: "3.1.0",
    info: { title: "Scriptloom API", version: "1.0.0" },
  });

  app.all("/api/*", (c) => c.json({ error: `No API operation at ${c.req.method} ${c.req.path}` }, 404));

  // The MCP server (decision 044): a personal access token's member, through the API in process.
  app.use("/mcp", jsonBodyLimit, originCheck(trustedOrigins(config.appUrl)));
  app.all("/mcp", async (c) => {
    const bearer = bearerOf(c.req.header("authorization"));
    if (bearer === null) {
      c.header("WWW-Authenticate", 'Bearer realm="Scriptloom"');
      throw unauthorized(msg("Connect with a personal access token from Settings: Authorization: Bearer <token>"));
    }
    const use = await authenticateToken(
      db,
      bearer,
      { method: c.req.method, path: "/mcp" },
      config.tokenRateLimitPerMinute,
    );
    // Stateless: no stream stays open between requests, on any instance.
    if (c.req.method === "GET") return c.json({ error: "This MCP server answers POST requests only" }, 405);
    const parsedBody = c.req.method === "POST" ? await c.req.json().catch(() => undefined) : undefined;
    const named = clientNameOf(parsedBody);
    const agent = named ?? agentOfSession(config.authSecret, use.token.id, c.req.header("mcp-session-id"));
    const api: ApiCall = (method, path, body) => {
      const call = async () =>
        app.request(path, {
          method,
          headers: {
            authorization: `Bearer ${bearer}`,
            ...(body !== undefined && { "content-type": "application/json" }),
          },
          body: body === undefined ? undefined : JSON.stringify(body),
        });
      return agent ? throughAgent.run(agent, call) : call();
    };
    return handleMcpRequest(c.req.raw, {
      api,
      parsedBody,
      sessionId: named ? agentSession(config.authSecret, use.token.id, named) : undefined,
    });
  });

  // A review link's page: a plain 410 once revoked or expired, a plain 404 for no link, else the app.
  app.get("/review/:token", reviewLinkPage(db));

  serveClient(app, indexHtml);

  app.onError((error, c) => toErrorResponse(error, c, logger));
  // The same app as `app`: typed by the chain, so the client's `hc<AppType>` sees every operation.
  return api;
}

/** Every API operation with its input and answers, as the client's `hc<AppType>` calls them. */
export type AppType = ReturnType<typeof createApp>;

function readIndexHtml(): string | null {
  const indexFile = `${clientDir}/index.html`;
  return existsSync(indexFile) ? readFileSync(indexFile, "utf8") : null;
}

function serveClient(app: OpenAPIHono<AppEnv>, indexHtml: string | null) {
  if (indexHtml) {
    // The build writes a .br and a .gz next to each text file: sent as they are, by Accept-Encoding.
    app.use(
      "/assets/*",
      serveStatic({
        root: clientDir,
        precompressed: true,
        onFound: (_path, c) => c.header("Cache-Control", "public, max-age=31536000, immutable"),
      }),
    );
    // Other built files (favicon and the like); "/" and client routes are the page itself, below.
    const files = serveStatic({ root: clientDir, index: "", precompressed: true });
    app.use("*", (c, next) => (c.req.path === "/" || c.req.path.endsWith("/") ? next() : files(c, next)));
  }
  // The page is read once at start-up (its inline script's hash is in the CSP): compressed once too.
  const page = indexHtml ? precompress(indexHtml) : null;
  // Client-side routes fall back to the single page; the router shows its own 404.
  app.get("*", (c) => {
    if (!page) return c.text("The client is not built: run `npm run build`.", 503);
    c.header("Cache-Control", "no-cache");
    return sendPrecompressed(c, page, "text/html; charset=UTF-8");
  });
}

/**
 * Our own field issues (`{ field, message }`: what YouTube refused, what the packaging lacks) in the
 * member's language, as the client shows each beside its field. Zod's issues (with their `code`) stay
 * as the schema wrote them: the answer's `error` already says the first in the member's language.
 */
function fieldIssuesIn(language: InterfaceLanguage, issues: unknown): unknown {
  if (!Array.isArray(issues)) return issues;
  return issues.map((issue) =>
    issue && typeof issue.field === "string" && typeof issue.message === "string" && !("code" in issue)
      ? { ...issue, message: translate(language, issue.message) }
      : issue,
  );
}

/**
 * The contract's `{ error }` in the member's language (decision 040), with the error's stable `code`
 * beside it, so a client acts on the code and shows the text.
 */
function toErrorResponse(error: Error, c: Context<AppEnv>, logger: Logger) {
  const language = requestLanguage(c.get("user")?.language, c.req.header("accept-language"));
  if (error instanceof AppError) {
    return c.json(
      {
        ...error.body,
        error: error.messageIn(language),
        code: error.code,
        ...(error.issues ? { issues: fieldIssuesIn(language, error.issues) } : {}),
      },
      error.status,
    );
  }
  if (error instanceof HTTPException) {
    const message = error.message ? translate(language, error.message) : translate(language, msg("Request failed"));
    return c.json({ error: message, code: codeForStatus(error.status) }, error.status);
  }
  if (isUnstorableCharacter(error)) {
    const message = msg("The text contains a NUL character (U+0000), which can't be stored. Remove it and try again.");
    return c.json({ error: translate(language, message), code: "unstorable_character" }, 400);
  }
  if (isDatabaseUnavailable(error)) {
    logger.warn({ err: error }, "database unavailable");
    const message = msg("The database is unavailable. Please try again shortly.");
    return c.json({ error: translate(language, message), code: "unavailable" }, 503);
  }
  logger.error({ err: error, path: c.req.path }, "unhandled error");
  const message = msg("Something went wrong on our side. Please try again.");
  return c.json({ error: translate(language, message), code: "internal" }, 500);
}
