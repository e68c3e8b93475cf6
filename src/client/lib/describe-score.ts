import { activeLanguage, i18n } from "@/lib/i18n.ts";
import { compactViews, formatScore, type OutlierScore } from "../../shared/outlier-score.ts";

/**
 * The hover text of an outlier score, the same on the dashboard and among ideas:
 * '42K views at 30 days; channel median 9.8K → 4.3×'.
 */
export function describeScore(score: OutlierScore): string {
  const values = {
    views: compactViews(score.views, activeLanguage()),
    median: compactViews(score.median, activeLanguage()),
    score: formatScore(score.score),
    days: score.ageDays,
  };
  if (score.basis === "lifetime")
    return i18n.t("{views} views in {days, plural, one {# day} other {# days}}; channel median {median} → {score}", {
      ns: "common",
      ...values,
    });
  return score.basis === "30d"
    ? i18n.t("{views} views at 30 days; channel median {median} → {score}", { ns: "common", ...values })
    : i18n.t("{views} views at 7 days; channel median {median} → {score}", { ns: "common", ...values });
}
