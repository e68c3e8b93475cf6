// Save to library (spec §2 edit step, §5 "Save script", §7 videos + scripts insert): one operation
// creates the video (status draft) and its script. The studio's save dialog and the server use it.
import { z } from "zod";
import { languageTagSchema } from "../languages.ts";
import { LIMITS } from "../library-rules.ts";
import { msg } from "../message.ts";
import { DURATION_MAX, DURATION_MIN, DURATION_STEP, TONES } from "../studio-values.ts";
import { keywordsInput, videoUrlInput } from "./library.ts";

/** spec §5: the one message for a missing folder or a blank video title. */
export const SAVE_SCRIPT_REQUIRED_MESSAGE = "Please select a folder and enter a video title";

/** The longest script that can be saved (the grammar tool's limit; the body limit is 1 MB). */
export const SCRIPT_CONTENT_MAX = 200_000;

/** Minutes, as on the configure step's slider (spec §9). */
export const durationInput = z
  .number({ error: msg("Choose a duration") })
  .min(DURATION_MIN, { error: msg("The duration is at least {min} minutes", { min: DURATION_MIN }) })
  .max(DURATION_MAX, { error: msg("The duration is at most {max} minutes", { max: DURATION_MAX }) })
  .multipleOf(DURATION_STEP, { error: msg("The duration goes in steps of {step} minutes", { step: DURATION_STEP }) });

export const saveScriptSchema = z.object({
  folderId: z
    .string({ error: SAVE_SCRIPT_REQUIRED_MESSAGE })
    .trim()
    .min(1, { error: SAVE_SCRIPT_REQUIRED_MESSAGE })
    .max(100, { error: SAVE_SCRIPT_REQUIRED_MESSAGE }),
  title: z
    .string({ error: SAVE_SCRIPT_REQUIRED_MESSAGE })
    .trim()
    .min(1, { error: SAVE_SCRIPT_REQUIRED_MESSAGE })
    .max(LIMITS.title, { error: msg("Video title must be at most {max} characters", { max: LIMITS.title }) }),
  /** Optional; blank → null; otherwise a YouTube video address (stored normalised). */
  youtubeUrl: videoUrlInput.optional(),
  /** A list or the form's comma-separated text; trimmed, empty parts dropped (spec §5). */
  keywords: keywordsInput.optional(),
  content: z
    .string({ error: "There is no script to save" })
    .max(SCRIPT_CONTENT_MAX, { error: "The script is too long to save" })
    .refine((text) => text.trim().length > 0, { error: "There is no script to save" }),
  duration: durationInput,
  tone: z.enum(TONES, { error: "Choose a tone" }),
  /**
   * What the studio showed. The server stores its own count of `content` (spec §9 rule), so the
   * stored number always matches the stored text.
   */
  wordCount: z.number().int().nonnegative().optional(),
  /** The script's language (decision 038), as the studio set it; left out → the channel's. */
  language: languageTagSchema.optional(),
});
export type SaveScriptInput = z.input<typeof saveScriptSchema>;

export const savedScriptSchema = z.object({ message: z.string(), videoId: z.string() });
export type SavedScript = z.infer<typeof savedScriptSchema>;

/** "Translate script": a new video in the same folder, its script the video's current script in `language`. */
export const translateScriptSchema = z.object({
  videoId: z.string({ error: "Choose a video" }).trim().min(1, { error: "Choose a video" }).max(100),
  language: languageTagSchema,
});
export type TranslateScriptInput = z.input<typeof translateScriptSchema>;

export const translatedScriptSchema = z.object({ message: z.string(), videoId: z.string() });
