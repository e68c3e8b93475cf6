// Value lists and limits of the Content Studio (spec §3 value lists, §9 constants), shared by both sides.

export const NICHES = [
  "Technology & AI",
  "Business & Finance",
  "Health & Fitness",
  "Gaming",
  "Lifestyle & Vlog",
  "Education",
  "Entertainment",
  "Food & Cooking",
  "Travel",
  "Music",
  "Sports",
  "DIY & Crafts",
] as const;
export type Niche = (typeof NICHES)[number];

export const TONES = [
  "educational",
  "entertaining",
  "inspirational",
  "conversational",
  "professional",
  "humorous",
] as const;
export type Tone = (typeof TONES)[number];

export const SCRIPT_FORMATS = ["full", "outline", "bullet"] as const;
export type ScriptFormat = (typeof SCRIPT_FORMATS)[number];

export const REWRITE_STYLES = ["change_style", "translate", "custom", "lengthen", "punchier"] as const;
export type RewriteStyle = (typeof REWRITE_STYLES)[number];

/** The rewrite presets of the edit step (spec §2): the instruction text sent with the style. */
export const REWRITE_PRESETS = {
  change_style: "Make this more conversational and engaging",
  translate: "Translate this to Spanish",
} as const;

/** spec §9: duration slider. */
export const DURATION_MIN = 0.5;
export const DURATION_MAX = 120;
export const DURATION_STEP = 0.5;
export const DURATION_DEFAULT = 10;

/** A script is spoken at about 150 words a minute; reading time counts 200 (spec §9). */
export const SPOKEN_WORDS_PER_MINUTE = 150;
export const READING_WORDS_PER_MINUTE = 200;

/**
 * The parts a planned script is made of, in the order they may appear: a hook (when switched on), the
 * introduction, one body section per selected topic, transitions between them (when switched on) and
 * the call to action (when switched on).
 */
export const SECTION_ROLES = ["hook", "intro", "body", "transition", "cta"] as const;
export type SectionRole = (typeof SECTION_ROLES)[number];

/** Research and topic generation ask for 5 to 10 topic suggestions. */
export const TOPICS_MIN = 5;
export const TOPICS_MAX = 10;

/** spec §9: the selected text is previewed up to 50 characters. */
export const SELECTION_PREVIEW_CHARS = 50;

export const SCRIPT_CONFIG_DEFAULTS = {
  duration: DURATION_DEFAULT,
  tone: "educational" as Tone,
  scriptType: "full" as ScriptFormat,
  includeHooks: true,
  includeCTA: true,
  includeTransitions: true,
};

/** spec §8: the description of each Studio failure toast; the API answers with the same text. */
export const STUDIO_FAILURES = {
  research: "Failed to complete research. Please try again.",
  topics: "Failed to generate topics. Please try again.",
  script: "Failed to generate script. Please try again.",
  rewrite: "Failed to rewrite text. Please try again.",
  grammar: "Failed to fix grammar. Please try again.",
} as const;
export type StudioOperation = keyof typeof STUDIO_FAILURES;
