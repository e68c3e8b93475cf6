import { z } from "zod";
import { msg } from "../../../shared/message.ts";
import type { AiModel, AiModelCheck } from "../../../shared/schemas/admin.ts";
import { asModelError, type CallEnd, type ConnectedModel, streamModel } from "../../ai/model-call.ts";
import { type AiConfig, connectModel, describeProvider, modelEndpoint, startsMidThought } from "../../ai/provider.ts";
import { readStructured } from "../../ai/structured.ts";
import { AppError } from "../../errors.ts";
import type { Logger } from "../../logger.ts";

const CHECK_TIMEOUT_MS = 60_000;

/** What the studio writes with, as the admin panel shows it. */
export function describeAiModel(ai: AiConfig): AiModel {
  const info = describeProvider(ai);
  return {
    provider: info.provider,
    label: info.label,
    model: info.model,
    endpoint: modelEndpoint(ai),
    timeoutSeconds: ai.timeoutSeconds,
    startsMidThought: ai.provider !== "offline" && startsMidThought(ai),
  };
}

const checkSchema = z.object({ word: z.string(), number: z.number() });

/**
 * "Test the model": one short structured call (does JSON come back as asked, or only after repair?) and
 * one short streamed call (time to the first token, tokens a second, does it think?), each with the
 * provider's own error text when it fails. Two calls: it counts as one AI request of the admin's.
 */
export async function checkAiModel(ai: AiConfig, logger: Logger, signal?: AbortSignal): Promise<AiModelCheck> {
  const connected = connectModel(ai);
  if (!connected) throw new AppError(400, msg("The offline writer is not a model: there is nothing to test."));
  return {
    structured: await checkStructured(connected, logger, signal),
    stream: await checkStream(connected, logger, signal),
  };
}

async function checkStructured(m: ConnectedModel, logger: Logger, signal?: AbortSignal) {
  const started = Date.now();
  try {
    const { text } = await collect(
      m,
      logger,
      signal,
      {
        instructions: "You answer with JSON only.",
        prompt: 'Answer with a JSON object: "word" is the word ready, "number" is 42.',
      },
      true,
    );
    const ms = Date.now() - started;
    const read = await readStructured(text, checkSchema);
    if (!read.success)
      return { ok: false, ms, json: null, error: `The answer was not the JSON asked for: ${read.error}` };
    return { ok: true, ms, json: isPlainJson(text) ? ("native" as const) : ("repaired" as const), error: null };
  } catch (error) {
    return { ok: false, ms: Date.now() - started, json: null, error: asModelError(m, error, { signal }).message };
  }
}

async function checkStream(m: ConnectedModel, logger: Logger, signal?: AbortSignal) {
  try {
    const { text, end, firstAt, started, thought, deltas } = await collect(m, logger, signal, {
      instructions: "You are a helpful assistant.",
      prompt: "In two sentences, say what makes a YouTube video's first ten seconds work. Write about 40 words.",
    });
    // Servers on the OpenAI-compatible API send usage only when asked (stream_options.include_usage);
    // they stream one token a chunk, so the chunks count the tokens then.
    const tokens = end?.usage?.outputTokens ?? (deltas > 1 ? deltas : undefined);
    const seconds = firstAt !== null ? (Date.now() - firstAt) / 1000 : 0;
    return {
      ok: text.trim().length > 0,
      firstTokenMs: firstAt === null ? null : firstAt - started,
      tokensPerSecond: tokens && seconds > 0 ? Math.round((tokens / seconds) * 10) / 10 : null,
      thinks: thought || Boolean(end?.reasoned),
      needsUnopened: text.includes("</think>"),
      sample: text.trim().slice(0, 300),
      error: text.trim() ? null : "The model answered with no text.",
    };
  } catch (error) {
    return {
      ok: false,
      firstTokenMs: null,
      tokensPerSecond: null,
      thinks: false,
      needsUnopened: false,
      sample: "",
      error: asModelError(m, error, { signal }).message,
    };
  }
}

async function collect(
  m: ConnectedModel,
  logger: Logger,
  signal: AbortSignal | undefined,
  prompt: { instructions: string; prompt: string },
  structured = false,
) {
  const started = Date.now();
  let firstAt: number | null = null;
  let thought = false;
  const pieces = streamModel(m, {
    prompt,
    signal,
    totalMs: CHECK_TIMEOUT_MS,
    logger,
    ...(structured ? { schema: checkSchema } : {}),
    onStatus: (status) => {
      if (status.state === "thinking") {
        thought = true;
        firstAt ??= Date.now();
      }
    },
  });
  let text = "";
  let deltas = 0;
  let end: CallEnd | undefined;
  for (let next = await pieces.next(); ; next = await pieces.next()) {
    if (next.done) {
      end = next.value;
      break;
    }
    firstAt ??= Date.now();
    text += next.value;
    deltas++;
  }
  return { text, end, firstAt, started, thought, deltas };
}

function isPlainJson(text: string): boolean {
  try {
    JSON.parse(text.trim());
    return true;
  } catch {
    return false;
  }
}
