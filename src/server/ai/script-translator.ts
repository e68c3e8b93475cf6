// "Translate script": a video's script written in another language by the configured model, for a
// dubbed version (YouTube's multi-language audio). A long script goes in parts of a few hundred words,
// each a call of its own, so no answer runs into a model's output limit; section labels stay labels.
// The offline writer's templates are English: it refuses, never copying English text across.
import { languageName } from "../../shared/languages.ts";
import { countLength, unitsPerWord } from "../../shared/length.ts";
import { msg } from "../../shared/message.ts";
import { AppError } from "../errors.ts";
import type { Logger } from "../logger.ts";
import { type ConnectedModel, ModelError, modelFailureReason, streamModel } from "./model-call.ts";
import { languageLine, type PromptParts } from "./prompts.ts";
import { type AiConfig, connectModel } from "./provider.ts";

export interface ScriptTranslator {
  translate(script: string, from: string, to: string, signal?: AbortSignal): Promise<string>;
}

export const OFFLINE_CANNOT_TRANSLATE_SCRIPT = msg(
  "The offline writer can't translate a script: it only writes English templates. Set AI_PROVIDER to use an AI model.",
);
export const SCRIPT_TRANSLATION_FAILED = msg("Failed to translate the script. Please try again. {reason}");

/** About this many words (or their worth in characters) a call: far below any model's output limit. */
const PART_WORDS = 400;
const CALL_TIMEOUT_MS = 120_000;

export function createScriptTranslator(ai: AiConfig, logger: Logger): ScriptTranslator {
  const connected = connectModel(ai);
  return connected ? modelScriptTranslator(connected, logger) : offlineScriptTranslator;
}

export const offlineScriptTranslator: ScriptTranslator = {
  translate: async () => {
    throw new AppError(400, OFFLINE_CANNOT_TRANSLATE_SCRIPT);
  },
};

/** The script in parts of whole paragraphs (blank-line separated), each about PART_WORDS long. */
export function scriptParts(script: string, language: string): string[] {
  const paragraphs = script
    .replace(/\r\n?/g, "\n")
    .split(/\n{2,}/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean);
  const limit = PART_WORDS * unitsPerWord(language);
  const parts: string[] = [];
  let current: string[] = [];
  let length = 0;
  for (const paragraph of paragraphs) {
    const size = countLength(paragraph, language);
    if (current.length > 0 && length + size > limit) {
      parts.push(current.join("\n\n"));
      current = [];
      length = 0;
    }
    current.push(paragraph);
    length += size;
  }
  if (current.length > 0) parts.push(current.join("\n\n"));
  return parts;
}

export function scriptTranslationPrompt(part: string, from: string, to: string): PromptParts {
  const source = `${languageName(from)} (${from})`;
  const target = `${languageName(to)} (${to})`;
  return {
    instructions:
      "You translate YouTube video scripts for a presenter who will record them in another language. Write as a " +
      "native presenter would say it, not word for word: keep the meaning, the tone, the facts and the names; add " +
      "nothing. A line in square brackets, such as [INTRO] or [PART 1: Light], is a section label: keep the brackets " +
      "and translate the words inside. Keep the paragraphs and line breaks. Answer with the translation only.",
    prompt:
      `Translate this part of a script from ${source} into ${target}.\n${languageLine(to)}\n\n` +
      `<script>\n${part}\n</script>`,
  };
}

/** The model's answer without the wrapping a model sometimes adds (<script> tags, a code fence). */
function unwrap(answer: string): string {
  return answer
    .trim()
    .replace(/^```[a-z]*\n([\s\S]*?)\n```$/i, "$1")
    .replace(/^<script>\s*([\s\S]*?)\s*<\/script>$/i, "$1")
    .trim();
}

export function modelScriptTranslator(connected: ConnectedModel, logger: Logger): ScriptTranslator {
  return {
    async translate(script, from, to, signal) {
      const translated: string[] = [];
      try {
        for (const part of scriptParts(script, from)) {
          let answer = "";
          const pieces = streamModel(connected, {
            prompt: scriptTranslationPrompt(part, from, to),
            signal,
            totalMs: CALL_TIMEOUT_MS,
            logger,
          });
          for (let next = await pieces.next(); !next.done; next = await pieces.next()) answer += next.value;
          const text = unwrap(answer);
          if (!text)
            throw new ModelError(
              { text: msg("The model answered with no text ({endpoint})."), values: { endpoint: connected.endpoint } },
              false,
            );
          translated.push(text);
        }
      } catch (error) {
        if (signal?.aborted) throw new AppError(400, msg("The request was cancelled."));
        logger.warn({ err: error }, "AI provider call failed: script translation");
        const reason = modelFailureReason(connected, error);
        throw new AppError(502, SCRIPT_TRANSLATION_FAILED, undefined, undefined, { params: { reason } });
      }
      return translated.join("\n\n");
    },
  };
}
