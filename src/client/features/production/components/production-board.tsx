import { lazy, Suspense, useMemo, useState } from "react";
import { lazyWhenOpen } from "@/components/lazy-when-open.tsx";
import type { ProductionStage } from "../../../../shared/production-stages.ts";
import type { BoardCard } from "../../../../shared/schemas/production.ts";
import { BoardCardView } from "./board-card.tsx";
import { BoardColumn } from "./board-column.tsx";
import { type BoardAnswer, BoardColumns, columnTotal, toColumns } from "./board-columns.tsx";

const loadDraggableBoard = () => import("./draggable-board.tsx");
const DraggableBoard = lazy(loadDraggableBoard);
/** Starts downloading the code that moves cards, so that it comes with the board's data rather than after it. */
export const preloadDraggableBoard = () => void loadDraggableBoard().catch(() => {});
const EditCardDialog = lazyWhenOpen(() => import("./edit-card-dialog.tsx").then((module) => module.EditCardDialog));

/**
 * Issue 13: a column per stage, cards moved between and within columns by pointer or keyboard.
 * `cards` are each column's first cards that match the filters, in board order; `columns` their
 * counts and the first card not sent. The board draws first; the code that moves cards (dnd-kit)
 * follows, and until it is there a card's handle is only drawn.
 */
export function ProductionBoard({
  cards,
  columns,
  busy,
  onShowMore,
}: BoardAnswer & {
  /** New filters are being read: the cards shown are the last answer's. */
  busy: boolean;
  onShowMore: (stage: ProductionStage) => void;
}) {
  const [editing, setEditing] = useState<BoardCard | null>(null);
  const byId = useMemo(() => new Map(cards.map((c) => [c.id, c])), [cards]);
  const settled = useMemo(() => toColumns(cards), [cards]);
  const answer = { cards, columns };

  const stillBoard = (
    <BoardColumns
      columns={settled}
      byId={byId}
      total={(stage, shown) => columnTotal(answer, settled, stage, shown)}
      busy={busy}
      renderColumn={(stage, stageCards, total) => (
        <BoardColumn
          stage={stage}
          cards={stageCards}
          total={total}
          onShowMore={() => onShowMore(stage)}
          renderCard={(card) => <BoardCardView card={card} onEdit={setEditing} />}
        />
      )}
    />
  );
  return (
    <>
      <Suspense fallback={stillBoard}>
        <DraggableBoard
          answer={answer}
          byId={byId}
          settled={settled}
          busy={busy}
          onShowMore={onShowMore}
          onEdit={setEditing}
        />
      </Suspense>
      <EditCardDialog
        open={editing !== null}
        card={editing ? (byId.get(editing.id) ?? editing) : null}
        onOpenChange={(open) => !open && setEditing(null)}
      />
    </>
  );
}
