import { describe, expect, it } from "vitest";
import { EVAL_BRIEFS } from "../../../eval/briefs.ts";
import { briefsWritten, runEval } from "../../../eval/harness.ts";
import { EVAL_PROFILES, openEvalWriter } from "../../../eval/writers.ts";

// `npm run eval` in the suite: the eval's briefs (30 seconds to two hours, every tone and format,
// switches on and off, one to eight topics) land within 10 % of their target on the offline writer and
// on every provider double — token-shaped streams, thinking models, wrapped JSON, a model that writes
// half as much again as asked, one that stops at 1,000 words — with the model's exact text and no
// reasoning in the script.
// In the suite, each profile writes the briefs that can show its failures; `npm run eval` writes them all.
// The writers whose length is the question (the offline one and the models that overshoot or stop short)
// write every brief up to an hour and the two-hour one (a hundred calls). Every other profile is about how
// a provider streams (tokens, reasoning, wrapped or cut JSON, a dropped connection), which a one-call
// script and planned ones of up to 15 minutes in four languages show as well as an hour does.
const LENGTH_PROFILES: readonly string[] = ["offline", "overshoot-50", "capped-1000"];
const briefsFor = (name: string) =>
  EVAL_BRIEFS.filter((brief) => {
    const minutes = brief.input.scriptConfig.duration;
    return LENGTH_PROFILES.includes(name) ? minutes <= 60 || minutes === 120 : minutes <= 15;
  });

describe("npm run eval", () => {
  it.each(["offline", ...EVAL_PROFILES] as const)(
    "every brief lands within 10 percent of its target on %s",
    async (name) => {
      const target = await openEvalWriter(name === "offline" ? "offline" : { profile: name }, { LOG_LEVEL: "silent" });
      try {
        // The offline writer writes English only: its briefs in other languages are left out.
        const briefs = briefsWritten(target.writer, briefsFor(name));
        if (name === "offline") expect(briefs.length).toBe(briefsFor(name).length - 3);
        const rows = await runEval(target, briefs);
        expect(rows).toHaveLength(briefs.length);
        for (const row of rows) {
          expect(row.error, row.id).toBeUndefined();
          expect(Math.abs(row.deviation), `${row.id}: ${row.words} of ${row.target}`).toBeLessThanOrEqual(0.1);
          expect(row.reasoningLeaked, row.id).toBe(0);
          if (name !== "offline") expect(row.exactText, row.id).toBe(true);
          // A planned script (and the offline writer's labelled one) shows its topics and switches.
          if (name === "offline" || row.target > 400) {
            expect(row.topicsPresent, row.id).toBe(true);
            expect(row.switchesHonoured, row.id).toBe(true);
          }
        }
        if (name !== "offline") {
          expect(rows.every((row) => row.calls > 0)).toBe(true);
          // The provider's token counts are read (a call stopped at a sentence end never gets its own).
          expect(rows.some((row) => row.outputTokens > 0)).toBe(true);
        }
        if (name === "openai-chat-flaky") expect(rows.every((row) => row.retries > 0)).toBe(true);
      } finally {
        await target.close();
      }
    },
    120_000,
  );
});
