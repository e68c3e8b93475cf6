// Packaging (issue 12): titles, a description, tags and thumbnail text written by the configured model
// (one structured call, zod-validated, asked once more when invalid) or by the offline writer's templates.
import { z } from "zod";
import { DEFAULT_LANGUAGE } from "../../shared/languages.ts";
import { msg } from "../../shared/message.ts";
import { PACKAGING_LIMITS, type PackagingField, YOUTUBE_LIMITS } from "../../shared/schemas/packaging.ts";
import { AppError } from "../errors.ts";
import type { Logger } from "../logger.ts";
import type { LanguageAware } from "./languages-written.ts";
import { type ConnectedModel, modelFailureReason } from "./model-call.ts";
import { offlinePackaging } from "./offline/packaging.ts";
import { writesOffline } from "./offline/writer.ts";
import { composeDescription, type PackagingBrief, type PackagingDraft, tidyDraft } from "./packaging-draft.ts";
import { languageLine, type PromptParts, styleGuide } from "./prompts.ts";
import { type AiConfig, connectModel } from "./provider.ts";
import { askStructured } from "./structured.ts";

export interface PackagingWriter extends LanguageAware {
  /** "model" or "offline": the UI labels the offline writer's templates as such. */
  source: "model" | "offline";
  write(brief: PackagingBrief, field: PackagingField | "all", signal?: AbortSignal): Promise<PackagingDraft>;
}

export const PACKAGING_FAILED = msg("Failed to generate the packaging. Please try again. {reason}");

const CALL_TIMEOUT_MS = 120_000;
/** The script as the prompt carries it: its start and end say most about the video. */
const SCRIPT_CHARS = 12_000;

// The model's answer, per field; no length keywords (strict JSON-schema modes refuse them): the
// server fits the answer to the limits (packaging-tidy.ts).
const titlesAnswer = z
  .array(z.string())
  .describe(
    `${PACKAGING_LIMITS.titleCandidates} different title candidates, each under ${YOUTUBE_LIMITS.titleVisible} characters where possible`,
  );
const descriptionAnswer = z.object({
  hook: z.string().describe("One line that makes a viewer want to watch, under 150 characters"),
  summary: z.string().describe("Two to four sentences on what the video covers"),
  hashtags: z.array(z.string()).describe("Up to 3 hashtags, single words without #"),
});
const tagsAnswer = z
  .array(z.string())
  .describe(`Up to ${PACKAGING_LIMITS.tags} search tags, most important first, short phrases viewers search for`);
const thumbnailAnswer = z
  .array(
    z.object({
      text: z.string().describe(`At most ${PACKAGING_LIMITS.thumbnailWords} words, big and readable on a thumbnail`),
      aim: z.string().describe("The emotion or promise the text aims at, in a few words"),
    }),
  )
  .describe(`${PACKAGING_LIMITS.thumbnailIdeas} thumbnail text ideas`);

export const packagingAnswerSchema = z.object({
  titles: titlesAnswer,
  description: descriptionAnswer,
  tags: tagsAnswer,
  thumbnailTexts: thumbnailAnswer,
});

const fieldAnswerSchemas = {
  titles: z.object({ titles: titlesAnswer }),
  description: z.object({ description: descriptionAnswer }),
  tags: z.object({ tags: tagsAnswer }),
  thumbnailTexts: z.object({ thumbnailTexts: thumbnailAnswer }),
} as const;

type PackagingAnswer = Partial<z.infer<typeof packagingAnswerSchema>>;

export function createPackagingWriter(ai: AiConfig, logger: Logger): PackagingWriter {
  const connected = connectModel(ai);
  return connected ? modelPackagingWriter(connected, logger) : offlinePackagingWriter;
}

export const offlinePackagingWriter: PackagingWriter = {
  source: "offline",
  // Its templates are English, like the offline script writer's.
  writesIn: writesOffline,
  write: async (brief, field) => offlinePackaging(brief, field),
};

/**
 * The answer as a draft: the description composed (hook, summary, links lines), then tidied to the limits,
 * thumbnail texts in the package's language's unit.
 */
export function draftOf(answer: PackagingAnswer, language?: string): PackagingDraft {
  return tidyDraft(
    {
      ...(answer.titles && { titles: answer.titles }),
      ...(answer.description && {
        description: composeDescription(answer.description.hook, answer.description.summary),
        hashtags: answer.description.hashtags,
      }),
      ...(answer.tags && { tags: answer.tags }),
      ...(answer.thumbnailTexts && { thumbnailTexts: answer.thumbnailTexts }),
    },
    language,
  );
}

/** One structured call (repaired, asked again when invalid: structured.ts). */
export function modelPackagingWriter(connected: ConnectedModel, logger: Logger): PackagingWriter {
  return {
    source: "model",
    async write(brief, field, signal) {
      const schema: z.ZodType<PackagingAnswer> = field === "all" ? packagingAnswerSchema : fieldAnswerSchemas[field];
      try {
        const answer = await askStructured(connected, {
          schema,
          prompt: packagingPrompt(brief, field),
          signal,
          totalMs: CALL_TIMEOUT_MS,
          logger,
        });
        return draftOf(answer, brief.language);
      } catch (error) {
        if (signal?.aborted) throw new AppError(400, msg("The request was cancelled."));
        logger.warn({ err: error }, "AI provider call failed: packaging");
        throw new AppError(502, PACKAGING_FAILED, undefined, undefined, {
          params: { reason: modelFailureReason(connected, error) },
        });
      }
    },
  };
}

const ASKED: Record<PackagingField | "all", string> = {
  all: "Write the video's packaging: title candidates, a description (hook line, summary, hashtags), search tags and thumbnail text ideas.",
  titles: `Write ${PACKAGING_LIMITS.titleCandidates} different title candidates for the video.`,
  description: "Write the video's description: a hook line, a short summary and up to 3 hashtags.",
  tags: `Write up to ${PACKAGING_LIMITS.tags} search tags for the video.`,
  thumbnailTexts: `Write ${PACKAGING_LIMITS.thumbnailIdeas} thumbnail text ideas, each with the emotion or promise it aims at.`,
};

/** The script cut to its start and end when long. */
function scriptExcerpt(script: string): string {
  if (script.length <= SCRIPT_CHARS) return script;
  const half = SCRIPT_CHARS / 2;
  return `${script.slice(0, half)}\n[…]\n${script.slice(-half)}`;
}

export function packagingPrompt(brief: PackagingBrief, field: PackagingField | "all"): PromptParts {
  const keyword = brief.keywords[0]?.trim();
  return {
    instructions:
      "You are an experienced YouTube strategist. You write packaging that earns the click honestly: specific, " +
      "true to the script, no clickbait the video does not pay off. YouTube's rules: a title is at most 100 " +
      "characters and about 60 show in search; no < or > anywhere; tags are short search phrases.",
    prompt:
      `${ASKED[field]}\n` +
      `${languageLine(brief.language ?? DEFAULT_LANGUAGE)}\n` +
      styleGuide(brief.channel) +
      (brief.topic.trim() ? `Topic: ${brief.topic.trim()}\n` : "") +
      (keyword ? `Main keyword (put it early in titles): ${keyword}\n` : "") +
      (brief.keywords.length > 1 ? `Other keywords: ${brief.keywords.slice(1).join(", ")}\n` : "") +
      (brief.research?.trim() ? `\nResearch:\n${brief.research.trim().slice(0, 4000)}\n` : "") +
      `\n<script>\n${scriptExcerpt(brief.script)}\n</script>`,
  };
}
