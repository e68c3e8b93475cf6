// Creates and migrates the embedded database in a process of its own (decision 009): creating a
// PGlite database and running every migration grow its WebAssembly memory to some 400 MB, and a
// process never gives such memory back. The server forks this module when the database is new or
// behind, waits for it to exit, and then opens a database that only needs serving.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { drizzle } from "drizzle-orm/pglite";
import { migrate } from "drizzle-orm/pglite/migrator";
import { migrationsFolder } from "../paths.ts";

/** PostgreSQL's defaults reserve 128 MB of shared buffers; one small team is well served by less. */
export const PGLITE_START_PARAMS = [...PGlite.defaultStartParams, "-c", "shared_buffers=16MB"];

/** The file in the database's directory naming the last migration applied there. */
const markerOf = (location: string) => path.join(location, "scriptloom-migrated");

/** The tag of the newest migration this build carries ("0022_release_schedule"). */
export function latestMigration(): string {
  const journal = JSON.parse(readFileSync(path.join(migrationsFolder, "meta/_journal.json"), "utf8")) as {
    entries: { tag: string }[];
  };
  return journal.entries.at(-1)?.tag ?? "";
}

/** Whether the database in `location` was migrated up to this build's newest migration. */
export function isMigrated(location: string): boolean {
  const marker = markerOf(location);
  return existsSync(marker) && readFileSync(marker, "utf8").trim() === latestMigration();
}

export async function migrateEmbedded(location: string): Promise<void> {
  mkdirSync(location, { recursive: true });
  const client = await PGlite.create(location, { startParams: PGLITE_START_PARAMS });
  try {
    await migrate(drizzle({ client }), { migrationsFolder });
  } finally {
    await client.close();
  }
  markMigrated(location);
}

/** Notes that the database in `location` holds every migration of this build (tests' dumps do). */
export function markMigrated(location: string) {
  writeFileSync(markerOf(location), `${latestMigration()}\n`);
}

// Run as a process (`node …/migrate-embedded.{ts,js} <directory>`): by the script's name rather than
// import.meta.main, which the built server's shared chunk would not carry.
if (/migrate-embedded\.[jt]s$/.test(process.argv[1] ?? "")) {
  const location = process.argv[2];
  if (!location) throw new Error("usage: migrate-embedded <database directory>");
  await migrateEmbedded(location);
}
