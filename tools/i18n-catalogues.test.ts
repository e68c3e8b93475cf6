// The catalogues' completeness (decision 040): every language has every key English has, translated,
// as a well-formed ICU message naming the same values; and the English catalogue is what extraction
// makes of the code (a string marked in code but missing from it, or a key no code uses, fails).
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { extract } from "i18next-cli";
import { IntlMessageFormat } from "intl-messageformat";
import { describe, expect, it } from "vitest";
import { INTERFACE_LANGUAGES, NAMESPACES } from "../src/shared/interface-language.ts";
import { clientExtraction, serverExtraction } from "./i18n-config.ts";

const root = path.resolve(import.meta.dirname, "..");
const localesDir = path.join(root, "src/locales");

const read = (language: string, namespace: string): Record<string, string> =>
  JSON.parse(readFileSync(path.join(localesDir, language, `${namespace}.json`), "utf8"));

/** The names of the values an ICU message uses ("{n, plural, …}" and "{title}" → n, title). */
function argumentsOf(message: string, language: string): string[] {
  const names = new Set<string>();
  const walk = (elements: unknown[]) => {
    for (const element of elements as Array<Record<string, unknown>>) {
      if (typeof element.value === "string" && element.type !== 0) names.add(element.value);
      for (const option of Object.values((element.options ?? {}) as Record<string, { value: unknown[] }>)) {
        walk(option.value);
      }
    }
  };
  walk(new IntlMessageFormat(message, language, undefined, { ignoreTag: true }).getAst() as unknown[]);
  return [...names].sort();
}

describe("the catalogues", () => {
  it("have one file per namespace in every language, and nothing else", () => {
    for (const language of INTERFACE_LANGUAGES) {
      const files = readdirSync(path.join(localesDir, language)).sort();
      expect(files, language).toEqual(NAMESPACES.map((ns) => `${ns}.json`).sort());
    }
  });

  it("English is its own keys: every value is the key", () => {
    for (const namespace of NAMESPACES) {
      for (const [key, value] of Object.entries(read("en", namespace))) expect(value, `en/${namespace}`).toBe(key);
    }
  });

  for (const language of INTERFACE_LANGUAGES.filter((l) => l !== "en")) {
    it(`${language} translates every key English has, with the same values named`, () => {
      const missing: string[] = [];
      const mismatched: string[] = [];
      for (const namespace of NAMESPACES) {
        const english = read("en", namespace);
        const translated = read(language, namespace);
        for (const key of Object.keys(english)) {
          const text = translated[key];
          if (typeof text !== "string" || text.trim() === "") {
            missing.push(`${namespace}: ${key}`);
            continue;
          }
          if (argumentsOf(text, language).join() !== argumentsOf(key, "en").join()) {
            mismatched.push(`${namespace}: ${key} → ${text}`);
          }
        }
        for (const key of Object.keys(translated)) if (!(key in english)) missing.push(`${namespace}: extra ${key}`);
      }
      expect(missing, `${language} lacks these (npm run i18n:extract, then translate)`).toEqual([]);
      expect(mismatched, `${language} names other values than English`).toEqual([]);
    });
  }

  it("are what extraction makes of the code (npm run i18n:extract leaves them as they are)", async () => {
    const stale: string[] = [];
    for (const config of [clientExtraction, serverExtraction]) {
      const results = await extract({ ...config, extract: { ...config.extract } }, {});
      for (const result of results) {
        if (result.updated) stale.push(path.relative(root, result.path));
      }
    }
    expect(stale, "catalogues out of date with the code: run npm run i18n:extract").toEqual([]);
  }, 60_000);
});
