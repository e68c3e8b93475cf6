import {
  type Announcements,
  closestCenter,
  DndContext,
  type DragEndEvent,
  DragOverlay,
  type DragStartEvent,
  KeyboardCode,
  type KeyboardCoordinateGetter,
  KeyboardSensor,
  PointerSensor,
  type UniqueIdentifier,
  useDroppable,
  useSensor,
  useSensors,
} from "@dnd-kit/core";
import { ChevronLeft, ChevronRight, Plus } from "lucide-react";
import { type KeyboardEvent, useEffect, useMemo, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { useChannels } from "@/api/get-channels.ts";
import { LoadError } from "@/components/load-error.tsx";
import { Button } from "@/components/ui/button.tsx";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog.tsx";
import { NativeSelect } from "@/components/ui/native-select.tsx";
import { Skeleton } from "@/components/ui/skeleton.tsx";
import { cn } from "@/lib/cn.ts";
import { addDays, localToday } from "../../../../shared/production-stages.ts";
import type { CalendarEntry as Entry } from "../../../../shared/schemas/production-calendar.ts";
import { useCalendar } from "../api/get-calendar.ts";
import { useReschedule } from "../api/plan-video.ts";
import { CalendarEntry } from "./calendar-entry.tsx";
import { addMonths, dayTitle, monthDays, monthTitle, monthWeeks, weekdayNames } from "./calendar-month.ts";
import { EntryDialog } from "./entry-dialog.tsx";
import { PlanVideoDialog } from "./plan-video-dialog.tsx";
import { entryKey, entryKindLabel, shownDay } from "./release-entry.ts";

/** How many videos a day's cell lists before "N more". */
const SHOWN_PER_DAY = 3;

/** Keyboard dragging moves from day cell to day cell: a day with the left and right arrows, a week up and down. */
const dayCoordinates: KeyboardCoordinateGetter = (event, { context }) => {
  const step: Record<string, number> = {
    [KeyboardCode.Left]: -1,
    [KeyboardCode.Right]: 1,
    [KeyboardCode.Up]: -7,
    [KeyboardCode.Down]: 7,
  };
  const delta = step[event.code];
  if (delta === undefined) return undefined;
  event.preventDefault();
  const from = String(context.over?.id ?? context.active?.data.current?.date ?? "");
  const rect = context.droppableRects.get(addDays(from, delta));
  const size = context.collisionRect;
  if (!from || !rect || !size) return undefined;
  return {
    x: rect.left + rect.width / 2 - size.width / 2,
    y: rect.top + rect.height / 2 - size.height / 2,
  };
};

function DayCell({
  day,
  inMonth,
  isToday,
  active,
  entries,
  showChannel,
  onFocusDay,
  onKeyDown,
  onOpen,
  onPlan,
  onShowDay,
}: {
  day: string;
  inMonth: boolean;
  isToday: boolean;
  active: boolean;
  entries: Entry[];
  showChannel: boolean;
  onFocusDay: (day: string) => void;
  onKeyDown: (event: KeyboardEvent<HTMLTableCellElement>, day: string) => void;
  onOpen: (entry: Entry) => void;
  onPlan: (day: string) => void;
  onShowDay: (day: string) => void;
}) {
  const { t } = useTranslation("production");
  const { setNodeRef, isOver } = useDroppable({ id: day, disabled: !inMonth });
  const label = dayTitle(day);
  return (
    <td
      ref={setNodeRef}
      data-day={day}
      data-testid={inMonth ? "calendar-day" : undefined}
      tabIndex={inMonth ? (active ? 0 : -1) : undefined}
      aria-label={
        inMonth
          ? entries.length
            ? t("{day}, {n, plural, one {# video} other {# videos}}", { day: label, n: entries.length })
            : label
          : undefined
      }
      aria-current={isToday ? "date" : undefined}
      onFocus={(event) => event.target === event.currentTarget && onFocusDay(day)}
      onKeyDown={(event) => onKeyDown(event, day)}
      className={cn(
        "h-28 border p-1 align-top outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:ring-inset",
        !inMonth && "bg-muted/40",
        isOver && "bg-accent",
      )}
    >
      {inMonth && (
        <div className="grid min-w-0 gap-1">
          <span
            aria-hidden="true"
            className={cn(
              "justify-self-start rounded-full px-1.5 text-xs tabular-nums",
              isToday ? "bg-primary font-semibold text-primary-foreground" : "text-muted-foreground",
            )}
          >
            {Number(day.slice(8))}
          </span>
          {entries.length > 0 ? (
            <ul className="grid min-w-0 gap-0.5">
              {entries.slice(0, SHOWN_PER_DAY).map((entry) => (
                <CalendarEntry key={entryKey(entry)} entry={entry} showChannel={showChannel} onOpen={onOpen} />
              ))}
              {entries.length > SHOWN_PER_DAY && (
                <li className="list-none">
                  <button
                    type="button"
                    onClick={() => onShowDay(day)}
                    className="rounded px-1 text-muted-foreground text-xs outline-none hover:underline focus-visible:ring-[3px] focus-visible:ring-ring/50"
                  >
                    {t("{n} more", { n: entries.length - SHOWN_PER_DAY })}
                    <span className="sr-only">{t(" on {day}", { day: label })}</span>
                  </button>
                </li>
              )}
            </ul>
          ) : (
            <button
              type="button"
              onClick={() => onPlan(day)}
              aria-label={t("Plan a video on {day}", { day: label })}
              className="flex items-center gap-1 justify-self-start rounded px-1 text-muted-foreground text-xs outline-none hover:bg-accent hover:text-accent-foreground focus-visible:ring-[3px] focus-visible:ring-ring/50"
            >
              <Plus className="size-3" aria-hidden="true" />
              {t("Plan a video")}
            </button>
          )}
        </div>
      )}
    </td>
  );
}

/**
 * Issue 13 item 3: a month of planned publish dates (and the publish days of published videos), of
 * one channel or of all. Dragging a video to another day reschedules it (pointer, or keyboard from its
 * handle; or "Move to date" in its details); an empty day offers "Plan a video". The grid is a table
 * whose days are reached with the arrow keys (Page Up/Down: the month before/after); under 640 px it
 * is an agenda list.
 */
export function ProductionCalendar({ channelId }: { channelId: string | null }) {
  const { t } = useTranslation("production");
  const today = localToday();
  const [month, setMonth] = useState(today.slice(0, 7));
  const [channelFilter, setChannelFilter] = useState<string>("");
  const shownChannel = channelId ?? (channelFilter || null);
  const calendar = useCalendar(shownChannel, month);
  const channels = useChannels();
  const { reschedule } = useReschedule();
  const [activeDay, setActiveDay] = useState(today);
  const [focusWanted, setFocusWanted] = useState(false);
  const [opened, setOpened] = useState<Entry | null>(null);
  const [planDay, setPlanDay] = useState<string | null>(null);
  const [dayList, setDayList] = useState<string | null>(null);
  const [dragging, setDragging] = useState<Entry | null>(null);
  const gridRef = useRef<HTMLTableElement>(null);
  const headingId = `calendar-heading-${channelId ?? "all"}`;

  const entries = calendar.data?.month === month ? calendar.data.entries : [];
  const byDay = useMemo(() => {
    const map = new Map<string, Entry[]>();
    for (const entry of entries) map.set(shownDay(entry), [...(map.get(shownDay(entry)) ?? []), entry]);
    return map;
  }, [entries]);
  // What a drag moves: planned entries, by their video's id.
  const byId = useMemo(() => new Map(entries.filter((e) => e.kind === "planned").map((e) => [e.id, e])), [entries]);
  const weeks = useMemo(() => monthWeeks(month), [month]);
  const focusDay = activeDay.startsWith(month) ? activeDay : `${month}-01`;

  useEffect(() => {
    if (!focusWanted) return;
    gridRef.current?.querySelector<HTMLElement>(`td[data-day="${focusDay}"]`)?.focus();
    setFocusWanted(false);
  }, [focusWanted, focusDay]);

  const goToMonth = (next: string, day?: string) => {
    setMonth(next);
    setActiveDay(day ?? `${next}-01`);
  };

  const onDayKeyDown = (event: KeyboardEvent<HTMLTableCellElement>, day: string) => {
    if (event.target !== event.currentTarget) return;
    const moves: Record<string, number> = { ArrowLeft: -1, ArrowRight: 1, ArrowUp: -7, ArrowDown: 7 };
    let next: string | null = null;
    if (event.key in moves) next = addDays(day, moves[event.key]);
    else if (event.key === "Home") next = addDays(day, -((new Date(`${day}T12:00:00Z`).getUTCDay() + 6) % 7));
    else if (event.key === "End") next = addDays(day, 6 - ((new Date(`${day}T12:00:00Z`).getUTCDay() + 6) % 7));
    else if (event.key === "PageUp" || event.key === "PageDown") {
      const target = addMonths(month, event.key === "PageUp" ? -1 : 1);
      const last = monthDays(target).at(-1) ?? `${target}-01`;
      next = `${target}-${day.slice(8)}` > last ? last : `${target}-${day.slice(8)}`;
    } else if (event.key === "Enter" || event.key === " ") {
      event.preventDefault();
      const first = event.currentTarget.querySelector<HTMLElement>("button");
      first?.focus();
      return;
    }
    if (next === null) return;
    event.preventDefault();
    if (!next.startsWith(month)) setMonth(next.slice(0, 7));
    setActiveDay(next);
    setFocusWanted(true);
  };

  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 6 } }),
    useSensor(KeyboardSensor, { coordinateGetter: dayCoordinates }),
  );
  // dnd-kit may keep the announcements of an earlier render: they read the entries through a ref.
  const byIdRef = useRef(byId);
  byIdRef.current = byId;
  const titleOf = (id: UniqueIdentifier) => byIdRef.current.get(String(id))?.title ?? t("The video");
  const announcements: Announcements = {
    onDragStart: ({ active }) =>
      t("Picked up {title}, planned for {day}.", {
        title: titleOf(active.id),
        day: dayTitle(byIdRef.current.get(String(active.id))?.date ?? today),
      }),
    // Over its own day (right after picking up) says nothing new: "Picked up…" stays what was heard.
    onDragOver: ({ active, over }) =>
      over && String(over.id) !== byIdRef.current.get(String(active.id))?.date
        ? t("{title} is over {day}.", { title: titleOf(active.id), day: dayTitle(String(over.id)) })
        : undefined,
    onDragEnd: ({ active, over }) =>
      over
        ? t("{title} was rescheduled to {day}.", { title: titleOf(active.id), day: dayTitle(String(over.id)) })
        : t("{title} was dropped.", { title: titleOf(active.id) }),
    onDragCancel: ({ active }) =>
      t("Moving {title} was cancelled. It stays on its day.", { title: titleOf(active.id) }),
  };
  const onDragStart = ({ active }: DragStartEvent) => setDragging(byId.get(String(active.id)) ?? null);
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    setDragging(null);
    const entry = byId.get(String(active.id));
    if (!entry || !over || String(over.id) === entry.date) return;
    void reschedule(entry.id, String(over.id));
  };

  const channelList = useMemo(
    () => (channels.data?.channels ?? []).map((c) => ({ id: c.id, name: c.name })),
    [channels.data],
  );
  const agendaDays = monthDays(month).filter((day) => byDay.has(day));

  return (
    <section aria-labelledby={headingId} className="grid min-w-0 gap-3" data-testid="production-calendar">
      <div className="flex flex-wrap items-center gap-2">
        <h2 id={headingId} className="min-w-40 font-semibold text-lg" aria-live="polite">
          {monthTitle(month)}
        </h2>
        <div className="flex items-center gap-1">
          <Button
            variant="outline"
            size="icon-sm"
            aria-label={t("Previous month")}
            onClick={() => goToMonth(addMonths(month, -1))}
          >
            <ChevronLeft aria-hidden="true" />
          </Button>
          <Button variant="outline" size="sm" onClick={() => goToMonth(today.slice(0, 7), today)}>
            {t("Today")}
          </Button>
          <Button
            variant="outline"
            size="icon-sm"
            aria-label={t("Next month")}
            onClick={() => goToMonth(addMonths(month, 1))}
          >
            <ChevronRight aria-hidden="true" />
          </Button>
        </div>
        {channelId === null && (
          <label className="flex items-center gap-2 text-sm sm:ml-auto">
            <span className="text-muted-foreground">{t("Channel")}</span>
            <NativeSelect
              value={channelFilter}
              onChange={(event) => setChannelFilter(event.target.value)}
              className="h-8 w-auto px-2 text-sm"
            >
              <option value="">{t("All channels")}</option>
              {channelList.map((c) => (
                <option key={c.id} value={c.id}>
                  {c.name}
                </option>
              ))}
            </NativeSelect>
          </label>
        )}
        <Button
          size="sm"
          className="sm:hidden"
          onClick={() => setPlanDay(activeDay.startsWith(month) ? activeDay : `${month}-01`)}
        >
          <Plus aria-hidden="true" />
          {t("Plan a video")}
        </Button>
      </div>

      {calendar.isError ? (
        <LoadError title={t("Failed to load the calendar")} error={calendar.error} onRetry={() => calendar.refetch()} />
      ) : calendar.isPending ? (
        <Skeleton className="h-96 w-full" role="status" aria-label={t("Loading the calendar")} />
      ) : (
        <>
          <DndContext
            sensors={sensors}
            collisionDetection={closestCenter}
            onDragStart={onDragStart}
            onDragEnd={onDragEnd}
            onDragCancel={() => setDragging(null)}
            accessibility={{
              announcements,
              screenReaderInstructions: {
                draggable: t(
                  "To reschedule this video, press Space or Enter. Arrow keys move it a day left or right, or a week up or down. Press Space or Enter again to drop it on that day, or Escape to cancel.",
                ),
              },
            }}
          >
            <div className="relative hidden min-w-0 sm:block">
              <table
                ref={gridRef}
                aria-labelledby={headingId}
                aria-describedby={`${headingId}-help`}
                className="w-full table-fixed border-collapse"
                data-testid="calendar-grid"
              >
                <thead>
                  <tr>
                    {weekdayNames().map((weekday) => (
                      <th key={weekday.long} scope="col" className="pb-1 font-medium text-muted-foreground text-xs">
                        <abbr title={weekday.long} className="no-underline">
                          {weekday.short}
                        </abbr>
                      </th>
                    ))}
                  </tr>
                </thead>
                <tbody>
                  {weeks.map((week) => (
                    <tr key={week[0].day}>
                      {week.map(({ day, inMonth }) => (
                        <DayCell
                          key={day}
                          day={day}
                          inMonth={inMonth}
                          isToday={day === today}
                          active={day === focusDay}
                          entries={inMonth ? (byDay.get(day) ?? []) : []}
                          showChannel={shownChannel === null}
                          onFocusDay={setActiveDay}
                          onKeyDown={onDayKeyDown}
                          onOpen={setOpened}
                          onPlan={setPlanDay}
                          onShowDay={setDayList}
                        />
                      ))}
                    </tr>
                  ))}
                </tbody>
              </table>
              <p id={`${headingId}-help`} className="sr-only">
                {t("Arrow keys move between days, Page Up and Page Down between months; Enter goes into a day.")}
              </p>
            </div>
            <DragOverlay>
              {dragging && (
                <div className="max-w-40 truncate rounded-md border bg-card px-2 py-0.5 text-card-foreground text-xs shadow-md">
                  {dragging.title}
                </div>
              )}
            </DragOverlay>
          </DndContext>

          <div className="sm:hidden" data-testid="calendar-agenda">
            {agendaDays.length === 0 ? (
              <p className="text-muted-foreground text-sm">
                {t("Nothing planned in {month}.", { month: monthTitle(month) })}
              </p>
            ) : (
              <ol className="grid gap-4">
                {agendaDays.map((day) => (
                  <li key={day} className="grid gap-1.5">
                    <h3 className={cn("font-medium text-sm", day === today && "text-primary")}>{dayTitle(day)}</h3>
                    <ul className="grid gap-1">
                      {(byDay.get(day) ?? []).map((entry) => (
                        <li key={entryKey(entry)} className="list-none">
                          <button
                            type="button"
                            onClick={() => setOpened(entry)}
                            className="grid w-full min-w-0 rounded-md border bg-card px-3 py-2 text-left text-card-foreground text-sm shadow-xs outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50"
                          >
                            <span className="truncate font-medium">{entry.title}</span>
                            <span className="truncate text-muted-foreground text-xs">
                              {entry.channel.name} · {entryKindLabel(entry)}
                            </span>
                          </button>
                        </li>
                      ))}
                    </ul>
                  </li>
                ))}
              </ol>
            )}
          </div>
        </>
      )}

      <EntryDialog
        entry={opened}
        onOpenChange={(open) => !open && setOpened(null)}
        onMove={(entry, date) => void reschedule(entry.id, date)}
      />
      <PlanVideoDialog
        day={planDay}
        channelId={shownChannel}
        channels={channelList}
        onOpenChange={(open) => !open && setPlanDay(null)}
      />
      <DayListDialog
        day={dayList}
        entries={dayList ? (byDay.get(dayList) ?? []) : []}
        onOpenChange={(open) => !open && setDayList(null)}
        onOpen={(entry) => {
          setDayList(null);
          setOpened(entry);
        }}
        onPlan={(day) => {
          setDayList(null);
          setPlanDay(day);
        }}
      />
    </section>
  );
}

/** Every video of a busy day, each opening its details; and "Plan a video" on it. */
function DayListDialog({
  day,
  entries,
  onOpenChange,
  onOpen,
  onPlan,
}: {
  day: string | null;
  entries: Entry[];
  onOpenChange: (open: boolean) => void;
  onOpen: (entry: Entry) => void;
  onPlan: (day: string) => void;
}) {
  const { t } = useTranslation("production");
  return (
    <Dialog open={day !== null} onOpenChange={onOpenChange}>
      <DialogContent className="max-h-[85vh] overflow-y-auto">
        {day && (
          <>
            <DialogHeader>
              <DialogTitle>{dayTitle(day)}</DialogTitle>
              <DialogDescription>
                {t("{n, plural, one {# video} other {# videos}}", { n: entries.length })}
              </DialogDescription>
            </DialogHeader>
            <ul className="grid gap-1">
              {entries.map((entry) => (
                <li key={entryKey(entry)} className="list-none">
                  <button
                    type="button"
                    onClick={() => onOpen(entry)}
                    className="grid w-full min-w-0 rounded-md border px-3 py-1.5 text-left text-sm outline-none hover:bg-accent focus-visible:ring-[3px] focus-visible:ring-ring/50"
                  >
                    <span className="truncate">{entry.title}</span>
                    <span className="truncate text-muted-foreground text-xs">
                      {entry.channel.name} · {entryKindLabel(entry)}
                    </span>
                  </button>
                </li>
              ))}
            </ul>
            <Button variant="outline" onClick={() => onPlan(day)}>
              <Plus aria-hidden="true" />
              {t("Plan a video")}
            </Button>
          </>
        )}
      </DialogContent>
    </Dialog>
  );
}
