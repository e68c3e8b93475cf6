import { describe, expect, it } from "vitest";
import { EVAL_BRIEFS } from "../../../eval/briefs.ts";
import { runEval } from "../../../eval/harness.ts";
import { openEvalWriter } from "../../../eval/writers.ts";

// Issue 11: the eval's briefs (30 seconds to two hours, every tone and format, switches on and off, one
// to eight topics) land within 10 % of 150 words a minute, on the offline writer and on a model that
// writes at most 1,000 words an answer.
describe("npm run eval", () => {
  it.each(["offline", "fake"] as const)(
    "every brief lands within 10 percent of its target on the %s writer",
    async (name) => {
      const { writer, counter, close } = await openEvalWriter(name, { LOG_LEVEL: "silent" });
      try {
        const rows = await runEval(writer, EVAL_BRIEFS, counter);
        expect(rows).toHaveLength(EVAL_BRIEFS.length);
        for (const row of rows) {
          expect(row.error, row.id).toBeUndefined();
          expect(Math.abs(row.deviation), `${row.id}: ${row.words} of ${row.target}`).toBeLessThanOrEqual(0.1);
          // A planned script (and the offline writer's labelled one) shows its topics and switches.
          if (name === "offline" || row.target > 400) {
            expect(row.topicsPresent, row.id).toBe(true);
            expect(row.switchesHonoured, row.id).toBe(true);
          }
        }
        if (name === "fake") expect(rows.every((row) => row.calls > 0 && row.outputTokens > 0)).toBe(true);
      } finally {
        await close();
      }
    },
    60_000,
  );
});
