import { ChevronRight, Film, FolderOpen, FolderPlus } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { LoadError } from "@/components/load-error.tsx";
import { Badge } from "@/components/ui/badge.tsx";
import { Button } from "@/components/ui/button.tsx";
import { Card, CardAction, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card.tsx";
import { Skeleton } from "@/components/ui/skeleton.tsx";
import { VideoStatusBadge } from "@/components/video-status-badge.tsx";
import { useChannelOverview } from "@/features/library/api/get-channel-overview.ts";
import { formatDate } from "@/lib/format-date.ts";
import { OVERVIEW_FOLDERS_LIMIT, RECENT_VIDEOS_LIMIT } from "../../../../shared/library-rules.ts";
import { useErrorToast } from "../hooks/use-error-toast.ts";
import { libraryPath } from "../library-location.ts";
import { monthLabel } from "../month-label.ts";
import { videoCount } from "../video-count.ts";
import { EmptyState } from "./empty-state.tsx";

const ROW_CLASS =
  "flex items-center gap-3 rounded-lg px-3 py-2.5 outline-none transition-colors hover:bg-accent focus-visible:ring-[3px] focus-visible:ring-ring/50";

/** spec §2, §9: the first 5 folders with their video counts and up to 10 recent videos with status badges. */
export function ChannelOverviewTab({ channelId, onAddFolder }: { channelId: string; onAddFolder: () => void }) {
  const { t } = useTranslation("library");
  const overview = useChannelOverview(channelId);
  useErrorToast(overview.error, t("Failed to load folders"));

  if (overview.isPending) {
    return (
      <div className="grid gap-4 lg:grid-cols-2" role="status" aria-label={t("Loading overview")}>
        <Skeleton className="h-72 rounded-xl" />
        <Skeleton className="h-72 rounded-xl" />
      </div>
    );
  }
  if (overview.isError) {
    return (
      <LoadError title={t("Failed to load the overview")} error={overview.error} onRetry={() => overview.refetch()} />
    );
  }
  const { folders, folderCount, recentVideos } = overview.data;

  return (
    <div className="grid items-start gap-4 lg:grid-cols-2">
      <Card className="gap-4">
        <CardHeader>
          <CardTitle className="flex items-center gap-2">
            <FolderOpen className="size-5 text-primary" aria-hidden="true" />
            <h2>{t("Folders")}</h2>
          </CardTitle>
          <CardDescription>
            {folderCount > OVERVIEW_FOLDERS_LIMIT
              ? t("The newest {shown, number} of {total, number} folders", {
                  shown: OVERVIEW_FOLDERS_LIMIT,
                  total: folderCount,
                })
              : t("Newest month first")}
          </CardDescription>
          <CardAction>
            <Button size="sm" variant="outline" onClick={onAddFolder}>
              <FolderPlus aria-hidden="true" />
              {t("Add Folder")}
            </Button>
          </CardAction>
        </CardHeader>
        <CardContent className="grid gap-2">
          {folders.length === 0 ? (
            <EmptyState
              icon={FolderOpen}
              title={t("No folders yet")}
              description={t("Create your first folder to organize videos")}
            />
          ) : (
            <ul className="-mx-3 grid gap-0.5" aria-label={t("Folders")}>
              {folders.map((folder) => (
                <li key={folder.id}>
                  <Link to={libraryPath({ channel: channelId, folder: folder.id })} className={ROW_CLASS}>
                    <span className="grid min-w-0 flex-1">
                      <span className="truncate font-medium text-sm">{folder.name}</span>
                      <span className="text-muted-foreground text-xs">{monthLabel(folder)}</span>
                    </span>
                    <Badge variant="secondary">{videoCount(folder.videoCount)}</Badge>
                    <ChevronRight className="size-4 text-muted-foreground" aria-hidden="true" />
                  </Link>
                </li>
              ))}
            </ul>
          )}
          {folderCount > OVERVIEW_FOLDERS_LIMIT && (
            <Button asChild variant="link" size="sm" className="w-fit px-0">
              <Link to={libraryPath({ channel: channelId, tab: "folders" })} replace>
                {t("View all {total, number} folders", { total: folderCount })}
              </Link>
            </Button>
          )}
        </CardContent>
      </Card>
      <Card className="gap-4">
        <CardHeader>
          <CardTitle className="flex items-center gap-2">
            <Film className="size-5 text-primary" aria-hidden="true" />
            <h2>{t("Recent Videos")}</h2>
          </CardTitle>
          <CardDescription>
            {t("The {n, number} newest videos of this channel", { n: RECENT_VIDEOS_LIMIT })}
          </CardDescription>
        </CardHeader>
        <CardContent>
          {recentVideos.length === 0 ? (
            <EmptyState
              icon={Film}
              title={t("No videos yet")}
              description={t("Videos you add to this channel's folders show here.")}
            />
          ) : (
            <ul className="-mx-3 grid gap-0.5" aria-label={t("Recent videos")}>
              {recentVideos.map((video) => (
                <li key={video.id}>
                  <Link to={`/video/${encodeURIComponent(video.id)}`} className={ROW_CLASS}>
                    <span className="grid min-w-0 flex-1">
                      <span className="truncate font-medium text-sm">{video.title}</span>
                      <span className="text-muted-foreground text-xs">
                        {t("Created {date}", { date: formatDate(video.createdAt) })}
                      </span>
                    </span>
                    <VideoStatusBadge status={video.status} />
                  </Link>
                </li>
              ))}
            </ul>
          )}
        </CardContent>
      </Card>
    </div>
  );
}
