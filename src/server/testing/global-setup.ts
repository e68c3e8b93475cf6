import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { TestProject } from "vitest/node";
import { openDatabase } from "../db/client.ts";
import { createTemplateDatabase, dropDatabase } from "./postgres.ts";

declare module "vitest" {
  export interface ProvidedContext {
    pgliteDumpFile: string;
    postgresTemplate: string;
  }
}

/**
 * Migrates one database per run; every test file starts from a copy of it (PGlite: a data-dir dump,
 * PostgreSQL: CREATE DATABASE … TEMPLATE), which is far cheaper than migrating per file.
 */
export default async function setup(project: TestProject) {
  // The process tests (testing/app-process.ts) run the production server: build it when stale.
  const build = spawnSync(
    process.execPath,
    [path.resolve(import.meta.dirname, "../../../tools/build-if-stale.ts"), "server"],
    { stdio: "inherit" },
  );
  if (build.status !== 0) throw new Error("the server build failed");
  // Runs in the main process, where the project's `test.env` is not applied: go by its name.
  if (project.name === "postgres") {
    const url = process.env.TEST_DATABASE_URL;
    if (!url) throw new Error("TEST_DATABASE_URL is required for the postgres project");
    const template = await createTemplateDatabase(url);
    project.provide("postgresTemplate", template);
    project.provide("pgliteDumpFile", "");
    return async () => dropDatabase(url, template);
  }
  const dir = mkdtempSync(path.join(tmpdir(), "scriptloom-test-"));
  const database = await openDatabase({});
  // A plain tar: each of the hundred-odd test files that loads it skips a gunzip (and PGlite, given
  // bytes with no type, tried them as a tar first), about a quarter of a second of CPU each.
  const blob = await database.pglite!.dumpDataDir("none");
  await database.close();
  const file = path.join(dir, "migrated.tar");
  writeFileSync(file, Buffer.from(await blob.arrayBuffer()));
  project.provide("pgliteDumpFile", file);
  project.provide("postgresTemplate", "");
  return () => rmSync(dir, { recursive: true, force: true });
}
