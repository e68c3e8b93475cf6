import { RefreshCw } from "lucide-react";
import { toast } from "sonner";
import { Button } from "@/components/ui/button.tsx";
import { errorMessage } from "@/lib/api.ts";
import { useSyncChannel } from "../api/sync-channel.ts";

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? "" : "s"}`;

/** The channel dashboard's 'Sync YouTube Data' (spec §2, issue 4), composed into it in router.tsx. */
export function SyncChannelButton({ channelId }: { channelId: string }) {
  const sync = useSyncChannel();

  const runSync = () =>
    sync.mutate(channelId, {
      onSuccess: ({ videosUpdated, videosImported, socialBladeError }) => {
        const imported = videosImported > 0 ? ` and imported ${plural(videosImported, "new video")}` : "";
        toast.success("Sync completed", { description: `Updated metrics for ${videosUpdated} videos${imported}` });
        // Social Blade is optional: its failure never fails the sync (issue 4).
        if (socialBladeError) toast.error(socialBladeError);
      },
      onError: (error) =>
        toast.error("Sync failed", { description: errorMessage(error, "Failed to sync YouTube data") }),
    });

  return (
    <Button variant="outline" onClick={runSync} disabled={sync.isPending} className="w-full sm:w-auto">
      <RefreshCw aria-hidden="true" className={sync.isPending ? "animate-spin" : undefined} />
      {sync.isPending ? "Syncing..." : "Sync YouTube Data"}
    </Button>
  );
}
