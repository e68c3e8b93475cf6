import { Bar, BarChart } from "recharts";
import { dayCells, PlotFrame, pointTooltip, useDayLabel, valueAxis } from "@/components/chart/plot-frame.tsx";
import type { AnalyticsDay } from "../../../../shared/schemas/channel-analytics.ts";

export type DailyBar = AnalyticsDay & { label: string; value: number | null };

export interface AnalyticsDailyPlotProps {
  bars: DailyBar[];
  /** The series' name (the chart's title). */
  name: string;
  format: (value: number | null) => string;
  color: string;
}

/** The drawing of AnalyticsDailyChart (loaded with recharts when a dashboard draws it, chart-card.tsx). */
export function AnalyticsDailyPlot({ bars, name, format, color }: AnalyticsDailyPlotProps) {
  const dayLabel = useDayLabel();
  return (
    <PlotFrame chart={BarChart} data={bars}>
      {valueAxis({ tickFormatter: (v: number) => format(v) })}
      {pointTooltip((bar: DailyBar) => ({
        label: dayLabel(bar),
        value: format(bar.value),
      }))}
      <Bar dataKey="value" name={name} radius={[3, 3, 0, 0]} maxBarSize={28}>
        {dayCells(bars, color)}
      </Bar>
    </PlotFrame>
  );
}
