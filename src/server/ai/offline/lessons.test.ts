// issue 30: the offline writer follows the lessons its templates can (a hook-length limit, a shorter
// hook, intro or call to action) and names only those.
import { describe, expect, it } from "vitest";
import type { Lesson } from "../../../shared/audience-lessons.ts";
import type { ScriptInput } from "../../../shared/schemas/studio.ts";
import { countWords } from "../../../shared/studio.ts";
import type { WithChannel } from "../studio-writer.ts";
import { fitHook, offlineLessons } from "./lessons.ts";
import { composeResearch } from "./research.ts";
import { planScript } from "./script.ts";

const researchData = composeResearch({ niche: "Travel", topic: "Packing light", targetAudience: "weekend travellers" });

const lesson = (id: Lesson["id"], apply: Lesson["apply"]): Lesson => ({
  id,
  title: id,
  detail: "",
  n: 8,
  difference: 15,
  spread: 1,
  groups: [
    { label: "a", n: 4, mean: 95 },
    { label: "b", n: 4, mean: 80 },
  ],
  videos: [],
  instruction: "",
  apply,
  text: {
    title: { message: id, values: {} },
    detail: { message: "", values: {} },
    groups: [
      { message: "a", values: {} },
      { message: "b", values: {} },
    ],
  },
});

function input(lessons: Lesson[]): WithChannel<ScriptInput> {
  return {
    researchData,
    topic: "Packing light",
    scriptConfig: {
      duration: 10,
      tone: "educational",
      scriptType: "full",
      includeHooks: true,
      includeCTA: true,
      includeTransitions: false,
    },
    selectedTopics: ["Choosing the bag", "Rolling clothes", "What to leave at home"],
    channel: { name: "Numbers Lab", voice: null, wordsPerMinute: 150, lessons },
  };
}

const section = (lessons: Lesson[], kind: string) => planScript(input(lessons)).find((s) => s.kind === kind)!;

describe("offline writer: lessons", () => {
  it("keeps the hook within the hook-length lesson, cutting the line when no whole sentence fits", () => {
    const before = countWords(section([], "hook").sentences.join(" "));
    expect(before).toBeGreaterThan(20);
    expect(countWords(section([lesson("hook-length", { hookMaxWords: 20 })], "hook").sentences.join(" "))).toBe(
      countWords(section([], "hook").sentences[0]),
    );
    const cut = section([lesson("hook-length", { hookMaxWords: 6 })], "hook").sentences;
    expect(cut).toHaveLength(1);
    expect(countWords(cut[0])).toBe(6);
    expect(cut[0]).toMatch(/\.$/);
  });

  it("writes a one-line intro when the intro loses the most viewers", () => {
    expect(section([], "intro").sentences.length).toBeGreaterThan(1);
    expect(section([lesson("section-kind", { shortKind: "intro" })], "intro").sentences).toHaveLength(1);
  });

  it("names only the lessons it applied", () => {
    const sponsor = lesson("section-kind", { shortKind: "sponsor" });
    const hook = lesson("hook-length", { hookMaxWords: 20 });
    const length = lesson("length-end", {});
    expect(offlineLessons(input([sponsor, hook, length])).applied).toEqual([hook]);
    const noHook = input([hook]);
    noHook.scriptConfig.includeHooks = false;
    expect(offlineLessons(noHook).applied).toEqual([]);
  });

  it("keeps whole sentences while they fit", () => {
    expect(fitHook(["One two three.", "Four five."], 5)).toEqual(["One two three.", "Four five."]);
    expect(fitHook(["One two three.", "Four five six."], 5)).toEqual(["One two three."]);
    expect(fitHook(["One, two, three, four."], 2)).toEqual(["One, two."]);
  });
});
