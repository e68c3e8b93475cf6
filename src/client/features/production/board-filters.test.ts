import { expect, test } from "vitest";
import type { BoardCard } from "../../../shared/schemas/production.ts";
import { isOverdue, matchesFilter, myWork, NO_FILTER } from "./board-filters.ts";

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

test("filters by title, channel, assignee and due window", () => {
  const c = card({ title: "Home Automation", assignee: me, dueDate: "2025-03-15" });
  expect(matchesFilter(c, { ...NO_FILTER, search: "automation" }, today)).toBe(true);
  expect(matchesFilter(c, { ...NO_FILTER, search: "garden" }, today)).toBe(false);
  expect(matchesFilter(c, { ...NO_FILTER, channelId: "c2" }, today)).toBe(false);
  expect(matchesFilter(c, { ...NO_FILTER, assignee: "me" }, today)).toBe(true);
  expect(matchesFilter(c, { ...NO_FILTER, assignee: "unassigned" }, today)).toBe(false);
  expect(matchesFilter(c, { ...NO_FILTER, due: "week" }, today)).toBe(true);
  expect(matchesFilter(c, { ...NO_FILTER, due: "overdue" }, today)).toBe(false);
  expect(matchesFilter(c, { ...NO_FILTER, due: "none" }, today)).toBe(false);
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
