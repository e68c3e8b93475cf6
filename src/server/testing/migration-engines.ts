// Helpers of the migration tests (src/server/db/*-migration.test.ts): a database migrated up to just
// before one migration, on PGlite or on a PostgreSQL server, so the test can seed old rows and then
// run the migration under test on them.
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { drizzle as drizzleNodePg } from "drizzle-orm/node-postgres";
import { migrate as migrateNodePg } from "drizzle-orm/node-postgres/migrator";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import pg from "pg";
import { migrationsFolder } from "../paths.ts";
import { createEmptyDatabase, dropDatabase } from "./postgres.ts";

/** The migrations folder as it was before `tag`: its SQL files, and a journal that ends before it. */
export function migrationsBefore(tag: string): { folder: string; remove: () => void } {
  const folder = mkdtempSync(path.join(tmpdir(), "scriptloom-migrations-"));
  cpSync(migrationsFolder, folder, { recursive: true });
  const journalFile = path.join(folder, "meta/_journal.json");
  const journal = JSON.parse(readFileSync(journalFile, "utf8")) as { entries: Array<{ tag: string }> };
  const end = journal.entries.findIndex((entry) => entry.tag === tag);
  if (end <= 0) throw new Error(`no migration ${tag} in the journal`);
  writeFileSync(journalFile, JSON.stringify({ ...journal, entries: journal.entries.slice(0, end) }));
  return { folder, remove: () => rmSync(folder, { recursive: true, force: true }) };
}

/** One engine, as the app opens it: raw queries and drizzle's migrator over the given folder. */
export interface Engine {
  query(text: string, params?: unknown[]): Promise<Array<Record<string, unknown>>>;
  migrate(folder: string): Promise<void>;
  close(): Promise<void>;
}

export async function openPglite(): Promise<Engine> {
  const client = await PGlite.create();
  const db = drizzlePglite({ client });
  return {
    query: async (text, params) => (await client.query<Record<string, unknown>>(text, params)).rows,
    migrate: (folder) => migratePglite(db, { migrationsFolder: folder }),
    close: () => client.close(),
  };
}

export async function openPostgres(serverUrl: string): Promise<Engine> {
  const { name, url } = await createEmptyDatabase(serverUrl, "scriptloom_test_migration");
  const pool = new pg.Pool({ connectionString: url, max: 2 });
  // Dropping the database ends its connections; one still closing then reports it as an error.
  pool.on("error", () => {});
  const db = drizzleNodePg({ client: pool });
  return {
    query: async (text, params) => (await pool.query(text, params)).rows,
    migrate: (folder) => migrateNodePg(db, { migrationsFolder: folder }),
    async close() {
      await pool.end();
      await dropDatabase(serverUrl, name);
    },
  };
}
