// The video page's Analytics tab (issue 14): the video's YouTube Analytics figures — lifetime
// totals, views per day since publishing, and the audience-retention curve.
import { z } from "zod";

const figure = z.number().nullable();

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
  updatedAt: z.string().nullable(),
});
export type VideoAnalytics = z.infer<typeof videoAnalyticsSchema>;
