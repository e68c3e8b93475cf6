// "Make Shorts" (decision 046): proposals built on moments of a long video's script, and the Shorts a
// member accepts from them, each a video of its own linked to the long one.
import { z } from "zod";
import { msg } from "../message.ts";
import { SHORT_SECONDS, SHORTS_PROPOSED } from "../shorts-rules.ts";
import { YOUTUBE_LIMITS } from "./packaging.ts";

const text = (max: number, empty: string) =>
  z
    .string({ error: empty })
    .trim()
    .min(1, { error: empty })
    .max(max, { error: msg("At most {max} characters", { max }) });

export const SHORT_QUOTE_MAX = 2_000;

export const targetSecondsSchema = z
  .number({ error: msg("A Short's length must be a number of seconds") })
  .int({ error: msg("A Short's length must be a whole number of seconds") })
  .min(SHORT_SECONDS.min, { error: msg("A Short runs at least {min} seconds", { min: SHORT_SECONDS.min }) })
  .max(SHORT_SECONDS.max, {
    error: msg("A Short runs at most {max} seconds (YouTube's limit)", { max: SHORT_SECONDS.max }),
  });

/** One proposed Short: the moment it is built on (quoted from the long script), its hook, length and link back. */
export const shortProposalSchema = z.object({
  title: text(YOUTUBE_LIMITS.title, "A Short needs a title"),
  /** Text the long script says, word for word (the server checks it). */
  quote: text(SHORT_QUOTE_MAX, "A Short needs the passage of the script it is built on"),
  /** The Short's first sentence. */
  hook: text(300, "A Short needs a hook"),
  targetSeconds: targetSecondsSchema,
  /** The line that sends viewers to the long video. */
  callback: text(300, "A Short needs a line that leads to the full video"),
});
export type ShortProposal = z.infer<typeof shortProposalSchema>;

export const shortProposalsSchema = z.object({
  proposals: z.array(shortProposalSchema),
  /** Who proposed them: the model, or the offline writer from the script's own sections. */
  source: z.enum(["model", "offline"]),
});
export type ShortProposals = z.infer<typeof shortProposalsSchema>;

/** POST /api/videos/{id}/shorts: the proposals the member chose, each as it was (its length may be changed). */
export const makeShortsSchema = z.object({
  proposals: z
    .array(shortProposalSchema, { error: msg("Choose at least one Short") })
    .min(1, { error: msg("Choose at least one Short") })
    .max(SHORTS_PROPOSED.max, { error: msg("Choose at most {max} Shorts", { max: SHORTS_PROPOSED.max }) }),
  /** Where the Shorts go; the long video's folder when left out. */
  folderId: z.string().trim().min(1).max(100).optional(),
});
export type MakeShortsInput = z.input<typeof makeShortsSchema>;

export const madeShortsSchema = z.object({
  message: z.string(),
  shorts: z.array(
    z.object({
      id: z.string(),
      title: z.string(),
      targetSeconds: z.number().int(),
      /** The written script's spoken seconds at the Shorts rate. */
      seconds: z.number().int(),
    }),
  ),
});
export type MadeShorts = z.infer<typeof madeShortsSchema>;

/**
 * What the model is asked for: no string-length or number-range keywords, which strict JSON-schema modes
 * refuse; the server holds the answer to shortProposalSchema's rules after.
 */
export const shortsAnswerSchema = z.object({
  proposals: z
    .array(
      z.object({
        title: z.string().describe("The Short's title, under 90 characters"),
        quote: z
          .string()
          .describe("One to three sentences copied word for word from the script: the moment the Short is built on"),
        hook: z.string().describe("The Short's first sentence, which makes a viewer stay"),
        targetSeconds: z.number().int().describe("The Short's length in seconds, 15 to 60"),
        callback: z.string().describe("A last line that sends viewers to the full video"),
      }),
    )
    .describe(`Between ${SHORTS_PROPOSED.min} and ${SHORTS_PROPOSED.max} Shorts, each on a different moment`),
});
