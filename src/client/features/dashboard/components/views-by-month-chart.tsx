import { CalendarDays } from "lucide-react";
import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from "recharts";
import { formatCompactNumber } from "../../../../shared/format.ts";
import type { ChannelDashboard } from "../../../../shared/schemas/dashboard.ts";
import { AXIS_TICK, ChartCard, ChartTooltip } from "./chart-card.tsx";

type Point = ChannelDashboard["viewsByMonth"][number];

/** 'January 2024' → 'Jan 2024' for the axis; the tooltip keeps the full label. */
const shortMonth = (label: string) => label.replace(/^([A-Za-z]{3})[a-z]*\s/, "$1 ");

/** Total views per month folder, oldest month first. */
export function ViewsByMonthChart({ data }: { data: Point[] }) {
  const summary = data.map((p) => `${p.label}: ${formatCompactNumber(p.views)} views`).join("; ");
  return (
    <ChartCard
      id="chart-views-by-month"
      icon={CalendarDays}
      title="Total Views by Month"
      description="Views of each month folder's videos"
      summary={summary}
      empty={data.length === 0}
    >
      <ResponsiveContainer width="100%" height="100%">
        <BarChart data={data} margin={{ top: 8, right: 8, bottom: 0, left: 0 }}>
          <CartesianGrid vertical={false} stroke="var(--border)" />
          <XAxis
            dataKey="label"
            tick={AXIS_TICK}
            tickLine={false}
            axisLine={false}
            tickFormatter={(label: string) => shortMonth(label)}
            interval="preserveStartEnd"
          />
          <YAxis
            tick={AXIS_TICK}
            tickLine={false}
            axisLine={false}
            width={48}
            tickFormatter={(value: number) => formatCompactNumber(value)}
          />
          <Tooltip
            cursor={{ fill: "var(--muted)", opacity: 0.6 }}
            content={({ active, payload }) => {
              const point = payload?.[0]?.payload as Point | undefined;
              return (
                <ChartTooltip
                  active={active && Boolean(point)}
                  label={point?.label}
                  value={`${formatCompactNumber(point?.views)} views · ${point?.videos ?? 0} videos`}
                />
              );
            }}
          />
          <Bar dataKey="views" name="Views" fill="var(--chart-2)" radius={[4, 4, 0, 0]} maxBarSize={56} />
        </BarChart>
      </ResponsiveContainer>
    </ChartCard>
  );
}
