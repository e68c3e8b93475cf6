// The outlier score (decision 035): a video's views divided by the median views of its channel's
// comparable uploads — the 10 to 20 published just before it, of the same kind (Shorts, 3 minutes or
// less, apart from long videos) — compared at the same age (views at 30 or 7 days) where dated
// snapshots allow, else lifetime views with the age shown. Videos younger than 48 hours get none.

import { formatCompactNumber } from "./format.ts";
export const SHORT_MAX_SECONDS = 180;
export const MIN_AGE_HOURS = 48;
export const MIN_COMPARED = 10;
export const MAX_COMPARED = 20;
/** The score the outliers page asks for unless the member changes it. */
export const DEFAULT_MIN_SCORE = 2;

const DAY_MS = 86_400_000;
/** How far from the exact age a snapshot may be to stand for "views at N days". */
const AGE_TOLERANCE_DAYS: Record<7 | 30, number> = { 7: 1, 30: 3 };

export type OutlierBasis = "30d" | "7d" | "lifetime";

export interface OutlierScore {
  score: number;
  basis: OutlierBasis;
  /** The video's views at that basis. */
  views: number;
  /** The median of the compared uploads at the same basis. */
  median: number;
  /** The video's age in whole days when scored. */
  ageDays: number;
  /** How many earlier uploads the median is taken over. */
  compared: number;
}

export interface ScoredUpload {
  id: string;
  publishedAt: Date;
  durationSeconds: number | null;
  /** Lifetime views now; null when YouTube gave none. */
  views: number | null;
  /** Dated view counts, any order. */
  snapshots: Array<{ takenAt: Date; views: number }>;
}

export function isShort(durationSeconds: number | null): boolean {
  return durationSeconds !== null && durationSeconds <= SHORT_MAX_SECONDS;
}

export function median(values: number[]): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

/** The views of the snapshot nearest to `days` of age, if one was taken close enough to it. */
export function viewsAtAge(upload: ScoredUpload, days: 7 | 30): number | null {
  const target = upload.publishedAt.getTime() + days * DAY_MS;
  let best: { distance: number; views: number } | null = null;
  for (const snapshot of upload.snapshots) {
    const distance = Math.abs(snapshot.takenAt.getTime() - target);
    if (distance <= AGE_TOLERANCE_DAYS[days] * DAY_MS && (!best || distance < best.distance)) {
      best = { distance, views: snapshot.views };
    }
  }
  return best?.views ?? null;
}

/**
 * Scores every upload of one channel as of `now`: id → score, or null (too young, too little
 * history of its kind, no view count, or a median of 0).
 */
export function scoreChannelUploads(uploads: ScoredUpload[], now: Date): Map<string, OutlierScore | null> {
  const byKind = new Map<boolean, ScoredUpload[]>();
  for (const upload of uploads) {
    const kind = isShort(upload.durationSeconds);
    byKind.set(kind, [...(byKind.get(kind) ?? []), upload]);
  }
  const scores = new Map<string, OutlierScore | null>();
  for (const group of byKind.values()) {
    const oldestFirst = [...group].sort((a, b) => a.publishedAt.getTime() - b.publishedAt.getTime());
    oldestFirst.forEach((upload, index) => {
      const earlier = oldestFirst.slice(0, index).filter((u) => u.views !== null);
      scores.set(upload.id, scoreOne(upload, earlier.slice(-MAX_COMPARED), now));
    });
  }
  return scores;
}

function scoreOne(upload: ScoredUpload, earlier: ScoredUpload[], now: Date): OutlierScore | null {
  const ageMs = now.getTime() - upload.publishedAt.getTime();
  if (upload.views === null || ageMs < MIN_AGE_HOURS * 3_600_000) return null;
  if (earlier.length < MIN_COMPARED) return null;
  const ageDays = Math.floor(ageMs / DAY_MS);
  for (const days of [30, 7] as const) {
    const own = viewsAtAge(upload, days);
    if (own === null) continue;
    const theirs = earlier.flatMap((u) => viewsAtAge(u, days) ?? []);
    if (theirs.length < MIN_COMPARED) continue;
    const basisMedian = median(theirs);
    if (basisMedian > 0) return result(own, basisMedian, days === 30 ? "30d" : "7d", ageDays, theirs.length);
  }
  const lifetime = earlier.map((u) => u.views ?? 0);
  const lifetimeMedian = median(lifetime);
  return lifetimeMedian > 0 ? result(upload.views, lifetimeMedian, "lifetime", ageDays, lifetime.length) : null;
}

function result(views: number, basisMedian: number, basis: OutlierBasis, ageDays: number, compared: number) {
  return { score: views / basisMedian, basis, views, median: basisMedian, ageDays, compared };
}

/**
 * 42000 → '42K', 9800 → '9.8K', 1250000 → '1.3M', 950 → '950' in English; other languages by Intl's
 * compact notation ('4,2 mil', '4.2万').
 */
export function compactViews(value: number, locale = "en"): string {
  if (locale !== "en" && !locale.startsWith("en-")) return formatCompactNumber(value, locale);
  const trim = (n: number, unit: string) => `${n.toFixed(1).replace(/\.0$/, "")}${unit}`;
  if (Math.abs(value) >= 1_000_000) return trim(value / 1_000_000, "M");
  if (Math.abs(value) >= 1_000) return trim(value / 1_000, "K");
  return String(Math.round(value));
}

/** The score to one decimal: '4.3×'. */
export function formatScore(score: number): string {
  return `${score.toFixed(1)}×`;
}

/** The hover text: '42K views at 30 days; channel median 9.8K → 4.3×'. */
export function describeOutlierScore(score: OutlierScore): string {
  const views =
    score.basis === "lifetime"
      ? `${compactViews(score.views)} views in ${score.ageDays} ${score.ageDays === 1 ? "day" : "days"}`
      : `${compactViews(score.views)} views at ${score.basis === "30d" ? 30 : 7} days`;
  return `${views}; channel median ${compactViews(score.median)} → ${formatScore(score.score)}`;
}
