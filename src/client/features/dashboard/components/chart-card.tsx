import type { LucideIcon } from "lucide-react";
import { type ReactNode, Suspense, useEffect } from "react";
import { useTranslation } from "react-i18next";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card.tsx";
import { Skeleton } from "@/components/ui/skeleton.tsx";
import { useChartTurn } from "./chart-turns.ts";

/**
 * A titled card around a chart; `summary` is the chart's data in words for screen readers. The
 * drawing itself (recharts, the largest library of the app) comes from a lazily loaded `*-plot.tsx`
 * module, so a page loads it only when it draws a chart, after its first paint; until then a
 * placeholder of the chart's size holds its place, and nothing moves when it arrives.
 */
export function ChartCard({
  id,
  icon: Icon,
  title,
  description,
  summary,
  empty,
  emptyText,
  children,
}: {
  id: string;
  icon: LucideIcon;
  title: string;
  description: string;
  summary: string;
  empty: boolean;
  /** What the card says when there is nothing to draw. */
  emptyText?: string;
  children: ReactNode;
}) {
  const { t } = useTranslation("dashboard");
  const turn = useChartTurn(!empty);
  return (
    <Card className="min-w-0 gap-4" data-testid={id}>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <Icon className="size-5 text-primary" aria-hidden="true" />
          <h3 id={`${id}-title`}>{title}</h3>
        </CardTitle>
        <CardDescription>{description}</CardDescription>
      </CardHeader>
      <CardContent className="min-w-0 px-3 sm:px-6">
        {empty ? (
          <p className="flex h-64 items-center justify-center rounded-lg border border-dashed text-muted-foreground text-sm">
            {emptyText ?? t("No videos with metrics yet")}
          </p>
        ) : (
          <figure aria-labelledby={`${id}-title`} className="m-0">
            <div className="h-64 w-full">
              {/* The chart draws in its turn (chart-turns.ts); `Drawn` commits with it, not before. */}
              <Suspense fallback={<Skeleton className="size-full" />}>
                {turn.ready ? (
                  <>
                    {children}
                    <Drawn onDrawn={turn.drawn} />
                  </>
                ) : (
                  <Skeleton className="size-full" />
                )}
              </Suspense>
            </div>
            <figcaption className="sr-only">{summary}</figcaption>
          </figure>
        )}
      </CardContent>
    </Card>
  );
}

function Drawn({ onDrawn }: { onDrawn: () => void }) {
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, when the chart first commits.
  useEffect(() => onDrawn(), []);
  return null;
}

/** Long titles on a narrow axis: the first characters and an ellipsis. */
export const shorten = (text: string, max = 14) => (text.length > max ? `${text.slice(0, max - 1)}…` : text);
