import { describe, expect, it } from "vitest";
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
});
