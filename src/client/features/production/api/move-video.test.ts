import { QueryClient } from "@tanstack/react-query";
import { expect, test } from "vitest";
import { libraryKeys } from "@/api/query-keys.ts";
import { PRODUCTION_STAGES } from "../../../../shared/production-stages.ts";
import type { Board, BoardCardAnswer } from "../../../../shared/schemas/production.ts";
import { applyMove, dropPlace, rankForMove } from "./move-video.ts";

const card = (id: string, stage: BoardCardAnswer["stage"], rank: number) => ({ id, stage, rank });
const cards = [card("a", "idea", 1), card("b", "idea", 2), card("c", "idea", 3), card("x", "ready", 10)];

test("a card dropped above another sits halfway between it and the card above, as the server places it", () => {
  expect(rankForMove(cards, "c", "idea", "b")).toBe(1.5);
  expect(rankForMove(cards, "c", "idea", "a")).toBe(0);
  expect(rankForMove(cards, "a", "idea", null)).toBe(4);
  expect(rankForMove(cards, "a", "ready", "x")).toBe(9);
  expect(rankForMove(cards, "a", "editing", null)).toBe(0);
});

test("a card dropped over another takes its place; dropped last in a column sent in part, it goes above the next card", () => {
  // Moved down over "c": it sits where "c" was, above nothing sent.
  expect(dropPlace(["a", "b", "c"], "a", "c", null)).toEqual({ index: 2, beforeId: null });
  expect(dropPlace(["a", "b", "c"], "a", "c", "d")).toEqual({ index: 2, beforeId: "d" });
  // Moved up over "a": above it.
  expect(dropPlace(["a", "b", "c"], "c", "a", "d")).toEqual({ index: 0, beforeId: "a" });
  // Dropped on the column (a card brought in from another column, already last): above the next card.
  expect(dropPlace(["a", "b", "x"], "x", "column:idea", "d")).toEqual({ index: 2, beforeId: "d" });
  expect(dropPlace(["a", "x", "b"], "x", "x", "d")).toEqual({ index: 1, beforeId: "b" });
});

test("a move shows on every cached board at once and leaves the cards' review states, cached beside them, alone", () => {
  const queryClient = new QueryClient();
  const boardCard = (id: string, stage: BoardCardAnswer["stage"], rank: number): BoardCardAnswer => ({
    id,
    title: id,
    stage,
    rank,
    channelId: "ch",
    folderId: "f",
    assigneeId: null,
    dueDate: null,
    plannedPublishDate: null,
    publishedAt: null,
    wordCount: null,
    lengthUnit: "words",
    youtubeVideoId: null,
  });
  const columns = Object.fromEntries(PRODUCTION_STAGES.map((s) => [s, { total: 0, next: null }])) as Board["columns"];
  const board: Board = {
    channels: [],
    folders: [],
    members: [],
    cards: [boardCard("a", "idea", 1), boardCard("b", "idea", 2)],
    columns: { ...columns, idea: { total: 2, next: null } },
    count: 2,
  };
  const summaries = { summaries: [] };
  queryClient.setQueryData(libraryKeys.boardPage(null, {}), board);
  queryClient.setQueryData(libraryKeys.reviewSummaries(), summaries);

  applyMove(queryClient, "a", "scripting", null);

  const moved = queryClient.getQueryData<Board>(libraryKeys.boardPage(null, {}));
  expect(moved?.cards.find((c) => c.id === "a")?.stage).toBe("scripting");
  expect(moved?.columns.idea.total).toBe(1);
  expect(moved?.columns.scripting.total).toBe(1);
  expect(queryClient.getQueryData(libraryKeys.reviewSummaries())).toBe(summaries);
});
