import { Activity, Download, PencilLine, RefreshCw } from "lucide-react";
import { useState } from "react";
import { Trans, useTranslation } from "react-i18next";
import { Badge } from "@/components/ui/badge.tsx";
import { Button } from "@/components/ui/button.tsx";
import { Card, CardAction, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card.tsx";
import { errorMessage } from "@/lib/api.ts";
import { formatCompact, formatDateTime } from "@/lib/format-date.ts";
import { activeLanguage } from "@/lib/i18n.ts";
import { toast } from "@/lib/toast.ts";
import { formatComments, formatCtr, formatLikes, formatRetention } from "../../../../shared/format.ts";
import type { VideoDetail } from "../../../../shared/schemas/video.ts";
import { useVideoAnalytics } from "../api/get-video-analytics.ts";
import { useRefreshMetrics } from "../api/refresh-metrics.ts";
import { figureWords } from "./figure-words.ts";
import { MetricsFormDialog } from "./metrics-form-dialog.tsx";

/**
 * spec §2 performance metrics card: views, likes, comments, CTR and retention ('Manual entry' when
 * CTR or retention is unknown), 'Last updated' or 'No metrics available', Fetch/Refresh, and entry by hand.
 */
export function MetricsCard({ video }: { video: VideoDetail }) {
  const { t } = useTranslation("video");
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
      ? { label: t("CTR"), value: formatCtr(reach.ctr * 100), source: t("YouTube Analytics") }
      : {
          label: t("CTR"),
          value: formatCtr(metrics?.ctr),
          // src/shared/analytics-periods.ts's REACH_WAITING_MESSAGE, in the interface's language.
          source: reach?.status === "waiting" ? t("CTR arrives about two days after connecting") : t("Manual entry"),
        };

  const runRefresh = () => {
    // spec §5, §8: a refresh needs the video's URL.
    if (!video.youtubeUrl) {
      toast.error(t("No YouTube URL"), { description: t("Please add a YouTube URL to fetch metrics") });
      return;
    }
    refresh.mutate(video.id, {
      onSuccess: ({ message }) => toast.success(message || t("Video metrics updated successfully")),
      onError: (error) =>
        toast.error(t("Failed to refresh metrics"), { description: errorMessage(error, "") || undefined }),
    });
  };

  const rows: { label: string; value: string; source?: string }[] = metrics
    ? [
        { label: t("Views"), value: formatCompact(metrics.views) },
        { label: t("Likes"), value: formatLikes(metrics.likes, activeLanguage()) },
        { label: t("Comments"), value: formatComments(metrics.comments, activeLanguage()) },
        // Where CTR and retention come from (issue 14); unknown ones are for entry by hand (spec §2).
        ctrRow,
        analyticsRetention === null
          ? { label: t("Retention"), value: formatRetention(metrics.retention), source: t("Manual entry") }
          : { label: t("Retention"), value: formatRetention(analyticsRetention), source: t("YouTube Analytics") },
      ]
    : [];

  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <Activity className="size-5 text-primary" aria-hidden="true" />
          <h2>{t("Performance Metrics")}</h2>
        </CardTitle>
        <CardDescription data-testid="metrics-updated">
          {metrics ? t("Last updated: {date}", { date: formatDateTime(metrics.updatedAt) }) : t("No metrics available")}
        </CardDescription>
        {metrics && (
          <CardAction className="flex flex-wrap justify-end gap-2">
            <Button variant="outline" size="sm" onClick={() => setEditing(true)}>
              <PencilLine aria-hidden="true" />
              {t("Edit")}
            </Button>
            <Button variant="outline" size="sm" onClick={runRefresh} disabled={refresh.isPending}>
              <RefreshCw aria-hidden="true" className={refresh.isPending ? "animate-spin" : undefined} />
              {refresh.isPending ? t("Refreshing...") : t("Refresh")}
            </Button>
          </CardAction>
        )}
      </CardHeader>
      <CardContent>
        {metrics ? (
          <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5" aria-label={t("Performance metrics")}>
            {rows.map((row) => (
              <div
                key={row.label}
                className="grid min-w-0 content-start gap-1 rounded-lg border p-3"
                data-testid="metric"
              >
                <dt className="break-words text-muted-foreground text-xs">{row.label}</dt>
                <dd className="break-words font-semibold text-xl tabular-nums">{figureWords(row.value)}</dd>
                {row.source && (
                  <dd data-testid="metric-source">
                    {/* The source may be longer than a narrow column: it wraps instead of pushing the page wider. */}
                    <Badge variant="outline" className="max-w-full whitespace-normal break-words text-muted-foreground">
                      <Trans
                        t={t}
                        i18nKey="<hidden>Source: </hidden>{source}"
                        values={{ source: row.source }}
                        components={{ hidden: <span className="sr-only" /> }}
                      />
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
                {refresh.isPending ? t("Fetching...") : t("Fetch Metrics")}
              </Button>
            ) : (
              <p className="text-muted-foreground text-sm">{t("Add a YouTube URL to fetch metrics")}</p>
            )}
            <Button variant="link" size="sm" onClick={() => setEditing(true)}>
              <PencilLine aria-hidden="true" />
              {t("Enter metrics by hand")}
            </Button>
          </div>
        )}
      </CardContent>
      <MetricsFormDialog videoId={video.id} metrics={metrics} open={editing} onOpenChange={setEditing} />
    </Card>
  );
}
