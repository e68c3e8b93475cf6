import { Activity, Download, PencilLine, RefreshCw } from "lucide-react";
import { useState } from "react";
import { Badge } from "@/components/ui/badge.tsx";
import { Button } from "@/components/ui/button.tsx";
import { Card, CardAction, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card.tsx";
import { errorMessage } from "@/lib/api.ts";
import { formatDateTime } from "@/lib/format-date.ts";
import { toast } from "@/lib/toast.ts";
import { REACH_WAITING_MESSAGE } from "../../../../shared/analytics-periods.ts";
import {
  formatComments,
  formatCompactNumber,
  formatCtr,
  formatLikes,
  formatRetention,
} from "../../../../shared/format.ts";
import type { VideoDetail } from "../../../../shared/schemas/video.ts";
import { useVideoAnalytics } from "../api/get-video-analytics.ts";
import { useRefreshMetrics } from "../api/refresh-metrics.ts";
import { MetricsFormDialog } from "./metrics-form-dialog.tsx";

/**
 * spec §2 performance metrics card: views, likes, comments, CTR and retention ('Manual entry' when
 * CTR or retention is unknown), 'Last updated' or 'No metrics available', Fetch/Refresh, and entry by hand.
 */
export function MetricsCard({ video }: { video: VideoDetail }) {
  const { metrics } = video;
  const refresh = useRefreshMetrics();
  const [editing, setEditing] = useState(false);
  // Issue 14: retention from YouTube Analytics (average percentage viewed) when the sync brought it.
  const analytics = useVideoAnalytics(video.id);
  const analyticsRetention = analytics.data?.lifetime?.averageViewPercentage ?? null;
  // Issue 14 (decision 024): CTR from YouTube's reach reports (a ratio) once they arrived.
  const reach = analytics.data?.reach;
  const ctrRow =
    reach?.ctr !== null && reach?.ctr !== undefined
      ? { label: "CTR", value: formatCtr(reach.ctr * 100), source: "YouTube Analytics" }
      : {
          label: "CTR",
          value: formatCtr(metrics?.ctr),
          source: reach?.status === "waiting" ? REACH_WAITING_MESSAGE : "Manual entry",
        };

  const runRefresh = () => {
    // spec §5, §8: a refresh needs the video's URL.
    if (!video.youtubeUrl) {
      toast.error("No YouTube URL", { description: "Please add a YouTube URL to fetch metrics" });
      return;
    }
    refresh.mutate(video.id, {
      onSuccess: ({ message }) => toast.success(message || "Video metrics updated successfully"),
      onError: (error) =>
        toast.error("Failed to refresh metrics", { description: errorMessage(error, "") || undefined }),
    });
  };

  const rows: { label: string; value: string; source?: string }[] = metrics
    ? [
        { label: "Views", value: formatCompactNumber(metrics.views) },
        { label: "Likes", value: formatLikes(metrics.likes) },
        { label: "Comments", value: formatComments(metrics.comments) },
        // Where CTR and retention come from (issue 14); unknown ones are for entry by hand (spec §2).
        ctrRow,
        analyticsRetention === null
          ? { label: "Retention", value: formatRetention(metrics.retention), source: "Manual entry" }
          : { label: "Retention", value: formatRetention(analyticsRetention), source: "YouTube Analytics" },
      ]
    : [];

  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <Activity className="size-5 text-primary" aria-hidden="true" />
          <h2>Performance Metrics</h2>
        </CardTitle>
        <CardDescription data-testid="metrics-updated">
          {metrics ? `Last updated: ${formatDateTime(metrics.updatedAt)}` : "No metrics available"}
        </CardDescription>
        {metrics && (
          <CardAction className="flex flex-wrap justify-end gap-2">
            <Button variant="outline" size="sm" onClick={() => setEditing(true)}>
              <PencilLine aria-hidden="true" />
              Edit
            </Button>
            <Button variant="outline" size="sm" onClick={runRefresh} disabled={refresh.isPending}>
              <RefreshCw aria-hidden="true" className={refresh.isPending ? "animate-spin" : undefined} />
              {refresh.isPending ? "Refreshing..." : "Refresh"}
            </Button>
          </CardAction>
        )}
      </CardHeader>
      <CardContent>
        {metrics ? (
          <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5" aria-label="Performance metrics">
            {rows.map((row) => (
              <div key={row.label} className="grid content-start gap-1 rounded-lg border p-3" data-testid="metric">
                <dt className="text-muted-foreground text-xs">{row.label}</dt>
                <dd className="font-semibold text-xl tabular-nums">{row.value}</dd>
                {row.source && (
                  <dd data-testid="metric-source">
                    <Badge variant="outline" className="text-muted-foreground">
                      <span className="sr-only">Source: </span>
                      {row.source}
                    </Badge>
                  </dd>
                )}
              </div>
            ))}
          </dl>
        ) : (
          <div className="flex flex-col items-center gap-3 rounded-lg border border-dashed px-4 py-8 text-center">
            {video.youtubeUrl ? (
              <Button onClick={runRefresh} disabled={refresh.isPending}>
                {refresh.isPending ? (
                  <RefreshCw aria-hidden="true" className="animate-spin" />
                ) : (
                  <Download aria-hidden="true" />
                )}
                {refresh.isPending ? "Fetching..." : "Fetch Metrics"}
              </Button>
            ) : (
              <p className="text-muted-foreground text-sm">Add a YouTube URL to fetch metrics</p>
            )}
            <Button variant="link" size="sm" onClick={() => setEditing(true)}>
              <PencilLine aria-hidden="true" />
              Enter metrics by hand
            </Button>
          </div>
        )}
      </CardContent>
      <MetricsFormDialog videoId={video.id} metrics={metrics} open={editing} onOpenChange={setEditing} />
    </Card>
  );
}
