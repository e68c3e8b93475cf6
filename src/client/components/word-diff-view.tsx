import { useMemo } from "react";
import { Trans, useTranslation } from "react-i18next";
import { cn } from "@/lib/cn.ts";
import { compareWords, describeComparison } from "@/lib/word-diff.ts";

interface WordDiffViewProps {
  before: string;
  after: string;
  /** What the two texts are, e.g. 'Version 1' and 'Version 2', or 'Their version' and 'Your text'. */
  beforeLabel: string;
  afterLabel: string;
  /** The script's language (BCP 47): its words, and the unit changes are counted in (decision 038). */
  language?: string;
  className?: string;
}

/**
 * Word-level differences from `before` to `after` (issue 10). Removed words are struck through in a
 * <del>, added ones underlined in an <ins>, each announced by a visually hidden label: the change is
 * never told by colour alone, and a screen reader reads it too.
 */
export function WordDiffView({ before, after, beforeLabel, afterLabel, language, className }: WordDiffViewProps) {
  const { t } = useTranslation("common");
  const comparison = useMemo(() => compareWords(before, after, language), [before, after, language]);
  if (!comparison) {
    return (
      <p className="rounded-lg border bg-muted/30 p-4 text-muted-foreground text-sm" role="status">
        {t("These two texts are too different to compare word by word. View each on its own instead.")}
      </p>
    );
  }
  const summary = describeComparison(comparison, t);
  return (
    <figure className={cn("grid min-w-0 gap-2", className)} data-testid="word-diff">
      <figcaption className="flex flex-wrap items-center gap-x-4 gap-y-1 text-sm">
        <span className="font-medium">
          <Trans
            t={t}
            i18nKey="{before} → {after}: <count>{summary}</count>"
            values={{ before: beforeLabel, after: afterLabel, summary }}
            components={{ count: <span data-testid="word-diff-summary" /> }}
          />
        </span>
        <span className="flex gap-3 text-muted-foreground text-xs" aria-hidden="true">
          <del className={DELETED_CLASS}>{t("removed")}</del>
          <ins className={INSERTED_CLASS}>{t("added")}</ins>
        </span>
      </figcaption>
      <div
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard to be scrolled.
        tabIndex={0}
        role="region"
        aria-label={t("Differences from {before} to {after}", { before: beforeLabel, after: afterLabel })}
        dir="auto"
        className="max-h-[50vh] overflow-y-auto whitespace-pre-wrap break-words rounded-lg border bg-muted/30 p-4 text-sm leading-relaxed focus-visible:outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50"
      >
        {comparison.parts.map((part, index) => {
          const key = `${index}-${part.kind}`;
          if (part.kind === "deleted") {
            return (
              <del key={key} className={DELETED_CLASS}>
                <span className="sr-only">{t("[removed:")} </span>
                {part.text}
                <span className="sr-only">]</span>
              </del>
            );
          }
          if (part.kind === "inserted") {
            return (
              <ins key={key} className={INSERTED_CLASS}>
                <span className="sr-only">{t("[added:")} </span>
                {part.text}
                <span className="sr-only">]</span>
              </ins>
            );
          }
          return <span key={key}>{part.text}</span>;
        })}
      </div>
    </figure>
  );
}

const DELETED_CLASS =
  "rounded-sm bg-red-500/15 px-0.5 text-red-900 line-through decoration-2 decoration-red-700/70 dark:text-red-200 dark:decoration-red-300/70";
const INSERTED_CLASS =
  "rounded-sm bg-emerald-500/15 px-0.5 text-emerald-900 underline decoration-2 underline-offset-2 dark:text-emerald-200";
