import { useTranslation } from "react-i18next";
import { Bar, BarChart, Cell, ResponsiveContainer } from "recharts";
import { categoryAxis, gridLines, PLOT_MARGIN, pointTooltip, valueAxis } from "@/components/chart/plot-frame.tsx";
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
  const { t } = useTranslation("dashboard");
  return (
    <ResponsiveContainer width="100%" height="100%">
      <BarChart data={bars} margin={PLOT_MARGIN}>
        {gridLines()}
        {categoryAxis()}
        {valueAxis({ tickFormatter: (v: number) => format(v) })}
        {pointTooltip((bar: DailyBar) => ({
          label: bar.incomplete ? t("{day} (incomplete)", { day: bar.label }) : bar.label,
          value: format(bar.value),
        }))}
        <Bar dataKey="value" name={name} radius={[3, 3, 0, 0]} maxBarSize={28}>
          {bars.map((bar) => (
            <Cell key={bar.day} fill={color} fillOpacity={bar.incomplete ? 0.3 : 1} />
          ))}
        </Bar>
      </BarChart>
    </ResponsiveContainer>
  );
}
