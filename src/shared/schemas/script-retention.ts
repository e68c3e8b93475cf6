// The video page's "Script vs retention": the published script's sections over YouTube's retention
// curve (src/shared/script-retention.ts computes the figures).
import { z } from "zod";
import { SECTION_KINDS } from "../script-retention.ts";

export const SCRIPT_SOURCES = ["uploaded", "applied", "before-publish", "newest"] as const;

export const scriptRetentionSchema = z.object({
  status: z
    .enum(["ready", "no-analytics", "no-curve", "no-script"])
    .describe(
      "ready: figures computed; no-analytics: no YouTube Analytics for the video; no-curve: YouTube gave no retention rows (too few views, or not yet: its data is two to three days late); no-script: no saved script",
    ),
  /** What the view says when it computes nothing. */
  message: z.string().nullable(),
  script: z
    .object({
      version: z.number().int(),
      savedAt: z.string(),
      source: z.enum(SCRIPT_SOURCES),
      /** In words: which version and why. */
      reason: z.string(),
    })
    .nullable(),
  spans: z
    .object({
      source: z.enum(["chapters", "estimated"]),
      wordsPerMinute: z.number().int(),
      /** The length the ratios are measured against (YouTube's, else the script's spoken length). */
      lengthSeconds: z.number(),
      /** In words: where the sections' times come from. */
      explanation: z.string(),
    })
    .nullable(),
  /** Percent of viewers still watching at 30 s. */
  hookHold30: z.number().nullable(),
  sections: z.array(
    z.object({
      index: z.number().int(),
      title: z.string(),
      kind: z.enum(SECTION_KINDS),
      text: z.string(),
      words: z.number().int(),
      startSeconds: z.number(),
      endSeconds: z.number(),
      startRatio: z.number(),
      endRatio: z.number(),
      /** Percent of viewers at its start and at its end (above 100 where they rewatch). */
      startShare: z.number(),
      endShare: z.number(),
      /** Points lost per minute of the section. */
      dropPerMinute: z.number(),
      /** YouTube's relativeRetentionPerformance averaged over the section: 0–1, 0.5 typical. */
      relativePerformance: z.number().nullable(),
      steepestDrop: z.boolean(),
      spike: z.boolean(),
    }),
  ),
  spikes: z.array(
    z.object({
      elapsedVideoTimeRatio: z.number(),
      seconds: z.number(),
      rise: z.number(),
      sectionIndex: z.number().int(),
    }),
  ),
  curve: z.array(
    z.object({
      elapsedVideoTimeRatio: z.number(),
      audienceWatchRatio: z.number(),
      relativeRetentionPerformance: z.number().nullable(),
    }),
  ),
});
export type ScriptRetentionView = z.infer<typeof scriptRetentionSchema>;
