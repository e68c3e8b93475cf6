// A video's packaging (issue 12): what viewers see before they click. Titles, a description with
// chapters, tags and thumbnail text, held to YouTube's own limits on the client and the server.
// Saved per video and versioned like scripts (the last PACKAGING_VERSIONS_KEPT kept, restorable).
import { z } from "zod";
import { languageTagSchema } from "../languages.ts";
import { countLength, countWords, unitsPerWord } from "../length.ts";
import { msg } from "../message.ts";
import { isoDate } from "./library.ts";

/** YouTube's limits (YouTube Help: "Add video chapters", "Add tags", the upload form's counters). */
export const YOUTUBE_LIMITS = {
  /** A title's characters. */
  title: 100,
  /** About this many characters of a title show in search results. */
  titleVisible: 60,
  /** A description's characters, chapters and hashtags included. */
  description: 5000,
  /** All tags together, counted as YouTube counts them (packaging rules: tagsLength). */
  tagsTotal: 500,
  /** Hashtags above the title: YouTube shows the first three. */
  hashtags: 3,
  /** Chapters: at least three, the first at 0:00, each at least this many seconds long. */
  chaptersMin: 3,
  chapterMinSeconds: 10,
} as const;

/** Our own bounds: how many of each the tool writes and keeps. */
export const PACKAGING_LIMITS = {
  titleCandidates: 8,
  /** Generated and added titles kept in the list. */
  titlesKept: 20,
  tags: 15,
  /** One tag's characters. */
  tag: 100,
  thumbnailIdeas: 5,
  thumbnailWords: 4,
  chapterTitle: 100,
  chapters: 100,
  aim: 120,
} as const;

export const PACKAGING_VERSIONS_KEPT = 20;

/** Translations a package keeps (YouTube takes a localization per language it lists). */
export const PACKAGING_TRANSLATIONS_KEPT = 30;

/** The fields one "Regenerate" call writes; "all" writes the whole package. */
export const PACKAGING_FIELDS = ["titles", "description", "tags", "thumbnailTexts"] as const;
export type PackagingField = (typeof PACKAGING_FIELDS)[number];

const title = z
  .string({ error: "A title must be text" })
  .trim()
  .min(1, { error: "A title can't be empty" })
  .max(YOUTUBE_LIMITS.title, {
    error: msg("A title must be at most {max} characters (YouTube's limit)", { max: YOUTUBE_LIMITS.title }),
  });

export const chapterSchema = z.object({
  title: z
    .string({ error: "A chapter needs a name" })
    .trim()
    .min(1, { error: "A chapter needs a name" })
    .max(PACKAGING_LIMITS.chapterTitle, {
      error: msg("A chapter name must be at most {max} characters", { max: PACKAGING_LIMITS.chapterTitle }),
    }),
  /** Seconds from the start of the video. */
  seconds: z
    .number({ error: "A chapter's time must be a number of seconds" })
    .int({ error: "A chapter's time must be a whole number of seconds" })
    .min(0, { error: "A chapter's time can't be negative" })
    .max(24 * 3600, { error: "A chapter's time must be within 24 hours" }),
});
export type Chapter = z.infer<typeof chapterSchema>;

/** A thumbnail text's length in its language's unit: words, or characters where words have no spaces (decision 038). */
export const thumbnailTextLength = (text: string, language?: string) => countLength(text, language);

/** Four words, or as many characters as four spoken words are worth (8 in Japanese, 7 in Chinese). */
export const thumbnailTextLimit = (language?: string) =>
  Math.round(PACKAGING_LIMITS.thumbnailWords * unitsPerWord(language));

export const thumbnailTextSchema = z.object({
  text: z
    .string({ error: "Thumbnail text must be text" })
    .trim()
    .min(1, { error: "Thumbnail text can't be empty" })
    // Words by Intl.Segmenter, whatever the language; a language counted in characters is held to its
    // own limit where the package says its language (packagingIssues).
    .refine((text) => countWords(text) <= PACKAGING_LIMITS.thumbnailWords, {
      error: msg("Thumbnail text is at most {max} words", { max: PACKAGING_LIMITS.thumbnailWords }),
    }),
  /** The emotion or promise the text aims at ("curiosity", "saves you money"). */
  aim: z
    .string()
    .trim()
    .max(PACKAGING_LIMITS.aim, { error: msg("An aim is at most {max} characters", { max: PACKAGING_LIMITS.aim }) }),
});
export type ThumbnailText = z.infer<typeof thumbnailTextSchema>;

/**
 * The package's title and description in another language, shown by YouTube to viewers who use it
 * (the video's `localizations`). The chapters keep the package's timestamps: only their names are
 * translated (`chapterTitles`, in the package's chapter order; a missing or empty one keeps the
 * original name), so a translated description can never move a chapter.
 */
export const packagingTranslationSchema = z.object({
  language: languageTagSchema,
  title,
  /** The hook, summary and links lines in the language; chapters and hashtags are added as the package has them. */
  description: z.string({ error: "A translated description must be text" }).max(YOUTUBE_LIMITS.description, {
    error: msg("A description must be at most {max} characters (YouTube's limit)", { max: YOUTUBE_LIMITS.description }),
  }),
  chapterTitles: z
    .array(
      z
        .string({ error: "A chapter name must be text" })
        .trim()
        .max(PACKAGING_LIMITS.chapterTitle, {
          error: msg("A chapter name must be at most {max} characters", { max: PACKAGING_LIMITS.chapterTitle }),
        }),
    )
    .max(PACKAGING_LIMITS.chapters, { error: msg("At most {max} chapters", { max: PACKAGING_LIMITS.chapters }) })
    .default([]),
  /** Who wrote it: the model ("Translate packaging") or a member, by hand. */
  source: z.enum(["model", "member"]).default("member"),
});
export type PackagingTranslation = z.infer<typeof packagingTranslationSchema>;

/**
 * The package. The description as pasted into YouTube is `description`, then the chapter lines
 * (`0:00 Intro`), then the hashtags (packaging rules: fullDescription); its length counts all three.
 * Cross-field rules (the YouTube chapter rules, the tag total, the full description's length,
 * duplicate tags) are refinements in packagingSchema, so the server answers 400 with their message.
 */
export const packagingContentSchema = z.object({
  /** Title candidates, generated or added, in the order shown. */
  titles: z.array(title).max(PACKAGING_LIMITS.titlesKept, {
    error: msg("Keep at most {max} titles", { max: PACKAGING_LIMITS.titlesKept }),
  }),
  /** The picked title (one of titles, or edited from one); null until picked. */
  chosenTitle: title.nullable(),
  /** Hook line, summary and the links lines the user fills. */
  description: z.string({ error: "The description must be text" }),
  chapters: z.array(chapterSchema).max(PACKAGING_LIMITS.chapters, {
    error: msg("At most {max} chapters", { max: PACKAGING_LIMITS.chapters }),
  }),
  /** Without '#'; written at the end of the description. */
  hashtags: z
    .array(
      z
        .string()
        .trim()
        .regex(/^[\p{L}\p{N}_]+$/u, { error: "A hashtag is one word of letters, digits or _, without #" }),
    )
    .max(YOUTUBE_LIMITS.hashtags, {
      error: msg("At most {max} hashtags (YouTube shows three)", { max: YOUTUBE_LIMITS.hashtags }),
    }),
  tags: z
    .array(
      z
        .string({ error: "A tag must be text" })
        .trim()
        .min(1, { error: "A tag can't be empty" })
        .max(PACKAGING_LIMITS.tag, {
          error: msg("A tag must be at most {max} characters", { max: PACKAGING_LIMITS.tag }),
        }),
    )
    .max(PACKAGING_LIMITS.tags, { error: msg("At most {max} tags", { max: PACKAGING_LIMITS.tags }) }),
  thumbnailTexts: z.array(thumbnailTextSchema).max(PACKAGING_LIMITS.thumbnailIdeas * 2, {
    error: msg("Keep at most {max} thumbnail texts", { max: PACKAGING_LIMITS.thumbnailIdeas * 2 }),
  }),
  /** Who wrote the generated parts: a model, or the offline writer's templates (the UI says so). */
  source: z.enum(["model", "offline"]),
  /** The language the title and description are written in (YouTube's snippet.defaultLanguage); null: not said. */
  defaultLanguage: languageTagSchema.nullable().default(null),
  /** The title and description in other languages (YouTube's localizations), one per language. */
  translations: z
    .array(packagingTranslationSchema)
    .max(PACKAGING_TRANSLATIONS_KEPT, {
      error: msg("At most {max} translations", { max: PACKAGING_TRANSLATIONS_KEPT }),
    })
    .default([]),
});
export type PackagingContent = z.infer<typeof packagingContentSchema>;

// ---------------------------------------------------------------------------------------------
// Operations

const versionNumber = z
  .number({ error: "The base version must be a version number" })
  .int({ error: "The base version must be a version number" })
  .min(1, { error: "The base version must be a version number" })
  .max(1_000_000, { error: "The base version must be a version number" });

/**
 * PUT /api/videos/{id}/packaging: the whole package as the newest version. `baseVersion` is the
 * version the editor started from (null: the video had none); anything but the newest is a 409.
 * The server applies packagingSchema's refinements (packaging rules) before storing.
 */
export const savePackagingSchema = z.object({
  content: packagingContentSchema,
  baseVersion: versionNumber.nullable(),
  /** 'Restore': the kept version whose content this save brings back (recorded on the new version). */
  restoredFrom: versionNumber.nullable().optional(),
});
export type SavePackagingInput = z.input<typeof savePackagingSchema>;

/**
 * POST /api/studio/packaging: write a package (or one field of it) for a script. Nothing is saved:
 * the client merges the answer into its package and saves it (bound) or keeps it in the studio's
 * work in progress (unbound).
 */
export const generatePackagingSchema = z.object({
  field: z.enum(["all", ...PACKAGING_FIELDS], { error: "Choose what to generate" }),
  script: z
    .string({ error: "There is no script to package" })
    .refine((s) => s.trim().length > 0, { error: "There is no script to package" })
    .max(200_000, { error: "The script is too long" }),
  /** The video's or the research's topic; the title candidates' starting point. */
  topic: z.string().max(300).default(""),
  keywords: z.array(z.string().max(100)).max(50).default([]),
  /** Follows the channel's voice and words per minute (chapters) when given. */
  channelId: z.string().max(100).optional(),
  /** The research summary and key points, when the studio has them. */
  research: z.string().max(20_000).optional(),
  /** The script's language: the model writes the package in it, and chapters are timed in its unit. */
  language: languageTagSchema.optional(),
});
export type GeneratePackagingInput = z.input<typeof generatePackagingSchema>;

/** The answer: the generated fields only ("all": every field), chapters computed from the script. */
export const generatedPackagingSchema = packagingContentSchema
  .pick({ titles: true, description: true, chapters: true, hashtags: true, tags: true, thumbnailTexts: true })
  .partial()
  .extend({
    source: z.enum(["model", "offline"]),
    /** Why there are no chapters (a script too short for three 10-second chapters), when so. */
    chaptersNote: z.string().nullable(),
  });
export type GeneratedPackaging = z.infer<typeof generatedPackagingSchema>;

export const packagingVersionSummarySchema = z.object({
  number: z.number().int(),
  /** Null when the author's account was deleted. */
  author: z.object({ id: z.string(), name: z.string() }).nullable(),
  createdAt: isoDate,
  /** The version this one restored, when made by 'Restore'. */
  restoredFrom: z.number().int().nullable(),
});

/** GET /api/videos/{id}/packaging: the newest version, or null when the video has none yet. */
export const videoPackagingSchema = z.object({
  packaging: packagingVersionSummarySchema.extend({ content: packagingContentSchema }).nullable(),
  /** The channel's words per minute, which the chapters' times are computed at. */
  wordsPerMinute: z.number().int(),
});
export type VideoPackaging = z.infer<typeof videoPackagingSchema>;

/** GET /api/videos/{id}/packaging/versions: newest first, at most PACKAGING_VERSIONS_KEPT. */
export const packagingVersionListSchema = z.object({
  versions: z.array(packagingVersionSummarySchema.extend({ content: packagingContentSchema })),
});

export const packagingVersionSchema = packagingVersionSummarySchema.extend({ content: packagingContentSchema });
export type PackagingVersion = z.infer<typeof packagingVersionSchema>;

/** PUT's answer: the version it stored. */
export const packagingSavedSchema = z.object({ message: z.string(), packaging: packagingVersionSchema });
export type PackagingSaved = z.infer<typeof packagingSavedSchema>;

/**
 * PUT's 409 (decision 018's pattern): who saved a newer version, and that version, so the editor can
 * show what changed and save on top of it. `latest` is null only when the video has no packaging.
 */
export const packagingConflictSchema = z.object({
  error: z.string(),
  // The error's stable code (decision 040).
  code: z.string().optional(),
  latest: packagingVersionSchema.nullable(),
});

/**
 * POST /api/studio/packaging/translate: drafts of the package's title and description (with its
 * chapter names) in each language, one model call per language. Nothing is saved: the editor adds
 * them to the package, and the member saves it.
 */
export const translatePackagingSchema = z.object({
  content: packagingContentSchema,
  languages: z
    .array(languageTagSchema)
    .min(1, { error: "Choose at least one language to translate into" })
    .max(10, { error: "Translate into at most 10 languages at a time" }),
});
export type TranslatePackagingInput = z.input<typeof translatePackagingSchema>;

export const translatedPackagingSchema = z.object({ translations: z.array(packagingTranslationSchema) });
export type TranslatedPackaging = z.infer<typeof translatedPackagingSchema>;
