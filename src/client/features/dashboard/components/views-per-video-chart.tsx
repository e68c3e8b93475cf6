import { Film } from "lucide-react";
import type { ChannelDashboard } from "../../../../shared/schemas/dashboard.ts";
import { shorten } from "./chart-card.tsx";
import { ViewsBarChart } from "./views-bar-chart.tsx";

/** Views of the recent videos, oldest first. */
export function ViewsPerVideoChart({ data }: { data: ChannelDashboard["viewsPerVideo"] }) {
  return (
    <ViewsBarChart
      id="chart-views-per-video"
      icon={Film}
      title="Views per Video"
      description="The most recent videos, oldest first"
      bars={data.map((p) => ({ label: p.title, views: p.views }))}
      tick={(title) => shorten(title)}
      color="var(--chart-1)"
      maxBarSize={48}
    />
  );
}
