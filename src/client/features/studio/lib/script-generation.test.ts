import { describe, expect, it } from "vitest";
import { countLength } from "../../../../shared/length.ts";
import type { PlannedSection } from "../../../../shared/schemas/studio.ts";
import {
  applyScriptEvent,
  type GenerationState,
  holdsWrittenText,
  IDLE_GENERATION,
  sectionProgress,
} from "./script-generation.ts";

const plan: PlannedSection[] = [
  { title: "Hook", role: "hook", words: 40, topics: [] },
  { title: "Feeding the starter", role: "body", words: 400, topics: ["Feeding the starter"] },
  { title: "Call to action", role: "cta", words: 40, topics: [] },
];

describe("the generate step's view of a streaming script", () => {
  it("follows the plan, the section under way and the text with its word count", () => {
    let state: GenerationState = { ...IDLE_GENERATION, status: "running" };
    state = applyScriptEvent(state, { type: "plan", sections: plan });
    state = applyScriptEvent(state, { type: "section", index: 0 });
    for (const text of ["[HOOK]\nBread in", " ten min", "utes. ", "\n\n[PART 1: Feeding]\n", "Feed it daily."]) {
      state = applyScriptEvent(state, { type: "delta", text });
    }
    state = applyScriptEvent(state, { type: "section", index: 1 });
    expect(state.plan).toEqual(plan);
    expect(state.section).toBe(1);
    expect(state.text).toBe("[HOOK]\nBread in ten minutes. \n\n[PART 1: Feeding]\nFeed it daily.");
    expect(state.length).toBe(countLength(state.text));
  });

  const streamed = (language: string, pieces: string[]) =>
    pieces.reduce<GenerationState>((state, text) => applyScriptEvent(state, { type: "delta", text }), {
      ...IDLE_GENERATION,
      status: "running",
      language,
    });

  it("counts words across pieces that split a word or carry only spaces", () => {
    expect(streamed("en", ["one two"]).length).toBe(2);
    expect(streamed("en", ["one two", "thr"]).length).toBe(2);
    expect(streamed("en", ["one two", "thr", "ee four "]).length).toBe(3);
    expect(streamed("en", ["a ", "  "]).length).toBe(1);
  });

  it("counts a Japanese script in spoken characters and a Spanish one in words, as they stream", () => {
    // One or two characters a piece, as BPE tokenizers cut Japanese.
    const japanese = streamed("ja", ["今日", "は", "パン", "を", "焼き", "ま", "す。", "\n\n", "まず", "粉を"]);
    expect(japanese.length).toBe(14);
    expect(japanese.length).toBe(countLength(japanese.text, "ja"));
    const spanish = streamed("es", ["Hoy hace", "mos pan ", "de masa ", "madre, ", "¿vale?"]);
    expect(spanish.length).toBe(7);
  });

  it("marks sections written, being written, stopped part-way and to come", () => {
    const running = { status: "running" as const, section: 1 };
    expect(plan.map((_, i) => sectionProgress(running, i))).toEqual(["done", "writing", "waiting"]);
    const cancelled = { status: "cancelled" as const, section: 1 };
    expect(plan.map((_, i) => sectionProgress(cancelled, i))).toEqual(["done", "stopped", "waiting"]);
    const succeeded = { status: "succeeded" as const, section: 2 };
    expect(plan.map((_, i) => sectionProgress(succeeded, i))).toEqual(["done", "done", "done"]);
    expect(sectionProgress({ status: "running", section: null }, 0)).toBe("waiting");
  });

  it("holds written text until it is kept or discarded, not before any text or after success", () => {
    expect(holdsWrittenText({ status: "cancelled", text: "Some words" })).toBe(true);
    expect(holdsWrittenText({ status: "failed", text: "Some words" })).toBe(true);
    expect(holdsWrittenText({ status: "running", text: "Some words" })).toBe(true);
    expect(holdsWrittenText({ status: "cancelled", text: " \n" })).toBe(false);
    expect(holdsWrittenText({ status: "succeeded", text: "Some words" })).toBe(false);
  });
});
