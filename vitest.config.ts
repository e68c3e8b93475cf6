import { availableParallelism } from "node:os";
import { fileURLToPath } from "node:url";
import { configDefaults, defineConfig } from "vitest/config";
import { BaseSequencer, type TestSpecification } from "vitest/node";

// Integration suites run on PGlite always, and again on a PostgreSQL server when
// TEST_DATABASE_URL is set (ARCHITECTURE §1).
const serverSuites = ["src/server/**/*.test.ts"];
// Suites about PostgreSQL alone (several app processes on one server): the pglite project leaves
// them to the postgres project, or, without TEST_DATABASE_URL, shows them skipped with the reason.
const postgresOnlySuites = ["src/server/scale-out.test.ts"];
// Suites that never open a database (model calls and the eval on the provider doubles, the doubles
// themselves, the API clients, the config): the pglite project runs them, the postgres one would only
// run them again.
const databaseFreeSuites = [
  "src/server/ai/**/*.test.ts",
  "src/server/testing/fakes/**/*.test.ts",
  "src/server/youtube/*client.test.ts",
  "src/server/youtube/socialblade.test.ts",
  "src/server/config.test.ts",
  "src/server/server-build.test.ts",
];
/**
 * A server suite's worker keeps the modules it imported from one file to the next instead of
 * importing the server again per file (a fifth of the run's time): every file builds its own app on
 * its own database, and module state lives in the app.
 */
const isolateServerSuites = false;
const postgres = process.env.TEST_DATABASE_URL
  ? [
      {
        extends: true as const,
        test: {
          name: "postgres",
          include: serverSuites,
          isolate: isolateServerSuites,
          exclude: [...configDefaults.exclude, ...databaseFreeSuites],
          env: { TEST_DB: "postgres" },
          globalSetup: ["src/server/testing/global-setup.ts"],
        },
      },
    ]
  : [];

/**
 * Suites that mostly wait on the clock, in their projects: the scheduled sync waits for cron minutes
 * (on PostgreSQL two of them and pg-boss's retry of a killed job, about two minutes). They start
 * first, so the rest of the run happens beside them rather than after them.
 */
const waitingSuites = ["postgres src/server/scheduled-sync.test.ts", "pglite src/server/scheduled-sync.test.ts"];

/** Vitest's order (the slowest first when an earlier run left timings, else the largest), waiting suites first. */
class WaitingSuitesFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]) {
    const root = fileURLToPath(new URL(".", import.meta.url));
    const rank = (spec: TestSpecification) => {
      const index = waitingSuites.indexOf(`${spec.project.name} ${spec.moduleId.slice(root.length)}`);
      return index === -1 ? waitingSuites.length : index;
    };
    const sorted = await super.sort(files);
    return sorted
      .map((spec, index) => ({ spec, index, rank: rank(spec) }))
      .sort((a, b) => a.rank - b.rank || a.index - b.index)
      .map(({ spec }) => spec);
  }
}

export default defineConfig({
  resolve: { alias: { "@": fileURLToPath(new URL("./src/client", import.meta.url)) } },
  test: {
    testTimeout: 20_000,
    hookTimeout: 60_000,
    pool: "forks",
    // Vitest's default leaves one core free. Every core runs a file while the waiting suites wait
    // beside them: with one slot fewer, a single file ran for their first half-minute (on 2 cores,
    // a clean run of the whole suite: 282 s with 3 workers, 261 s with 4).
    maxWorkers: availableParallelism() + waitingSuites.length,
    sequence: { sequencer: WaitingSuitesFirst },
    projects: [
      {
        extends: true,
        test: {
          name: "unit",
          include: [
            "src/shared/**/*.test.ts",
            "src/client/**/*.test.{ts,tsx}",
            "tools/**/*.test.ts",
            "bench/**/*.test.ts",
            "src/architecture.test.ts",
          ],
        },
      },
      {
        extends: true,
        test: {
          name: "pglite",
          include: serverSuites,
          isolate: isolateServerSuites,
          exclude: [...configDefaults.exclude, ...(process.env.TEST_DATABASE_URL ? postgresOnlySuites : [])],
          env: { TEST_DB: "pglite" },
          globalSetup: ["src/server/testing/global-setup.ts"],
        },
      },
      ...postgres,
    ],
  },
});
