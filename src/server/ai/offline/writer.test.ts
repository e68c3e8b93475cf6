import { describe, expect, it } from "vitest";
import { countWords } from "../../../shared/studio.ts";
import type { ScriptWriterEvent } from "../studio-writer.ts";
import { composeResearch } from "./research.ts";
import { composeScript } from "./script.ts";
import { createOfflineWriter, splitIntoPieces } from "./writer.ts";

const input = {
  researchData: composeResearch({ niche: "Music" as const, topic: "Home recording" }),
  scriptConfig: {
    duration: 2,
    tone: "conversational" as const,
    scriptType: "full" as const,
    includeHooks: true,
    includeCTA: true,
    includeTransitions: true,
  },
  selectedTopics: ["Microphones", "Room treatment"],
};

describe("offline writer: streaming", () => {
  it("splits text into pieces of whole words that join back exactly", () => {
    const text = "  one two\n\nthree  four five ";
    const pieces = splitIntoPieces(text, 2);
    expect(pieces.length).toBe(2);
    expect(pieces.join("")).toBe(text);
  });

  it("streams the whole script in pieces", async () => {
    const writer = createOfflineWriter({ chunkDelayMs: 0 });
    const pieces: string[] = [];
    for await (const event of writer.streamScript(input)) if (event.type === "delta") pieces.push(event.text);
    expect(pieces.length).toBeGreaterThan(20);
    expect(pieces.join("")).toBe(composeScript(input));
  });

  it("stops when the request is aborted", async () => {
    const writer = createOfflineWriter({ chunkDelayMs: 5 });
    const controller = new AbortController();
    const pieces: string[] = [];
    await expect(
      (async () => {
        for await (const event of writer.streamScript(input, controller.signal)) {
          if (event.type === "delta") pieces.push(event.text);
          if (pieces.length === 3) controller.abort();
        }
      })(),
    ).rejects.toThrow("cancelled");
    expect(pieces).toHaveLength(3);
  });

  it("writes a longer script like a model provider: its plan, then each section in turn", async () => {
    const long = { ...input, scriptConfig: { ...input.scriptConfig, duration: 10, includeCTA: false } };
    const writer = createOfflineWriter({ chunkDelayMs: 0 });
    const events: ScriptWriterEvent[] = [];
    for await (const event of writer.streamScript(long)) events.push(event);
    expect(events[0].type).toBe("plan");
    const plan = events[0].type === "plan" ? events[0].sections : [];
    expect(plan.map((s) => s.role)).toEqual(["hook", "intro", "body", "transition", "body", "transition"]);
    expect(plan.filter((s) => s.role === "body").map((s) => s.topics)).toEqual([["Microphones"], ["Room treatment"]]);
    expect(events.filter((e) => e.type === "section").map((e) => (e.type === "section" ? e.index : -1))).toEqual(
      plan.map((_, i) => i),
    );
    // Each section's text comes after its section event, and together they are the whole script.
    const bySection: string[] = [];
    for (const event of events) {
      if (event.type === "section") bySection.push("");
      if (event.type === "delta") bySection[bySection.length - 1] += event.text;
    }
    expect(bySection.join("")).toBe(composeScript(long));
    expect(bySection[2]).toMatch(/^\n\n\[PART 1: Microphones\]/);
    expect(plan.map((s) => s.words)).toEqual(bySection.map((text) => countWords(text)));
  });

  it("writes a short script as one text, without a plan", async () => {
    const writer = createOfflineWriter({ chunkDelayMs: 0 });
    const types = new Set<string>();
    for await (const event of writer.streamScript(input)) types.add(event.type);
    expect([...types]).toEqual(["delta"]);
  });
});
