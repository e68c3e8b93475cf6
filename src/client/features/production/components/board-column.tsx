import { useDroppable } from "@dnd-kit/core";
import { SortableContext, verticalListSortingStrategy } from "@dnd-kit/sortable";
import { useCallback, useRef } from "react";
import { Button } from "@/components/ui/button.tsx";
import { cn } from "@/lib/cn.ts";
import { type ProductionStage, STAGE_LABELS } from "../../../../shared/production-stages.ts";
import type { BoardCard as Card } from "../../../../shared/schemas/production.ts";
import { BoardCard } from "./board-card.tsx";
import { useVirtualColumn } from "./use-virtual-column.ts";

export const columnId = (stage: ProductionStage) => `column:${stage}`;

/**
 * A stage's column. Its list scrolls on its own and renders only the cards in view (issue 13: a
 * channel's hundreds of published videos); past the cards it is given, a "Show more" button.
 */
export function BoardColumn({
  stage,
  cards,
  total,
  onShowMore,
  onEdit,
}: {
  stage: ProductionStage;
  cards: Card[];
  total: number;
  onShowMore: () => void;
  onEdit: (card: Card) => void;
}) {
  const { setNodeRef, isOver } = useDroppable({ id: columnId(stage), data: { stage } });
  const scrollRef = useRef<HTMLDivElement | null>(null);
  const setScrollNode = useCallback(
    (node: HTMLDivElement | null) => {
      scrollRef.current = node;
      setNodeRef(node);
    },
    [setNodeRef],
  );
  const { virtualizer, activeId, focusHandlers } = useVirtualColumn(cards, () => scrollRef.current);
  const headingId = `board-column-${stage}`;
  return (
    <section
      aria-labelledby={headingId}
      data-testid={`column-${stage}`}
      className="flex w-72 shrink-0 flex-col rounded-xl border bg-muted/40"
    >
      <h2 id={headingId} className="flex items-center justify-between px-3 pt-3 pb-2 font-semibold text-sm">
        {STAGE_LABELS[stage]}
        <span className="rounded-full bg-background px-2 py-0.5 font-normal text-muted-foreground text-xs">
          {total}
        </span>
      </h2>
      {/* Every id of the column, rendered or not, so dnd-kit's indexes are the column's positions. */}
      <SortableContext id={stage} items={cards.map((c) => c.id)} strategy={verticalListSortingStrategy}>
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
                  <BoardCard card={card} onEdit={onEdit} />
                </li>
              );
            })}
          </ol>
        </div>
      </SortableContext>
      {total > cards.length && (
        <Button variant="ghost" size="sm" className="mx-2 mb-2" onClick={onShowMore}>
          Show more ({total - cards.length} hidden)
        </Button>
      )}
    </section>
  );
}
