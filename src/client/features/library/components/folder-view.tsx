import { CalendarDays, FileVideo, Plus, SearchX } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useNavigate } from "react-router";
import { PageLoader } from "@/components/layout/page-loader.tsx";
import { LoadError } from "@/components/load-error.tsx";
import { Button } from "@/components/ui/button.tsx";
import { Skeleton } from "@/components/ui/skeleton.tsx";
import { useFolder } from "@/features/library/api/get-folder.ts";
import { useFolderVideos } from "@/features/library/api/get-folder-videos.ts";
import { ApiError } from "@/lib/api.ts";
import { NOT_FOUND } from "../../../../shared/not-found.ts";
import { useCanDelete } from "../hooks/use-can-delete.ts";
import { useErrorToast } from "../hooks/use-error-toast.ts";
import { libraryPath } from "../library-location.ts";
import { monthLabel } from "../month-label.ts";
import { videoCount } from "../video-count.ts";
import { EmptyState } from "./empty-state.tsx";
import { ItemActionsMenu } from "./item-actions-menu.tsx";
import { CreateVideoDialog, DeleteFolderDialog, EditFolderDialog } from "./lazy-dialogs.ts";
import { LevelHeader } from "./level-header.tsx";
import { LibraryBreadcrumb } from "./library-breadcrumb.tsx";
import { VideoCard } from "./video-card.tsx";

/** spec §2: a folder's videos. Back goes to the channel's folders (spec §4). */
export function FolderView({ folderId, channelId }: { folderId: string; channelId: string | null }) {
  const { t } = useTranslation("library");
  const folder = useFolder(folderId);
  const navigate = useNavigate();
  const canDelete = useCanDelete();
  const [dialog, setDialog] = useState<"edit" | "delete" | "add-video" | null>(null);
  const notFound = folder.error instanceof ApiError && folder.error.status === 404;
  useErrorToast(notFound ? null : folder.error, t("Failed to load folders"));

  if (folder.isPending) return <PageLoader label={t("Loading content library...")} />;

  if (folder.isError) {
    const back = channelId ? libraryPath({ channel: channelId, tab: "folders" }) : libraryPath();
    return (
      <div className="grid gap-6">
        <LibraryBreadcrumb crumbs={[{ label: t("Content Library"), to: libraryPath() }]} />
        {notFound ? (
          <EmptyState
            icon={SearchX}
            title={t(NOT_FOUND.folder, { ns: "server" })}
            description={t("It may have been deleted, or the link is wrong.")}
            action={
              <Button asChild>
                <Link to={back}>{t("Back")}</Link>
              </Button>
            }
          />
        ) : (
          <LoadError title={t("Failed to load folders")} error={folder.error} onRetry={() => folder.refetch()} />
        )}
      </div>
    );
  }

  const { data } = folder;
  const foldersPath = libraryPath({ channel: data.channel.id, tab: "folders" });
  const closeDialog = (open: boolean) => !open && setDialog(null);

  return (
    <div className="grid gap-6">
      <LibraryBreadcrumb
        crumbs={[
          { label: t("Content Library"), to: libraryPath() },
          { label: data.channel.name, to: libraryPath({ channel: data.channel.id }) },
          { label: data.name },
        ]}
      />
      <LevelHeader
        backTo={foldersPath}
        backLabel={t("Back to folders")}
        title={data.name}
        details={
          <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-muted-foreground">
            <span className="flex items-center gap-1.5 font-medium">
              <CalendarDays className="size-4" aria-hidden="true" />
              {monthLabel(data)}
            </span>
            <span aria-hidden="true">·</span>
            <span>{videoCount(data.videoCount)}</span>
          </p>
        }
        actions={
          <>
            <Button onClick={() => setDialog("add-video")}>
              <Plus aria-hidden="true" />
              {t("Add Video")}
            </Button>
            <ItemActionsMenu
              itemName={data.name}
              editLabel={t("Edit folder")}
              onEdit={() => setDialog("edit")}
              onDelete={canDelete(data.createdBy) ? () => setDialog("delete") : undefined}
            />
          </>
        }
      />
      <FolderVideos folderId={folderId} channelId={data.channel.id} onAddVideo={() => setDialog("add-video")} />
      <CreateVideoDialog
        folderId={folderId}
        channelId={data.channel.id}
        open={dialog === "add-video"}
        onOpenChange={closeDialog}
      />
      <EditFolderDialog folder={data} open={dialog === "edit"} onOpenChange={closeDialog} />
      <DeleteFolderDialog
        folder={data}
        open={dialog === "delete"}
        onOpenChange={closeDialog}
        onDeleted={() => navigate(foldersPath, { replace: true })}
      />
    </div>
  );
}

function FolderVideos({
  folderId,
  channelId,
  onAddVideo,
}: {
  folderId: string;
  channelId: string;
  onAddVideo: () => void;
}) {
  const { t } = useTranslation("library");
  const videos = useFolderVideos(folderId);
  useErrorToast(videos.error, t("Failed to load videos"));
  const list = videos.data?.videos;

  if (videos.isPending) {
    return (
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3" role="status" aria-label={t("Loading videos")}>
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} className="h-28 rounded-xl" />
        ))}
      </div>
    );
  }
  if (videos.isError) {
    return <LoadError title={t("Failed to load videos")} error={videos.error} onRetry={() => videos.refetch()} />;
  }
  if (!list || list.length === 0) {
    return (
      <EmptyState
        icon={FileVideo}
        title={t("No videos yet")}
        description={t("Create your first video in this folder")}
        action={
          <Button variant="outline" onClick={onAddVideo}>
            <Plus aria-hidden="true" />
            {t("Add Video")}
          </Button>
        }
      />
    );
  }
  return (
    <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3" aria-label={t("Videos")}>
      {list.map((video) => (
        <li key={video.id} className="grid">
          <VideoCard video={video} channelId={channelId} />
        </li>
      ))}
    </ul>
  );
}
