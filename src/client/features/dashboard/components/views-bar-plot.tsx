import { useTranslation } from "react-i18next";
import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from "recharts";
import { formatCompact } from "@/lib/format-date.ts";
import { AXIS_TICK, ChartTooltip } from "./chart-card.tsx";

export interface ViewsBar {
  /** The full name of the bar (tooltip and the screen-reader summary). */
  label: string;
  views: number;
  /** Extra tooltip text after the views, e.g. '3 videos'. */
  detail?: string;
}

export interface ViewsBarPlotProps {
  bars: ViewsBar[];
  /** The axis label of a bar (shortened). */
  tick: (label: string) => string;
  color: string;
  maxBarSize: number;
}

/** The drawing of ViewsBarChart (loaded with recharts when a dashboard draws it, chart-card.tsx). */
export function ViewsBarPlot({ bars, tick, color, maxBarSize }: ViewsBarPlotProps) {
  const { t } = useTranslation("dashboard");
  return (
    <ResponsiveContainer width="100%" height="100%">
      <BarChart data={bars} margin={{ top: 8, right: 8, bottom: 0, left: 0 }}>
        <CartesianGrid vertical={false} stroke="var(--border)" />
        <XAxis
          dataKey="label"
          tick={AXIS_TICK}
          tickLine={false}
          axisLine={false}
          tickFormatter={tick}
          interval="preserveStartEnd"
        />
        <YAxis
          tick={AXIS_TICK}
          tickLine={false}
          axisLine={false}
          width={48}
          tickFormatter={(value: number) => formatCompact(value)}
        />
        <Tooltip
          cursor={{ fill: "var(--muted)", opacity: 0.6 }}
          content={({ active, payload }) => {
            const bar = payload?.[0]?.payload as ViewsBar | undefined;
            return (
              <ChartTooltip
                active={active && Boolean(bar)}
                label={bar?.label}
                value={
                  bar?.detail
                    ? t("{views} views · {detail}", { views: formatCompact(bar.views), detail: bar.detail })
                    : t("{views} views", { views: formatCompact(bar?.views) })
                }
              />
            );
          }}
        />
        <Bar dataKey="views" name={t("Views")} fill={color} radius={[4, 4, 0, 0]} maxBarSize={maxBarSize} />
      </BarChart>
    </ResponsiveContainer>
  );
}
