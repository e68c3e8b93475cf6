import { describe, it } from "vitest";

/**
 * Suites that need a PostgreSQL server of their own run in the postgres project (TEST_DB=postgres).
 * The pglite project registers nothing when that project runs too, and one skipped test naming the
 * reason when there is no TEST_DATABASE_URL at all.
 */
export function describePostgres(name: string, tests: () => void): void {
  if (process.env.TEST_DB === "postgres") describe(name, tests);
  else if (!process.env.TEST_DATABASE_URL) {
    describe.skip(name, () => it("needs a PostgreSQL server: set TEST_DATABASE_URL to run it", () => {}));
  }
}
