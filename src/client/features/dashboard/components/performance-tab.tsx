import { useTranslation } from "react-i18next";
import type { ChannelDashboard, ChannelPerformance } from "../../../../shared/schemas/dashboard.ts";
import { commentsText, compact, likesText, notAvailable, percentText, shortDay } from "../format.ts";

interface Figures {
  videos: number;
  videosWithLikes: number;
  videosWithComments: number;
  averages: { views: number | null; likes: number | null; comments: number | null };
  likeRate: number | null;
  commentRate: number | null;
}

/**
 * spec §2, §9: average views, likes and comments per video (rounded), like rate (1 decimal), comment
 * rate (2). Likes and comments count only the videos whose count is known, and say so. Issue 14: for
 * a channel with YouTube Analytics (`performance` given) the figures cover the videos published in the
 * dashboard's chosen period, and the tab says which days; otherwise every video with metrics.
 */
export function PerformanceTab({
  dashboard,
  performance,
}: {
  dashboard: ChannelDashboard;
  performance?: ChannelPerformance | null;
}) {
  const { t } = useTranslation("dashboard");
  const figures: Figures = performance ?? { ...dashboard.totals, ...dashboard };
  const empty = performance?.videos === 0;
  // Which videos a like or comment figure covers, when some have an unknown count (hidden likes, comments off).
  const likesPartial = figures.videosWithLikes < figures.videos;
  const commentsPartial = figures.videosWithComments < figures.videos;
  const cover = (known: number) => ({ known, videos: figures.videos });
  const unknownIfEmpty = (format: (value: number | null) => string) => (value: number | null) =>
    empty ? notAvailable() : format(value);
  const rows = [
    { label: t("Average views per video"), value: compact(figures.averages.views) },
    {
      label: t("Average likes per video"),
      value: unknownIfEmpty(likesText)(figures.averages.likes),
      hint: likesPartial ? t("From {known} of {videos} videos", cover(figures.videosWithLikes)) : undefined,
    },
    {
      label: t("Average comments per video"),
      value: unknownIfEmpty(commentsText)(figures.averages.comments),
      hint: commentsPartial ? t("From {known} of {videos} videos", cover(figures.videosWithComments)) : undefined,
    },
    {
      label: t("Like rate"),
      // spec §9: like rate with one decimal, comment rate with two.
      value: unknownIfEmpty((v) => percentText(v, 1))(figures.likeRate),
      hint: likesPartial
        ? t("Likes per view · from {known} of {videos} videos", cover(figures.videosWithLikes))
        : t("Likes per view"),
    },
    {
      label: t("Comment rate"),
      value: unknownIfEmpty((v) => percentText(v, 2))(figures.commentRate),
      hint: commentsPartial
        ? t("Comments per view · from {known} of {videos} videos", cover(figures.videosWithComments))
        : t("Comments per view"),
    },
  ];
  const range = performance
    ? { period: performance.period, from: shortDay(performance.from), to: shortDay(performance.to) }
    : null;
  return (
    <div className="grid gap-3">
      {performance && (
        <p className="text-muted-foreground text-sm" data-testid="performance-period">
          {empty
            ? t("No videos with metrics were published in the last {period} days ({from} – {to}).", range ?? {})
            : t(
                "Videos published in the last {period} days ({from} – {to}): {videos, plural, one {# video} other {# videos}} with metrics.",
                { ...range, videos: performance.videos },
              )}{" "}
          {t(
            "The period is chosen under YouTube Analytics above; figures are each video's lifetime views, likes and comments.",
          )}
        </p>
      )}
      <dl className="grid grid-cols-2 gap-3 lg:grid-cols-5" aria-label={t("Performance")}>
        {rows.map((row) => (
          <div key={row.label} className="grid gap-1 rounded-lg border bg-card p-4" data-testid="performance-metric">
            <dt className="text-muted-foreground text-sm">{row.label}</dt>
            <dd className="font-semibold text-xl tabular-nums">{row.value}</dd>
            {row.hint && <dd className="text-muted-foreground text-xs">{row.hint}</dd>}
          </div>
        ))}
      </dl>
    </div>
  );
}
