import { CalendarDays } from "lucide-react";
import { useTranslation } from "react-i18next";
import type { ChannelDashboard } from "../../../../shared/schemas/dashboard.ts";
import { monthLabel } from "../format.ts";
import { ViewsBarChart } from "./views-bar-chart.tsx";

/** Total views per month folder, oldest month first. */
export function ViewsByMonthChart({ data }: { data: ChannelDashboard["viewsByMonth"] }) {
  const { t } = useTranslation("dashboard");
  // The bar's name is its month ('January 2024' in the interface's language); the axis shows it short.
  const short = new Map(data.map((p) => [monthLabel(p.monthYear), monthLabel(p.monthYear, "short")]));
  return (
    <ViewsBarChart
      id="chart-views-by-month"
      icon={CalendarDays}
      title={t("Total Views by Month")}
      description={t("Views of each month folder's videos")}
      bars={data.map((p) => ({
        label: monthLabel(p.monthYear),
        views: p.views,
        detail: t("{videos, plural, one {# video} other {# videos}}", { videos: p.videos }),
      }))}
      tick={(label) => short.get(label) ?? label}
      color="var(--chart-2)"
      maxBarSize={56}
    />
  );
}
