// A channel's voice (issue 11): a short style guide the studio's writers follow when the channel is
// picked, and the channel's speaking rate. One schema validates the PUT, documents it and drives the
// Voice tab's form; the server stores the profile (with where it came from) in channels.voice_profile.
import { z } from "zod";
import { msg } from "../message.ts";

export const WORDS_PER_MINUTE_MIN = 100;
export const WORDS_PER_MINUTE_MAX = 200;

const RATE_MESSAGE = msg("Words per minute must be a whole number from {min} to {max}", {
  min: WORDS_PER_MINUTE_MIN,
  max: WORDS_PER_MINUTE_MAX,
});

/** How fast the channel's presenter speaks: duration → word target, teleprompter, chapter times. */
export const wordsPerMinuteInput = z
  .number({ error: RATE_MESSAGE })
  .int({ error: RATE_MESSAGE })
  .min(WORDS_PER_MINUTE_MIN, { error: RATE_MESSAGE })
  .max(WORDS_PER_MINUTE_MAX, { error: RATE_MESSAGE });

/** Kept short on purpose: the profile travels in every prompt of a script (a section is one call). */
export const VOICE_LIMITS = {
  text: 400,
  phrase: 80,
  phrases: 10,
  avoidWord: 40,
  avoidWords: 20,
  sentenceLengthMin: 4,
  sentenceLengthMax: 40,
} as const;

/** `label` is a catalogue key (msg()); `empty`, the message when it is required and left empty. */
const note = (label: string, empty?: string) => {
  const text = z
    .string({ error: msg("{label} must be text", { label }) })
    .trim()
    .max(VOICE_LIMITS.text, {
      error: msg("{label} must be at most {max} characters", { label, max: VOICE_LIMITS.text }),
    });
  return empty ? text.min(1, { error: empty }) : text;
};

const SENTENCE_MESSAGE = msg("Sentence length must be a whole number of words from {min} to {max}", {
  min: VOICE_LIMITS.sentenceLengthMin,
  max: VOICE_LIMITS.sentenceLengthMax,
});

export const channelVoiceSchema = z.object({
  /** How the channel sounds, in a sentence or two ("Warm and direct, speaks to 'you'"). */
  tone: note(msg("The tone"), msg("Describe the tone")),
  /** Average words per sentence. */
  sentenceLength: z
    .number({ error: SENTENCE_MESSAGE })
    .int({ error: SENTENCE_MESSAGE })
    .min(VOICE_LIMITS.sentenceLengthMin, { error: SENTENCE_MESSAGE })
    .max(VOICE_LIMITS.sentenceLengthMax, { error: SENTENCE_MESSAGE }),
  /** The words it reaches for, how plain or technical it is. */
  vocabulary: note(msg("The vocabulary")),
  /** Phrases the presenter says again and again ("Let's get into it"). */
  signaturePhrases: z
    .array(
      z
        .string({ error: "A phrase must be text" })
        .trim()
        .min(1, { error: "A phrase can't be empty" })
        .max(VOICE_LIMITS.phrase, {
          error: msg("A phrase must be at most {max} characters", { max: VOICE_LIMITS.phrase }),
        }),
      { error: "Signature phrases must be a list" },
    )
    .max(VOICE_LIMITS.phrases, { error: msg("At most {max} signature phrases", { max: VOICE_LIMITS.phrases }) }),
  /** How its videos open. */
  openings: note(msg("How videos open")),
  /** How its videos close. */
  closings: note(msg("How videos close")),
  /** Words and phrases the channel never uses. */
  avoidWords: z
    .array(
      z
        .string({ error: "A word to avoid must be text" })
        .trim()
        .min(1, { error: "A word to avoid can't be empty" })
        .max(VOICE_LIMITS.avoidWord, {
          error: msg("A word to avoid must be at most {max} characters", { max: VOICE_LIMITS.avoidWord }),
        }),
      { error: "Words to avoid must be a list" },
    )
    .max(VOICE_LIMITS.avoidWords, { error: msg("At most {max} words to avoid", { max: VOICE_LIMITS.avoidWords }) }),
});
export type ChannelVoice = z.infer<typeof channelVoiceSchema>;
export type ChannelVoiceInput = z.input<typeof channelVoiceSchema>;

/** Built from the channel's scripts ("Rebuild from my scripts"), or written or changed by a member. */
export const VOICE_ORIGINS = ["built", "edited"] as const;

/** What a rebuild read: how many saved scripts and synced video titles. */
export const voiceBasisSchema = z.object({ scripts: z.number().int(), videoTitles: z.number().int() });

/** What channels.voice_profile holds. */
export const storedVoiceSchema = z.object({
  profile: channelVoiceSchema,
  origin: z.enum(VOICE_ORIGINS),
  basis: voiceBasisSchema.nullable(),
});
export type StoredVoice = z.infer<typeof storedVoiceSchema>;

/** GET /api/channels/{id}/voice: the profile, or null when none was built or written yet. */
export const channelVoiceAnswerSchema = z.object({
  channelId: z.string(),
  wordsPerMinute: z.number().int(),
  profile: channelVoiceSchema.nullable(),
  origin: z.enum(VOICE_ORIGINS).nullable(),
  basis: voiceBasisSchema.nullable(),
  updatedAt: z.string().nullable().describe("ISO 8601 date-time"),
});
export type ChannelVoiceAnswer = z.infer<typeof channelVoiceAnswerSchema>;

export const channelVoiceSavedSchema = z.object({ message: z.string(), voice: channelVoiceAnswerSchema });
export type ChannelVoiceSaved = z.infer<typeof channelVoiceSavedSchema>;

export const NO_SCRIPTS_FOR_VOICE = "Save a script to this channel first: the voice is built from its scripts.";

/** The profile as the style guide block of a prompt. */
export function describeVoice(voice: ChannelVoice): string {
  const lines = [
    `Tone: ${voice.tone}`,
    `Sentence length: about ${voice.sentenceLength} words a sentence on average`,
    voice.vocabulary && `Vocabulary: ${voice.vocabulary}`,
    voice.signaturePhrases.length > 0 &&
      `Signature phrases (use some of them naturally): ${voice.signaturePhrases.map((p) => `"${p}"`).join(", ")}`,
    voice.openings && `How videos open: ${voice.openings}`,
    voice.closings && `How videos close: ${voice.closings}`,
    voice.avoidWords.length > 0 && `Never use these words: ${voice.avoidWords.join(", ")}`,
  ];
  return lines.filter(Boolean).join("\n");
}
