import { describe, expect, it } from "vitest";
import { clampFontSize } from "./prompter-preferences.ts";

describe("teleprompter text size", () => {
  it("moves in 4 px steps between 20 and 120 px", () => {
    expect(clampFontSize(47)).toBe(48);
    expect(clampFontSize(5)).toBe(20);
    expect(clampFontSize(500)).toBe(120);
  });
});
