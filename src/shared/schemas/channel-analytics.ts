// The channel dashboard's YouTube Analytics part (issue 14): a period's daily views, watch time and
// net subscribers with its totals against the period before. YouTube reports a day completely only
// two or three days later: those last days are sent, marked incomplete, and left out of the totals.
import { z } from "zod";
import { ANALYTICS_PERIODS, type AnalyticsPeriod } from "../analytics-periods.ts";
import { reachStatusSchema } from "./video-analytics.ts";

export const analyticsPeriodQuery = z.object({
  period: z
    .enum(ANALYTICS_PERIODS.map(String) as ["7", "28", "90", "365"])
    .default("28")
    .transform((value) => Number(value) as AnalyticsPeriod),
});

const total = z.object({
  /** Sum over the period's complete days; null when no day of it has the figure (unknown, not zero). */
  current: z.number().nullable(),
  previous: z.number().nullable(),
  /** (current − previous) / previous × 100, one decimal; null without a previous figure or when it was 0. */
  changePercent: z.number().nullable(),
});

export const analyticsDaySchema = z.object({
  day: z.string().describe("YYYY-MM-DD, YouTube's day (Pacific time)"),
  views: z.number().nullable(),
  watchMinutes: z.number().nullable(),
  /** Subscribers gained − lost. */
  netSubscribers: z.number().nullable(),
  /** Within YouTube's reporting delay: the figure may still grow. */
  incomplete: z.boolean(),
});
export type AnalyticsDay = z.infer<typeof analyticsDaySchema>;

/** Issue 14: a day of the channel's reach, from YouTube's reach reports (decision 024). */
export const reachDaySchema = z.object({
  day: z.string().describe("YYYY-MM-DD, YouTube's day (Pacific time)"),
  /** Null when no report covered the day (yet). */
  impressions: z.number().nullable(),
  /** A ratio (0.05 is 5 %), weighted by the day's impressions; null when unknown. */
  ctr: z.number().nullable(),
  /** Within YouTube's reporting delay: the figure may still change. */
  incomplete: z.boolean(),
});
export type ReachDay = z.infer<typeof reachDaySchema>;

export const channelAnalyticsSchema = z.object({
  period: z.number().int(),
  /** False while no analytics reached this channel (not connected with Google, or analytics not granted). */
  available: z.boolean(),
  fetchedAt: z.string().nullable(),
  /** The last refresh's problem (e.g. the Analytics quota is spent), shown on the dashboard. */
  error: z.string().nullable(),
  /** The period's first and last complete day; the incomplete days follow it in `days`. */
  startDay: z.string(),
  endDay: z.string(),
  days: z.array(analyticsDaySchema),
  totals: z.object({ views: total, watchMinutes: total, netSubscribers: total }),
  /** Impressions and CTR of the period's complete days, from YouTube's reach reports (decision 024). */
  reach: z.object({
    status: reachStatusSchema,
    /** Sum over the period's days with a report; null when none has one. */
    impressions: z.number().nullable(),
    /** A ratio (0.05 is 5 %), weighted by impressions; null when unknown. */
    ctr: z.number().nullable(),
    /** The reach refresh's problem (e.g. YouTube refused the report), shown on the dashboard. */
    error: z.string().nullable(),
    /** The period's days and the incomplete days after them, as `days` (empty until a report arrived). */
    days: z.array(reachDaySchema),
  }),
});
export type ChannelAnalytics = z.infer<typeof channelAnalyticsSchema>;
