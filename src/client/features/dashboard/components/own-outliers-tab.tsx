import { type ReactNode, useState } from "react";
import { Link } from "react-router";
import { LoadError } from "@/components/load-error.tsx";
import { Badge } from "@/components/ui/badge.tsx";
import { Button } from "@/components/ui/button.tsx";
import { Skeleton } from "@/components/ui/skeleton.tsx";
import { Tooltip, TooltipContent, TooltipTrigger } from "@/components/ui/tooltip.tsx";
import { formatRelativeTime } from "@/lib/format-date.ts";
import { compactViews, describeOutlierScore, formatScore } from "../../../../shared/outlier-score.ts";
import { NO_SCORE_LABELS, type OwnOutlier, type OwnOutliers } from "../../../../shared/schemas/dashboard.ts";
import { useOwnOutliers } from "../api/get-own-outliers.ts";

const KINDS: Array<{ kind: OwnOutliers["kind"]; label: string }> = [
  { kind: "long", label: "Long videos" },
  { kind: "short", label: "Shorts" },
];

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
  const [kind, setKind] = useState<OwnOutliers["kind"]>("long");
  const [page, setPage] = useState(1);
  const outliers = useOwnOutliers(channelId, kind, page);
  const data = outliers.data;
  const pages = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1;

  return (
    <div className="grid gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div role="group" aria-label="Kind of video" className="flex gap-2">
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
              {option.label}
            </Button>
          ))}
        </div>
        {data && (
          <p className="text-muted-foreground text-sm" data-testid="own-outliers-summary">
            {data.scored} of {data.total} scored against the 10–20 uploads of the same kind before each
            {data.lengthUnknown > 0 && ` · ${data.lengthUnknown} synced before lengths were kept count as long`}
          </p>
        )}
      </div>
      {outliers.isPending ? (
        <Skeleton className="h-40 rounded-lg" role="status" aria-label="Loading outliers" />
      ) : outliers.isError ? (
        <LoadError title="Couldn't load the outliers" error={outliers.error} onRetry={() => void outliers.refetch()} />
      ) : data && data.items.length === 0 ? (
        <p
          className="rounded-lg border border-dashed py-10 text-center text-muted-foreground text-sm"
          data-testid="own-outliers-empty"
        >
          {kind === "short" ? "No synced Shorts yet" : "No synced long videos yet"} — sync the channel with YouTube.
        </p>
      ) : (
        <ol className="divide-y rounded-lg border" aria-label={kind === "short" ? "Outlier Shorts" : "Outlier videos"}>
          {data?.items.map((outlier) => (
            <OwnOutlierRow key={outlier.videoId} outlier={outlier} saveAsIdea={renderSaveAsIdea?.(outlier)} />
          ))}
        </ol>
      )}
      {pages > 1 && (
        <nav aria-label="Outlier pages" className="flex items-center gap-3">
          <Button variant="outline" size="sm" disabled={page <= 1} onClick={() => setPage(page - 1)}>
            Previous
          </Button>
          <span className="text-sm">
            Page {page} of {pages}
          </span>
          <Button variant="outline" size="sm" disabled={page >= pages} onClick={() => setPage(page + 1)}>
            Next
          </Button>
        </nav>
      )}
    </div>
  );
}

function OwnOutlierRow({ outlier, saveAsIdea }: { outlier: OwnOutlier; saveAsIdea: ReactNode }) {
  const explained = outlier.score ? describeOutlierScore(outlier.score) : null;
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
          {formatRelativeTime(outlier.publishedAt)} · {compactViews(outlier.views)} views
          {outlier.isShort && " · Short"}
        </span>
      </span>
      {outlier.score && explained ? (
        <Tooltip>
          <TooltipTrigger asChild>
            <Badge
              // Focusable, so the score's inputs are read on focus as well as shown on hover.
              tabIndex={0}
              data-testid="own-outlier-score"
              aria-label={`Score ${formatScore(outlier.score.score)}: ${explained}`}
              className="cursor-help text-sm"
            >
              {formatScore(outlier.score.score)}
            </Badge>
          </TooltipTrigger>
          <TooltipContent data-testid="own-outlier-score-inputs">{explained}</TooltipContent>
        </Tooltip>
      ) : (
        <span className="text-muted-foreground text-xs" data-testid="own-outlier-no-score">
          {outlier.noScore ? NO_SCORE_LABELS[outlier.noScore] : "No score yet"}
        </span>
      )}
      {saveAsIdea}
    </li>
  );
}
