// `npm run restore -- <file> [--force]`: puts a backup made by `npm run backup` back.
// - PostgreSQL (DATABASE_URL): pg_restore in one transaction. A database that already has tables
//   is replaced only with --force (the backup's objects are dropped and re-created). Stop the app
//   instances first, or they serve a database changing under them.
// - Embedded (DATA_DIR/pg): the server must be stopped (refused while it runs). An existing
//   database is replaced only with --force, and is moved aside to DATA_DIR/pg.replaced-<time>.
// The server applies any newer migrations at its next start.
import { closeSync, existsSync, mkdirSync, openSync, readdirSync, readFileSync, readSync, renameSync } from "node:fs";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import pg from "pg";
import { dataDirBusyMessage, dataDirHolder, holdDataDir, releaseDataDir } from "../src/server/db/pid-file.ts";
import { fail, readTarget, runPostgresTool, timestampedName } from "./backup/target.ts";

const args = process.argv.slice(2);
const force = args.includes("--force");
const argument = args.find((a) => !a.startsWith("--"));
if (!argument) fail("Usage: npm run restore -- <backup file> [--force]");
const file = path.resolve(argument);
if (!existsSync(file)) fail(`No backup at ${file}.`);

const target = readTarget();
const head = Buffer.alloc(5);
const fd = openSync(file, "r");
readSync(fd, head, 0, 5, 0);
closeSync(fd);
const kind = head.toString("latin1") === "PGDMP" ? "postgres" : head[0] === 0x1f && head[1] === 0x8b ? "pglite" : null;
if (!kind) fail(`${file} is not a Scriptloom backup (neither a pg_dump archive nor an embedded database dump).`);
if (kind === "postgres" && !target.databaseUrl) {
  fail(`${file} is a PostgreSQL backup: set DATABASE_URL to the database to restore it into.`);
}
if (kind === "pglite" && target.databaseUrl) {
  fail(`${file} is a backup of the embedded database: unset DATABASE_URL to restore it into DATA_DIR.`);
}

if (target.databaseUrl) {
  const client = new pg.Client({ connectionString: target.databaseUrl });
  await client.connect();
  const { rows } = await client.query(
    "select count(*)::int as tables from pg_tables where schemaname not in ('pg_catalog', 'information_schema')",
  );
  await client.end();
  if (rows[0].tables > 0 && !force) {
    fail("Restore refused: the database already has tables. Add --force to replace them with the backup's.");
  }
  runPostgresTool(
    "pg_restore",
    [
      "--single-transaction",
      "--exit-on-error",
      "--no-owner",
      "--no-privileges",
      ...(rows[0].tables > 0 ? ["--clean", "--if-exists"] : []),
      file,
    ],
    target.databaseUrl,
  );
  console.log(`Restored ${file} into the PostgreSQL database.`);
} else {
  const holder = dataDirHolder(target.dataDir);
  if (holder) fail(`Restore refused. ${dataDirBusyMessage(target.dataDir, holder)}`);
  let existing = false;
  try {
    existing = readdirSync(target.pgliteDir).length > 0;
  } catch {
    // no database yet
  }
  if (existing && !force) {
    fail(
      `Restore refused: ${target.pgliteDir} already holds a database. Add --force to replace it (it is kept aside).`,
    );
  }
  mkdirSync(target.dataDir, { recursive: true });
  holdDataDir(target.dataDir);
  try {
    if (existing) {
      const aside = `${target.pgliteDir}.replaced-${timestampedName().replace("scriptloom-", "")}`;
      renameSync(target.pgliteDir, aside);
      console.log(`The database that was there is now in ${aside}.`);
    }
    mkdirSync(target.pgliteDir, { recursive: true });
    const pglite = await PGlite.create(target.pgliteDir, { loadDataDir: new Blob([readFileSync(file)]) });
    await pglite.query("select 1");
    await pglite.close();
  } finally {
    releaseDataDir(target.dataDir);
  }
  console.log(`Restored ${file} into ${target.pgliteDir}.`);
}
