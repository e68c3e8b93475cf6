import { availableParallelism } from "node:os";
import { fileURLToPath } from "node:url";
import { configDefaults, defineConfig } from "vitest/config";

// Integration suites run on PGlite always, and again on a PostgreSQL server when
// TEST_DATABASE_URL is set (ARCHITECTURE §1).
const serverSuites = ["src/server/**/*.test.ts"];
// Suites about PostgreSQL alone (several app processes on one server): the pglite project leaves
// them to the postgres project, or, without TEST_DATABASE_URL, shows them skipped with the reason.
const postgresOnlySuites = ["src/server/scale-out.test.ts"];
const postgres = process.env.TEST_DATABASE_URL
  ? [
      {
        extends: true as const,
        test: {
          name: "postgres",
          include: serverSuites,
          env: { TEST_DB: "postgres" },
          globalSetup: ["src/server/testing/global-setup.ts"],
        },
      },
    ]
  : [];

export default defineConfig({
  resolve: { alias: { "@": fileURLToPath(new URL("./src/client", import.meta.url)) } },
  test: {
    testTimeout: 20_000,
    hookTimeout: 60_000,
    pool: "forks",
    // Vitest's default leaves one core free; a test file mostly waits on its own database, so
    // every core runs one (on 2 cores: 3½ minutes instead of 6).
    maxWorkers: availableParallelism(),
    projects: [
      {
        extends: true,
        test: {
          name: "unit",
          include: [
            "src/shared/**/*.test.ts",
            "src/client/**/*.test.{ts,tsx}",
            "scripts/**/*.test.ts",
            "src/architecture.test.ts",
          ],
        },
      },
      {
        extends: true,
        test: {
          name: "pglite",
          include: serverSuites,
          exclude: [...configDefaults.exclude, ...(process.env.TEST_DATABASE_URL ? postgresOnlySuites : [])],
          env: { TEST_DB: "pglite" },
          globalSetup: ["src/server/testing/global-setup.ts"],
        },
      },
      ...postgres,
    ],
  },
});
