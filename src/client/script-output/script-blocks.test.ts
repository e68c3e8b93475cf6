import { describe, expect, it } from "vitest";
import { parseScriptBlocks } from "./script-blocks.ts";

describe("script blocks", () => {
  it("reads section labels on their own line as labels and blank lines as paragraph breaks", () => {
    const text = "[INTRO]\nHello there.\n\nSecond paragraph,\nstill going.\n\n[PART 1: Light]\nUse a window.";
    expect(parseScriptBlocks(text)).toEqual([
      { kind: "label", text: "INTRO" },
      { kind: "paragraph", lines: ["Hello there."] },
      { kind: "paragraph", lines: ["Second paragraph,", "still going."] },
      { kind: "label", text: "PART 1: Light" },
      { kind: "paragraph", lines: ["Use a window."] },
    ]);
  });

  it("splits a label from words on the same line and keeps brackets inside a sentence as text", () => {
    expect(parseScriptBlocks("[HOOK] Did you know?\nIt is [really] true.")).toEqual([
      { kind: "label", text: "HOOK" },
      { kind: "paragraph", lines: ["Did you know?", "It is [really] true."] },
    ]);
  });

  it("ignores Windows line ends, surrounding blanks and empty brackets", () => {
    expect(parseScriptBlocks("\r\n  One.\r\n\r\n[ ]\r\n")).toEqual([
      { kind: "paragraph", lines: ["One."] },
      { kind: "paragraph", lines: ["[ ]"] },
    ]);
    expect(parseScriptBlocks("   \n\n")).toEqual([]);
  });
});
