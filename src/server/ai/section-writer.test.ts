import { describe, expect, it } from "vitest";
import { lengthRule } from "../../shared/length.ts";
import { countWords } from "../../shared/studio.ts";
import { joinAfter, SectionText, sentenceEnd, TOO_MUCH } from "./section-writer.ts";

// How a section's text is assembled from a model's pieces (the provider doubles' tests drive the same
// code over HTTP): nothing is added inside a call, calls join with one space at most, and a section
// that reaches its budget ends at the sentence end closest to it.

/** Pieces cut the way OpenAI cuts a stream: sub-word tokens with the leading space riding on them. */
const TOKENS = [" Celebr", "ated", " annually", ",", " the", " festival", " draws", " 20", "%", " more", "."];

function feed(section: SectionText, pieces: string[]): string {
  let out = "";
  section.startCall();
  for (const piece of pieces) out += section.add(piece);
  return out + section.endCall();
}

describe("a section's text is exactly the model's", () => {
  it("keeps sub-word tokens and punctuation as they come: no space is added inside a call", () => {
    const section = new SectionText(1000);
    const out = feed(section, TOKENS);
    expect(out).toBe("Celebrated annually, the festival draws 20% more.");
    expect(section.text).toBe(out);
  });

  it("keeps the model's line breaks and spacing, only the section's leading whitespace goes", () => {
    const section = new SectionText(1000);
    expect(feed(section, ["\n\n", "Hello", ",", " world", ".\n\n", "Next", "  line", "."])).toBe(
      "Hello, world.\n\nNext  line.",
    );
  });
});

describe("continuations join cleanly", () => {
  it("adds one space where neither side has one, and none where one has", () => {
    expect(joinAfter("It ends here.", "And goes on.")).toBe(" And goes on.");
    expect(joinAfter("It ends here. ", "And goes on.")).toBe("And goes on.");
    expect(joinAfter("It ends here.", " And goes on.")).toBe(" And goes on.");
    expect(joinAfter("It ends here.", "\n\nA new paragraph.")).toBe("\n\nA new paragraph.");
  });

  it("leaves out the words a continuation says again", () => {
    expect(joinAfter("so every viewer remembers the hook.", "remembers the hook. Then the intro.")).toBe(
      " Then the intro.",
    );
    expect(joinAfter("Keep it short", "Keep it short and clear.")).toBe(" and clear.");
  });

  it("finishes a word cut at the end of the text before without a space", () => {
    expect(joinAfter("every viewer rememb", "remembers it.")).toBe("ers it.");
  });

  it("does not take a word or two that happen to come back for a repetition", () => {
    expect(joinAfter("Pick the", "the best one.")).toBe(" the best one.");
    expect(joinAfter("Put it in the garden.", "Garden waste is next.")).toBe(" Garden waste is next.");
    expect(joinAfter("Put it in the bin.", "The bin is full.")).toBe(" The bin is full.");
  });

  it("holds a continuation's first words until it can tell, then sends them joined", () => {
    const section = new SectionText(1000);
    feed(section, ["First", " part", " ends", " here", "."]);
    section.startCall();
    let out = "";
    for (const piece of ["part", " ends", " here", ".", " Then", " it", " goes", " on", "."]) out += section.add(piece);
    // Held while it could still be a repetition: nothing went out before the call ended.
    expect(out).toBe("");
    out += section.endCall();
    expect(out).toBe(" Then it goes on.");
    expect(section.text).toBe("First part ends here. Then it goes on.");
  });
});

describe("a section that reaches its budget ends at the sentence end closest to it", () => {
  const sentence = (n: number) => ` Sentence ${n} has exactly eight words in it.`;

  it.each([60, 75, 150, 400, 800])("stops a model that writes half as much again as %i words asked", (budget) => {
    const section = new SectionText(budget);
    const pieces = Array.from({ length: Math.ceil((budget * 1.5) / 8) }, (_, i) => sentence(i + 1))
      .join("")
      .match(/\s*\S+/g)!;
    let sent = 0;
    section.startCall();
    for (const piece of pieces) {
      section.add(piece);
      sent++;
      if (section.complete) break;
    }
    expect(section.complete).toBe(true);
    // The call is stopped there: the rest of the answer is never read.
    expect(sent).toBeLessThan(pieces.length);
    expect(section.text.endsWith(".")).toBe(true);
    expect(Math.abs(countWords(section.text) / budget - 1)).toBeLessThanOrEqual(0.1);
  });

  it("never ends past the budget's upper bound when an earlier sentence end will do", () => {
    const section = new SectionText(20);
    const out = feed(section, [
      "Ten",
      " words",
      " in",
      " this",
      " first",
      " sentence",
      " of",
      " the",
      " test",
      " here.",
      " Then",
      " a",
      " much",
      " longer",
      " one",
      " that",
      " would",
      " take",
      " it",
      " well",
      " past",
      " twenty",
      " two",
      ".",
    ]);
    expect(out).toBe("Ten words in this first sentence of the test here.");
    expect(countWords(out)).toBeLessThanOrEqual(20 * TOO_MUCH);
  });

  it("sends everything while the section is far from its budget", () => {
    const section = new SectionText(500);
    section.startCall();
    expect(section.add("Hello")).toBe("Hello");
    expect(section.add(" there")).toBe(" there");
  });
});

describe("sentenceEnd", () => {
  it("ends a sentence once the whitespace after its punctuation came, not inside a number", () => {
    expect(sentenceEnd("", "It costs 3.5 dollars. Then")).toBe("It costs 3.5 dollars.".length);
    expect(sentenceEnd("", "It costs 3.5 dollars.")).toBe(-1);
    // An end that was already sent is not one inside the new text.
    expect(sentenceEnd("Done.", " Next")).toBe(-1);
    expect(sentenceEnd("Done", ". Next")).toBe(1);
    expect(sentenceEnd("", "A line\nNext")).toBe("A line\n".length);
  });
});

describe("a section in a language written without spaces (decision 038)", () => {
  const ja = lengthRule("ja");
  // Japanese as BPE tokenizers stream it: one or two characters a token (the shared evidence notes,
  // "Languages and speaking rates"), sentences ending in 。 with no space after them.
  const SENTENCE = "今日は家で電気を節約する方法を紹介します。";
  const tokens = (text: string) => text.match(/[\s\S]{1,2}/gu) ?? [];

  it("counts characters, adds no space, and ends at the sentence end closest to its budget", () => {
    const section = new SectionText(100, ja);
    const source = SENTENCE.repeat(12);
    const out = feed(section, tokens(source));
    expect(source.startsWith(out)).toBe(true);
    expect(out).not.toMatch(/\s/);
    expect(out.endsWith("。")).toBe(true);
    expect(Math.abs(ja.count(out) / 100 - 1)).toBeLessThanOrEqual(TOO_MUCH - 1);
    expect(section.words).toBe(ja.count(out));
  });

  it("joins a continuation without a space and leaves out what it says again", () => {
    expect(joinAfter("方法を紹介します。", "次に、冷蔵庫です。", ja)).toBe("次に、冷蔵庫です。");
    expect(joinAfter("方法を紹介します。", "を紹介します。次に、冷蔵庫です。", ja)).toBe("次に、冷蔵庫です。");
    expect(sentenceEnd("", "紹介します。次に", ja)).toBe(6);
    expect(sentenceEnd("", "「はい。」と", ja)).toBe(5);
  });
});
