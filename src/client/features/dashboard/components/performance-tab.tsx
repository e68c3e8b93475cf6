import { formatCommentRate, formatCompactNumber, formatLikeRate } from "../../../../shared/format.ts";
import type { ChannelDashboard } from "../../../../shared/schemas/dashboard.ts";

/** spec §2, §9: average views, likes and comments per video (rounded), like rate (1 decimal), comment rate (2). */
export function PerformanceTab({ dashboard }: { dashboard: ChannelDashboard }) {
  const { averages, totals } = dashboard;
  const rows = [
    { label: "Average views per video", value: formatCompactNumber(averages.views) },
    { label: "Average likes per video", value: formatCompactNumber(averages.likes) },
    { label: "Average comments per video", value: formatCompactNumber(averages.comments) },
    { label: "Like rate", value: formatLikeRate(totals.likes, totals.views), hint: "Likes per view" },
    { label: "Comment rate", value: formatCommentRate(totals.comments, totals.views), hint: "Comments per view" },
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
