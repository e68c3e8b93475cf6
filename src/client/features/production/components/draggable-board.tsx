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
  useDndContext,
  useDroppable,
  useSensor,
  useSensors,
} from "@dnd-kit/core";
import { SortableContext, sortableKeyboardCoordinates, verticalListSortingStrategy } from "@dnd-kit/sortable";
import { useQueryClient } from "@tanstack/react-query";
import { type ComponentProps, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { PRODUCTION_STAGES, type ProductionStage } from "../../../../shared/production-stages.ts";
import type { BoardCard } from "../../../../shared/schemas/production.ts";
import { applyMove, dropPlace, useMoveVideo } from "../api/move-video.ts";
import { stageLabel } from "../stage-label.ts";
import { BoardColumn, columnId } from "./board-column.tsx";
import { type BoardAnswer, BoardColumns, type Columns, columnTotal } from "./board-columns.tsx";
import { BoardCardOverlay, SortableBoardCard } from "./sortable-board-card.tsx";

function containerOf(columns: Columns, id: UniqueIdentifier): ProductionStage | undefined {
  const key = String(id);
  if (key.startsWith("column:")) return key.slice("column:".length) as ProductionStage;
  return PRODUCTION_STAGES.find((stage) => columns[stage].includes(key));
}

/**
 * The board whose cards move between and within columns by pointer or keyboard (@dnd-kit, with spoken
 * announcements): ProductionBoard loads it once the board has drawn.
 */
export default function DraggableBoard({
  answer,
  byId,
  settled,
  busy,
  onShowMore,
  onEdit,
}: {
  answer: BoardAnswer;
  byId: Map<string, BoardCard>;
  settled: Columns;
  busy: boolean;
  onShowMore: (stage: ProductionStage) => void;
  onEdit: (card: BoardCard) => void;
}) {
  const { t } = useTranslation("production");
  const queryClient = useQueryClient();
  const move = useMoveVideo();
  const [dragColumns, setDragColumns] = useState<Columns | null>(null);
  const [dragged, setDragged] = useState<BoardCard | null>(null);
  const columns = dragColumns ?? settled;
  const columnsRef = useRef(columns);
  columnsRef.current = columns;
  const startedIn = useRef<{ stage: ProductionStage; index: number } | null>(null);

  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 6 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );

  const total = (stage: ProductionStage, shown: number) => columnTotal(answer, settled, stage, shown);
  const titleOf = (id: UniqueIdentifier) => byId.get(String(id))?.title ?? t("The card");
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
    return t("{stage}, position {position} of {total}", {
      stage: stageLabel(to),
      position: index + 1,
      total: total(to, length),
    });
  };
  const announcements: Announcements = {
    onDragStart: ({ active }) =>
      t("Picked up {title}. It is in {place}.", { title: titleOf(active.id), place: place(active.id) }),
    // Over itself (right after picking up) says nothing new: "Picked up…" stays what was heard.
    onDragOver: ({ active, over }) =>
      over && over.id !== active.id
        ? t("{title} is now in {place}.", { title: titleOf(active.id), place: place(active.id, over.id) })
        : undefined,
    onDragEnd: ({ active, over }) =>
      over
        ? t("{title} was dropped in {place}.", { title: titleOf(active.id), place: place(active.id, over.id) })
        : t("{title} was dropped.", { title: titleOf(active.id) }),
    onDragCancel: ({ active }) =>
      t("Moving {title} was cancelled. It is back where it was.", { title: titleOf(active.id) }),
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
    const { index, beforeId } = dropPlace(cols[stage], String(active.id), String(over.id), answer.columns[stage].next);
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
      accessibility={{
        announcements,
        screenReaderInstructions: {
          draggable: t(
            "To move this card, press Space or Enter. Arrow keys move it up and down its column or to the stage on the left or right. Press Space or Enter again to drop it, or Escape to cancel.",
          ),
        },
      }}
    >
      <BoardColumns
        columns={columns}
        byId={byId}
        total={total}
        busy={busy}
        renderColumn={(stage, cards, count) => (
          <DroppableColumn
            stage={stage}
            cards={cards}
            total={count}
            onShowMore={() => onShowMore(stage)}
            renderCard={(card) => <SortableBoardCard card={card} onEdit={onEdit} />}
          />
        )}
      />
      {/* The dragged card drawn above the columns (their scrolling lists would clip it); it vanishes on
          drop, where the card already is. */}
      <DragOverlay dropAnimation={null}>{dragged && <BoardCardOverlay card={dragged} />}</DragOverlay>
    </DndContext>
  );
}

function DroppableColumn(props: Omit<ComponentProps<typeof BoardColumn>, "dropRef" | "isOver" | "activeId">) {
  const { setNodeRef, isOver } = useDroppable({ id: columnId(props.stage), data: { stage: props.stage } });
  const { active } = useDndContext();
  return (
    // Every id of the column, rendered or not, so dnd-kit's indexes are the column's positions.
    <SortableContext id={props.stage} items={props.cards.map((c) => c.id)} strategy={verticalListSortingStrategy}>
      <BoardColumn {...props} dropRef={setNodeRef} isOver={isOver} activeId={active ? String(active.id) : null} />
    </SortableContext>
  );
}
