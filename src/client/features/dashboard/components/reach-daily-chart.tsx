import { MousePointerClick } from "lucide-react";
import { lazy } from "react";
import { useTranslation } from "react-i18next";
import type { ReachDay } from "../../../../shared/schemas/channel-analytics.ts";
import { compact, percentText, shortDay } from "../format.ts";
import { ChartCard } from "./chart-card.tsx";
import type { ReachPoint } from "./reach-daily-plot.tsx";

const ReachDailyPlot = lazy(async () => ({ default: (await import("./reach-daily-plot.tsx")).ReachDailyPlot }));

/**
 * Issue 14: impressions (bars) and their click-through rate (a line, right axis) per day of the
 * period, from YouTube's reach reports. As on the other daily charts, the last days (YouTube's
 * reporting delay) are drawn faded and said to be incomplete; a day no report covered has no bar.
 */
export function ReachDailyChart({ days, period }: { days: ReachDay[]; period: number }) {
  const { t } = useTranslation("dashboard");
  const points: ReachPoint[] = days.map((day) => ({
    ...day,
    label: shortDay(day.day),
    ctrPercent: day.ctr === null ? null : Math.round(day.ctr * 1000) / 10,
  }));
  const describe = (p: ReachPoint) =>
    t("{impressions} impressions, {ctr} CTR", { impressions: compact(p.impressions), ctr: percentText(p.ctrPercent) });
  const summary = [
    ...points.filter((p) => !p.incomplete).map((p) => t("{day}: {value}", { day: p.label, value: describe(p) })),
    ...points
      .filter((p) => p.incomplete)
      .map((p) => t("{day} (incomplete): {value}", { day: p.label, value: describe(p) })),
  ].join("; ");
  return (
    <ChartCard
      id="chart-daily-reach"
      icon={MousePointerClick}
      title={t("Impressions and click-through rate")}
      description={t("Impressions (bars) and CTR (line) per day, last {period} days", { period })}
      summary={summary}
      empty={points.every((p) => p.impressions === null)}
      emptyText={t("No reach report covers these days yet")}
    >
      <ReachDailyPlot points={points} describe={describe} />
    </ChartCard>
  );
}
