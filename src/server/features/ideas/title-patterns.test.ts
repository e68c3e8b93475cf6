import { describe, expect, it } from "vitest";
import { titlePatterns, titleWords } from "./title-patterns.ts";

describe("title patterns", () => {
  const outliers = ["How I built a workbench for $50?", "3 workbench hacks nobody uses", "Why my workbench cost $500"];
  const typical = ["Sanding a table", "Plain upload", "Finishing oak", "Workbench follow up"];

  it("finds the words and phrases the outliers share more than the typical titles", () => {
    const patterns = titlePatterns(outliers, typical);
    expect(patterns.terms[0]).toEqual({ text: "workbench", outliers: 1, typical: 0.25 });
    // Words in one outlier title only are not a pattern.
    expect(patterns.terms.map((t) => t.text)).not.toContain("hacks");
    expect(patterns).toMatchObject({ outlierCount: 3, typicalCount: 4 });
  });

  it("measures length, numbers and questions against the typical titles", () => {
    const patterns = titlePatterns(outliers, typical);
    expect(patterns.withNumbers).toEqual({ outliers: 1, typical: 0 });
    expect(patterns.questions.outliers).toBeCloseTo(2 / 3);
    expect(patterns.questions.typical).toBe(0);
    expect(patterns.averageWords.outliers).toBeCloseTo((7 + 5 + 5) / 3);
    expect(patterns.averageWords.typical).toBeCloseTo((3 + 2 + 2 + 3) / 4);
  });

  it("answers empty patterns for no titles", () => {
    expect(titlePatterns([], [])).toEqual({
      terms: [],
      averageWords: { outliers: 0, typical: 0 },
      withNumbers: { outliers: 0, typical: 0 },
      questions: { outliers: 0, typical: 0 },
      outlierCount: 0,
      typicalCount: 0,
    });
  });

  it("splits titles into words, keeping prices and apostrophes", () => {
    expect(titleWords("Don't buy a $500 saw!")).toEqual(["don't", "buy", "a", "$500", "saw"]);
  });
});
