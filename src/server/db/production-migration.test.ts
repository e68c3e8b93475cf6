// Migration 0010 on a database that already holds videos (issue 13, decision 022): published ones
// become Published with their publish time, drafts with a script Scripting, the others Idea;
// archived ones keep archive. Columns start newest first. Runs on PGlite, and on PostgreSQL in the
// postgres project (TEST_DATABASE_URL).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { migrationsFolder } from "../paths.ts";
import { type Engine, migrationsBefore, openPglite, openPostgres } from "../testing/migration-engines.ts";

describe("migration 0010 on a database holding videos", () => {
  let engine: Engine;
  let before: { folder: string; remove: () => void };

  beforeAll(async () => {
    engine =
      process.env.TEST_DB === "postgres" ? await openPostgres(process.env.TEST_DATABASE_URL ?? "") : await openPglite();
    before = migrationsBefore("0010_production");
  }, 60_000);
  afterAll(async () => {
    await engine?.close();
    before?.remove();
  });

  it("gives every video the stage its status and script say, and keeps status true", async () => {
    await engine.migrate(before.folder);
    const [channel] = await engine.query(`insert into channels (name) values ('Main') returning id`);
    const [folder] = await engine.query(
      `insert into folders (name, month_year, channel_id) values ('March', '2025-03', $1) returning id`,
      [channel.id],
    );
    const rows: Record<string, string> = {};
    for (const [title, status, createdAt] of [
      ["Published", "published", "2025-03-01T10:00:00Z"],
      ["Draft with script", "draft", "2025-03-02T10:00:00Z"],
      ["Draft", "draft", "2025-03-03T10:00:00Z"],
      ["Archived", "archive", "2025-03-04T10:00:00Z"],
      ["Unknown status", "scheduled", "2025-03-05T10:00:00Z"],
    ]) {
      const [video] = await engine.query(
        `insert into videos (title, status, folder_id, created_at) values ($1, $2, $3, $4) returning id`,
        [title, status, folder.id, createdAt],
      );
      rows[title] = video.id as string;
    }
    await engine.query(`insert into scripts (video_id, content, word_count) values ($1, 'Hello there.', 2)`, [
      rows["Draft with script"],
    ]);

    await engine.migrate(migrationsFolder);

    const after = await engine.query(
      `select title, status, stage, published_at, board_rank from videos order by board_rank, id`,
    );
    expect(after.map((r) => [r.title, r.status, r.stage])).toEqual([
      // Newest first in every column.
      ["Unknown status", "scheduled", "idea"],
      ["Archived", "archive", "idea"],
      ["Draft", "draft", "idea"],
      ["Draft with script", "draft", "scripting"],
      ["Published", "published", "published"],
    ]);
    const published = after.find((r) => r.title === "Published")!;
    expect(new Date(published.published_at as string).toISOString()).toBe("2025-03-01T10:00:00.000Z");
    expect(after.filter((r) => r.published_at !== null)).toHaveLength(1);
    // The constraint holds from now on.
    await expect(engine.query(`update videos set stage = 'ready' where id = $1`, [rows.Published])).rejects.toThrow();
  }, 60_000);
});
