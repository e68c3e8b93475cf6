import { useTranslation } from "react-i18next";
import { Bar, BarChart, CartesianGrid, Cell, ResponsiveContainer, Tooltip, XAxis, YAxis } from "recharts";
import { formatCompact } from "@/lib/format-date.ts";
import type { VideoAnalytics } from "../../../../shared/schemas/video-analytics.ts";

const TICK = { fill: "var(--muted-foreground)", fontSize: 12 };

export type DayBar = VideoAnalytics["days"][number] & { label: string };

/** The drawing of ViewsOverTimeChart, loaded with recharts when the card draws it. */
export function ViewsOverTimePlot({ bars }: { bars: DayBar[] }) {
  const { t } = useTranslation("video");
  return (
    <ResponsiveContainer width="100%" height="100%">
      <BarChart data={bars} margin={{ top: 8, right: 8, bottom: 0, left: 0 }}>
        <CartesianGrid vertical={false} stroke="var(--border)" />
        <XAxis dataKey="label" tick={TICK} tickLine={false} axisLine={false} interval="preserveStartEnd" />
        <YAxis
          tick={TICK}
          tickLine={false}
          axisLine={false}
          width={48}
          tickFormatter={(v: number) => formatCompact(v)}
        />
        <Tooltip
          cursor={{ fill: "var(--muted)", opacity: 0.6 }}
          content={({ active, payload }) => {
            const bar = payload?.[0]?.payload as DayBar | undefined;
            if (!active || !bar) return null;
            return (
              <div className="rounded-md border bg-popover px-3 py-2 text-popover-foreground text-xs shadow-md">
                <p className="font-medium">
                  {bar.incomplete ? t("{day} (incomplete)", { day: bar.label }) : bar.label}
                </p>
                <p className="text-muted-foreground">{t("{views} views", { views: formatCompact(bar.views) })}</p>
              </div>
            );
          }}
        />
        <Bar dataKey="views" name={t("Views")} radius={[3, 3, 0, 0]} maxBarSize={24}>
          {bars.map((bar) => (
            <Cell key={bar.day} fill="var(--chart-2)" fillOpacity={bar.incomplete ? 0.3 : 1} />
          ))}
        </Bar>
      </BarChart>
    </ResponsiveContainer>
  );
}
