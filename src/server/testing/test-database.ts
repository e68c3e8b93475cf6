import { readFileSync } from "node:fs";
import { sql } from "drizzle-orm";
import { inject } from "vitest";
import { type Database, openDatabase } from "../db/client.ts";
import { createDatabaseFromTemplate, dropDatabase } from "./postgres.ts";

export interface TestDatabase extends Database {
  /** Empties every table, so each test starts from an empty workspace. */
  reset(): Promise<void>;
  /** Closes the connection and drops the database (PostgreSQL). */
  destroy(): Promise<void>;
}

/** A migrated database of its own for one test file: PGlite, or PostgreSQL when TEST_DB=postgres. */
export async function createTestDatabase(): Promise<TestDatabase> {
  let database: Database;
  let drop = async () => {};
  if (process.env.TEST_DB === "postgres") {
    const serverUrl = process.env.TEST_DATABASE_URL!;
    const { name, url } = await createDatabaseFromTemplate(serverUrl, inject("postgresTemplate"));
    database = await openDatabase({ databaseUrl: url });
    drop = () => dropDatabase(serverUrl, name);
  } else {
    const dump = new Blob([readFileSync(inject("pgliteDumpFile"))]);
    database = await openDatabase({ pgliteDump: dump });
  }
  return {
    ...database,
    async reset() {
      const rows = (await database.db.execute(
        sql`select tablename from pg_tables where schemaname = 'public' and tablename not like '__drizzle%'`,
      )) as unknown as { rows: Array<{ tablename: string }> };
      const names = rows.rows.map((r) => `"${r.tablename}"`).join(", ");
      if (names) await database.db.execute(sql.raw(`truncate ${names} restart identity cascade`));
    },
    async destroy() {
      await database.close();
      await drop();
    },
  };
}
