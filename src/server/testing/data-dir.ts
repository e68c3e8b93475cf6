import { mkdirSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { inject } from "vitest";
import { markMigrated } from "../db/migrate-embedded.ts";

/**
 * A DATA_DIR whose embedded database is already migrated (loaded from the run's migrated dump), so
 * a server process started on it opens in a fraction of the time a fresh one takes to initialise.
 */
export async function migratedDataDir(): Promise<{ dir: string; remove(): void }> {
  const dir = mkdtempSync(path.join(tmpdir(), "scriptloom-data-"));
  const file = inject("pgliteDumpFile");
  if (file) {
    mkdirSync(path.join(dir, "pg"));
    const pglite = await PGlite.create(path.join(dir, "pg"), { loadDataDir: new Blob([readFileSync(file)]) });
    await pglite.close();
    markMigrated(path.join(dir, "pg"));
  }
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}
