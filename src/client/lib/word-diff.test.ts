import { describe, expect, it } from "vitest";
import { catalogueT } from "./catalogue-for-tests.ts";
import { compareWords, describeComparison } from "./word-diff.ts";

const english = await catalogueT("en", "common");

describe("word-level comparison of two script texts", () => {
  it("marks the rewritten passage as deleted and inserted words, the rest unchanged", () => {
    const comparison = compareWords(
      "Hook: did you know?\n\nBody: three tips.",
      "Hook: did you know?\n\nBody: five quick tips.",
    );
    expect(comparison).not.toBeNull();
    const changed = comparison?.parts.filter((part) => part.kind !== "same");
    expect(changed).toEqual([
      { kind: "deleted", text: "three" },
      { kind: "inserted", text: "five quick" },
    ]);
    expect(comparison?.parts.map((part) => (part.kind === "inserted" ? "" : part.text)).join("")).toBe(
      "Hook: did you know?\n\nBody: three tips.",
    );
    expect(comparison?.parts.map((part) => (part.kind === "deleted" ? "" : part.text)).join("")).toBe(
      "Hook: did you know?\n\nBody: five quick tips.",
    );
    expect(comparison && describeComparison(comparison, english)).toBe("2 words added, 1 word removed");
  });

  it("says when two texts are the same, or differ only in spacing", () => {
    const same = compareWords("One two.", "One two.");
    expect(same?.parts).toEqual([{ kind: "same", text: "One two." }]);
    expect(same && describeComparison(same, english)).toBe("No differences");
    const spacing = compareWords("One two.", "One  two.");
    expect(spacing && describeComparison(spacing, english)).toMatch(/^(Only spacing differs|No differences)$/);
  });

  it("compares against an empty text (a first version)", () => {
    const comparison = compareWords("", "Brand new script");
    expect(comparison?.parts).toEqual([{ kind: "inserted", text: "Brand new script" }]);
    expect(comparison?.wordsInserted).toBe(3);
  });

  it("gives up (null) instead of freezing on two long, entirely different texts", () => {
    const words = (prefix: string) => Array.from({ length: 20_000 }, (_, i) => `${prefix}${i}`).join(" ");
    expect(compareWords(words("a"), words("b"), "en", 1)).toBeNull();
  });

  it("compares Japanese, written without spaces, word by word and counts the change in characters", () => {
    const comparison = compareWords("今日はパンを焼きます。", "今日はケーキを焼きます。", "ja");
    expect(comparison?.parts.filter((part) => part.kind !== "same")).toEqual([
      { kind: "deleted", text: "パン" },
      { kind: "inserted", text: "ケーキ" },
    ]);
    expect(comparison && describeComparison(comparison, english)).toBe("3 characters added, 2 characters removed");
  });

  it("tells the change in the interface's language, with its plurals", async () => {
    const comparison = compareWords("Body: three tips.", "Body: five quick tips.");
    const same = compareWords("One two.", "One two.");
    if (!comparison || !same) throw new Error("compared");
    expect(describeComparison(comparison, await catalogueT("es", "common"))).toBe(
      "2 palabras añadidas, 1 palabra eliminada",
    );
    expect(describeComparison(same, await catalogueT("ja", "common"))).not.toBe("No differences");
  });
});
