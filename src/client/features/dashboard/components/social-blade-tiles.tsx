import { TrendingUp, Users } from "lucide-react";
import { useTranslation } from "react-i18next";
import { formatCompact, formatDate } from "@/lib/format-date.ts";
import type { ChannelDashboard } from "../../../../shared/schemas/dashboard.ts";
import { compact, notAvailable } from "../format.ts";
import { StatTile } from "./stat-tile.tsx";

type SocialBlade = NonNullable<ChannelDashboard["socialBlade"]>;

/** Growth with its sign: +1.2K, -300, N/A. */
function formatGrowth(value: number | null): string {
  if (value === null) return notAvailable();
  return value > 0 ? `+${formatCompact(value)}` : formatCompact(value);
}

/** Channel-level statistics from Social Blade, shown when it is configured (issue 4). */
export function SocialBladeTiles({ stats }: { stats: SocialBlade }) {
  const { t } = useTranslation("dashboard");
  const hint = t("Social Blade · {date}", { date: formatDate(stats.updatedAt) });
  return (
    <div className="grid grid-cols-2 gap-3 lg:grid-cols-3">
      <StatTile icon={Users} label={t("Subscribers")} value={compact(stats.subscribers)} hint={hint} />
      <StatTile
        icon={TrendingUp}
        label={t("Subscribers (30 days)")}
        value={formatGrowth(stats.subscriberGrowth30d)}
        hint={hint}
      />
      <StatTile icon={TrendingUp} label={t("Views (30 days)")} value={formatGrowth(stats.viewGrowth30d)} hint={hint} />
    </div>
  );
}
