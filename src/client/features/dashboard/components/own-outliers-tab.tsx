import { type ReactNode, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { LoadError } from "@/components/load-error.tsx";
import { Badge } from "@/components/ui/badge.tsx";
import { Button } from "@/components/ui/button.tsx";
import { Skeleton } from "@/components/ui/skeleton.tsx";
import { Tooltip, TooltipContent, TooltipTrigger } from "@/components/ui/tooltip.tsx";
import { describeScore } from "@/lib/describe-score.ts";
import { formatRelativeTime } from "@/lib/format-date.ts";
import { activeLanguage, i18n } from "@/lib/i18n.ts";
import { compactViews, formatScore } from "../../../../shared/outlier-score.ts";
import type { OwnOutlier, OwnOutliers } from "../../../../shared/schemas/dashboard.ts";
import { useOwnOutliers } from "../api/get-own-outliers.ts";

const KINDS: Array<{ kind: OwnOutliers["kind"]; label: () => string }> = [
  { kind: "long", label: () => i18n.t("Long videos", { ns: "dashboard" }) },
  { kind: "short", label: () => i18n.t("Shorts", { ns: "dashboard" }) },
];

/** Why an upload has no score (NO_SCORE_REASONS of src/shared/schemas/dashboard.ts), each a literal here. */
function noScoreText(reason: OwnOutlier["noScore"]): string {
  if (reason === "too_young") return i18n.t("No score under 48 hours", { ns: "dashboard" });
  if (reason === "too_little_history") return i18n.t("Too few earlier uploads to compare", { ns: "dashboard" });
  return i18n.t("No score yet", { ns: "dashboard" });
}

/**
 * The Outliers tab (decision 035): which of the channel's own uploads did several times its usual
 * views, long videos and Shorts apart, with the score's inputs on hover or focus. `renderSaveAsIdea`
 * is the ideas feature's "Save as idea" (a follow-up), composed in by the router.
 */
export function OwnOutliersTab({
  channelId,
  renderSaveAsIdea,
}: {
  channelId: string;
  renderSaveAsIdea?: (outlier: OwnOutlier) => ReactNode;
}) {
  const { t } = useTranslation("dashboard");
  const [kind, setKind] = useState<OwnOutliers["kind"]>("long");
  const [page, setPage] = useState(1);
  const outliers = useOwnOutliers(channelId, kind, page);
  const data = outliers.data;
  const pages = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1;

  return (
    <div className="grid gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div role="group" aria-label={t("Kind of video")} className="flex gap-2">
          {KINDS.map((option) => (
            <Button
              key={option.kind}
              size="sm"
              variant={kind === option.kind ? "default" : "outline"}
              aria-pressed={kind === option.kind}
              onClick={() => {
                setKind(option.kind);
                setPage(1);
              }}
            >
              {option.label()}
            </Button>
          ))}
        </div>
        {data && (
          <p className="text-muted-foreground text-sm" data-testid="own-outliers-summary">
            {data.lengthUnknown > 0
              ? t(
                  "{scored} of {total} scored against the 10–20 uploads of the same kind before each · {unknown} synced before lengths were kept count as long",
                  { scored: data.scored, total: data.total, unknown: data.lengthUnknown },
                )
              : t("{scored} of {total} scored against the 10–20 uploads of the same kind before each", {
                  scored: data.scored,
                  total: data.total,
                })}
          </p>
        )}
      </div>
      {outliers.isPending ? (
        <Skeleton className="h-40 rounded-lg" role="status" aria-label={t("Loading outliers")} />
      ) : outliers.isError ? (
        <LoadError
          title={t("Couldn't load the outliers")}
          error={outliers.error}
          onRetry={() => void outliers.refetch()}
        />
      ) : data && data.items.length === 0 ? (
        <p
          className="rounded-lg border border-dashed py-10 text-center text-muted-foreground text-sm"
          data-testid="own-outliers-empty"
        >
          {kind === "short"
            ? t("No synced Shorts yet — sync the channel with YouTube.")
            : t("No synced long videos yet — sync the channel with YouTube.")}
        </p>
      ) : (
        <ol
          className="divide-y rounded-lg border"
          aria-label={kind === "short" ? t("Outlier Shorts") : t("Outlier videos")}
        >
          {data?.items.map((outlier) => (
            <OwnOutlierRow key={outlier.videoId} outlier={outlier} saveAsIdea={renderSaveAsIdea?.(outlier)} />
          ))}
        </ol>
      )}
      {pages > 1 && (
        <nav aria-label={t("Outlier pages")} className="flex items-center gap-3">
          <Button variant="outline" size="sm" disabled={page <= 1} onClick={() => setPage(page - 1)}>
            {t("Previous")}
          </Button>
          <span className="text-sm">{t("Page {page} of {pages}", { page, pages })}</span>
          <Button variant="outline" size="sm" disabled={page >= pages} onClick={() => setPage(page + 1)}>
            {t("Next")}
          </Button>
        </nav>
      )}
    </div>
  );
}

function OwnOutlierRow({ outlier, saveAsIdea }: { outlier: OwnOutlier; saveAsIdea: ReactNode }) {
  const { t } = useTranslation("dashboard");
  const explained = outlier.score ? describeScore(outlier.score) : null;
  return (
    <li data-testid="own-outlier" className="flex flex-wrap items-center gap-x-4 gap-y-2 px-4 py-3">
      <span className="grid min-w-0 flex-1 basis-48">
        <Link
          to={`/video/${encodeURIComponent(outlier.videoId)}`}
          className="truncate font-medium text-sm underline-offset-4 hover:underline"
        >
          {outlier.title}
        </Link>
        <span className="text-muted-foreground text-xs">
          {outlier.isShort
            ? t("{when} · {views} views · Short", {
                when: formatRelativeTime(outlier.publishedAt),
                views: compactViews(outlier.views, activeLanguage()),
              })
            : t("{when} · {views} views", {
                when: formatRelativeTime(outlier.publishedAt),
                views: compactViews(outlier.views, activeLanguage()),
              })}
        </span>
      </span>
      {outlier.score && explained ? (
        <Tooltip>
          <TooltipTrigger asChild>
            <Badge
              // Focusable, so the score's inputs are read on focus as well as shown on hover.
              tabIndex={0}
              data-testid="own-outlier-score"
              aria-label={t("Score {score}: {explained}", { score: formatScore(outlier.score.score), explained })}
              className="cursor-help text-sm"
            >
              {formatScore(outlier.score.score)}
            </Badge>
          </TooltipTrigger>
          <TooltipContent data-testid="own-outlier-score-inputs">{explained}</TooltipContent>
        </Tooltip>
      ) : (
        <span className="text-muted-foreground text-xs" data-testid="own-outlier-no-score">
          {noScoreText(outlier.noScore)}
        </span>
      )}
      {saveAsIdea}
    </li>
  );
}
