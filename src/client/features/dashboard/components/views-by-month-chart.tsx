import { CalendarDays } from "lucide-react";
import type { ChannelDashboard } from "../../../../shared/schemas/dashboard.ts";
import { ViewsBarChart } from "./views-bar-chart.tsx";

/** 'January 2024' → 'Jan 2024' for the axis; the tooltip keeps the full label. */
const shortMonth = (label: string) => label.replace(/^([A-Za-z]{3})[a-z]*\s/, "$1 ");

/** Total views per month folder, oldest month first. */
export function ViewsByMonthChart({ data }: { data: ChannelDashboard["viewsByMonth"] }) {
  return (
    <ViewsBarChart
      id="chart-views-by-month"
      icon={CalendarDays}
      title="Total Views by Month"
      description="Views of each month folder's videos"
      bars={data.map((p) => ({ label: p.label, views: p.views, detail: `${p.videos} videos` }))}
      tick={shortMonth}
      color="var(--chart-2)"
      maxBarSize={56}
    />
  );
}
