import { formatCompact, formatNumber } from "@/lib/format-date.ts";
import { activeLanguage, i18n } from "@/lib/i18n.ts";
import { formatPercent, ratePercent } from "../../../shared/format.ts";

// The dashboard's figures in the interface's language (decision 040). Compact counts are the spec's
// form in English (1.2K, one decimal) and Intl's compact notation in the others (src/shared/format.ts);
// the words around them — N/A, Hidden, "likes only" — and the days and months come from the catalogue
// and Intl.

const isNumber = (value: number | null | undefined): value is number =>
  typeof value === "number" && Number.isFinite(value);

/** spec §9: a figure we don't have. */
export const notAvailable = () => i18n.t("N/A", { ns: "dashboard" });

/** formatCompact, with N/A in the interface's language. */
export const compact = (value: number | null | undefined) => (isNumber(value) ? formatCompact(value) : notAvailable());

/** A like count; null is hidden on YouTube (decision 013), never 0. */
export const likesText = (value: number | null) =>
  value === null ? i18n.t("Hidden", { ns: "dashboard" }) : compact(value);

/** A comment count; null is comments off on YouTube, never 0. */
export const commentsText = (value: number | null) => (value === null ? notAvailable() : compact(value));

/** A percentage (0–100) with `decimals` decimals, or N/A. */
export const percentText = (value: number | null | undefined, decimals = 1) =>
  isNumber(value) ? formatPercent(value, decimals) : notAvailable();

/** spec §9: (likes + comments) / views, saying which part it counts when one is unknown. */
export function engagementText(metrics: { views?: number | null; likes?: number | null; comments?: number | null }) {
  const likesKnown = isNumber(metrics.likes);
  const commentsKnown = isNumber(metrics.comments);
  const rate = ratePercent((metrics.likes ?? 0) + (metrics.comments ?? 0), metrics.views);
  if ((!likesKnown && !commentsKnown) || rate === null) return notAvailable();
  const percent = formatPercent(rate, 1);
  if (!likesKnown) return i18n.t("{percent} (comments only)", { ns: "dashboard", percent });
  if (!commentsKnown) return i18n.t("{percent} (likes only)", { ns: "dashboard", percent });
  return percent;
}

/** A count in the interface's language (12,345 / 12.345). */
export const exactNumber = (value: number | null | undefined) => (isNumber(value) ? formatNumber(value) : undefined);

// One formatter per language: a chart formats every bar's day.
let days: { language: string; format: Intl.DateTimeFormat } | undefined;

/** 'YYYY-MM-DD' → 'Nov 3' ('3 nov', '11月3日'): the day is YouTube's, a calendar date, not an instant. */
export function shortDay(day: string): string {
  const language = activeLanguage();
  if (days?.language !== language) {
    days = {
      language,
      format: new Intl.DateTimeFormat(language, { month: "short", day: "numeric", timeZone: "UTC" }),
    };
  }
  return days.format.format(new Date(`${day}T00:00:00Z`));
}

/** A folder's month 'YYYY-MM' → 'January 2024' ('enero de 2024'), or 'Jan 2024' short for an axis. */
export function monthLabel(monthYear: string, length: "long" | "short" = "long"): string {
  const date = new Date(`${monthYear}-01T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return monthYear;
  return date.toLocaleDateString(activeLanguage(), { month: length, year: "numeric", timeZone: "UTC" });
}
