// The channel dashboard's answer (spec §2 Channel dashboard, §7, §9). Only videos with metrics count.
import { z } from "zod";
import { scoreBasisSchema } from "./ideas.ts";
import { videoSchema } from "./library.ts";
import { metricsSchema } from "./video.ts";

export const dashboardVideoSchema = videoSchema.extend({ metrics: metricsSchema });
export type DashboardVideo = z.infer<typeof dashboardVideoSchema>;

export const channelDashboardSchema = z.object({
  channel: z.object({ id: z.string(), name: z.string() }),
  totals: z.object({
    views: z.number(),
    /**
     * Likes and comments of the videos whose count is known (YouTube hides some like counts and
     * has no comment count where comments are off); null when videos have metrics but none a known count.
     */
    likes: z.number().nullable(),
    comments: z.number().nullable(),
    /** Videos with metrics (the 'Total Videos' tile, spec §7). */
    videos: z.number().int(),
    /** Every video of the channel, with or without metrics. */
    allVideos: z.number().int(),
    /** Videos with metrics whose like count, and whose comment count, is known. */
    videosWithLikes: z.number().int(),
    videosWithComments: z.number().int(),
  }),
  /**
   * Per video with metrics, rounded to whole numbers (spec §9); 0 without videos. Likes and comments
   * average over the videos whose count is known; null when none is.
   */
  averages: z.object({
    views: z.number().int(),
    likes: z.number().int().nullable(),
    comments: z.number().int().nullable(),
  }),
  /**
   * likes / views and comments / views as percentages 0–100, over the videos whose likes (comments)
   * are known; null when those videos have no views, or there are none.
   */
  likeRate: z.number().nullable(),
  commentRate: z.number().nullable(),
  /** The 10 newest videos with metrics, newest first. */
  recentVideos: z.array(dashboardVideoSchema),
  /** The 10 videos with the most views. */
  topPerformers: z.array(dashboardVideoSchema),
  /** Chart: views of the recent videos, oldest first (left to right). */
  viewsPerVideo: z.array(z.object({ videoId: z.string(), title: z.string(), views: z.number() })),
  /** Chart: total views per month folder, oldest month first. */
  viewsByMonth: z.array(
    z.object({ monthYear: z.string(), label: z.string(), views: z.number(), videos: z.number().int() }),
  ),
  /** Social Blade's channel statistics, refreshed with each sync; null when not configured or not fetched yet. */
  socialBlade: z
    .object({
      subscribers: z.number().nullable(),
      subscriberGrowth30d: z.number().nullable(),
      viewGrowth30d: z.number().nullable(),
      updatedAt: z.string(),
    })
    .nullable()
    .optional(),
});
export type ChannelDashboard = z.infer<typeof channelDashboardSchema>;

/**
 * Issue 14: the Performance tab's figures for the dashboard's chosen period (7, 28, 90 or 365 days),
 * for channels with YouTube Analytics: the spec's averages and rates (§9 rounding), over the videos
 * with metrics published in the period's days. Channels without analytics keep the dashboard's
 * all-video figures (spec §2).
 */
export const channelPerformanceSchema = z.object({
  period: z.number().int(),
  /** The first and last day (YouTube's, Pacific time) of the publish dates counted: the N days ending today. */
  from: z.string(),
  to: z.string(),
  /** Videos with metrics published in the period, and those of them whose like and comment counts are known. */
  videos: z.number().int(),
  videosWithLikes: z.number().int(),
  videosWithComments: z.number().int(),
  /** Per video, rounded; null when the period has no video (or, for likes and comments, none with a known count). */
  averages: z.object({
    views: z.number().int().nullable(),
    likes: z.number().int().nullable(),
    comments: z.number().int().nullable(),
  }),
  /** Percentages 0–100, as on the dashboard; null without views. */
  likeRate: z.number().nullable(),
  commentRate: z.number().nullable(),
});
export type ChannelPerformance = z.infer<typeof channelPerformanceSchema>;

/**
 * The dashboard's Outliers tab (decision 035): the channel's own synced uploads scored as the outliers
 * page scores watched ones (src/shared/outlier-score.ts), long videos and Shorts apart, 24 a page,
 * highest score first, then those without a score yet, newest first.
 */
export const OWN_OUTLIER_KINDS = ["long", "short"] as const;
export const OWN_OUTLIERS_PAGE_SIZE = 24;
export const ownOutliersQuery = z.object({
  kind: z.enum(OWN_OUTLIER_KINDS, { error: "Kind is long or short" }).default("long"),
  page: z.coerce
    .number({ error: "Page must be a number" })
    .int({ error: "Page must be a whole number" })
    .min(1, { error: "Page starts at 1" })
    .max(10_000, { error: "Page is at most 10000" })
    .default(1),
});

/** Why an upload has no score: too young (under 48 hours), or too few earlier uploads of its kind. */
export const NO_SCORE_REASONS = ["too_young", "too_little_history"] as const;

export const ownOutlierSchema = z.object({
  videoId: z.string(),
  youtubeVideoId: z.string(),
  title: z.string(),
  publishedAt: z.string(),
  views: z.number(),
  isShort: z.boolean(),
  score: scoreBasisSchema.nullable(),
  noScore: z.enum(NO_SCORE_REASONS).nullable(),
  url: z.string(),
  thumbnailUrl: z.string(),
});
export type OwnOutlier = z.infer<typeof ownOutlierSchema>;

export const ownOutliersSchema = z.object({
  kind: z.enum(OWN_OUTLIER_KINDS),
  items: z.array(ownOutlierSchema),
  total: z.number(),
  page: z.number(),
  pageSize: z.number(),
  /** Uploads of this kind with a score. */
  scored: z.number(),
  /** Synced uploads whose length YouTube has not given yet (synced before lengths were kept): counted as long. */
  lengthUnknown: z.number(),
});
export type OwnOutliers = z.infer<typeof ownOutliersSchema>;
