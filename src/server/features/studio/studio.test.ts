import { once } from "node:events";
import type { AddressInfo } from "node:net";
import { serve } from "@hono/node-server";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { ResearchData, ScriptStreamEvent } from "../../../shared/schemas/studio.ts";
import { scriptStreamEventSchema } from "../../../shared/schemas/studio.ts";
import { STUDIO_FAILURES } from "../../../shared/studio-values.ts";
import { AI_RATE_LIMITED } from "../../ai/rate-limit.ts";
import { type FakeOpenAI, startFakeOpenAI } from "../../testing/fakes/openai.ts";
import { createTestApp, type TestApp } from "../../testing/harness.ts";

let fake: FakeOpenAI;
let t: TestApp;
let cookie: string;

beforeAll(async () => {
  fake = await startFakeOpenAI();
  t = await createTestApp({ AI_PROVIDER: "openai-compatible", AI_BASE_URL: `${fake.url}/v1`, AI_MODEL: "test-model" });
});
afterAll(async () => {
  await t.close();
  await fake.close();
});
beforeEach(async () => {
  await t.database.reset();
  fake.reset();
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

describe("studio API on an OpenAI-compatible provider", () => {
  it("names the provider and model for the studio header", async () => {
    const res = await t.request("GET", "/api/studio/provider", { cookie });
    expect(await res.json()).toEqual({
      provider: "openai-compatible",
      model: "test-model",
      label: "OpenAI-compatible · test-model",
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
    expect(script.security).toEqual([{ session: [] }]);
  });

  it("refuses every studio operation without a session", async () => {
    expect((await t.request("GET", "/api/studio/provider")).status).toBe(401);
    const res = await t.request("POST", "/api/studio/research", { body: { niche: "Gaming", topic: "speedruns" } });
    expect(res.status).toBe(401);
    expect(fake.requests).toHaveLength(0);
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
    expect(researchData.keyPoints).toEqual(["Sample keyPoints 1"]);
    expect(researchData.summary).toBe("Sample summary");
    const [request] = fake.requests;
    expect(request.body.model).toBe("test-model");
    expect(request.body.response_format?.type).toBe("json_schema");
    expect(Object.keys(request.body.response_format?.json_schema?.schema?.properties ?? {})).toContain("hookIdeas");
    for (const input of ["Food & Cooking", "Sourdough bread", "in ten minutes a day", "busy parents"]) {
      expect(request.prompt).toContain(input);
    }
  });

  it("generates 5 to 10 topics from the research", async () => {
    fake.enqueue({ kind: "content", content: JSON.stringify({ topics: ["A", "B", "C", "D", "E", "F"] }) });
    const res = await t.request("POST", "/api/studio/topics", {
      cookie,
      body: { researchData: research, topic: "Sourdough" },
    });
    expect(res.status).toBe(200);
    expect((await res.json()).topics).toEqual(["A", "B", "C", "D", "E", "F"]);
    expect(fake.requests[0].prompt).toContain("Feeding the starter");
    expect(fake.requests[0].prompt).toContain("Bread in ten minutes of work");
  });

  it("retries a malformed model answer once, then answers with the spec's research failure", async () => {
    fake.enqueue(
      { kind: "content", content: "Sure! Here is your research: {not json" },
      { kind: "content", content: "{}" },
    );
    const res = await t.request("POST", "/api/studio/research", {
      cookie,
      body: { niche: "Gaming", topic: "Speedruns" },
    });
    expect(res.status).toBe(502);
    expect(await res.json()).toEqual({ error: "Failed to complete research. Please try again." });
    expect(fake.requests).toHaveLength(2);
  });

  it("accepts the retried answer when the second one fits the schema", async () => {
    fake.enqueue({ kind: "content", content: JSON.stringify({ topics: ["only one"] }) });
    const res = await t.request("POST", "/api/studio/topics", { cookie, body: { researchData: research } });
    expect(res.status).toBe(200);
    expect((await res.json()).topics).toHaveLength(5);
    expect(fake.requests).toHaveLength(2);
  });

  it("answers a provider failure with the spec's message", async () => {
    fake.enqueue({ kind: "error", status: 500 }, { kind: "error", status: 500 });
    const res = await t.request("POST", "/api/studio/topics", { cookie, body: { researchData: research } });
    expect(res.status).toBe(502);
    expect(await res.json()).toEqual({ error: STUDIO_FAILURES.topics });
  });

  it("streams the script as NDJSON events: its plan, then each section's text, then done", async () => {
    fake.wordLimit = 1000;
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
    const text = events.map((e) => (e.type === "delta" ? e.text : "")).join("");
    const wordCount = text.split(/\s+/).filter(Boolean).length;
    expect(events.at(-1)).toEqual({ type: "done", wordCount });
    expect(Math.abs(wordCount / 1500 - 1)).toBeLessThanOrEqual(0.1);
    expect(text).toMatch(/^1\. Hook\n/);

    const [planning, ...sections] = fake.requests;
    expect(planning.body.stream).toBeFalsy();
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
    expect(sections.every((r) => r.body.stream && r.prompt.includes("humorous"))).toBe(true);
    expect(sections.find((r) => r.prompt.includes('This section: "Shaping the loaf"'))?.prompt).toContain(
      "It is the last section: close the video, without asking viewers to like, subscribe or comment.",
    );
  });

  it("writes a short script in one call whose prompt carries the configuration", async () => {
    const body = { ...scriptBody, scriptConfig: { ...scriptBody.scriptConfig, duration: 2 } };
    fake.defaultScript = Array.from({ length: 45 }, (_, i) => `Sentence ${i + 1} of the short script.`).join(" ");
    const res = await t.request("POST", "/api/studio/script", { cookie, body });
    const events = await readEvents(res);
    expect(events.filter((e) => e.type !== "delta" && e.type !== "done")).toEqual([]);
    expect(events.map((e) => (e.type === "delta" ? e.text : "")).join("")).toBe(fake.defaultScript);
    const [request] = fake.requests;
    expect(fake.requests).toHaveLength(1);
    expect(request.body.stream).toBe(true);
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

  it("ends the stream with the spec's error when a section fails twice, after the text so far", async () => {
    fake.wordLimit = 1000;
    // The plan comes, the hook is written, then the intro's call and its retry fail (each retried once by the SDK).
    fake.enqueue(
      {
        kind: "content",
        content: JSON.stringify({ sections: [{ title: "Hook", role: "hook", topics: [], words: 60 }] }),
      },
      { kind: "stream", pieces: ["A hook that is long enough to need no continuation. ".repeat(10)] },
      ...Array.from({ length: 4 }, () => ({ kind: "error" as const, status: 500 })),
    );
    const res = await t.request("POST", "/api/studio/script", { cookie, body: scriptBody });
    expect(res.status).toBe(200);
    const events = await readEvents(res);
    expect(events.filter((e) => e.type === "section")).toEqual([
      { type: "section", index: 0 },
      { type: "section", index: 1 },
    ]);
    expect(events.some((e) => e.type === "delta" && e.text.includes("A hook"))).toBe(true);
    expect(events.at(-1)).toEqual({ type: "error", error: STUDIO_FAILURES.script });
    expect(events.filter((e) => e.type === "done" || e.type === "error")).toHaveLength(1);
  });

  it("answers a provider failure before any script text with the spec's message", async () => {
    fake.enqueue({ kind: "error", status: 500 }, { kind: "error", status: 500 });
    const res = await t.request("POST", "/api/studio/script", { cookie, body: scriptBody });
    expect(res.status).toBe(502);
    expect(await res.json()).toEqual({ error: "Failed to generate script. Please try again." });
  });

  it("aborts the provider request when the client cancels the script", async () => {
    fake.enqueue({ kind: "stream", pieces: Array.from({ length: 200 }, (_, i) => `word${i} `), delayMs: 25 });
    const controller = new AbortController();
    const res = await t.app.request("/api/studio/script", {
      method: "POST",
      signal: controller.signal,
      headers: { cookie, origin: new URL(t.config.appUrl).origin, "content-type": "application/json" },
      body: JSON.stringify(scriptBody),
    });
    const reader = res.body!.getReader();
    await readUntil(reader, "word0 ");
    controller.abort();
    await reader.cancel();
    const request = fake.requests.find((r) => r.body.stream)!;
    await request.ended;
    expect(request.closedEarly).toBe(true);
  });

  it("aborts the provider request when the browser's connection closes mid-stream", async () => {
    fake.enqueue({ kind: "stream", pieces: Array.from({ length: 200 }, (_, i) => `word${i} `), delayMs: 25 });
    const server = serve({ fetch: t.app.fetch, port: 0, hostname: "127.0.0.1" });
    await once(server, "listening");
    try {
      const controller = new AbortController();
      const res = await fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}/api/studio/script`, {
        method: "POST",
        signal: controller.signal,
        headers: { cookie, origin: new URL(t.config.appUrl).origin, "content-type": "application/json" },
        body: JSON.stringify(scriptBody),
      });
      const reader = res.body!.getReader();
      await readUntil(reader, "word0 ");
      controller.abort();
      const request = fake.requests.find((r) => r.body.stream)!;
      await request.ended;
      expect(request.closedEarly).toBe(true);
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
    expect(fake.requests).toHaveLength(0);
  });

  it("rewrites a selection and fixes grammar through the model, keeping the selection's spacing", async () => {
    fake.enqueue({ kind: "content", content: "<text>\nShort. Sharp.\n</text>" });
    const rewrite = await t.request("POST", "/api/studio/rewrite", {
      cookie,
      body: { selectedText: " a long, winding sentence ", style: "punchier" },
    });
    expect(await rewrite.json()).toEqual({ rewrittenText: " Short. Sharp. " });
    expect(fake.requests[0].prompt).toContain("a long, winding sentence");
    expect(fake.requests[0].prompt).toContain("punchier");

    fake.enqueue({ kind: "content", content: "It is an apple." });
    const grammar = await t.request("POST", "/api/studio/grammar", { cookie, body: { text: "it is a apple." } });
    expect(await grammar.json()).toEqual({ correctedText: "It is an apple." });
    expect(fake.requests[1].prompt).toContain("it is a apple.");
  });

  it("answers a failed rewrite and grammar fix with the spec's messages", async () => {
    fake.enqueue(...Array.from({ length: 4 }, () => ({ kind: "error" as const, status: 503 })));
    const rewrite = await t.request("POST", "/api/studio/rewrite", {
      cookie,
      body: { selectedText: "Hi", style: "lengthen" },
    });
    expect(await rewrite.json()).toEqual({ error: "Failed to rewrite text. Please try again." });
    const grammar = await t.request("POST", "/api/studio/grammar", { cookie, body: { text: "hi" } });
    expect(await grammar.json()).toEqual({ error: "Failed to fix grammar. Please try again." });
  });
});

describe("AI rate limit", () => {
  let limited: TestApp;
  beforeAll(async () => {
    limited = await createTestApp({
      AI_PROVIDER: "openai-compatible",
      AI_BASE_URL: `${fake.url}/v1`,
      AI_RATE_LIMIT_PER_MINUTE: "2",
    });
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
    expect(await third.json()).toEqual({ error: AI_RATE_LIMITED });
    expect((await grammar(second)).status).toBe(200);
    expect(fake.requests).toHaveLength(3);
  });
});

describe("OpenAI provider", () => {
  it("sends the API key and the chosen model to AI_BASE_URL", async () => {
    const openai = await createTestApp({
      AI_PROVIDER: "openai",
      OPENAI_API_KEY: "sk-test",
      AI_BASE_URL: `${fake.url}/v1`,
      AI_MODEL: "gpt-test",
    });
    try {
      const me = await openai.signUp("openai@example.com");
      const info = await (await openai.request("GET", "/api/studio/provider", { cookie: me })).json();
      expect(info).toMatchObject({ provider: "openai", model: "gpt-test", label: "OpenAI · gpt-test" });
      const res = await openai.request("POST", "/api/studio/research", {
        cookie: me,
        body: { niche: "Music", topic: "Home studio" },
      });
      expect(res.status).toBe(200);
      expect(fake.requests[0].headers.authorization).toBe("Bearer sk-test");
      expect(fake.requests[0].body.model).toBe("gpt-test");
      expect(fake.requests[0].body.response_format?.type).toBe("json_schema");
    } finally {
      await openai.close();
    }
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
