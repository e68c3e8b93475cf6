import { describe, expect, it } from "vitest";
import { fixGrammarOffline } from "./grammar.ts";

describe("offline writer: grammar fix", async () => {
  it("capitalises sentence starts and a lone i", async () => {
    expect(await fixGrammarOffline("welcome back! today i show you how. is it hard? no.")).toBe(
      "Welcome back! Today I show you how. Is it hard? No.",
    );
  });

  it("leaves abbreviations and ellipses inside the sentence", async () => {
    expect(await fixGrammarOffline("Use tools, e.g. a tripod. wait... what?")).toBe(
      "Use tools, e.g. a tripod. Wait... what?",
    );
  });

  it("fixes spacing between words, before punctuation and between sentences", async () => {
    expect(await fixGrammarOffline("This  is   fine , right ?It works.Then we go,fast.")).toBe(
      "This is fine, right? It works. Then we go, fast.",
    );
  });

  it("removes a repeated word but keeps 'that that' and 'had had'", async () => {
    expect(await fixGrammarOffline("The the key is the the plan. I know that that is true. He had had enough.")).toBe(
      "The key is the plan. I know that that is true. He had had enough.",
    );
  });

  it("fixes a/an", async () => {
    expect(await fixGrammarOffline("It takes a hour to bake a apple pie, an banana bread and a user guide.")).toBe(
      "It takes an hour to bake an apple pie, a banana bread and a user guide.",
    );
  });

  it("keeps the script's lines, labels, bullets and indentation", async () => {
    const script = "[HOOK]\nwelcome  back.\n\n1. first part\n   - explain it ,clearly\n• a idea\n• second idea\n";
    expect(await fixGrammarOffline(script)).toBe(
      "[HOOK]\nWelcome back.\n\n1. First part\n   - Explain it, clearly\n• An idea\n• Second idea\n",
    );
  });

  it("leaves correct text alone", async () => {
    const text = "This script is fine. It has two sentences.";
    expect(await fixGrammarOffline(text)).toBe(text);
  });
});
