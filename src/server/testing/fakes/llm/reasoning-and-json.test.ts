import {
  extractReasoningMiddleware,
  generateText,
  NoObjectGeneratedError,
  Output,
  streamText,
  wrapLanguageModel,
} from "ai";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { z } from "zod";
import type { LlmApi } from "./options.ts";
import type { LlmProfileName } from "./profiles.ts";
import { REASONING_MARKER } from "./prose.ts";
import { modelFor } from "./sdk-clients.ts";
import { type LlmDouble, startLlmDouble } from "./server.ts";

const research = z.object({
  summary: z.string().describe("Two or three sentences on what a video about this topic should deliver"),
  keyPoints: z.array(z.string()).min(1).max(12),
  questionsViewersAsk: z.array(z.string().describe("A question viewers ask")).min(1).max(12),
  hashtags: z.array(z.string().regex(/^[\p{L}\p{N}_]+$/u)).max(15),
  chapters: z.array(z.object({ title: z.string().min(1).max(60), seconds: z.number().int().min(0) })).max(10),
});

const plan = z.object({
  sections: z.array(
    z.object({
      title: z.string(),
      role: z.enum(["hook", "intro", "body", "transition", "cta"]),
      topics: z.array(z.number().int()),
      words: z.number().int(),
    }),
  ),
});

const RESEARCH_PROMPT = "Research a YouTube video.\nTopic: home espresso\nGive 3 to 8 items in every list.";

const PLAN_PROMPT = [
  "Plan a full script for a YouTube video of 10 minutes: about 1500 words in all.",
  "Selected topics (by number):",
  "1. Choosing a grinder",
  "2. Dialing in a shot",
  "3. Milk texture",
  "Roles: hook, intro, body, transition, cta",
].join("\n");

/** The structured answer, or the error the SDK reports for it. */
async function structured<T>(api: LlmApi, double: LlmDouble, schema: z.ZodType<T>, prompt: string, modelId?: string) {
  try {
    const result = await generateText({
      model: modelFor(double.url, api, modelId),
      output: Output.object({ schema }),
      prompt,
      maxRetries: 0,
    });
    return { output: result.output, finishReason: result.finishReason };
  } catch (error) {
    return { error };
  }
}

describe.skipIf(process.env.TEST_DB === "postgres")("LLM doubles: reasoning and structured answers", () => {
  let double: LlmDouble;
  beforeAll(async () => {
    double = await startLlmDouble();
  });
  beforeEach(() => double.reset());
  afterAll(() => double.close());

  async function stream(profile: LlmProfileName, api: LlmApi, wrap?: Parameters<typeof extractReasoningMiddleware>[0]) {
    double.use(profile, { chunkDelayMs: 0 });
    const base = modelFor(double.url, api);
    const model = wrap ? wrapLanguageModel({ model: base, middleware: extractReasoningMiddleware(wrap) }) : base;
    const result = streamText({ model, prompt: "Topic: film photography\nWrite about 80 words.", maxRetries: 0 });
    const deltas: string[] = [];
    for await (const part of result.fullStream) {
      if (part.type === "text-delta") deltas.push(part.text);
      if (part.type === "error") throw part.error;
    }
    return {
      text: await result.text,
      reasoning: (await result.reasoningText) ?? "",
      deltas,
      exchange: double.requests[0],
    };
  }

  describe("reasoning reaches the SDK where the real servers put it", () => {
    it("in its own field (Ollama ≥ 0.9: delta.reasoning, content empty meanwhile): the SDK's reasoning parts", async () => {
      const { text, reasoning, exchange } = await stream("ollama-thinking", "ollama");
      expect(reasoning).toBe(exchange.reasoning);
      expect(reasoning).toContain(REASONING_MARKER);
      expect(text).toBe(exchange.text);
      expect(text).not.toContain(REASONING_MARKER);
      expect(exchange.reasoningSent).toBe(exchange.reasoning);
      expect(exchange.firstTextAt).toBeGreaterThanOrEqual(exchange.firstChunkAt!);
    });

    it("in reasoning_content (llama.cpp, older vLLM): the SDK's reasoning parts too", async () => {
      double.use("llamacpp", { reasoning: "field", reasoningField: "reasoning_content", chunkDelayMs: 0 });
      const result = streamText({
        model: modelFor(double.url, "llamacpp"),
        prompt: "Write about 80 words.",
        maxRetries: 0,
      });
      const text = await result.text;
      const exchange = double.requests[0];
      expect(text).toBe(exchange.text);
      expect(await result.reasoningText).toBe(exchange.reasoning);
      expect(exchange.reasoning).toContain(REASONING_MARKER);
    });

    it("inline <think>…</think>: raw text with the tags, split across chunks; the reasoning middleware takes it out", async () => {
      const raw = await stream("llamacpp-inline", "llamacpp");
      expect(raw.text).toBe(raw.exchange.content);
      expect(raw.text.startsWith("<think>\n")).toBe(true);
      expect(raw.text).toContain(`</think>\n\n${raw.exchange.text}`);
      expect(raw.text).toContain(REASONING_MARKER);
      expect(raw.deltas).not.toContain("<think>");
      expect(raw.deltas.some((d) => d.length > 0 && "<think>".startsWith(d) && d !== "<think>")).toBe(true);

      double.reset();
      const cleaned = await stream("llamacpp-inline", "llamacpp", { tagName: "think" });
      expect(cleaned.text.trim()).toBe(cleaned.exchange.text);
      expect(cleaned.text).not.toContain("think>");
      expect(cleaned.reasoning).toContain(REASONING_MARKER);
    });

    it("unopened (DeepSeek-R1's template): only </think> appears; startWithReasoning takes the reasoning out", async () => {
      const raw = await stream("deepseek-r1", "openai-chat");
      expect(raw.text).not.toContain("<think>");
      expect(raw.text).toContain(`</think>\n\n${raw.exchange.text}`);
      expect(raw.text.startsWith(raw.exchange.reasoning)).toBe(true);

      double.reset();
      const cleaned = await stream("deepseek-r1", "openai-chat", { tagName: "think", startWithReasoning: true });
      expect(cleaned.text.trim()).toBe(cleaned.exchange.text);
      expect(cleaned.reasoning).toContain(REASONING_MARKER);
    });

    it("Anthropic with thinking enabled: thinking blocks become reasoning parts", async () => {
      double.use("anthropic", { chunkDelayMs: 0 });
      const result = streamText({
        model: modelFor(double.url, "anthropic", "claude-sonnet-4-5"),
        prompt: "Write about 60 words.",
        providerOptions: { anthropic: { thinking: { type: "enabled", budgetTokens: 2048 } } },
        maxRetries: 0,
      });
      const text = await result.text;
      const exchange = double.requests[0];
      expect(text).toBe(exchange.text);
      expect(await result.reasoningText).toBe(exchange.reasoning);
      expect(exchange.reasoning).toContain(REASONING_MARKER);
      expect(exchange.body.thinking).toMatchObject({ type: "enabled" });
    });

    it("Anthropic without thinking asked does not think", async () => {
      double.use("anthropic", { chunkDelayMs: 0 });
      const result = await generateText({ model: modelFor(double.url, "anthropic"), prompt: "Hi", maxRetries: 0 });
      expect(result.reasoningText).toBeUndefined();
      expect(double.requests[0].reasoning).toBe("");
    });

    it("the Responses API with a reasoning summary asked: reasoning parts, counted in usage", async () => {
      double.use("openai-responses", { chunkDelayMs: 0 });
      const result = streamText({
        model: modelFor(double.url, "openai-responses", "gpt-5-mini"),
        prompt: "Write about 60 words.",
        providerOptions: { openai: { reasoningEffort: "low", reasoningSummary: "auto" } },
        maxRetries: 0,
      });
      const text = await result.text;
      const exchange = double.requests[0];
      expect(text).toBe(exchange.text);
      expect(await result.reasoningText).toBe(exchange.reasoning);
      const usage = await result.usage;
      expect(usage.outputTokenDetails.reasoningTokens).toBeGreaterThan(10);
    });

    it("reasoning comes before structured answers too, and the structured answer still parses", async () => {
      double.use("ollama-thinking", { chunkDelayMs: 0 });
      const answer = await structured("ollama", double, research, RESEARCH_PROMPT);
      expect(answer.error).toBeUndefined();
      expect(answer.output).toEqual(double.requests[0].json);
      expect(double.requests[0].reasoning).toContain(REASONING_MARKER);
    });
  });

  describe("structured answers", () => {
    it.each([
      ["openai-chat", undefined],
      ["openai-responses", undefined],
      ["ollama", undefined],
      ["anthropic", "claude-sonnet-4-5"],
    ] as const)("%s follows the requested schema with realistic strings", async (api, modelId) => {
      double.use(api);
      const answer = await structured(api, double, research, RESEARCH_PROMPT, modelId);
      expect(answer.error).toBeUndefined();
      const exchange = double.requests[0];
      expect(exchange.structured).toBe(true);
      expect(answer.output).toEqual(exchange.json);
      const output = answer.output as z.infer<typeof research>;
      expect(output.summary).toContain("home espresso");
      expect(output.questionsViewersAsk.every((q) => q.endsWith("?"))).toBe(true);
      expect(new Set(output.keyPoints).size).toBe(output.keyPoints.length);
    });

    it("Anthropic: native output format for models that have it, the forced json tool for the others", async () => {
      double.use("anthropic");
      await structured("anthropic", double, research, RESEARCH_PROMPT, "claude-sonnet-4-5");
      expect(double.requests[0].body.output_config).toMatchObject({ format: { type: "json_schema" } });

      double.reset();
      const answer = await structured("anthropic", double, research, RESEARCH_PROMPT, "claude-sonnet-4-20250514");
      const exchange = double.requests[0];
      expect(exchange.body.tool_choice).toMatchObject({ type: "any" });
      expect(exchange.body.tools).toMatchObject([{ name: "json" }]);
      expect(answer.output).toEqual(exchange.json);

      double.reset();
      double.use("anthropic", { chunkDelayMs: 0 });
      const streamed = streamText({
        model: modelFor(double.url, "anthropic", "claude-sonnet-4-20250514"),
        output: Output.object({ schema: research }),
        prompt: RESEARCH_PROMPT,
        maxRetries: 0,
      });
      const output = await streamed.output;
      expect(output).toEqual(double.requests[0].json);
    });

    it("a script plan is built from the prompt: its roles, its topics by number, budgets adding up to the length", async () => {
      double.use("openai-chat");
      const answer = await structured("openai-chat", double, plan, PLAN_PROMPT);
      const sections = (answer.output as z.infer<typeof plan>).sections;
      expect(sections.map((s) => s.role)).toEqual([
        "hook",
        "intro",
        "body",
        "transition",
        "body",
        "transition",
        "body",
        "cta",
      ]);
      expect(sections.filter((s) => s.role === "body").map((s) => s.topics)).toEqual([[1], [2], [3]]);
      expect(sections.reduce((sum, s) => sum + s.words, 0)).toBe(1500);
      expect(sections[2].words).toBeGreaterThan(sections[1].words);
    });

    it("fenced JSON (a model without structured output): Output.object fails, the JSON is inside a ```json fence", async () => {
      double.use("fenced-json");
      const answer = await structured("openai-chat", double, research, RESEARCH_PROMPT);
      expect(NoObjectGeneratedError.isInstance(answer.error)).toBe(true);
      const exchange = double.requests[0];
      expect(exchange.text).toMatch(/^```json\n\{[\s\S]*\}\n```$/);
      expect(JSON.parse(exchange.text.slice(8, -4))).toEqual(exchange.json);
    });

    it('prefaced JSON: "Here is the JSON output:" before it, and Output.object fails', async () => {
      double.use("prefaced-json");
      const answer = await structured("ollama", double, research, RESEARCH_PROMPT);
      expect(NoObjectGeneratedError.isInstance(answer.error)).toBe(true);
      const exchange = double.requests[0];
      expect(exchange.text.startsWith("Here is the JSON output:\n\n{")).toBe(true);
      expect(JSON.parse(exchange.text.slice(exchange.text.indexOf("{")))).toEqual(exchange.json);
    });

    it.each([
      ["openai-chat", "length", undefined],
      ["openai-responses", "incomplete", undefined],
      ["anthropic", "max_tokens", "claude-sonnet-4-5"],
      ["anthropic", "max_tokens", "claude-sonnet-4-20250514"],
    ] as const)(
      "%s cut JSON: the first structured answer stops mid-JSON (%s), the next one is whole",
      async (api, reason, modelId) => {
        double.use("cut-json", { api });
        const first = await structured(api, double, research, RESEARCH_PROMPT, modelId);
        expect(NoObjectGeneratedError.isInstance(first.error)).toBe(true);
        expect((first.error as NoObjectGeneratedError).finishReason).toBe("length");
        const cut = double.requests[0];
        expect(cut.finishReason).toBe(reason);
        expect(cut.sent.length).toBeLessThan(JSON.stringify(cut.json).length);
        expect(JSON.stringify(cut.json).startsWith(cut.sent)).toBe(true);

        const second = await structured(api, double, research, RESEARCH_PROMPT, modelId);
        expect(second.error).toBeUndefined();
        expect(second.output).toEqual(double.requests[1].json);
      },
    );
  });
});
