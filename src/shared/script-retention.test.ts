import { describe, expect, it } from "vitest";
import { hookWords, sectionSpans, textSections } from "./script-retention.ts";

// Sections placed on a retention curve by their length in the script's language (decision 038).
describe("a script's sections in its language's unit", () => {
  const japanese = "[HOOK]\n今日はパンを焼きます。\n\n[PART 1: 粉]\nまず、粉を量ります。";

  it("counts a Japanese script in spoken characters and times it at 300 a minute", () => {
    expect(textSections(japanese, "ja").map((s) => [s.kind, s.startWord, s.words])).toEqual([
      ["hook", 0, 10],
      ["body", 10, 8],
    ]);
    expect(hookWords(japanese, "ja")).toBe(10);
    const spans = sectionSpans({
      script: japanese,
      durationSeconds: null,
      chapters: [],
      wordsPerMinute: 150,
      language: "ja",
    });
    // 18 characters at 300 a minute: 4 s; the second section starts at the 10th, 2 s in.
    expect(spans.lengthSeconds).toBe(4);
    expect(spans.sections.map((s) => s.startSeconds)).toEqual([0, 2]);
  });

  it("counts a Spanish script in words, at 160 a minute", () => {
    const spanish = "[HOOK]\nHoy hacemos pan — de masa madre.\n\n[PART 1: Harina]\nPrimero, pesa la harina.";
    expect(textSections(spanish, "es").map((s) => s.words)).toEqual([6, 4]);
    const spans = sectionSpans({
      script: spanish,
      durationSeconds: null,
      chapters: [],
      wordsPerMinute: 150,
      language: "es",
    });
    expect(spans.lengthSeconds).toBe(4);
  });
});
