import { z } from "zod";
import { msg } from "../../shared/message.ts";
import { type CallEnd, type ConnectedModel, type ModelCall, ModelError, streamModel } from "./model-call.ts";
import type { PromptParts } from "./prompts.ts";

/**
 * The room a structured answer gets, in tokens, and the room it is given when it was cut off at that
 * limit: a cut answer (`finish_reason: "length"`: instructor #276, vercel/ai #1921) is asked again with
 * more room rather than patched, since what is missing is content. A thinking model spends its
 * reasoning from the same budget (lmstudio-bug-tracker #1990).
 */
export const STRUCTURED_ROOM = 4_096;
export const STRUCTURED_MORE_ROOM = 16_384;

export interface StructuredAsk<T> extends Omit<ModelCall, "schema" | "maxOutputTokens"> {
  schema: z.ZodType<T>;
  /** Told after every provider call (the eval counts calls and tokens). */
  onEnd?(end: CallEnd | undefined): void;
}

/** The model answered, but not with the data asked for, even when asked again. */
export class InvalidAnswer extends ModelError {
  constructor(reason: string) {
    super({ text: msg("The model's answer was not the data asked for: {reason}"), values: { reason } }, false);
    this.name = "InvalidAnswer";
  }
}

/**
 * A structured answer from a model, validated by its zod schema. Real models don't always answer plain
 * JSON even when asked for a JSON schema: local ones put it in a ```json fence (langchain #23297, genkit
 * #4613) or after a sentence (Scrapegraph-ai #324), or stop mid-JSON at the token limit. So the answer is
 * read as text: the JSON is found in it and mended by jsonrepair; an answer cut off at the limit is asked
 * again with more room; one that still fails the schema is asked again once with what was wrong.
 */
export async function askStructured<T>(m: ConnectedModel, ask: StructuredAsk<T>): Promise<T> {
  let prompt = ask.prompt;
  let room = STRUCTURED_ROOM;
  let corrected = false;
  for (;;) {
    const { text, end } = await answerOf(m, {
      ...ask,
      prompt,
      schema: ask.schema,
      maxOutputTokens: room,
    });
    if (end.finishReason === "length" && room < STRUCTURED_MORE_ROOM) {
      ask.logger.warn({ room }, "AI answer was cut off at its token limit; asking again with more room");
      room = STRUCTURED_MORE_ROOM;
      continue;
    }
    const read = await readStructured(text, ask.schema);
    if (read.success) return read.data;
    if (corrected) throw new InvalidAnswer(read.error);
    ask.logger.warn({ reason: read.error }, "AI answer did not match the schema; asking again");
    prompt = correction(ask.prompt, read.error);
    corrected = true;
  }
}

async function answerOf(m: ConnectedModel, call: ModelCall & Pick<StructuredAsk<unknown>, "onEnd">) {
  const pieces = streamModel(m, call);
  let text = "";
  let end: CallEnd | undefined;
  try {
    for (let next = await pieces.next(); ; next = await pieces.next()) {
      if (next.done) {
        end = next.value;
        break;
      }
      text += next.value;
    }
  } finally {
    call.onEnd?.(end);
  }
  return { text, end };
}

/** The same request, told what was wrong with the last answer. */
function correction(prompt: PromptParts, reason: string): PromptParts {
  return {
    ...prompt,
    prompt:
      `${prompt.prompt}\n\nYour previous answer could not be used: ${reason}\n` +
      "Answer again with only the JSON object, matching the schema exactly.",
  };
}

export type StructuredRead<T> = { success: true; data: T } | { success: false; error: string };

/**
 * The schema's value in a model's text answer: the whole answer, the inside of a code fence, or the span
 * from the first `{`/`[` to the last `}`/`]` (a sentence before or after it), each mended by jsonrepair
 * (fences, trailing commas, comments, single quotes, unclosed brackets) before it is parsed and validated.
 */
export async function readStructured<T>(text: string, schema: z.ZodType<T>): Promise<StructuredRead<T>> {
  // Loaded by the first structured answer, like the AI SDK (decision 009, lazily loaded modules).
  const { jsonrepair } = await import("jsonrepair");
  const candidates = jsonCandidates(text);
  let error = "the answer holds no JSON";
  for (const candidate of candidates) {
    let value: unknown;
    try {
      value = JSON.parse(jsonrepair(candidate));
    } catch (e) {
      error = `the JSON could not be read (${e instanceof Error ? e.message : String(e)})`;
      continue;
    }
    const parsed = schema.safeParse(value);
    if (parsed.success) return { success: true, data: parsed.data };
    error = z.prettifyError(parsed.error).replace(/\s*\n\s*/g, "; ");
  }
  return { success: false, error };
}

function jsonCandidates(text: string): string[] {
  const trimmed = text.trim();
  const candidates = [trimmed];
  const fence = /```[a-zA-Z]*\s*\n([\s\S]*?)(?:\n\s*```|$)/.exec(trimmed);
  if (fence) candidates.push(fence[1].trim());
  const start = trimmed.search(/[{[]/);
  const stop = Math.max(trimmed.lastIndexOf("}"), trimmed.lastIndexOf("]"));
  if (start > 0 || (start >= 0 && stop < trimmed.length - 1)) {
    candidates.push(trimmed.slice(start, stop > start ? stop + 1 : undefined));
  }
  return [...new Set(candidates.filter(Boolean))];
}
