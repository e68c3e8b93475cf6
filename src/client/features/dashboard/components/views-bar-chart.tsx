import type { LucideIcon } from "lucide-react";
import { lazy } from "react";
import { useTranslation } from "react-i18next";
import { formatCompact } from "@/lib/format-date.ts";
import { ChartCard } from "./chart-card.tsx";
import type { ViewsBarPlotProps } from "./views-bar-plot.tsx";

const ViewsBarPlot = lazy(async () => ({ default: (await import("./views-bar-plot.tsx")).ViewsBarPlot }));

interface ViewsBarChartProps extends ViewsBarPlotProps {
  id: string;
  icon: LucideIcon;
  title: string;
  description: string;
}

/** Views as bars: the dashboard's two charts (issue 3: what a creator would rather see than read). */
export function ViewsBarChart({ id, icon, title, description, bars, tick, color, maxBarSize }: ViewsBarChartProps) {
  const { t } = useTranslation("dashboard");
  const summary = bars
    .map((b) => t("{label}: {views} views", { label: b.label, views: formatCompact(b.views) }))
    .join("; ");
  return (
    <ChartCard id={id} icon={icon} title={title} description={description} summary={summary} empty={bars.length === 0}>
      <ViewsBarPlot bars={bars} tick={tick} color={color} maxBarSize={maxBarSize} />
    </ChartCard>
  );
}
