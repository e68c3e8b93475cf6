import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { readLatest, readmePath, renderBenchmarks, withBenchmarks } from "./report.ts";

describe("the README's benchmark tables", () => {
  it("are the ones bench/results/latest.json gives (run `node bench/report.ts` after a bench run)", () => {
    const readme = readFileSync(readmePath, "utf8");
    expect(readme).toBe(withBenchmarks(readme, readLatest()));
  });

  it("name the machine, the date and the load of the run", () => {
    const text = renderBenchmarks(readLatest());
    const { machine, date } = readLatest();
    expect(text).toContain(date.slice(0, 10));
    expect(text).toContain(machine.cpu);
    expect(text).toContain(machine.loadAverageAtStart[0].toFixed(2));
  });
});
