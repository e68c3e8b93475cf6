import { z } from "zod";
import { NICHES } from "../studio-values.ts";
import { packagingContentSchema } from "./packaging.ts";
import { researchDataSchema, scriptConfigSchema } from "./studio.ts";

// The studio's work in progress (spec §3 "Studio working data", issue 10 item 5): the shape the
// browser keeps in localStorage and the server keeps per member in studio_drafts. One schema, so a
// draft the server accepted is a draft every browser can restore.

/** spec §2 Content Studio: the five steps, in order. */
export const STUDIO_STEP_IDS = ["research", "topics", "configure", "generate", "edit"] as const;

/**
 * Undo steps a stored draft keeps back (and forward). The editor keeps more while it is open; a
 * draft is what to continue from, and whole-script snapshots are most of its size.
 */
export const DRAFT_HISTORY_LIMIT = 20;

const editHistorySchema = z.object({
  past: z.array(z.string()),
  present: z.string(),
  future: z.array(z.string()),
});

/** The research form as typed so far: nothing in it is required yet (spec §5 checks on Research). */
const researchFormSchema = z.object({
  niche: z.union([z.enum(NICHES), z.literal("")], { message: "Choose a niche from the list" }),
  topic: z.string(),
  angle: z.string(),
  targetAudience: z.string(),
  // The channel picked in step 1 (issue 11); drafts stored before it parse as "no channel".
  channelId: z.string().max(100).default(""),
  // The idea whose material research passes to the model (decision 035); older drafts have none.
  ideaId: z.string().max(100).default(""),
});

export const studioWorkSchema = z.object({
  step: z.enum(STUDIO_STEP_IDS, { message: "Unknown studio step" }),
  research: researchFormSchema,
  researchData: researchDataSchema.nullable(),
  topicsView: z.enum(["button", "list"]),
  generatedTopics: z.array(z.string()),
  customTopics: z.array(z.string()),
  selectedTopics: z.array(z.string()),
  config: scriptConfigSchema,
  editor: z.object({ original: z.string(), text: z.string(), history: editHistorySchema }).nullable(),
  // Bound to a video (issue 10): the saved version the editor started from; older drafts have none.
  baseVersion: z.number().int().positive().nullable().default(null),
  // The unbound studio's packaging (issue 12) until it is saved to a video; older drafts have none.
  packaging: packagingContentSchema.nullable().default(null),
});
export type StoredStudioWork = z.infer<typeof studioWorkSchema>;

/** The work with at most `keep` undo and redo steps. */
export function withShorterHistory<T extends StoredStudioWork>(work: T, keep: number): T {
  if (!work.editor) return work;
  const { history } = work.editor;
  if (history.past.length <= keep && history.future.length <= keep) return work;
  return {
    ...work,
    editor: {
      ...work.editor,
      history: {
        past: keep > 0 ? history.past.slice(-keep) : [],
        present: history.present,
        future: history.future.slice(0, keep),
      },
    },
  };
}

/** A video's id, or null for the member's one unbound draft. Not a UUID: no such video (404). */
const draftVideoId = z.string().min(1, { message: "A video id can't be empty" }).max(100);

/** PUT /api/studio/draft: the whole work replaces the member's draft for that video. */
export const saveDraftSchema = z.object({
  videoId: draftVideoId.nullable(),
  work: studioWorkSchema,
});

/** GET and DELETE /api/studio/draft?videoId=…: without it, the unbound draft. */
export const draftQuerySchema = z.object({
  videoId: draftVideoId.optional().describe("The video the work is for; without it, the member's unbound draft"),
});

export const draftSchema = z.object({ work: studioWorkSchema, updatedAt: z.iso.datetime() });
export type StudioDraft = z.infer<typeof draftSchema>;

export const draftAnswerSchema = z.object({ draft: draftSchema.nullable() });
export type DraftAnswer = z.infer<typeof draftAnswerSchema>;

export const draftSavedSchema = z.object({ updatedAt: z.iso.datetime() });
export type DraftSaved = z.infer<typeof draftSavedSchema>;
