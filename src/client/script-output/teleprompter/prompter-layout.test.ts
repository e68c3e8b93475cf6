import { describe, expect, it } from "vitest";
import { groupLines, textOffsetAt } from "./prompter-layout.ts";

describe("teleprompter layout", () => {
  // Three lines of 40 px: words 0–3, 4–7, then (after a paragraph gap and a cue) 8–9.
  const words = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9].map((index) => ({
    index,
    top: index < 4 ? 0 : index < 8 ? 40.5 : 200,
    height: 40,
  }));
  const lines = groupLines(words);

  it("groups words that share a top into lines", () => {
    expect(lines).toEqual([
      { firstWord: 0, center: 20, height: 40 },
      { firstWord: 4, center: 60.5, height: 40 },
      { firstWord: 8, center: 220, height: 40 },
    ]);
  });

  it("moves the text evenly word by word within a line, so the word being read sits on the reading line", () => {
    expect(textOffsetAt(lines, 0, 10)).toBe(20);
    expect(textOffsetAt(lines, 2, 10)).toBeCloseTo(40.25); // halfway through line 1's four words
    expect(textOffsetAt(lines, 4, 10)).toBeCloseTo(60.5);
    expect(textOffsetAt(lines, 7, 10)).toBeCloseTo(60.5 + (3 / 4) * (220 - 60.5)); // the gap costs no words
    expect(textOffsetAt(lines, 9, 10)).toBeCloseTo(240);
    expect(textOffsetAt(lines, 10, 10)).toBeCloseTo(260);
    expect(textOffsetAt([], 3, 10)).toBe(0);
  });
});
