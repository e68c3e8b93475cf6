import { useTranslation } from "react-i18next";
import { CartesianGrid, Line, LineChart, ReferenceLine, ResponsiveContainer, Tooltip, XAxis, YAxis } from "recharts";

const TICK = { fill: "var(--muted-foreground)", fontSize: 12 };

/** A point of the curve: `x` is the share of the video in percent. */
export interface RetentionPoint {
  x: number;
  audienceWatchRatio: number;
}

/** A chapter's start on the curve, numbered. */
export interface ChapterMark {
  number: number;
  title: string;
  seconds: number;
  x: number;
}

/** The drawing of RetentionChart, loaded with recharts when the card draws it. */
export function RetentionPlot({
  data,
  marks,
  percent,
}: {
  data: RetentionPoint[];
  marks: ChapterMark[];
  percent: (ratio: number) => string;
}) {
  const { t } = useTranslation("video");
  return (
    <ResponsiveContainer width="100%" height="100%">
      <LineChart data={data} margin={{ top: 16, right: 12, bottom: 0, left: 0 }}>
        <CartesianGrid vertical={false} stroke="var(--border)" />
        <XAxis
          dataKey="x"
          type="number"
          domain={[0, 100]}
          ticks={[0, 25, 50, 75, 100]}
          tickFormatter={(v: number) => `${v}%`}
          tick={TICK}
          tickLine={false}
          axisLine={false}
        />
        <YAxis
          tick={TICK}
          tickLine={false}
          axisLine={false}
          width={44}
          domain={[0, (max: number) => Math.max(1, Math.ceil(max * 10) / 10)]}
          tickFormatter={percent}
        />
        <Tooltip
          content={({ active, payload }) => {
            const point = payload?.[0]?.payload as RetentionPoint | undefined;
            if (!active || !point) return null;
            const chapter = marks.findLast((mark) => mark.x <= point.x);
            return (
              <div className="rounded-md border bg-popover px-3 py-2 text-popover-foreground text-xs shadow-md">
                <p className="font-medium">{t("{share}% into the video", { share: point.x })}</p>
                {chapter && <p>{t("Chapter {number}: {title}", { number: chapter.number, title: chapter.title })}</p>}
                <p className="text-muted-foreground">
                  {t("{watching} still watching", { watching: percent(point.audienceWatchRatio) })}
                </p>
              </div>
            );
          }}
        />
        {marks.map((mark) => (
          <ReferenceLine
            key={`${mark.number}-${mark.seconds}`}
            className="chapter-marker"
            x={mark.x}
            stroke="var(--muted-foreground)"
            strokeDasharray="4 3"
            ifOverflow="extendDomain"
            label={{ value: String(mark.number), position: "top", fill: "var(--foreground)", fontSize: 11 }}
          />
        ))}
        <Line
          type="monotone"
          dataKey="audienceWatchRatio"
          name={t("Audience watching")}
          stroke="var(--chart-1)"
          strokeWidth={2}
          dot={false}
          isAnimationActive={false}
        />
      </LineChart>
    </ResponsiveContainer>
  );
}
