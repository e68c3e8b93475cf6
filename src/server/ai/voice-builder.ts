import { z } from "zod";
import { msg } from "../../shared/message.ts";
import { type ChannelVoice, channelVoiceSchema, VOICE_LIMITS } from "../../shared/schemas/channel-voice.ts";
import { AppError } from "../errors.ts";
import type { Logger } from "../logger.ts";
import { type ConnectedModel, modelFailureReason } from "./model-call.ts";
import { deriveVoiceProfile, type VoiceMaterial } from "./offline/voice-profile.ts";
import type { PromptParts } from "./prompts.ts";
import { type AiConfig, connectModel } from "./provider.ts";
import { askStructured } from "./structured.ts";

/** Builds a channel's voice profile from its scripts and titles: with the configured model, or offline. */
export interface VoiceBuilder {
  build(material: VoiceMaterial, signal?: AbortSignal): Promise<ChannelVoice>;
}

export const VOICE_BUILD_FAILED = msg("Failed to build the voice profile. Please try again. {reason}");

/** The most of the channel's writing one build reads: the newest scripts first, each cut to a share. */
export const VOICE_INPUT = { scripts: 12, charsPerScript: 6_000, totalChars: 24_000, titles: 50 } as const;

const CALL_TIMEOUT_MS = 120_000;

/**
 * The model's answer: the profile's shape without length keywords (strict JSON-schema modes refuse
 * them); `tidyVoice` fits it to the limits.
 */
export const voiceAnswerSchema = z.object({
  tone: z.string().describe("How the channel sounds, in one or two sentences"),
  sentenceLength: z.number().int().describe("The average number of words in a sentence of its scripts"),
  vocabulary: z.string().describe("The words it reaches for: plain or technical, slang, recurring terms"),
  signaturePhrases: z.array(z.string()).describe("Up to 8 short phrases the presenter says again and again"),
  openings: z.string().describe("How its videos open, in a sentence or two"),
  closings: z.string().describe("How its videos close, in a sentence or two"),
  avoidWords: z.array(z.string()).describe("Words or phrases the channel never uses and the writer should avoid"),
});

export function createVoiceBuilder(ai: AiConfig, logger: Logger): VoiceBuilder {
  const connected = connectModel(ai);
  return connected ? modelVoiceBuilder(connected, logger) : { build: async (material) => deriveVoiceProfile(material) };
}

/** One structured call (repaired, asked again when invalid: structured.ts). */
export function modelVoiceBuilder(connected: ConnectedModel, logger: Logger): VoiceBuilder {
  return {
    async build(material, signal) {
      try {
        const answer = await askStructured(connected, {
          schema: voiceAnswerSchema,
          prompt: voicePrompt(material),
          signal,
          totalMs: CALL_TIMEOUT_MS,
          logger,
        });
        return tidyVoice(answer, material);
      } catch (error) {
        if (signal?.aborted) throw new AppError(400, msg("The request was cancelled."));
        logger.warn({ err: error }, "AI provider call failed: voice profile");
        throw new AppError(502, VOICE_BUILD_FAILED, undefined, undefined, {
          params: { reason: modelFailureReason(connected, error) },
        });
      }
    },
  };
}

/** The scripts (newest first) and titles, cut to VOICE_INPUT so a prolific channel stays one call. */
export function boundedMaterial(material: VoiceMaterial): VoiceMaterial {
  const scripts: string[] = [];
  let left = VOICE_INPUT.totalChars;
  for (const script of material.scripts.slice(0, VOICE_INPUT.scripts)) {
    if (left <= 0) break;
    const text = script.trim().slice(0, Math.min(VOICE_INPUT.charsPerScript, left));
    if (text) scripts.push(text);
    left -= text.length;
  }
  return { scripts, videoTitles: material.videoTitles.slice(0, VOICE_INPUT.titles) };
}

export function voicePrompt(material: VoiceMaterial): PromptParts {
  const { scripts, videoTitles } = boundedMaterial(material);
  return {
    instructions:
      "You are an experienced YouTube script editor. You describe how a channel writes so that new scripts sound " +
      "like it. Describe only what the scripts show; never invent.",
    prompt:
      "Write the style guide of this YouTube channel from its scripts (newest first)" +
      (videoTitles.length ? " and its video titles" : "") +
      ": its tone, its average sentence length in words, its vocabulary and signature phrases, how its videos open " +
      "and close, and words it avoids. Keep every answer short.\n\n" +
      scripts.map((script, i) => `<script number="${i + 1}">\n${script}\n</script>`).join("\n\n") +
      (videoTitles.length ? `\n\nVideo titles:\n${videoTitles.map((t) => `- ${t}`).join("\n")}` : ""),
  };
}

/**
 * The model's answer within the profile's limits: texts cut at a word, lists deduplicated and
 * shortened, the sentence length within bounds; what the model left empty is measured offline.
 */
export function tidyVoice(answer: z.infer<typeof voiceAnswerSchema>, material: VoiceMaterial): ChannelVoice {
  const measured = deriveVoiceProfile(material);
  const text = (value: string, fallback: string) => cut(value.trim() || fallback, VOICE_LIMITS.text);
  const list = (items: string[], max: number, length: number) =>
    [...new Set(items.map((i) => i.trim()).filter((i) => i && i.length <= length))].slice(0, max);
  const length = Math.round(answer.sentenceLength);
  return channelVoiceSchema.parse({
    tone: text(answer.tone, measured.tone),
    sentenceLength:
      length >= VOICE_LIMITS.sentenceLengthMin && length <= VOICE_LIMITS.sentenceLengthMax
        ? length
        : measured.sentenceLength,
    vocabulary: text(answer.vocabulary, measured.vocabulary),
    signaturePhrases: list(answer.signaturePhrases, VOICE_LIMITS.phrases, VOICE_LIMITS.phrase),
    openings: text(answer.openings, measured.openings),
    closings: text(answer.closings, measured.closings),
    avoidWords: list(answer.avoidWords, VOICE_LIMITS.avoidWords, VOICE_LIMITS.avoidWord),
  });
}

function cut(value: string, max: number): string {
  if (value.length <= max) return value;
  const head = value.slice(0, max - 1);
  return `${head.slice(0, Math.max(head.lastIndexOf(" "), 1))}…`;
}
