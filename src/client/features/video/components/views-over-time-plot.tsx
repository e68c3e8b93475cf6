import { useTranslation } from "react-i18next";
import { Bar, BarChart } from "recharts";
import { dayCells, PlotFrame, pointTooltip, useDayLabel, valueAxis } from "@/components/chart/plot-frame.tsx";
import { formatCompact } from "@/lib/format-date.ts";
import type { VideoAnalytics } from "../../../../shared/schemas/video-analytics.ts";

export type DayBar = VideoAnalytics["days"][number] & { label: string };

/** The drawing of ViewsOverTimeChart, loaded with recharts when the card draws it. */
export function ViewsOverTimePlot({ bars }: { bars: DayBar[] }) {
  const { t } = useTranslation("video");
  const dayLabel = useDayLabel();
  return (
    <PlotFrame chart={BarChart} data={bars}>
      {valueAxis({ tickFormatter: (v: number) => formatCompact(v) })}
      {pointTooltip((bar: DayBar) => ({
        label: dayLabel(bar),
        value: t("{views} views", { views: formatCompact(bar.views) }),
      }))}
      <Bar dataKey="views" name={t("Views")} radius={[3, 3, 0, 0]} maxBarSize={24}>
        {dayCells(bars, "var(--chart-2)")}
      </Bar>
    </PlotFrame>
  );
}
