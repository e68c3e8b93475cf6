// What `npm run backup` and `npm run restore` work on: the same configuration the server reads
// (DATABASE_URL, or the embedded database in DATA_DIR/pg), validated by the same loader.
import { spawnSync } from "node:child_process";
import path from "node:path";
import { ConfigError, loadConfig } from "../../src/server/config.ts";

export interface Target {
  dataDir: string;
  /** The embedded database's directory (when there is no DATABASE_URL). */
  pgliteDir: string;
  databaseUrl: string | undefined;
}

export function readTarget(): Target {
  try {
    // The secret is not needed here: a placeholder keeps the loader from creating DATA_DIR/auth-secret.
    const config = loadConfig({ ...process.env, AUTH_SECRET: process.env.AUTH_SECRET || "x".repeat(32) });
    return { dataDir: config.dataDir, pgliteDir: path.join(config.dataDir, "pg"), databaseUrl: config.databaseUrl };
  } catch (error) {
    if (error instanceof ConfigError) fail(error.message);
    throw error;
  }
}

export function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

/**
 * Runs one of PostgreSQL's client tools on the database at `url`, failing with a clear message when
 * it is missing or fails. The password goes in the environment, not on a command line others can see.
 */
export function runPostgresTool(tool: "pg_dump" | "pg_restore", args: string[], url: string): void {
  const connection = new URL(url);
  const password = decodeURIComponent(connection.password);
  connection.password = "";
  const env = { ...process.env, ...(password && { PGPASSWORD: password }) };
  const result = spawnSync(tool, [...args, `--dbname=${connection.toString()}`], {
    stdio: ["ignore", "inherit", "inherit"],
    env,
  });
  if ((result.error as NodeJS.ErrnoException | undefined)?.code === "ENOENT") {
    fail(`${tool} was not found: install PostgreSQL's client tools (Debian: apt-get install postgresql-client).`);
  }
  if (result.status !== 0) fail(`${tool} failed (exit code ${result.status}); see its message above.`);
}

/** 'scriptloom-2026-11-23T07-30-00Z' */
export function timestampedName(): string {
  return `scriptloom-${new Date()
    .toISOString()
    .replace(/\.\d+Z$/, "Z")
    .replace(/:/g, "-")}`;
}

export const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;
