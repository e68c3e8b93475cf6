import { MousePointerClick } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Card, CardContent } from "@/components/ui/card.tsx";
import type { ChannelAnalytics } from "../../../../shared/schemas/channel-analytics.ts";
import { compact, percentText } from "../format.ts";
import { ReachDailyChart } from "./reach-daily-chart.tsx";

function ReachTile({ label, value }: { label: string; value: string }) {
  const { t } = useTranslation("dashboard");
  return (
    <Card className="gap-0 py-4" data-testid="reach-total">
      <CardContent className="grid gap-1 px-4">
        <p className="font-medium text-muted-foreground text-sm">{label}</p>
        <p className="font-bold text-2xl tabular-nums tracking-tight" data-testid="reach-total-value">
          {value}
        </p>
        <p className="text-muted-foreground text-xs">{t("From YouTube's reach reports")}</p>
      </CardContent>
    </Card>
  );
}

/**
 * Issue 14 (decision 024): the period's impressions and impressions CTR from the YouTube Reporting
 * API, in total and per day; until the channel's first reach report, that it is on its way.
 */
export function ReachTiles({ reach, period }: { reach: ChannelAnalytics["reach"]; period: number }) {
  const { t } = useTranslation("dashboard");
  if (reach.status === "not-connected") return null;
  return (
    <div className="grid gap-3" data-testid="reach">
      {reach.error && (
        <p role="status" className="rounded-lg border border-amber-500/40 bg-amber-500/10 p-3 text-sm">
          {reach.error}
        </p>
      )}
      {reach.status === "waiting" ? (
        <p
          role="note"
          data-testid="reach-waiting"
          className="flex gap-2 rounded-lg border p-3 text-muted-foreground text-sm"
        >
          <MousePointerClick className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden="true" />
          <span>
            {t(
              "CTR arrives about two days after connecting: YouTube sends impressions and click-through rate in daily reports.",
            )}
          </span>
        </p>
      ) : (
        <>
          <div className="grid gap-3 sm:grid-cols-2">
            <ReachTile label={t("Impressions, last {period} days", { period })} value={compact(reach.impressions)} />
            <ReachTile
              label={t("Impressions click-through rate")}
              value={percentText(reach.ctr === null ? null : reach.ctr * 100)}
            />
          </div>
          <ReachDailyChart days={reach.days} period={period} />
        </>
      )}
    </div>
  );
}
