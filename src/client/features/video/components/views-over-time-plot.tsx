import { useTranslation } from "react-i18next";
import { Bar, BarChart, Cell, ResponsiveContainer } from "recharts";
import { categoryAxis, gridLines, PLOT_MARGIN, pointTooltip, valueAxis } from "@/components/chart/plot-frame.tsx";
import { formatCompactNumber } from "../../../../shared/format.ts";
import type { VideoAnalytics } from "../../../../shared/schemas/video-analytics.ts";

export type DayBar = VideoAnalytics["days"][number] & { label: string };

/** The drawing of ViewsOverTimeChart, loaded with recharts when the card draws it. */
export function ViewsOverTimePlot({ bars }: { bars: DayBar[] }) {
  const { t } = useTranslation("video");
  return (
    <ResponsiveContainer width="100%" height="100%">
      <BarChart data={bars} margin={PLOT_MARGIN}>
        {gridLines()}
        {categoryAxis()}
        {valueAxis({ tickFormatter: (v: number) => formatCompactNumber(v) })}
        {pointTooltip((bar: DayBar) => ({
          label: bar.incomplete ? t("{day} (incomplete)", { day: bar.label }) : bar.label,
          value: t("{views} views", { views: formatCompactNumber(bar.views) }),
        }))}
        <Bar dataKey="views" name={t("Views")} radius={[3, 3, 0, 0]} maxBarSize={24}>
          {bars.map((bar) => (
            <Cell key={bar.day} fill="var(--chart-2)" fillOpacity={bar.incomplete ? 0.3 : 1} />
          ))}
        </Bar>
      </BarChart>
    </ResponsiveContainer>
  );
}
