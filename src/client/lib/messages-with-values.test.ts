import { describe, expect, it } from "vitest";
import { createChannelSchema } from "../../shared/schemas/library.ts";
import { replySchema } from "../../shared/schemas/review.ts";
import { catalogueT } from "./catalogue-for-tests.ts";

const firstMessage = (result: { error?: { issues: Array<{ message: string }> } }) =>
  result.error?.issues[0]?.message ?? "";

describe("a shared schema's message built with values, shown by t()", () => {
  it("says it in Spanish with its values, the field's label translated too", async () => {
    const t = await catalogueT("es", "server");
    const tooLong = firstMessage(createChannelSchema.safeParse({ name: "x".repeat(201) }));
    expect(tooLong).toBe("Channel name must be at most 200 characters");
    expect(t(tooLong)).toBe("Nombre del canal debe tener como máximo 200 caracteres");
    // Spanish leaves a four-digit number ungrouped; Brazilian Portuguese groups it with a dot.
    const overlong = firstMessage(replySchema.safeParse({ body: "x".repeat(5_001) }));
    expect(t(overlong)).toBe("Un comentario tiene como máximo 5000 caracteres");
    expect((await catalogueT("pt-BR", "server"))(overlong)).toBe("Um comentário tem no máximo 5.000 caracteres");
  });

  it("keeps the English text in English, and leaves any other text alone", async () => {
    const t = await catalogueT("en", "server");
    const tooLong = firstMessage(replySchema.safeParse({ body: "x".repeat(5_001) }));
    expect(t(tooLong)).toBe("A comment is at most 5,000 characters");
    expect(t("Channel not found")).toBe("Channel not found");
  });
});
