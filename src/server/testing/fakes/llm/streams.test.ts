import { generateText, streamText } from "ai";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { LlmApi } from "./options.ts";
import { countWords } from "./prose.ts";
import { modelFor } from "./sdk-clients.ts";
import { type LlmDouble, startLlmDouble } from "./server.ts";
import { tokenize } from "./tokens.ts";

// The doubles touch no database: one run (the PGlite project's) is enough.
describe.skipIf(process.env.TEST_DB === "postgres")("LLM doubles stream the way each real API does", () => {
  let double: LlmDouble;
  beforeAll(async () => {
    double = await startLlmDouble();
  });
  beforeEach(() => {
    double.reset();
    double.options.chunkDelayMs = 0;
  });
  afterAll(() => double.close());

  async function streamDeltas(api: LlmApi, prompt: string) {
    double.use(api, { chunkDelayMs: 0 });
    const result = streamText({ model: modelFor(double.url, api), prompt, maxRetries: 0 });
    const deltas: string[] = [];
    for await (const part of result.fullStream) {
      if (part.type === "text-delta") deltas.push(part.text);
      if (part.type === "error") throw part.error;
    }
    return { deltas, text: await result.text, finishReason: await result.finishReason, usage: await result.usage };
  }

  const PROMPT = "Topic: sourdough baking\nWrite a paragraph for the video. Write about 150 words.";

  describe.each(["openai-chat", "ollama", "llamacpp"] as const)("%s: one tokenizer token a chunk", (api) => {
    it("streams exactly the text the model wrote, cut where a tokenizer cuts it", async () => {
      const { deltas, text, finishReason } = await streamDeltas(api, PROMPT);
      const exchange = double.requests[0];
      expect(exchange.api).toBe(api);
      expect(text).toBe(exchange.text);
      expect(deltas.join("")).toBe(exchange.sent);
      expect(finishReason).toBe("stop");
      expect(countWords(text)).toBeGreaterThan(130);
      expect(countWords(text)).toBeLessThan(170);
      expect(text).toMatch(/\n\n/);
      // One token a chunk: a leading space rides on its word, punctuation arrives alone, and some
      // chunks start in the middle of a word.
      for (const delta of deltas) expect(tokenize(delta)).toEqual([delta]);
      expect(deltas.some((d) => /^ \w/.test(d))).toBe(true);
      expect(deltas.some((d) => /^[,.?]$/.test(d))).toBe(true);
      expect(deltas.some((d, i) => i > 0 && /^\w/.test(d) && /\w$/.test(deltas[i - 1]))).toBe(true);
    });
  });

  it("openai-chat: the first chunk has an empty content and no refusal, usage arrives once at the end", async () => {
    double.use("openai-chat", { chunkDelayMs: 0 });
    const response = await fetch(`${double.url}/chat/completions`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({
        model: "gpt-4o-mini",
        stream: true,
        stream_options: { include_usage: true },
        messages: [{ role: "user", content: "Write about 20 words." }],
      }),
    });
    const events = (await response.text()).split("\n\n").filter(Boolean);
    expect(events.at(-1)).toBe("data: [DONE]");
    const chunks = events.slice(0, -1).map((e) => JSON.parse(e.slice("data: ".length)));
    expect(chunks[0].choices[0].delta).toEqual({ role: "assistant", content: "", refusal: null });
    expect(chunks.slice(0, -1).every((c) => c.usage === null && typeof c.obfuscation === "string")).toBe(true);
    expect(chunks.at(-2).choices[0]).toMatchObject({ delta: {}, finish_reason: "stop" });
    expect(chunks.at(-1).choices).toEqual([]);
    expect(chunks.at(-1).usage.completion_tokens).toBe(tokenize(double.requests[0].text).length);
  });

  it("ollama: every delta repeats the role, with Ollama's fingerprint", async () => {
    double.use("ollama", { chunkDelayMs: 0 });
    const response = await fetch(`${double.url}/chat/completions`, {
      method: "POST",
      body: JSON.stringify({ model: "llama3.1", stream: true, messages: [{ role: "user", content: "Hello" }] }),
    });
    const chunks = (await response.text())
      .split("\n\n")
      .filter((e) => e.startsWith("data: {"))
      .map((e) => JSON.parse(e.slice(6)));
    expect(chunks.every((c) => c.choices[0].delta.role === "assistant" && c.system_fingerprint === "fp_ollama")).toBe(
      true,
    );
    expect(chunks[0].id).toMatch(/^chatcmpl-\d{1,3}$/);
  });

  describe.each([
    ["openai-responses", 1, 12],
    ["anthropic", 1, 8],
  ] as const)("%s: deltas of a few tokens", (api, min, max) => {
    it("streams exactly the text the model wrote, in groups of consecutive tokens", async () => {
      const { deltas, text, finishReason, usage } = await streamDeltas(api, PROMPT.replace("150", "500"));
      const exchange = double.requests[0];
      expect(text).toBe(exchange.text);
      expect(deltas.join("")).toBe(text);
      expect(finishReason).toBe("stop");
      expect(usage.outputTokens).toBe(tokenize(text).length);
      const sizes = deltas.map((d) => tokenize(d).length);
      expect(Math.min(...sizes)).toBeGreaterThanOrEqual(min);
      // Regrouping can merge across a boundary, so allow one token of slack over the largest group.
      expect(Math.max(...sizes)).toBeLessThanOrEqual(max + 1);
      expect(sizes.filter((s) => s > 1).length).toBeGreaterThan(deltas.length / 3);
      expect(deltas.some((d, i) => i > 0 && /^\w/.test(d) && /\w$/.test(deltas[i - 1]))).toBe(true);
    });
  });

  it("openai-responses: every event carries its sequence number, from response.created to response.completed", async () => {
    double.use("openai-responses", { chunkDelayMs: 0 });
    const response = await fetch(`${double.url}/responses`, {
      method: "POST",
      body: JSON.stringify({ model: "gpt-4o-mini", stream: true, input: "Write about 30 words." }),
    });
    const events = (await response.text())
      .split("\n\n")
      .filter(Boolean)
      .map((e) => {
        const [eventLine, dataLine] = e.split("\n");
        const data = JSON.parse(dataLine.slice("data: ".length));
        expect(eventLine).toBe(`event: ${data.type}`);
        return data;
      });
    expect(events.map((e) => e.sequence_number)).toEqual(events.map((_, i) => i));
    const types = [...new Set(events.map((e) => e.type))];
    expect(types).toEqual([
      "response.created",
      "response.in_progress",
      "response.output_item.added",
      "response.content_part.added",
      "response.output_text.delta",
      "response.output_text.done",
      "response.content_part.done",
      "response.output_item.done",
      "response.completed",
    ]);
    expect(events.at(-1).response.usage.output_tokens).toBe(tokenize(double.requests[0].text).length);
  });

  it("anthropic: a ping after the block starts, stop_reason and usage in message_delta", async () => {
    double.use("anthropic", { chunkDelayMs: 0 });
    const response = await fetch(`${double.url}/messages`, {
      method: "POST",
      body: JSON.stringify({
        model: "claude-sonnet-4-5",
        max_tokens: 1024,
        stream: true,
        messages: [{ role: "user", content: "Write about 30 words." }],
      }),
    });
    const types = (await response.text())
      .split("\n\n")
      .filter(Boolean)
      .map((e) => e.split("\n")[0].slice("event: ".length));
    expect(types.slice(0, 3)).toEqual(["message_start", "content_block_start", "ping"]);
    expect(types.slice(-3)).toEqual(["content_block_stop", "message_delta", "message_stop"]);
    expect(double.requests[0].finishReason).toBe("end_turn");
  });

  it.each(["openai-chat", "openai-responses", "anthropic", "ollama", "llamacpp"] as const)(
    "%s: a non-streamed answer carries the same text",
    async (api) => {
      double.use(api);
      const result = await generateText({ model: modelFor(double.url, api), prompt: PROMPT, maxRetries: 0 });
      expect(result.text).toBe(double.requests[0].text);
      expect(result.finishReason).toBe("stop");
      expect(double.requests[0].streamed).toBe(false);
    },
  );

  it("cuts an answer at the request's token limit, with the API's own finish reason", async () => {
    for (const [api, reason] of [
      ["openai-chat", "length"],
      ["openai-responses", "incomplete"],
      ["anthropic", "max_tokens"],
    ] as const) {
      double.reset();
      double.use(api, { chunkDelayMs: 0 });
      const result = streamText({
        model: modelFor(double.url, api),
        prompt: PROMPT,
        maxOutputTokens: 25,
        maxRetries: 0,
      });
      const text = await result.text;
      const exchange = double.requests[0];
      expect(await result.finishReason).toBe("length");
      expect(exchange.finishReason).toBe(reason);
      expect(tokenize(text)).toEqual(tokenize(exchange.text).slice(0, 25));
    }
  });

  it("writes what it is asked, half as much again when it overshoots, and stops at its own cap", async () => {
    const words = async (profile: "openai-chat" | "overshoot-50" | "capped-1000", asked: number) => {
      double.use(profile, { chunkDelayMs: 0 });
      const result = await generateText({
        model: modelFor(double.url, "openai-chat"),
        prompt: `Write the section. Write about ${asked} words.`,
        maxRetries: 0,
      });
      expect(result.finishReason).toBe("stop");
      return countWords(result.text);
    };
    expect(Math.abs((await words("openai-chat", 600)) - 600)).toBeLessThan(15);
    expect(Math.abs((await words("overshoot-50", 600)) - 900)).toBeLessThan(15);
    const capped = await words("capped-1000", 4500);
    expect(capped).toBeLessThanOrEqual(1000);
    expect(capped).toBeGreaterThan(970);
  });

  it("answers about 120 words when no length is asked, ending on a full sentence", async () => {
    double.use("openai-chat");
    const { text } = await generateText({
      model: modelFor(double.url, "openai-chat"),
      prompt: "Rewrite this.",
      maxRetries: 0,
    });
    expect(Math.abs(countWords(text) - 120)).toBeLessThan(15);
    expect(text).toMatch(/[.?!"]$/);
  });

  it("answers the same request content with the same text every time", async () => {
    double.use("openai-chat");
    const model = modelFor(double.url, "openai-chat");
    const first = await generateText({ model, prompt: PROMPT, maxRetries: 0 });
    const second = await generateText({ model, prompt: PROMPT, maxRetries: 0 });
    const other = await generateText({ model, prompt: `${PROMPT} Make it warm.`, maxRetries: 0 });
    expect(second.text).toBe(first.text);
    expect(other.text).not.toBe(first.text);
  });

  it("records the request: path, headers, body, prompt, and when the first chunk went out", async () => {
    double.use("openai-chat", { chunkDelayMs: 2 });
    const before = Date.now();
    await streamText({ model: modelFor(double.url, "openai-chat"), system: "You write scripts.", prompt: PROMPT }).text;
    const exchange = double.requests[0];
    await exchange.ended;
    expect(exchange.path).toBe("/v1/chat/completions");
    expect(exchange.headers.authorization).toBe("Bearer sk-test");
    expect(exchange.body.model).toBe("gpt-4o-mini");
    expect(exchange.prompt).toBe(`You write scripts.\n${PROMPT}`);
    expect(exchange).toMatchObject({ streamed: true, structured: false, closedEarly: false, status: 200 });
    expect(exchange.firstChunkAt).toBeGreaterThanOrEqual(before);
    expect(exchange.firstTextAt).toBe(exchange.firstChunkAt);
  });

  it("notices a client that stops reading mid-answer", async () => {
    double.use("openai-chat", { chunkDelayMs: 5 });
    const controller = new AbortController();
    const result = streamText({
      model: modelFor(double.url, "openai-chat"),
      prompt: "Write about 2000 words.",
      abortSignal: controller.signal,
      maxRetries: 0,
    });
    let received = "";
    for await (const delta of result.textStream) {
      received += delta;
      if (received.length > 200) controller.abort();
    }
    const exchange = double.requests[0];
    await exchange.ended;
    expect(exchange.closedEarly).toBe(true);
    expect(exchange.sent.length).toBeLessThan(exchange.text.length);
    expect(exchange.sent.startsWith(received)).toBe(true);
  });
});
