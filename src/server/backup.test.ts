// Issue 6, data safety: `npm run backup` / `npm run restore` round-trip a seeded workspace (users,
// channel, folder, videos, notes, metrics, a script): the restored database holds exactly the same
// rows (every table's count and checksum, the migration journal included) and the app serves it —
// the seeded member signs in and reads their notes. On PGlite (embedded, the server must be stopped)
// in the pglite project; with pg_dump / pg_restore on a database of its own in the postgres project.
import { spawn } from "node:child_process";
import { mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { hashPassword } from "better-auth/crypto";
import { afterAll, describe, expect, it } from "vitest";
import { type Db, openDatabase } from "./db/client.ts";
import { accounts, channels, folders, scripts, users, videoMetrics, videoNotes, videos } from "./db/schema.ts";
import { apiClient, appProcess, repoRoot } from "./testing/app-process.ts";
import { migratedDataDir } from "./testing/data-dir.ts";
import { createEmptyDatabase, dropDatabase } from "./testing/postgres.ts";
import { describePostgres } from "./testing/postgres-only.ts";
import { databaseSnapshot } from "./testing/snapshot.ts";

const onPostgres = process.env.TEST_DB === "postgres";
const serverUrl = process.env.TEST_DATABASE_URL ?? "";
const AUTH_SECRET = "backup-test-secret-0123456789abcdef0123456789";
const PASSWORD = "correct-horse";

const cleanups: Array<() => unknown> = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

function tempDir(): string {
  const dir = mkdtempSync(path.join(tmpdir(), "scriptloom-backup-"));
  cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
  return dir;
}

/** `npm run backup` / `npm run restore` as a user runs them: the script, its output and exit code. */
function run(script: "backup" | "restore", args: string[], env: Record<string, string>) {
  return new Promise<{ code: number | null; output: string }>((resolve) => {
    const child = spawn(process.execPath, [`tools/${script}.ts`, ...args], {
      cwd: repoRoot,
      env: { PATH: process.env.PATH ?? "", HOME: process.env.HOME ?? "/tmp", LOG_LEVEL: "warn", ...env },
    });
    let output = "";
    child.stdout.on("data", (d) => {
      output += d;
    });
    child.stderr.on("data", (d) => {
      output += d;
    });
    child.on("exit", (code) => resolve({ code, output }));
  });
}

/** A small workspace: two members (one can sign in), a channel, a folder, videos with notes, metrics, a script. */
async function seedWorkspace(db: Db) {
  const owner = { id: crypto.randomUUID(), email: "owner@example.com" };
  await db.insert(users).values([
    { id: owner.id, name: "Owner", email: owner.email, role: "admin", emailVerified: true },
    { id: crypto.randomUUID(), name: "Helper", email: "helper@example.com" },
  ]);
  await db.insert(accounts).values({
    id: crypto.randomUUID(),
    accountId: owner.id,
    providerId: "credential",
    userId: owner.id,
    password: await hashPassword(PASSWORD),
  });
  const [channel] = await db.insert(channels).values({ name: "Backed up", userId: owner.id }).returning();
  const [folder] = await db
    .insert(folders)
    .values({ name: "March", monthYear: "2025-03", channelId: channel.id, userId: owner.id })
    .returning();
  const rows = await db
    .insert(videos)
    .values(
      Array.from({ length: 5 }, (_, i) => ({
        title: `Video ${i} — «ünïcode» <b>`,
        status: i % 2 ? "published" : "draft",
        // The status follows the stage (decision 022): a published video is at Published.
        stage: i % 2 ? "published" : "scripting",
        targetKeywords: ["backup", `k${i}`],
        folderId: folder.id,
        userId: owner.id,
      })),
    )
    .returning();
  await db.insert(videoNotes).values(
    rows.flatMap((v, i) => [
      { videoId: v.id, content: `First note on ${i}`, userId: owner.id },
      { videoId: v.id, content: `Second note on ${i}; it's "quoted"`, userId: owner.id },
    ]),
  );
  await db
    .insert(videoMetrics)
    .values(rows.map((v, i) => ({ videoId: v.id, views: 1000 * i, likes: 10 * i, comments: i, ctr: 0.05 })));
  await db
    .insert(scripts)
    .values({ videoId: rows[0].id, content: "Hook. Body. Outro.", wordCount: 3, tone: "humorous" });
  return { owner, videoId: rows[0].id };
}

async function snapshotOf(options: { dataDir?: string; databaseUrl?: string }) {
  const database = await openDatabase(options);
  try {
    return await databaseSnapshot(database.db, ["public", "drizzle"]);
  } finally {
    await database.close();
  }
}

/** The restored workspace, served by the app: the owner signs in and reads a video's notes. */
async function expectServed(env: Record<string, string>, videoId: string) {
  const app = await appProcess({ AUTH_SECRET, ...env });
  cleanups.push(() => app.stop("SIGKILL"));
  const api = apiClient(app.url);
  await api.json("POST", "/api/auth/sign-in/email", { email: "owner@example.com", password: PASSWORD });
  const { notes } = await api.json<{ notes: Array<{ content: string }> }>("GET", `/api/videos/${videoId}/notes`);
  expect(notes.map((n) => n.content).sort()).toEqual(["First note on 0", 'Second note on 0; it\'s "quoted"']);
  return app;
}

// The embedded engine's part runs in the pglite project, PostgreSQL's in the postgres project.
function describeEmbedded(name: string, tests: () => void) {
  if (!onPostgres) describe(name, tests);
}

describeEmbedded("npm run backup / restore of the embedded database (PGlite)", () => {
  it("round-trips a seeded workspace, refuses while the server holds the data, keeps a replaced one aside", async () => {
    const source = await migratedDataDir();
    cleanups.push(source.remove);
    const seeded = await openDatabase({ dataDir: source.dir });
    const { videoId } = await seedWorkspace(seeded.db);
    await seeded.close();

    const file = path.join(tempDir(), "workspace.tar.gz");
    const backup = await run("backup", [file], { DATA_DIR: source.dir });
    expect(backup.code, backup.output).toBe(0);
    expect(backup.output).toContain(file);

    const restoredDir = tempDir();
    const restore = await run("restore", [file], { DATA_DIR: restoredDir });
    expect(restore.code, restore.output).toBe(0);
    const original = await snapshotOf({ dataDir: source.dir });
    expect(Object.keys(original).length).toBeGreaterThan(10);
    expect(await snapshotOf({ dataDir: restoredDir })).toEqual(original);

    // The server holds the restored copy now: a backup or restore of it must wait.
    const app = await expectServed({ DATA_DIR: restoredDir }, videoId);
    const busy = await run("backup", [path.join(tempDir(), "no.tar.gz")], { DATA_DIR: restoredDir });
    expect(busy.code).toBe(1);
    expect(busy.output).toMatch(/Backup refused\. Scriptloom \(pid \d+\) is using the embedded database/);
    const busyRestore = await run("restore", [file, "--force"], { DATA_DIR: restoredDir });
    expect(busyRestore.code).toBe(1);
    expect(busyRestore.output).toMatch(/Restore refused\. Scriptloom \(pid \d+\)/);
    expect(await app.stop("SIGTERM")).toBe(0);

    // Over an existing database only with --force, and the replaced one is kept.
    const refused = await run("restore", [file], { DATA_DIR: source.dir });
    expect(refused.code).toBe(1);
    expect(refused.output).toContain("already holds a database. Add --force");
    const forced = await run("restore", [file, "--force"], { DATA_DIR: source.dir });
    expect(forced.code, forced.output).toBe(0);
    expect(readdirSync(source.dir).some((name) => name.startsWith("pg.replaced-"))).toBe(true);
    expect(await snapshotOf({ dataDir: source.dir })).toEqual(original);
  }, 240_000);

  it("says so when there is nothing to back up, or the file is no backup", async () => {
    const empty = await run("backup", [path.join(tempDir(), "x.tar.gz")], { DATA_DIR: tempDir() });
    expect(empty.code).toBe(1);
    expect(empty.output).toContain("There is no embedded database");
    const missing = await run("restore", [path.join(tempDir(), "nothing.tar.gz")], { DATA_DIR: tempDir() });
    expect(missing.code).toBe(1);
    expect(missing.output).toContain("No backup at");
  }, 60_000);
});

describePostgres("npm run backup / restore with pg_dump and pg_restore (PostgreSQL)", () => {
  async function database(): Promise<string> {
    const { name, url } = await createEmptyDatabase(serverUrl, "scriptloom_test_backup");
    cleanups.push(() => dropDatabase(serverUrl, name));
    return url;
  }

  it("round-trips a seeded workspace into another database, and replaces one only with --force", async () => {
    const sourceUrl = await database();
    const seeded = await openDatabase({ databaseUrl: sourceUrl });
    const { videoId } = await seedWorkspace(seeded.db);
    await seeded.close();

    const file = path.join(tempDir(), "workspace.dump");
    const backup = await run("backup", [file], { DATA_DIR: tempDir(), DATABASE_URL: sourceUrl });
    expect(backup.code, backup.output).toBe(0);

    const targetUrl = await database();
    const restore = await run("restore", [file], { DATA_DIR: tempDir(), DATABASE_URL: targetUrl });
    expect(restore.code, restore.output).toBe(0);
    const original = await snapshotOf({ databaseUrl: sourceUrl });
    expect(Object.keys(original).length).toBeGreaterThan(10);
    expect(await snapshotOf({ databaseUrl: targetUrl })).toEqual(original);

    const refused = await run("restore", [file], { DATA_DIR: tempDir(), DATABASE_URL: targetUrl });
    expect(refused.code).toBe(1);
    expect(refused.output).toContain("already has tables. Add --force");
    const forced = await run("restore", [file, "--force"], { DATA_DIR: tempDir(), DATABASE_URL: targetUrl });
    expect(forced.code, forced.output).toBe(0);
    expect(await snapshotOf({ databaseUrl: targetUrl })).toEqual(original);

    const app = await expectServed({ DATA_DIR: tempDir(), DATABASE_URL: targetUrl }, videoId);
    expect(await app.stop("SIGTERM")).toBe(0);
  }, 180_000);
});
