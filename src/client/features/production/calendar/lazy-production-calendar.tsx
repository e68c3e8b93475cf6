import { lazy, Suspense } from "react";
import { useTranslation } from "react-i18next";
import { Skeleton } from "@/components/ui/skeleton.tsx";

const ProductionCalendar = lazy(async () => ({
  default: (await import("./production-calendar.tsx")).ProductionCalendar,
}));

/**
 * The calendar with its drag and drop and dialogs is a chunk of its own, loaded when the calendar is
 * shown: the board, opened first, doesn't wait for it. Until it comes, the calendar's own loading
 * placeholder.
 */
export function LazyProductionCalendar({ channelId }: { channelId: string | null }) {
  const { t } = useTranslation("production");
  return (
    <Suspense fallback={<Skeleton className="h-96 w-full" role="status" aria-label={t("Loading the calendar")} />}>
      <ProductionCalendar channelId={channelId} />
    </Suspense>
  );
}
