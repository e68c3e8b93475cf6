import { ChevronRight, Film, FolderOpen, FolderPlus } from "lucide-react";
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
import { videoCount } from "../video-count.ts";
import { EmptyState } from "./empty-state.tsx";

const ROW_CLASS =
  "flex items-center gap-3 rounded-lg px-3 py-2.5 outline-none transition-colors hover:bg-accent focus-visible:ring-[3px] focus-visible:ring-ring/50";

/** spec §2, §9: the first 5 folders with their video counts and up to 10 recent videos with status badges. */
export function ChannelOverviewTab({ channelId, onAddFolder }: { channelId: string; onAddFolder: () => void }) {
  const overview = useChannelOverview(channelId);
  useErrorToast(overview.error, "Failed to load folders");

  if (overview.isPending) {
    return (
      <div className="grid gap-4 lg:grid-cols-2" role="status" aria-label="Loading overview">
        <Skeleton className="h-72 rounded-xl" />
        <Skeleton className="h-72 rounded-xl" />
      </div>
    );
  }
  if (overview.isError) {
    return <LoadError title="Failed to load the overview" error={overview.error} onRetry={() => overview.refetch()} />;
  }
  const { folders, folderCount, recentVideos } = overview.data;

  return (
    <div className="grid items-start gap-4 lg:grid-cols-2">
      <Card className="gap-4">
        <CardHeader>
          <CardTitle className="flex items-center gap-2">
            <FolderOpen className="size-5 text-primary" aria-hidden="true" />
            <h2>Folders</h2>
          </CardTitle>
          <CardDescription>
            {folderCount > OVERVIEW_FOLDERS_LIMIT
              ? `The newest ${OVERVIEW_FOLDERS_LIMIT} of ${folderCount} folders`
              : "Newest month first"}
          </CardDescription>
          <CardAction>
            <Button size="sm" variant="outline" onClick={onAddFolder}>
              <FolderPlus aria-hidden="true" />
              Add Folder
            </Button>
          </CardAction>
        </CardHeader>
        <CardContent className="grid gap-2">
          {folders.length === 0 ? (
            <EmptyState
              icon={FolderOpen}
              title="No folders yet"
              description="Create your first folder to organize videos"
            />
          ) : (
            <ul className="-mx-3 grid gap-0.5" aria-label="Folders">
              {folders.map((folder) => (
                <li key={folder.id}>
                  <Link to={libraryPath({ channel: channelId, folder: folder.id })} className={ROW_CLASS}>
                    <span className="grid min-w-0 flex-1">
                      <span className="truncate font-medium text-sm">{folder.name}</span>
                      <span className="text-muted-foreground text-xs">{folder.monthLabel}</span>
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
                View all {folderCount} folders
              </Link>
            </Button>
          )}
        </CardContent>
      </Card>
      <Card className="gap-4">
        <CardHeader>
          <CardTitle className="flex items-center gap-2">
            <Film className="size-5 text-primary" aria-hidden="true" />
            <h2>Recent Videos</h2>
          </CardTitle>
          <CardDescription>The {RECENT_VIDEOS_LIMIT} newest videos of this channel</CardDescription>
        </CardHeader>
        <CardContent>
          {recentVideos.length === 0 ? (
            <EmptyState
              icon={Film}
              title="No videos yet"
              description="Videos you add to this channel's folders show here."
            />
          ) : (
            <ul className="-mx-3 grid gap-0.5" aria-label="Recent videos">
              {recentVideos.map((video) => (
                <li key={video.id}>
                  <Link to={`/video/${encodeURIComponent(video.id)}`} className={ROW_CLASS}>
                    <span className="grid min-w-0 flex-1">
                      <span className="truncate font-medium text-sm">{video.title}</span>
                      <span className="text-muted-foreground text-xs">Created {formatDate(video.createdAt)}</span>
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
