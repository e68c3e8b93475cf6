// Issue 13: the board's filters. The server applies them (a board of thousands of videos sends each
// column's first matching cards); this module turns them into the board's query. Dates are the
// viewer's own calendar days.

import { BOARD_PAGE, type DueWindow, isDatedWindow } from "../../../shared/board-paging.ts";
import { addDays, localToday, type ProductionStage } from "../../../shared/production-stages.ts";
import type { BoardCard, BoardQuery } from "../../../shared/schemas/production.ts";

export { DUE_WINDOWS, type DueWindow } from "../../../shared/board-paging.ts";

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

/**
 * The board's query for these filters and column lengths, with only the fields that narrow it (it is
 * also the answer's cache key): the same filters ask the same question. `channelId` is the board's
 * own channel, if any.
 */
export function boardQuery(
  filter: BoardFilter,
  limits: Partial<Record<ProductionStage, number>>,
  channelId: string | null,
  today = localToday(),
): BoardQuery {
  const query: BoardQuery = {};
  const channel = channelId ?? filter.channelId;
  if (channel) query.channelId = channel;
  if (filter.assignee) query.assigneeId = filter.assignee;
  const search = filter.search.trim();
  if (search) query.search = search;
  if (filter.due !== "any") query.due = filter.due;
  if (isDatedWindow(filter.due)) query.today = today;
  const longer = Object.entries(limits)
    .filter(([, count]) => count !== undefined && count !== BOARD_PAGE)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([stage, count]) => `${stage}:${count}`);
  if (longer.length > 0) query.limits = longer.join(",");
  return query;
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
