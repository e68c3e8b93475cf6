import { ChartLine, Clock, Eye, UserPlus } from "lucide-react";
import { Button } from "@/components/ui/button.tsx";
import { Card, CardContent } from "@/components/ui/card.tsx";
import { Skeleton } from "@/components/ui/skeleton.tsx";
import { ANALYTICS_PERIODS, type AnalyticsPeriod, INCOMPLETE_DAYS } from "../../../../shared/analytics-periods.ts";
import { formatCompactNumber } from "../../../../shared/format.ts";
import type { ChannelAnalytics } from "../../../../shared/schemas/channel-analytics.ts";
import { useChannelAnalytics } from "../api/get-channel-analytics.ts";
import { AnalyticsDailyChart, shortDay } from "./analytics-daily-chart.tsx";
import { ReachTiles } from "./reach-tiles.tsx";

type Total = ChannelAnalytics["totals"]["views"];

const formatHours = (minutes: number | null) =>
  minutes === null ? "N/A" : `${formatCompactNumber(Math.round((minutes / 60) * 10) / 10)} h`;
const formatSigned = (value: number | null) =>
  value === null ? "N/A" : `${value > 0 ? "+" : ""}${formatCompactNumber(value)}`;

/** '▲ 12.5%' / '▼ 3.0%' against the previous period; nothing to compare says so. */
function Change({ total, period }: { total: Total; period: number }) {
  if (total.changePercent === null) {
    return <p className="text-muted-foreground text-xs">No figure for the previous {period} days</p>;
  }
  const up = total.changePercent >= 0;
  return (
    <p
      className={`flex items-center gap-1 text-xs ${up ? "text-emerald-700 dark:text-emerald-400" : "text-red-700 dark:text-red-400"}`}
      data-testid="period-change"
    >
      <span>
        {up ? "▲" : "▼"} {Math.abs(total.changePercent).toFixed(1)}%
      </span>
      <span className="text-muted-foreground">vs previous {period} days</span>
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
  const analytics = useChannelAnalytics(channelId, period);
  const data = analytics.data;

  if (analytics.isPending) return <Skeleton className="h-40 rounded-xl" role="status" aria-label="Loading analytics" />;
  if (analytics.isError || !data) {
    return (
      <p role="alert" className="rounded-lg border border-destructive/40 bg-destructive/10 p-3 text-sm">
        Could not load YouTube Analytics for this channel.
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
          These figures come from the YouTube Data API as of the last sync. Connect this channel with Google (with
          analytics access) to add daily views, watch time, subscribers gained and lost, and each video's retention
          curve from YouTube Analytics.
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
            YouTube Analytics
          </h3>
          <p className="text-muted-foreground text-sm" data-testid="analytics-range">
            {shortDay(data.startDay)} – {shortDay(data.endDay)}, against the {data.period} days before
          </p>
        </div>
        <div role="group" aria-label="Period" className="flex flex-wrap gap-1">
          {ANALYTICS_PERIODS.map((p) => (
            <Button
              key={p}
              size="sm"
              variant={p === period ? "default" : "outline"}
              aria-pressed={p === period}
              onClick={() => setPeriod(p)}
            >
              {p} days
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
          label="Views"
          value={formatCompactNumber(data.totals.views.current)}
          total={data.totals.views}
          period={data.period}
        />
        <TotalTile
          label="Watch time"
          value={formatHours(data.totals.watchMinutes.current)}
          total={data.totals.watchMinutes}
          period={data.period}
        />
        <TotalTile
          label="Net subscribers"
          value={formatSigned(data.totals.netSubscribers.current)}
          total={data.totals.netSubscribers}
          period={data.period}
        />
      </div>
      <ReachTiles reach={data.reach} period={data.period} />
      {firstIncomplete && (
        <p className="text-muted-foreground text-xs" data-testid="analytics-incomplete">
          The last {INCOMPLETE_DAYS} days (from {shortDay(firstIncomplete.day)}, drawn faded) are incomplete: YouTube
          reports each day two to three days late. They are not counted in the totals.
        </p>
      )}
      <div className="grid min-w-0 gap-4 lg:grid-cols-3">
        <AnalyticsDailyChart
          id="chart-daily-views"
          icon={Eye}
          title="Daily views"
          description={`Views per day, last ${data.period} days`}
          days={data.days}
          value={(d) => d.views}
          format={formatCompactNumber}
          color="var(--chart-1)"
        />
        <AnalyticsDailyChart
          id="chart-daily-watch-time"
          icon={Clock}
          title="Watch time"
          description="Hours watched per day"
          days={data.days}
          value={(d) => (d.watchMinutes === null ? null : Math.round((d.watchMinutes / 60) * 10) / 10)}
          format={(v) => (v === null ? "N/A" : `${formatCompactNumber(v)} h`)}
          color="var(--chart-2)"
        />
        <AnalyticsDailyChart
          id="chart-net-subscribers"
          icon={UserPlus}
          title="Net subscribers"
          description="Subscribers gained minus lost per day"
          days={data.days}
          value={(d) => d.netSubscribers}
          format={formatSigned}
          color="var(--chart-3)"
        />
      </div>
    </section>
  );
}
