// A video's script and its versions (issue 10: living scripts). Every save is a new version; nothing
// is overwritten. A save names the version it started from, so a newer save made meanwhile by someone
// else is a 409, never a silent overwrite.
import { z } from "zod";
import { languageTagSchema } from "../languages.ts";
import { msg } from "../message.ts";
import { hasRole, type Role } from "../roles.ts";
import { TONES } from "../studio-values.ts";
import { isoDate } from "./library.ts";
import { durationInput, SCRIPT_CONTENT_MAX } from "./scripts.ts";

export const SCRIPT_VERSION_LABEL_MAX = 80;

const scriptContent = z
  .string({ error: "There is no script to save" })
  .max(SCRIPT_CONTENT_MAX, { error: "The script is too long to save" })
  .refine((text) => text.trim().length > 0, { error: "There is no script to save" });

/** Optional; blank → null (no label). */
const versionLabel = z
  .string({ error: "The label must be text" })
  .trim()
  .max(SCRIPT_VERSION_LABEL_MAX, {
    error: msg("The label must be at most {max} characters", { max: SCRIPT_VERSION_LABEL_MAX }),
  })
  .transform((label) => (label === "" ? null : label))
  .nullable();

const versionNumber = (what: string) => {
  const message = msg("{what} must be a version number", { what });
  return z
    .number({ error: message })
    .int({ error: message })
    .min(1, { error: message })
    .max(1_000_000, { error: message });
};

/** POST /api/videos/{id}/script: save the editor's text as the video's newest version. */
export const saveScriptVersionSchema = z.object({
  content: scriptContent,
  /**
   * The version the editor started from; null when the video had no script. Anything but the
   * newest version's number is answered 409 (someone saved meanwhile) and nothing is stored.
   */
  baseVersion: versionNumber(msg("The base version")).nullable(),
  /** Minutes; left out → the previous version's. */
  duration: durationInput.optional(),
  /** Left out → the previous version's. */
  tone: z.enum(TONES, { error: "Choose a tone" }).optional(),
  label: versionLabel.optional(),
  /** The language the text is in (decision 038), as the studio set it; left out → the video's, unchanged. */
  language: languageTagSchema.optional(),
});
export type SaveScriptVersionInput = z.input<typeof saveScriptVersionSchema>;

/** POST /api/videos/{id}/script/versions/{number}/restore: the old text becomes the newest version. */
export const restoreScriptVersionSchema = z.object({ label: versionLabel.optional() });
export type RestoreScriptVersionInput = z.input<typeof restoreScriptVersionSchema>;

/** PATCH /api/videos/{id}/script/versions/{number}: set or clear a version's label. */
export const labelScriptVersionSchema = z.object({ label: versionLabel });
export type LabelScriptVersionInput = z.input<typeof labelScriptVersionSchema>;

export const scriptVersionSummarySchema = z.object({
  number: z.number().int(),
  wordCount: z.number().int(),
  /** Minutes. */
  duration: z.number().nullable(),
  tone: z.string().nullable(),
  label: z.string().nullable(),
  /** The version this one restored, when made by 'Restore'. */
  restoredFrom: z.number().int().nullable(),
  /** Null when the author's account was deleted. */
  author: z.object({ id: z.string(), name: z.string() }).nullable(),
  createdAt: isoDate,
});
export type ScriptVersionSummary = z.infer<typeof scriptVersionSummarySchema>;

export const scriptVersionSchema = scriptVersionSummarySchema.extend({ content: z.string() });
export type ScriptVersion = z.infer<typeof scriptVersionSchema>;

/** GET /api/videos/{id}/script/versions: newest first, without their text (one version: GET …/{number}). */
export const scriptVersionListSchema = z.object({ versions: z.array(scriptVersionSummarySchema) });
export type ScriptVersionList = z.infer<typeof scriptVersionListSchema>;

/** The answer to a save, a restore or a label change: the version as stored. */
export const scriptVersionAnswerSchema = z.object({ message: z.string(), version: scriptVersionSchema });
export type ScriptVersionAnswer = z.infer<typeof scriptVersionAnswerSchema>;

/**
 * The 409 of a save from a stale base: the contract's `{ error }` (who saved which version) plus the
 * newest version as stored, so the editor can show the difference without asking again (null when
 * the video has no script at all).
 */
// `code` is the error's stable code (decision 040).
export const scriptConflictSchema = z.object({
  error: z.string(),
  code: z.string().optional(),
  latest: scriptVersionSchema.nullable(),
});

// ---------------------------------------------------------------------------------------------
// Rules both sides apply (the client to offer the action, the server to enforce it)

/** A label belongs to its version's author; admins and moderators may change any (issue 10). */
export function canLabelScriptVersion(actor: { id: string; role: Role }, authorId: string | null): boolean {
  return hasRole(actor.role, "moderator") || (authorId !== null && authorId === actor.id);
}
export const LABEL_FORBIDDEN_MESSAGE = "Only the version's author, admins and moderators can change its label";
export const VERSION_NOT_FOUND_MESSAGE = "Version not found";

// ---------------------------------------------------------------------------------------------
// Stored rows → answers

interface StoredScriptVersion {
  number: number;
  content: string;
  duration: number | null;
  tone: string | null;
  wordCount: number;
  label: string | null;
  restoredFrom: number | null;
  createdAt: Date;
}
type Author = { id: string; name: string } | null;

export function toScriptVersionSummary(
  row: Omit<StoredScriptVersion, "content">,
  author: Author,
): ScriptVersionSummary {
  return {
    number: row.number,
    wordCount: row.wordCount,
    duration: row.duration,
    tone: row.tone,
    label: row.label,
    restoredFrom: row.restoredFrom,
    author,
    createdAt: row.createdAt.toISOString(),
  };
}

export function toScriptVersion(row: StoredScriptVersion, author: Author): ScriptVersion {
  return { ...toScriptVersionSummary(row, author), content: row.content };
}
