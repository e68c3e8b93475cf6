import { useTranslation } from "react-i18next";
import { Bar, Cell, ComposedChart, Line, ResponsiveContainer } from "recharts";
import { categoryAxis, gridLines, PLOT_MARGIN, pointTooltip, valueAxis } from "@/components/chart/plot-frame.tsx";
import { formatNumber } from "@/lib/format-date.ts";
import { formatCompactNumber } from "../../../../shared/format.ts";
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
  return (
    <ResponsiveContainer width="100%" height="100%">
      <ComposedChart data={points} margin={{ ...PLOT_MARGIN, right: 0 }}>
        {gridLines()}
        {categoryAxis()}
        {valueAxis({ yAxisId: "impressions", tickFormatter: (v: number) => formatCompactNumber(v) })}
        {valueAxis({
          yAxisId: "ctr",
          orientation: "right",
          width: 44,
          tickFormatter: (v: number) => `${formatNumber(v)}%`,
        })}
        {pointTooltip((point: ReachPoint) => ({
          label: point.incomplete ? t("{day} (incomplete)", { day: point.label }) : point.label,
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
          {points.map((point) => (
            <Cell key={point.day} fill={IMPRESSIONS_COLOR} fillOpacity={point.incomplete ? 0.3 : 1} />
          ))}
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
      </ComposedChart>
    </ResponsiveContainer>
  );
}
