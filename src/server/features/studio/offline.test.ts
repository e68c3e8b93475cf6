import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { type ScriptStreamEvent, scriptStreamEventSchema } from "../../../shared/schemas/studio.ts";
import { countWords, targetWordCount } from "../../../shared/studio.ts";
import { TRANSLATION_NEEDS_MODEL } from "../../ai/offline/rewrite.ts";
import { createTestApp, type TestApp } from "../../testing/harness.ts";

let t: TestApp;
let cookie: string;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.database.reset();
  cookie = await t.signUp("creator@example.com");
});

describe("studio API on the offline writer", () => {
  it("presents itself as the offline writer with a hint how to configure a model", async () => {
    const info = await (await t.request("GET", "/api/studio/provider", { cookie })).json();
    expect(info).toMatchObject({ provider: "offline", model: null, label: "Offline writer" });
    expect(info.hint).toContain("AI_PROVIDER");
  });

  it("runs research, topics and a streamed script end to end", async () => {
    const input = {
      niche: "Travel",
      topic: "Packing light",
      angle: "one carry-on only",
      targetAudience: "weekend travellers",
    };
    const researchRes = await t.request("POST", "/api/studio/research", { cookie, body: input });
    expect(researchRes.status).toBe(200);
    const { researchData } = await researchRes.json();
    expect(researchData.summary).toContain("Packing light");
    expect(researchData.summary).toContain("no web research was done");

    const topicsRes = await t.request("POST", "/api/studio/topics", {
      cookie,
      body: { researchData, topic: input.topic },
    });
    const { topics } = await topicsRes.json();
    expect(topics.length).toBeGreaterThanOrEqual(5);
    expect(topics.length).toBeLessThanOrEqual(10);

    const selectedTopics = [topics[0], topics[2], "My custom topic"];
    const res = await t.request("POST", "/api/studio/script", {
      cookie,
      body: {
        researchData,
        topic: input.topic,
        niche: input.niche,
        targetAudience: input.targetAudience,
        scriptConfig: {
          duration: 3,
          tone: "inspirational",
          scriptType: "full",
          includeHooks: true,
          includeCTA: true,
          includeTransitions: false,
        },
        selectedTopics,
      },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toContain("application/x-ndjson");
    const events: ScriptStreamEvent[] = (await res.text())
      .split("\n")
      .filter(Boolean)
      .map((line) => scriptStreamEventSchema.parse(JSON.parse(line)));
    const deltas = events.flatMap((e) => (e.type === "delta" ? [e.text] : []));
    expect(deltas.length).toBeGreaterThan(10);
    const script = deltas.join("");
    expect(events.at(-1)).toEqual({ type: "done", wordCount: countWords(script) });
    expect(Math.abs(countWords(script) / targetWordCount(3) - 1)).toBeLessThanOrEqual(0.15);
    for (const topic of selectedTopics) expect(script).toContain(topic);
    expect(script).toContain("[HOOK]");
    expect(script).toContain("[CALL TO ACTION]");
  });

  it("rewrites by rules and says plainly that translation needs a model", async () => {
    const punchier = await t.request("POST", "/api/studio/rewrite", {
      cookie,
      body: {
        selectedText: "This is really very important, and you should basically remember it every single day.",
        style: "punchier",
      },
    });
    const { rewrittenText } = await punchier.json();
    expect(rewrittenText).toBe("This is important, and you should remember it every single day.");
    const translate = await t.request("POST", "/api/studio/rewrite", {
      cookie,
      body: { selectedText: "Hello there", style: "translate", instruction: "Translate this to Spanish" },
    });
    expect(translate.status).toBe(400);
    expect(await translate.json()).toEqual({ error: TRANSLATION_NEEDS_MODEL, code: "invalid_request" });
  });

  it("fixes grammar with the natural-language rules", async () => {
    const res = await t.request("POST", "/api/studio/grammar", {
      cookie,
      body: { text: "welcome back.  today we bake a apple pie , and the the crust is easy." },
    });
    expect(await res.json()).toEqual({
      correctedText: "Welcome back. Today we bake an apple pie, and the crust is easy.",
    });
  });
});
