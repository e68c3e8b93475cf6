import { expect, test } from "vitest";
import type { BoardCardAnswer } from "../../../../shared/schemas/production.ts";
import { dropPlace, rankForMove } from "./move-video.ts";

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
