// "Make Shorts" (decision 046): proposals built on moments of a long script, and each accepted Short's
// script written to its length in seconds. With a model: one structured call proposes, one streamed
// section (the studio's length machinery) writes each Short. Without one: the script's own sections.
import type { LengthRule } from "../../shared/length.ts";
import { msg } from "../../shared/message.ts";
import { type ShortProposal, shortsAnswerSchema } from "../../shared/schemas/shorts.ts";
import { AppError } from "../errors.ts";
import type { Logger } from "../logger.ts";
import { type CallEnd, type ConnectedModel, modelFailureReason, streamModel } from "./model-call.ts";
import { offlineProposals, offlineShortBody } from "./offline/shorts.ts";
import { languageLine, lengthLine, type PromptParts } from "./prompts.ts";
import { type AiConfig, connectModel } from "./provider.ts";
import { writeSection } from "./section-writer.ts";
import { askStructured } from "./structured.ts";

export interface LongScript {
  title: string;
  script: string;
  language: string;
}

export interface ShortBrief {
  long: LongScript;
  proposal: ShortProposal;
  /** The Short's length in its language's unit, at the Shorts rate. */
  target: number;
  rule: LengthRule;
}

export interface ShortsWriter {
  source: "model" | "offline";
  /** Proposals as written: their quotes are checked against the script by the caller. */
  propose(long: LongScript, signal?: AbortSignal): Promise<ShortProposal[]>;
  /** The Short's script: its hook first, its callback last, `target` long within the length rule's margin. */
  write(brief: ShortBrief, signal?: AbortSignal): Promise<string>;
}

export const SHORTS_FAILED = msg("Failed to make the Shorts. Please try again. {reason}");

const CALL_TIMEOUT_MS = 5 * 60_000;
/** The most of a long script the proposal call reads: far more than any script of two hours. */
const SCRIPT_MAX_CHARACTERS = 60_000;

export function createShortsWriter(ai: AiConfig, logger: Logger): ShortsWriter {
  const connected = connectModel(ai);
  return connected ? modelShortsWriter(connected, logger) : offlineShortsWriter;
}

/** Sentences joined as the language writes them: a space between words, nothing between characters. */
const joiner = (rule: LengthRule) => (rule.unit === "characters" ? "" : " ");

export const offlineShortsWriter: ShortsWriter = {
  source: "offline",
  propose: async (long) => offlineProposals(long.script, long.title, long.language),
  write: async ({ long, proposal, target, rule }) => {
    const callback = proposal.callback.trim();
    const body = offlineShortBody(long.script, proposal.quote, Math.max(1, target - rule.count(callback)), rule);
    return `${body}\n\n${callback}`;
  },
};

export function shortsProposalPrompt(long: LongScript): PromptParts {
  return {
    instructions:
      "You pick moments of a long YouTube video's script that make strong YouTube Shorts: a surprising fact, " +
      "one item of a list, a payoff. Each Short is built on one moment. Quote the moment word for word, " +
      "exactly as the script writes it, one to three sentences, without changing a word. Answer with JSON only.",
    prompt:
      `Topic: ${long.title}\n${languageLine(long.language)}\n\n` +
      "Propose between 3 and 8 Shorts from this script, each on a different moment, each with a title, the quote, " +
      "a hook (its first sentence), its length in seconds (15 to 60) and a last line that sends viewers to the full " +
      `video "${long.title}".\n\n<script>\n${long.script.slice(0, SCRIPT_MAX_CHARACTERS)}\n</script>`,
  };
}

export function shortScriptPrompt(brief: ShortBrief, words: number, written = ""): PromptParts {
  const { long, proposal } = brief;
  return {
    instructions:
      "You write the script of a YouTube Short: spoken fast, straight to camera, one idea, no introduction and " +
      "no section labels. Answer with the spoken text only.",
    prompt:
      `Topic: ${proposal.title}\n${languageLine(long.language)}\n\n` +
      `The Short comes from the video "${long.title}" and is built on this passage of its script:\n` +
      `<quote>\n${proposal.quote}\n</quote>\n` +
      `It opens with: "${proposal.hook}" and ends with: "${proposal.callback}". Those two lines are added for ` +
      "you: write what comes between them.\n" +
      (written ? `Carry on from here, without repeating it:\n<text>\n${written}\n</text>\n` : "") +
      lengthLine(words, brief.rule.unit),
  };
}

export function modelShortsWriter(connected: ConnectedModel, logger: Logger): ShortsWriter {
  const failure = (error: unknown, signal?: AbortSignal) => {
    if (error instanceof AppError) return error;
    if (signal?.aborted) return new AppError(400, msg("The request was cancelled."));
    logger.warn({ err: error }, "AI provider call failed: Shorts");
    const reason = modelFailureReason(connected, error);
    return new AppError(502, SHORTS_FAILED, undefined, undefined, { params: { reason } });
  };
  return {
    source: "model",
    async propose(long, signal) {
      try {
        const answer = await askStructured(connected, {
          schema: shortsAnswerSchema,
          prompt: shortsProposalPrompt(long),
          signal,
          totalMs: CALL_TIMEOUT_MS,
          logger,
        });
        return answer.proposals.map((p) => ({
          title: p.title,
          quote: p.quote,
          hook: p.hook,
          targetSeconds: p.targetSeconds,
          callback: p.callback,
        }));
      } catch (error) {
        throw failure(error, signal);
      }
    },
    async write(brief, signal) {
      const { proposal, rule, target } = brief;
      const hook = proposal.hook.trim();
      const callback = proposal.callback.trim();
      const budget = Math.max(1, target - rule.count(hook) - rule.count(callback));
      try {
        const pieces = writeSection({
          logger,
          signal,
          budget,
          rule,
          prompt: (words) => shortScriptPrompt(brief, words),
          continuation: (written, words) => shortScriptPrompt(brief, words, written),
          call: (parts) =>
            streamModel(connected, {
              prompt: parts,
              signal,
              totalMs: CALL_TIMEOUT_MS,
              logger,
            }) as AsyncGenerator<string, CallEnd>,
        });
        let body = "";
        for (let next = await pieces.next(); !next.done; next = await pieces.next()) body += next.value;
        return `${hook}${joiner(rule)}${body.trim()}\n\n${callback}`;
      } catch (error) {
        throw failure(error, signal);
      }
    },
  };
}
