import { Eye, Film, MessageSquare, ThumbsUp } from "lucide-react";
import { lazy, type ReactNode, Suspense, useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { LoadError } from "@/components/load-error.tsx";
import { Skeleton } from "@/components/ui/skeleton.tsx";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs.tsx";
import { toast } from "@/lib/toast.ts";
import type { AnalyticsPeriod } from "../../../../shared/analytics-periods.ts";
import type { OwnOutlier } from "../../../../shared/schemas/dashboard.ts";
import { useChannelAnalytics } from "../api/get-channel-analytics.ts";
import { useChannelDashboard } from "../api/get-channel-dashboard.ts";
import { useChannelPerformance } from "../api/get-channel-performance.ts";
import { commentsText, compact, exactNumber, likesText } from "../format.ts";
import { AnalyticsSection } from "./analytics-section.tsx";
import { PerformanceTab } from "./performance-tab.tsx";
import { SocialBladeTiles } from "./social-blade-tiles.tsx";
import { StatTile } from "./stat-tile.tsx";
import { ViewsByMonthChart } from "./views-by-month-chart.tsx";
import { ViewsPerVideoChart } from "./views-per-video-chart.tsx";

// The Outliers tab (its tooltips, its schemas) loads when shown.
// The tabs behind Performance load when opened: the dashboard's first screen is within its 180 KB budget.
const DashboardVideoList = lazy(async () => ({
  default: (await import("./dashboard-video-list.tsx")).DashboardVideoList,
}));
const OwnOutliersTab = lazy(async () => ({ default: (await import("./own-outliers-tab.tsx")).OwnOutliersTab }));
// The audience's lessons sit below the charts: their code follows the first screen rather than delay it.
const AudienceLessonsPanel = lazy(async () => ({
  default: (await import("./audience-lessons-panel.tsx")).AudienceLessonsPanel,
}));

/**
 * spec §2 channel dashboard: '{channel} Dashboard', the four tiles, 'Sync YouTube Data', tabs
 * Performance / Recent Videos / Top Performers, and two charts. Only videos with metrics count (§7).
 * `actions` is what the header shows beside the title: the YouTube feature's Sync button, composed in
 * router.tsx; `syncStatus` the YouTube feature's sync panel (issue 14: last synced, next run, history);
 * `renderSaveAsIdea` the ideas feature's "Save as idea" on an own outlier (decision 035).
 */
export function ChannelDashboard({
  channelId,
  channelName,
  actions,
  syncStatus,
  renderSaveAsIdea,
}: {
  channelId: string;
  channelName: string;
  actions?: ReactNode;
  syncStatus?: ReactNode;
  renderSaveAsIdea?: (outlier: OwnOutlier) => ReactNode;
}) {
  const { t } = useTranslation("dashboard");
  const dashboard = useChannelDashboard(channelId);
  // Issue 14: one period for the analytics charts and the Performance tab (channels with analytics).
  const [period, setPeriod] = useState<AnalyticsPeriod>(28);
  const hasAnalytics = useChannelAnalytics(channelId, period).data?.available === true;
  const performance = useChannelPerformance(channelId, period, hasAnalytics);

  useEffect(() => {
    if (dashboard.isError)
      toast.error(t("Error loading metrics"), { description: t("Failed to load channel performance data") });
  }, [dashboard.isError, t]);

  const data = dashboard.data;

  return (
    <section className="grid min-w-0 gap-5" aria-labelledby="dashboard-heading">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div className="min-w-0">
          <h2 id="dashboard-heading" className="break-words font-semibold text-xl tracking-tight">
            {t("{channel} Dashboard", { channel: channelName })}
          </h2>
          <p className="text-muted-foreground text-sm">{t("Videos with metrics only")}</p>
        </div>
        {actions}
      </div>
      {syncStatus}

      {dashboard.isPending ? (
        <div className="grid gap-4" role="status" aria-label={t("Loading metrics")}>
          <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
            {[0, 1, 2, 3].map((i) => (
              <Skeleton key={i} className="h-24 rounded-xl" />
            ))}
          </div>
          <Skeleton className="h-72 rounded-xl" />
        </div>
      ) : dashboard.isError || !data ? (
        <LoadError
          title={t("Error loading metrics")}
          detail={t("Failed to load channel performance data")}
          error={dashboard.error}
          onRetry={() => dashboard.refetch()}
        />
      ) : (
        <>
          <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
            <StatTile
              icon={Eye}
              label={t("Total Views")}
              value={compact(data.totals.views)}
              exact={exactNumber(data.totals.views)}
            />
            <StatTile
              icon={ThumbsUp}
              label={t("Total Likes")}
              value={likesText(data.totals.likes)}
              exact={exactNumber(data.totals.likes)}
              // Totals count the videos whose likes (comments) are known; the tile says how many it leaves out.
              hint={
                data.totals.videos > data.totals.videosWithLikes
                  ? t("Hidden on {videos, plural, one {# video} other {# videos}}", {
                      videos: data.totals.videos - data.totals.videosWithLikes,
                    })
                  : undefined
              }
            />
            <StatTile
              icon={MessageSquare}
              label={t("Total Comments")}
              value={commentsText(data.totals.comments)}
              exact={exactNumber(data.totals.comments)}
              hint={
                data.totals.videos > data.totals.videosWithComments
                  ? t("N/A for {videos, plural, one {# video} other {# videos}}", {
                      videos: data.totals.videos - data.totals.videosWithComments,
                    })
                  : undefined
              }
            />
            <StatTile
              icon={Film}
              label={t("Total Videos")}
              value={compact(data.totals.videos)}
              hint={t("{videos, plural, one {# video} other {# videos}} in the library", {
                videos: data.totals.allVideos,
              })}
            />
          </div>
          {data.socialBlade && <SocialBladeTiles stats={data.socialBlade} />}
          <AnalyticsSection channelId={channelId} period={period} onPeriodChange={setPeriod} />
          <div className="grid min-w-0 gap-4 lg:grid-cols-2">
            <ViewsPerVideoChart data={data.viewsPerVideo} />
            <ViewsByMonthChart data={data.viewsByMonth} />
          </div>
          <Suspense fallback={<Skeleton className="h-40 w-full" />}>
            <AudienceLessonsPanel channelId={channelId} />
          </Suspense>
          <Tabs defaultValue="performance" className="gap-4">
            <TabsList className="w-full sm:w-fit">
              <TabsTrigger value="performance">{t("Performance")}</TabsTrigger>
              <TabsTrigger value="recent">{t("Recent Videos")}</TabsTrigger>
              <TabsTrigger value="top">{t("Top Performers")}</TabsTrigger>
              <TabsTrigger value="outliers">{t("Outliers")}</TabsTrigger>
            </TabsList>
            <TabsContent value="performance">
              {hasAnalytics && performance.isPending ? (
                <Skeleton className="h-28 rounded-lg" role="status" aria-label={t("Loading performance")} />
              ) : (
                <PerformanceTab dashboard={data} performance={hasAnalytics ? performance.data : null} />
              )}
            </TabsContent>
            <TabsContent value="recent">
              <Suspense fallback={<Skeleton className="h-64 w-full" />}>
                <DashboardVideoList
                  videos={data.recentVideos}
                  emptyText={t("No videos found")}
                  label={t("Recent videos")}
                />
              </Suspense>
            </TabsContent>
            <TabsContent value="top">
              <Suspense fallback={<Skeleton className="h-64 w-full" />}>
                <DashboardVideoList
                  videos={data.topPerformers}
                  emptyText={t("No video data available")}
                  label={t("Top performers")}
                  ranked
                />
              </Suspense>
            </TabsContent>
            <TabsContent value="outliers">
              <Suspense fallback={<Skeleton className="h-64 w-full" />}>
                <OwnOutliersTab channelId={channelId} renderSaveAsIdea={renderSaveAsIdea} />
              </Suspense>
            </TabsContent>
          </Tabs>
        </>
      )}
    </section>
  );
}
