// The video page's API (spec §2 Video detail, §3, §5): details, status, notes, script, metrics.
import { z } from "zod";
import { LIMITS } from "../library-rules.ts";
import { msg } from "../message.ts";
import { formatMonth } from "../month.ts";
import { PRODUCTION_STAGES } from "../production-stages.ts";
import {
  isoDate,
  keywordsInput,
  requiredText,
  videoSchema,
  videoStatusSchema,
  videoTitle,
  videoUrlInput,
} from "./library.ts";

// ---------------------------------------------------------------------------------------------
// Inputs

/** The Video Details form (and renaming). Keywords: a list, or the form's comma-separated text. */
export const updateVideoSchema = z
  .object({
    title: videoTitle.optional(),
    youtubeUrl: videoUrlInput.optional(),
    targetKeywords: keywordsInput.optional(),
  })
  .refine((v) => v.title !== undefined || v.youtubeUrl !== undefined || v.targetKeywords !== undefined, {
    error: "Nothing to update",
  });
export type UpdateVideoInput = z.input<typeof updateVideoSchema>;

export const updateVideoStatusSchema = z.object({ status: videoStatusSchema });

/** spec §5: a note is non-blank text. */
export const createNoteSchema = z.object({
  content: requiredText(msg("Please enter a note"), LIMITS.note, msg("A note")),
});
export type CreateNoteInput = z.input<typeof createNoteSchema>;

const countInput = (label: string) => {
  const message = msg("{label} must be a whole number of 0 or more", { label });
  return z
    .number({ error: message })
    .int({ error: message })
    .min(0, { error: message })
    .max(Number.MAX_SAFE_INTEGER, { error: msg("{label} is too large", { label }) });
};

const percentInput = (label: string) => {
  const message = msg("{label} must be a percentage between 0 and 100", { label });
  return z.number({ error: message }).min(0, { error: message }).max(100, { error: message }).nullable();
};

/**
 * Metrics entered by hand. CTR and retention are percentages 0–100 here and in every answer (the
 * database keeps them as fractions 0–1, as spec §3 says). A field left out keeps its stored value;
 * null clears CTR or retention (the card then shows 'Manual entry'). Counts are numbers: only
 * YouTube's answer makes a like or comment count unknown (docs/decisions/013-unknown-metrics.md).
 */
export const updateMetricsSchema = z
  .object({
    views: countInput(msg("Views")).optional(),
    likes: countInput(msg("Likes")).optional(),
    comments: countInput(msg("Comments")).optional(),
    ctr: percentInput(msg("CTR")).optional(),
    retention: percentInput(msg("Retention")).optional(),
  })
  .refine((v) => Object.values(v).some((field) => field !== undefined), { error: "Enter at least one metric" });
export type UpdateMetricsInput = z.input<typeof updateMetricsSchema>;

// ---------------------------------------------------------------------------------------------
// Answers

export const metricsSchema = z.object({
  views: z.number().int(),
  /** Null when unknown: YouTube hides the like count (shown as 'Hidden'), or it was never entered. */
  likes: z.number().int().nullable(),
  /** Null when unknown: comments are off on YouTube (shown as 'N/A'), or it was never entered. */
  comments: z.number().int().nullable(),
  /** Percent 0–100; null when not known (the card shows 'Manual entry'). */
  ctr: z.number().nullable(),
  /** Percent 0–100; null when not known. */
  retention: z.number().nullable(),
  updatedAt: isoDate,
});
export type Metrics = z.infer<typeof metricsSchema>;
export const metricsAnswerSchema = z.object({ message: z.string(), metrics: metricsSchema });

export const scriptSchema = z.object({
  id: z.string(),
  content: z.string(),
  /** Minutes. */
  duration: z.number().nullable(),
  tone: z.string().nullable(),
  wordCount: z.number().int().nullable(),
  /** The newest version's number (GET /api/videos/{id}/script/versions lists them all). */
  version: z.number().int(),
  createdBy: z.string().nullable(),
  createdAt: isoDate,
  updatedAt: isoDate,
});
export type Script = z.infer<typeof scriptSchema>;

export const videoDetailSchema = videoSchema.extend({
  folder: z.object({ id: z.string(), name: z.string(), monthYear: z.string(), monthLabel: z.string() }),
  /** wordsPerMinute: the channel's speaking rate (issue 11), for the teleprompter and chapter times. */
  channel: z.object({
    id: z.string(),
    name: z.string(),
    wordsPerMinute: z.number().int(),
    /** BCP 47 tag of the language its videos are spoken in; null when not set (English is assumed). */
    language: z.string().nullable(),
  }),
  script: scriptSchema.nullable(),
  metrics: metricsSchema.nullable(),
  /**
   * Set while YouTube no longer returns the video (private, deleted or removed; issue 14 §5): since
   * the sync that found it gone. The row and its figures stay; a later sync that finds it clears this.
   */
  noLongerOnYouTube: z.object({ since: isoDate }).nullable(),
  /** The language its script is in (BCP 47): its own when it is a translation, else its channel's, else English. */
  language: z.string(),
  /** The video this one was translated from ("Translate script"); null for an original. */
  translatedFrom: z.object({ id: z.string(), title: z.string() }).nullable(),
  /** The videos translated from this one, oldest first. */
  translations: z.array(z.object({ id: z.string(), title: z.string(), language: z.string() })),
  /** long | short (decision 046): a Short's length is shown and written in seconds. */
  format: z.enum(["long", "short"]),
  /** The long video this Short was made from ("Make Shorts"); null for anything else. */
  shortOf: z.object({ id: z.string(), title: z.string() }).nullable(),
  /** The Shorts made from this video, oldest first, with their production stage. */
  shorts: z.array(z.object({ id: z.string(), title: z.string(), stage: z.enum(PRODUCTION_STAGES) })),
});
export type VideoDetail = z.infer<typeof videoDetailSchema>;

export const noteSchema = z.object({
  id: z.string(),
  videoId: z.string(),
  content: z.string(),
  /** Null when the author's account was deleted. */
  author: z.object({ id: z.string(), name: z.string(), email: z.string() }).nullable(),
  createdAt: isoDate,
});
export type Note = z.infer<typeof noteSchema>;
export const noteListSchema = z.object({ notes: z.array(noteSchema), count: z.number().int() });
export const noteAnswerSchema = z.object({ message: z.string(), note: noteSchema });

// ---------------------------------------------------------------------------------------------
// Stored rows → answers

/** A stored fraction (0–1) as the percentage (0–100) the API speaks, without float noise. */
export function fractionToPercent(fraction: number | null): number | null {
  return fraction === null ? null : Math.round(fraction * 100 * 1e6) / 1e6;
}

/** A percentage (0–100) as the fraction (0–1) the database stores. */
export function percentToFraction(percent: number | null): number | null {
  return percent === null ? null : Math.min(1, Math.max(0, percent / 100));
}

export function toMetrics(row: {
  views: number;
  likes: number | null;
  comments: number | null;
  ctr: number | null;
  retention: number | null;
  updatedAt: Date;
}): Metrics {
  return {
    views: Number(row.views),
    likes: row.likes === null ? null : Number(row.likes),
    comments: row.comments === null ? null : Number(row.comments),
    ctr: fractionToPercent(row.ctr),
    retention: fractionToPercent(row.retention),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export function toScript(row: {
  id: string;
  content: string;
  duration: number | null;
  tone: string | null;
  wordCount: number | null;
  version: number;
  userId: string | null;
  createdAt: Date;
  updatedAt: Date;
}): Script {
  return {
    id: row.id,
    content: row.content,
    duration: row.duration,
    tone: row.tone,
    wordCount: row.wordCount,
    version: row.version,
    createdBy: row.userId,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export const folderRef = (row: { id: string; name: string; monthYear: string }) => ({
  id: row.id,
  name: row.name,
  monthYear: row.monthYear,
  monthLabel: formatMonth(row.monthYear),
});
