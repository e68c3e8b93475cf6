import {
  generateText,
  type LanguageModel,
  NoObjectGeneratedError,
  NoOutputGeneratedError,
  Output,
  streamText,
} from "ai";
import type { z } from "zod";
import { researchDataSchema, topicSuggestionsSchema } from "../../shared/schemas/studio.ts";
import { STUDIO_FAILURES, type StudioOperation, TOPICS_MAX } from "../../shared/studio-values.ts";
import { AppError } from "../errors.ts";
import type { Logger } from "../logger.ts";
import {
  grammarPrompt,
  type PromptParts,
  researchPrompt,
  rewritePrompt,
  scriptPrompt,
  topicsPrompt,
} from "./prompts.ts";
import type { StudioWriter } from "./studio-writer.ts";

export interface ModelWriterOptions {
  model: LanguageModel;
  logger: Logger;
  /** Retries of a failed provider call (5xx, 429, network), with the AI SDK's backoff. */
  maxRetries?: number;
}

// Every provider call has a time-out (issue 6); a script may take a while to write in full.
const CALL_TIMEOUT_MS = 120_000;
const SCRIPT_TIMEOUT_MS = 10 * 60_000;

/** The caller's signal (client gone, Cancel) combined with the call's time-out. */
function withTimeout(signal: AbortSignal | undefined, ms: number): AbortSignal {
  return signal ? AbortSignal.any([signal, AbortSignal.timeout(ms)]) : AbortSignal.timeout(ms);
}

const timedOut = (signal?: AbortSignal) =>
  signal?.reason instanceof DOMException && signal.reason.name === "TimeoutError";

/** The studio operations on an AI model through the Vercel AI SDK. */
export function createModelWriter({ model, logger, maxRetries = 1 }: ModelWriterOptions): StudioWriter {
  function failure(operation: StudioOperation, error: unknown, signal?: AbortSignal): AppError {
    if (signal?.aborted && !timedOut(signal)) return cancelled();
    logger.warn({ err: error, operation }, "AI provider call failed");
    return new AppError(502, STUDIO_FAILURES[operation]);
  }

  /** A structured answer, validated by its zod schema; an answer that fails it is asked for once more. */
  async function structured<T>(
    operation: StudioOperation,
    schema: z.ZodType<T>,
    prompt: PromptParts,
    callerSignal?: AbortSignal,
  ): Promise<T> {
    const signal = withTimeout(callerSignal, CALL_TIMEOUT_MS);
    for (let attempt = 1; ; attempt++) {
      try {
        const result = await generateText({
          model,
          ...prompt,
          output: Output.object({ schema }),
          abortSignal: signal,
          maxRetries,
        });
        return result.output;
      } catch (error) {
        const invalid = NoObjectGeneratedError.isInstance(error) || NoOutputGeneratedError.isInstance(error);
        if (invalid && attempt === 1 && !signal?.aborted) {
          logger.warn({ err: error, operation }, "AI answer did not match the schema; asking again");
          continue;
        }
        throw failure(operation, error, signal);
      }
    }
  }

  async function text(operation: StudioOperation, prompt: PromptParts, callerSignal?: AbortSignal): Promise<string> {
    const signal = withTimeout(callerSignal, CALL_TIMEOUT_MS);
    let answer: string;
    try {
      answer = (await generateText({ model, ...prompt, abortSignal: signal, maxRetries })).text;
    } catch (error) {
      throw failure(operation, error, signal);
    }
    const cleaned = stripWrapping(answer);
    if (!cleaned) throw failure(operation, new Error("The model answered with no text"), signal);
    return cleaned;
  }

  return {
    async research(input, signal) {
      return tidyResearch(await structured("research", researchDataSchema, researchPrompt(input), signal));
    },
    async topics(input, signal) {
      const { topics } = await structured("topics", topicSuggestionsSchema, topicsPrompt(input), signal);
      return distinct(topics).slice(0, TOPICS_MAX);
    },
    async *streamScript(input, callerSignal) {
      const signal = withTimeout(callerSignal, SCRIPT_TIMEOUT_MS);
      // Errors arrive as "error" parts below; without onError the SDK would also print them to stderr.
      const result = streamText({ model, ...scriptPrompt(input), abortSignal: signal, maxRetries, onError: () => {} });
      let written = false;
      for await (const part of result.fullStream) {
        if (part.type === "text-delta" && part.text) {
          written = true;
          yield part.text;
        } else if (part.type === "error") {
          throw failure("script", part.error, signal);
        } else if (part.type === "abort") {
          throw timedOut(signal) ? failure("script", new Error("The provider took too long"), signal) : cancelled();
        }
      }
      if (!written) throw failure("script", new Error("The model answered with no text"), signal);
    },
    async rewrite(input, signal) {
      // The rewritten text replaces exactly the selection, so its surrounding whitespace is kept.
      const [, lead, , trail] = /^(\s*)([\s\S]*?)(\s*)$/.exec(input.selectedText)!;
      return lead + (await text("rewrite", rewritePrompt(input), signal)) + trail;
    },
    async fixGrammar(input, signal) {
      const [, lead, , trail] = /^(\s*)([\s\S]*?)(\s*)$/.exec(input)!;
      return lead + (await text("grammar", grammarPrompt(input.trim()), signal)) + trail;
    },
  };
}

const cancelled = () => new AppError(400, "The request was cancelled.");

/** Models sometimes echo the <text> tags or wrap the answer in a code fence or quotes. */
function stripWrapping(answer: string): string {
  let result = answer.trim();
  result = result.replace(/^```[a-z]*\n([\s\S]*?)\n```$/i, "$1").trim();
  result = result.replace(/^<text>\s*([\s\S]*?)\s*<\/text>$/i, "$1").trim();
  return result;
}

function distinct(items: readonly string[]): string[] {
  const seen = new Set<string>();
  return items
    .map((item) => item.trim())
    .filter((item) => {
      const key = item.toLowerCase();
      if (!item || seen.has(key)) return false;
      seen.add(key);
      return true;
    });
}

type ResearchData = z.infer<typeof researchDataSchema>;

/** Trims every item and drops empty or repeated ones (the schema sent to models has no length rules). */
function tidyResearch(data: ResearchData): ResearchData {
  const tidy = (items: string[]) => {
    const kept = distinct(items);
    return kept.length ? kept : items.slice(0, 1);
  };
  return {
    summary: data.summary.trim(),
    audienceInsights: tidy(data.audienceInsights),
    keyPoints: tidy(data.keyPoints),
    questionsViewersAsk: tidy(data.questionsViewersAsk),
    keywordIdeas: tidy(data.keywordIdeas),
    competitorAngles: tidy(data.competitorAngles),
    hookIdeas: tidy(data.hookIdeas),
  };
}
