import type { LanguageModel, LanguageModelUsage } from "ai";
import type { z } from "zod";
import { msg } from "../../shared/message.ts";
import { inEnglish, type RuleMessage } from "../../shared/rule-message.ts";
import type { Logger } from "../logger.ts";
import { sleep } from "../sleep.ts";
import type { PromptParts } from "./prompts.ts";
import { aiSdk, isApiCallError } from "./sdk.ts";
import type { ModelStatus } from "./studio-writer.ts";

/**
 * How refusals are waited out. The AI SDK retries by itself too (honouring `retry-after`, 2 s doubling:
 * packages/ai/src/util/retry-with-exponential-backoff.ts), but silently: our own loop lets the studio
 * say "The provider is busy — trying again in N s" while it waits, so the SDK's is turned off.
 */
export interface RetryPolicy {
  /** Retries of a call the provider refused as busy (429, 529, 503…) before it answered anything. */
  busyRetries: number;
  /** The first wait when the provider does not say how long (doubling after). */
  firstDelayMs: number;
  /** The longest wait honoured, whatever `retry-after` asks. */
  maxDelayMs: number;
  /** How long a provider that cannot be reached at all is tried before the call fails. */
  unreachableMs: number;
}

export const DEFAULT_RETRY: RetryPolicy = {
  busyRetries: 4,
  firstDelayMs: 2_000,
  maxDelayMs: 60_000,
  // A model server that is down fails the studio within 10 s (connection refused is immediate).
  unreachableMs: 4_000,
};

/** A configured model and what every call to it needs. */
export interface ConnectedModel {
  /** The model, built by the first call (the AI SDK and the provider's package are loaded then). */
  model(): Promise<LanguageModel>;
  /** Where the model is reached, as messages name it ("Could not reach the model at …"). */
  endpoint: string;
  /** How long the model may send nothing — no answer, no reasoning — before the call fails (AI_TIMEOUT_S). */
  silenceMs: number;
  retry: RetryPolicy;
}

export interface ModelCall {
  prompt: PromptParts;
  /** Structured output: the provider is asked for JSON of this shape (its answer is read as text). */
  schema?: z.ZodType;
  maxOutputTokens?: number;
  /** The caller's signal: Cancel, or the member gone. */
  signal?: AbortSignal;
  /** The longest the whole call may take, once the model answers. */
  totalMs: number;
  logger: Logger;
  onStatus?(status: ModelStatus): void;
}

/** How a call ended: why the model stopped, and the tokens it used (reasoning included) when told. */
export interface CallEnd {
  finishReason: string;
  usage?: LanguageModelUsage;
  /** Whether the model sent reasoning (in its own field or a `<think>` block). */
  reasoned: boolean;
}

/**
 * A failed model call, with a line for the member saying what happened: a catalogue message whose
 * values keep the provider's own words as it wrote them; `message` is its English.
 */
export class ModelError extends Error {
  /** Whether a retry could help (a break mid-answer), as opposed to a refusal or a silent model. */
  readonly transient: boolean;
  readonly said: RuleMessage;

  constructor(said: RuleMessage, transient: boolean, options?: { cause?: unknown }) {
    super(inEnglish(said), options);
    this.name = "ModelError";
    this.transient = transient;
    this.said = said;
  }
}

/**
 * One streamed model call: its answer text piece by piece (reasoning kept apart and only reported as
 * "thinking"), returning how it ended. A refusal before anything was sent (429, 529, 5xx) is waited out —
 * `retry-after` honoured, else backoff — and told as a "waiting" status; a provider that cannot be reached
 * fails within `retry.unreachableMs`; a model silent for `silenceMs` fails. Leaving the generator early
 * aborts the provider request.
 */
export async function* streamModel(m: ConnectedModel, call: ModelCall): AsyncGenerator<string, CallEnd> {
  const started = Date.now();
  for (let busy = 0; ; ) {
    const attempt = await attemptCall(m, call);
    try {
      const result = yield* attempt.pieces;
      return result;
    } catch (error) {
      if (call.signal?.aborted) throw call.signal.reason ?? error;
      if (attempt.answered()) throw asModelError(m, error, call);
      const wait = retryDelay(m, error, busy, Date.now() - started);
      if (wait === null) throw asModelError(m, error, call);
      busy++;
      call.logger.warn({ err: error, waitMs: wait }, "AI provider refused the call; trying again");
      if (!isUnreachable(error)) call.onStatus?.({ state: "waiting", seconds: Math.ceil(wait / 1000) });
      await sleep(wait, call.signal);
    }
  }
}

interface Attempt {
  pieces: AsyncGenerator<string, CallEnd>;
  /** Whether the model sent anything (text or reasoning): from then on a failure is not retried here. */
  answered(): boolean;
}

async function attemptCall(m: ConnectedModel, call: ModelCall): Promise<Attempt> {
  const [{ streamText, Output }, model] = await Promise.all([aiSdk(), m.model()]);
  let answered = false;
  async function* pieces(): AsyncGenerator<string, CallEnd> {
    const local = new AbortController();
    // The silence timer: until the first token, then between tokens.
    let silence: NodeJS.Timeout | undefined;
    const quiet = () => {
      clearTimeout(silence);
      silence = setTimeout(() => local.abort(new SilentModel(m.silenceMs)), m.silenceMs);
    };
    const signal = AbortSignal.any([
      local.signal,
      AbortSignal.timeout(call.totalMs),
      ...(call.signal ? [call.signal] : []),
    ]);
    let reasoned = false;
    let finishReason = "unknown";
    let usage: LanguageModelUsage | undefined;
    quiet();
    try {
      const result = streamText({
        model,
        ...call.prompt,
        ...(call.schema ? { output: Output.object({ schema: call.schema }) } : {}),
        ...(call.maxOutputTokens ? { maxOutputTokens: call.maxOutputTokens } : {}),
        abortSignal: signal,
        maxRetries: 0,
        // Errors arrive as "error" parts below; without onError the SDK would also print them to stderr.
        onError: () => {},
      });
      for await (const part of result.fullStream) {
        switch (part.type) {
          case "text-delta":
            if (!part.text) break;
            answered = true;
            quiet();
            yield part.text;
            break;
          case "reasoning-delta":
            answered = true;
            quiet();
            if (!reasoned) call.onStatus?.({ state: "thinking" });
            reasoned = true;
            break;
          case "error":
            throw part.error;
          case "abort":
            throw signal.reason ?? new Error("The provider call was aborted");
          case "finish":
            finishReason = part.finishReason;
            usage = part.totalUsage;
            break;
        }
      }
      if (signal.aborted) throw signal.reason;
      return { finishReason, usage, reasoned };
    } catch (error) {
      if (local.signal.aborted && local.signal.reason instanceof SilentModel) throw local.signal.reason;
      throw error;
    } finally {
      clearTimeout(silence);
      local.abort();
    }
  }
  return { pieces: pieces(), answered: () => answered };
}

/** The model sent nothing for too long. */
class SilentModel extends Error {
  readonly seconds: number;
  constructor(ms: number) {
    super(`The model sent nothing for ${Math.round(ms / 1000)} s`);
    this.seconds = Math.round(ms / 1000);
  }
}

const isUnreachable = (error: unknown) =>
  isApiCallError(error) && error.statusCode === undefined && /cannot connect/i.test(error.message);

/** Statuses a provider uses to say "busy, try later" (Anthropic's 529 overloaded_error among them). */
const BUSY = new Set([408, 409, 429, 500, 502, 503, 504, 529]);

/** How long to wait before trying a refused call again, or null when it should fail now. */
function retryDelay(m: ConnectedModel, error: unknown, busyTries: number, elapsedMs: number): number | null {
  if (error instanceof SilentModel || !isApiCallError(error)) return null;
  if (isUnreachable(error)) {
    const wait = 1000 * 2 ** busyTries;
    return elapsedMs + wait <= m.retry.unreachableMs ? wait : null;
  }
  if (!error.statusCode || !BUSY.has(error.statusCode) || busyTries >= m.retry.busyRetries) return null;
  const told = toldDelay(error.responseHeaders ?? {});
  const wait = told ?? m.retry.firstDelayMs * 2 ** busyTries;
  return Math.min(Math.max(wait, 0), m.retry.maxDelayMs);
}

/**
 * What the provider asked for: `retry-after-ms` (OpenAI), `retry-after` in seconds or as an HTTP date
 * (Anthropic, OpenAI when present — it is not always: openai-dotnet #838).
 */
export function toldDelay(headers: Record<string, string>): number | null {
  const ms = Number.parseFloat(headers["retry-after-ms"] ?? "");
  if (Number.isFinite(ms) && ms >= 0) return ms;
  const after = headers["retry-after"];
  if (!after) return null;
  const seconds = Number.parseFloat(after);
  if (Number.isFinite(seconds) && seconds >= 0) return seconds * 1000;
  const date = Date.parse(after);
  return Number.isNaN(date) ? null : Math.max(0, date - Date.now());
}

/** The error as a member reads it: what happened, in the provider's own words where it has some. */
export function asModelError(m: ConnectedModel, error: unknown, call?: Pick<ModelCall, "signal">): Error {
  if (call?.signal?.aborted) return error instanceof Error ? error : new Error(String(error));
  if (error instanceof ModelError) return error;
  const { endpoint } = m;
  if (error instanceof SilentModel) {
    const silent = msg("The model sent nothing for {seconds} s ({endpoint}).");
    return new ModelError({ text: silent, values: { seconds: String(error.seconds), endpoint } }, false);
  }
  if (error instanceof DOMException && error.name === "TimeoutError") {
    const slow = msg("The model took too long to answer ({endpoint}).");
    return new ModelError({ text: slow, values: { endpoint } }, true, { cause: error });
  }
  if (isUnreachable(error)) {
    return new ModelError({ text: msg("Could not reach the model at {endpoint}."), values: { endpoint } }, false);
  }
  if (isApiCallError(error)) {
    const said = providerMessage(error);
    const status = error.statusCode;
    if (status === 401 || status === 403) {
      const refused = msg("The model provider refused the API key ({status}): {said}");
      return new ModelError({ text: refused, values: { status: String(status), said } }, false);
    }
    if (status && BUSY.has(status)) {
      const busy = msg("The model provider is busy ({status}): {said}");
      return new ModelError({ text: busy, values: { status: String(status), said } }, true);
    }
    return status
      ? new ModelError(
          { text: msg("The model provider answered {status}: {said}"), values: { status: String(status), said } },
          false,
        )
      : new ModelError({ text: msg("The model provider answered with an error: {said}"), values: { said } }, false);
  }
  const stopped = msg("The model stopped with an error: {said}");
  return new ModelError({ text: stopped, values: { said: providerMessage(error) } }, true, { cause: error });
}

/** Why a model call failed, as an error's `reason` value: translated where it is a message of ours. */
export function modelFailureReason(m: ConnectedModel, error: unknown): RuleMessage | string {
  const failed = asModelError(m, error);
  return failed instanceof ModelError ? failed.said : failed.message;
}

/** The provider's own error text: its JSON body's `error.message` (OpenAI, Anthropic, Ollama), else the error's. */
function providerMessage(error: unknown): string {
  const data = isApiCallError(error) ? error.data : error;
  const nested = (data as { error?: { message?: unknown } } | undefined)?.error?.message;
  if (typeof nested === "string" && nested) return nested;
  const own = (data as { message?: unknown } | undefined)?.message;
  if (typeof own === "string" && own) return own;
  if (isApiCallError(error) && error.responseBody) {
    try {
      const body = JSON.parse(error.responseBody) as { error?: { message?: string } | string };
      const message = typeof body.error === "string" ? body.error : body.error?.message;
      if (message) return message;
    } catch {
      return error.responseBody.slice(0, 300);
    }
  }
  return error instanceof Error ? error.message : String(error);
}
