// Issue 9: how much memory the production server holds while idle, as `npm start` runs it (built
// server and client, the flags in tools/production-server.ts). For each engine: the server's
// resident memory (VmRSS of its process) on an empty database it has just created, and again on the
// bench's workspace of 10,000 videos (bench/seed.ts), each time after a few requests and a settle
// period. VmHWM (the peak since the process started) is reported too: a small server must also
// survive the start-up.
//
// `npm run bench` calls measureIdleMemory (its figures go into bench/results/latest.json);
// `node bench/memory.ts` runs it alone and adds them to that file, with their own date and load. Options: BENCH_ENGINES
// (pglite,postgres), BENCH_SETTLE_SECONDS (default 10). PostgreSQL needs TEST_DATABASE_URL.
import { spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { openDatabase, sql } from "../src/server/db/client.ts";
import { type ApiClient, type AppProcess, apiClient, appProcess, repoRoot } from "../src/server/testing/app-process.ts";
import { createBenchDatabase } from "./postgres-database.ts";
import { measureApartIntoLatest } from "./run-context.ts";
import { BENCH_PASSWORD, type SeededWorkspace, seedWorkspace } from "./seed.ts";

type Engine = "pglite" | "postgres";
type State = "empty" | "seeded";

/** Targets in MB (MiB, as /proc reports kB): what a 1 GB VPS holding the app and its database can spare. */
export const MEMORY_TARGETS_MB: Record<Engine, Record<State, number>> = {
  pglite: { empty: 200, seeded: 200 },
  postgres: { empty: 120, seeded: 120 },
};

export interface MemoryMeasurement {
  engine: Engine;
  state: State;
  rssMb: number;
  peakMb: number;
  targetMb: number;
  met: boolean;
}

const SETTLE_SECONDS = Number(process.env.BENCH_SETTLE_SECONDS ?? 10);
const postgresServer = process.env.TEST_DATABASE_URL;

function log(message: string) {
  console.log(`[bench ${new Date().toISOString().slice(11, 19)}] memory: ${message}`);
}

/** VmRSS and VmHWM of a process, in MB. */
function residentMemory(pid: number): { rssMb: number; peakMb: number } {
  const status = readFileSync(`/proc/${pid}/status`, "utf8");
  const kb = (field: string) => Number(new RegExp(`^${field}:\\s*(\\d+) kB`, "m").exec(status)?.[1] ?? Number.NaN);
  return { rssMb: Math.round(kb("VmRSS") / 1024), peakMb: Math.round(kb("VmHWM") / 1024) };
}

async function get(api: ApiClient, url: string) {
  const res = await api.request("GET", url);
  await res.arrayBuffer();
  if (!res.ok) throw new Error(`GET ${url} answered ${res.status}`);
}

/** A few requests, as a visit would make them; then nothing for the settle period. */
async function visitThenSettle(app: AppProcess, workspace: SeededWorkspace | null) {
  const api = apiClient(app.url);
  for (let round = 0; round < 3; round++) {
    await get(api, "/api/health");
    await get(api, "/");
    if (workspace) {
      if (!api.cookie) {
        await api.json("POST", "/api/auth/sign-in/email", { email: workspace.memberEmail, password: BENCH_PASSWORD });
      }
      await get(api, `/api/channels/${workspace.channelId}/dashboard`);
      await get(api, `/api/folders/${workspace.folderId}/videos`);
      await get(api, `/api/videos/${workspace.videoId}`);
      await get(api, `/api/videos/${workspace.videoId}/notes`);
    }
  }
  await new Promise((resolve) => setTimeout(resolve, SETTLE_SECONDS * 1000));
}

async function measureServer(
  engine: Engine,
  state: State,
  env: Record<string, string>,
  workspace: SeededWorkspace | null,
): Promise<MemoryMeasurement> {
  const app = await appProcess(env);
  try {
    await visitThenSettle(app, workspace);
    const pid = app.pid();
    if (!pid || !app.running()) throw new Error(`the ${engine} server stopped:\n${app.logs()}`);
    const { rssMb, peakMb } = residentMemory(pid);
    const targetMb = MEMORY_TARGETS_MB[engine][state];
    log(`${engine}, ${state}: ${rssMb} MB resident (peak ${peakMb} MB); target ≤ ${targetMb} MB`);
    return { engine, state, rssMb, peakMb, targetMb, met: rssMb <= targetMb };
  } finally {
    await app.stop("SIGTERM");
  }
}

async function measureEngine(engine: Engine, authSecret: string): Promise<MemoryMeasurement[]> {
  const dataDir = mkdtempSync(path.join(tmpdir(), "scriptloom-bench-memory-"));
  const postgres =
    engine === "postgres" ? await createBenchDatabase(postgresServer ?? "", "scriptloom_bench_memory") : null;
  const env = { DATA_DIR: dataDir, ...(postgres && { DATABASE_URL: postgres.url }), AUTH_SECRET: authSecret };
  try {
    // The server creates and migrates the empty database itself, as on a first `npm start`.
    const empty = await measureServer(engine, "empty", env, null);
    log(`${engine}: seeding 10,000 videos…`);
    const database = await openDatabase(postgres ? { databaseUrl: postgres.url } : { dataDir });
    const workspace = await seedWorkspace(database.db);
    await database.db.execute(sql`analyze`);
    await database.close();
    const seeded = await measureServer(engine, "seeded", env, workspace);
    return [empty, seeded];
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
    await postgres?.drop();
  }
}

function table(results: MemoryMeasurement[]): string {
  const rows = results.map((r) =>
    [
      r.engine === "postgres" ? "PostgreSQL" : "PGlite (embedded)",
      r.state === "empty" ? "empty database" : "10,000 videos",
      `${r.rssMb} MB`,
      `${r.peakMb} MB`,
      `≤ ${r.targetMb} MB: ${r.met ? "met" : "MISSED"}`,
    ].join(" | "),
  );
  return [
    `Idle memory of the production server (VmRSS after a few requests and ${SETTLE_SECONDS} s idle)`,
    "| engine | data | resident | peak since start | target |",
    "| --- | --- | ---: | ---: | --- |",
    ...rows.map((r) => `| ${r} |`),
  ].join("\n");
}

/**
 * Measures every engine (PostgreSQL when TEST_DATABASE_URL is set), prints a table and sets a
 * failing exit code when a target is missed. The caller has built what is stale.
 */
export async function measureIdleMemory(authSecret: string) {
  const engines = (process.env.BENCH_ENGINES ?? "pglite,postgres")
    .split(",")
    .filter((e): e is Engine => e === "pglite" || (e === "postgres" && Boolean(postgresServer)));
  if (!postgresServer) log("TEST_DATABASE_URL is not set: PostgreSQL is skipped");
  const results: MemoryMeasurement[] = [];
  for (const engine of engines) results.push(...(await measureEngine(engine, authSecret)));
  console.log(`\n${table(results)}\n`);
  const missed = results.filter((r) => !r.met);
  if (missed.length > 0) {
    console.log(`Missed memory targets: ${missed.map((r) => `${r.engine} ${r.state}`).join(", ")}`);
    process.exitCode = 1;
  }
  return { settleSeconds: SETTLE_SECONDS, unit: "MiB", targets: MEMORY_TARGETS_MB, results };
}

if (import.meta.main) {
  const build = spawnSync(process.execPath, ["tools/build-if-stale.ts"], { cwd: repoRoot, stdio: "inherit" });
  if (build.status !== 0) throw new Error("the build failed");
  await measureApartIntoLatest("memory", () => measureIdleMemory(`bench-secret-${randomBytes(16).toString("hex")}`));
}
