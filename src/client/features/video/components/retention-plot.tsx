import { useTranslation } from "react-i18next";
import { Line, LineChart, ReferenceLine } from "recharts";
import { PlotFrame, pointTooltip, valueAxis } from "@/components/chart/plot-frame.tsx";

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
    <PlotFrame
      chart={LineChart}
      data={data}
      margin={{ top: 16, right: 12 }}
      xAxis={{
        dataKey: "x",
        type: "number",
        domain: [0, 100],
        ticks: [0, 25, 50, 75, 100],
        tickFormatter: (v: number) => `${v}%`,
        interval: undefined,
      }}
    >
      {valueAxis({
        width: 44,
        domain: [0, (max: number) => Math.max(1, Math.ceil(max * 10) / 10)],
        tickFormatter: percent,
      })}
      {pointTooltip(
        (point: RetentionPoint) => {
          const chapter = marks.findLast((mark) => mark.x <= point.x);
          return {
            label: t("{share}% into the video", { share: point.x }),
            detail: chapter && t("Chapter {number}: {title}", { number: chapter.number, title: chapter.title }),
            value: t("{watching} still watching", { watching: percent(point.audienceWatchRatio) }),
          };
        },
        { shadeColumn: false },
      )}
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
    </PlotFrame>
  );
}
