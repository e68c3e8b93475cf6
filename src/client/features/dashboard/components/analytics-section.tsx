import { ChartLine, Clock, Eye, UserPlus } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Button } from "@/components/ui/button.tsx";
import { Card, CardContent } from "@/components/ui/card.tsx";
import { Skeleton } from "@/components/ui/skeleton.tsx";
import { formatCompact, formatNumber } from "@/lib/format-date.ts";
import { i18n } from "@/lib/i18n.ts";
import { ANALYTICS_PERIODS, type AnalyticsPeriod, INCOMPLETE_DAYS } from "../../../../shared/analytics-periods.ts";
import type { ChannelAnalytics } from "../../../../shared/schemas/channel-analytics.ts";
import { useChannelAnalytics } from "../api/get-channel-analytics.ts";
import { compact, notAvailable, shortDay } from "../format.ts";
import { AnalyticsDailyChart } from "./analytics-daily-chart.tsx";
import { ReachTiles } from "./reach-tiles.tsx";

type Total = ChannelAnalytics["totals"]["views"];

const hours = (value: number | null) =>
  value === null ? notAvailable() : i18n.t("{hours} h", { ns: "dashboard", hours: formatCompact(value) });
const formatHours = (minutes: number | null) => hours(minutes === null ? null : Math.round((minutes / 60) * 10) / 10);
const formatSigned = (value: number | null) =>
  value === null ? notAvailable() : `${value > 0 ? "+" : ""}${formatCompact(value)}`;

/** '▲ 12.5%' / '▼ 3.0%' against the previous period; nothing to compare says so. */
function Change({ total, period }: { total: Total; period: number }) {
  const { t } = useTranslation("dashboard");
  if (total.changePercent === null) {
    return <p className="text-muted-foreground text-xs">{t("No figure for the previous {period} days", { period })}</p>;
  }
  const up = total.changePercent >= 0;
  return (
    <p
      className={`flex items-center gap-1 text-xs ${up ? "text-emerald-700 dark:text-emerald-400" : "text-red-700 dark:text-red-400"}`}
      data-testid="period-change"
    >
      <span>
        {up ? "▲" : "▼"}{" "}
        {formatNumber(Math.abs(total.changePercent), { minimumFractionDigits: 1, maximumFractionDigits: 1 })}%
      </span>
      <span className="text-muted-foreground">{t("vs previous {period} days", { period })}</span>
    </p>
  );
}

function TotalTile({ label, value, total, period }: { label: string; value: string; total: Total; period: number }) {
  return (
    <Card className="gap-0 py-4" data-testid="analytics-total">
      <CardContent className="grid gap-1 px-4">
        <p className="font-medium text-muted-foreground text-sm">{label}</p>
        <p className="font-bold text-2xl tabular-nums tracking-tight" data-testid="analytics-total-value">
          {value}
        </p>
        <Change total={total} period={period} />
      </CardContent>
    </Card>
  );
}

/**
 * Issue 14: the channel's YouTube Analytics for a chosen period (7, 28, 90, 365 days): daily views,
 * watch time and net subscribers, and the period's totals against the previous period. Channels
 * without analytics keep the Data API's figures above and are told what connecting with Google adds.
 * The period is the dashboard's (the Performance tab follows it too).
 */
export function AnalyticsSection({
  channelId,
  period,
  onPeriodChange: setPeriod,
}: {
  channelId: string;
  period: AnalyticsPeriod;
  onPeriodChange: (period: AnalyticsPeriod) => void;
}) {
  const { t } = useTranslation("dashboard");
  const analytics = useChannelAnalytics(channelId, period);
  const data = analytics.data;

  if (analytics.isPending)
    return <Skeleton className="h-40 rounded-xl" role="status" aria-label={t("Loading analytics")} />;
  if (analytics.isError || !data) {
    return (
      <p role="alert" className="rounded-lg border border-destructive/40 bg-destructive/10 p-3 text-sm">
        {t("Could not load YouTube Analytics for this channel.")}
      </p>
    );
  }
  if (!data.available) {
    return (
      <p
        role="note"
        data-testid="analytics-not-connected"
        className="flex gap-2 rounded-lg border p-3 text-muted-foreground text-sm"
      >
        <ChartLine className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden="true" />
        <span>
          {t(
            "These figures come from the YouTube Data API as of the last sync. Connect this channel with Google (with analytics access) to add daily views, watch time, subscribers gained and lost, and each video's retention curve from YouTube Analytics.",
          )}
        </span>
      </p>
    );
  }

  const firstIncomplete = data.days.find((d) => d.incomplete);
  return (
    <section className="grid min-w-0 gap-4" aria-labelledby="analytics-heading">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div className="min-w-0">
          <h3 id="analytics-heading" className="font-semibold text-lg">
            {t("YouTube Analytics")}
          </h3>
          <p className="text-muted-foreground text-sm" data-testid="analytics-range">
            {t("{start} – {end}, against the {period} days before", {
              start: shortDay(data.startDay),
              end: shortDay(data.endDay),
              period: data.period,
            })}
          </p>
        </div>
        <div role="group" aria-label={t("Period")} className="flex flex-wrap gap-1">
          {ANALYTICS_PERIODS.map((p) => (
            <Button
              key={p}
              size="sm"
              variant={p === period ? "default" : "outline"}
              aria-pressed={p === period}
              onClick={() => setPeriod(p)}
            >
              {t("{period} days", { period: p })}
            </Button>
          ))}
        </div>
      </div>
      {data.error && (
        <p role="status" className="rounded-lg border border-amber-500/40 bg-amber-500/10 p-3 text-sm">
          {data.error}
        </p>
      )}
      <div className="grid gap-3 sm:grid-cols-3">
        <TotalTile
          label={t("Views")}
          value={compact(data.totals.views.current)}
          total={data.totals.views}
          period={data.period}
        />
        <TotalTile
          label={t("Watch time")}
          value={formatHours(data.totals.watchMinutes.current)}
          total={data.totals.watchMinutes}
          period={data.period}
        />
        <TotalTile
          label={t("Net subscribers")}
          value={formatSigned(data.totals.netSubscribers.current)}
          total={data.totals.netSubscribers}
          period={data.period}
        />
      </div>
      <ReachTiles reach={data.reach} period={data.period} />
      {firstIncomplete && (
        <p className="text-muted-foreground text-xs" data-testid="analytics-incomplete">
          {t(
            "The last {days} days (from {day}, drawn faded) are incomplete: YouTube reports each day two to three days late. They are not counted in the totals.",
            { days: INCOMPLETE_DAYS, day: shortDay(firstIncomplete.day) },
          )}
        </p>
      )}
      <div className="grid min-w-0 gap-4 lg:grid-cols-3">
        <AnalyticsDailyChart
          id="chart-daily-views"
          icon={Eye}
          title={t("Daily views")}
          description={t("Views per day, last {period} days", { period: data.period })}
          days={data.days}
          value={(d) => d.views}
          format={compact}
          color="var(--chart-1)"
        />
        <AnalyticsDailyChart
          id="chart-daily-watch-time"
          icon={Clock}
          title={t("Watch time")}
          description={t("Hours watched per day")}
          days={data.days}
          value={(d) => (d.watchMinutes === null ? null : Math.round((d.watchMinutes / 60) * 10) / 10)}
          format={hours}
          color="var(--chart-2)"
        />
        <AnalyticsDailyChart
          id="chart-net-subscribers"
          icon={UserPlus}
          title={t("Net subscribers")}
          description={t("Subscribers gained minus lost per day")}
          days={data.days}
          value={(d) => d.netSubscribers}
          format={formatSigned}
          color="var(--chart-3)"
        />
      </div>
    </section>
  );
}
