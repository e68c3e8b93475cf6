import { useQueryClient } from "@tanstack/react-query";
import { RefreshCw } from "lucide-react";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { libraryKeys } from "@/api/query-keys.ts";
import { Button } from "@/components/ui/button.tsx";
import { showFailure } from "@/lib/failure-toast.tsx";
import { toast } from "@/lib/toast.ts";
import { useChannelSyncStatus } from "../api/get-channel-sync-status.ts";
import { useSyncChannel } from "../api/sync-channel.ts";

/**
 * The channel dashboard's 'Sync YouTube Data' (spec §2, issues 4 and 14), composed into it in
 * router.tsx. It queues the channel's sync job and follows the run until it finishes; a scheduled
 * sync running now shows as 'Syncing...' too.
 */
export function SyncChannelButton({ channelId }: { channelId: string }) {
  const { t } = useTranslation("youtube");
  const queryClient = useQueryClient();
  const sync = useSyncChannel();
  const status = useChannelSyncStatus(channelId);
  const [followed, setFollowed] = useState<string | null>(null);

  const finished = followed
    ? status.data?.runs.find((r) => r.id === followed && r.status !== "queued" && r.status !== "running")
    : undefined;

  useEffect(() => {
    if (!finished) return;
    setFollowed(null);
    if (finished.status === "succeeded") {
      const updated = finished.videosUpdated ?? 0;
      const imported = finished.videosImported ?? 0;
      toast.success(t("Sync completed"), {
        description:
          imported > 0
            ? t(
                "Updated metrics for {updated, number} videos and imported {imported, plural, one {# new video} other {# new videos}}",
                { updated, imported },
              )
            : t("Updated metrics for {updated, number} videos", { updated }),
      });
      // Social Blade is optional: its failure never fails the sync (issue 4); the run keeps its message.
      if (finished.error) toast.error(finished.error);
    } else {
      toast.error(t("Sync failed"), { description: finished.error ?? t("Failed to sync YouTube data") });
    }
    // New metrics (dashboard, video pages) and imported uploads (month folders, overview, lists).
    void Promise.all([
      queryClient.invalidateQueries({ queryKey: libraryKeys.channel(channelId) }),
      queryClient.invalidateQueries({ queryKey: libraryKeys.allFolders() }),
      queryClient.invalidateQueries({ queryKey: libraryKeys.allVideos() }),
    ]);
  }, [finished, channelId, queryClient, t]);

  const runSync = () =>
    sync.mutate(channelId, {
      onSuccess: (run) => setFollowed(run.id),
      onError: (error) => showFailure(t("Sync failed"), error),
    });

  const busy = sync.isPending || Boolean(followed) || Boolean(status.data?.activeRun);
  return (
    <Button variant="outline" onClick={runSync} disabled={busy} className="w-full sm:w-auto">
      <RefreshCw aria-hidden="true" className={busy ? "animate-spin" : undefined} />
      {busy ? t("Syncing...") : t("Sync YouTube Data")}
    </Button>
  );
}
