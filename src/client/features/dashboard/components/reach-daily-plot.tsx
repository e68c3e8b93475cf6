import { useTranslation } from "react-i18next";
import { Bar, ComposedChart, Line } from "recharts";
import { dayCells, PlotFrame, pointTooltip, useDayLabel, valueAxis } from "@/components/chart/plot-frame.tsx";
import { formatCompact, formatNumber } from "@/lib/format-date.ts";
import type { ReachDay } from "../../../../shared/schemas/channel-analytics.ts";

const IMPRESSIONS_COLOR = "var(--chart-2)";
const CTR_COLOR = "var(--chart-5)";

export type ReachPoint = ReachDay & { label: string; ctrPercent: number | null };

/** The drawing of ReachDailyChart (loaded with recharts when a dashboard draws it, chart-card.tsx). */
export function ReachDailyPlot({
  points,
  describe,
}: {
  points: ReachPoint[];
  describe: (point: ReachPoint) => string;
}) {
  const { t } = useTranslation("dashboard");
  const dayLabel = useDayLabel();
  return (
    <PlotFrame chart={ComposedChart} data={points} margin={{ right: 0 }}>
      {valueAxis({ yAxisId: "impressions", tickFormatter: (v: number) => formatCompact(v) })}
      {valueAxis({
        yAxisId: "ctr",
        orientation: "right",
        width: 44,
        tickFormatter: (v: number) => `${formatNumber(v)}%`,
      })}
      {pointTooltip((point: ReachPoint) => ({
        label: dayLabel(point),
        value: describe(point),
      }))}
      <Bar
        yAxisId="impressions"
        dataKey="impressions"
        name={t("Impressions")}
        radius={[3, 3, 0, 0]}
        maxBarSize={28}
        isAnimationActive={false}
      >
        {dayCells(points, IMPRESSIONS_COLOR)}
      </Bar>
      <Line
        yAxisId="ctr"
        type="monotone"
        dataKey="ctrPercent"
        name={t("Click-through rate")}
        stroke={CTR_COLOR}
        strokeWidth={2}
        isAnimationActive={false}
        dot={({ cx, cy, payload, index }) =>
          cx === undefined || cy === undefined || payload.ctrPercent === null ? (
            <g key={index} />
          ) : (
            <circle
              key={index}
              className="reach-ctr-dot"
              cx={cx}
              cy={cy}
              r={2.5}
              fill={CTR_COLOR}
              fillOpacity={payload.incomplete ? 0.3 : 1}
              stroke="none"
            />
          )
        }
      />
    </PlotFrame>
  );
}
