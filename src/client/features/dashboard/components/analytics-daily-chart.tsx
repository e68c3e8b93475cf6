import type { LucideIcon } from "lucide-react";
import { Bar, BarChart, CartesianGrid, Cell, ResponsiveContainer, Tooltip, XAxis, YAxis } from "recharts";
import type { AnalyticsDay } from "../../../../shared/schemas/channel-analytics.ts";
import { AXIS_TICK, ChartCard, ChartTooltip } from "./chart-card.tsx";

/** 'YYYY-MM-DD' → 'Nov 3' (the day is YouTube's, so read it as a calendar date, not an instant). */
export const shortDay = (day: string) =>
  new Date(`${day}T00:00:00Z`).toLocaleDateString("en-US", { month: "short", day: "numeric", timeZone: "UTC" });

interface AnalyticsDailyChartProps {
  id: string;
  icon: LucideIcon;
  title: string;
  description: string;
  days: AnalyticsDay[];
  value: (day: AnalyticsDay) => number | null;
  format: (value: number | null) => string;
  color: string;
}

/**
 * One figure per day as bars. The last days, still coming in (YouTube's reporting delay), are drawn
 * faded and said to be incomplete, rather than read as a drop; an unknown day has no bar.
 */
export function AnalyticsDailyChart({
  id,
  icon,
  title,
  description,
  days,
  value,
  format,
  color,
}: AnalyticsDailyChartProps) {
  const bars = days.map((day) => ({ ...day, label: shortDay(day.day), value: value(day) }));
  const incomplete = bars.filter((b) => b.incomplete);
  const summary = [
    ...bars.filter((b) => !b.incomplete).map((b) => `${b.label}: ${format(b.value)}`),
    ...incomplete.map((b) => `${b.label} (incomplete): ${format(b.value)}`),
  ].join("; ");
  return (
    <ChartCard
      id={id}
      icon={icon}
      title={title}
      description={description}
      summary={summary}
      empty={bars.every((b) => b.value === null)}
      emptyText="No figures from YouTube Analytics for these days yet"
    >
      <ResponsiveContainer width="100%" height="100%">
        <BarChart data={bars} margin={{ top: 8, right: 8, bottom: 0, left: 0 }}>
          <CartesianGrid vertical={false} stroke="var(--border)" />
          <XAxis dataKey="label" tick={AXIS_TICK} tickLine={false} axisLine={false} interval="preserveStartEnd" />
          <YAxis
            tick={AXIS_TICK}
            tickLine={false}
            axisLine={false}
            width={48}
            tickFormatter={(v: number) => format(v)}
          />
          <Tooltip
            cursor={{ fill: "var(--muted)", opacity: 0.6 }}
            content={({ active, payload }) => {
              const bar = payload?.[0]?.payload as (typeof bars)[number] | undefined;
              return (
                <ChartTooltip
                  active={active && Boolean(bar)}
                  label={bar ? `${bar.label}${bar.incomplete ? " (incomplete)" : ""}` : undefined}
                  value={bar ? format(bar.value) : undefined}
                />
              );
            }}
          />
          <Bar dataKey="value" name={title} radius={[3, 3, 0, 0]} maxBarSize={28}>
            {bars.map((bar) => (
              <Cell key={bar.day} fill={color} fillOpacity={bar.incomplete ? 0.3 : 1} />
            ))}
          </Bar>
        </BarChart>
      </ResponsiveContainer>
    </ChartCard>
  );
}
