import { describe, expect, it } from "vitest";
import { languageName } from "../shared/languages.ts";
import { msg } from "../shared/message.ts";
import { AppError } from "./errors.ts";

// Decision 040: a message that names a broken rule says both in the member's language, never a sentence
// built with ${} in English.
describe("an error naming a rule that was broken", () => {
  const broke = new AppError(502, msg("The {name} translation broke YouTube's rules: {reason}"), undefined, undefined, {
    params: {
      language: "es",
      name: languageName("es"),
      reason: {
        text: msg("YouTube doesn't allow < or > in a title ({name})"),
        values: { language: "es", name: languageName("es") },
      },
    },
  });

  it("reads in English for API callers and logs", () => {
    expect(broke.message).toBe(
      "The Spanish translation broke YouTube's rules: YouTube doesn't allow < or > in a title (Spanish)",
    );
  });

  it("is translated whole, the rule and the language's name too, in the member's language", () => {
    const spanish = broke.messageIn("es");
    expect(spanish).not.toContain("broke YouTube's rules");
    expect(spanish).not.toContain("Spanish");
    expect(spanish.toLowerCase()).toContain("español");
    expect(broke.messageIn("ja")).toContain("スペイン語");
  });
});
