import { describe, expect, it } from "vitest";
import { catalogueT } from "../lib/catalogue-for-tests.ts";
import { presenceLine } from "./presence-bar.tsx";

const ana = { id: "a", name: "Ana", state: "editing" as const };
const ben = { id: "b", name: "Ben", state: "editing" as const };
const olga = { id: "o", name: "Olga", state: "viewing" as const };

describe("who else has the script open, in the interface's language", () => {
  it("keeps the English words", async () => {
    const t = await catalogueT("en", "common");
    expect(presenceLine([ana], t, "en")).toBe("Ana is editing");
    expect(presenceLine([ana, ben], t, "en")).toBe("Ana and Ben are editing");
    expect(presenceLine([olga], t, "en")).toBe("1 other member here");
    expect(presenceLine([olga, { ...olga, id: "p" }], t, "en")).toBe("2 other members here");
  });

  it("speaks Spanish and Japanese, names joined as the language joins them", async () => {
    const es = await catalogueT("es", "common");
    expect(presenceLine([ana, ben], es, "es")).toBe("Ana y Ben están editando");
    expect(presenceLine([olga], es, "es")).toBe("1 miembro más aquí");
    const ja = await catalogueT("ja", "common");
    expect(presenceLine([ana, ben], ja, "ja")).toContain("Ana、Ben");
  });
});
