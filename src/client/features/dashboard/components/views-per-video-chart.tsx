import { Film } from "lucide-react";
import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from "recharts";
import { formatCompactNumber } from "../../../../shared/format.ts";
import type { ChannelDashboard } from "../../../../shared/schemas/dashboard.ts";
import { AXIS_TICK, ChartCard, ChartTooltip, shorten } from "./chart-card.tsx";

type Point = ChannelDashboard["viewsPerVideo"][number];

/** Views of the recent videos, oldest first (issue 3: what a creator would rather see than read). */
export function ViewsPerVideoChart({ data }: { data: Point[] }) {
  const summary = data.map((p) => `${p.title}: ${formatCompactNumber(p.views)} views`).join("; ");
  return (
    <ChartCard
      id="chart-views-per-video"
      icon={Film}
      title="Views per Video"
      description="The most recent videos, oldest first"
      summary={summary}
      empty={data.length === 0}
    >
      <ResponsiveContainer width="100%" height="100%">
        <BarChart data={data} margin={{ top: 8, right: 8, bottom: 0, left: 0 }}>
          <CartesianGrid vertical={false} stroke="var(--border)" />
          <XAxis
            dataKey="title"
            tick={AXIS_TICK}
            tickLine={false}
            axisLine={false}
            tickFormatter={(title: string) => shorten(title)}
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
                  label={point?.title}
                  value={`${formatCompactNumber(point?.views)} views`}
                />
              );
            }}
          />
          <Bar dataKey="views" name="Views" fill="var(--chart-1)" radius={[4, 4, 0, 0]} maxBarSize={48} />
        </BarChart>
      </ResponsiveContainer>
    </ChartCard>
  );
}
