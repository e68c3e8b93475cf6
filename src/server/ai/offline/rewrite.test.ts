import { describe, expect, it } from "vitest";
import type { RewriteInput } from "../../../shared/schemas/studio.ts";
import { countWords } from "../../../shared/studio.ts";
import { AppError } from "../../errors.ts";
import { INSTRUCTION_NOT_UNDERSTOOD, rewriteOffline, TRANSLATION_NEEDS_MODEL } from "./rewrite.ts";

const rewrite = (selectedText: string, style: RewriteInput["style"], instruction?: string) =>
  rewriteOffline({ selectedText, style, instruction });

function refusal(run: () => unknown): AppError {
  try {
    run();
  } catch (error) {
    if (error instanceof AppError) return error;
    throw error;
  }
  throw new Error("expected an AppError");
}

describe("offline writer: rewrite rules", () => {
  it("makes text punchier: filler words go and long sentences split", () => {
    const text =
      "In order to really grow your channel, you basically need to post consistently, and you should actually reply to every single comment you get.";
    const result = rewrite(text, "punchier");
    expect(result).toBe(
      "To grow your channel, you need to post consistently. You should reply to every single comment you get.",
    );
    expect(countWords(result)).toBeLessThan(countWords(text));
  });

  it("lengthens by elaborating on every sentence", () => {
    const text = "Consistency beats intensity. Post every week.";
    const result = rewrite(text, "lengthen");
    expect(result.startsWith("Consistency beats intensity. ")).toBe(true);
    expect(result).toContain("Post every week.");
    expect(countWords(result)).toBeGreaterThanOrEqual(2 * countWords(text));
  });

  it("lengthens a fragment without breaking the sentence around it", () => {
    expect(rewrite("the first draft", "lengthen")).toBe("the first draft, which matters more than it first seems");
  });

  it("makes text conversational with contractions and second person", () => {
    const result = rewrite(
      "Viewers do not need expensive gear. The viewer needs a plan, and it is easy to start. However, one should not rush.",
      "change_style",
      "Make this more conversational and engaging",
    );
    expect(result).toBe(
      "You don't need expensive gear. You need a plan, and it's easy to start. But you shouldn't rush.",
    );
  });

  it("keeps contractions out of clause endings", () => {
    expect(rewrite("I know what it is. That is, mostly.", "change_style")).toBe("I know what it is. That is, mostly.");
  });

  it("follows a custom instruction it understands", () => {
    expect(rewrite("It's great and we're ready.", "custom", "Make it more formal")).toBe(
      "It is great and we are ready.",
    );
    expect(rewrite("This is really very good.", "custom", "Make it shorter")).toBe("This is good.");
    expect(countWords(rewrite("Short text.", "custom", "Expand this with more detail"))).toBeGreaterThan(2);
  });

  it("says plainly which instructions it cannot follow", () => {
    const error = refusal(() => rewrite("Hello", "custom", "Rhyme it like a sonnet"));
    expect(error.status).toBe(400);
    expect(error.message).toBe(INSTRUCTION_NOT_UNDERSTOOD);
  });

  it("answers that translation needs an AI provider", () => {
    for (const run of [() => rewrite("Hello", "translate"), () => rewrite("Hello", "custom", "Put this in French")]) {
      const error = refusal(run);
      expect(error.status).toBe(400);
      expect(error.message).toBe(TRANSLATION_NEEDS_MODEL);
    }
  });

  it("keeps the whitespace around the selection, so it replaces exactly the selection", () => {
    expect(rewrite("  This is really good.\n", "punchier")).toBe("  This is good.\n");
  });
});
