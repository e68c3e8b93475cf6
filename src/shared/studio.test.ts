import { describe, expect, it } from "vitest";
import {
  rewriteInputSchema,
  scriptConfigSchema,
  scriptInputSchema,
  scriptStreamEventSchema,
} from "./schemas/studio.ts";
import {
  addCustomTopic,
  countWords,
  formatDurationLabel,
  previewSelection,
  readingTimeMinutes,
  targetWordCount,
} from "./studio.ts";
import { SCRIPT_CONFIG_DEFAULTS } from "./studio-values.ts";

describe("duration label (spec §9)", () => {
  it("shows '30 seconds' under one minute and '1 minute' at one", () => {
    expect(formatDurationLabel(0.5)).toBe("30 seconds");
    expect(formatDurationLabel(1)).toBe("1 minute");
  });

  it("shows 'N minutes' under an hour", () => {
    expect(formatDurationLabel(1.5)).toBe("1.5 minutes");
    expect(formatDurationLabel(10)).toBe("10 minutes");
    expect(formatDurationLabel(59.5)).toBe("59.5 minutes");
  });

  it("shows 'N hour(s)' on whole hours and 'Nh Mm' otherwise", () => {
    expect(formatDurationLabel(60)).toBe("1 hour");
    expect(formatDurationLabel(120)).toBe("2 hours");
    expect(formatDurationLabel(90)).toBe("1h 30m");
    expect(formatDurationLabel(61)).toBe("1h 1m");
    expect(formatDurationLabel(119.5)).toBe("1h 59.5m");
  });
});

describe("word count and reading time (spec §9)", () => {
  it("counts non-empty space-separated parts", () => {
    expect(countWords("")).toBe(0);
    expect(countWords("   ")).toBe(0);
    expect(countWords("one")).toBe(1);
    expect(countWords("  one   two\nthree\t four ")).toBe(4);
    // The bullet alone is no spoken word (decision 038): words are runs that hold a word-like segment.
    expect(countWords("[HOOK] • well-known, isn't it?")).toBe(4);
  });

  it("reads at 200 words a minute, rounded up", () => {
    expect(readingTimeMinutes("")).toBe(0);
    expect(readingTimeMinutes("word")).toBe(1);
    expect(readingTimeMinutes(Array(200).fill("w").join(" "))).toBe(1);
    expect(readingTimeMinutes(Array(201).fill("w").join(" "))).toBe(2);
  });

  it("targets about 150 spoken words a minute", () => {
    expect(targetWordCount(0.5)).toBe(75);
    expect(targetWordCount(10)).toBe(1500);
    expect(targetWordCount(120)).toBe(18000);
  });
});

describe("custom topics (spec §5)", () => {
  it("adds a trimmed topic", () => {
    expect(addCustomTopic([], "  My topic  ")).toEqual({ customTopics: ["My topic"], topic: "My topic" });
  });

  it("ignores empty topics and duplicates among custom topics", () => {
    expect(addCustomTopic(["A"], "   ")).toBeNull();
    expect(addCustomTopic(["A"], " A ")).toBeNull();
    expect(addCustomTopic(["A"], "B")?.customTopics).toEqual(["A", "B"]);
  });
});

describe("selected-text preview (spec §9)", () => {
  it("shows up to 50 characters", () => {
    expect(previewSelection("short")).toBe("short");
    expect(previewSelection("x".repeat(50))).toBe("x".repeat(50));
    expect(previewSelection("x".repeat(51))).toBe(`${"x".repeat(50)}...`);
  });
});

describe("studio schemas", () => {
  it("accepts durations from 0.5 to 120 minutes in steps of 0.5", () => {
    const config = (duration: number) => scriptConfigSchema.safeParse({ ...SCRIPT_CONFIG_DEFAULTS, duration }).success;
    expect(config(0.5)).toBe(true);
    expect(config(120)).toBe(true);
    expect(config(10.5)).toBe(true);
    expect(config(0)).toBe(false);
    expect(config(120.5)).toBe(false);
    expect(config(10.25)).toBe(false);
  });

  it("requires at least one selected topic with the spec's words", () => {
    const result = scriptInputSchema.safeParse({
      researchData: {},
      scriptConfig: SCRIPT_CONFIG_DEFAULTS,
      selectedTopics: [],
    });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => i.message)).toContain(
      "Please select at least one topic to include in your script.",
    );
  });

  it("requires selected text, and an instruction for a custom rewrite", () => {
    expect(rewriteInputSchema.safeParse({ selectedText: "  ", style: "punchier" }).error?.issues[0].message).toBe(
      "Select some text to rewrite",
    );
    expect(rewriteInputSchema.safeParse({ selectedText: "Hi", style: "custom" }).error?.issues[0].message).toBe(
      "Enter an instruction for the custom rewrite",
    );
    expect(rewriteInputSchema.safeParse({ selectedText: "Hi", style: "custom", instruction: "Shorter" }).success).toBe(
      true,
    );
  });

  it("types the script stream's events", () => {
    expect(scriptStreamEventSchema.parse({ type: "delta", text: "Hi" })).toEqual({ type: "delta", text: "Hi" });
    expect(scriptStreamEventSchema.parse({ type: "done", wordCount: 3 })).toEqual({ type: "done", wordCount: 3 });
    expect(scriptStreamEventSchema.safeParse({ type: "progress", value: 3 }).success).toBe(false);
  });
});
