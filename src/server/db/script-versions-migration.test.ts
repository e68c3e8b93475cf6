// Migration 0007 on a database that already holds scripts (issue 10): each becomes its video's
// version 1, with its word count (counted by the migration when an old row had none). Runs on
// PGlite, and on PostgreSQL in the postgres project (TEST_DATABASE_URL).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { countWords } from "../../shared/studio.ts";
import { migrationsFolder } from "../paths.ts";
import { type Engine, migrationsBefore, openPglite, openPostgres } from "../testing/migration-engines.ts";

const OLD_SCRIPTS = [
  // Saved by the studio: its word count stored.
  { content: "Hook: stop scrolling.\n\nToday we talk focus.", wordCount: 7, duration: 2, tone: "educational" },
  // An older row without a count: the migration counts the words as the server does.
  { content: "  Hello   brave\tnew\n\nworld  ", wordCount: null, duration: null, tone: null },
];

describe("migration 0007 on a database holding scripts", () => {
  let engine: Engine;
  let before: { folder: string; remove: () => void };

  beforeAll(async () => {
    engine =
      process.env.TEST_DB === "postgres" ? await openPostgres(process.env.TEST_DATABASE_URL ?? "") : await openPglite();
    before = migrationsBefore("0007_scripts_drafts_and_voice");
  }, 60_000);
  afterAll(async () => {
    await engine?.close();
    before?.remove();
  });

  it("makes every existing script its video's version 1 with the right word count and author", async () => {
    await engine.migrate(before.folder);
    await engine.query(`insert into users (id, name, email) values ('u1', 'Sam Lee', 'sam@example.com')`);
    const [channel] = await engine.query(`insert into channels (name, user_id) values ('Main', 'u1') returning id`);
    const [folder] = await engine.query(
      `insert into folders (name, month_year, channel_id, user_id) values ('March', '2025-03', $1, 'u1') returning id`,
      [channel.id],
    );
    const videoIds: string[] = [];
    for (const [i, script] of OLD_SCRIPTS.entries()) {
      const [video] = await engine.query(
        `insert into videos (title, folder_id, user_id) values ($1, $2, 'u1') returning id`,
        [`Video ${i}`, folder.id],
      );
      videoIds.push(video.id as string);
      await engine.query(
        `insert into scripts (video_id, content, duration, tone, word_count, user_id) values ($1, $2, $3, $4, $5, 'u1')`,
        [video.id, script.content, script.duration, script.tone, script.wordCount],
      );
    }

    await engine.migrate(migrationsFolder);

    for (const [i, script] of OLD_SCRIPTS.entries()) {
      const versions = await engine.query(
        `select number, content, duration, tone, word_count, label, restored_from, user_id from script_versions where video_id = $1`,
        [videoIds[i]],
      );
      expect(versions).toEqual([
        {
          number: 1,
          content: script.content,
          duration: script.duration,
          tone: script.tone,
          word_count: countWords(script.content),
          label: null,
          restored_from: null,
          user_id: "u1",
        },
      ]);
      const [row] = await engine.query(`select version from scripts where video_id = $1`, [videoIds[i]]);
      expect(row.version).toBe(1);
    }
  }, 60_000);
});
