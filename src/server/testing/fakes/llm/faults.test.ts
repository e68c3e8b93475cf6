import { APICallError, generateText, streamText } from "ai";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { OLLAMA_BUSY, unreachableBaseUrl } from "./faults.ts";
import type { LlmApi } from "./options.ts";
import { modelFor } from "./sdk-clients.ts";
import { type LlmDouble, startLlmDouble } from "./server.ts";

/** The error generateText throws (no retries, so it is the provider's own). */
async function failure(url: string, api: LlmApi, prompt = "Write about 50 words."): Promise<APICallError> {
  try {
    await generateText({ model: modelFor(url, api), prompt, maxRetries: 0 });
  } catch (error) {
    if (APICallError.isInstance(error)) return error;
    throw error;
  }
  throw new Error("the call succeeded");
}

describe.skipIf(process.env.TEST_DB === "postgres")("LLM doubles: faults as each provider sends them", () => {
  let double: LlmDouble;
  beforeAll(async () => {
    double = await startLlmDouble();
  });
  beforeEach(() => double.reset());
  afterAll(() => double.close());

  it("OpenAI 429: its body, x-ratelimit-* headers, retry-after present or left out", async () => {
    double.use("openai-chat");
    double.fail({ kind: "rate-limit", retryAfterSeconds: 3.89 }, { kind: "rate-limit", sendRetryAfter: false });
    const first = await failure(double.url, "openai-chat");
    expect(first.statusCode).toBe(429);
    expect(first.isRetryable).toBe(true);
    expect(first.message).toMatch(/^Rate limit reached .* Please try again in 3\.89s\./);
    expect(JSON.parse(first.responseBody!).error).toMatchObject({
      type: "tokens",
      code: "rate_limit_exceeded",
      param: null,
    });
    expect(first.responseHeaders).toMatchObject({
      "retry-after": "4",
      "x-ratelimit-remaining-tokens": "0",
      "x-ratelimit-reset-tokens": "3.89s",
    });
    const second = await failure(double.url, "openai-chat");
    expect(second.statusCode).toBe(429);
    expect(second.responseHeaders?.["retry-after"]).toBeUndefined();
    expect(second.responseHeaders?.["x-ratelimit-limit-requests"]).toBe("5000");
    // The queue is used up: the next request is answered.
    expect(
      (await generateText({ model: modelFor(double.url, "openai-chat"), prompt: "Hi", maxRetries: 0 })).text,
    ).not.toBe("");
  });

  it("Anthropic 429 rate_limit_error with retry-after and anthropic-ratelimit-*, 529 overloaded_error", async () => {
    double.use("anthropic");
    double.fail({ kind: "rate-limit", retryAfterSeconds: 2 }, { kind: "overloaded" });
    const limited = await failure(double.url, "anthropic");
    expect(limited.statusCode).toBe(429);
    expect(JSON.parse(limited.responseBody!)).toMatchObject({ type: "error", error: { type: "rate_limit_error" } });
    expect(limited.responseHeaders).toMatchObject({
      "retry-after": "2",
      "anthropic-ratelimit-requests-remaining": "0",
    });
    expect(limited.responseHeaders?.["request-id"]).toMatch(/^req_011C/);
    const overloaded = await failure(double.url, "anthropic");
    expect(overloaded.statusCode).toBe(529);
    expect(overloaded.message).toBe("Overloaded");
    expect(overloaded.isRetryable).toBe(true);
  });

  it("OpenAI overloaded: 503; Ollama busy (it has no rate limit): 503 with its own message and no retry-after", async () => {
    double.use("openai-responses");
    double.fail({ kind: "overloaded" });
    const openai = await failure(double.url, "openai-responses");
    expect(openai.statusCode).toBe(503);
    expect(openai.message).toBe("The engine is currently overloaded, please try again later.");

    double.use("ollama");
    double.fail({ kind: "rate-limit" });
    const ollama = await failure(double.url, "ollama");
    expect(ollama.statusCode).toBe(503);
    expect(ollama.message).toBe(OLLAMA_BUSY);
    expect(JSON.parse(ollama.responseBody!)).toEqual({
      error: { message: OLLAMA_BUSY, type: "api_error", param: null, code: null },
    });
    expect(ollama.responseHeaders?.["retry-after"]).toBeUndefined();
  });

  it("any status with the API's error body: a bad key, a bad request, a server error", async () => {
    double.use("openai-chat");
    double.fail({ kind: "status", status: 401 }, { kind: "status", status: 500 });
    const badKey = await failure(double.url, "openai-chat");
    expect(badKey.statusCode).toBe(401);
    expect(badKey.message).toMatch(/^Incorrect API key provided/);
    expect(badKey.isRetryable).toBe(false);
    expect((await failure(double.url, "openai-chat")).statusCode).toBe(500);

    double.use("anthropic");
    double.fail({ kind: "status", status: 400, message: "max_tokens: Field required" });
    const bad = await failure(double.url, "anthropic");
    expect(bad.statusCode).toBe(400);
    expect(bad.message).toBe("max_tokens: Field required");
    expect(JSON.parse(bad.responseBody!).error.type).toBe("invalid_request_error");
  });

  it("aims faults at requests whose prompt contains a text, whenever they come", async () => {
    double.use("openai-chat");
    double.failWhen("Section 3", { kind: "status", status: 500 });
    const model = modelFor(double.url, "openai-chat");
    await generateText({ model, prompt: "Section 1. Write about 20 words.", maxRetries: 0 });
    await generateText({ model, prompt: "Section 2. Write about 20 words.", maxRetries: 0 });
    expect((await failure(double.url, "openai-chat", "Section 3. Write about 20 words.")).statusCode).toBe(500);
    await generateText({ model, prompt: "Section 3. Write about 20 words.", maxRetries: 0 });
    expect(double.requests.map((r) => r.status)).toEqual([200, 200, 500, 200]);
    expect(double.requests[2].fault).toEqual({ kind: "status", status: 500 });
  });

  describe.each([
    ["openai-chat", "The server had an error while processing your request. Sorry about that!"],
    ["openai-responses", "The server had an error while processing your request. Sorry about that!"],
    ["anthropic", "Overloaded"],
  ] as const)("%s: an error after the stream started", (api, message) => {
    it("arrives as an error part after the first chunks, as the real stream reports it", async () => {
      double.use(api, { chunkDelayMs: 0 });
      double.fail({ kind: "error-after", chunks: 5 });
      const result = streamText({
        model: modelFor(double.url, api),
        prompt: "Write about 200 words.",
        maxRetries: 0,
        onError: () => {},
      });
      const deltas: string[] = [];
      const errors: unknown[] = [];
      for await (const part of result.fullStream) {
        if (part.type === "text-delta") deltas.push(part.text);
        if (part.type === "error") errors.push(part.error);
      }
      const exchange = double.requests[0];
      expect(exchange.status).toBe(200);
      expect(deltas.join("")).toBe(exchange.sent);
      expect(exchange.sent.length).toBeGreaterThan(0);
      expect(exchange.text.startsWith(exchange.sent)).toBe(true);
      expect(exchange.sent.length).toBeLessThan(exchange.text.length);
      expect(errors).toHaveLength(1);
      expect(JSON.stringify(errors[0])).toContain(message);
      expect(exchange.finishReason === null || exchange.finishReason === "failed").toBe(true);
    });
  });

  it("ollama: an error after the stream started ends it without a finish reason or [DONE]", async () => {
    double.use("ollama", { chunkDelayMs: 0 });
    double.fail({ kind: "error-after", chunks: 3 });
    const response = await fetch(`${double.url}/chat/completions`, {
      method: "POST",
      body: JSON.stringify({
        model: "llama3.1",
        stream: true,
        messages: [{ role: "user", content: "Write about 80 words." }],
      }),
    }).catch((error: unknown) => error);
    const body = response instanceof Response ? await response.text().catch(() => "") : "";
    expect(body).not.toContain("[DONE]");
    expect(body).not.toContain('"finish_reason":"stop"');
    const exchange = double.requests[0];
    await exchange.ended;
    expect(exchange.closedEarly).toBe(false);
    expect(exchange.finishReason).toBeNull();
  });

  it("silent: accepts the connection and sends nothing, not even headers, until the client gives up", async () => {
    double.use("openai-chat");
    double.fail({ kind: "silent" });
    const started = Date.now();
    const result = streamText({
      model: modelFor(double.url, "openai-chat"),
      prompt: "Hello",
      abortSignal: AbortSignal.timeout(300),
      maxRetries: 0,
    });
    const parts: string[] = [];
    for await (const part of result.fullStream) parts.push(part.type);
    expect(Date.now() - started).toBeGreaterThanOrEqual(290);
    expect(parts).not.toContain("text-delta");
    expect(parts.at(-1)).toBe("abort");
    const exchange = double.requests[0];
    await exchange.ended;
    expect(exchange).toMatchObject({ status: 0, sent: "", closedEarly: true, fault: { kind: "silent" } });
  });

  it("down: a base URL where nothing listens refuses at once", async () => {
    const url = await unreachableBaseUrl();
    const started = Date.now();
    const error = await failure(url, "ollama");
    expect(Date.now() - started).toBeLessThan(2000);
    expect(error.message).toMatch(/Cannot connect to API/);
    expect(JSON.stringify(error.cause ?? "") + String((error.cause as Error)?.cause ?? "")).toMatch(/ECONNREFUSED/);
  });

  it("answers a path it does not serve with 404, and a body it cannot read with 400, in the API's own shape", async () => {
    double.use("openai-chat");
    const missing = await fetch(`${double.url}/completions`, { method: "POST", body: "{}" });
    expect(missing.status).toBe(404);
    expect((await missing.json()).error.type).toBe("invalid_request_error");
    const garbled = await fetch(`${double.url}/messages`, { method: "POST", body: "{not json" });
    expect(garbled.status).toBe(400);
    expect(await garbled.json()).toMatchObject({ type: "error", error: { type: "invalid_request_error" } });
  });
});
