import {
  type Announcements,
  closestCorners,
  DndContext,
  type DragEndEvent,
  type DragOverEvent,
  DragOverlay,
  type DragStartEvent,
  KeyboardSensor,
  PointerSensor,
  type UniqueIdentifier,
  useSensor,
  useSensors,
} from "@dnd-kit/core";
import { sortableKeyboardCoordinates } from "@dnd-kit/sortable";
import { useQueryClient } from "@tanstack/react-query";
import { useMemo, useRef, useState } from "react";
import { cn } from "@/lib/cn.ts";
import { PRODUCTION_STAGES, type ProductionStage, STAGE_LABELS } from "../../../../shared/production-stages.ts";
import type { Board, BoardCard } from "../../../../shared/schemas/production.ts";
import { applyMove, dropPlace, useMoveVideo } from "../api/move-video.ts";
import { BoardCardOverlay } from "./board-card.tsx";
import { BoardColumn } from "./board-column.tsx";
import { EditCardDialog } from "./edit-card-dialog.tsx";

type Columns = Record<ProductionStage, string[]>;

function toColumns(cards: BoardCard[]): Columns {
  const columns = Object.fromEntries(PRODUCTION_STAGES.map((s) => [s, [] as string[]])) as Columns;
  for (const card of cards) columns[card.stage].push(card.id);
  return columns;
}

function containerOf(columns: Columns, id: UniqueIdentifier): ProductionStage | undefined {
  const key = String(id);
  if (key.startsWith("column:")) return key.slice("column:".length) as ProductionStage;
  return PRODUCTION_STAGES.find((stage) => columns[stage].includes(key));
}

const SCREEN_READER_INSTRUCTIONS = {
  draggable:
    "To move this card, press Space or Enter. Arrow keys move it up and down its column or to the stage on the left or right. Press Space or Enter again to drop it, or Escape to cancel.",
};

/**
 * Issue 13: a column per stage, cards moved between and within columns by pointer or keyboard
 * (@dnd-kit, with spoken announcements). `cards` are each column's first cards that match the
 * filters, in board order; `columns` their counts and the first card not sent.
 */
export function ProductionBoard({
  cards,
  columns: sent,
  busy,
  onShowMore,
}: {
  cards: BoardCard[];
  columns: Board["columns"];
  /** New filters are being read: the cards shown are the last answer's. */
  busy: boolean;
  onShowMore: (stage: ProductionStage) => void;
}) {
  const queryClient = useQueryClient();
  const move = useMoveVideo();
  const [dragColumns, setDragColumns] = useState<Columns | null>(null);
  const [editing, setEditing] = useState<BoardCard | null>(null);
  const [dragged, setDragged] = useState<BoardCard | null>(null);
  const byId = useMemo(() => new Map(cards.map((c) => [c.id, c])), [cards]);
  const settled = useMemo(() => toColumns(cards), [cards]);
  const columns = dragColumns ?? settled;
  const columnsRef = useRef(columns);
  columnsRef.current = columns;
  const startedIn = useRef<{ stage: ProductionStage; index: number } | null>(null);

  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 6 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );

  /** A column's count as the server sent it, with the card dragged into or out of it (`shown` cards now). */
  const columnTotal = (stage: ProductionStage, shown: number) => sent[stage].total - settled[stage].length + shown;
  const titleOf = (id: UniqueIdentifier) => byId.get(String(id))?.title ?? "The card";
  /**
   * Where the card is, or, over another card or a column, where it would drop: announced when dnd-kit
   * reports it, before this board has moved the card into the column it is over. Of the column's whole count.
   */
  const place = (id: UniqueIdentifier, overId?: UniqueIdentifier) => {
    const cols = columnsRef.current;
    const from = containerOf(cols, id);
    const to = overId === undefined ? from : containerOf(cols, overId);
    if (!from || !to) return "";
    const list = cols[to];
    let index = list.indexOf(String(id));
    let length = list.length;
    if (overId !== undefined && to === from) index = dropPlace(list, String(id), String(overId), null).index;
    if (to !== from) {
      const overIndex = list.indexOf(String(overId));
      index = overIndex < 0 ? list.length : overIndex;
      length += 1;
    }
    return `${STAGE_LABELS[to]}, position ${index + 1} of ${columnTotal(to, length)}`;
  };
  const announcements: Announcements = {
    onDragStart: ({ active }) => `Picked up ${titleOf(active.id)}. It is in ${place(active.id)}.`,
    // Over itself (right after picking up) says nothing new: "Picked up…" stays what was heard.
    onDragOver: ({ active, over }) =>
      over && over.id !== active.id ? `${titleOf(active.id)} is now in ${place(active.id, over.id)}.` : undefined,
    onDragEnd: ({ active, over }) =>
      over
        ? `${titleOf(active.id)} was dropped in ${place(active.id, over.id)}.`
        : `${titleOf(active.id)} was dropped.`,
    onDragCancel: ({ active }) => `Moving ${titleOf(active.id)} was cancelled. It is back where it was.`,
  };

  const onDragStart = ({ active }: DragStartEvent) => {
    setDragged(byId.get(String(active.id)) ?? null);
    const stage = containerOf(settled, active.id);
    if (stage) startedIn.current = { stage, index: settled[stage].indexOf(String(active.id)) };
    setDragColumns(settled);
  };

  const onDragOver = ({ active, over }: DragOverEvent) => {
    if (!over) return;
    setDragColumns((current) => {
      const cols = current ?? settled;
      const from = containerOf(cols, active.id);
      const to = containerOf(cols, over.id);
      if (!from || !to || from === to) return cols;
      const target = cols[to];
      const overIndex = target.indexOf(String(over.id));
      const index = overIndex < 0 ? target.length : overIndex;
      return {
        ...cols,
        [from]: cols[from].filter((id) => id !== String(active.id)),
        [to]: [...target.slice(0, index), String(active.id), ...target.slice(index)],
      };
    });
  };

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    const cols = dragColumns ?? settled;
    const stage = containerOf(cols, active.id);
    const origin = startedIn.current;
    startedIn.current = null;
    setDragged(null);
    if (!over || !stage) {
      setDragColumns(null);
      return;
    }
    const { index, beforeId } = dropPlace(cols[stage], String(active.id), String(over.id), sent[stage].next);
    setDragColumns(null);
    if (origin && origin.stage === stage && origin.index === index) return;
    const target = { videoId: String(active.id), stage, beforeId };
    applyMove(queryClient, target.videoId, stage, beforeId);
    move.mutate(target);
  };

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCorners}
      onDragStart={onDragStart}
      onDragOver={onDragOver}
      onDragEnd={onDragEnd}
      onDragCancel={() => {
        startedIn.current = null;
        setDragged(null);
        setDragColumns(null);
      }}
      accessibility={{ announcements, screenReaderInstructions: SCREEN_READER_INSTRUCTIONS }}
    >
      {/* Scrolls sideways within the page; inline-size containment keeps six columns from widening the layout,
          and "relative" keeps the cards' visually hidden (absolute) labels inside it. */}
      <div
        className={cn(
          "relative flex min-w-0 gap-3 overflow-x-auto pb-3 [contain:inline-size]",
          busy && "opacity-70 transition-opacity",
        )}
        aria-busy={busy}
        data-testid="production-board"
      >
        {PRODUCTION_STAGES.map((stage) => {
          const ids = columns[stage];
          const visible = ids.map((id) => byId.get(id)).filter((c): c is BoardCard => c !== undefined);
          return (
            <BoardColumn
              key={stage}
              stage={stage}
              cards={visible}
              total={columnTotal(stage, ids.length)}
              onShowMore={() => onShowMore(stage)}
              onEdit={setEditing}
            />
          );
        })}
      </div>
      {/* The dragged card drawn above the columns (their scrolling lists would clip it); it vanishes on
          drop, where the card already is. */}
      <DragOverlay dropAnimation={null}>{dragged && <BoardCardOverlay card={dragged} />}</DragOverlay>
      <EditCardDialog
        card={editing ? (byId.get(editing.id) ?? editing) : null}
        onOpenChange={(open) => !open && setEditing(null)}
      />
    </DndContext>
  );
}
