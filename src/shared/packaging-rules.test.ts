import { describe, expect, it } from "vitest";
import {
  chapterNameOf,
  chapterProblems as chapterRules,
  copyAllText,
  formatTimestamp,
  fullDescription,
  keywordPosition,
  makeChapters as makeChapterPlan,
  packagingIssues,
  packagingSchema,
  parseTimestamp,
  scriptSections,
  tagRefusal as tagRefusalRule,
  tagProblems as tagRules,
  tagsLength,
} from "./packaging-rules.ts";
import { inEnglish } from "./rule-message.ts";
import type { PackagingContent } from "./schemas/packaging.ts";

// The rules' messages as an English reader gets them (they carry ICU text and values: rule-message.ts).
const chapterProblems = (...args: Parameters<typeof chapterRules>) => chapterRules(...args).map(inEnglish);
const tagProblems = (...args: Parameters<typeof tagRules>) => tagRules(...args).map(inEnglish);
const tagRefusal = (...args: Parameters<typeof tagRefusalRule>) => {
  const rule = tagRefusalRule(...args);
  return rule && inEnglish(rule);
};
const makeChapters = (...args: Parameters<typeof makeChapterPlan>) => {
  const plan = makeChapterPlan(...args);
  return { ...plan, note: plan.note && inEnglish(plan.note) };
};

const words = (n: number, word = "word") => Array.from({ length: n }, () => word).join(" ");

/** A script of labelled sections with these word counts. */
const scriptOf = (sections: Array<[string, number]>) =>
  sections.map(([label, n]) => `[${label}]\n${words(n)}`).join("\n\n");

const TEN_MINUTES = scriptOf([
  ["HOOK", 30],
  ["INTRO", 120],
  ["PART 1: Why sleep matters", 450],
  ["PART 2: The evening routine", 450],
  ["PART 3: Mornings", 390],
  ["CALL TO ACTION", 60],
]);

describe("the chapter maker", () => {
  it("reads the sections and their first word's position from the script's labels", () => {
    expect(scriptSections("Opening words here.\n\n[PART 1: Light]\nOne two three\n[OUTRO]\n\n[CTA] Bye now")).toEqual([
      { title: "Intro", startWord: 0, words: 3 },
      { title: "Light", startWord: 3, words: 3 },
      { title: "Cta", startWord: 6, words: 2 },
    ]);
    expect(chapterNameOf("PART 2: The evening routine")).toBe("The evening routine");
    expect(chapterNameOf("CALL TO ACTION")).toBe("Call to action");
  });

  it("times each section from its word position at 150 words a minute, the short hook joining the intro", () => {
    const plan = makeChapters(TEN_MINUTES, 150);
    expect(plan.note).toBeNull();
    expect(plan.totalSeconds).toBe(600);
    // The hook (30 words, 12 s) is long enough at 150 wpm: 0:00, then 30 words = 12 s.
    expect(plan.chapters).toEqual([
      { title: "Hook", seconds: 0 },
      { title: "Intro", seconds: 12 },
      { title: "Why sleep matters", seconds: 60 },
      { title: "The evening routine", seconds: 240 },
      { title: "Mornings", seconds: 420 },
      { title: "Call to action", seconds: 576 },
    ]);
    expect(chapterProblems(plan.chapters, plan.totalSeconds)).toEqual([]);
  });

  it("times the same script at 120 words a minute (slower: later times)", () => {
    const plan = makeChapters(TEN_MINUTES, 120);
    expect(plan.totalSeconds).toBe(750);
    expect(plan.chapters.map((c) => c.seconds)).toEqual([0, 15, 75, 300, 525, 720]);
  });

  it("at 180 words a minute a section under 10 seconds joins the next one, which keeps its name", () => {
    const plan = makeChapters(TEN_MINUTES, 180);
    expect(plan.totalSeconds).toBe(500);
    // The hook is 30 words = 10 s at 180 wpm: long enough. A 25-word hook would be 8.3 s.
    expect(plan.chapters.map((c) => c.seconds)).toEqual([0, 10, 50, 200, 350, 480]);
    const shortHook = makeChapters(TEN_MINUTES.replace(words(30), words(25)), 180);
    expect(shortHook.chapters[0]).toEqual({ title: "Intro", seconds: 0 });
    expect(shortHook.chapters.map((c) => c.title)).not.toContain("Hook");
    expect(chapterProblems(shortHook.chapters, shortHook.totalSeconds)).toEqual([]);
  });

  it("a last section under 10 seconds runs on as part of the one before", () => {
    const plan = makeChapters(
      scriptOf([
        ["INTRO", 100],
        ["PART 1: A", 100],
        ["PART 2: B", 100],
        ["OUTRO", 10],
      ]),
      150,
    );
    expect(plan.chapters.map((c) => c.title)).toEqual(["Intro", "A", "B"]);
  });

  it("says so instead of inventing chapters when the script is too short for three 10-second chapters", () => {
    const plan = makeChapters(
      scriptOf([
        ["HOOK", 10],
        ["INTRO", 20],
        ["PART 1: A", 30],
      ]),
      150,
    );
    expect(plan.chapters).toEqual([]);
    expect(plan.note).toMatch(/too short for YouTube chapters: about 0:24 at 150 words a minute/);
  });

  it("says so when a long enough script has fewer than three sections", () => {
    const plan = makeChapters(`[INTRO]\n${words(300)}\n[PART 1: Only]\n${words(300)}`, 150);
    expect(plan.chapters).toEqual([]);
    expect(plan.note).toMatch(/has 2 sections: YouTube needs at least three/);
    expect(makeChapters(words(900), 150).note).toMatch(/has one section/);
    expect(makeChapters("   ", 150).note).toMatch(/empty/);
  });

  it("says so when the sections are there but too short to be three chapters", () => {
    const plan = makeChapters(
      scriptOf([
        ["INTRO", 100],
        ["PART 1: A", 5],
        ["PART 2: B", 5],
        ["PART 3: C", 100],
      ]),
      150,
    );
    expect(plan.chapters).toEqual([]);
    expect(plan.note).toMatch(/give only 2 chapters/);
  });
});

describe("YouTube's chapter rules", () => {
  it("accepts no chapters at all, and valid ones", () => {
    expect(chapterProblems([])).toEqual([]);
    expect(
      chapterProblems([
        { title: "a", seconds: 0 },
        { title: "b", seconds: 10 },
        { title: "c", seconds: 20 },
      ]),
    ).toEqual([]);
  });

  it("names each broken rule: first at 0:00, at least three, ascending, each at least 10 seconds", () => {
    expect(
      chapterProblems([
        { title: "a", seconds: 5 },
        { title: "b", seconds: 30 },
        { title: "c", seconds: 60 },
      ]),
    ).toEqual(["The first chapter must start at 0:00"]);
    expect(
      chapterProblems([
        { title: "a", seconds: 0 },
        { title: "b", seconds: 30 },
      ]),
    ).toEqual(["YouTube needs at least 3 chapters (there are 2)"]);
    expect(
      chapterProblems([
        { title: "a", seconds: 0 },
        { title: "b", seconds: 30 },
        { title: "c", seconds: 20 },
      ]),
    ).toEqual(['Chapter 3 ("c") must start after chapter 2']);
    expect(
      chapterProblems([
        { title: "a", seconds: 0 },
        { title: "b", seconds: 9 },
        { title: "c", seconds: 40 },
      ]),
    ).toEqual(['Chapter 1 ("a") is 9 seconds long: each chapter must be at least 10 seconds']);
    expect(
      chapterProblems(
        [
          { title: "a", seconds: 0 },
          { title: "b", seconds: 20 },
          { title: "c", seconds: 40 },
        ],
        45,
      ),
    ).toEqual(['The last chapter ("c") is 5 seconds long by the script: each chapter must be at least 10 seconds']);
  });

  it("writes and reads timestamps the way YouTube does", () => {
    expect(formatTimestamp(0)).toBe("0:00");
    expect(formatTimestamp(65)).toBe("1:05");
    expect(formatTimestamp(3723)).toBe("1:02:03");
    expect(parseTimestamp("1:05")).toBe(65);
    expect(parseTimestamp("01:02:03")).toBe(3723);
    expect(parseTimestamp("90")).toBe(90);
    expect(parseTimestamp("1:75")).toBeNull();
    expect(parseTimestamp("soon")).toBeNull();
  });
});

describe("the tag-length counter", () => {
  it("counts characters, quotes around tags with spaces and the commas between tags", () => {
    expect(tagsLength([])).toBe(0);
    expect(tagsLength(["sleep"])).toBe(5);
    expect(tagsLength(["sleep", "focus"])).toBe(11);
    // "sleep tips" is 10 + 2 quotes; a comma; "focus" 5.
    expect(tagsLength(["sleep tips", "focus"])).toBe(18);
    expect(tagsLength(["  sleep  ", ""])).toBe(5);
  });

  it("refuses duplicates, over-long tags and a total over 500 with a clear message", () => {
    expect(tagProblems(["Sleep", "sleep"])).toEqual(['The tag "sleep" is there twice']);
    expect(tagProblems(["x".repeat(101)])[0]).toMatch(/over 100 characters/);
    const many = Array.from({ length: 15 }, (_, i) => `${"long tag ".repeat(4)}${i}`);
    expect(tagsLength(many)).toBeGreaterThan(500);
    expect(tagProblems(many).at(-1)).toMatch(/come to \d+ characters as YouTube counts them.*the limit is 500/);
    expect(tagRefusal(["sleep"], "SLEEP")).toBe('"SLEEP" is already a tag');
    expect(tagRefusal(["sleep"], "a, b")).toMatch(/comma/);
    expect(tagRefusal(["sleep"], "deep sleep")).toBeNull();
    expect(
      tagRefusal(
        Array.from({ length: 15 }, (_, i) => `t${i}`),
        "more",
      ),
    ).toBe("At most 15 tags");
  });
});

const PACKAGE: PackagingContent = {
  titles: ["Sleep better tonight", "The evening routine that works"],
  chosenTitle: "Sleep better tonight",
  description: "Sleep better starting tonight.\n\nLinks:\n- ",
  chapters: [
    { title: "Intro", seconds: 0 },
    { title: "Evenings", seconds: 60 },
    { title: "Mornings", seconds: 240 },
  ],
  hashtags: ["sleep", "health"],
  tags: ["sleep", "sleep tips"],
  thumbnailTexts: [{ text: "Sleep tonight", aim: "relief" }],
  source: "offline",
  defaultLanguage: null,
  translations: [],
};

describe("the package as YouTube takes it", () => {
  it("writes the description with its chapter lines and hashtags, and copies everything", () => {
    expect(fullDescription(PACKAGE)).toBe(
      "Sleep better starting tonight.\n\nLinks:\n-\n\n0:00 Intro\n1:00 Evenings\n4:00 Mornings\n\n#sleep #health",
    );
    expect(copyAllText(PACKAGE)).toBe(
      `Title:\nSleep better tonight\n\nDescription:\n${fullDescription(PACKAGE)}\n\nTags:\nsleep, sleep tips\n`,
    );
    expect(keywordPosition("How to sleep better", "Sleep")).toBe(7);
    expect(keywordPosition("How to rest", "sleep")).toBe(-1);
  });

  it("finds the rules across fields: chapters, the full description's length, angle brackets, tags", () => {
    expect(packagingIssues(PACKAGE)).toEqual([]);
    const broken = {
      ...PACKAGE,
      titles: ["A <b> title"],
      description: "x".repeat(4990),
      chapters: [{ title: "Late", seconds: 5 }],
      tags: ["a", "A"],
    };
    const messages = packagingIssues(broken).map((i) => i.message);
    expect(messages).toContain("YouTube doesn't allow < or > in a title");
    expect(messages).toContain("The first chapter must start at 0:00");
    expect(messages.some((m) => /description with its chapters and hashtags is 5,0\d\d characters/.test(m))).toBe(true);
    expect(messages).toContain('The tag "A" is there twice');
    expect(packagingSchema.safeParse(broken).success).toBe(false);
    expect(packagingSchema.safeParse({ ...PACKAGE, chosenTitle: "x".repeat(101) }).error?.issues[0].message).toBe(
      "A title must be at most 100 characters (YouTube's limit)",
    );
  });

  it("counts thumbnail text in the package's language: Japanese in characters (8), Spanish in words (4)", () => {
    const japanese = {
      ...PACKAGE,
      defaultLanguage: "ja",
      thumbnailTexts: [{ text: "今日から毎朝パンを焼こう", aim: "x" }],
    };
    expect(packagingIssues(japanese).map((i) => [i.path, i.message])).toEqual([
      [["thumbnailTexts", 0, "text"], "Thumbnail text is at most 8 characters"],
    ]);
    expect(packagingIssues({ ...japanese, thumbnailTexts: [{ text: "毎朝パンを焼こう！", aim: "x" }] })).toEqual([]);
    const spanish = { ...PACKAGE, defaultLanguage: "es", thumbnailTexts: [{ text: "Pan casero — en diez", aim: "x" }] };
    expect(packagingSchema.safeParse(spanish).success).toBe(true);
    const five = { ...spanish, thumbnailTexts: [{ text: "Pan casero en diez minutos", aim: "x" }] };
    expect(packagingSchema.safeParse(five).error?.issues[0].message).toBe("Thumbnail text is at most 4 words");
  });
});
