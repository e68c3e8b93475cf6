import { MousePointerClick } from "lucide-react";
import { lazy } from "react";
import { formatCompactNumber, formatCtr } from "../../../../shared/format.ts";
import type { ReachDay } from "../../../../shared/schemas/channel-analytics.ts";
import { shortDay } from "./analytics-daily-chart.tsx";
import { ChartCard } from "./chart-card.tsx";
import type { ReachPoint } from "./reach-daily-plot.tsx";

const ReachDailyPlot = lazy(async () => ({ default: (await import("./reach-daily-plot.tsx")).ReachDailyPlot }));

/**
 * Issue 14: impressions (bars) and their click-through rate (a line, right axis) per day of the
 * period, from YouTube's reach reports. As on the other daily charts, the last days (YouTube's
 * reporting delay) are drawn faded and said to be incomplete; a day no report covered has no bar.
 */
export function ReachDailyChart({ days, period }: { days: ReachDay[]; period: number }) {
  const points: ReachPoint[] = days.map((day) => ({
    ...day,
    label: shortDay(day.day),
    ctrPercent: day.ctr === null ? null : Math.round(day.ctr * 1000) / 10,
  }));
  const describe = (p: ReachPoint) =>
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
      <ReachDailyPlot points={points} describe={describe} />
    </ChartCard>
  );
}
