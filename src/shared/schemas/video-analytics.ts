// The video page's Analytics tab (issue 14): the video's YouTube Analytics figures — lifetime
// totals, views per day since publishing, and the audience-retention curve.
import { z } from "zod";
import { REACH_STATUSES } from "../analytics-periods.ts";

const figure = z.number().nullable();

/** Issue 14: what the YouTube Reporting API's reach reports say (decision 024). */

export const reachStatusSchema = z
  .enum(REACH_STATUSES)
  .describe(
    "not-connected: no reach job (channel not connected with Google); waiting: the job exists, its first report has not arrived (about two days); available: reports arrived",
  );

export const videoAnalyticsSchema = z.object({
  /** False while no analytics reached this video (its channel not connected with Google, or not yet synced). */
  available: z.boolean(),
  youtubeVideoId: z.string().nullable(),
  publishedOn: z.string().nullable(),
  lifetime: z
    .object({
      views: figure,
      watchMinutes: figure,
      /** Seconds. */
      averageViewDuration: figure,
      /** 0–100. */
      averageViewPercentage: figure,
    })
    .nullable(),
  days: z.array(
    z.object({
      day: z.string(),
      views: figure,
      watchMinutes: figure,
      /** Within YouTube's reporting delay: the figure may still grow. */
      incomplete: z.boolean(),
    }),
  ),
  /** audienceWatchRatio by elapsedVideoTimeRatio; null until a sync fetched it. */
  retention: z
    .array(
      z.object({
        elapsedVideoTimeRatio: z.number(),
        audienceWatchRatio: z.number(),
        relativeRetentionPerformance: z.number().nullable(),
      }),
    )
    .nullable(),
  /** The video's length from YouTube (videos.list contentDetails.duration); null until a sync brought it. */
  durationSeconds: figure,
  /**
   * The chapters of the video's packaging, each at its start as a share of the video's length (0–1,
   * the retention curve's x), oldest first; empty without chapters or without the video's length.
   */
  chapters: z.array(
    z.object({
      title: z.string(),
      /** Seconds from the start, as the description's chapter line has it. */
      seconds: z.number().int(),
      elapsedVideoTimeRatio: z.number(),
    }),
  ),
  updatedAt: z.string().nullable(),
  /** Impressions and impressions CTR over the days YouTube's reach reports covered. */
  reach: z.object({
    status: reachStatusSchema,
    impressions: figure,
    /** A ratio (0.05 is 5 %), weighted by impressions; null when unknown. */
    ctr: figure,
    firstDay: z.string().nullable(),
    lastDay: z.string().nullable(),
  }),
});
export type VideoAnalytics = z.infer<typeof videoAnalyticsSchema>;
