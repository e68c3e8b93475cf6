import { Bar, BarChart, CartesianGrid, Cell, ResponsiveContainer, Tooltip, XAxis, YAxis } from "recharts";
import { formatCompactNumber } from "../../../../shared/format.ts";
import type { VideoAnalytics } from "../../../../shared/schemas/video-analytics.ts";

const TICK = { fill: "var(--muted-foreground)", fontSize: 12 };
const shortDay = (day: string) =>
  new Date(`${day}T00:00:00Z`).toLocaleDateString("en-US", { month: "short", day: "numeric", timeZone: "UTC" });

/** Views per day since publishing; the last days, still coming in (YouTube's reporting delay), are faded. */
export function ViewsOverTimeChart({ days }: { days: VideoAnalytics["days"] }) {
  const bars = days.map((d) => ({ ...d, label: shortDay(d.day) }));
  const summary = bars
    .map((b) => `${b.label}${b.incomplete ? " (incomplete)" : ""}: ${formatCompactNumber(b.views)} views`)
    .join("; ");
  return (
    <figure aria-labelledby="views-over-time-title" className="m-0" data-testid="views-over-time">
      <div className="h-56 w-full">
        <ResponsiveContainer width="100%" height="100%">
          <BarChart data={bars} margin={{ top: 8, right: 8, bottom: 0, left: 0 }}>
            <CartesianGrid vertical={false} stroke="var(--border)" />
            <XAxis dataKey="label" tick={TICK} tickLine={false} axisLine={false} interval="preserveStartEnd" />
            <YAxis
              tick={TICK}
              tickLine={false}
              axisLine={false}
              width={48}
              tickFormatter={(v: number) => formatCompactNumber(v)}
            />
            <Tooltip
              cursor={{ fill: "var(--muted)", opacity: 0.6 }}
              content={({ active, payload }) => {
                const bar = payload?.[0]?.payload as (typeof bars)[number] | undefined;
                if (!active || !bar) return null;
                return (
                  <div className="rounded-md border bg-popover px-3 py-2 text-popover-foreground text-xs shadow-md">
                    <p className="font-medium">
                      {bar.label}
                      {bar.incomplete ? " (incomplete)" : ""}
                    </p>
                    <p className="text-muted-foreground">{formatCompactNumber(bar.views)} views</p>
                  </div>
                );
              }}
            />
            <Bar dataKey="views" name="Views" radius={[3, 3, 0, 0]} maxBarSize={24}>
              {bars.map((bar) => (
                <Cell key={bar.day} fill="var(--chart-2)" fillOpacity={bar.incomplete ? 0.3 : 1} />
              ))}
            </Bar>
          </BarChart>
        </ResponsiveContainer>
      </div>
      <figcaption className="sr-only">{summary}</figcaption>
    </figure>
  );
}
