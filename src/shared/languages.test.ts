import { describe, expect, it } from "vitest";
import {
  canonicalLanguageTag,
  LISTED_LANGUAGES,
  languageDirection,
  languageEndonym,
  languageName,
  languageTagSchema,
  writtenWithoutSpaces,
} from "./languages.ts";

describe("languages", () => {
  it("names each language in its own words and in the reader's", () => {
    expect(languageEndonym("ja")).toBe("日本語");
    expect(languageEndonym("es")).toBe("Español");
    expect(languageEndonym("hi")).toBe("हिन्दी");
    expect(languageName("ja", "en")).toBe("Japanese");
  });

  it("accepts any well-formed BCP 47 tag in canonical form and refuses the rest", () => {
    expect(canonicalLanguageTag("EN-us")).toBe("en-US");
    expect(canonicalLanguageTag("not a tag")).toBeNull();
    expect(languageTagSchema.parse(" pt-br ")).toBe("pt-BR");
    expect(languageTagSchema.safeParse("x").success).toBe(false);
    for (const tag of LISTED_LANGUAGES) expect(canonicalLanguageTag(tag)).toBe(tag);
  });

  it("knows which languages are written without spaces and which right to left", () => {
    for (const tag of ["ja", "zh-Hans", "th", "lo", "km", "my"]) expect(writtenWithoutSpaces(tag)).toBe(true);
    for (const tag of ["en", "es", "hi", "ar", "ko", "vi"]) expect(writtenWithoutSpaces(tag)).toBe(false);
    for (const tag of ["ar", "he", "ur", "fa"]) expect(languageDirection(tag)).toBe("rtl");
    expect(languageDirection("en")).toBe("ltr");
  });
});
