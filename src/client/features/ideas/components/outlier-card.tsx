import { Lightbulb } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Badge } from "@/components/ui/badge.tsx";
import { Button } from "@/components/ui/button.tsx";
import { Spinner } from "@/components/ui/spinner.tsx";
import { Tooltip, TooltipContent, TooltipTrigger } from "@/components/ui/tooltip.tsx";
import { describeScore } from "@/lib/describe-score.ts";
import { formatRelativeTime } from "@/lib/format-date.ts";
import { activeLanguage } from "@/lib/i18n.ts";
import { compactViews, formatScore } from "../../../../shared/outlier-score.ts";
import type { Outlier } from "../../../../shared/schemas/ideas.ts";

/** One watched upload: thumbnail, title, channel, age, views and its score with the score's inputs on hover or focus. */
export function OutlierCard({
  outlier,
  saving,
  onSave,
}: {
  outlier: Outlier;
  saving: boolean;
  onSave: (outlier: Outlier) => void;
}) {
  const { t } = useTranslation("ideas");
  const explained = outlier.score ? describeScore(outlier.score) : null;
  return (
    <li data-testid="outlier" className="grid content-start gap-2 rounded-xl border bg-card p-3 text-card-foreground">
      <img
        src={outlier.thumbnailUrl}
        alt=""
        loading="lazy"
        className="aspect-video w-full rounded-md bg-muted object-cover"
      />
      <a
        href={outlier.url}
        target="_blank"
        rel="noreferrer"
        className="line-clamp-2 font-medium leading-snug underline-offset-4 hover:underline"
      >
        {outlier.title}
        <span className="sr-only">{t(" (opens YouTube)")}</span>
      </a>
      <p className="text-muted-foreground text-sm">
        {outlier.channelTitle} · {formatRelativeTime(outlier.publishedAt)} ·{" "}
        {outlier.views === null
          ? t("views hidden")
          : t("{views} views", { views: compactViews(outlier.views, activeLanguage()) })}
        {outlier.isShort && t(" · Short")}
      </p>
      <div className="flex items-center justify-between gap-2">
        {outlier.score && explained ? (
          <Tooltip>
            <TooltipTrigger asChild>
              <Badge
                // Focusable, so the score's inputs are read on focus as well as shown on hover.
                tabIndex={0}
                data-testid="outlier-score"
                aria-label={t("Score {score}: {explained}", { score: formatScore(outlier.score.score), explained })}
                className="cursor-help text-sm"
              >
                {formatScore(outlier.score.score)}
              </Badge>
            </TooltipTrigger>
            <TooltipContent data-testid="outlier-score-inputs">{explained}</TooltipContent>
          </Tooltip>
        ) : (
          <span className="text-muted-foreground text-sm">{t("No score yet")}</span>
        )}
        <Button
          size="sm"
          variant="outline"
          disabled={saving}
          onClick={() => onSave(outlier)}
          aria-label={t("Save as idea: {title}", { title: outlier.title })}
        >
          {saving ? <Spinner aria-hidden="true" role="presentation" /> : <Lightbulb aria-hidden="true" />}
          {t("Save as idea")}
        </Button>
      </div>
    </li>
  );
}
