// Issue 13: the board's filters, applied in the browser to the cards already read (instant while
// typing; the board of 2,000 videos is one read). Dates are the viewer's own calendar days.
import { addDays, localToday } from "../../../shared/production-stages.ts";
import type { BoardCard } from "../../../shared/schemas/production.ts";

export const DUE_WINDOWS = ["any", "overdue", "week", "month", "none"] as const;
export type DueWindow = (typeof DUE_WINDOWS)[number];
export const DUE_WINDOW_LABELS: Record<DueWindow, string> = {
  any: "Any due date",
  overdue: "Overdue",
  week: "Due within a week",
  month: "Due within 30 days",
  none: "No due date",
};

export interface BoardFilter {
  search: string;
  channelId: string | null;
  /** A member's id, "unassigned", or null for everyone. */
  assignee: string | null;
  due: DueWindow;
}

export const NO_FILTER: BoardFilter = { search: "", channelId: null, assignee: null, due: "any" };

/** Overdue: a due date before today on a video not yet published. */
export function isOverdue(card: Pick<BoardCard, "dueDate" | "stage">, today = localToday()): boolean {
  return card.dueDate !== null && card.dueDate < today && card.stage !== "published";
}

export function matchesFilter(card: BoardCard, filter: BoardFilter, today = localToday()): boolean {
  const search = filter.search.trim().toLocaleLowerCase();
  if (search && !card.title.toLocaleLowerCase().includes(search)) return false;
  if (filter.channelId && card.channel.id !== filter.channelId) return false;
  if (filter.assignee === "unassigned" && card.assignee !== null) return false;
  if (filter.assignee && filter.assignee !== "unassigned" && card.assignee?.id !== filter.assignee) return false;
  switch (filter.due) {
    case "any":
      return true;
    case "none":
      return card.dueDate === null;
    case "overdue":
      return isOverdue(card, today);
    case "week":
      return card.dueDate !== null && card.dueDate <= addDays(today, 7);
    case "month":
      return card.dueDate !== null && card.dueDate <= addDays(today, 30);
  }
}

/** "Mine" (issue 13 item 4): my videos still in production, overdue, due within a week, and all, by date. */
export function myWork(cards: BoardCard[], memberId: string, today = localToday()) {
  const mine = cards
    .filter((c) => c.assignee?.id === memberId && c.stage !== "published")
    .sort((a, b) => (a.dueDate ?? "9999").localeCompare(b.dueDate ?? "9999") || a.title.localeCompare(b.title));
  return {
    overdue: mine.filter((c) => isOverdue(c, today)),
    thisWeek: mine.filter((c) => c.dueDate !== null && c.dueDate >= today && c.dueDate <= addDays(today, 6)),
    all: mine,
  };
}
