import type { LucideIcon } from "lucide-react";
import { lazy } from "react";
import { useTranslation } from "react-i18next";
import type { AnalyticsDay } from "../../../../shared/schemas/channel-analytics.ts";
import { shortDay } from "../format.ts";
import type { DailyBar } from "./analytics-daily-plot.tsx";
import { ChartCard } from "./chart-card.tsx";

const AnalyticsDailyPlot = lazy(async () => ({
  default: (await import("./analytics-daily-plot.tsx")).AnalyticsDailyPlot,
}));

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
  const { t } = useTranslation("dashboard");
  const bars: DailyBar[] = days.map((day) => ({ ...day, label: shortDay(day.day), value: value(day) }));
  const incomplete = bars.filter((b) => b.incomplete);
  const summary = [
    ...bars.filter((b) => !b.incomplete).map((b) => t("{day}: {value}", { day: b.label, value: format(b.value) })),
    ...incomplete.map((b) => t("{day} (incomplete): {value}", { day: b.label, value: format(b.value) })),
  ].join("; ");
  return (
    <ChartCard
      id={id}
      icon={icon}
      title={title}
      description={description}
      summary={summary}
      empty={bars.every((b) => b.value === null)}
      emptyText={t("No figures from YouTube Analytics for these days yet")}
    >
      <AnalyticsDailyPlot bars={bars} name={title} format={format} color={color} />
    </ChartCard>
  );
}
