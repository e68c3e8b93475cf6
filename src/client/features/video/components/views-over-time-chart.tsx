import { lazy, Suspense } from "react";
import { Skeleton } from "@/components/ui/skeleton.tsx";
import { formatCompactNumber } from "../../../../shared/format.ts";
import type { VideoAnalytics } from "../../../../shared/schemas/video-analytics.ts";
import type { DayBar } from "./views-over-time-plot.tsx";

// recharts comes with the drawing, once the card has data to draw (views-over-time-plot.tsx); the
// sized box holds the chart's place until then, so nothing moves.
const ViewsOverTimePlot = lazy(async () => ({
  default: (await import("./views-over-time-plot.tsx")).ViewsOverTimePlot,
}));

// One formatter for every bar: toLocaleDateString would build one per call.
const dayFormat = new Intl.DateTimeFormat("en-US", { month: "short", day: "numeric", timeZone: "UTC" });
const shortDay = (day: string) => dayFormat.format(new Date(`${day}T00:00:00Z`));

/** Views per day since publishing; the last days, still coming in (YouTube's reporting delay), are faded. */
export function ViewsOverTimeChart({ days }: { days: VideoAnalytics["days"] }) {
  const bars: DayBar[] = days.map((d) => ({ ...d, label: shortDay(d.day) }));
  const summary = bars
    .map((b) => `${b.label}${b.incomplete ? " (incomplete)" : ""}: ${formatCompactNumber(b.views)} views`)
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
