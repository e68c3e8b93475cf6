import { readFileSync } from "node:fs";
import { IntlMessageFormat } from "intl-messageformat";
import { describe, expect, it } from "vitest";
import { YOUTUBE_CATEGORY_NAMES, youtubeCategoryName } from "./youtube-categories.ts";

/** A `say` reading the real "server" catalogue of a language. */
const sayIn = (language: string) => {
  const catalogue = JSON.parse(
    readFileSync(new URL(`../locales/${language}/server.json`, import.meta.url), "utf8"),
  ) as Record<string, string>;
  return (text: string, values?: Record<string, string>) =>
    String(new IntlMessageFormat(catalogue[text] || text, language).format(values));
};

describe("YouTube's categories in the reader's language (keyed by id)", () => {
  it("keeps the English names", () => {
    expect(youtubeCategoryName("26")).toBe("Howto & Style (26)");
    expect(youtubeCategoryName("99")).toBe("Category 99");
  });

  it("names every category in Spanish, Portuguese, Japanese and Hindi", () => {
    for (const language of ["es", "pt-BR", "ja", "hi"]) {
      const say = sayIn(language);
      for (const [id, english] of Object.entries(YOUTUBE_CATEGORY_NAMES)) {
        expect(youtubeCategoryName(id, say), `${language} ${id}`).not.toContain(english);
        expect(youtubeCategoryName(id, say)).toContain(id);
      }
    }
    expect(youtubeCategoryName("27", sayIn("es"))).toBe("Educación (27)");
    expect(youtubeCategoryName("99", sayIn("ja"))).not.toBe("Category 99");
  });
});
