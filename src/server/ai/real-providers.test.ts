import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ResearchData, ScriptConfig, ScriptInput } from "../../shared/schemas/studio.ts";
import { countWords } from "../../shared/studio.ts";
import { loadConfig } from "../config.ts";
import { createLogger } from "../logger.ts";
import { unreachableBaseUrl } from "../testing/fakes/llm/faults.ts";
import type { LlmProfileName } from "../testing/fakes/llm/profiles.ts";
import { REASONING_MARKER } from "../testing/fakes/llm/prose.ts";
import { type LlmDouble, startLlmDouble } from "../testing/fakes/llm/server.ts";
import { aiEnvFor, modelTextMismatch, scriptCalls, sectionTexts } from "../testing/model-double.ts";
import { type ConnectedModel, DEFAULT_RETRY } from "./model-call.ts";
import { createModelWriter } from "./model-writer.ts";
import { modelPackagingWriter } from "./packaging-writer.ts";
import { connectModel } from "./provider.ts";
import type { ModelStatus, ScriptWriterEvent } from "./studio-writer.ts";

// The studio against providers that stream the way real ones do (src/server/testing/fakes/llm): token-
// shaped streams, reasoning in its own field or inline, JSON in fences, models that miss their length,
// busy answers and failures mid-stream. What reaches the member is exactly the model's text.

const logger = createLogger("silent");
const research: ResearchData = {
  summary: "A video about sourdough for busy parents.",
  audienceInsights: ["Busy parents have little time"],
  keyPoints: ["Feeding the starter"],
  questionsViewersAsk: ["How often do I feed it?"],
  keywordIdeas: ["sourdough for beginners"],
  competitorAngles: ["Long artisan videos"],
  hookIdeas: ["Bread in ten minutes of work"],
};
const TOPICS = ["Feeding the starter", "Mixing and folding", "Shaping the loaf", "Baking in a Dutch oven"];

function input(config: Partial<ScriptConfig>, topics = 3): ScriptInput {
  return {
    researchData: research,
    topic: "Sourdough at home",
    selectedTopics: TOPICS.slice(0, topics),
    scriptConfig: {
      duration: 1,
      tone: "educational",
      scriptType: "full",
      includeHooks: true,
      includeCTA: true,
      includeTransitions: true,
      ...config,
    },
  };
}

function connect(double: LlmDouble, settings: { model?: string; env?: Record<string, string> } = {}): ConnectedModel {
  const ai = loadConfig({
    DATA_DIR: "/tmp/scriptloom-real-providers",
    ...aiEnvFor(double.options.api, double.url, settings.model),
    ...settings.env,
  }).ai;
  const connected = connectModel(ai)!;
  // Waits shortened for the tests; what is waited for (retry-after, backoff) is the same.
  return { ...connected, retry: { ...DEFAULT_RETRY, firstDelayMs: 50 } };
}

async function write(connected: ConnectedModel, script: ScriptInput) {
  const events: ScriptWriterEvent[] = [];
  const statuses: ModelStatus[] = [];
  const writer = createModelWriter({ connected, logger });
  for await (const event of writer.streamScript(script, undefined, (s) => statuses.push(s))) events.push(event);
  return { events, statuses, text: events.map((e) => (e.type === "delta" ? e.text : "")).join("") };
}

function expectModelText(sections: string[], double: LlmDouble) {
  expect(modelTextMismatch(sections, scriptCalls(double.requests))).toBeNull();
}

describe.each(["openai-chat", "openai-responses", "anthropic", "ollama"] as const)(
  "on the %s double, with token-shaped streams",
  (profile) => {
    let double: LlmDouble;
    beforeAll(async () => {
      double = await startLlmDouble(profile, { chunkDelayMs: 0 });
    });
    afterAll(() => double.close());

    it.each([1, 30])("a %i-minute script is the model's text apart from our section labels", async (minutes) => {
      double.reset();
      double.options.chunkDelayMs = 0;
      const { events, text } = await write(connect(double), input({ duration: minutes }, 3));
      const sections = sectionTexts(events, "full");
      expect(sections.join("").length).toBeGreaterThan(0);
      expectModelText(sections, double);
      // Words are never broken by spaces, and punctuation never follows a space.
      expect(text).not.toMatch(/ [,.!?;:](?:\s|$)/);
      expect(Math.abs(countWords(text) / (minutes * 150) - 1)).toBeLessThanOrEqual(0.1);
    });
  },
);

describe.each(["openai-chat", "openai-responses", "anthropic", "ollama"] as const)(
  "research, topics, packaging and a rewrite on the %s double",
  (profile) => {
    it("are the model's own words, kept as written", async () => {
      const double = await startLlmDouble(profile, { chunkDelayMs: 0 });
      try {
        const connected = connect(double);
        const writer = createModelWriter({ connected, logger });
        const found = await writer.research({ niche: "Food & Cooking", topic: "Sourdough at home" });
        expect(found).toEqual(double.requests.at(-1)?.json);
        const topics = await writer.topics({ researchData: research, topic: "Sourdough" });
        expect(topics).toEqual((double.requests.at(-1)!.json as { topics: string[] }).topics.slice(0, 10));
        const rewritten = await writer.rewrite({ selectedText: "Bread is easy.", style: "punchier" });
        expect(rewritten).toBe(double.requests.at(-1)?.text.trim());
        const packaging = await modelPackagingWriter(connected, logger).write(
          { script: "Some script text.", topic: "Sourdough", keywords: ["sourdough"] },
          "titles",
        );
        const titles = (double.requests.at(-1)!.json as { titles: string[] }).titles;
        expect(packaging.titles).toEqual(titles.slice(0, packaging.titles?.length));
      } finally {
        await double.close();
      }
    });
  },
);

describe("reasoning never reaches the member", () => {
  const cases: Array<[string, LlmProfileName, string | undefined]> = [
    ["in its own field (Ollama ≥ 0.9)", "ollama-thinking", undefined],
    ["inline <think> blocks (llama.cpp --reasoning-format none)", "llamacpp-inline", undefined],
    ["unopened blocks (DeepSeek-R1's template)", "deepseek-r1", "deepseek-r1:8b"],
  ];
  it.each(cases)("with reasoning %s: research, topics, script, packaging and a rewrite", async (_, profile, model) => {
    const double = await startLlmDouble(profile, { chunkDelayMs: 0 });
    try {
      const connected = connect(double, { model });
      const writer = createModelWriter({ connected, logger });
      const found = await writer.research({ niche: "Food & Cooking", topic: "Sourdough at home" });
      const topics = await writer.topics({ researchData: research, topic: "Sourdough" });
      const { text, statuses } = await write(connected, input({ duration: 1 }, 2));
      const rewritten = await writer.rewrite({ selectedText: "Bread is easy.", style: "punchier" });
      const packaging = await modelPackagingWriter(connected, logger).write(
        { script: text, topic: "Sourdough", keywords: ["sourdough"], research: undefined },
        "all",
      );
      const everything = JSON.stringify({ found, topics, text, rewritten, packaging });
      expect(everything).not.toContain("<think>");
      expect(everything).not.toContain("</think>");
      expect(everything).not.toContain(REASONING_MARKER);
      // The model did think (so the test would see it leak), and the member was told it was thinking.
      expect(double.requests.every((r) => r.reasoning.includes(REASONING_MARKER))).toBe(true);
      expect(statuses).toContainEqual({ state: "thinking" });
    } finally {
      await double.close();
    }
  });
});

describe("structured answers survive real models", () => {
  it.each(["fenced-json", "prefaced-json", "cut-json"] as const)(
    "research, topics, a plan and packaging from %s answers",
    async (profile) => {
      const double = await startLlmDouble(profile, { chunkDelayMs: 0 });
      try {
        const connected = connect(double);
        const writer = createModelWriter({ connected, logger });
        const found = await writer.research({ niche: "Food & Cooking", topic: "Sourdough at home" });
        expect(found.keyPoints.length).toBeGreaterThan(0);
        double.use(profile, { chunkDelayMs: 0 });
        expect((await writer.topics({ researchData: research, topic: "Sourdough" })).length).toBeGreaterThan(0);
        double.use(profile, { chunkDelayMs: 0 });
        const { events } = await write(connected, input({ duration: 5 }, 2));
        const plan = events.find((e) => e.type === "plan");
        expect(plan?.type === "plan" && plan.sections.length).toBeGreaterThan(2);
        // The model's own plan was used (its titles), not the fallback made without it.
        const planned = double.requests.find((r) => r.structured && r.prompt.includes("Plan a full script"));
        expect(planned).toBeDefined();
        double.use(profile, { chunkDelayMs: 0 });
        const packaging = await modelPackagingWriter(connected, logger).write(
          { script: "Some script text.", topic: "Sourdough", keywords: ["sourdough"], research: undefined },
          "all",
        );
        expect(packaging.titles?.length).toBeGreaterThan(0);
        if (profile === "cut-json") {
          // The cut answer was asked again with more room, not patched up.
          const structured = double.requests.filter((r) => r.structured);
          expect(structured[0].finishReason).toBe("length");
        }
      } finally {
        await double.close();
      }
    },
  );
});

describe("waiting is visible, failure is clear", () => {
  let double: LlmDouble;
  beforeAll(async () => {
    double = await startLlmDouble("openai-chat", { chunkDelayMs: 0 });
  });
  afterAll(() => double.close());

  it("waits out two 429s, honouring retry-after, and says so", async () => {
    double.reset();
    double.fail({ kind: "rate-limit", retryAfterSeconds: 1 }, { kind: "rate-limit", sendRetryAfter: false });
    const started = Date.now();
    const { text, statuses } = await write(connect(double), input({ duration: 0.5 }, 1));
    expect(countWords(text)).toBeGreaterThan(50);
    expect(statuses.filter((s) => s.state === "waiting")).toEqual([
      { state: "waiting", seconds: 1 },
      { state: "waiting", seconds: 1 },
    ]);
    // The first wait was the one retry-after asked for.
    expect(Date.now() - started).toBeGreaterThanOrEqual(1000);
  });

  it("waits out Anthropic's 529 overloaded_error", async () => {
    const anthropic = await startLlmDouble("anthropic", { chunkDelayMs: 0 });
    try {
      anthropic.fail({ kind: "overloaded" });
      const { text, statuses } = await write(connect(anthropic), input({ duration: 0.5 }, 1));
      expect(countWords(text)).toBeGreaterThan(50);
      expect(statuses.some((s) => s.state === "waiting")).toBe(true);
    } finally {
      await anthropic.close();
    }
  });

  it("carries on after an error in the middle of a stream, without repeating or losing words", async () => {
    double.reset();
    double.fail({ kind: "error-after", chunks: 40 });
    const { events } = await write(connect(double), input({ duration: 1 }, 1));
    const calls = scriptCalls(double.requests);
    expect(calls[0].fault?.kind).toBe("error-after");
    // The broken call's text is kept as it was sent, and the retry carries on after it.
    const sections = sectionTexts(events, "full");
    expect(sections[0].startsWith(calls[0].sent.trimStart())).toBe(true);
    expectModelText(sections, double);
    expect(calls.length).toBeGreaterThanOrEqual(2);
  });

  it("fails within 10 s with where it looked when the model can't be reached", async () => {
    const down = await unreachableBaseUrl();
    const ai = loadConfig({ DATA_DIR: "/tmp/x", AI_PROVIDER: "ollama", AI_BASE_URL: down }).ai;
    const writer = createModelWriter({ connected: connectModel(ai)!, logger });
    const started = Date.now();
    await expect(writer.research({ niche: "Food & Cooking", topic: "Bread" })).rejects.toThrow(
      `Could not reach the model at ${down}`,
    );
    expect(Date.now() - started).toBeLessThan(10_000);
  });

  it("gives up on a model that sends nothing, after AI_TIMEOUT_S", async () => {
    double.reset();
    double.fail({ kind: "silent" });
    const connected = { ...connect(double), silenceMs: 500 };
    const writer = createModelWriter({ connected, logger });
    await expect(writer.research({ niche: "Food & Cooking", topic: "Bread" })).rejects.toThrow(
      "The model sent nothing for 1 s",
    );
  });
});
