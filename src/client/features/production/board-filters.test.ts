import { expect, test } from "vitest";
import type { BoardCard } from "../../../shared/schemas/production.ts";
import { boardQuery, isOverdue, myWork, NO_FILTER } from "./board-filters.ts";

const card = (over: Partial<BoardCard>): BoardCard => ({
  id: "v",
  title: "A video",
  stage: "idea",
  channel: { id: "c1", name: "Channel" },
  folder: { id: "f1", name: "Folder" },
  assignee: null,
  dueDate: null,
  plannedPublishDate: null,
  publishedAt: null,
  wordCount: null,
  lengthUnit: "words",
  youtubeVideoId: null,
  rank: 0,
  ...over,
});
const me = { id: "me", name: "Me" };
const today = "2025-03-10";

test("overdue is a due date before today on a video not yet published", () => {
  expect(isOverdue(card({ dueDate: "2025-03-09" }), today)).toBe(true);
  expect(isOverdue(card({ dueDate: "2025-03-10" }), today)).toBe(false);
  expect(isOverdue(card({ dueDate: "2025-03-09", stage: "published" }), today)).toBe(false);
});

test("asks the server for the filters, in one order, with the viewer's day only for a due window", () => {
  expect(boardQuery(NO_FILTER, {}, null, today)).toEqual({});
  expect(boardQuery({ ...NO_FILTER, search: "  home  " }, {}, "c1", today)).toEqual({
    channelId: "c1",
    search: "home",
  });
  expect(boardQuery({ ...NO_FILTER, channelId: "c2", assignee: "unassigned", due: "none" }, {}, null, today)).toEqual({
    channelId: "c2",
    assigneeId: "unassigned",
    due: "none",
  });
  expect(boardQuery({ ...NO_FILTER, due: "week" }, {}, null, today)).toEqual({ due: "week", today: "2025-03-10" });
  // Columns longer than the first page, by stage name; the first page is not named.
  expect(boardQuery(NO_FILTER, { published: 150, idea: 100, ready: 50 }, null, today)).toEqual({
    limits: "idea:100,published:150",
  });
});

test("'Mine' lists my videos in production: overdue, due this week, and all by date", () => {
  const cards = [
    card({ id: "late", assignee: me, dueDate: "2025-03-01" }),
    card({ id: "soon", assignee: me, dueDate: "2025-03-12" }),
    card({ id: "later", assignee: me, dueDate: "2025-04-01" }),
    card({ id: "undated", assignee: me }),
    card({ id: "done", assignee: me, stage: "published", dueDate: "2025-03-01" }),
    card({ id: "theirs", dueDate: "2025-03-01" }),
  ];
  const work = myWork(cards, "me", today);
  expect(work.overdue.map((c) => c.id)).toEqual(["late"]);
  expect(work.thisWeek.map((c) => c.id)).toEqual(["soon"]);
  expect(work.all.map((c) => c.id)).toEqual(["late", "soon", "later", "undated"]);
});
