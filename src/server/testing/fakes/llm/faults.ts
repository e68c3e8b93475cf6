// Faults a test queues for the next requests (or aims at requests whose prompt contains a text), and
// each API's own way of answering them: status, body and headers as the real servers send them.
import { createServer } from "node:net";
import type { LlmApi } from "./options.ts";

export type LlmFault =
  /**
   * 429 (Ollama and llama.cpp have no rate limit: they answer their 503 "busy" instead). `retryAfterSeconds`
   * (default 1) is the wait the body and the reset headers announce; `sendRetryAfter: false` leaves the
   * `retry-after` header out, as OpenAI does at times (openai/openai-dotnet #838).
   */
  | { kind: "rate-limit"; retryAfterSeconds?: number; sendRetryAfter?: boolean }
  /** The provider's "overloaded" answer: Anthropic's 529, OpenAI's 503, Ollama's and llama.cpp's busy 503. */
  | { kind: "overloaded" }
  /** HTTP 200, `chunks` deltas, then the API's own mid-stream failure (non-streamed requests: a 500). */
  | { kind: "error-after"; chunks: number }
  /** Accepts the connection and sends nothing, no headers either, until the client goes away. */
  | { kind: "silent" }
  /** Any status with the API's error body for it (401 bad key, 400, 404, 500…). */
  | { kind: "status"; status: number; message?: string };

export interface ErrorAnswer {
  status: number;
  headers: Record<string, string>;
  body: unknown;
}

type Family = "openai" | "anthropic" | "ollama" | "llamacpp";

export const familyOf = (api: LlmApi): Family => (api === "openai-chat" || api === "openai-responses" ? "openai" : api);

// OpenAI's error bodies: {"error":{"message","type","param","code"}} (openai-node #1477 capture; the
// messages are those of OpenAI's error-codes guide).
const OPENAI_ERRORS: Record<number, { type: string; code: string | null; message: string }> = {
  400: { type: "invalid_request_error", code: null, message: "Invalid request." },
  401: {
    type: "invalid_request_error",
    code: "invalid_api_key",
    message:
      "Incorrect API key provided: sk-test. You can find your API key at https://platform.openai.com/account/api-keys.",
  },
  403: {
    type: "invalid_request_error",
    code: "unsupported_country_region_territory",
    message: "Country, region, or territory not supported",
  },
  404: {
    type: "invalid_request_error",
    code: "model_not_found",
    message: "The model does not exist or you do not have access to it.",
  },
  500: {
    type: "server_error",
    code: null,
    message: "The server had an error while processing your request. Sorry about that!",
  },
  503: { type: "server_error", code: null, message: "The engine is currently overloaded, please try again later." },
};

// Anthropic's error types by status, and its body {"type":"error","error":{type,message},"request_id"}
// (Anthropic's errors reference, as quoted in Microsoft's dev-proxy "Anthropic 529 overloaded_error").
const ANTHROPIC_ERRORS: Record<number, { type: string; message: string }> = {
  400: { type: "invalid_request_error", message: "Invalid request." },
  401: { type: "authentication_error", message: "invalid x-api-key" },
  403: { type: "permission_error", message: "Your API key does not have permission to use the specified resource." },
  404: { type: "not_found_error", message: "The requested resource could not be found." },
  413: { type: "request_too_large", message: "Request exceeds the maximum allowed number of bytes." },
  429: {
    type: "rate_limit_error",
    message:
      "This request would exceed the rate limit for your organization of 50 requests per minute. For details, refer to: https://docs.claude.com/en/api/rate-limits. You can see the response headers for current usage. Please reduce the prompt length or the maximum tokens requested, or try again later.",
  },
  500: { type: "api_error", message: "Internal server error" },
  529: { type: "overloaded_error", message: "Overloaded" },
};

// Ollama's busy answer: server/sched.go ErrMaxQueue, sent as 503 by handleScheduleError; on /v1 it goes
// through openai.NewError (openai/openai.go), which types 400 and 404 and calls the rest api_error.
export const OLLAMA_BUSY = "server busy, please try again.  maximum pending requests exceeded";

function ollamaError(status: number, message: string): ErrorAnswer {
  const type = status === 400 ? "invalid_request_error" : status === 404 ? "not_found_error" : "api_error";
  return { status, headers: {}, body: { error: { message, type, param: null, code: null } } };
}

// llama.cpp's server: {"error":{"code","message","type"}} and 503 "Loading model" while it is not ready
// (tools/server format_error_response). Unverified against a capture: kept to that documented shape.
function llamacppError(status: number, message: string): ErrorAnswer {
  const type = status === 503 ? "unavailable_error" : status >= 500 ? "server_error" : "invalid_request_error";
  return { status, headers: {}, body: { error: { code: status, message, type } } };
}

/** An OpenAI duration string as in x-ratelimit-reset-* ("6m0s", "3.89s", "120ms": open-webui #3743). */
function openaiDuration(seconds: number): string {
  if (seconds < 1) return `${Math.round(seconds * 1000)}ms`;
  if (seconds < 60) return `${Number(seconds.toFixed(2))}s`;
  return `${Math.floor(seconds / 60)}m${Math.round(seconds % 60)}s`;
}

function openaiError(status: number, message: string | undefined, requestId: string): ErrorAnswer {
  const known = OPENAI_ERRORS[status] ?? {
    type: status >= 500 ? "server_error" : "invalid_request_error",
    code: null,
    message: "Request failed.",
  };
  return {
    status,
    headers: { "x-request-id": requestId },
    body: { error: { message: message ?? known.message, type: known.type, param: null, code: known.code } },
  };
}

function anthropicError(status: number, message: string | undefined, requestId: string): ErrorAnswer {
  const known = ANTHROPIC_ERRORS[status] ?? {
    type: status >= 500 ? "api_error" : "invalid_request_error",
    message: "Error",
  };
  return {
    status,
    headers: { "request-id": requestId },
    body: { type: "error", error: { type: known.type, message: message ?? known.message }, request_id: requestId },
  };
}

function rateLimited(family: Family, fault: Extract<LlmFault, { kind: "rate-limit" }>, requestId: string): ErrorAnswer {
  const wait = fault.retryAfterSeconds ?? 1;
  const retryAfter: Record<string, string> =
    fault.sendRetryAfter === false ? {} : { "retry-after": String(Math.ceil(wait)) };
  if (family === "openai") {
    // Body and headers: the capture and openai-dotnet #838 / open-webui #3743 (limits, what is
    // left, and when each resets, as duration strings).
    const answer = openaiError(429, undefined, requestId);
    answer.body = {
      error: {
        message: `Rate limit reached for gpt-4o-mini in organization org-double on tokens per min (TPM): Limit 200000, Used 199120, Requested 1893. Please try again in ${Number(wait.toFixed(2))}s. Visit https://platform.openai.com/account/rate-limits to learn more.`,
        type: "tokens",
        param: null,
        code: "rate_limit_exceeded",
      },
    };
    answer.headers = {
      ...answer.headers,
      ...retryAfter,
      "x-ratelimit-limit-requests": "5000",
      "x-ratelimit-limit-tokens": "200000",
      "x-ratelimit-remaining-requests": "4999",
      "x-ratelimit-remaining-tokens": "0",
      "x-ratelimit-reset-requests": "12ms",
      "x-ratelimit-reset-tokens": openaiDuration(wait),
    };
    return answer;
  }
  if (family === "anthropic") {
    // retry-after in seconds and anthropic-ratelimit-* with RFC 3339 resets (Anthropic rate-limits reference).
    const answer = anthropicError(429, undefined, requestId);
    const reset = new Date(Date.now() + wait * 1000).toISOString().replace(/\.\d+Z$/, "Z");
    answer.headers = {
      ...answer.headers,
      ...retryAfter,
      "anthropic-ratelimit-requests-limit": "50",
      "anthropic-ratelimit-requests-remaining": "0",
      "anthropic-ratelimit-requests-reset": reset,
      "anthropic-ratelimit-input-tokens-limit": "30000",
      "anthropic-ratelimit-input-tokens-remaining": "29000",
      "anthropic-ratelimit-input-tokens-reset": reset,
      "anthropic-ratelimit-output-tokens-limit": "8000",
      "anthropic-ratelimit-output-tokens-remaining": "8000",
      "anthropic-ratelimit-output-tokens-reset": reset,
    };
    return answer;
  }
  // No rate limit exists on a local server: the nearest real answer is its busy 503, without retry-after.
  return overloaded(family, requestId);
}

function overloaded(family: Family, requestId: string): ErrorAnswer {
  switch (family) {
    case "openai":
      return openaiError(503, undefined, requestId);
    case "anthropic":
      // 529 {"type":"error","error":{"type":"overloaded_error","message":"Overloaded"}}.
      return anthropicError(529, undefined, requestId);
    case "ollama":
      return ollamaError(503, OLLAMA_BUSY);
    case "llamacpp":
      return llamacppError(503, "Loading model");
  }
}

/** The HTTP answer for a fault that is answered before any stream starts. */
export function errorAnswer(api: LlmApi, fault: LlmFault, requestId: string): ErrorAnswer {
  const family = familyOf(api);
  switch (fault.kind) {
    case "rate-limit":
      return rateLimited(family, fault, requestId);
    case "overloaded":
      return overloaded(family, requestId);
    default: {
      const status = fault.kind === "status" ? fault.status : 500;
      const message = fault.kind === "status" ? fault.message : undefined;
      if (family === "openai") return openaiError(status, message, requestId);
      if (family === "anthropic") return anthropicError(status, message, requestId);
      if (family === "ollama")
        return ollamaError(status, message ?? "an error was encountered while running the model");
      return llamacppError(status, message ?? "Internal server error");
    }
  }
}

/** The server error a stream reports when it fails after starting, in OpenAI's words. */
export const OPENAI_STREAM_ERROR = OPENAI_ERRORS[500].message;

/**
 * A base URL where nothing listens: a port the system handed out and took back, so a client gets
 * ECONNREFUSED at once (a local model server that is not running).
 */
export async function unreachableBaseUrl(): Promise<string> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as { port: number };
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return `http://127.0.0.1:${port}/v1`;
}
