import { CartesianGrid, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from "recharts";
import type { VideoAnalytics } from "../../../../shared/schemas/video-analytics.ts";

const TICK = { fill: "var(--muted-foreground)", fontSize: 12 };
const percent = (ratio: number) => `${Math.round(ratio * 100)}%`;

/** The audience-retention curve: the share of viewers still watching at each point of the video. */
export function RetentionChart({ points }: { points: NonNullable<VideoAnalytics["retention"]> }) {
  const data = points.map((p) => ({ ...p, x: Math.round(p.elapsedVideoTimeRatio * 100) }));
  const at = (share: number) => data.reduce((best, p) => (Math.abs(p.x - share) < Math.abs(best.x - share) ? p : best));
  const summary = [0, 25, 50, 75, 100]
    .map((share) => at(share))
    .map((point) => `${point.x}% of the video: ${percent(point.audienceWatchRatio)} still watching`)
    .join("; ");
  return (
    <figure aria-labelledby="retention-title" className="m-0" data-testid="retention-curve">
      <div className="h-64 w-full">
        <ResponsiveContainer width="100%" height="100%">
          <LineChart data={data} margin={{ top: 8, right: 12, bottom: 0, left: 0 }}>
            <CartesianGrid vertical={false} stroke="var(--border)" />
            <XAxis
              dataKey="x"
              type="number"
              domain={[0, 100]}
              ticks={[0, 25, 50, 75, 100]}
              tickFormatter={(v: number) => `${v}%`}
              tick={TICK}
              tickLine={false}
              axisLine={false}
            />
            <YAxis
              tick={TICK}
              tickLine={false}
              axisLine={false}
              width={44}
              domain={[0, (max: number) => Math.max(1, Math.ceil(max * 10) / 10)]}
              tickFormatter={percent}
            />
            <Tooltip
              content={({ active, payload }) => {
                const point = payload?.[0]?.payload as (typeof data)[number] | undefined;
                if (!active || !point) return null;
                return (
                  <div className="rounded-md border bg-popover px-3 py-2 text-popover-foreground text-xs shadow-md">
                    <p className="font-medium">{point.x}% into the video</p>
                    <p className="text-muted-foreground">{percent(point.audienceWatchRatio)} still watching</p>
                  </div>
                );
              }}
            />
            <Line
              type="monotone"
              dataKey="audienceWatchRatio"
              name="Audience watching"
              stroke="var(--chart-1)"
              strokeWidth={2}
              dot={false}
              isAnimationActive={false}
            />
          </LineChart>
        </ResponsiveContainer>
      </div>
      <figcaption className="sr-only">{summary}</figcaption>
    </figure>
  );
}
