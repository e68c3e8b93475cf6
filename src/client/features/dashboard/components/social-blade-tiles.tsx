import { TrendingUp, Users } from "lucide-react";
import { formatCompactNumber, NOT_AVAILABLE } from "../../../../shared/format.ts";
import type { ChannelDashboard } from "../../../../shared/schemas/dashboard.ts";
import { StatTile } from "./stat-tile.tsx";

type SocialBlade = NonNullable<ChannelDashboard["socialBlade"]>;

/** Growth with its sign: +1.2K, -300, N/A. */
function formatGrowth(value: number | null): string {
  if (value === null) return NOT_AVAILABLE;
  return value > 0 ? `+${formatCompactNumber(value)}` : formatCompactNumber(value);
}

/** Channel-level statistics from Social Blade, shown when it is configured (issue 4). */
export function SocialBladeTiles({ stats }: { stats: SocialBlade }) {
  const hint = `Social Blade · ${new Date(stats.updatedAt).toLocaleDateString(undefined, { dateStyle: "medium" })}`;
  return (
    <div className="grid grid-cols-2 gap-3 lg:grid-cols-3">
      <StatTile icon={Users} label="Subscribers" value={formatCompactNumber(stats.subscribers)} hint={hint} />
      <StatTile
        icon={TrendingUp}
        label="Subscribers (30 days)"
        value={formatGrowth(stats.subscriberGrowth30d)}
        hint={hint}
      />
      <StatTile icon={TrendingUp} label="Views (30 days)" value={formatGrowth(stats.viewGrowth30d)} hint={hint} />
    </div>
  );
}
