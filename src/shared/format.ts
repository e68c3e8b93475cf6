// Number and rate display (spec §9). Missing values show 'N/A'; a like count YouTube hides shows
// 'Hidden' (docs/decisions/013-unknown-metrics.md).

export const NOT_AVAILABLE = "N/A";
export const HIDDEN = "Hidden";

type Maybe = number | null | undefined;

const isNumber = (value: Maybe): value is number => typeof value === "number" && Number.isFinite(value);

// One compact formatter per language, made on first use (a chart formats every tick and bar).
const compactFormats = new Map<string, Intl.NumberFormat>();

/**
 * A count in short form, in the reader's language (decision 040). English keeps spec §9's own form
 * exactly: 1,000 and above as K, 1,000,000 and above as M, one decimal (999,999 → '1000.0K', a billion
 * → '1000.0M'), which Intl's English compact form does not write. Every other language takes Intl's
 * compact notation, with its own units and grouping: '12,3 mil' in Spanish, '1.2万' in Japanese,
 * '25.4 लाख' in Hindi, at most one decimal as spec §9 shows.
 */
export function formatCompactNumber(value: Maybe, locale = "en"): string {
  if (!isNumber(value)) return NOT_AVAILABLE;
  if (locale === "en" || locale.startsWith("en-")) {
    const size = Math.abs(value);
    if (size >= 1_000_000) return `${(value / 1_000_000).toFixed(1)}M`;
    if (size >= 1_000) return `${(value / 1_000).toFixed(1)}K`;
    return String(value);
  }
  let format = compactFormats.get(locale);
  if (!format) {
    format = new Intl.NumberFormat(locale, { notation: "compact", maximumFractionDigits: 1 });
    compactFormats.set(locale, format);
  }
  return format.format(value);
}

/** A like count; null is unknown — the channel hides it on YouTube — and shows 'Hidden', never 0. */
export function formatLikes(value: number | null, locale?: string): string {
  return value === null ? HIDDEN : formatCompactNumber(value, locale);
}

/** A comment count; null is unknown — comments are off on YouTube — and shows 'N/A', never 0. */
export function formatComments(value: number | null, locale?: string): string {
  return value === null ? NOT_AVAILABLE : formatCompactNumber(value, locale);
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

/**
 * spec §9: (likes + comments) / views as a one-decimal percent; N/A when views is 0 or missing.
 * An unknown count (null: hidden likes, comments off) is left out, not read as 0, and the rate says
 * which part it counts ('4.2% (likes only)'); N/A when both are unknown.
 */
export function formatEngagementRate(metrics: EngagementCounts | null | undefined): string {
  if (!metrics) return NOT_AVAILABLE;
  const likesKnown = isNumber(metrics.likes);
  const commentsKnown = isNumber(metrics.comments);
  if (!likesKnown && !commentsKnown) return NOT_AVAILABLE;
  const rate = ratePercent((metrics.likes ?? 0) + (metrics.comments ?? 0), metrics.views);
  if (rate === null) return NOT_AVAILABLE;
  const percent = formatPercent(rate, 1);
  if (!likesKnown) return `${percent} (comments only)`;
  if (!commentsKnown) return `${percent} (likes only)`;
  return percent;
}

/** spec §9: CTR and retention (stored and sent as percentages 0–100) show one decimal. */
export const formatCtr = (percent: Maybe) => formatPercent(percent, 1);
export const formatRetention = (percent: Maybe) => formatPercent(percent, 1);

/** spec §9: the average per video is rounded to a whole number; 0 when there are no videos. */
export function averagePerVideo(total: Maybe, videos: Maybe): number {
  if (!isNumber(total) || !isNumber(videos) || videos === 0) return 0;
  return Math.round(total / videos);
}

/** spec §9: like rate (likes / views, as a percentage 0–100) with one decimal. */
export const formatLikeRate = (percent: Maybe) => formatPercent(percent, 1);

/** spec §9: comment rate (comments / views, as a percentage 0–100) with two decimals. */
export const formatCommentRate = (percent: Maybe) => formatPercent(percent, 2);
