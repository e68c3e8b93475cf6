import type { ContentfulStatusCode } from "hono/utils/http-status";

/**
 * The one error type services throw; `onError` turns it into the contract's `{ error }` JSON, with
 * `issues` for bad input and `body`'s fields for an answer that says more (a 409's newest version).
 */
export class AppError extends Error {
  readonly status: ContentfulStatusCode;
  readonly issues?: unknown;
  readonly body?: Record<string, unknown>;

  constructor(status: ContentfulStatusCode, message: string, issues?: unknown, body?: Record<string, unknown>) {
    super(message);
    this.name = "AppError";
    this.status = status;
    this.issues = issues;
    this.body = body;
  }
}

export const badRequest = (message: string) => new AppError(400, message);
export const unauthorized = (message = "Authentication required: Please log in") => new AppError(401, message);
export const forbidden = (message = "You don't have permission to do this") => new AppError(403, message);
export const notFound = (message: string) => new AppError(404, message);
export const conflict = (message: string) => new AppError(409, message);
