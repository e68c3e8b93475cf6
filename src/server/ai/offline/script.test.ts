import { describe, expect, it } from "vitest";
import type { ScriptConfig, ScriptInput } from "../../../shared/schemas/studio.ts";
import { countWords, targetWordCount } from "../../../shared/studio.ts";
import { SCRIPT_FORMATS, TONES } from "../../../shared/studio-values.ts";
import { composeResearch, composeTopics } from "./research.ts";
import { composeScript, planScript } from "./script.ts";
import { VOICES } from "./voices.ts";

const researchData = composeResearch({
  niche: "Food & Cooking",
  topic: "Sourdough at home",
  targetAudience: "busy parents",
});
const TOPICS = ["Feeding your starter", "Mixing and folding", "Shaping a tight boule", "Baking in a Dutch oven"];

function input(config: Partial<ScriptConfig> = {}, selectedTopics = TOPICS.slice(0, 3)): ScriptInput {
  return {
    researchData,
    topic: "Sourdough at home",
    niche: "Food & Cooking",
    scriptConfig: {
      duration: 5,
      tone: "educational",
      scriptType: "full",
      includeHooks: true,
      includeCTA: true,
      includeTransitions: true,
      ...config,
    },
    selectedTopics,
  };
}

const deviation = (text: string, minutes: number) => Math.abs(countWords(text) / targetWordCount(minutes) - 1);

describe("offline writer: length", () => {
  const durations = [1, 1.5, 2, 3, 5, 7.5, 10, 15, 20, 25, 30];

  it.each(SCRIPT_FORMATS)("hits the target word count within 15%% from 1 to 30 minutes (%s)", (scriptType) => {
    for (const duration of durations) {
      for (const count of [1, 2, 3, 4]) {
        for (const switches of [true, false]) {
          const text = composeScript(
            input(
              { duration, scriptType, includeHooks: switches, includeCTA: switches, includeTransitions: switches },
              TOPICS.slice(0, count),
            ),
          );
          expect(
            deviation(text, duration),
            `${duration} min, ${count} topics, switches ${switches}`,
          ).toBeLessThanOrEqual(0.15);
        }
      }
    }
  });

  it.each(TONES)("hits the target word count in the %s tone", (tone) => {
    for (const duration of [1, 10, 30]) {
      expect(deviation(composeScript(input({ duration, tone })), duration)).toBeLessThanOrEqual(0.15);
    }
  });

  it("writes a sensible 30-second script: one topic on target, several kept short", () => {
    expect(deviation(composeScript(input({ duration: 0.5 }, TOPICS.slice(0, 1))), 0.5)).toBeLessThanOrEqual(0.15);
    const several = composeScript(input({ duration: 0.5 }, TOPICS.slice(0, 3)));
    expect(countWords(several)).toBeLessThanOrEqual(2 * targetWordCount(0.5));
    for (const topic of TOPICS.slice(0, 3)) expect(several).toContain(topic);
  });

  it("writes long scripts too (2 hours)", () => {
    expect(deviation(composeScript(input({ duration: 120 })), 120)).toBeLessThanOrEqual(0.05);
  });
});

describe("offline writer: content", () => {
  it("covers every selected topic, in order", () => {
    const topics = [...TOPICS, "My own custom topic"];
    for (const scriptType of SCRIPT_FORMATS) {
      const text = composeScript(input({ scriptType, duration: 10 }, topics));
      const positions = topics.map((topic) => text.indexOf(topic));
      expect(positions.every((p) => p >= 0)).toBe(true);
      expect([...positions].sort((a, b) => a - b)).toEqual(positions);
    }
  });

  it("lays out a full script, a detailed outline and bullet points", () => {
    const full = composeScript(input({ scriptType: "full" }));
    expect(full).toContain("[PART 1: Feeding your starter]");
    expect(full).not.toMatch(/^• /m);
    const outline = composeScript(input({ scriptType: "outline" }));
    expect(outline).toMatch(/^\d+\. Feeding your starter$/m);
    expect(outline).toMatch(/^ {3}- /m);
    const bullets = composeScript(input({ scriptType: "bullet" }));
    expect(bullets).toMatch(/^Feeding your starter$/m);
    expect(bullets.split("\n").filter((line) => line.startsWith("• ")).length).toBeGreaterThan(10);
  });

  it("writes each tone in its own voice", () => {
    const texts = TONES.map((tone) => composeScript(input({ tone, duration: 3 })));
    expect(new Set(texts).size).toBe(TONES.length);
    TONES.forEach((tone, i) => {
      const hooks = VOICES[tone].hook.map((h) => h.split("{topic}")[0]);
      expect(
        hooks.some((start) => texts[i].includes(start.trim() || texts[i].slice(0, 5))),
        tone,
      ).toBe(true);
      expect(
        VOICES[tone].leadIns.some((lead) => texts[i].includes(lead)),
        tone,
      ).toBe(true);
    });
  });

  it("has a hook section only when includeHooks", () => {
    expect(planScript(input({ includeHooks: true })).some((s) => s.kind === "hook")).toBe(true);
    expect(composeScript(input({ includeHooks: true }))).toContain("[HOOK]");
    expect(planScript(input({ includeHooks: false })).some((s) => s.kind === "hook")).toBe(false);
    expect(composeScript(input({ includeHooks: false }))).not.toContain("[HOOK]");
  });

  it("has a call to action only when includeCTA", () => {
    const withCta = composeScript(input({ includeCTA: true }));
    expect(withCta).toContain("[CALL TO ACTION]");
    expect(withCta).toMatch(/subscribe/i);
    const without = composeScript(input({ includeCTA: false }));
    expect(without).not.toContain("[CALL TO ACTION]");
    expect(without).not.toMatch(/subscribe|like button|like the video/i);
  });

  it("has transition lines only when includeTransitions", () => {
    for (const tone of TONES) {
      const starts = VOICES[tone].transition.map((template) => template.split("{next}")[0].slice(0, 20));
      const plan = planScript(input({ tone, includeTransitions: true }));
      const transitions = plan.filter((s) => s.kind === "transition");
      expect(transitions).toHaveLength(3);
      const text = composeScript(input({ tone, includeTransitions: true }));
      for (const t of transitions) expect(text).toContain(t.sentences[0]);
      const without = composeScript(input({ tone, includeTransitions: false }));
      expect(planScript(input({ tone, includeTransitions: false })).some((s) => s.kind === "transition")).toBe(false);
      for (const start of starts) expect(without).not.toContain(start);
    }
  });

  it("is deterministic", () => {
    expect(composeScript(input({ duration: 7 }))).toBe(composeScript(input({ duration: 7 })));
  });

  it("uses the research and the audience it is given", () => {
    const text = composeScript({ ...input({ duration: 10 }), targetAudience: "night-shift nurses" });
    expect(text).toContain("night-shift nurses");
    expect(researchData.questionsViewersAsk.some((q) => text.includes(q))).toBe(true);
  });
});

describe("offline writer: length over the whole grid (issue 11)", () => {
  const suggested = composeTopics({ researchData, topic: "Sourdough at home" });
  const pool = [...suggested, ...Array.from({ length: 30 }, (_, i) => `Extra bake number ${i + 1}`)];
  const durations = [0.5, 1, 1.5, 2, 3, 5, 7.5, 10, 15, 30, 45, 60, 90, 120];

  /** Within 10 % of the target, or, where naming each topic once already fills most of it, as short as it can be. */
  function expectLength(text: string, duration: number, topics: string[], label: string) {
    const names = countWords(topics.join(" "));
    if (names <= targetWordCount(duration) * 0.6) {
      expect(deviation(text, duration), label).toBeLessThanOrEqual(0.1);
    } else {
      expect(countWords(text), label).toBeLessThanOrEqual(Math.max(targetWordCount(duration) * 1.1, names + 35));
    }
  }

  it.each(SCRIPT_FORMATS)(
    "%s: within 10 percent of 150 × duration for 1 to 8 topics, every tone and switch",
    (scriptType) => {
      for (const [step, duration] of durations.entries()) {
        for (let count = 1; count <= 8; count++) {
          const topics = pool.slice(0, count);
          // Pairwise: at each duration the eight topic counts meet the eight switch combinations
          // once each (every pair of duration × count and duration × switches, an eighth of the full
          // product); the tone turns with them, so each meets every tone.
          const switches = (step + count) % 8;
          const config = {
            duration,
            tone: TONES[(step + count + switches) % TONES.length],
            scriptType,
            includeHooks: Boolean(switches & 1),
            includeCTA: Boolean(switches & 2),
            includeTransitions: Boolean(switches & 4),
          };
          const label = `${JSON.stringify(config)}, ${count} topics`;
          expectLength(composeScript(input(config, topics)), duration, topics, label);
        }
      }
    },
    60_000,
  );

  it("stays within 10 percent with up to 30 topics wherever their names fit, and names every one", () => {
    for (const duration of durations) {
      for (const count of [12, 20, 30]) {
        const topics = pool.slice(0, count);
        for (const scriptType of SCRIPT_FORMATS) {
          const text = composeScript(input({ duration, scriptType }, topics));
          expectLength(text, duration, topics, `${duration} min, ${count} topics, ${scriptType}`);
          for (const topic of topics) expect(text.toLowerCase()).toContain(topic.toLowerCase());
        }
      }
    }
  });
});
