import { type LanguageModel, type LanguageModelUsage, streamText } from "ai";
import { countWords } from "../../shared/studio.ts";
import type { Logger } from "../logger.ts";
import type { PromptParts } from "./prompts.ts";

/** Below this share of its budget a section gets one call that continues it. */
export const CONTINUE_BELOW = 0.85;
/** Past this share of its budget a section is cut at the next sentence boundary. */
export const TRIM_ABOVE = 1.3;

/**
 * The most words one call is asked for: many models write one or two thousand words an answer
 * whatever they are asked, so a longer section is written in several calls, each carrying on.
 */
export const MAX_CALL_WORDS = 800;

export interface SectionWriting {
  model: LanguageModel;
  logger: Logger;
  maxRetries: number;
  /** The caller's signal (client gone, Cancel); each call adds its own time-out. */
  signal?: AbortSignal;
  timeoutMs: number;
  /** The words the section should have. */
  budget: number;
  /** Whether a section far over its budget is cut (a one-call script is left as the model wrote it). */
  trim: boolean;
  /** The call that starts the section, asking for about `words`. */
  prompt(words: number): PromptParts;
  /** The call that carries on from `written`, asking for about `words` more. */
  continuation(written: string, words: number): PromptParts;
  /** Told after every provider call, with its token usage when the provider sent it. */
  onUsage?(usage: LanguageModelUsage | undefined): void;
}

/**
 * Writes one section in streamed calls, yielding its text as it comes and returning it whole. A
 * section longer than one call's worth is written in parts, each carrying on from the last; then a
 * section under 85 % of its budget gets one continuation, and one past 130 % is cut at a sentence
 * boundary (and its call aborted). A failed call is tried once more, carrying on from what was already
 * written; a second failure of the same call ends the section with the provider's error. Errors are the provider's own; an aborted caller signal ends it at once.
 */
export async function* writeSection(w: SectionWriting): AsyncGenerator<string, string> {
  const state: SectionState = { written: "", words: 0, trimmed: false };
  const cap = Math.ceil(w.budget * TRIM_ABOVE);
  const parts = Math.max(1, Math.ceil(w.budget / MAX_CALL_WORDS));
  for (let part = 1; part <= parts && !state.trimmed; part++) {
    const words = Math.max(1, Math.round((w.budget * part) / parts) - state.words);
    yield* call(w, state, cap, state.written ? w.continuation(state.written, words) : w.prompt(words));
  }
  const words = state.words;
  if (!state.trimmed && words < w.budget * CONTINUE_BELOW) {
    yield* call(w, state, cap, w.continuation(state.written, w.budget - words));
  }
  return state.written;
}

interface SectionState {
  written: string;
  /** The words of `written`, kept as it grows. */
  words: number;
  trimmed: boolean;
}

/**
 * One call of a section and, when it fails, its one retry (each call of a long section gets its own),
 * appending to `state.written`.
 */
async function* call(w: SectionWriting, state: SectionState, cap: number, prompt: PromptParts): AsyncGenerator<string> {
  for (let retried = false; ; retried = true) {
    try {
      for await (const piece of streamCall(w, prompt)) {
        let text = state.written ? piece : piece.trimStart();
        if (!text) continue;
        // A continuation starts a new answer: keep a space between it and the text before.
        if (state.written && !/\s$/.test(state.written) && !/^\s/.test(text)) text = ` ${text}`;
        if (w.trim && wordsAfter(state, text) > cap) {
          const cut = sentenceEnd(state.written, text);
          if (cut >= 0) {
            text = text.slice(0, cut);
            state.trimmed = true;
          }
        }
        if (text) {
          state.words = wordsAfter(state, text);
          state.written += text;
          yield text;
        }
        if (state.trimmed) return;
      }
      return;
    } catch (error) {
      if (w.signal?.aborted || retried) throw error;
      w.logger.warn({ err: error }, "A script section failed; trying it once more");
      const words = state.words;
      const asked = Math.min(MAX_CALL_WORDS, Math.max(1, w.budget - words));
      prompt = words ? w.continuation(state.written, asked) : w.prompt(asked);
    }
  }
}

/** The words of `state.written + text`, counting only the new text (a section is checked at every piece). */
function wordsAfter(state: SectionState, text: string): number {
  const joined = /\S$/.test(state.written) && /^\S/.test(text) ? 1 : 0;
  return state.words + countWords(text) - joined;
}

/**
 * Where the first sentence that ends inside `text` ends (after its punctuation, or at a line break),
 * looking at `before` for punctuation right before `text`; -1 when none does.
 */
export function sentenceEnd(before: string, text: string): number {
  const joined = before.slice(-3) + text;
  const offset = joined.length - text.length;
  const match = /[.!?…]["'”’)\]]*(?=\s)|\n/g;
  for (let found = match.exec(joined); found; found = match.exec(joined)) {
    const end = found.index + found[0].length;
    if (end > offset) return end - offset;
  }
  return -1;
}

/** One streamed provider call: its text pieces; its own time-out and abort when it is left early. */
async function* streamCall(w: SectionWriting, prompt: PromptParts): AsyncGenerator<string> {
  const local = new AbortController();
  const signals = [local.signal, AbortSignal.timeout(w.timeoutMs), ...(w.signal ? [w.signal] : [])];
  const signal = AbortSignal.any(signals);
  let usage: LanguageModelUsage | undefined;
  let wrote = false;
  try {
    // Errors arrive as "error" parts below; without onError the SDK would also print them to stderr.
    const result = streamText({
      model: w.model,
      ...prompt,
      abortSignal: signal,
      maxRetries: w.maxRetries,
      onError: () => {},
    });
    for await (const part of result.fullStream) {
      if (part.type === "text-delta" && part.text) {
        wrote = true;
        yield part.text;
      } else if (part.type === "error") {
        throw part.error;
      } else if (part.type === "abort") {
        throw signal.reason ?? new Error("The provider call was aborted");
      } else if (part.type === "finish") {
        usage = part.totalUsage;
      }
    }
    if (!wrote) throw new Error("The model answered with no text");
  } finally {
    local.abort();
    w.onUsage?.(usage);
  }
}
