import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import {
  type BenchReport,
  firstDifferingLine,
  README_END,
  README_START,
  readLatest,
  readmePath,
  renderBenchmarks,
  withBenchmarks,
} from "./report.ts";

describe("the README's benchmark tables", () => {
  it("are the ones bench/results/latest.json gives (run `npm run bench:readme` after a bench run)", () => {
    const readme = readFileSync(readmePath, "utf8");
    const difference = firstDifferingLine(readme, withBenchmarks(readme, readLatest()));
    expect(difference).toBeUndefined();
  });

  it("name the machine, the date and the load of the run", () => {
    const latest = readLatest();
    const text = renderBenchmarks(latest);
    expect(text).toContain(latest.date?.slice(0, 10));
    if (latest.machine?.cpu) expect(text).toContain(latest.machine.cpu);
    if (latest.machine?.loadAverageAtStart) expect(text).toContain(latest.machine.loadAverageAtStart[0].toFixed(2));
  });

  it("say “not recorded” for what a run did not record, rather than a figure", () => {
    const text = renderBenchmarks({ engines: {} } satisfies BenchReport);
    expect(text).toContain("Latest run: not recorded; cores: not recorded; CPU: not recorded;");
    expect(text).toContain("load average (1, 5 and 15 minutes): not recorded at the start, not recorded at the end");
    expect(text).toContain("duration: not recorded;");
    expect(text).not.toMatch(/undefined|NaN/);
  });

  it("give figures measured by a script alone their own date and load", () => {
    const upload = {
      sizeMb: 64,
      chunks: 8,
      throughputMbPerSecond: 50,
      directMbPerSecond: 60,
      ratio: 0.83,
      targetRatio: 0.8,
      ratioMet: true,
      idleRssMb: 150,
      peakRssMb: 170,
      targetPeakMb: 250,
      met: true,
      measuredApart: {
        date: "2026-11-26T09:30:00.000Z",
        machine: { nproc: 2, loadAverageAtStart: [0.5, 0.4, 0.3] },
        loadAverageAtEnd: [1.5, 0.9, 0.6],
      },
    };
    const text = renderBenchmarks({ date: "2026-11-25T14:18:00.000Z", engines: {}, upload });
    expect(text).toContain("Latest run: 2026-11-25 14:18 UTC;");
    expect(text).toContain("0.83 × direct (target ≥ 0.8: met)");
    expect(text).toContain(
      "Measured apart from that run: 2026-11-26 09:30 UTC; cores: 2; CPU: not recorded; memory: not recorded; " +
        "Node: not recorded; load average (1, 5 and 15 minutes): 0.50 / 0.40 / 0.30 at the start, 1.50 / 0.90 / 0.60 at the end.",
    );
  });
});

describe("the first differing line", () => {
  it("is named with what the tables should hold and what the README holds", () => {
    const readme = `intro\n${README_START}\nLatest run: 2026-11-25\n| a | 1 |\n${README_END}\n`;
    const changed = readme.replace("| a | 1 |", "| a | 2 |");
    expect(firstDifferingLine(changed, readme)).toBe('line 4: expected "| a | 1 |", found "| a | 2 |"');
    expect(firstDifferingLine(readme, readme)).toBeUndefined();
  });

  it("is the end of the file when one text is the other cut short", () => {
    expect(firstDifferingLine("a\nb", "a\nb\nc")).toBe('line 3: expected "c", found (end of file)');
    expect(firstDifferingLine("a\nb\nc", "a\nb")).toBe('line 3: expected (end of file), found "c"');
  });
});
