import { Fragment, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { cn } from "@/lib/cn.ts";
import { PRODUCTION_STAGES, type ProductionStage } from "../../../../shared/production-stages.ts";
import type { Board, BoardCard } from "../../../../shared/schemas/production.ts";

/** Each stage's card ids, in board order. */
export type Columns = Record<ProductionStage, string[]>;

export function toColumns(cards: BoardCard[]): Columns {
  const columns = Object.fromEntries(PRODUCTION_STAGES.map((s) => [s, [] as string[]])) as Columns;
  for (const card of cards) columns[card.stage].push(card.id);
  return columns;
}

/** What the server sent: each column's first cards that match the filters, their counts and the first card not sent. */
export interface BoardAnswer {
  cards: BoardCard[];
  columns: Board["columns"];
}

/** A column's count as the server sent it, with a card dragged into or out of it (`shown` cards now). */
export function columnTotal(answer: BoardAnswer, settled: Columns, stage: ProductionStage, shown: number) {
  return answer.columns[stage].total - settled[stage].length + shown;
}

/**
 * The row of columns, a column per stage: `renderColumn` draws one with the cards it holds now (during
 * a drag, the card dragged into it) and its count.
 */
export function BoardColumns({
  columns,
  byId,
  total,
  busy,
  renderColumn,
}: {
  columns: Columns;
  byId: Map<string, BoardCard>;
  total: (stage: ProductionStage, shown: number) => number;
  /** New filters are being read: the cards shown are the last answer's. */
  busy: boolean;
  renderColumn: (stage: ProductionStage, cards: BoardCard[], total: number) => ReactNode;
}) {
  const { t } = useTranslation("production");
  return (
    // Scrolls sideways within the page; inline-size containment keeps six columns from widening the layout,
    // and "relative" keeps the cards' visually hidden (absolute) labels inside it.
    <div
      className={cn(
        "relative flex min-w-0 gap-3 overflow-x-auto pb-3 [contain:inline-size]",
        busy && "opacity-70 transition-opacity",
      )}
      aria-busy={busy}
      role="region"
      aria-label={t("Board")}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard to be scrolled.
      tabIndex={0}
      data-testid="production-board"
    >
      {PRODUCTION_STAGES.map((stage) => {
        const ids = columns[stage];
        const cards = ids.map((id) => byId.get(id)).filter((c): c is BoardCard => c !== undefined);
        return <Fragment key={stage}>{renderColumn(stage, cards, total(stage, ids.length))}</Fragment>;
      })}
    </div>
  );
}
