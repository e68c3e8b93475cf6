import { useTranslation } from "react-i18next";
import { Bar, BarChart } from "recharts";
import { PlotFrame, pointTooltip, valueAxis } from "@/components/chart/plot-frame.tsx";
import { formatCompact } from "@/lib/format-date.ts";

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
    <PlotFrame chart={BarChart} data={bars} xAxis={{ tickFormatter: tick }}>
      {valueAxis({ tickFormatter: (value: number) => formatCompact(value) })}
      {pointTooltip((bar: ViewsBar) => ({
        label: bar.label,
        value: bar.detail
          ? t("{views} views · {detail}", { views: formatCompact(bar.views), detail: bar.detail })
          : t("{views} views", { views: formatCompact(bar.views) }),
      }))}
      <Bar dataKey="views" name={t("Views")} fill={color} radius={[4, 4, 0, 0]} maxBarSize={maxBarSize} />
    </PlotFrame>
  );
}
