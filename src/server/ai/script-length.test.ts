import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { PlannedSection, ResearchData, ScriptConfig, ScriptInput } from "../../shared/schemas/studio.ts";
import { countWords, targetWordCount } from "../../shared/studio.ts";
import { loadConfig } from "../config.ts";
import { createLogger } from "../logger.ts";
import { type LlmDouble, startLlmDouble } from "../testing/fakes/llm/server.ts";
import { aiEnvFor } from "../testing/model-double.ts";
import { DEFAULT_RETRY } from "./model-call.ts";
import { createModelWriter } from "./model-writer.ts";
import { connectModel } from "./provider.ts";
import type { ScriptWriterEvent } from "./studio-writer.ts";

// Planned scripts hit their length on a model that writes at most 1,000 words an answer (the OpenAI
// double's capped-1000 profile), section by section; sections that come back short are continued, long
// ones cut, broken ones retried.
let fake: LlmDouble;
beforeAll(async () => {
  fake = await startLlmDouble("capped-1000", { chunkDelayMs: 0 });
});
afterAll(() => fake.close());
beforeEach(() => fake.reset());

/** The script calls: streamed, plain text (the plan is the structured one). */
const streamed = () => fake.requests.filter((r) => r.streamed && !r.structured);

const research: ResearchData = {
  summary: "A video about sourdough for busy parents.",
  audienceInsights: ["Busy parents have little time"],
  keyPoints: ["Feeding the starter"],
  questionsViewersAsk: ["How often do I feed it?"],
  keywordIdeas: ["sourdough for beginners"],
  competitorAngles: ["Long artisan videos"],
  hookIdeas: ["Bread in ten minutes of work"],
};
const TOPICS = [
  "Feeding the starter",
  "Mixing and folding",
  "Shaping the loaf",
  "Baking in a Dutch oven",
  "Storing bread",
  "Fixing a flat loaf",
  "Scheduling bakes around work",
  "Flavour variations",
];

function input(config: Partial<ScriptConfig>, topics = 3): ScriptInput {
  return {
    researchData: research,
    topic: "Sourdough at home",
    selectedTopics: TOPICS.slice(0, topics),
    scriptConfig: {
      duration: 10,
      tone: "educational",
      scriptType: "full",
      includeHooks: true,
      includeCTA: true,
      includeTransitions: true,
      ...config,
    },
  };
}

function writer() {
  const ai = loadConfig({ DATA_DIR: "/tmp/scriptloom-script-length", ...aiEnvFor("openai-chat", fake.url) }).ai;
  const connected = connectModel(ai)!;
  return createModelWriter({
    connected: { ...connected, retry: { ...DEFAULT_RETRY, busyRetries: 0 } },
    logger: createLogger("silent"),
  });
}

/** Ten-word sentences, `count` of them: text a test writes for the model. */
const sentences = (count: number, words = "goes on about the hook for far too") =>
  Array.from({ length: count }, (_, i) => `Sentence ${i + 1} ${words}.`).join(" ");

async function write(script: ScriptInput, signal?: AbortSignal) {
  const events: ScriptWriterEvent[] = [];
  for await (const event of writer().streamScript(script, signal)) events.push(event);
  const text = events.map((e) => (e.type === "delta" ? e.text : "")).join("");
  const plan = events.find((e) => e.type === "plan")?.sections ?? [];
  return { events, text, plan };
}

/** A valid plan answer that leaves the rest to the server's repair. */
const ONE_SECTION_PLAN = { sections: [{ title: "Intro", role: "intro", topics: [], words: 100 }] };

const roles = (plan: PlannedSection[]) => plan.map((s) => s.role);

describe("planned scripts on a model that writes at most 1,000 words an answer", () => {
  const cases: Array<[number, number, Partial<ScriptConfig>]> = [
    [0.5, 1, { includeHooks: false, includeCTA: false, includeTransitions: false }],
    [1, 2, { scriptType: "bullet" }],
    [5, 3, { scriptType: "outline", includeCTA: false }],
    [10, 4, { includeHooks: false, tone: "humorous" }],
    [30, 5, { includeTransitions: false, scriptType: "bullet" }],
    [60, 8, { tone: "professional" }],
    [120, 6, { scriptType: "outline", includeHooks: false, includeCTA: false }],
  ];

  it.each(cases)(
    "a %s-minute script with %s topics lands within 10%% of its target",
    async (duration, topics, config) => {
      const script = input({ duration, ...config }, topics);
      const { text, plan, events } = await write(script);
      const target = targetWordCount(duration);
      expect(Math.abs(countWords(text) / target - 1), `${countWords(text)} of ${target}`).toBeLessThanOrEqual(0.1);
      const on = { ...input({}).scriptConfig, ...config };
      if (target <= 400) {
        // One call: the model is asked for the whole length and every topic at once.
        expect(fake.requests).toHaveLength(1);
        for (const topic of script.selectedTopics) expect(fake.requests[0].prompt).toContain(topic);
        return;
      }
      // Every selected topic has a body section of its own, in order, and each section's call names it.
      const bodies = plan.filter((s) => s.role === "body");
      expect(bodies.map((s) => s.topics)).toEqual(script.selectedTopics.map((t) => [t]));
      expect(roles(plan).includes("hook")).toBe(on.includeHooks);
      expect(roles(plan).includes("cta")).toBe(on.includeCTA);
      expect(roles(plan).includes("transition")).toBe(on.includeTransitions && topics > 0);
      expect(roles(plan)[on.includeHooks ? 1 : 0]).toBe("intro");
      expect(plan.reduce((sum, s) => sum + s.words, 0)).toBeLessThanOrEqual(target);
      // The stream tells each section before its text, in order.
      expect(events.filter((e) => e.type === "section").map((e) => e.index)).toEqual(plan.map((_, i) => i));
      const sectionCalls = streamed();
      for (const topic of script.selectedTopics) {
        expect(sectionCalls.some((r) => r.prompt.includes(`This section: "${topic}"`))).toBe(true);
      }
      if (on.scriptType === "full") expect(text).toContain(`[PART ${topics}: ${script.selectedTopics.at(-1)}]`);
    },
    // Two hours are 18,000 words in a hundred calls, each tokenized and streamed: time on a busy machine.
    60_000,
  );

  it("repairs a plan that misses a topic, breaks a switch or does not add up", async () => {
    fake.answer({
      text: JSON.stringify({
        sections: [
          { title: "Cold open", role: "hook", topics: [], words: 5000 },
          { title: "Welcome", role: "intro", topics: [], words: 100 },
          { title: "Both at once", role: "body", topics: [1, 2], words: 900 },
          { title: "Subscribe!", role: "cta", topics: [], words: 50 },
        ],
      }),
    });
    const script = input({ duration: 10, includeHooks: false, includeCTA: false }, 3);
    const { plan, text } = await write(script);
    expect(roles(plan)).toEqual(
      ["intro", "transition", "body", "transition", "body", "transition", "body"]
        .slice(0, 1)
        .concat(["body", "transition", "body", "transition", "body"]),
    );
    expect(plan[0].title).toBe("Welcome");
    expect(plan.filter((s) => s.role === "body").map((s) => s.topics)).toEqual(script.selectedTopics.map((t) => [t]));
    expect(Math.abs(countWords(text) / 1500 - 1)).toBeLessThanOrEqual(0.1);
  });

  it("asks for the plan once more when the answer is not valid, then goes on with its own", async () => {
    fake.answer({ text: "not json" }, { text: '{"sections":"none"}' });
    const { plan, text } = await write(input({ duration: 5 }, 2));
    const planCalls = fake.requests.filter((r) => r.structured);
    expect(planCalls).toHaveLength(2);
    // Asked again with what was wrong.
    expect(planCalls[1].prompt).toContain("Your previous answer could not be used");
    expect(roles(plan)).toEqual(["hook", "intro", "body", "transition", "body", "cta"]);
    expect(Math.abs(countWords(text) / 750 - 1)).toBeLessThanOrEqual(0.1);
  });

  it("continues a section that comes back under 85% of its budget", async () => {
    const short = "This hook stops short. It says only a little.";
    fake.answerWhen('This section: "Hook"', { text: short });
    const { text, plan } = await write(input({ duration: 10 }, 2));
    const [, hookCall, continuation] = fake.requests;
    expect(hookCall.prompt).toContain('This section: "Hook"');
    expect(continuation.prompt).toContain("Continue the section from exactly where it stops");
    expect(continuation.prompt).toContain("It says only a little.");
    expect(continuation.prompt).toMatch(new RegExp(`Write about ${plan[0].words - countWords(short)} words`));
    // The continuation follows with one space, as the model wrote it.
    expect(text).toContain(`${short} ${continuation.text.trimStart().slice(0, 20)}`);
    expect(Math.abs(countWords(text) / 1500 - 1)).toBeLessThanOrEqual(0.1);
  });

  it("cuts a section far over its budget at the sentence end closest to it and stops its call", async () => {
    fake.options.chunkDelayMs = 1;
    fake.answerWhen('This section: "Hook"', { text: sentences(400) });
    const { text, plan } = await write(input({ duration: 10 }, 2));
    const hook = text.slice(0, text.indexOf("[INTRO]")).replace("[HOOK]", "");
    expect(Math.abs(countWords(hook) / plan[0].words - 1)).toBeLessThanOrEqual(0.1);
    expect(hook.trim().endsWith("far too.")).toBe(true);
    await fake.requests[1].ended;
    expect(fake.requests[1].closedEarly).toBe(true);
    expect(Math.abs(countWords(text) / 1500 - 1)).toBeLessThanOrEqual(0.1);
  });

  it("tries a failed section once more and goes on", async () => {
    fake.answer({ text: JSON.stringify(ONE_SECTION_PLAN) });
    fake.failWhen('This section: "Hook"', { kind: "error-after", chunks: 5 });
    const { text } = await write(input({ duration: 10 }, 2));
    expect(fake.requests[1].prompt).toContain('This section: "Hook"');
    expect(fake.requests[2].prompt).toContain('This section: "Hook"');
    expect(Math.abs(countWords(text) / 1500 - 1)).toBeLessThanOrEqual(0.1);
  });

  it("ends with the spec's error when a section fails twice", async () => {
    fake.answer({ text: JSON.stringify(ONE_SECTION_PLAN) });
    // The intro breaks off before writing anything, and so does its retry.
    fake.failWhen('This section: "Intro"', { kind: "error-after", chunks: 0 }, { kind: "error-after", chunks: 0 });
    const events: ScriptWriterEvent[] = [];
    const run = async () => {
      for await (const event of writer().streamScript(input({ duration: 10 }, 2))) events.push(event);
    };
    await expect(run()).rejects.toMatchObject({ status: 502, message: expect.stringMatching(/^The model/) });
    expect(events.filter((e) => e.type === "section").map((e) => e.index)).toEqual([0, 1]);
    expect(streamed()).toHaveLength(3);
    // The hook is kept; the intro wrote nothing, so not even its heading was sent.
    const text = events.map((e) => (e.type === "delta" ? e.text : "")).join("");
    expect(text).toMatch(/^\[HOOK\]\n\S/);
    expect(text).not.toContain("[INTRO]");
  });

  it("aborts the current provider call on cancel", async () => {
    fake.options.chunkDelayMs = 10;
    const controller = new AbortController();
    let words = 0;
    const run = async () => {
      for await (const event of writer().streamScript(input({ duration: 10 }, 2), controller.signal)) {
        if (event.type === "delta") words += countWords(event.text);
        if (words >= 5) controller.abort();
      }
    };
    await expect(run()).rejects.toMatchObject({ status: 400 });
    const call = streamed()[0];
    await call.ended;
    expect(call.closedEarly).toBe(true);
    expect(streamed()).toHaveLength(1);
  });

  it("continues a section that breaks off mid-answer from what it wrote, and goes on", async () => {
    const started = "Folding starts with a gentle stretch. Let the dough rest for twenty minutes.";
    fake.answerWhen('This section: "Mixing and folding"', { text: `${started} ${sentences(30)}` });
    fake.failWhen('This section: "Mixing and folding"', { kind: "error-after", chunks: 17 });
    const { text, plan } = await write(input({ duration: 10 }, 2));
    const calls = fake.requests.filter((r) => r.prompt.includes('This section: "Mixing and folding"'));
    expect(calls).toHaveLength(2);
    expect(calls[1].prompt).toContain("Continue the section from exactly where it stops");
    // What the broken call sent is kept once, and the retry carries on after it.
    const kept = calls[0].sent.trimStart();
    expect(kept.startsWith(started)).toBe(true);
    expect(calls[1].prompt).toContain(kept.split(" ").slice(-4).join(" "));
    expect(text.split(kept)).toHaveLength(2);
    expect(plan.filter((s) => s.role === "body")).toHaveLength(2);
    expect(Math.abs(countWords(text) / 1500 - 1)).toBeLessThanOrEqual(0.1);
  });

  it("gives every call of a long section its own retry", async () => {
    // 60 minutes with two topics: each body section is over 800 words, so it is written in two calls.
    const section = 'This section: "Mixing and folding"';
    const calls = () => fake.requests.filter((r) => r.prompt.includes(section));
    // The first part's call breaks off and is retried...
    fake.failWhen(section, { kind: "error-after", chunks: 20 });
    const script = input({ duration: 60, includeHooks: false, includeCTA: false, includeTransitions: false }, 2);
    const events: ScriptWriterEvent[] = [];
    let failing = false;
    for await (const event of writer().streamScript(script)) {
      events.push(event);
      if (!failing && event.type === "delta" && calls().length === 2) {
        // ...and while the retry writes, the second part's call is set to fail once: it gets its own retry.
        failing = true;
        fake.failWhen(section, { kind: "error-after", chunks: 3 });
      }
    }
    const plan = events.find((e) => e.type === "plan")?.sections ?? [];
    expect(plan.find((s) => s.title === "Mixing and folding")?.words).toBeGreaterThan(800);
    expect(failing).toBe(true);
    expect(calls().length).toBeGreaterThanOrEqual(4);
    const written = events.map((e) => (e.type === "delta" ? e.text : "")).join("");
    expect(Math.abs(countWords(written) / 9000 - 1)).toBeLessThanOrEqual(0.1);
  });

  it("ends with the spec's error after the sections written when a section breaks twice", async () => {
    const section = 'This section: "Mixing and folding"';
    fake.answerWhen(section, { text: `Half a thought. ${sentences(20)}` }, { text: `Another half. ${sentences(20)}` });
    fake.failWhen(section, { kind: "error-after", chunks: 4 }, { kind: "error-after", chunks: 3 });
    const events: ScriptWriterEvent[] = [];
    const run = async () => {
      for await (const event of writer().streamScript(input({ duration: 10 }, 2))) events.push(event);
    };
    await expect(run()).rejects.toMatchObject({ status: 502, message: expect.stringContaining("The model stopped") });
    const plan = events.find((e) => e.type === "plan")?.sections ?? [];
    const failed = plan.findIndex((s) => s.title === "Mixing and folding");
    const sections = events.filter((e) => e.type === "section").map((e) => e.index);
    expect(sections).toEqual(plan.slice(0, failed + 1).map((_, i) => i));
    const text = events.map((e) => (e.type === "delta" ? e.text : "")).join("");
    expect(text).toContain("[PART 1: Feeding the starter]");
    expect(text).toContain("Half a thought. Another half.");
  });
});

describe("short scripts (a single section's worth) on a model", () => {
  it("are one call, continued once when the answer comes back under 85 % of the target", async () => {
    fake.answer({ text: sentences(12) });
    const { text, events } = await write(input({ duration: 2 }, 2));
    expect(events.every((e) => e.type === "delta")).toBe(true);
    expect(fake.requests).toHaveLength(2);
    expect(fake.requests[1].prompt).toContain("Continue the script from exactly where it stops");
    expect(fake.requests[1].prompt).toContain("Write about 180 words");
    expect(Math.abs(countWords(text) / 300 - 1)).toBeLessThanOrEqual(0.1);
  });

  it("are cut at the sentence end closest to the target when the model writes far more", async () => {
    fake.answer({ text: sentences(70) });
    const { text } = await write(input({ duration: 2 }, 2));
    expect(fake.requests).toHaveLength(1);
    expect(countWords(text)).toBe(300);
    expect(sentences(70).startsWith(text)).toBe(true);
  });
});
