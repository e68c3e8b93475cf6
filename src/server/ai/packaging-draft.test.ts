import { describe, expect, it } from "vitest";
import { tagsLength } from "../../shared/packaging-rules.ts";
import { packagingContentSchema } from "../../shared/schemas/packaging.ts";
import { offlinePackaging } from "./offline/packaging.ts";
import { cutAtWord, tidyHashtags, tidyTags, tidyThumbnailTexts, tidyTitles } from "./packaging-draft.ts";
import { draftOf, packagingPrompt } from "./packaging-writer.ts";

describe("fitting a generated package to YouTube's limits", () => {
  it("cuts titles at a word, drops angle brackets, quotes and repeats, keeps at most 8", () => {
    const long = `${"Sleep better ".repeat(10)}tonight`;
    const titles = tidyTitles([
      long,
      '"Quoted"',
      "quoted",
      "A <b> title",
      ...Array.from({ length: 10 }, (_, i) => `T${i}`),
    ]);
    expect(titles[0].length).toBeLessThanOrEqual(100);
    expect(titles[0].endsWith("better") || titles[0].endsWith("Sleep")).toBe(true);
    expect(titles.slice(1, 3)).toEqual(["Quoted", "A b title"]);
    expect(titles).toHaveLength(8);
    expect(cutAtWord("one two three", 7)).toBe("one two");
  });

  it("makes hashtags single words (PascalCase when several), at most three", () => {
    expect(tidyHashtags(["#sleep", "deep work", "Sleep", "#a-b", "extra"])).toEqual(["sleep", "DeepWork", "AB"]);
  });

  it("keeps tags while YouTube would take the list: no repeats, no commas, the total within 500", () => {
    expect(tidyTags(["Sleep", "sleep", "a, b", "#focus", "x".repeat(101)])).toEqual(["Sleep", "a b", "focus"]);
    const many = tidyTags(Array.from({ length: 30 }, (_, i) => `a fairly long search phrase ${i}`));
    expect(many.length).toBeLessThanOrEqual(15);
    expect(tagsLength(many)).toBeLessThanOrEqual(500);
  });

  it("keeps thumbnail texts to four words and five ideas", () => {
    const ideas = tidyThumbnailTexts(
      Array.from({ length: 7 }, (_, i) => ({ text: `idea${i} two three four five`, aim: "x" })),
    );
    expect(ideas).toHaveLength(5);
    expect(ideas[0].text).toBe("idea0 two three four");
  });

  it("keeps a Japanese thumbnail text to the characters four words are worth, and a Spanish one to four words", () => {
    const [ja] = tidyThumbnailTexts([{ text: "今日から毎朝パンを焼こう！", aim: "x" }], "ja");
    expect(ja.text).toBe("今日から毎朝パン");
    const [es] = tidyThumbnailTexts([{ text: "¡Pan casero en diez minutos!", aim: "x" }], "es");
    expect(es.text).toBe("¡Pan casero en diez");
  });

  it("composes the model's description from its hook and summary with the links lines", () => {
    const draft = draftOf({ description: { hook: "Hook line.", summary: "Summary.", hashtags: ["sleep"] } });
    expect(draft.description).toBe(
      "Hook line.\n\nSummary.\n\nLinks mentioned in this video:\n- [add link]\n\nFollow the channel:\n- [add link]",
    );
    expect(draft.hashtags).toEqual(["sleep"]);
    expect(draft.titles).toBeUndefined();
  });

  it("asks the model with the keyword, topic, research and the script", () => {
    const { prompt } = packagingPrompt(
      { script: "[INTRO]\nHello.", topic: "Sleep", keywords: ["sleep routine", "rest"], research: "Key: light." },
      "titles",
    );
    expect(prompt).toContain("Write 8 different title candidates");
    expect(prompt).toContain("Main keyword (put it early in titles): sleep routine");
    expect(prompt).toContain("Other keywords: rest");
    expect(prompt).toContain("Key: light.");
    expect(prompt).toContain("<script>\n[INTRO]\nHello.\n</script>");
  });
});

describe("the offline writer's packaging", () => {
  const brief = {
    script:
      "[HOOK]\nWhy do you wake up tired? Here is why.\n[PART 1: Light]\nWords here.\n[PART 2: Evenings]\nMore words.",
    topic: "Better sleep",
    keywords: ["sleep routine"],
  };

  it("fills every field from the section names and keywords, within the package's schema", () => {
    const draft = offlinePackaging(brief, "all");
    expect(draft.titles).toHaveLength(8);
    expect(draft.titles?.some((t) => t.startsWith("Light, Evenings and more"))).toBe(true);
    expect(draft.description).toMatch(/^Why do you wake up tired\?/);
    expect(draft.description).toContain("- Light\n- Evenings");
    expect(draft.tags).toContain("sleep routine");
    expect(draft.thumbnailTexts).toHaveLength(5);
    const content = { ...draft, chosenTitle: null, chapters: [], source: "offline" };
    expect(packagingContentSchema.safeParse(content).success).toBe(true);
  });

  it("writes only the field asked for, the same every time", () => {
    expect(Object.keys(offlinePackaging(brief, "tags"))).toEqual(["tags"]);
    expect(Object.keys(offlinePackaging(brief, "description")).sort()).toEqual(["description", "hashtags"]);
    expect(offlinePackaging(brief, "all")).toEqual(offlinePackaging(brief, "all"));
  });
});
