import { ChartLine } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card.tsx";
import { Skeleton } from "@/components/ui/skeleton.tsx";
import { formatCompact } from "@/lib/format-date.ts";
import { formatPercent } from "../../../../shared/format.ts";
import { useVideoAnalytics } from "../api/get-video-analytics.ts";
import { figureWords } from "./figure-words.ts";
import { RetentionChart } from "./retention-chart.tsx";
import { ViewsOverTimeChart } from "./views-over-time-chart.tsx";

/** 144 → '2:24'. */
const formatDuration = (seconds: number | null) =>
  seconds === null ? "N/A" : `${Math.floor(seconds / 60)}:${String(Math.round(seconds % 60)).padStart(2, "0")}`;

/**
 * Issue 14: the Analytics tab's YouTube Analytics — views over time since publishing, average view
 * duration and percentage, and the audience-retention curve. A video without them says why.
 */
export function VideoAnalyticsCard({ videoId }: { videoId: string }) {
  const { t } = useTranslation("video");
  const analytics = useVideoAnalytics(videoId);
  const data = analytics.data;

  return (
    <Card data-testid="video-analytics">
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <ChartLine className="size-5 text-primary" aria-hidden="true" />
          <h2>{t("YouTube Analytics")}</h2>
        </CardTitle>
        <CardDescription>
          {data?.available && data.publishedOn
            ? t("Since publishing ({date}); the last 3 days are still coming in and drawn faded.", {
                date: data.publishedOn,
              })
            : t("Watch time and retention from YouTube Analytics")}
        </CardDescription>
      </CardHeader>
      <CardContent className="grid min-w-0 gap-6">
        {analytics.isPending ? (
          <Skeleton className="h-40 rounded-lg" role="status" aria-label={t("Loading analytics")} />
        ) : analytics.isError || !data ? (
          <p role="alert" className="text-sm">
            {t("Could not load YouTube Analytics for this video.")}
          </p>
        ) : !data.available || !data.lifetime ? (
          <p className="text-muted-foreground text-sm" data-testid="video-analytics-unavailable">
            {data.youtubeVideoId
              ? t(
                  "No YouTube Analytics for this video yet: they come with the next sync of a channel connected with Google (with analytics access).",
                )
              : t("Add the video's YouTube URL; analytics come with the sync of a channel connected with Google.")}
          </p>
        ) : (
          <>
            <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4" aria-label={t("Lifetime figures")}>
              {[
                { label: t("Views"), value: formatCompact(data.lifetime.views) },
                {
                  label: t("Watch time"),
                  value:
                    data.lifetime.watchMinutes === null
                      ? "N/A"
                      : t("{hours} h", { hours: formatCompact(Math.round(data.lifetime.watchMinutes / 6) / 10) }),
                },
                { label: t("Average view duration"), value: formatDuration(data.lifetime.averageViewDuration) },
                { label: t("Average percentage viewed"), value: formatPercent(data.lifetime.averageViewPercentage) },
              ].map((figure) => (
                <div
                  key={figure.label}
                  className="grid gap-1 rounded-lg border p-3"
                  data-testid="video-analytics-figure"
                >
                  <dt className="text-muted-foreground text-xs">{figure.label}</dt>
                  <dd className="font-semibold text-xl tabular-nums">{figureWords(figure.value)}</dd>
                </div>
              ))}
            </dl>
            <section className="grid min-w-0 gap-2">
              <h3 id="views-over-time-title" className="font-medium text-sm">
                {t("Views over time")}
              </h3>
              {data.days.length > 0 ? (
                <ViewsOverTimeChart days={data.days} />
              ) : (
                <p className="text-muted-foreground text-sm">{t("Daily views come with a later sync.")}</p>
              )}
            </section>
            <section className="grid min-w-0 gap-2">
              <h3 id="retention-title" className="font-medium text-sm">
                {t("Audience retention")}
              </h3>
              {data.retention && data.retention.length > 0 ? (
                <RetentionChart points={data.retention} chapters={data.chapters} />
              ) : (
                <p className="text-muted-foreground text-sm">{t("The retention curve comes with a later sync.")}</p>
              )}
            </section>
          </>
        )}
      </CardContent>
    </Card>
  );
}
