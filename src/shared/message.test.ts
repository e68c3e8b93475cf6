import { describe, expect, it } from "vitest";
import { messageWithValues, msg } from "./message.ts";
import { replySchema } from "./schemas/review.ts";

describe("a message built with values", () => {
  it("reads in English as before, and keeps its catalogue text and values to be translated", () => {
    const label = msg("Channel name");
    const message = msg("{label} must be at most {max} characters", { label, max: 200 });
    expect(message).toBe("Channel name must be at most 200 characters");
    expect(messageWithValues(message)).toEqual({
      text: "{label} must be at most {max} characters",
      values: { label: "Channel name", max: 200 },
    });
    expect(messageWithValues("Channel name")).toBeUndefined();
  });

  it("is what a shared schema answers, numbers grouped as English groups them", () => {
    const result = replySchema.safeParse({ body: "x".repeat(5_001) });
    const message = result.error?.issues[0]?.message ?? "";
    expect(message).toBe("A comment is at most 5,000 characters");
    expect(messageWithValues(message)).toEqual({
      text: "A comment is at most {max, number} characters",
      values: { max: 5_000 },
    });
  });
});
