import { lazy, Suspense } from "react";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import { useChannels } from "@/api/get-channels.ts";
import { PageLoader } from "@/components/layout/page-loader.tsx";
import type { RenderConnectDialog } from "./components/channel-management-panel.tsx";
import type { RenderBoard, RenderDashboard } from "./components/channel-view.tsx";
import { LibraryBreadcrumb } from "./components/library-breadcrumb.tsx";
import { readChannelTab } from "./library-location.ts";

// The page shows one of three levels, chosen by the address: each level's code loads when shown.
const ChannelManagementPanel = lazy(async () => ({
  default: (await import("./components/channel-management-panel.tsx")).ChannelManagementPanel,
}));
const ChannelView = lazy(async () => ({ default: (await import("./components/channel-view.tsx")).ChannelView }));
const FolderView = lazy(async () => ({ default: (await import("./components/folder-view.tsx")).FolderView }));

/**
 * spec §2 Content Library: channels → channel (Dashboard / Overview / Folders) → a folder's videos.
 * The level is read from the address (?channel=…&folder=…&tab=…), so reload and Back/Forward keep it.
 * Composed in router.tsx: `renderDashboard` is the dashboard feature's channel dashboard,
 * `renderConnectDialog` the YouTube feature's Connect Channel dialog, `renderBoard` the production
 * feature's board of one channel.
 */
export function LibraryPage({
  renderDashboard,
  renderConnectDialog,
  renderBoard,
}: {
  renderDashboard?: RenderDashboard;
  renderConnectDialog: RenderConnectDialog;
  renderBoard?: RenderBoard;
}) {
  const { t } = useTranslation("library");
  const [params] = useSearchParams();
  const channelId = params.get("channel");
  const folderId = params.get("folder");

  return (
    <div className="mx-auto grid w-full min-w-0 max-w-6xl gap-6 px-4 py-6 sm:py-8">
      <Suspense fallback={<PageLoader label={t("Loading content library...")} />}>
        {folderId ? (
          <FolderView key={folderId} folderId={folderId} channelId={channelId} />
        ) : channelId ? (
          <ChannelView
            key={channelId}
            channelId={channelId}
            tab={readChannelTab(params.get("tab"))}
            renderDashboard={renderDashboard}
            renderBoard={renderBoard}
          />
        ) : (
          <ChannelsLevel renderConnectDialog={renderConnectDialog} />
        )}
      </Suspense>
    </div>
  );
}

function ChannelsLevel({ renderConnectDialog }: { renderConnectDialog: RenderConnectDialog }) {
  const { t } = useTranslation("library");
  const channels = useChannels();
  if (channels.isPending) return <PageLoader label={t("Loading content library...")} />;
  return (
    <div className="grid gap-6">
      <LibraryBreadcrumb crumbs={[{ label: t("Content Library") }]} />
      <div>
        <h1 className="font-bold text-2xl tracking-tight sm:text-3xl">{t("Content Library")}</h1>
        <p className="text-muted-foreground">{t("Your channels, their month folders and every video in them.")}</p>
      </div>
      <ChannelManagementPanel renderConnectDialog={renderConnectDialog} />
    </div>
  );
}
