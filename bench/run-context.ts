// When and where a bench measurement ran. Requests/s, memory and Lighthouse scores depend on the
// machine and its load, so every figure in bench/results/latest.json is kept with the date, the
// machine and the load average of the run that measured it.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { availableParallelism, cpus, loadavg, totalmem } from "node:os";
import path from "node:path";
import {
  type BenchMachine,
  type BenchReport,
  latestPath,
  type MeasuredApart,
  writeReadmeBenchmarks,
} from "./report.ts";

/** os.loadavg() over 1, 5 and 15 minutes, to two decimals. */
export const loadAverageNow = () => loadavg().map((l) => Math.round(l * 100) / 100);

/** The machine as it is now, with its load average at this moment as the start of a run. */
export function machineNow(): BenchMachine {
  return {
    nproc: availableParallelism(),
    cpu: cpus()[0]?.model.trim() || undefined,
    memoryGb: Math.round(totalmem() / 1024 ** 3),
    node: process.version,
    loadAverageAtStart: loadAverageNow(),
  };
}

/**
 * Runs one measurement alone (`node bench/memory.ts`, `node bench/upload.ts`) and puts its figures
 * into latest.json under `section`, with their own date, machine and load (the rest of the file is
 * another run's), then rewrites the README's tables.
 */
export async function measureApartIntoLatest<T extends object>(
  section: "memory" | "upload",
  measure: () => Promise<T>,
): Promise<T> {
  const date = new Date().toISOString();
  const machine = machineNow();
  const figures = await measure();
  const measuredApart: MeasuredApart = { date, machine, loadAverageAtEnd: loadAverageNow() };
  const report: BenchReport = existsSync(latestPath) ? JSON.parse(readFileSync(latestPath, "utf8")) : { engines: {} };
  mkdirSync(path.dirname(latestPath), { recursive: true });
  writeFileSync(latestPath, `${JSON.stringify({ ...report, [section]: { ...figures, measuredApart } }, null, 2)}\n`);
  writeReadmeBenchmarks();
  console.log(`Written to bench/results/latest.json (${section}) and README.md's benchmark tables.`);
  return figures;
}
