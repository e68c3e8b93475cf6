import { once } from "node:events";
import type { AddressInfo } from "node:net";
import { serve } from "@hono/node-server";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { ResearchData, ScriptStreamEvent } from "../../../shared/schemas/studio.ts";
import { scriptStreamEventSchema } from "../../../shared/schemas/studio.ts";
import { countWords } from "../../../shared/studio.ts";
import { AI_RATE_LIMITED } from "../../ai/rate-limit.ts";
import type { ScriptWriterEvent } from "../../ai/studio-writer.ts";
import { OPENAI_STREAM_ERROR } from "../../testing/fakes/llm/faults.ts";
import { type LlmDouble, startLlmDouble } from "../../testing/fakes/llm/server.ts";
import { createTestApp, type TestApp } from "../../testing/harness.ts";
import { aiEnvFor, modelTextMismatch, scriptCalls, sectionTexts } from "../../testing/model-double.ts";

// The studio's routes on OpenAI's Chat Completions as the provider double plays it (sub-word tokens,
// streamed structured answers: src/server/testing/fakes/llm). What the member gets is the model's own
// text; what is asserted here is ours: the prompts carry the member's inputs, failures say what
// happened, a cancelled script aborts the provider request.

let double: LlmDouble;
let t: TestApp;
let cookie: string;

beforeAll(async () => {
  double = await startLlmDouble("openai-chat", { chunkDelayMs: 0 });
  t = await createTestApp(aiEnvFor("openai-chat", double.url));
});
afterAll(async () => {
  await t.close();
  await double.close();
});
beforeEach(async () => {
  await t.database.reset();
  double.reset();
  cookie = await t.signUp("creator@example.com");
});

const research: ResearchData = {
  summary: "A video about sourdough for busy parents.",
  audienceInsights: ["Busy parents have little time"],
  keyPoints: ["Feeding the starter"],
  questionsViewersAsk: ["How often do I feed it?"],
  keywordIdeas: ["sourdough for beginners"],
  competitorAngles: ["Long artisan videos"],
  hookIdeas: ["Bread in ten minutes of work"],
};

const scriptBody = {
  researchData: research,
  scriptConfig: {
    duration: 10,
    tone: "humorous",
    scriptType: "outline",
    includeHooks: true,
    includeCTA: false,
    includeTransitions: true,
  },
  selectedTopics: ["Feeding the starter", "Shaping the loaf"],
};

/** Reads an NDJSON answer to its end, validating every event with the shared schema. */
async function readEvents(res: Response): Promise<ScriptStreamEvent[]> {
  const text = await res.text();
  return text
    .split("\n")
    .filter(Boolean)
    .map((line) => scriptStreamEventSchema.parse(JSON.parse(line)));
}

/** The events a writer sent (plan, section, delta), as the double's helpers read them. */
const writerEvents = (events: ScriptStreamEvent[]) =>
  events.filter((e): e is ScriptWriterEvent => e.type === "plan" || e.type === "section" || e.type === "delta");

const textOf = (events: ScriptStreamEvent[]) => events.map((e) => (e.type === "delta" ? e.text : "")).join("");

/** A one-minute script: one call, no plan, so a slowed model is slow at its first words only. */
const oneMinuteBody = { ...scriptBody, scriptConfig: { ...scriptBody.scriptConfig, duration: 1 } };

describe("studio API on a model provider (OpenAI's Chat Completions)", () => {
  it("names the provider and model for the studio header", async () => {
    const res = await t.request("GET", "/api/studio/provider", { cookie });
    expect(await res.json()).toEqual({
      provider: "openai",
      model: "gpt-4o-mini",
      label: "OpenAI · gpt-4o-mini",
      hint: null,
    });
  });

  it("documents the studio operations, the script as an NDJSON stream", async () => {
    const doc = await (await t.request("GET", "/api/openapi.json")).json();
    for (const path of ["provider", "research", "topics", "script", "rewrite", "grammar"]) {
      expect(doc.paths).toHaveProperty([`/api/studio/${path}`]);
    }
    const script = doc.paths["/api/studio/script"].post;
    expect(Object.keys(script.responses[200].content)).toEqual(["application/x-ndjson"]);
    expect(Object.keys(script.responses)).toEqual(expect.arrayContaining(["400", "401", "429", "502"]));
    expect(script.security).toEqual([{ session: [] }, { bearer: [] }]);
  });

  it("refuses every studio operation without a session", async () => {
    expect((await t.request("GET", "/api/studio/provider")).status).toBe(401);
    const res = await t.request("POST", "/api/studio/research", { body: { niche: "Gaming", topic: "speedruns" } });
    expect(res.status).toBe(401);
    expect(double.requests).toHaveLength(0);
  });

  it("researches with a structured output whose prompt carries the user's inputs", async () => {
    const res = await t.request("POST", "/api/studio/research", {
      cookie,
      body: {
        niche: "Food & Cooking",
        topic: "Sourdough bread",
        angle: "in ten minutes a day",
        targetAudience: "busy parents",
      },
    });
    expect(res.status).toBe(200);
    const { researchData } = await res.json();
    expect(double.requests).toHaveLength(1);
    const [request] = double.requests;
    expect(researchData).toEqual(request.json);
    expect(request.headers.authorization).toBe("Bearer sk-test");
    expect(request.body.model).toBe("gpt-4o-mini");
    expect(request.structured).toBe(true);
    const format = request.body.response_format as { type: string; json_schema?: { schema?: { properties?: object } } };
    expect(format.type).toBe("json_schema");
    expect(Object.keys(format.json_schema?.schema?.properties ?? {})).toContain("hookIdeas");
    for (const input of ["Food & Cooking", "Sourdough bread", "in ten minutes a day", "busy parents"]) {
      expect(request.prompt).toContain(input);
    }
  });

  it("generates 5 to 10 topics from the research", async () => {
    double.answer({ text: JSON.stringify({ topics: ["A", "B", "C", "D", "E", "F"] }) });
    const res = await t.request("POST", "/api/studio/topics", {
      cookie,
      body: { researchData: research, topic: "Sourdough" },
    });
    expect(res.status).toBe(200);
    expect((await res.json()).topics).toEqual(["A", "B", "C", "D", "E", "F"]);
    expect(double.requests[0].prompt).toContain("Feeding the starter");
    expect(double.requests[0].prompt).toContain("Bread in ten minutes of work");
  });

  it("asks again once, saying what was wrong, when the answer is not the research; then answers 502 saying so", async () => {
    double.answer({ text: "Sure! Here is your research: {not json" }, { text: "{}" });
    const res = await t.request("POST", "/api/studio/research", {
      cookie,
      body: { niche: "Gaming", topic: "Speedruns" },
    });
    expect(res.status).toBe(502);
    expect((await res.json()).error).toMatch(/^The model's answer was not the data asked for: /);
    expect(double.requests).toHaveLength(2);
    expect(double.requests[0].prompt).not.toContain("Your previous answer could not be used");
    expect(double.requests[1].prompt).toContain("Your previous answer could not be used");
    expect(double.requests[1].prompt).toContain("Speedruns");
  });

  it("accepts the retried answer when the second one fits the schema", async () => {
    double.answer({ text: JSON.stringify({ topics: ["only one"] }) });
    const res = await t.request("POST", "/api/studio/topics", { cookie, body: { researchData: research } });
    expect(res.status).toBe(200);
    expect(double.requests).toHaveLength(2);
    const { topics } = (await res.json()) as { topics: string[] };
    expect(topics.length).toBeGreaterThanOrEqual(5);
    expect(topics).toEqual((double.requests[1].json as { topics: string[] }).topics.slice(0, 10));
  });

  it("answers a provider's refusal with 502 and what the provider said, without asking again", async () => {
    double.fail({ kind: "status", status: 401 });
    const res = await t.request("POST", "/api/studio/topics", { cookie, body: { researchData: research } });
    expect(res.status).toBe(502);
    expect((await res.json()).error).toMatch(/^The model provider refused the API key \(401\): Incorrect API key/);
    expect(double.requests).toHaveLength(1);
  });

  it("streams the script as NDJSON events: its plan, then each section's text, then done", async () => {
    const res = await t.request("POST", "/api/studio/script", { cookie, body: scriptBody });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toContain("application/x-ndjson");
    const events = await readEvents(res);
    const plan = events[0].type === "plan" ? events[0].sections : [];
    expect(plan.map((s) => s.role)).toEqual(["hook", "intro", "body", "transition", "body"]);
    expect(plan.filter((s) => s.role === "body").map((s) => s.topics)).toEqual([
      ["Feeding the starter"],
      ["Shaping the loaf"],
    ]);
    expect(events.filter((e) => e.type === "section").map((e) => e.index)).toEqual([0, 1, 2, 3, 4]);
    const text = textOf(events);
    expect(events.at(-1)).toEqual({ type: "done", wordCount: countWords(text) });
    expect(Math.abs(countWords(text) / 1500 - 1)).toBeLessThanOrEqual(0.1);
    // An outline's sections are numbered; what is under each heading is the model's own text.
    expect(text.startsWith(`1. ${plan[0].title}\n`)).toBe(true);
    const sections = sectionTexts(writerEvents(events), "outline");
    expect(modelTextMismatch(sections, scriptCalls(double.requests))).toBeNull();

    const [planning, ...calls] = double.requests;
    expect(planning.structured).toBe(true);
    for (const expected of [
      "about 1500 words",
      "humorous",
      "detailed outline",
      "Feeding the starter",
      "Shaping the loaf",
    ]) {
      expect(planning.prompt).toContain(expected);
    }
    expect(planning.prompt).toContain("Roles: hook, intro, body, transition\n");
    expect(calls.length).toBeGreaterThanOrEqual(5);
    expect(calls.every((r) => r.streamed && !r.structured && r.prompt.includes("humorous"))).toBe(true);
    const last = plan.at(-1)!.title;
    expect(calls.find((r) => r.prompt.includes(`This section: "${last}"`))?.prompt).toContain(
      "It is the last section: close the video, without asking viewers to like, subscribe or comment.",
    );
  });

  it("writes a short script in one call whose prompt carries the configuration", async () => {
    const body = { ...scriptBody, scriptConfig: { ...scriptBody.scriptConfig, duration: 2 } };
    const res = await t.request("POST", "/api/studio/script", { cookie, body });
    const events = await readEvents(res);
    expect(events.filter((e) => e.type !== "delta" && e.type !== "done")).toEqual([]);
    expect(double.requests).toHaveLength(1);
    const [request] = double.requests;
    expect(request.streamed).toBe(true);
    expect(modelTextMismatch([textOf(events)], scriptCalls(double.requests))).toBeNull();
    for (const expected of [
      "about 300 words",
      "humorous",
      "detailed outline",
      "Feeding the starter",
      "Shaping the loaf",
    ]) {
      expect(request.prompt).toContain(expected);
    }
    expect(request.prompt).toContain("Hooks: open with a short hook");
    expect(request.prompt).toContain("Call to action: none");
    expect(request.prompt).toContain("Transitions: add a short transition line");
  });

  it("ends the stream with what happened when a section breaks twice, after the text so far", async () => {
    // The model's plan has only a hook: the server adds the intro ("Intro") and the rest. The intro's
    // call breaks mid-answer, and so does the one that carries it on.
    double.answer({ text: JSON.stringify({ sections: [{ title: "Hook", role: "hook", topics: [], words: 60 }] }) });
    double.failWhen('This section: "Intro"', { kind: "error-after", chunks: 8 }, { kind: "error-after", chunks: 8 });
    const res = await t.request("POST", "/api/studio/script", { cookie, body: scriptBody });
    expect(res.status).toBe(200);
    const events = await readEvents(res);
    expect(events.filter((e) => e.type === "section")).toEqual([
      { type: "section", index: 0 },
      { type: "section", index: 1 },
    ]);
    const calls = scriptCalls(double.requests);
    expect(calls.map((c) => c.fault?.kind ?? null)).toEqual([null, "error-after", "error-after"]);
    // The hook and what the intro's broken calls sent are all there, exactly as the model wrote them.
    expect(modelTextMismatch(sectionTexts(writerEvents(events), "outline"), calls)).toBeNull();
    expect(countWords(textOf(events))).toBeGreaterThan(40);
    const ends = events.filter((e) => e.type === "done" || e.type === "error");
    expect(ends).toEqual([{ type: "error", error: expect.stringContaining(OPENAI_STREAM_ERROR) }]);
    expect(events.at(-1)).toEqual(ends[0]);
  });

  it("answers a provider failure before any script text with 502 and what the provider said", async () => {
    double.fail({ kind: "status", status: 404 });
    const res = await t.request("POST", "/api/studio/script", { cookie, body: scriptBody });
    expect(res.status).toBe(502);
    expect(await res.json()).toEqual({
      error: "The model provider answered 404: The model does not exist or you do not have access to it.",
      code: "upstream_failed",
    });
  });

  it("aborts the provider request when the client cancels the script", async () => {
    double.options.chunkDelayMs = 25;
    const controller = new AbortController();
    const res = await t.app.request("/api/studio/script", {
      method: "POST",
      signal: controller.signal,
      headers: { cookie, origin: new URL(t.config.appUrl).origin, "content-type": "application/json" },
      body: JSON.stringify(oneMinuteBody),
    });
    const reader = res.body!.getReader();
    await readUntil(reader, '"type":"delta"');
    controller.abort();
    await reader.cancel();
    const request = double.requests.find((r) => r.streamed)!;
    await request.ended;
    expect(request.closedEarly).toBe(true);
    expect(request.sent.length).toBeLessThan(request.content.length);
  });

  it("aborts the provider request when the browser's connection closes mid-stream", async () => {
    double.options.chunkDelayMs = 25;
    const server = serve({ fetch: t.app.fetch, port: 0, hostname: "127.0.0.1" });
    await once(server, "listening");
    try {
      const controller = new AbortController();
      const res = await fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}/api/studio/script`, {
        method: "POST",
        signal: controller.signal,
        headers: { cookie, origin: new URL(t.config.appUrl).origin, "content-type": "application/json" },
        body: JSON.stringify(oneMinuteBody),
      });
      const reader = res.body!.getReader();
      await readUntil(reader, '"type":"delta"');
      controller.abort();
      const request = double.requests.find((r) => r.streamed)!;
      await request.ended;
      expect(request.closedEarly).toBe(true);
      expect(request.sent.length).toBeLessThan(request.content.length);
    } finally {
      server.close();
    }
  });

  it("validates the studio inputs with the shared schemas", async () => {
    const noTopic = await t.request("POST", "/api/studio/research", { cookie, body: { niche: "Gaming", topic: "  " } });
    expect(noTopic.status).toBe(400);
    expect((await noTopic.json()).error).toBe("Enter a topic");
    const noTopics = await t.request("POST", "/api/studio/script", {
      cookie,
      body: { ...scriptBody, selectedTopics: [] },
    });
    expect((await noTopics.json()).error).toBe("Please select at least one topic to include in your script.");
    const badStep = await t.request("POST", "/api/studio/script", {
      cookie,
      body: { ...scriptBody, scriptConfig: { ...scriptBody.scriptConfig, duration: 10.25 } },
    });
    expect(badStep.status).toBe(400);
    const noSelection = await t.request("POST", "/api/studio/rewrite", {
      cookie,
      body: { selectedText: " ", style: "punchier" },
    });
    expect((await noSelection.json()).error).toBe("Select some text to rewrite");
    const noInstruction = await t.request("POST", "/api/studio/rewrite", {
      cookie,
      body: { selectedText: "Hi", style: "custom" },
    });
    expect((await noInstruction.json()).error).toBe("Enter an instruction for the custom rewrite");
    expect(double.requests).toHaveLength(0);
  });

  it("rewrites a selection and fixes grammar through the model, keeping the selection's spacing", async () => {
    // A model that echoes the <text> tags it was given, as some do.
    double.answer({ text: "<text>\nShort. Sharp.\n</text>" });
    const rewrite = await t.request("POST", "/api/studio/rewrite", {
      cookie,
      body: { selectedText: " a long, winding sentence ", style: "punchier" },
    });
    expect(await rewrite.json()).toEqual({ rewrittenText: " Short. Sharp. " });
    expect(double.requests[0].prompt).toContain("a long, winding sentence");
    expect(double.requests[0].prompt).toContain("punchier");

    const grammar = await t.request("POST", "/api/studio/grammar", { cookie, body: { text: "it is a apple." } });
    expect(await grammar.json()).toEqual({ correctedText: double.requests[1].text.trim() });
    expect(double.requests[1].prompt).toContain("it is a apple.");
  });

  it("answers a failed rewrite and grammar fix with 502 and what the provider said", async () => {
    double.fail({ kind: "status", status: 401 }, { kind: "status", status: 400, message: "Invalid 'messages'." });
    const rewrite = await t.request("POST", "/api/studio/rewrite", {
      cookie,
      body: { selectedText: "Hi", style: "lengthen" },
    });
    expect(rewrite.status).toBe(502);
    expect((await rewrite.json()).error).toMatch(/^The model provider refused the API key \(401\): /);
    const grammar = await t.request("POST", "/api/studio/grammar", { cookie, body: { text: "hi" } });
    expect(grammar.status).toBe(502);
    expect(await grammar.json()).toEqual({
      error: "The model provider answered 400: Invalid 'messages'.",
      code: "upstream_failed",
    });
  });

  it("waits out a busy provider and says so in the script stream", async () => {
    double.fail({ kind: "rate-limit", retryAfterSeconds: 1 });
    const res = await t.request("POST", "/api/studio/script", { cookie, body: oneMinuteBody });
    expect(res.status).toBe(200);
    const events = await readEvents(res);
    expect(events[0]).toEqual({ type: "status", state: "waiting", seconds: 1 });
    expect(events.at(-1)).toEqual({ type: "done", wordCount: countWords(textOf(events)) });
    expect(double.requests.map((r) => r.status)).toEqual([429, 200]);
    expect(modelTextMismatch([textOf(events)], scriptCalls(double.requests))).toBeNull();
  });
});

describe("AI rate limit", () => {
  let limited: TestApp;
  beforeAll(async () => {
    limited = await createTestApp({ ...aiEnvFor("openai-chat", double.url), AI_RATE_LIMIT_PER_MINUTE: "2" });
  });
  afterAll(() => limited.close());

  it("answers 429 past the per-user limit, counted in the database for each user", async () => {
    const first = await limited.signUp("first@example.com");
    const second = await limited.signUp("second@example.com");
    const grammar = (c: string) =>
      limited.request("POST", "/api/studio/grammar", { cookie: c, body: { text: "hello" } });
    expect((await grammar(first)).status).toBe(200);
    expect((await grammar(first)).status).toBe(200);
    const third = await grammar(first);
    expect(third.status).toBe(429);
    expect(await third.json()).toEqual({ error: AI_RATE_LIMITED, code: "throttled" });
    expect((await grammar(second)).status).toBe(200);
    expect(double.requests).toHaveLength(3);
  });
});

// Each builds an app of its own in its hook: on a loaded machine that takes longer than a test may.
describe("OpenAI named by OPENAI_API_KEY", () => {
  let openai: TestApp;
  beforeAll(async () => {
    openai = await createTestApp({
      AI_PROVIDER: "openai",
      OPENAI_API_KEY: "sk-from-openai-api-key",
      AI_BASE_URL: double.url,
      AI_MODEL: "gpt-test",
    });
  });
  afterAll(() => openai.close());

  it("sends the key and the chosen model to AI_BASE_URL", async () => {
    const me = await openai.signUp("openai@example.com");
    const info = await (await openai.request("GET", "/api/studio/provider", { cookie: me })).json();
    expect(info).toMatchObject({ provider: "openai", model: "gpt-test", label: "OpenAI · gpt-test" });
    const res = await openai.request("POST", "/api/studio/research", {
      cookie: me,
      body: { niche: "Music", topic: "Home studio" },
    });
    expect(res.status).toBe(200);
    expect(double.requests[0].headers.authorization).toBe("Bearer sk-from-openai-api-key");
    expect(double.requests[0].body.model).toBe("gpt-test");
    expect((await res.json()).researchData).toEqual(double.requests[0].json);
  });
});

describe("an OpenAI-compatible server (llama.cpp's)", () => {
  let llamacpp: LlmDouble;
  let compatible: TestApp;
  beforeAll(async () => {
    llamacpp = await startLlmDouble("llamacpp", { chunkDelayMs: 0 });
    compatible = await createTestApp(aiEnvFor("llamacpp", llamacpp.url, "test-model"));
  });
  afterAll(async () => {
    await compatible.close();
    await llamacpp.close();
  });

  it("names it in the header; research and a script are the model's own", async () => {
    const me = await compatible.signUp("compatible@example.com");
    const info = await (await compatible.request("GET", "/api/studio/provider", { cookie: me })).json();
    expect(info).toEqual({
      provider: "openai-compatible",
      model: "test-model",
      label: "OpenAI-compatible · test-model",
      hint: null,
    });
    const res = await compatible.request("POST", "/api/studio/research", {
      cookie: me,
      body: { niche: "Music", topic: "Home studio" },
    });
    expect(res.status).toBe(200);
    expect((await res.json()).researchData).toEqual(llamacpp.requests[0].json);
    expect(llamacpp.requests[0].body.model).toBe("test-model");
    expect((llamacpp.requests[0].body.response_format as { type: string }).type).toBe("json_schema");
    const events = await readEvents(
      await compatible.request("POST", "/api/studio/script", { cookie: me, body: oneMinuteBody }),
    );
    expect(events.at(-1)?.type).toBe("done");
    expect(modelTextMismatch([textOf(events)], scriptCalls(llamacpp.requests))).toBeNull();
  });
});

/** Reads the stream until `text` has come; a stream that ends first fails the test (never a busy loop). */
async function readUntil(reader: ReadableStreamDefaultReader<Uint8Array>, text: string): Promise<void> {
  const decoder = new TextDecoder();
  let received = "";
  while (!received.includes(text)) {
    const { value, done } = await reader.read();
    if (done) throw new Error(`The stream ended before "${text}": ${received}`);
    received += decoder.decode(value, { stream: true });
  }
}
