import { z } from "zod";
import { LESSON_IDS, STUDIO_LESSONS_MAX } from "../audience-lessons.ts";
import { languageTagSchema } from "../languages.ts";
import { msg } from "../message.ts";
import {
  NICHES,
  REWRITE_STYLES,
  SCRIPT_FORMATS,
  SECTION_ROLES,
  TONES,
  TOPICS_MAX,
  TOPICS_MIN,
} from "../studio-values.ts";
import { lessonSchema } from "./audience-lessons.ts";
import { durationInput } from "./scripts.ts";

// One schema per request and answer of the Content Studio API (spec §7: research-content,
// generate-topics, generate-script, rewrite-text, fix-grammar): the server validates with them, the
// client's forms and stream reader use the same ones.

const ideas = (description: string) => z.array(z.string()).min(1).max(12).describe(description);

/**
 * What research produces. The model is asked for exactly this shape (structured output), so it holds
 * no string-length keywords that strict JSON-schema modes refuse; the 1 MB body limit bounds it.
 */
export const researchDataSchema = z.object({
  summary: z.string().describe("Two or three sentences on what a video about this topic should deliver"),
  audienceInsights: ideas("What the target audience wants, struggles with or already knows"),
  keyPoints: ideas("The main points a strong video on this topic must cover"),
  questionsViewersAsk: ideas("Questions viewers commonly ask about this topic, phrased as questions"),
  keywordIdeas: ideas("Search keywords and phrases for the title, description and tags"),
  competitorAngles: ideas("Angles other creators commonly take, and how to stand apart from them"),
  hookIdeas: ideas("Opening lines that make a viewer keep watching"),
});
export type ResearchData = z.infer<typeof researchDataSchema>;

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, { message: msg("At most {max} characters", { max }) })
    .optional();

/** spec §5: niche and topic required; angle and targetAudience optional. */
export const researchInputSchema = z.object({
  niche: z.enum(NICHES, { message: msg("Choose a niche from the list") }),
  topic: z
    .string({ message: msg("Enter a topic") })
    .trim()
    .min(1, { message: msg("Enter a topic") })
    .max(200),
  angle: optionalText(300),
  targetAudience: optionalText(300),
  /**
   * The idea the research starts from (decision 035, "Write script"): the server loads its material —
   * the outlier's title, channel, score, description and tags, the idea's notes — for the model.
   */
  ideaId: z.string().trim().max(100).optional(),
  /** The language the model answers in (decision 038): a BCP 47 tag; English when none is given. */
  language: languageTagSchema.optional(),
});
export type ResearchInput = z.infer<typeof researchInputSchema>;

export const researchResultSchema = z.object({ researchData: researchDataSchema });
export type ResearchResult = z.infer<typeof researchResultSchema>;

/** The research inputs the later steps may pass along, so prompts and the offline writer can name them. */
const studioContext = {
  niche: z.enum(NICHES, { message: "Choose a niche from the list" }).optional(),
  topic: optionalText(200),
  targetAudience: optionalText(300),
  /** The language the model answers in (decision 038): a BCP 47 tag; English when none is given. */
  language: languageTagSchema.optional(),
};

export const topicsInputSchema = z.object({ researchData: researchDataSchema, ...studioContext });
export type TopicsInput = z.infer<typeof topicsInputSchema>;

/** The model's answer for topic suggestions: 5 to 10 video topics. */
export const topicSuggestionsSchema = z.object({
  topics: z
    .array(z.string().describe("One video topic or segment, a short phrase"))
    .min(TOPICS_MIN)
    .max(TOPICS_MAX)
    .describe(`Between ${TOPICS_MIN} and ${TOPICS_MAX} distinct topics`),
});
export const topicsResultSchema = z.object({ topics: z.array(z.string()).min(1).max(TOPICS_MAX) });
export type TopicsResult = z.infer<typeof topicsResultSchema>;

/**
 * issue 11: the channel picked in the studio's first step (optional). Its voice profile guides the plan,
 * every section, rewrites and grammar fixes, and its words per minute sets the script's word target.
 */
const channelChoice = {
  channelId: z.string({ message: "Choose a channel from the list" }).max(100).optional(),
};

/** spec §2 configure step and §9 duration slider; tone and format are required (spec §5). */
export const scriptConfigSchema = z.object({
  duration: durationInput,
  tone: z.enum(TONES, { message: "Choose a tone" }),
  scriptType: z.enum(SCRIPT_FORMATS, { message: "Choose a script format" }),
  includeHooks: z.boolean(),
  includeCTA: z.boolean(),
  includeTransitions: z.boolean(),
  /**
   * The script's language (decision 038): the channel's by default, changed in the configure step. Its
   * length is counted and timed in the language's own unit (shared/length.ts).
   */
  language: languageTagSchema.optional(),
  /**
   * issue 30: the picked channel's lessons switched on, by id. The server looks the channel's lessons up
   * again and uses those of them it still finds (never text from the browser) in the plan and section
   * prompts; the offline writer applies what it can.
   */
  lessons: z.array(z.enum(LESSON_IDS)).max(STUDIO_LESSONS_MAX).optional(),
  /** The lessons the member switched off (the studio remembers them with the draft; the server ignores them). */
  lessonsOff: z.array(z.enum(LESSON_IDS)).max(LESSON_IDS.length).optional(),
});
export type ScriptConfig = z.infer<typeof scriptConfigSchema>;

const NO_TOPICS = "Please select at least one topic to include in your script.";

export const scriptInputSchema = z.object({
  researchData: researchDataSchema,
  ...studioContext,
  ...channelChoice,
  scriptConfig: scriptConfigSchema,
  selectedTopics: z
    .array(z.string().trim().min(1, { message: "A selected topic can't be empty" }).max(200), { message: NO_TOPICS })
    .min(1, { message: NO_TOPICS })
    .max(30, { message: "Select at most 30 topics" }),
});
export type ScriptInput = z.infer<typeof scriptInputSchema>;

/** One section of a planned script: its title, role, word budget and the selected topics it covers. */
export const plannedSectionSchema = z.object({
  title: z.string(),
  role: z.enum(SECTION_ROLES),
  words: z.number().int().nonnegative(),
  topics: z.array(z.string()),
});
export type PlannedSection = z.infer<typeof plannedSectionSchema>;

/**
 * The script stream (`application/x-ndjson`): one event per line. `plan` tells the sections the script
 * will have once they are known, `lessons` which of the channel's lessons the writer applies, `section` which of them (by index) the following text belongs to,
 * `delta` carries the next piece of text, `status` what the member waits for meanwhile (the model is
 * thinking; the provider is busy and is asked again in `seconds`), then exactly one `done` (with the word
 * count of the whole script) or `error` ends it. A writer that does not plan sends only deltas.
 */
export const scriptStreamEventSchema = z.discriminatedUnion("type", [
  z.object({ type: z.literal("plan"), sections: z.array(plannedSectionSchema) }),
  /** issue 30: the channel's lessons the writer applies, before any text (none: no event). */
  z.object({ type: z.literal("lessons"), applied: z.array(lessonSchema) }),
  z.object({ type: z.literal("section"), index: z.number().int().nonnegative() }),
  z.object({ type: z.literal("delta"), text: z.string() }),
  z.object({
    type: z.literal("status"),
    state: z.enum(["thinking", "waiting"]),
    /** For "waiting": in how many seconds the provider is asked again. */
    seconds: z.number().int().nonnegative().optional(),
  }),
  z.object({ type: z.literal("done"), wordCount: z.number().int().nonnegative() }),
  z.object({ type: z.literal("error"), error: z.string() }),
]);
export type ScriptStreamEvent = z.infer<typeof scriptStreamEventSchema>;

/** spec §5: selected text required; a custom rewrite also needs an instruction. */
export const rewriteInputSchema = z
  .object({
    selectedText: z
      .string({ message: "Select some text to rewrite" })
      .max(20_000, { message: "Select at most 20,000 characters to rewrite" })
      .refine((text) => text.trim().length > 0, { message: "Select some text to rewrite" }),
    instruction: optionalText(500),
    style: z.enum(REWRITE_STYLES, { message: "Choose a rewrite style" }),
    ...channelChoice,
    /** The language the model answers in (decision 038): a BCP 47 tag; English when none is given. */
    language: languageTagSchema.optional(),
  })
  .refine((input) => input.style !== "custom" || (input.instruction ?? "").length > 0, {
    message: "Enter an instruction for the custom rewrite",
    path: ["instruction"],
  });
export type RewriteInput = z.infer<typeof rewriteInputSchema>;

export const rewriteResultSchema = z.object({ rewrittenText: z.string() });
export type RewriteResult = z.infer<typeof rewriteResultSchema>;

export const grammarInputSchema = z.object({
  text: z
    .string({ message: "There is no text to fix" })
    .max(200_000, { message: "The text is too long to fix at once" })
    .refine((text) => text.trim().length > 0, { message: "There is no text to fix" }),
  ...channelChoice,
  /** The language the model answers in (decision 038): a BCP 47 tag; English when none is given. */
  language: languageTagSchema.optional(),
});
export type GrammarInput = z.infer<typeof grammarInputSchema>;

export const grammarResultSchema = z.object({ correctedText: z.string() });
export type GrammarResult = z.infer<typeof grammarResultSchema>;

export const AI_PROVIDERS = ["offline", "openai", "anthropic", "ollama", "openai-compatible"] as const;
export type AiProviderName = (typeof AI_PROVIDERS)[number];

/** What the studio header shows: the active provider and model; the offline writer is no model. */
export const providerInfoSchema = z.object({
  provider: z.enum(AI_PROVIDERS),
  model: z.string().nullable(),
  label: z.string(),
  hint: z.string().nullable(),
});
export type ProviderInfo = z.infer<typeof providerInfoSchema>;
