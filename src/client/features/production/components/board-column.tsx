import { type ReactNode, useCallback, useRef } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "@/components/ui/button.tsx";
import { cn } from "@/lib/cn.ts";
import type { ProductionStage } from "../../../../shared/production-stages.ts";
import type { BoardCard as Card } from "../../../../shared/schemas/production.ts";
import { stageLabel } from "../stage-label.ts";
import { useVirtualColumn } from "./use-virtual-column.ts";

export const columnId = (stage: ProductionStage) => `column:${stage}`;

/**
 * A stage's column. Its list scrolls on its own and renders only the cards in view (issue 13: a
 * channel's hundreds of published videos); past the cards it is given, a "Show more" button. Where
 * cards move (draggable-board.tsx), its list is the drop target and `activeId` the card dragged.
 */
export function BoardColumn({
  stage,
  cards,
  total,
  onShowMore,
  renderCard,
  dropRef,
  isOver = false,
  activeId = null,
}: {
  stage: ProductionStage;
  cards: Card[];
  total: number;
  onShowMore: () => void;
  renderCard: (card: Card) => ReactNode;
  dropRef?: (node: HTMLElement | null) => void;
  isOver?: boolean;
  activeId?: string | null;
}) {
  const { t } = useTranslation("production");
  const scrollRef = useRef<HTMLDivElement | null>(null);
  const setScrollNode = useCallback(
    (node: HTMLDivElement | null) => {
      scrollRef.current = node;
      dropRef?.(node);
    },
    [dropRef],
  );
  const { virtualizer, focusHandlers } = useVirtualColumn(cards, () => scrollRef.current, activeId);
  const headingId = `board-column-${stage}`;
  return (
    <section
      aria-labelledby={headingId}
      data-testid={`column-${stage}`}
      className="flex w-72 shrink-0 flex-col rounded-xl border bg-muted/40"
    >
      <h2 id={headingId} className="flex items-center justify-between px-3 pt-3 pb-2 font-semibold text-sm">
        {stageLabel(stage)}
        <span className="rounded-full bg-background px-2 py-0.5 font-normal text-muted-foreground text-xs">
          {total}
        </span>
      </h2>
      {/* The drop target is the visible part of the list, not its full (virtual) height. */}
      <div
        ref={setScrollNode}
        data-testid={`column-${stage}-list`}
        className={cn(
          "mb-2 max-h-[70vh] min-h-24 overflow-y-auto rounded-lg px-2 [scrollbar-width:thin]",
          isOver && "bg-accent/60",
        )}
      >
        {/* Clipped sideways: a card dragged towards another column would otherwise widen the list, which
              then scrolls sideways under the pointer. */}
        <ol
          aria-labelledby={headingId}
          className="relative overflow-x-clip"
          style={{ height: virtualizer.getTotalSize() }}
          {...focusHandlers}
        >
          {virtualizer.getVirtualItems().map((row) => {
            const card = cards[row.index];
            if (!card) return null;
            // The list item holds the virtual position; the card inside it takes dnd-kit's transform.
            return (
              <li
                key={row.key}
                ref={virtualizer.measureElement}
                data-index={row.index}
                data-testid="board-card"
                data-video-id={card.id}
                aria-setsize={Math.max(total, cards.length)}
                aria-posinset={row.index + 1}
                className={cn("absolute inset-x-0 top-0 list-none", card.id === activeId && "z-10")}
                style={{ transform: `translateY(${row.start}px)` }}
              >
                {renderCard(card)}
              </li>
            );
          })}
        </ol>
      </div>
      {total > cards.length && (
        <Button variant="ghost" size="sm" className="mx-2 mb-2" onClick={onShowMore}>
          {t("Show more ({n} hidden)", { n: total - cards.length })}
        </Button>
      )}
    </section>
  );
}
