import { lazy, Suspense } from "react";
import { useTranslation } from "react-i18next";
import { Skeleton } from "@/components/ui/skeleton.tsx";

const ChannelBoard = lazy(async () => ({ default: (await import("./channel-board.tsx")).ChannelBoard }));

/**
 * A channel's Production tab (drag and drop, a virtual list per column) is a chunk of its own, loaded
 * when the tab is opened: the channel's dashboard, shown first, doesn't carry it.
 */
export function LazyChannelBoard({ channelId }: { channelId: string }) {
  const { t } = useTranslation("production");
  return (
    <Suspense fallback={<Skeleton className="h-48 w-full" role="status" aria-label={t("Loading the board")} />}>
      <ChannelBoard channelId={channelId} />
    </Suspense>
  );
}
