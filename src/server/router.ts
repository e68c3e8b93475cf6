import type { HttpBindings } from "@hono/node-server";
import { createRoute, OpenAPIHono, type RouteConfig, z } from "@hono/zod-openapi";
import type { Context, MiddlewareHandler } from "hono";
import type { InterfaceLanguage } from "../shared/interface-language.ts";
import { isLibraryId } from "../shared/library-rules.ts";
import { msg } from "../shared/message.ts";
import { NOT_FOUND } from "../shared/not-found.ts";
import { hasRole, type Role } from "../shared/roles.ts";
import { AppError, forbidden, unauthorized } from "./errors.ts";
import { requestLanguage, translate } from "./i18n.ts";

export interface SessionUser {
  id: string;
  email: string;
  name: string;
  role: Role;
  /** The interface language chosen in Settings (decision 040); null follows the browser. */
  language: string | null;
  createdAt: Date;
}

/** The access token a request was made with (decision 044), and the agent using it through MCP. */
export interface RequestToken {
  id: string;
  name: string;
  scopes: readonly string[];
}

export interface AppEnv {
  /** Node's own request and response when @hono/node-server serves the app; absent in process (app.request). */
  Bindings: Partial<HttpBindings>;
  Variables: { user: SessionUser | null; token?: RequestToken };
}

/** The request's language (decision 040): the member's Settings choice, else Accept-Language. */
export function languageOf(c: Context<AppEnv>): InterfaceLanguage {
  return requestLanguage(c.get("user")?.language, c.req.header("accept-language"));
}

/**
 * What the server tells a member (a success message, a toast's text) in the request's language: the
 * member's Settings choice, else Accept-Language (decision 040). `text` is a catalogue message (msg()).
 */
export function say(c: Context<AppEnv>, text: string, values?: Record<string, string | number>): string {
  return translate(languageOf(c), text, values);
}

/**
 * A feature router: request validation failures become the contract's 400 `{ error, issues }`, except
 * a path's id that cannot name a row, which is the 404 its absence would be (`idParam`).
 */
export function createRouter() {
  return new OpenAPIHono<AppEnv>({
    defaultHook: (result) => {
      if (!result.success) {
        const first = result.error.issues[0];
        if (result.target === "param") throw new AppError(404, first?.message ?? msg("Not found"));
        throw new AppError(400, first?.message ?? msg("Invalid request"), result.error.issues, undefined, {
          code: "validation_failed",
        });
      }
    },
  });
}

/**
 * The one schema of a path's `{id}` naming a library row: anything but a UUID names nothing, and
 * answers `notFoundMessage` with a 404 before the handler runs, so services never check it again.
 */
export const idParam = (notFoundMessage: string) =>
  z.object({
    id: z
      .string()
      .refine(isLibraryId, notFoundMessage)
      .openapi({ param: { name: "id", in: "path" }, format: "uuid", example: "0b6f4c8e-2d1a-4f7e-9c3b-5a8d7e6f1a2b" }),
  });

export const channelIdParam = idParam(NOT_FOUND.channel);
export const folderIdParam = idParam(NOT_FOUND.folder);
export const videoIdParam = idParam(NOT_FOUND.video);

/**
 * Every protected operation carries this in the OpenAPI document: the browser's session cookie, or a
 * personal access token as `Authorization: Bearer` (decision 044), so a generated client can use either.
 */
export const sessionSecurity: Array<Record<string, string[]>> = [{ session: [] }, { bearer: [] }];

export const requireSession: MiddlewareHandler<AppEnv> = async (c, next) => {
  if (!c.get("user")) throw unauthorized();
  await next();
};

/**
 * The one way to declare a feature's signed-in operations: `const memberRoute = memberRoutes("ideas")`, then
 * `memberRoute({ method, path, summary, request, responses })` for each. Every operation it declares carries
 * the session security in the OpenAPI document, the feature's tag, and a guard that runs before the handler:
 * any member (`requireSession`) unless a stricter one is given (`requireRole("admin")`).
 */
export function memberRoutes(tag: string, guard: MiddlewareHandler<AppEnv> = requireSession) {
  return <P extends string, R extends Omit<RouteConfig, "path" | "security" | "middleware" | "tags"> & { path: P }>(
    config: R,
  ) => createRoute({ security: sessionSecurity, middleware: [guard], tags: [tag], ...config });
}

/**
 * requireSession in the spec's own words (§8: 'Authentication required: Please log in to create folders'):
 * the whole message, marked with msg() so that it is translated whole.
 */
export function requireSessionTo(message: string): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    if (!c.get("user")) throw unauthorized(message);
    await next();
  };
}

export function requireRole(role: Role): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const user = c.get("user");
    if (!user) throw unauthorized();
    if (!hasRole(user.role, role)) throw forbidden(msg("You don't have permission to access this page."));
    await next();
  };
}

/** The signed-in user of a request that passed `requireSession`. */
export function sessionUser(c: { get(key: "user"): SessionUser | null }): SessionUser {
  const user = c.get("user");
  if (!user) throw unauthorized();
  return user;
}

/** `error` is in the member's language (decision 040); `code` is stable, for a client to act on. */
export const errorSchema = z
  .object({ error: z.string(), code: z.string().optional(), issues: z.array(z.unknown()).optional() })
  .openapi("Error");

const errorContent = (description: string) => ({
  description,
  content: { "application/json": { schema: errorSchema } },
});

/** The error answers an operation may give, for its OpenAPI entry. */
export function errorResponses(...statuses: Array<400 | 401 | 403 | 404 | 409 | 410 | 429 | 502 | 503>) {
  const text: Record<number, string> = {
    400: "Bad input",
    401: "No session",
    403: "Wrong role",
    404: "Not found",
    409: "Conflict",
    410: "Gone",
    429: "Throttled",
    502: "Upstream service failed",
    503: "Unavailable",
  };
  return Object.fromEntries(statuses.map((s) => [s, errorContent(text[s])]));
}

export const jsonContent = <T extends z.ZodType>(schema: T, description: string) => ({
  description,
  content: { "application/json": { schema } },
});

export const jsonBody = <T extends z.ZodType>(schema: T) => ({
  required: true,
  content: { "application/json": { schema } },
});
