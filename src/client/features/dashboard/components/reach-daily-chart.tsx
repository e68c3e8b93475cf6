import { MousePointerClick } from "lucide-react";
import { Bar, CartesianGrid, Cell, ComposedChart, Line, ResponsiveContainer, Tooltip, XAxis, YAxis } from "recharts";
import { formatCompactNumber, formatCtr } from "../../../../shared/format.ts";
import type { ReachDay } from "../../../../shared/schemas/channel-analytics.ts";
import { shortDay } from "./analytics-daily-chart.tsx";
import { AXIS_TICK, ChartCard, ChartTooltip } from "./chart-card.tsx";

const IMPRESSIONS_COLOR = "var(--chart-2)";
const CTR_COLOR = "var(--chart-5)";

/**
 * Issue 14: impressions (bars) and their click-through rate (a line, right axis) per day of the
 * period, from YouTube's reach reports. As on the other daily charts, the last days (YouTube's
 * reporting delay) are drawn faded and said to be incomplete; a day no report covered has no bar.
 */
export function ReachDailyChart({ days, period }: { days: ReachDay[]; period: number }) {
  const points = days.map((day) => ({
    ...day,
    label: shortDay(day.day),
    ctrPercent: day.ctr === null ? null : Math.round(day.ctr * 1000) / 10,
  }));
  const describe = (p: (typeof points)[number]) =>
    `${formatCompactNumber(p.impressions)} impressions, ${formatCtr(p.ctrPercent)} CTR`;
  const summary = [
    ...points.filter((p) => !p.incomplete).map((p) => `${p.label}: ${describe(p)}`),
    ...points.filter((p) => p.incomplete).map((p) => `${p.label} (incomplete): ${describe(p)}`),
  ].join("; ");
  return (
    <ChartCard
      id="chart-daily-reach"
      icon={MousePointerClick}
      title="Impressions and click-through rate"
      description={`Impressions (bars) and CTR (line) per day, last ${period} days`}
      summary={summary}
      empty={points.every((p) => p.impressions === null)}
      emptyText="No reach report covers these days yet"
    >
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
            tickFormatter={(v: number) => formatCompactNumber(v)}
          />
          <YAxis
            yAxisId="ctr"
            orientation="right"
            tick={AXIS_TICK}
            tickLine={false}
            axisLine={false}
            width={44}
            tickFormatter={(v: number) => `${v}%`}
          />
          <Tooltip
            cursor={{ fill: "var(--muted)", opacity: 0.6 }}
            content={({ active, payload }) => {
              const point = payload?.[0]?.payload as (typeof points)[number] | undefined;
              return (
                <ChartTooltip
                  active={active && Boolean(point)}
                  label={point ? `${point.label}${point.incomplete ? " (incomplete)" : ""}` : undefined}
                  value={point ? describe(point) : undefined}
                />
              );
            }}
          />
          <Bar
            yAxisId="impressions"
            dataKey="impressions"
            name="Impressions"
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
            name="Click-through rate"
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
    </ChartCard>
  );
}
