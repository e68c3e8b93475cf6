import { ChartColumn, FolderOpen, KanbanSquare, LayoutList, Mic, SearchX } from "lucide-react";
import { lazy, type ReactNode, Suspense, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useNavigate } from "react-router";
import { PageLoader } from "@/components/layout/page-loader.tsx";
import { LoadError } from "@/components/load-error.tsx";
import { Button } from "@/components/ui/button.tsx";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs.tsx";
import { useChannel } from "@/features/library/api/get-channel.ts";
import { ApiError } from "@/lib/api.ts";
import { NOT_FOUND } from "../../../../shared/not-found.ts";
import { useCanDelete } from "../hooks/use-can-delete.ts";
import { useErrorToast } from "../hooks/use-error-toast.ts";
import { type ChannelTab, libraryPath } from "../library-location.ts";
import { ChannelFoldersTab } from "./channel-folders-tab.tsx";
import { ChannelOverviewTab } from "./channel-overview-tab.tsx";
import { EmptyState } from "./empty-state.tsx";
import { ItemActionsMenu } from "./item-actions-menu.tsx";
import { CreateFolderDialog, DeleteChannelDialog, EditChannelDialog } from "./lazy-dialogs.ts";
import { LevelHeader } from "./level-header.tsx";
import { LibraryBreadcrumb } from "./library-breadcrumb.tsx";

// The voice tab is a form (react-hook-form, its zod schema): loaded when the tab is shown.
const ChannelVoiceTab = lazy(async () => ({ default: (await import("./channel-voice-tab.tsx")).ChannelVoiceTab }));

/** What the channel dashboard (another feature, composed in router.tsx) receives. */
export interface DashboardSlotProps {
  channelId: string;
  channelName: string;
}
export type RenderDashboard = (props: DashboardSlotProps) => ReactNode;
/** The production feature's board of this channel (issue 13), composed in router.tsx. */
export type RenderBoard = (props: { channelId: string }) => ReactNode;

/** spec §2 channel detail: tabs Dashboard (default), Overview and Folders; issue 11 adds Voice, issue 13 Production. */
export function ChannelView({
  channelId,
  tab,
  renderDashboard,
  renderBoard,
}: {
  channelId: string;
  tab: ChannelTab;
  renderDashboard?: RenderDashboard;
  renderBoard?: RenderBoard;
}) {
  const { t } = useTranslation("library");
  const channel = useChannel(channelId);
  const navigate = useNavigate();
  const canDelete = useCanDelete();
  const [dialog, setDialog] = useState<"edit" | "delete" | "add-folder" | null>(null);
  const notFound = channel.error instanceof ApiError && channel.error.status === 404;
  useErrorToast(notFound ? null : channel.error, t("Failed to load channels"));

  if (channel.isPending) return <PageLoader label={t("Loading content library...")} />;

  if (channel.isError) {
    return (
      <div className="grid gap-6">
        <LibraryBreadcrumb crumbs={[{ label: t("Content Library"), to: libraryPath() }]} />
        {notFound ? (
          <EmptyState
            icon={SearchX}
            title={t(NOT_FOUND.channel, { ns: "server" })}
            description={t("It may have been deleted, or the link is wrong.")}
            action={
              <Button asChild>
                <Link to={libraryPath()}>{t("Back to Content Library")}</Link>
              </Button>
            }
          />
        ) : (
          <LoadError title={t("Failed to load channels")} error={channel.error} onRetry={() => channel.refetch()} />
        )}
      </div>
    );
  }

  const { data } = channel;
  const selectTab = (value: string) =>
    navigate(libraryPath({ channel: channelId, tab: value as ChannelTab }), { replace: true });
  const closeDialog = (open: boolean) => !open && setDialog(null);

  return (
    <div className="grid gap-6">
      <LibraryBreadcrumb crumbs={[{ label: t("Content Library"), to: libraryPath() }, { label: data.name }]} />
      <LevelHeader
        backTo={libraryPath()}
        backLabel={t("Back to channels")}
        title={data.name}
        details={
          data.description && <p className="line-clamp-3 break-words text-muted-foreground">{data.description}</p>
        }
        actions={
          <ItemActionsMenu
            itemName={data.name}
            editLabel={t("Edit channel")}
            onEdit={() => setDialog("edit")}
            onDelete={canDelete(data.createdBy) ? () => setDialog("delete") : undefined}
          />
        }
      />
      <Tabs value={tab} onValueChange={selectTab} className="gap-5">
        <TabsList className="w-full sm:w-fit">
          <TabsTrigger value="dashboard">
            <ChartColumn aria-hidden="true" />
            {t("Dashboard")}
          </TabsTrigger>
          <TabsTrigger value="overview">
            <LayoutList aria-hidden="true" />
            {t("Overview")}
          </TabsTrigger>
          <TabsTrigger value="folders">
            <FolderOpen aria-hidden="true" />
            {t("Folders")}
          </TabsTrigger>
          <TabsTrigger value="voice">
            <Mic aria-hidden="true" />
            {t("Voice")}
          </TabsTrigger>
          {renderBoard && (
            <TabsTrigger value="production">
              <KanbanSquare aria-hidden="true" />
              {t("Production")}
            </TabsTrigger>
          )}
        </TabsList>
        <TabsContent value="dashboard">
          {renderDashboard ? (
            renderDashboard({ channelId, channelName: data.name })
          ) : (
            <p className="text-muted-foreground text-sm">{t("The channel dashboard is not available.")}</p>
          )}
        </TabsContent>
        <TabsContent value="overview">
          <ChannelOverviewTab channelId={channelId} onAddFolder={() => setDialog("add-folder")} />
        </TabsContent>
        <TabsContent value="folders">
          <ChannelFoldersTab channelId={channelId} onAddFolder={() => setDialog("add-folder")} />
        </TabsContent>
        <TabsContent value="voice">
          <Suspense fallback={<PageLoader label={t("Loading the channel's voice...")} />}>
            <ChannelVoiceTab channelId={channelId} />
          </Suspense>
        </TabsContent>
        {renderBoard && (
          <TabsContent value="production" className="min-w-0">
            {renderBoard({ channelId })}
          </TabsContent>
        )}
      </Tabs>
      <CreateFolderDialog channelId={channelId} open={dialog === "add-folder"} onOpenChange={closeDialog} />
      <EditChannelDialog channel={data} open={dialog === "edit"} onOpenChange={closeDialog} />
      <DeleteChannelDialog
        channel={data}
        open={dialog === "delete"}
        onOpenChange={closeDialog}
        onDeleted={() => navigate(libraryPath(), { replace: true })}
      />
    </div>
  );
}
