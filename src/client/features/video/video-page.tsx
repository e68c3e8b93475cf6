import { Activity, FileText, History, LayoutDashboard, PackageOpen, Send, StickyNote } from "lucide-react";
import { type ReactNode, useEffect } from "react";
import { useTranslation } from "react-i18next";
import { Link, useParams, useSearchParams } from "react-router";
import { useVideo } from "@/api/get-video.ts";
import { PageLoader } from "@/components/layout/page-loader.tsx";
import { PageLoadFailure } from "@/components/page-load-failure.tsx";
import { Button } from "@/components/ui/button.tsx";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs.tsx";
import { ApiError, errorMessage } from "@/lib/api.ts";
import { showFailure } from "@/lib/failure-toast.tsx";
import { NOT_FOUND } from "../../../shared/not-found.ts";
import type { VideoDetail } from "../../../shared/schemas/video.ts";
import { ActivityTab } from "./components/activity-tab.tsx";
import { MetricsCard } from "./components/metrics-card.tsx";
import { NotesTab } from "./components/notes-tab.tsx";
import { ProductionCard } from "./components/production-card.tsx";
import { QuickStatsCard } from "./components/quick-stats-card.tsx";
import { ScriptRetentionCard } from "./components/script-retention-card.tsx";
import { ScriptTab } from "./components/script-tab.tsx";
import { ShortsLinks } from "./components/shorts-links.tsx";
import { VideoAnalyticsCard } from "./components/video-analytics-card.tsx";
import { VideoDetailsForm } from "./components/video-details-form.tsx";
import { VideoHeader } from "./components/video-header.tsx";

const TABS = ["overview", "script", "packaging", "publish", "analytics", "notes", "activity"] as const;
type VideoTab = (typeof TABS)[number];

/**
 * spec §2 video detail: header, then tabs Overview, Script, Analytics and Notes (the tab is in ?tab=);
 * issue 12 adds Packaging, composed in by the router (`renderPackaging`); issue 13 the production card
 * on Overview and an Activity tab; issue 25 the Publish tab, composed in the same way (`renderPublish`).
 */
export function VideoPage({
  renderPackaging,
  renderPublish,
}: {
  renderPackaging?: (video: VideoDetail) => ReactNode;
  renderPublish?: (video: VideoDetail) => ReactNode;
} = {}) {
  const { t } = useTranslation("video");
  const { videoId = "" } = useParams();
  const [params, setParams] = useSearchParams();
  const video = useVideo(videoId);
  const notFound = video.error instanceof ApiError && video.error.status === 404;
  const tabParam = params.get("tab");
  const tab: VideoTab = (TABS as readonly string[]).includes(tabParam ?? "") ? (tabParam as VideoTab) : "overview";

  useEffect(() => {
    if (video.isError && !notFound) showFailure(t("Failed to load video data"), video.error);
  }, [video.isError, video.error, notFound, t]);

  if (video.isPending) return <PageLoader label={t("Loading video...")} />;

  if (video.isError) {
    return (
      <PageLoadFailure
        notFound={notFound}
        title={notFound ? t(NOT_FOUND.video) : t("Failed to load video data")}
        detail={notFound ? t("It may have been deleted, or the link is wrong.") : errorMessage(video.error)}
        onRetry={() => video.refetch()}
        exit={
          <Button asChild>
            <Link to="/content-library">{t("Back to Content Library")}</Link>
          </Button>
        }
      />
    );
  }

  const { data } = video;
  const selectTab = (value: string) =>
    setParams(value === "overview" ? {} : { tab: value }, { replace: true, preventScrollReset: true });

  return (
    <div className="mx-auto grid w-full min-w-0 max-w-6xl gap-6 px-4 py-6 sm:py-8">
      <VideoHeader video={data} />
      <ShortsLinks video={data} />
      <Tabs value={tab} onValueChange={selectTab} className="gap-5">
        {/* Seven tabs: on a phone they wrap onto a second row rather than scroll out of sight. */}
        <TabsList className="h-auto w-full flex-wrap overflow-visible *:h-8 sm:h-9 sm:w-fit sm:flex-nowrap sm:overflow-x-auto sm:*:h-[calc(100%-1px)]">
          <TabsTrigger value="overview">
            <LayoutDashboard aria-hidden="true" className="hidden sm:block" />
            {t("Overview")}
          </TabsTrigger>
          <TabsTrigger value="script">
            <FileText aria-hidden="true" className="hidden sm:block" />
            {t("Script")}
          </TabsTrigger>
          {renderPackaging && (
            <TabsTrigger value="packaging">
              <PackageOpen aria-hidden="true" className="hidden sm:block" />
              {t("Packaging")}
            </TabsTrigger>
          )}
          {renderPublish && (
            <TabsTrigger value="publish">
              <Send aria-hidden="true" className="hidden sm:block" />
              {t("Publish")}
            </TabsTrigger>
          )}
          <TabsTrigger value="analytics">
            <Activity aria-hidden="true" className="hidden sm:block" />
            {t("Analytics")}
          </TabsTrigger>
          <TabsTrigger value="notes">
            <StickyNote aria-hidden="true" className="hidden sm:block" />
            {t("Notes")}
          </TabsTrigger>
          <TabsTrigger value="activity">
            <History aria-hidden="true" className="hidden sm:block" />
            {t("Activity")}
          </TabsTrigger>
        </TabsList>
        <TabsContent value="overview" className="grid items-start gap-4 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
          <ProductionCard video={data} className="lg:col-span-2" />
          <VideoDetailsForm video={data} />
          <QuickStatsCard video={data} />
        </TabsContent>
        <TabsContent value="script">
          <ScriptTab video={data} />
        </TabsContent>
        {renderPackaging && (
          // Kept mounted while hidden: unsaved packaging edits survive a look at another tab.
          <TabsContent value="packaging" forceMount className="data-[state=inactive]:hidden">
            {renderPackaging(data)}
          </TabsContent>
        )}
        {renderPublish && <TabsContent value="publish">{renderPublish(data)}</TabsContent>}
        <TabsContent value="analytics" className="grid gap-4">
          <MetricsCard video={data} />
          <VideoAnalyticsCard videoId={data.id} />
          <ScriptRetentionCard videoId={data.id} />
        </TabsContent>
        <TabsContent value="notes">
          <NotesTab videoId={data.id} />
        </TabsContent>
        <TabsContent value="activity">
          <ActivityTab videoId={data.id} />
        </TabsContent>
      </Tabs>
    </div>
  );
}
