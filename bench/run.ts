// `npm run bench` (not part of `npm test`): seeds a workspace of 20 members, 10 channels × 12 month
// folders and 10,000 videos with metrics, notes and scripts, starts the production build
// (`node src/server/main.ts` serving the built client) and drives it over loopback with autocannon:
// GET /api/health as the baseline, the channel dashboard, a folder's video list, the video page's
// data and notes, the production board of a channel and of all channels, adding a note and moving a card. For each: requests/s, p50, p99 and requests/s as a share of the
// baseline — on PGlite, and on PostgreSQL when TEST_DATABASE_URL is set. Writes the same as JSON to
// bench/results/latest.json.
//
// Targets (issue 6, on PostgreSQL): every read at least 30 % of the baseline's requests/s with p99
// under 50 ms; adding a note at least 15 %. Options: BENCH_DURATION (seconds per endpoint, default
// 5), BENCH_CONNECTIONS (default 10), BENCH_ENGINES (pglite,postgres), BENCH_ONLY (words of the
// endpoints to run beside the baseline, e.g. "board,move"; skips generation, memory, the first pages'
// JavaScript (bundle.ts) and Lighthouse and writes bench/results/subset.tmp instead).
import { spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import { openDatabase, sql } from "../src/server/db/client.ts";
import { apiClient, appProcess, repoRoot } from "../src/server/testing/app-process.ts";
import { measureBundle } from "./bundle.ts";
import { measureFirstWords } from "./first-words.ts";
import { measureLighthouse } from "./lighthouse.ts";
import { measureIdleMemory } from "./memory.ts";
import { createBenchDatabase } from "./postgres-database.ts";
import { writeReadmeBenchmarks } from "./report.ts";
import { loadAverageNow, machineNow } from "./run-context.ts";
import { BENCH_PASSWORD, type SeededWorkspace, seedWorkspace } from "./seed.ts";
import { seedIdeas } from "./seed-ideas.ts";
import { measureUpload, type UploadMeasurement } from "./upload.ts";

type Engine = "pglite" | "postgres";
type Kind = "baseline" | "read" | "write";

interface Endpoint {
  name: string;
  kind: Kind;
  method: "GET" | "POST";
  path: string;
  body?: string;
  /** Requests after the first one take these in turn (path and body), instead of repeating the first. */
  rotate?: { path: string; body: string }[];
}

interface Measurement {
  name: string;
  kind: Kind;
  request: string;
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  /** requests/s as a share of the baseline's. */
  ratio: number;
  responseBytes: number;
  /** Compressed, as sent to a client that takes brotli. */
  wireBytes: number;
  non2xx: number;
  errors: number;
  target: string;
  met: boolean;
}

/** A measurement before it is set against the baseline. */
type Measured = Omit<Measurement, "ratio" | "target" | "met">;

/** Chromium's Accept-Encoding. */
const BROWSER_ACCEPT_ENCODING = "gzip, deflate, br, zstd";
const DURATION = Number(process.env.BENCH_DURATION ?? 5);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const READ_RATIO = 0.3;
const READ_P99_MS = 50;
const WRITE_RATIO = 0.15;
const AUTH_SECRET = "bench-secret-0123456789abcdef0123456789abcdef";
const postgresServer = process.env.TEST_DATABASE_URL;
const engines = (process.env.BENCH_ENGINES ?? "pglite,postgres")
  .split(",")
  .filter((e): e is Engine => e === "pglite" || (e === "postgres" && Boolean(postgresServer)));

const endpoints = (w: SeededWorkspace & { nicheId: string }): Endpoint[] => [
  { name: "health (baseline)", kind: "baseline", method: "GET", path: "/api/health" },
  { name: "channel dashboard", kind: "read", method: "GET", path: `/api/channels/${w.channelId}/dashboard` },
  // Issue 14: the dashboard's YouTube Analytics over a year, against the year before (730 stored days).
  {
    name: "channel analytics, 365 days",
    kind: "read",
    method: "GET",
    path: `/api/channels/${w.channelId}/analytics?period=365`,
  },
  { name: "folder's video list", kind: "read", method: "GET", path: `/api/folders/${w.folderId}/videos` },
  { name: "video page", kind: "read", method: "GET", path: `/api/videos/${w.videoId}` },
  { name: "video notes", kind: "read", method: "GET", path: `/api/videos/${w.videoId}/notes` },
  {
    name: "production board of a channel",
    kind: "read",
    method: "GET",
    path: `/api/production/board?channelId=${w.channelId}`,
  },
  { name: "production board (all channels)", kind: "read", method: "GET", path: "/api/production/board" },
  // Decision 035: a niche of 200 watched channels × 500 uploads (100,000 videos), its outliers at 2×
  // and their title patterns; and the idea bank of 2,000 ideas, searched. The filtered rows ask for
  // words the seed puts in their titles (bench/seed-ideas.ts: every Short's title is "workbench …", a
  // shortlisted idea's first word is never "workbench"), so they answer pages, not empty lists.
  {
    name: "outliers of a niche (100,000 videos)",
    kind: "read",
    method: "GET",
    path: `/api/ideas/outliers?nicheId=${w.nicheId}&minScore=2`,
  },
  {
    name: "outliers, Shorts of the last 90 days with a title word",
    kind: "read",
    method: "GET",
    path: `/api/ideas/outliers?nicheId=${w.nicheId}&minScore=2&kind=short&within=90d&q=workbench`,
  },
  { name: "idea bank (2,000 ideas)", kind: "read", method: "GET", path: "/api/ideas?sort=rating" },
  { name: "idea bank searched", kind: "read", method: "GET", path: "/api/ideas?q=budget&status=shortlisted" },
  {
    name: "add a note",
    kind: "write",
    method: "POST",
    path: `/api/videos/${w.noteVideoId}/notes`,
    body: JSON.stringify({ content: "Benchmark note: looks good, ship it." }),
  },
  {
    // Each request moves another of 100 draft cards spread over the channels, to the end of Scripting
    // or Recording by turns, so every move changes a stage and writes an activity line.
    name: "move a card",
    kind: "write",
    method: "POST",
    path: `/api/videos/${w.moveVideoIds[0]}/move`,
    body: JSON.stringify({ stage: "scripting", beforeId: null }),
    rotate: [0, 1].flatMap((turn) =>
      w.moveVideoIds.map((id) => ({
        path: `/api/videos/${id}/move`,
        body: JSON.stringify({ stage: turn === 0 ? "recording" : "scripting", beforeId: null }),
      })),
    ),
  },
  // Measured again last: the ratios are taken against the higher of the two (againstTheHigherBaseline).
  { name: "health again (baseline)", kind: "baseline", method: "GET", path: "/api/health" },
];

/** BENCH_ONLY=board,move runs the baseline and the endpoints whose names contain one of the words. */
// Whole words: "board" picks the production boards, not the channel dashboard.
const only = (process.env.BENCH_ONLY ?? "")
  .split(",")
  .map((word) => word.trim().toLowerCase())
  .filter(Boolean);
const selected = (list: Endpoint[]) =>
  only.length === 0
    ? list
    : list.filter(
        (e) => e.kind === "baseline" || only.some((word) => new RegExp(`\\b${word}\\b`).test(e.name.toLowerCase())),
      );

function log(message: string) {
  console.log(`[bench ${new Date().toISOString().slice(11, 19)}] ${message}`);
}

async function measure(baseUrl: string, endpoint: Endpoint, cookie: string, seconds: number) {
  let turn = 0;
  const rotate = endpoint.rotate;
  return autocannon({
    ...(rotate && {
      requests: [
        {
          setupRequest: (request) => {
            const next = rotate[turn++ % rotate.length];
            return { ...request, path: next.path, body: next.body };
          },
        },
      ],
    }),
    url: `${baseUrl}${endpoint.path}`,
    method: endpoint.method,
    connections: CONNECTIONS,
    duration: seconds,
    headers: {
      // As a browser asks: what users get is the compressed answer (docs/decisions/008).
      "accept-encoding": BROWSER_ACCEPT_ENCODING,
      ...(endpoint.kind !== "baseline" && { cookie }),
      ...(endpoint.body && { "content-type": "application/json", origin: baseUrl }),
    },
    body: endpoint.body,
  });
}

function evaluate(kind: Kind, ratio: number, p99: number): { target: string; met: boolean } {
  if (kind === "read") {
    return {
      target: `≥ ${READ_RATIO * 100} %, p99 < ${READ_P99_MS} ms`,
      met: ratio >= READ_RATIO && p99 < READ_P99_MS,
    };
  }
  if (kind === "write") return { target: `≥ ${WRITE_RATIO * 100} %`, met: ratio >= WRITE_RATIO };
  return { target: "", met: true };
}

async function benchEngine(engine: Engine): Promise<{ seedSeconds: number; results: Measurement[] }> {
  const dataDir = mkdtempSync(path.join(tmpdir(), "scriptloom-bench-"));
  const postgres = engine === "postgres" ? await createBenchDatabase(postgresServer ?? "", "scriptloom_bench") : null;
  try {
    log(`${engine}: seeding the workspace…`);
    const seedStarted = performance.now();
    const database = await openDatabase(postgres ? { databaseUrl: postgres.url } : { dataDir });
    const seeded = await seedWorkspace(database.db);
    const ideas = await seedIdeas(database.db, seeded.memberEmail);
    const workspace = { ...seeded, nicheId: ideas.nicheId, counts: { ...seeded.counts, ...ideas.counts } };
    // What autovacuum would do soon after a bulk load: fresh statistics for the planner.
    await database.db.execute(sql`analyze`);
    await database.close();
    const seedSeconds = Math.round((performance.now() - seedStarted) / 100) / 10;
    log(`${engine}: seeded ${JSON.stringify(workspace.counts)} in ${seedSeconds} s; starting the server`);

    const app = await appProcess({
      DATA_DIR: dataDir,
      ...(postgres && { DATABASE_URL: postgres.url }),
      AUTH_SECRET,
      LOG_LEVEL: "warn",
    });
    try {
      const api = apiClient(app.url);
      await api.json("POST", "/api/auth/sign-in/email", { email: workspace.memberEmail, password: BENCH_PASSWORD });
      const results: Measured[] = [];
      for (const endpoint of selected(endpoints(workspace))) {
        // One request first: it must succeed, and its size is reported.
        const probe = await api.request(endpoint.method, endpoint.path, endpoint.body && JSON.parse(endpoint.body));
        const responseBytes = (await probe.arrayBuffer()).byteLength;
        // fetch asks for br/gzip as browsers do and decodes: the header is what crossed the wire.
        const wireBytes = Number(probe.headers.get("content-length") ?? responseBytes);
        if (!probe.ok)
          throw new Error(`${endpoint.name}: ${endpoint.method} ${endpoint.path} answered ${probe.status}`);
        await measure(app.url, endpoint, api.cookie, 1); // warm-up
        const result = await measure(app.url, endpoint, api.cookie, DURATION);
        const requestsPerSecond = Math.round(result.requests.average);
        const measurement: Measured = {
          name: endpoint.name,
          kind: endpoint.kind,
          request: `${endpoint.method} ${endpoint.path.replace(/[0-9a-f-]{36}/g, "{id}")}`,
          requestsPerSecond,
          p50Ms: result.latency.p50,
          p99Ms: result.latency.p99,
          responseBytes,
          wireBytes,
          non2xx: result.non2xx,
          errors: result.errors,
        };
        results.push(measurement);
        log(
          `${engine}: ${endpoint.name} (${responseBytes} B, ${wireBytes} B on the wire): ${requestsPerSecond} req/s, p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms` +
            (result.non2xx || result.errors ? ` — ${result.non2xx} non-2xx, ${result.errors} errors` : ""),
        );
      }
      return { seedSeconds, results: againstTheHigherBaseline(results) };
    } finally {
      await app.stop("SIGTERM");
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
    await postgres?.drop();
  }
}

/**
 * The ratios against the higher of the two health checks, the first endpoint and the last. A baseline
 * measured while something else briefly had the CPU is low, and every ratio to it too high: one such
 * run read the video page at 0.31 against a health check of 4,736 req/s, where the runs around it
 * measured 5,900–6,900.
 */
function againstTheHigherBaseline(results: Measured[]): Measurement[] {
  const baseline = Math.max(...results.filter((r) => r.kind === "baseline").map((r) => r.requestsPerSecond));
  return results.map((r) => {
    const ratio = Math.round((r.requestsPerSecond / baseline) * 1000) / 1000;
    const verdict = evaluate(r.kind, ratio, r.p99Ms);
    return { ...r, ratio, ...verdict, met: verdict.met && r.non2xx === 0 && r.errors === 0 };
  });
}

function table(engine: Engine, results: Measurement[]): string {
  const rows = results.map((r) =>
    [
      r.name,
      String(r.requestsPerSecond),
      `${r.p50Ms} ms`,
      `${r.p99Ms} ms`,
      r.ratio.toFixed(2),
      r.target ? `${r.target}: ${r.met ? "met" : "MISSED"}` : "",
    ].join(" | "),
  );
  return [
    `${engine === "postgres" ? "PostgreSQL" : "PGlite (embedded)"}`,
    "| endpoint | req/s | p50 | p99 | × baseline | target |",
    "| --- | ---: | ---: | ---: | ---: | --- |",
    ...rows.map((r) => `| ${r} |`),
  ].join("\n");
}

const started = performance.now();
const date = new Date().toISOString();
const host = machineNow();
log(`machine: ${host.nproc} × ${host.cpu}, load ${host.loadAverageAtStart?.join(" ")}`);
if (!postgresServer) log("TEST_DATABASE_URL is not set: PostgreSQL is skipped");

const build = spawnSync(process.execPath, ["tools/build-if-stale.ts"], { cwd: repoRoot, stdio: "inherit" });
if (build.status !== 0) throw new Error("the client build failed");

const report: Record<string, unknown> = {
  date,
  machine: host,
  settings: { durationSeconds: DURATION, connections: CONNECTIONS, loopback: "127.0.0.1", logLevel: "warn" },
  targets: { readRatio: READ_RATIO, readP99Ms: READ_P99_MS, writeRatio: WRITE_RATIO, appliesTo: "postgres" },
  engines: {} as Record<string, unknown>,
};
const tables: string[] = [];
for (const engine of engines) {
  const { seedSeconds, results } = await benchEngine(engine);
  (report.engines as Record<string, unknown>)[engine] = { seedSeconds, results };
  tables.push(table(engine, results));
}
if (only.length === 0) {
  log("generation: first words through the script stream…");
  const firstWords = await measureFirstWords(AUTH_SECRET);
  report.firstWords = firstWords;
  tables.push(
    `Script generation (fake streaming provider): first words reach the client ${firstWords.medianMs} ms (median of ${firstWords.runs}; max ${firstWords.maxMs} ms) after the provider sends them; target < ${firstWords.targetMs} ms: ${firstWords.met ? "met" : "MISSED"}`,
  );
  report.memory = await measureIdleMemory(AUTH_SECRET);
  log("publishing: an upload relayed through the server to the fake YouTube upload host…");
  const upload = await measureUpload();
  report.upload = upload;
  tables.push(
    `Upload relay (${upload.sizeMb} MB to the fake YouTube): ${upload.throughputMbPerSecond} MB/s against ${upload.directMbPerSecond} MB/s sent directly (${upload.ratio} ×, target ≥ ${upload.targetRatio}: ${upload.ratioMet ? "met" : "MISSED"}); server memory idle ${upload.idleRssMb} MB, peak ${upload.peakRssMb} MB; target ≤ idle + 100 MB: ${upload.met ? "met" : "MISSED"}`,
  );
  report.bundle = measureBundle();
  report.lighthouse = await measureLighthouse(AUTH_SECRET);
} else {
  report.only = only;
}
report.loadAverageAtEnd = loadAverageNow();
report.totalSeconds = Math.round((performance.now() - started) / 1000);

const resultsDir = path.join(repoRoot, "bench/results");
mkdirSync(resultsDir, { recursive: true });
// A subset run does not replace the full run's results.
const resultsFile = only.length === 0 ? "latest.json" : "subset.tmp";
writeFileSync(path.join(resultsDir, resultsFile), `${JSON.stringify(report, null, 2)}\n`);
// The README's tables are the full run's, never a subset's.
if (only.length === 0) writeReadmeBenchmarks();
console.log(`\n${tables.join("\n\n")}\n`);
console.log(
  `Machine: ${host.nproc} × ${host.cpu}, Node ${host.node}; load average ${host.loadAverageAtStart?.join(" ")} at start.`,
);
console.log(`Targets apply on PostgreSQL. Took ${report.totalSeconds} s. Written to bench/results/${resultsFile}.`);
const missed = postgresServer
  ? ((report.engines as Record<string, { results: Measurement[] }>).postgres?.results.filter((r) => !r.met) ?? [])
  : [];
if (missed.length > 0) {
  console.log(`Missed on PostgreSQL: ${missed.map((r) => r.name).join(", ")}`);
  process.exitCode = 1;
}
const otherMisses = [
  ...((report.memory as { results?: { engine: string; state: string; met: boolean }[] })?.results ?? [])
    .filter((r) => !r.met)
    .map((r) => `memory (${r.engine}, ${r.state})`),
  ...(report.upload && !(report.upload as UploadMeasurement).met ? ["upload memory"] : []),
  ...(report.upload && !(report.upload as UploadMeasurement).ratioMet ? ["upload relay ratio"] : []),
  ...((report.bundle as { name: string; met: boolean }[] | undefined) ?? []).filter((b) => !b.met).map((b) => b.name),
  ...((report.lighthouse as { name: string; met: boolean }[] | undefined) ?? [])
    .filter((l) => !l.met)
    .map((l) => `Lighthouse ${l.name}`),
];
if (otherMisses.length > 0) {
  console.log(`Missed: ${otherMisses.join(", ")}`);
  process.exitCode = 1;
}
