import { lazy, Suspense } from "react";
import { useTranslation } from "react-i18next";
import { Skeleton } from "@/components/ui/skeleton.tsx";
import type { VideoAnalytics } from "../../../../shared/schemas/video-analytics.ts";
import type { RetentionPoint } from "./retention-plot.tsx";

// recharts comes with the drawing, once the card has a curve to draw (retention-plot.tsx); the sized
// box holds the chart's place until then, so nothing moves.
const RetentionPlot = lazy(async () => ({ default: (await import("./retention-plot.tsx")).RetentionPlot }));

const percent = (ratio: number) => `${Math.round(ratio * 100)}%`;
/** 754 → '12:34', 3723 → '1:02:03', as YouTube writes chapter times. */
const chapterTime = (seconds: number) => {
  const h = Math.floor(seconds / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  const s = String(seconds % 60).padStart(2, "0");
  return h > 0 ? `${h}:${String(m).padStart(2, "0")}:${s}` : `${m}:${s}`;
};

type Point = NonNullable<VideoAnalytics["retention"]>[number] & RetentionPoint;

/**
 * The audience-retention curve: the share of viewers still watching at each point of the video, with
 * the video's chapters (from its packaging) marked where they start — numbered on the curve, and
 * listed under it with their title, time and how many viewers were still watching there.
 */
export function RetentionChart({
  points,
  chapters = [],
}: {
  points: NonNullable<VideoAnalytics["retention"]>;
  chapters?: VideoAnalytics["chapters"];
}) {
  const { t } = useTranslation("video");
  const data: Point[] = points.map((p) => ({ ...p, x: Math.round(p.elapsedVideoTimeRatio * 100) }));
  const at = (share: number) => data.reduce((best, p) => (Math.abs(p.x - share) < Math.abs(best.x - share) ? p : best));
  const summary = [0, 25, 50, 75, 100]
    .map((share) => at(share))
    .map((point) =>
      t("{share}% of the video: {watching} still watching", {
        share: point.x,
        watching: percent(point.audienceWatchRatio),
      }),
    )
    .join("; ");
  const marks = chapters.map((chapter, i) => {
    const x = Math.round(chapter.elapsedVideoTimeRatio * 1000) / 10;
    return { ...chapter, number: i + 1, x, watching: at(x).audienceWatchRatio };
  });
  return (
    <figure aria-labelledby="retention-title" className="m-0 grid gap-3" data-testid="retention-curve">
      <div className="h-64 w-full">
        <Suspense fallback={<Skeleton className="size-full" />}>
          <RetentionPlot data={data} marks={marks} percent={percent} />
        </Suspense>
      </div>
      {marks.length > 0 && (
        <ol aria-label={t("Chapters on the curve")} className="grid gap-1 text-sm" data-testid="chapter-list">
          {marks.map((mark) => (
            <li key={`${mark.number}-${mark.seconds}`} className="flex min-w-0 gap-2" data-testid="chapter-mark">
              <span
                aria-hidden="true"
                className="flex size-5 shrink-0 items-center justify-center rounded-full border font-medium text-xs tabular-nums"
              >
                {mark.number}
              </span>
              <span className="min-w-0">
                <span className="sr-only">{t("Chapter {number}:", { number: mark.number })} </span>
                <span className="break-words font-medium">{mark.title}</span>{" "}
                <span className="text-muted-foreground tabular-nums">
                  {t("{time} · {share}% in · {watching} still watching", {
                    time: chapterTime(mark.seconds),
                    share: mark.x,
                    watching: percent(mark.watching),
                  })}
                </span>
              </span>
            </li>
          ))}
        </ol>
      )}
      <figcaption className="sr-only">{summary}</figcaption>
    </figure>
  );
}
