import { spawn } from "node:child_process";
import { mkdirSync } from "node:fs";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import type { ExtractTablesWithRelations } from "drizzle-orm";
import { type SQL, sql } from "drizzle-orm";
import { drizzle as drizzleNodePg } from "drizzle-orm/node-postgres";
import { migrate as migrateNodePg } from "drizzle-orm/node-postgres/migrator";
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import pg from "pg";
import { embeddedMigrator, migrationsFolder } from "../paths.ts";
import { trackActorOnPglite, trackActorOnPool } from "./actor.ts";
import { isMigrated, PGLITE_START_PARAMS } from "./migrate-embedded.ts";
import * as schema from "./schema.ts";

export type Schema = typeof schema;
/** One handle type for both engines: services take it as their first parameter. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type Tx = PgTransaction<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
export type DbKind = "pglite" | "postgres";

export interface Database {
  db: Db;
  kind: DbKind;
  /** The embedded engine, when that is what runs (backups and test templates need it). */
  pglite?: PGlite;
  /** The PostgreSQL pool, when that is what runs (the job queue, pg-boss, runs its statements through it). */
  pool?: pg.Pool;
  /** Runs a trivial query; used by the health check. */
  ping(): Promise<void>;
  close(): Promise<void>;
}

// Any constant works; it only has to be the same for every instance sharing one server.
const MIGRATION_LOCK_ID = 7_261_903;

export interface OpenOptions {
  databaseUrl?: string;
  dataDir?: string;
  /** Tests: an in-memory PGlite started from a dump of an already migrated database. */
  pgliteDump?: Blob;
}

export async function openDatabase(options: OpenOptions): Promise<Database> {
  if (options.databaseUrl) return openPostgres(options.databaseUrl);
  return openPglite(options.pgliteDump ? undefined : options.dataDir, options.pgliteDump);
}

/** PGlite in `dataDir/pg`, or in memory when no directory is given (tests). */
async function openPglite(dataDir: string | undefined, dump?: Blob): Promise<Database> {
  let location: string | undefined;
  if (dataDir) {
    location = path.join(dataDir, "pg");
    mkdirSync(location, { recursive: true });
    // A new or older database is created and migrated by a process of its own, whose memory goes
    // when it exits (decision 009); the migration below then has nothing left to do.
    if (!isMigrated(location)) await migrateInAProcess(location);
  }
  // The embedded database is sized for one small team on a small server (decision 009): PGlite keeps
  // its shared buffers inside the process's WASM memory and never gives them back once touched.
  const client = await PGlite.create(location, {
    ...(dump && { loadDataDir: dump }),
    startParams: PGLITE_START_PARAMS,
  });
  const db = drizzlePglite({ client, schema }) as unknown as Db;
  await migratePglite(drizzlePglite({ client, schema }), { migrationsFolder });
  trackActorOnPglite(client);
  return {
    db,
    kind: "pglite",
    pglite: client,
    ping: async () => {
      await client.query("select 1");
    },
    close: () => client.close(),
  };
}

function migrateInAProcess(location: string): Promise<void> {
  return new Promise((resolve, reject) => {
    // WebAssembly on the baseline compiler: optimising PGlite's would peak over 1 GB (decision 009).
    const child = spawn(process.execPath, ["--liftoff-only", embeddedMigrator, location], {
      stdio: ["ignore", "inherit", "inherit"],
    });
    child.on("error", reject);
    child.on("exit", (code) =>
      code === 0 ? resolve() : reject(new Error(`migrating the embedded database failed (exit code ${code})`)),
    );
  });
}

async function openPostgres(connectionString: string): Promise<Database> {
  const pool = new pg.Pool({ connectionString, max: 10, connectionTimeoutMillis: 5_000 });
  // A dropped idle connection (server restart) must not crash the process; the pool reconnects.
  pool.on("error", () => {});
  // Several instances may start at once: only one migrates at a time.
  const lockClient = new pg.Client({ connectionString });
  await lockClient.connect();
  try {
    await lockClient.query("select pg_advisory_lock($1)", [MIGRATION_LOCK_ID]);
    await migrateNodePg(drizzleNodePg({ client: pool, schema }), { migrationsFolder });
  } finally {
    await lockClient.query("select pg_advisory_unlock($1)", [MIGRATION_LOCK_ID]).catch(() => {});
    await lockClient.end();
  }
  const db = drizzleNodePg({ client: pool, schema }) as unknown as Db;
  trackActorOnPool(pool);
  return {
    db,
    kind: "postgres",
    pool,
    ping: async () => {
      await pool.query("select 1");
    },
    close: () => pool.end(),
  };
}

/** The rows of a raw statement, on either engine. */
export async function execute(db: Db | Tx, query: SQL): Promise<unknown[]> {
  const result = (await db.execute(query)) as unknown as { rows: unknown[] };
  return result.rows;
}

export { sql };
