import type { z } from "zod";
import { type LengthRule, lengthRule } from "../../shared/length.ts";
import { msg } from "../../shared/message.ts";
import {
  type PlannedSection,
  researchDataSchema,
  type ScriptInput,
  topicSuggestionsSchema,
} from "../../shared/schemas/studio.ts";
import {
  type ScriptFormat,
  SPOKEN_WORDS_PER_MINUTE,
  STUDIO_FAILURES,
  type StudioOperation,
  TOPICS_MAX,
} from "../../shared/studio-values.ts";
import { AppError } from "../errors.ts";
import type { Logger } from "../logger.ts";
import { asModelError, type CallEnd, type ConnectedModel, ModelError, streamModel } from "./model-call.ts";
import {
  continuationPrompt,
  grammarPrompt,
  languageOf,
  lastWords,
  type PromptParts,
  planPrompt,
  researchPrompt,
  rewritePrompt,
  scriptContinuationPrompt,
  scriptPrompt,
  sectionPrompt,
  topicsPrompt,
} from "./prompts.ts";
import { repairPlan, SINGLE_CALL_MAX_WORDS, scriptPlanAnswerSchema, sectionHeading } from "./script-plan.ts";
import { writeSection } from "./section-writer.ts";
import { askStructured, InvalidAnswer } from "./structured.ts";
import type { ModelStatus, StudioWriter, WithChannel } from "./studio-writer.ts";

/** One provider call as the eval counts it: what it was for and the tokens it used (when told). */
export interface CallRecord {
  kind: "structured" | "text" | "stream";
  inputTokens?: number;
  outputTokens?: number;
  /** Whether the model sent reasoning (never part of the answer). */
  reasoned?: boolean;
}

export interface ModelWriterOptions {
  connected: ConnectedModel;
  logger: Logger;
  /** Spoken words a minute: the script's target is duration × this. */
  wordsPerMinute?: number;
  /** Told after every provider call (the eval counts calls and tokens). */
  onCall?(call: CallRecord): void;
}

// Every provider call has a time-out once the model answers (besides AI_TIMEOUT_S for its silences); a
// section of a long script may take a while to write.
const CALL_TIMEOUT_MS = 5 * 60_000;

/** The studio operations on an AI model through the Vercel AI SDK. */
export function createModelWriter({
  connected,
  logger,
  wordsPerMinute = SPOKEN_WORDS_PER_MINUTE,
  onCall,
}: ModelWriterOptions): StudioWriter {
  const counted = (kind: CallRecord["kind"]) => (end: CallEnd | undefined) =>
    onCall?.({
      kind,
      inputTokens: end?.usage?.inputTokens,
      outputTokens: end?.usage?.outputTokens,
      reasoned: end?.reasoned,
    });

  /**
   * The failure as the member reads it: the spec's message when the cause says nothing more, else what
   * happened ("Could not reach the model at …"), which the client shows under the spec's toast.
   */
  function failure(operation: StudioOperation, error: unknown, signal?: AbortSignal): AppError {
    if (error instanceof AppError) return error;
    if (signal?.aborted) return cancelled();
    logger.warn({ err: error, operation }, "AI provider call failed");
    const said = asModelError(connected, error);
    if (said instanceof ModelError)
      return new AppError(502, said.said.text, undefined, undefined, { params: said.said.values });
    return new AppError(502, said.message || STUDIO_FAILURES[operation]);
  }

  async function structured<T>(
    operation: StudioOperation,
    schema: z.ZodType<T>,
    prompt: PromptParts,
    signal?: AbortSignal,
    onStatus?: (status: ModelStatus) => void,
  ): Promise<T> {
    try {
      return await askStructured(connected, {
        schema,
        prompt,
        signal,
        totalMs: CALL_TIMEOUT_MS,
        logger,
        onStatus,
        onEnd: counted("structured"),
      });
    } catch (error) {
      throw failure(operation, error, signal);
    }
  }

  async function text(operation: StudioOperation, prompt: PromptParts, signal?: AbortSignal): Promise<string> {
    let answer = "";
    const end = counted("text");
    try {
      const pieces = streamModel(connected, { prompt, signal, totalMs: CALL_TIMEOUT_MS, logger });
      for (let next = await pieces.next(); ; next = await pieces.next()) {
        if (next.done) {
          end(next.value);
          break;
        }
        answer += next.value;
      }
    } catch (error) {
      end(undefined);
      throw failure(operation, error, signal);
    }
    const cleaned = stripWrapping(answer);
    if (!cleaned)
      throw new AppError(502, msg("The model answered with no text ({endpoint})."), undefined, undefined, {
        params: { endpoint: connected.endpoint },
      });
    return cleaned;
  }

  /**
   * The plan: one validated structured call, repaired so it fits the switches, topics and target; an
   * answer that is still not a plan after being asked again gives way to the plan repairPlan makes alone.
   */
  async function planScript(
    input: WithChannel<ScriptInput>,
    target: number,
    rule: LengthRule,
    signal?: AbortSignal,
    onStatus?: (status: ModelStatus) => void,
  ): Promise<PlannedSection[]> {
    let answer: z.infer<typeof scriptPlanAnswerSchema> | null = null;
    try {
      answer = await askStructured(connected, {
        schema: scriptPlanAnswerSchema,
        prompt: planPrompt(input, target),
        signal,
        totalMs: CALL_TIMEOUT_MS,
        logger,
        onStatus,
        onEnd: counted("structured"),
      });
    } catch (error) {
      if (!(error instanceof InvalidAnswer)) throw failure("script", error, signal);
      logger.warn({ err: error }, "AI plan did not match the schema twice; planning without it");
    }
    return repairPlan(answer, input, target, rule);
  }

  return {
    async research(input, signal) {
      return tidyResearch(await structured("research", researchDataSchema, researchPrompt(input), signal));
    },
    async topics(input, signal) {
      const { topics } = await structured("topics", topicSuggestionsSchema, topicsPrompt(input), signal);
      return distinct(topics).slice(0, TOPICS_MAX);
    },
    async *streamScript(input, signal, onStatus) {
      // The script's language and the picked channel's pace, else the writer's (issue 11, decision 038).
      const rule = lengthRule(languageOf(input), input.channel?.wordsPerMinute ?? wordsPerMinute);
      const target = Math.round(input.scriptConfig.duration * rule.perMinute);
      const stream = counted("stream");
      const section = (
        budget: number,
        prompt: (words: number) => PromptParts,
        more: (w: string, n: number) => PromptParts,
      ) =>
        writeSection({
          logger,
          signal,
          budget,
          rule,
          prompt,
          continuation: more,
          call: async function* (parts) {
            let end: CallEnd | undefined;
            try {
              end = yield* streamModel(connected, {
                prompt: parts,
                signal,
                totalMs: CALL_TIMEOUT_MS,
                logger,
                onStatus,
              });
              return end;
            } finally {
              stream(end);
            }
          },
        });
      // issue 30: every lesson the member left on goes into the plan and section prompts.
      const applied = input.channel?.lessons ?? [];
      if (applied.length) yield { type: "lessons", applied };
      try {
        // A short script is one section's worth: one call, and its first words come at once.
        if (target <= SINGLE_CALL_MAX_WORDS * rule.scale) {
          const whole = section(
            target,
            (words) => scriptPrompt(input, words),
            (written, more) => scriptContinuationPrompt(input, target, written, more),
          );
          for await (const text of whole) yield { type: "delta", text };
          return;
        }
        const plan = await planScript(input, target, rule, signal, onStatus);
        yield { type: "plan", sections: plan };
        let script = "";
        for (let index = 0; index < plan.length; index++) {
          yield { type: "section", index };
          const words = budgetFor(plan, index, target, rule.count(script), input.scriptConfig.scriptType, rule);
          const brief = { plan, index, words, previous: lastWords(script, 80, rule) };
          const heading = sectionHeading(plan, index, input.scriptConfig.scriptType);
          // The heading goes out with the section's first words: a section that fails or is cancelled
          // before writing any leaves no heading without text behind it.
          let lead = (index === 0 ? "" : "\n\n") + (heading ? `${heading}\n` : "");
          const pieces = section(
            brief.words,
            (asked) => sectionPrompt(input, { ...brief, words: asked }),
            (written, more) => continuationPrompt(input, brief, written, more),
          );
          for await (const piece of pieces) {
            const text = lead + piece;
            lead = "";
            script += text;
            yield { type: "delta", text };
          }
        }
      } catch (error) {
        throw failure("script", error, signal);
      }
    },
    async rewrite(input, signal) {
      // The rewritten text replaces exactly the selection, so its surrounding whitespace is kept.
      const [, lead, , trail] = /^(\s*)([\s\S]*?)(\s*)$/.exec(input.selectedText)!;
      return lead + (await text("rewrite", rewritePrompt(input), signal)) + trail;
    },
    async fixGrammar(input, signal, channel, language) {
      const [, lead, , trail] = /^(\s*)([\s\S]*?)(\s*)$/.exec(input)!;
      return lead + (await text("grammar", grammarPrompt(input.trim(), channel, language), signal)) + trail;
    },
  };
}

/**
 * What the section at `index` is asked for: its planned words, scaled so the sections left make up
 * what the script still lacks (earlier sections that ran short or long are made up for), within half
 * and one and a half times the plan.
 */
export function budgetFor(
  plan: readonly PlannedSection[],
  index: number,
  target: number,
  writtenWords: number,
  format: ScriptFormat,
  rule: LengthRule = lengthRule(),
): number {
  const rest = plan.slice(index);
  const headings = rest.reduce((sum, _, i) => sum + rule.count(sectionHeading(plan, index + i, format)), 0);
  const planned = rest.reduce((sum, s) => sum + s.words, 0);
  const left = target - writtenWords - headings;
  const words = plan[index].words;
  const scaled = planned > 0 ? (words * left) / planned : words;
  return Math.max(1, Math.round(Math.min(Math.max(scaled, words * 0.5), words * 1.5)));
}

const cancelled = () => new AppError(400, msg("The request was cancelled."));

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
