import {
  formatCommentRate,
  formatComments,
  formatCompactNumber,
  formatLikeRate,
  formatLikes,
} from "../../../../shared/format.ts";
import type { ChannelDashboard, ChannelPerformance } from "../../../../shared/schemas/dashboard.ts";
import { shortDay } from "./analytics-daily-chart.tsx";

/** Which videos a like or comment figure covers, when some have an unknown count (hidden likes, comments off). */
function covering(known: number, videos: number): string | undefined {
  return known < videos ? `From ${known} of ${videos} videos` : undefined;
}

interface Figures {
  videos: number;
  videosWithLikes: number;
  videosWithComments: number;
  averages: { views: number | null; likes: number | null; comments: number | null };
  likeRate: number | null;
  commentRate: number | null;
}

const plural = (n: number, word: string) => `${n.toLocaleString("en-US")} ${word}${n === 1 ? "" : "s"}`;

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
  const figures: Figures = performance ?? { ...dashboard.totals, ...dashboard };
  const empty = performance?.videos === 0;
  const likesCover = covering(figures.videosWithLikes, figures.videos);
  const commentsCover = covering(figures.videosWithComments, figures.videos);
  const unknownIfEmpty = (format: (value: number | null) => string) => (value: number | null) =>
    empty ? "N/A" : format(value);
  const rows = [
    { label: "Average views per video", value: formatCompactNumber(figures.averages.views) },
    {
      label: "Average likes per video",
      value: unknownIfEmpty(formatLikes)(figures.averages.likes),
      hint: likesCover,
    },
    {
      label: "Average comments per video",
      value: unknownIfEmpty(formatComments)(figures.averages.comments),
      hint: commentsCover,
    },
    {
      label: "Like rate",
      value: unknownIfEmpty(formatLikeRate)(figures.likeRate),
      hint: likesCover ? `Likes per view · ${likesCover.toLowerCase()}` : "Likes per view",
    },
    {
      label: "Comment rate",
      value: unknownIfEmpty(formatCommentRate)(figures.commentRate),
      hint: commentsCover ? `Comments per view · ${commentsCover.toLowerCase()}` : "Comments per view",
    },
  ];
  return (
    <div className="grid gap-3">
      {performance && (
        <p className="text-muted-foreground text-sm" data-testid="performance-period">
          {empty
            ? `No videos with metrics were published in the last ${performance.period} days (${shortDay(performance.from)} – ${shortDay(performance.to)}).`
            : `Videos published in the last ${performance.period} days (${shortDay(performance.from)} – ${shortDay(performance.to)}): ${plural(performance.videos, "video")} with metrics.`}{" "}
          The period is chosen under YouTube Analytics above; figures are each video's lifetime views, likes and
          comments.
        </p>
      )}
      <dl className="grid grid-cols-2 gap-3 lg:grid-cols-5" aria-label="Performance">
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
