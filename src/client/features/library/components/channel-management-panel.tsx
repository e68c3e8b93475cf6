import { MonitorPlay, Plus, RefreshCw } from "lucide-react";
import { type ReactNode, useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { useChannels } from "@/api/get-channels.ts";
import { LoadError } from "@/components/load-error.tsx";
import { Button } from "@/components/ui/button.tsx";
import { Card, CardAction, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card.tsx";
import { Skeleton } from "@/components/ui/skeleton.tsx";
import { cn } from "@/lib/cn.ts";
import { toast } from "@/lib/toast.ts";
import { ChannelCard } from "./channel-card.tsx";
import { EmptyState } from "./empty-state.tsx";

/** What the Connect Channel dialog (the YouTube feature's, composed in router.tsx) receives. */
export interface ConnectDialogSlotProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}
export type RenderConnectDialog = (props: ConnectDialogSlotProps) => ReactNode;

/**
 * spec §2 Channel Management: Refresh, Connect Channel and the card grid. Also the admin panel's
 * second tab (composed in router.tsx); a card opens the channel in the library either way.
 */
export function ChannelManagementPanel({ renderConnectDialog }: { renderConnectDialog: RenderConnectDialog }) {
  const { t } = useTranslation("library");
  const channels = useChannels();
  const [connectOpen, setConnectOpen] = useState(false);
  const list = channels.data?.channels;

  useEffect(() => {
    if (channels.isError) toast.error(t("Failed to load channels"));
  }, [channels.isError, t]);

  const refresh = () => {
    void channels.refetch();
  };
  const refreshing = channels.isFetching && !channels.isPending;

  return (
    <Card className="gap-5">
      <CardHeader className="flex flex-wrap items-start gap-3">
        <div className="grid min-w-0 flex-1 gap-1.5">
          <CardTitle className="flex items-center gap-2">
            <MonitorPlay className="size-5 text-primary" aria-hidden="true" />
            <h2>{t("Channel Management")}</h2>
          </CardTitle>
          <CardDescription>{t("Connect YouTube channels and open one to see its folders and videos.")}</CardDescription>
        </div>
        <CardAction className="col-start-auto row-span-1 row-start-auto flex w-full gap-2 sm:w-auto">
          <Button
            variant="outline"
            onClick={refresh}
            disabled={channels.isFetching}
            className="flex-1 sm:flex-none"
            aria-label={refreshing ? t("Refreshing channels") : t("Refresh channels")}
          >
            <RefreshCw aria-hidden="true" className={cn(refreshing && "animate-spin")} />
            {t("Refresh")}
          </Button>
          <Button onClick={() => setConnectOpen(true)} className="flex-1 sm:flex-none">
            <Plus aria-hidden="true" />
            {t("Connect Channel")}
          </Button>
        </CardAction>
      </CardHeader>
      <CardContent>
        {channels.isPending ? (
          <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3" role="status" aria-label={t("Loading channels")}>
            {[0, 1, 2].map((i) => (
              <Skeleton key={i} className="h-36 rounded-xl" />
            ))}
          </div>
        ) : channels.isError && !list ? (
          <LoadError title={t("Failed to load channels")} error={channels.error} onRetry={refresh} />
        ) : list && list.length > 0 ? (
          <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3" aria-label={t("Channels")}>
            {list.map((channel) => (
              <li key={channel.id} className="grid">
                <ChannelCard channel={channel} />
              </li>
            ))}
          </ul>
        ) : (
          <EmptyState
            icon={MonitorPlay}
            title={t("No channels yet")}
            description={t("Connect your first YouTube channel to start organising its videos by month.")}
            action={
              <Button onClick={() => setConnectOpen(true)}>
                <Plus aria-hidden="true" />
                {t("Connect Channel")}
              </Button>
            }
          />
        )}
      </CardContent>
      {renderConnectDialog({ open: connectOpen, onOpenChange: setConnectOpen })}
    </Card>
  );
}
