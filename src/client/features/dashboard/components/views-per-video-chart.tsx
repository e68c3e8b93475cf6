import { Film } from "lucide-react";
import { useTranslation } from "react-i18next";
import type { ChannelDashboard } from "../../../../shared/schemas/dashboard.ts";
import { shorten } from "./chart-card.tsx";
import { ViewsBarChart } from "./views-bar-chart.tsx";

/** Views of the recent videos, oldest first. */
export function ViewsPerVideoChart({ data }: { data: ChannelDashboard["viewsPerVideo"] }) {
  const { t } = useTranslation("dashboard");
  return (
    <ViewsBarChart
      id="chart-views-per-video"
      icon={Film}
      title={t("Views per Video")}
      description={t("The most recent videos, oldest first")}
      bars={data.map((p) => ({ label: p.title, views: p.views }))}
      tick={(title) => shorten(title)}
      color="var(--chart-1)"
      maxBarSize={48}
    />
  );
}
