// How the production server runs: `npm start` (package.json) starts exactly this after building
// what is stale, and so do the e2e tests, the process tests and the bench (a unit test holds
// package.json to it). Decision 009 has the measurements behind each flag.
export const PRODUCTION_NODE_FLAGS = [
  // V8 otherwise lets the young generation grow to 64 MB semi-spaces during start-up (128 MB
  // resident) and keeps them while idle; 4 MB ones cost a few more, cheap, scavenges.
  "--max-semi-space-size=4",
  // PGlite is 9 MB of WASM. Re-compiling its hot functions with TurboFan briefly mallocs some
  // 600 MB (a start-up peak over 1 GB) that the allocator then partly keeps; the baseline
  // compiler's code alone runs its queries at about half the speed, enough for one team.
  // JavaScript is not affected.
  "--liftoff-only",
  // V8's memory-saving mode (as Chrome uses on low-memory devices): smaller heap growth steps and
  // earlier flushing of unused bytecode. Idle, the server on PostgreSQL keeps ~110 MB instead of
  // ~160 MB; the request throughput measured by `npm run bench` stays within its targets.
  "--optimize-for-size",
  // In that mode, the external memory of streamed bytes (each socket read is a Buffer off the heap)
  // starts a memory-reducing full GC every ~8 MB: relaying an upload spent half its CPU in GC
  // (Mark-Compact every 120 ms, 6.6 s of CPU per 512 MB). Counted against the heap's global limit
  // instead, 7 full GCs instead of 50 and 1.9 s (bench/upload.ts).
  "--external-memory-accounted-in-global-limit",
];

/** The bundle tools/build-server.ts writes, relative to the repository root. */
export const PRODUCTION_ENTRY = "dist/server/main.js";

export const productionServerArgs = (): string[] => [...PRODUCTION_NODE_FLAGS, PRODUCTION_ENTRY];
