// "Translate packaging": a package's title, description and chapter names written in another language
// by the configured model, one structured call per language, the languages named in words the model
// follows. The offline writer's templates are English: it refuses, never copying English text across.
import { z } from "zod";
import { languageName } from "../../shared/languages.ts";
import { msg } from "../../shared/message.ts";
import { PACKAGING_LIMITS, type PackagingTranslation, YOUTUBE_LIMITS } from "../../shared/schemas/packaging.ts";
import { AppError } from "../errors.ts";
import type { Logger } from "../logger.ts";
import { type ConnectedModel, modelFailureReason } from "./model-call.ts";
import { cutAtWord } from "./packaging-draft.ts";
import type { PromptParts } from "./prompts.ts";
import { type AiConfig, connectModel } from "./provider.ts";
import { askStructured } from "./structured.ts";

/** What one translation is made from: the package's own text and the two languages. */
export interface TranslationBrief {
  /** BCP 47 tags: the package's language and the one to write. */
  from: string;
  to: string;
  title: string;
  description: string;
  chapterTitles: string[];
}

export interface PackagingTranslator {
  translate(brief: TranslationBrief, signal?: AbortSignal): Promise<PackagingTranslation>;
}

export const OFFLINE_CANNOT_TRANSLATE = msg(
  "The offline writer can't translate packaging: it only fills English templates. Set AI_PROVIDER to use an AI model, or type the translation by hand.",
);

export const TRANSLATION_FAILED = msg("Failed to translate the packaging. Please try again. {reason}");

const CALL_TIMEOUT_MS = 120_000;

// No length keywords (strict JSON-schema modes refuse them): the answer is fitted to YouTube's limits here.
export const translationAnswerSchema = z.object({
  title: z.string().describe("The title in the target language, under 100 characters"),
  description: z.string().describe("The description in the target language, line breaks kept"),
  chapterTitles: z.array(z.string()).describe("Each chapter name in the target language, in the same order"),
});
type TranslationAnswer = z.infer<typeof translationAnswerSchema>;

export function createPackagingTranslator(ai: AiConfig, logger: Logger): PackagingTranslator {
  const connected = connectModel(ai);
  return connected ? modelPackagingTranslator(connected, logger) : offlinePackagingTranslator;
}

export const offlinePackagingTranslator: PackagingTranslator = {
  translate: async () => {
    throw new AppError(400, OFFLINE_CANNOT_TRANSLATE);
  },
};

const noBrackets = (text: string) => text.replace(/[<>]/g, "");

/** The model's answer within YouTube's limits: a title cut at a word, no < or >, one name per chapter. */
export function tidyTranslation(brief: TranslationBrief, answer: TranslationAnswer): PackagingTranslation {
  const title = cutAtWord(noBrackets(answer.title).replace(/^["'“]+|["'”]+$/g, ""), YOUTUBE_LIMITS.title);
  const description = noBrackets(answer.description)
    .replace(/\r\n?/g, "\n")
    .replace(/\n{3,}/g, "\n\n")
    .trim();
  const chapterTitles = brief.chapterTitles.map((original, i) => {
    const name = cutAtWord(noBrackets(answer.chapterTitles[i] ?? ""), PACKAGING_LIMITS.chapterTitle);
    return name || original;
  });
  return {
    language: brief.to,
    title: title || cutAtWord(brief.title, YOUTUBE_LIMITS.title),
    description,
    chapterTitles,
    source: "model",
  };
}

export function translationPrompt(brief: TranslationBrief): PromptParts {
  const from = `${languageName(brief.from)} (${brief.from})`;
  const to = `${languageName(brief.to)} (${brief.to})`;
  const chapters = brief.chapterTitles.length
    ? `\n<chapters>\n${brief.chapterTitles.map((name, i) => `${i + 1}. ${name}`).join("\n")}\n</chapters>`
    : "\n(The video has no chapters: answer an empty list of chapter names.)";
  return {
    instructions:
      "You translate YouTube packaging for viewers who speak another language. You write as a native " +
      "speaker would title and describe the video, not word for word: keep its meaning, its promise and its " +
      "links, never add claims. YouTube's rules: a title is at most 100 characters; no < or > anywhere.",
    prompt:
      `Translate this video's title, description and chapter names from ${from} into ${to}. ` +
      `Write every field in ${languageName(brief.to)}.\n` +
      `\n<title>\n${brief.title}\n</title>\n<description>\n${brief.description}\n</description>${chapters}`,
  };
}

export function modelPackagingTranslator(connected: ConnectedModel, logger: Logger): PackagingTranslator {
  return {
    async translate(brief, signal) {
      try {
        const answer = await askStructured(connected, {
          schema: translationAnswerSchema,
          prompt: translationPrompt(brief),
          signal,
          totalMs: CALL_TIMEOUT_MS,
          logger,
        });
        return tidyTranslation(brief, answer);
      } catch (error) {
        if (signal?.aborted) throw new AppError(400, msg("The request was cancelled."));
        logger.warn({ err: error }, "AI provider call failed: packaging translation");
        throw new AppError(502, TRANSLATION_FAILED, undefined, undefined, {
          params: { reason: modelFailureReason(connected, error) },
        });
      }
    },
  };
}
