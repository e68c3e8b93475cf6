// Migration 0007 on a database that already holds scripts (issue 10): each becomes its video's
// version 1, with its word count (counted by the migration when an old row had none). Runs on
// PGlite, and on PostgreSQL in the postgres project (TEST_DATABASE_URL).
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { drizzle as drizzleNodePg } from "drizzle-orm/node-postgres";
import { migrate as migrateNodePg } from "drizzle-orm/node-postgres/migrator";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { countWords } from "../../shared/studio.ts";
import { migrationsFolder } from "../paths.ts";
import { createEmptyDatabase, dropDatabase } from "../testing/postgres.ts";

/** The migrations folder as it was before `tag`: its SQL files, and a journal that ends before it. */
function migrationsBefore(tag: string): { folder: string; remove: () => void } {
  const folder = mkdtempSync(path.join(tmpdir(), "scriptloom-migrations-"));
  cpSync(migrationsFolder, folder, { recursive: true });
  const journalFile = path.join(folder, "meta/_journal.json");
  const journal = JSON.parse(readFileSync(journalFile, "utf8")) as { entries: Array<{ tag: string }> };
  const end = journal.entries.findIndex((entry) => entry.tag === tag);
  expect(end, `migration ${tag}`).toBeGreaterThan(0);
  writeFileSync(journalFile, JSON.stringify({ ...journal, entries: journal.entries.slice(0, end) }));
  return { folder, remove: () => rmSync(folder, { recursive: true, force: true }) };
}

/** One engine, as the app opens it: raw queries and drizzle's migrator over the given folder. */
interface Engine {
  query(text: string, params?: unknown[]): Promise<Array<Record<string, unknown>>>;
  migrate(folder: string): Promise<void>;
  close(): Promise<void>;
}

async function openPglite(): Promise<Engine> {
  const client = await PGlite.create();
  const db = drizzlePglite({ client });
  return {
    query: async (text, params) => (await client.query<Record<string, unknown>>(text, params)).rows,
    migrate: (folder) => migratePglite(db, { migrationsFolder: folder }),
    close: () => client.close(),
  };
}

async function openPostgres(serverUrl: string): Promise<Engine> {
  const { name, url } = await createEmptyDatabase(serverUrl, "scriptloom_test_migration");
  const pool = new pg.Pool({ connectionString: url, max: 2 });
  // Dropping the database ends its connections; one still closing then reports it as an error.
  pool.on("error", () => {});
  const db = drizzleNodePg({ client: pool });
  return {
    query: async (text, params) => (await pool.query(text, params)).rows,
    migrate: (folder) => migrateNodePg(db, { migrationsFolder: folder }),
    async close() {
      await pool.end();
      await dropDatabase(serverUrl, name);
    },
  };
}

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
