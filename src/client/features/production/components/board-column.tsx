import { useDroppable } from "@dnd-kit/core";
import { SortableContext, verticalListSortingStrategy } from "@dnd-kit/sortable";
import { Button } from "@/components/ui/button.tsx";
import { cn } from "@/lib/cn.ts";
import { type ProductionStage, STAGE_LABELS } from "../../../../shared/production-stages.ts";
import type { BoardCard as Card } from "../../../../shared/schemas/production.ts";
import { BoardCard } from "./board-card.tsx";

export const columnId = (stage: ProductionStage) => `column:${stage}`;

/**
 * A stage's column. Long columns (a channel's hundreds of published videos) show their first cards
 * and a "Show more" button rather than every card at once.
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
      <SortableContext id={stage} items={cards.map((c) => c.id)} strategy={verticalListSortingStrategy}>
        <ol
          ref={setNodeRef}
          aria-labelledby={headingId}
          className={cn("grid min-h-24 content-start gap-2 px-2 pb-2", isOver && "rounded-lg bg-accent/60")}
        >
          {cards.map((card) => (
            <BoardCard key={card.id} card={card} onEdit={onEdit} />
          ))}
        </ol>
      </SortableContext>
      {total > cards.length && (
        <Button variant="ghost" size="sm" className="mx-2 mb-2" onClick={onShowMore}>
          Show more ({total - cards.length} hidden)
        </Button>
      )}
    </section>
  );
}
