import { type ClientResponse, hc } from "hono/client";
import type { SuccessStatusCode } from "hono/utils/http-status";
import type { output, ZodType } from "zod";
// Types only: the server's code never reaches the bundle (the layout test refuses a value import).
import type { AppType } from "../../server/app.ts";
import { activeLanguage, i18n } from "./i18n.ts";

/**
 * An API answer outside 2xx (ARCHITECTURE §1): its status, the server's `{ error }` as the message,
 * and the whole answer in `body` — a 409 of a versioned save carries the other save there.
 */
export class ApiError extends Error {
  readonly status: number;
  /** The server's stable code for what went wrong ("not_found", "throttled"…, decision 040), when it gave one. */
  readonly code?: string;
  readonly issues?: unknown;
  /** The answer as the server sent it (null when it was not JSON, or nothing came back). */
  readonly body: unknown;

  constructor(status: number, message: string, body: unknown = null) {
    super(message);
    this.name = "ApiError";
    this.status = status;
    this.body = body;
    this.issues = isRecord(body) ? body.issues : undefined;
    this.code = isRecord(body) && typeof body.code === "string" ? body.code : undefined;
  }
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === "object" && value !== null;

/**
 * The API, typed by the server's routes: `api.api.videos[":id"].$get({ param: { id } })`. Path
 * params are put in the address as given, so callers encode them (an id with a slash stays one id).
 */
export const api = hc<AppType>("/", {
  // The server answers errors in the interface's language (decision 040), which may be a Settings
  // choice rather than the browser's own Accept-Language.
  headers: () => ({ Accept: "application/json", "Accept-Language": activeLanguage() }),
  init: { credentials: "include" },
});

/** What a route answers with a 2xx: its JSON, or null for an answer without a body (204). */
export type Answer<R> = R extends ClientResponse<infer T, infer S, infer F> ? AnswerOf<T, S, F> : never;
// Its own alias so that a status typed as a union (no status given to `c.json`) is split, 2xx kept.
type AnswerOf<T, S, F> = S extends SuccessStatusCode ? (F extends "json" ? T : null) : never;

/**
 * Sends a typed request and returns its 2xx answer; anything else becomes an ApiError keeping the
 * whole error body. An aborted request rejects with its AbortError, a network failure with status 0.
 */
export async function unwrap<R extends ClientResponse<unknown, number, string>>(
  request: Promise<R>,
): Promise<Answer<R>> {
  const response = await reachServer(request);
  if (!response.ok) throw await readApiError(response);
  const payload: unknown = response.status === 204 ? null : await response.json().catch(() => null);
  // The one place a payload takes its type: the route's own response schema, through `AppType`.
  return payload as Answer<R>;
}

/** A request that did not reach the server is an ApiError with status 0; a cancelled one stays an AbortError. */
export async function reachServer<R>(request: Promise<R>): Promise<R> {
  try {
    return await request;
  } catch (error) {
    if (error instanceof DOMException && error.name === "AbortError") throw error;
    throw new ApiError(0, i18n.t("Could not reach the server. Check your connection and try again.", { ns: "common" }));
  }
}

/**
 * The ApiError of an answer outside 2xx, for `unwrap` and the requests that read a stream with
 * `fetch`: the server's `{ error }` as the message, the whole answer in `body`.
 */
export async function readApiError(response: { status: number; json(): Promise<unknown> }): Promise<ApiError> {
  const body: unknown = await response.json().catch(() => null);
  const error = isRecord(body) ? body.error : undefined;
  const message =
    typeof error === "string" && error
      ? error
      : i18n.t("Request failed ({status})", { ns: "common", status: response.status });
  return new ApiError(response.status, message, body);
}

/**
 * The other save a versioned save's 409 carries (its route's conflict schema), or null when the error
 * is not that conflict: the dialog shows it without asking the server again.
 */
export function conflictOf<S extends ZodType>(error: unknown, schema: S): output<S> | null {
  if (!(error instanceof ApiError) || error.status !== 409) return null;
  const parsed = schema.safeParse(error.body);
  return parsed.success ? parsed.data : null;
}

/** The message to show for any thrown value. */
export function errorMessage(error: unknown, fallback?: string): string {
  if (error instanceof Error && error.message) return error.message;
  return fallback ?? i18n.t("Something went wrong. Please try again.", { ns: "common" });
}
