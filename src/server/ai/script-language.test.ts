import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { countLength, targetLength } from "../../shared/length.ts";
import type { ScriptInput } from "../../shared/schemas/studio.ts";
import { loadConfig } from "../config.ts";
import { createLogger } from "../logger.ts";
import { type LlmDouble, startLlmDouble } from "../testing/fakes/llm/server.ts";
import { aiEnvFor } from "../testing/model-double.ts";
import { DEFAULT_RETRY } from "./model-call.ts";
import { createModelWriter } from "./model-writer.ts";
import { connectModel } from "./provider.ts";
import type { ScriptWriterEvent } from "./studio-writer.ts";

// Scripts in the language asked for, on the OpenAI double streaming token by token: it writes Japanese
// when the prompt says so, one or two characters a token as the o200k vocabulary cuts it, and Spanish
// and Hindi in words. The length loop counts each in its own unit (decision 038).
let fake: LlmDouble;
beforeAll(async () => {
  fake = await startLlmDouble("openai-chat", { chunkDelayMs: 0 });
});
afterAll(() => fake.close());
beforeEach(() => fake.reset());

function writer() {
  const ai = loadConfig({ DATA_DIR: "/tmp/scriptloom-script-language", ...aiEnvFor("openai-chat", fake.url) }).ai;
  const connected = connectModel(ai)!;
  return createModelWriter({
    connected: { ...connected, retry: { ...DEFAULT_RETRY, busyRetries: 0 } },
    logger: createLogger("silent"),
  });
}

async function write(script: ScriptInput) {
  const deltas: string[] = [];
  for await (const event of writer().streamScript(script) as AsyncIterable<ScriptWriterEvent>) {
    if (event.type === "delta") deltas.push(event.text);
  }
  return { text: deltas.join(""), deltas };
}

function input(language: string, topic: string, topics: string[]): ScriptInput {
  return {
    researchData: {
      summary: "Sourdough for busy parents.",
      audienceInsights: ["Busy parents have little time"],
      keyPoints: ["Feeding the starter"],
      questionsViewersAsk: ["How often do I feed it?"],
      keywordIdeas: ["sourdough"],
      competitorAngles: ["Long artisan videos"],
      hookIdeas: ["Bread in ten minutes of work"],
    },
    topic,
    selectedTopics: topics,
    scriptConfig: {
      duration: 5,
      tone: "educational",
      scriptType: "full",
      includeHooks: true,
      includeCTA: true,
      includeTransitions: false,
      language,
    },
  };
}

describe("a 5-minute script in the language asked for", () => {
  it("in Japanese: 1,500 characters within 10 %, no character lost or spaced, every request naming Japanese", async () => {
    const { text, deltas } = await write(
      input("ja", "忙しい親のためのサワードウ", ["スターターの世話", "生地をこねる"]),
    );
    const target = targetLength(5, "ja");
    expect(target).toBe(1500);
    const length = countLength(text, "ja");
    expect(Math.abs(length / target - 1), `${length} of ${target}`).toBeLessThanOrEqual(0.1);
    // Streamed in small pieces, as BPE tokenizers cut Japanese, and put together with nothing added.
    expect(deltas.length).toBeGreaterThan(200);
    const body = text.replace(/\[[^\]]*\]\n/g, "");
    expect(body).not.toMatch(
      /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}、。] +[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}「]/u,
    );
    expect(body).toMatch(/[\p{Script=Hiragana}]/u);
    // Every sentence the model wrote reached the script whole: each one ends with its own mark.
    for (const paragraph of body.split(/\n\n+/).filter(Boolean)) expect(paragraph.trim()).toMatch(/[。？」]$/u);
    const requests = fake.requests.filter((r) => r.streamed || r.structured);
    expect(requests.length).toBeGreaterThan(1);
    for (const request of requests) expect(request.prompt).toContain("Write in Japanese (日本語, ja).");
  });

  it("in Spanish: 800 words within 10 %, every request naming Spanish", async () => {
    const { text } = await write(input("es", "Masa madre para padres ocupados", ["Alimentar la masa madre", "Amasar"]));
    const target = targetLength(5, "es");
    const length = countLength(text, "es");
    expect(Math.abs(length / target - 1), `${length} of ${target}`).toBeLessThanOrEqual(0.1);
    expect(text).toMatch(/[¿¡ñá-ú]/u);
    for (const request of fake.requests) expect(request.prompt).toMatch(/Write in Spanish \(Español, es\)\./);
  });

  it("in Hindi: in words, within 10 %", async () => {
    const { text } = await write(input("hi", "व्यस्त माता-पिता के लिए सावरडो", ["स्टार्टर", "गूँधना"]));
    const target = targetLength(5, "hi");
    const length = countLength(text, "hi");
    expect(Math.abs(length / target - 1), `${length} of ${target}`).toBeLessThanOrEqual(0.1);
    expect(text).toMatch(/\p{Script=Devanagari}/u);
  });
});
