import { describe, expect, it } from "vitest";
import { rankBetween, rankGapTooSmall } from "./board-rank.ts";

describe("rankBetween", () => {
  it("is 0 in an empty column, one past the last, one above the first, halfway between two", () => {
    expect(rankBetween(null, null)).toBe(0);
    expect(rankBetween(4, null)).toBe(5);
    expect(rankBetween(null, 4)).toBe(3);
    expect(rankBetween(1, 2)).toBe(1.5);
  });

  it("says when two neighbours leave no room", () => {
    expect(rankGapTooSmall(1, 1 + 1e-7)).toBe(true);
    expect(rankGapTooSmall(1, 1.5)).toBe(false);
  });
});
