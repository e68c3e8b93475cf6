import { lazy, Suspense } from "react";
import { useTranslation } from "react-i18next";
import { Skeleton } from "@/components/ui/skeleton.tsx";
import { formatCompact } from "@/lib/format-date.ts";
import { activeLanguage } from "@/lib/i18n.ts";
import type { VideoAnalytics } from "../../../../shared/schemas/video-analytics.ts";
import type { DayBar } from "./views-over-time-plot.tsx";

// recharts comes with the drawing, once the card has data to draw (views-over-time-plot.tsx); the
// sized box holds the chart's place until then, so nothing moves.
const ViewsOverTimePlot = lazy(async () => ({
  default: (await import("./views-over-time-plot.tsx")).ViewsOverTimePlot,
}));

// One formatter for every bar (toLocaleDateString would build one per call), in the interface's language.
let dayFormat: Intl.DateTimeFormat | undefined;
const shortDay = (day: string) => {
  if (dayFormat?.resolvedOptions().locale !== activeLanguage()) {
    dayFormat = new Intl.DateTimeFormat(activeLanguage(), { month: "short", day: "numeric", timeZone: "UTC" });
  }
  return dayFormat.format(new Date(`${day}T00:00:00Z`));
};

/** Views per day since publishing; the last days, still coming in (YouTube's reporting delay), are faded. */
export function ViewsOverTimeChart({ days }: { days: VideoAnalytics["days"] }) {
  const { t } = useTranslation("video");
  const bars: DayBar[] = days.map((d) => ({ ...d, label: shortDay(d.day) }));
  const summary = bars
    .map((b) =>
      b.incomplete
        ? t("{day} (incomplete): {views} views", { day: b.label, views: formatCompact(b.views) })
        : t("{day}: {views} views", { day: b.label, views: formatCompact(b.views) }),
    )
    .join("; ");
  return (
    <figure aria-labelledby="views-over-time-title" className="m-0" data-testid="views-over-time">
      <div className="h-56 w-full">
        <Suspense fallback={<Skeleton className="size-full" />}>
          <ViewsOverTimePlot bars={bars} />
        </Suspense>
      </div>
      <figcaption className="sr-only">{summary}</figcaption>
    </figure>
  );
}
