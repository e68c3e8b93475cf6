import { useSortable } from "@dnd-kit/sortable";
import { CSS } from "@dnd-kit/utilities";
import type { KeyboardEventHandler, PointerEventHandler } from "react";
import { cn } from "@/lib/cn.ts";
import type { BoardCard as Card } from "../../../../shared/schemas/production.ts";
import { BoardCardView } from "./board-card.tsx";

/**
 * A card that moves: by the pointer from anywhere on it, or by keyboard from its handle (Space to pick
 * up, arrows to move, Space to drop, Escape to cancel). The sortable node is the card itself; the list
 * item around it (BoardColumn) holds its place in the virtualised column.
 */
export function SortableBoardCard({ card, onEdit }: { card: Card; onEdit: (card: Card) => void }) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({
    id: card.id,
    data: { stage: card.stage },
  });
  return (
    <BoardCardView
      card={card}
      onEdit={onEdit}
      cardRef={setNodeRef}
      style={{ transform: CSS.Translate.toString(transform), transition }}
      onPointerDown={listeners?.onPointerDown as PointerEventHandler | undefined}
      handleRef={setActivatorNodeRef}
      handleProps={{ ...attributes, onKeyDown: listeners?.onKeyDown as KeyboardEventHandler | undefined }}
      className={cn(isDragging && "opacity-40")}
    />
  );
}

/**
 * The card following the pointer while it is dragged (dnd-kit's DragOverlay): drawn above every
 * column, so a column's scrolling list does not clip it. A picture of the card: hidden from assistive
 * technology and inert (the card itself stays in its list, and the announcements say where it goes).
 */
export function BoardCardOverlay({ card }: { card: Card }) {
  return (
    <div aria-hidden="true" inert className="cursor-grabbing">
      <BoardCardView card={card} className="rotate-1 shadow-lg" />
    </div>
  );
}
