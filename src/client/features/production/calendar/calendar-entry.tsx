import { useDraggable } from "@dnd-kit/core";
import { CalendarClock, CheckCircle2, GripVertical } from "lucide-react";
import type { KeyboardEventHandler, PointerEventHandler } from "react";
import { useTranslation } from "react-i18next";
import { cn } from "@/lib/cn.ts";
import type { CalendarEntry as Entry } from "../../../../shared/schemas/production-calendar.ts";
import { stageLabel } from "../stage-label.ts";
import { entryKey, releaseClock } from "./release-entry.ts";

/**
 * A video on a day of the calendar. A planned one is dragged to another day by the pointer from
 * anywhere on it, or by keyboard from its handle (Space, arrows, Space); a published one stays on its
 * publish day, and a scheduled YouTube release on its release day, with its time (it is changed on
 * the video's Publish tab). Its title opens its details, with "Move to date" for a planned one.
 */
export function CalendarEntry({
  entry,
  showChannel,
  onOpen,
}: {
  entry: Entry;
  showChannel: boolean;
  onOpen: (entry: Entry) => void;
}) {
  const { t } = useTranslation("production");
  const published = entry.kind === "published";
  const release = entry.kind === "release";
  const fixed = published || release;
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, isDragging } = useDraggable({
    // A planned entry's id is its video's (the drop reschedules that video); the others never move.
    id: fixed ? entryKey(entry) : entry.id,
    data: { date: entry.date },
    disabled: fixed,
  });
  const kindText = published
    ? t("published")
    : release
      ? t("scheduled release on YouTube at {time}", { time: releaseClock(entry) })
      : stageLabel(entry.stage);
  return (
    <li
      ref={setNodeRef}
      data-testid="calendar-entry"
      data-video-id={entry.id}
      data-kind={entry.kind}
      onPointerDown={listeners?.onPointerDown as PointerEventHandler | undefined}
      className={cn(
        "flex min-w-0 list-none items-center gap-0.5 rounded-md border bg-card px-1 py-0.5 text-card-foreground text-xs shadow-xs",
        !fixed && "cursor-grab touch-manipulation active:cursor-grabbing",
        published && "border-dashed bg-muted/50",
        release && "border-primary/60 border-dotted bg-primary/5",
        isDragging && "opacity-40",
      )}
    >
      {published ? (
        <CheckCircle2 className="m-1 size-3.5 shrink-0 text-muted-foreground" aria-hidden="true" />
      ) : release ? (
        <CalendarClock className="m-1 size-3.5 shrink-0 text-primary" aria-hidden="true" />
      ) : (
        <button
          ref={setActivatorNodeRef}
          type="button"
          {...attributes}
          onKeyDown={listeners?.onKeyDown as KeyboardEventHandler | undefined}
          aria-label={t("Move {title}", { title: entry.title })}
          className="-my-0.5 flex size-6 shrink-0 items-center justify-center rounded text-muted-foreground outline-none hover:bg-accent focus-visible:ring-[3px] focus-visible:ring-ring/50"
        >
          <GripVertical className="size-3.5" aria-hidden="true" />
        </button>
      )}
      <button
        type="button"
        onClick={() => onOpen(entry)}
        className="min-w-0 flex-1 truncate rounded text-left outline-none hover:underline focus-visible:ring-[3px] focus-visible:ring-ring/50"
        title={t("{title} — {channel}, {kind}", { title: entry.title, channel: entry.channel.name, kind: kindText })}
      >
        {release && (
          <span className="mr-1 font-medium tabular-nums" aria-hidden="true">
            {releaseClock(entry)}
          </span>
        )}
        {entry.title}
        <span className="sr-only">
          {showChannel ? `, ${entry.channel.name}` : ""}, {kindText}
        </span>
      </button>
    </li>
  );
}
