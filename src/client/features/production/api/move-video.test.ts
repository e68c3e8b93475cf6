import { expect, test } from "vitest";
import type { BoardCardAnswer } from "../../../../shared/schemas/production.ts";
import { rankForMove } from "./move-video.ts";

const card = (id: string, stage: BoardCardAnswer["stage"], rank: number) => ({ id, stage, rank });
const cards = [card("a", "idea", 1), card("b", "idea", 2), card("c", "idea", 3), card("x", "ready", 10)];

test("a card dropped above another sits halfway between it and the card above, as the server places it", () => {
  expect(rankForMove(cards, "c", "idea", "b")).toBe(1.5);
  expect(rankForMove(cards, "c", "idea", "a")).toBe(0);
  expect(rankForMove(cards, "a", "idea", null)).toBe(4);
  expect(rankForMove(cards, "a", "ready", "x")).toBe(9);
  expect(rankForMove(cards, "a", "editing", null)).toBe(0);
});
