// YouTube Analytics' periods and reach states without their schemas (./schemas/channel-analytics.ts,
// ./schemas/video-analytics.ts): the dashboard's first paint needs these, not zod.

export const ANALYTICS_PERIODS = [7, 28, 90, 365] as const;
export type AnalyticsPeriod = (typeof ANALYTICS_PERIODS)[number];
/** Today and the two days before it are still coming in (YouTube's reporting delay). */
export const INCOMPLETE_DAYS = 3;

/** What the YouTube Reporting API's reach reports say (decision 024). */
export const REACH_STATUSES = ["not-connected", "waiting", "available"] as const;
