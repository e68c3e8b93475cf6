import { useTranslation } from "react-i18next";
import { Bar, BarChart, CartesianGrid, Cell, ResponsiveContainer, Tooltip, XAxis, YAxis } from "recharts";
import type { AnalyticsDay } from "../../../../shared/schemas/channel-analytics.ts";
import { AXIS_TICK, ChartTooltip } from "./chart-card.tsx";

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
      <BarChart data={bars} margin={{ top: 8, right: 8, bottom: 0, left: 0 }}>
        <CartesianGrid vertical={false} stroke="var(--border)" />
        <XAxis dataKey="label" tick={AXIS_TICK} tickLine={false} axisLine={false} interval="preserveStartEnd" />
        <YAxis tick={AXIS_TICK} tickLine={false} axisLine={false} width={48} tickFormatter={(v: number) => format(v)} />
        <Tooltip
          cursor={{ fill: "var(--muted)", opacity: 0.6 }}
          content={({ active, payload }) => {
            const bar = payload?.[0]?.payload as DailyBar | undefined;
            return (
              <ChartTooltip
                active={active && Boolean(bar)}
                label={bar ? (bar.incomplete ? t("{day} (incomplete)", { day: bar.label }) : bar.label) : undefined}
                value={bar ? format(bar.value) : undefined}
              />
            );
          }}
        />
        <Bar dataKey="value" name={name} radius={[3, 3, 0, 0]} maxBarSize={28}>
          {bars.map((bar) => (
            <Cell key={bar.day} fill={color} fillOpacity={bar.incomplete ? 0.3 : 1} />
          ))}
        </Bar>
      </BarChart>
    </ResponsiveContainer>
  );
}
