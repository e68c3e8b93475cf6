// Number and rate display (spec §9). Missing values show 'N/A'.

export const NOT_AVAILABLE = "N/A";

type Maybe = number | null | undefined;

const isNumber = (value: Maybe): value is number => typeof value === "number" && Number.isFinite(value);

/** spec §9: 1,000 and above as K, 1,000,000 and above as M, one decimal (999,999 → '1000.0K'). */
export function formatCompactNumber(value: Maybe): string {
  if (!isNumber(value)) return NOT_AVAILABLE;
  const size = Math.abs(value);
  if (size >= 1_000_000) return `${(value / 1_000_000).toFixed(1)}M`;
  if (size >= 1_000) return `${(value / 1_000).toFixed(1)}K`;
  return String(value);
}

/** A percentage (0–100) with the given number of decimals: 4.56 → '4.6%'. */
export function formatPercent(value: Maybe, decimals = 1): string {
  return isNumber(value) ? `${value.toFixed(decimals)}%` : NOT_AVAILABLE;
}

/** part / whole as a percentage (0–100); null when the whole is 0 or missing. */
export function ratePercent(part: Maybe, whole: Maybe): number | null {
  if (!isNumber(whole) || whole === 0) return null;
  return ((isNumber(part) ? part : 0) / whole) * 100;
}

export interface EngagementCounts {
  views?: number | null;
  likes?: number | null;
  comments?: number | null;
}

/** spec §9: (likes + comments) / views as a one-decimal percent; N/A when views is 0 or missing. */
export function formatEngagementRate(metrics: EngagementCounts | null | undefined): string {
  if (!metrics) return NOT_AVAILABLE;
  const interactions = (metrics.likes ?? 0) + (metrics.comments ?? 0);
  return formatPercent(ratePercent(interactions, metrics.views), 1);
}

/** spec §9: CTR and retention (stored and sent as percentages 0–100) show one decimal. */
export const formatCtr = (percent: Maybe) => formatPercent(percent, 1);
export const formatRetention = (percent: Maybe) => formatPercent(percent, 1);

/** spec §9: the average per video is rounded to a whole number; 0 when there are no videos. */
export function averagePerVideo(total: Maybe, videos: Maybe): number {
  if (!isNumber(total) || !isNumber(videos) || videos === 0) return 0;
  return Math.round(total / videos);
}

/** spec §9: like rate (likes / views) with one decimal. */
export const formatLikeRate = (likes: Maybe, views: Maybe) => formatPercent(ratePercent(likes, views), 1);

/** spec §9: comment rate (comments / views) with two decimals. */
export const formatCommentRate = (comments: Maybe, views: Maybe) => formatPercent(ratePercent(comments, views), 2);
