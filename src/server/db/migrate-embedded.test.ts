import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { execute, openDatabase, sql } from "./client.ts";
import { isMigrated, latestMigration } from "./migrate-embedded.ts";

// Creating and migrating the embedded database happens in a process of its own, so the server's own
// memory never holds what that took (decision 009).
describe.skipIf(process.env.TEST_DB === "postgres")("the embedded database's first start", () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), "scriptloom-migrate-embedded-"));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));
  const marker = path.join(dataDir, "pg", "scriptloom-migrated");

  it("is created and migrated by another process, then opened ready to serve", async () => {
    expect(isMigrated(path.join(dataDir, "pg"))).toBe(false);
    const database = await openDatabase({ dataDir });
    try {
      expect(readFileSync(marker, "utf8").trim()).toBe(latestMigration());
      const rows = await execute(database.db, sql`select count(*)::int as n from drizzle.__drizzle_migrations`);
      expect((rows[0] as { n: number }).n).toBeGreaterThan(20);
      await database.db.execute(sql`select id from videos limit 1`);
    } finally {
      await database.close();
    }
  }, 120_000);

  it("is migrated again when its marker names an older migration (a restored backup)", async () => {
    rmSync(marker);
    const database = await openDatabase({ dataDir });
    await database.close();
    expect(isMigrated(path.join(dataDir, "pg"))).toBe(true);
  }, 120_000);
});
