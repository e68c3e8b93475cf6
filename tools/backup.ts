// `npm run backup [-- <file>]`: a consistent copy of the database.
// - PostgreSQL (DATABASE_URL): pg_dump's custom format, taken from one snapshot, so it is
//   consistent while the app keeps running.
// - Embedded (PGlite in DATA_DIR/pg): PGlite's own dump of its data directory (.tar.gz). The
//   embedded database belongs to one process, so the server must be stopped first; the backup
//   refuses while it runs (DATA_DIR/server.pid).
// Written to <file>, or DATA_DIR/backups/scriptloom-<time>.(tar.gz|dump). The backup holds no
// AUTH_SECRET (nor DATA_DIR/auth-secret): keep that apart; sessions and Google connections need it.
import { mkdirSync, readdirSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { dataDirBusyMessage, dataDirHolder, holdDataDir, releaseDataDir } from "../src/server/db/pid-file.ts";
import { fail, megabytes, readTarget, runPostgresTool, timestampedName } from "./backup/target.ts";

const target = readTarget();
const argument = process.argv.slice(2).find((a) => !a.startsWith("--"));
const extension = target.databaseUrl ? "dump" : "tar.gz";
const file = path.resolve(argument ?? path.join(target.dataDir, "backups", `${timestampedName()}.${extension}`));
mkdirSync(path.dirname(file), { recursive: true });

if (target.databaseUrl) {
  runPostgresTool(
    "pg_dump",
    ["--format=custom", "--no-owner", "--no-privileges", `--file=${file}`],
    target.databaseUrl,
  );
} else {
  const holder = dataDirHolder(target.dataDir);
  if (holder) fail(`Backup refused. ${dataDirBusyMessage(target.dataDir, holder)}`);
  let empty = true;
  try {
    empty = readdirSync(target.pgliteDir).length === 0;
  } catch {
    // no directory: nothing to back up
  }
  if (empty) fail(`There is no embedded database in ${target.pgliteDir} to back up.`);
  holdDataDir(target.dataDir);
  try {
    const pglite = await PGlite.create(target.pgliteDir);
    const dump = await pglite.dumpDataDir("gzip");
    await pglite.close();
    writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  } finally {
    releaseDataDir(target.dataDir);
  }
}

console.log(
  `Backed up ${target.databaseUrl ? "the PostgreSQL database" : `the embedded database in ${target.pgliteDir}`}`,
);
console.log(`to ${file} (${megabytes(statSync(file).size)}). Restore it with: npm run restore -- ${file}`);
