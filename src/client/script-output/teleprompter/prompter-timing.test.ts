import { describe, expect, it } from "vitest";
import { buildPrompterScript, nextParagraphStart, previousParagraphStart } from "./prompter-script.ts";
import {
  clampWordsPerMinute,
  formatClock,
  type ReadingAnchor,
  remainingSeconds,
  wordPositionAt,
} from "./prompter-timing.ts";

const playing = (wordsPerMinute: number, anchorWord = 0): ReadingAnchor => ({
  anchorMs: 1_000,
  anchorWord,
  wordsPerMinute,
  playing: true,
});

describe("teleprompter timing", () => {
  it("counts only the words read aloud: section labels are cues", () => {
    const script = buildPrompterScript("[INTRO]\nOne two three.\n\n[PART 1: Light and sound]\nFour five\nsix.");
    expect(script.wordCount).toBe(6);
    expect(script.paragraphStarts).toEqual([0, 3]);
    expect(script.blocks).toEqual([
      { kind: "cue", text: "INTRO" },
      { kind: "paragraph", firstWord: 0, words: ["One", "two", "three."] },
      { kind: "cue", text: "PART 1: Light and sound" },
      { kind: "paragraph", firstWord: 3, words: ["Four", "five", "six."] },
    ]);
  });

  it("is at word (elapsed minutes × words per minute) at time t", () => {
    expect(wordPositionAt(playing(150), 1_000, 1_000)).toBe(0);
    expect(wordPositionAt(playing(150), 11_000, 1_000)).toBeCloseTo(25); // 10 s at 150 wpm
    expect(wordPositionAt(playing(120), 61_000, 1_000)).toBeCloseTo(120);
    expect(wordPositionAt(playing(200, 40), 4_000, 1_000)).toBeCloseTo(50); // 3 s from word 40
  });

  it("stands still while paused, never runs past the end nor before the anchor", () => {
    expect(wordPositionAt({ ...playing(150, 12.5), playing: false }, 99_000, 1_000)).toBe(12.5);
    expect(wordPositionAt(playing(150), 3_600_000, 30)).toBe(30);
    expect(wordPositionAt(playing(150, 5), 0, 30)).toBe(5);
  });

  it("tells the reading time left at the current rate, cues excluded", () => {
    const { wordCount } = buildPrompterScript(`[INTRO]\n${"word ".repeat(300)}\n\n[OUTRO]\n${"word ".repeat(150)}`);
    expect(wordCount).toBe(450);
    expect(remainingSeconds(0, wordCount, 150)).toBe(180);
    expect(remainingSeconds(300, wordCount, 150)).toBe(60);
    expect(remainingSeconds(300, wordCount, 300)).toBe(30);
    expect(remainingSeconds(500, wordCount, 150)).toBe(0);
  });

  it("keeps the rate within 60–300 words a minute", () => {
    expect(clampWordsPerMinute(20)).toBe(60);
    expect(clampWordsPerMinute(151.4)).toBe(151);
    expect(clampWordsPerMinute(900)).toBe(300);
  });

  it("moves Japanese by characters, shown without spaces, at NHK's 300 a minute within doubled bounds", () => {
    const script = buildPrompterScript("[導入]\n今日は、コーヒー。\n\n次です！", "ja");
    expect(script.separator).toBe("");
    expect(script.wordCount).toBe(10); // 今日はコーヒー and 次です: punctuation rides with the character before it
    expect(script.blocks[1]).toEqual({
      kind: "paragraph",
      firstWord: 0,
      words: ["今", "日", "は、", "コ", "ー", "ヒ", "ー。"],
    });
    expect(remainingSeconds(0, 300, 300)).toBe(60);
    expect(clampWordsPerMinute(100, 2)).toBe(120);
    expect(clampWordsPerMinute(900, 2)).toBe(600);
    expect(buildPrompterScript("One two", "en").separator).toBe(" ");
  });

  it("jumps a paragraph with ← and →", () => {
    const starts = [0, 10, 25];
    expect(nextParagraphStart(starts, 0, 40)).toBe(10);
    expect(nextParagraphStart(starts, 12.3, 40)).toBe(25);
    expect(nextParagraphStart(starts, 25, 40)).toBe(40);
    expect(previousParagraphStart(starts, 14)).toBe(10); // back to the start of this paragraph
    expect(previousParagraphStart(starts, 10.5)).toBe(0); // already there: the one before
    expect(previousParagraphStart(starts, 0.5)).toBe(0);
  });

  it("shows clock times", () => {
    expect(formatClock(0)).toBe("0:00");
    expect(formatClock(75)).toBe("1:15");
    expect(formatClock(3725)).toBe("1:02:05");
  });
});
