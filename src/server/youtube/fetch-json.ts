// One call to a Google JSON API: 10 s time-out per attempt, retries with exponential back-off and
// jitter on 429 and 5xx (and on a dropped connection), never on other 4xx answers.
import type { z } from "zod";
import { msg } from "../../shared/message.ts";
import type { AppError } from "../errors.ts";
import { sleep } from "../sleep.ts";
import { YouTubeApiError as ApiError, youtubeErrorFrom } from "./api-error.ts";

export interface RetryPolicy {
  /** Time-out of one attempt. */
  timeoutMs: number;
  /** Retries after the first attempt. */
  maxRetries: number;
  /** The first back-off; each retry doubles it, and a random part spreads retrying clients apart. */
  baseDelayMs: number;
  /** The longest a `Retry-After` header may make us wait. */
  maxDelayMs: number;
}

export const DEFAULT_RETRY: RetryPolicy = { timeoutMs: 10_000, maxRetries: 3, baseDelayMs: 400, maxDelayMs: 5_000 };

function backoff(attempt: number, policy: RetryPolicy, retryAfter: string | null): number {
  const seconds = retryAfter ? Number(retryAfter) : Number.NaN;
  if (Number.isFinite(seconds) && seconds >= 0) return Math.min(seconds * 1000, policy.maxDelayMs);
  const ceiling = policy.baseDelayMs * 2 ** attempt;
  // "Equal jitter": at least half the exponential delay, plus a random share of the other half.
  return Math.min(ceiling / 2 + Math.random() * (ceiling / 2), policy.maxDelayMs);
}

const isRetryable = (status: number) => status === 429 || status >= 500;

export interface JsonRequest {
  url: URL;
  init?: RequestInit;
  /** Names the service in messages: 'YouTube'. */
  service: string;
  policy?: RetryPolicy;
  /** Turns an unsuccessful answer into the error to throw. */
  errorFrom?: (status: number, body: unknown) => AppError;
  /** Stops the call and its retries when the caller no longer wants the answer (a shutdown). */
  signal?: AbortSignal;
}

/**
 * Fetches and validates JSON; throws an AppError a user can read (502 when the service failed), or
 * the reason of `request.signal` once that is aborted.
 */
export async function fetchJson<T extends z.ZodType>(request: JsonRequest, schema: T): Promise<z.output<T>> {
  const text = await fetchBody(request);
  const parsed = schema.safeParse(parseJson(text));
  if (!parsed.success)
    throw new ApiError(502, msg("{service} answered in an unexpected format."), undefined, undefined, {
      service: request.service,
    });
  return parsed.data;
}

/** Like fetchJson for an answer that is not JSON (a report's CSV): its text, with the same time-outs and retries. */
export function fetchText(request: JsonRequest): Promise<string> {
  return fetchBody(request);
}

async function fetchBody(request: JsonRequest): Promise<string> {
  const policy = request.policy ?? DEFAULT_RETRY;
  const errorFrom = request.errorFrom ?? youtubeErrorFrom;
  for (let attempt = 0; ; attempt++) {
    let res: Response;
    try {
      const timeout = AbortSignal.timeout(policy.timeoutMs);
      const signal = request.signal ? AbortSignal.any([timeout, request.signal]) : timeout;
      res = await fetch(request.url, { ...request.init, signal });
    } catch (error) {
      request.signal?.throwIfAborted();
      const name = (error as Error).name;
      if (name === "TimeoutError" || name === "AbortError") {
        throw noAnswerWithin(request.service, policy);
      }
      if (attempt < policy.maxRetries) {
        await sleep(backoff(attempt, policy, null), request.signal);
        continue;
      }
      throw new ApiError(502, msg("Could not reach {service}. Please try again later."), undefined, undefined, {
        service: request.service,
      });
    }
    const text = await readBody(res, request.service, policy, request.signal);
    if (res.ok) return text;
    if (isRetryable(res.status) && attempt < policy.maxRetries) {
      await sleep(backoff(attempt, policy, res.headers.get("retry-after")), request.signal);
      continue;
    }
    throw errorFrom(res.status, parseJson(text));
  }
}

async function readBody(res: Response, service: string, policy: RetryPolicy, signal?: AbortSignal): Promise<string> {
  let text: string;
  try {
    text = await res.text();
  } catch (error) {
    signal?.throwIfAborted();
    const name = (error as Error).name;
    if (name === "TimeoutError" || name === "AbortError") throw noAnswerWithin(service, policy);
    throw new ApiError(502, msg("{service}'s answer was cut off. Please try again."), undefined, undefined, {
      service,
    });
  }
  return text;
}

const noAnswerWithin = (service: string, policy: RetryPolicy) =>
  new ApiError(502, msg("{service} did not answer within {seconds} seconds. Please try again."), undefined, undefined, {
    service,
    seconds: policy.timeoutMs / 1000,
  });

function parseJson(text: string): unknown {
  if (!text) return null;
  try {
    return JSON.parse(text);
  } catch {
    // A proxy's HTML error page: the status says enough.
    return null;
  }
}
