import { useTranslation } from "react-i18next";
import { Bar, CartesianGrid, Cell, ComposedChart, Line, ResponsiveContainer, Tooltip, XAxis, YAxis } from "recharts";
import { formatCompact, formatNumber } from "@/lib/format-date.ts";
import type { ReachDay } from "../../../../shared/schemas/channel-analytics.ts";
import { AXIS_TICK, ChartTooltip } from "./chart-card.tsx";

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
      <ComposedChart data={points} margin={{ top: 8, right: 0, bottom: 0, left: 0 }}>
        <CartesianGrid vertical={false} stroke="var(--border)" />
        <XAxis dataKey="label" tick={AXIS_TICK} tickLine={false} axisLine={false} interval="preserveStartEnd" />
        <YAxis
          yAxisId="impressions"
          tick={AXIS_TICK}
          tickLine={false}
          axisLine={false}
          width={48}
          tickFormatter={(v: number) => formatCompact(v)}
        />
        <YAxis
          yAxisId="ctr"
          orientation="right"
          tick={AXIS_TICK}
          tickLine={false}
          axisLine={false}
          width={44}
          tickFormatter={(v: number) => `${formatNumber(v)}%`}
        />
        <Tooltip
          cursor={{ fill: "var(--muted)", opacity: 0.6 }}
          content={({ active, payload }) => {
            const point = payload?.[0]?.payload as ReachPoint | undefined;
            return (
              <ChartTooltip
                active={active && Boolean(point)}
                label={
                  point ? (point.incomplete ? t("{day} (incomplete)", { day: point.label }) : point.label) : undefined
                }
                value={point ? describe(point) : undefined}
              />
            );
          }}
        />
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
