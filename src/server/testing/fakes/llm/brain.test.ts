import { describe, expect, it } from "vitest";
import { subjectOf, wordsAskedFor } from "./brain.ts";
import { sampleSchema } from "./json-value.ts";
import { languageAskedFor } from "./languages.ts";
import { countWords, REASONING_MARKER, writeProse, writeReasoning } from "./prose.ts";
import { seededRandom } from "./seed.ts";

describe.skipIf(process.env.TEST_DB === "postgres")("the LLM double's model", () => {
  it("writes natural prose: paragraphs, commas, apostrophes, quotes, questions, numbers and em dashes", () => {
    const text = writeProse(1500, "home espresso", seededRandom(7));
    expect(text.split("\n\n").length).toBeGreaterThan(15);
    for (const mark of [",", "it's", "don't", '"', "?", "—"]) expect(text).toContain(mark);
    expect(text).toMatch(/\d\.5 /);
    expect(text).toMatch(/\d,\d{3}/);
    expect(text).toMatch(/\d0%/);
    expect(text).toContain("home espresso");
    expect(text).toMatch(/[.?!"]$/);
    expect(Math.abs(countWords(text) - 1500)).toBeLessThanOrEqual(10);
  });

  it("never writes past its cap, and ends on a full sentence there", () => {
    const text = writeProse(5000, "this topic", seededRandom(3), 1000);
    expect(countWords(text)).toBeLessThanOrEqual(1000);
    expect(countWords(text)).toBeGreaterThan(980);
    expect(text).toMatch(/[.?!"]$/);
  });

  it("thinks in prose a test can recognise, which no answer contains", () => {
    const reasoning = writeReasoning("to write about 200 words on knots", seededRandom(1));
    expect(reasoning).toContain(REASONING_MARKER);
    for (let seed = 0; seed < 50; seed++)
      expect(writeProse(300, "knots", seededRandom(seed))).not.toContain(REASONING_MARKER);
  });

  it('reads the length from the last "Write about N words" and the subject from the prompt', () => {
    expect(wordsAskedFor("Write about 100 words. … Write about 250 words.")).toBe(250);
    expect(wordsAskedFor("Say hello.")).toBeNull();
    expect(subjectOf('This section: "Dialing In A Shot", the main part')).toBe("dialing in a shot");
    expect(subjectOf("Topic: Home Espresso\nMore")).toBe("home espresso");
  });

  it("writes the language the prompt names, counted in characters where it has no spaces", () => {
    expect(languageAskedFor("Write in Japanese (日本語, ja). Answer in Japanese only.")).toBe("ja");
    expect(languageAskedFor("Write in Spanish (Español, es). …")).toBe("es");
    expect(languageAskedFor("Write in Brazilian Portuguese (português, pt-BR).")).toBe("en");
    expect(languageAskedFor("Write about 100 words.")).toBe("en");
    expect(wordsAskedFor("Write about 1500 characters.")).toBe(1500);
    const japanese = writeProse(600, "パン", seededRandom(2), Number.POSITIVE_INFINITY, "ja");
    expect(japanese).not.toMatch(/ /);
    expect(Math.abs([...japanese.replace(/\s/g, "")].length - 600)).toBeLessThanOrEqual(30);
    expect(writeProse(300, "pan", seededRandom(2), Number.POSITIVE_INFINITY, "es")).toMatch(/¿/);
  });

  it("fills any JSON schema: enums, bounds, nullable and referenced parts", () => {
    const schema = {
      type: "object",
      properties: {
        tone: { enum: ["calm", "bold"] },
        score: { type: "integer", minimum: 3, maximum: 5 },
        note: { anyOf: [{ type: "null" }, { type: "string", maxLength: 20 }] },
        items: { type: "array", minItems: 7, maxItems: 8, items: { $ref: "#/$defs/item" } },
      },
      $defs: { item: { type: "object", properties: { label: { type: "string" } } } },
    };
    const value = sampleSchema(schema, "kites", seededRandom(2)) as Record<string, unknown>;
    expect(["calm", "bold"]).toContain(value.tone);
    expect(value.score).toBeGreaterThanOrEqual(3);
    expect(value.score).toBeLessThanOrEqual(5);
    expect(typeof value.note).toBe("string");
    expect((value.note as string).length).toBeLessThanOrEqual(20);
    const items = value.items as Array<{ label: string }>;
    expect(items.length).toBeGreaterThanOrEqual(7);
    expect(new Set(items.map((i) => i.label)).size).toBe(items.length);
  });
});
