import {
  formatCommentRate,
  formatComments,
  formatCompactNumber,
  formatLikeRate,
  formatLikes,
} from "../../../../shared/format.ts";
import type { ChannelDashboard } from "../../../../shared/schemas/dashboard.ts";

/** Which videos a like or comment figure covers, when some have an unknown count (hidden likes, comments off). */
function covering(known: number, videos: number): string | undefined {
  return known < videos ? `From ${known} of ${videos} videos` : undefined;
}

/**
 * spec §2, §9: average views, likes and comments per video (rounded), like rate (1 decimal), comment
 * rate (2). Likes and comments count only the videos whose count is known, and say so.
 */
export function PerformanceTab({ dashboard }: { dashboard: ChannelDashboard }) {
  const { averages, totals } = dashboard;
  const likesCover = covering(totals.videosWithLikes, totals.videos);
  const commentsCover = covering(totals.videosWithComments, totals.videos);
  const rows = [
    { label: "Average views per video", value: formatCompactNumber(averages.views) },
    { label: "Average likes per video", value: formatLikes(averages.likes), hint: likesCover },
    { label: "Average comments per video", value: formatComments(averages.comments), hint: commentsCover },
    {
      label: "Like rate",
      value: formatLikeRate(dashboard.likeRate),
      hint: likesCover ? `Likes per view · ${likesCover.toLowerCase()}` : "Likes per view",
    },
    {
      label: "Comment rate",
      value: formatCommentRate(dashboard.commentRate),
      hint: commentsCover ? `Comments per view · ${commentsCover.toLowerCase()}` : "Comments per view",
    },
  ];
  return (
    <dl className="grid grid-cols-2 gap-3 lg:grid-cols-5" aria-label="Performance">
      {rows.map((row) => (
        <div key={row.label} className="grid gap-1 rounded-lg border bg-card p-4" data-testid="performance-metric">
          <dt className="text-muted-foreground text-sm">{row.label}</dt>
          <dd className="font-semibold text-xl tabular-nums">{row.value}</dd>
          {row.hint && <dd className="text-muted-foreground text-xs">{row.hint}</dd>}
        </div>
      ))}
    </dl>
  );
}
