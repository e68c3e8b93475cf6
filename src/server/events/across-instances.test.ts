// Live updates with real server processes (issue 13 item 6, decision 025):
// - SIGTERM while members hold event streams open: the streams end and the process exits 0 promptly
//   (PGlite in the pglite project, PostgreSQL in the postgres project);
// - two instances on one PostgreSQL database: a write on one reaches the streams of the other within
//   2 s, and so does a write no instance made (another tool on the database);
// - PostgreSQL's LISTEN connection cut and restored (a TCP proxy in front of the server): the app
//   keeps serving, the streams stay open, get a "resync" once it is back, and hear changes again.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type ApiClient, type AppProcess, apiClient, appProcess, freePort } from "../testing/app-process.ts";
import { migratedDataDir } from "../testing/data-dir.ts";
import { createEmptyDatabase, dropDatabase } from "../testing/postgres.ts";
import { describePostgres } from "../testing/postgres-only.ts";
import { startPostgresProxy } from "../testing/postgres-proxy.ts";
import { readSse, type SseReader } from "../testing/sse-client.ts";

const onPostgres = process.env.TEST_DB === "postgres";
const serverUrl = process.env.TEST_DATABASE_URL ?? "";
const AUTH_SECRET = "live-events-test-secret-0123456789abcdef0123";

const cleanups: Array<() => Promise<void> | void> = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

function tempDir(): string {
  const dir = mkdtempSync(path.join(tmpdir(), "scriptloom-live-"));
  cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
  return dir;
}

async function freshDatabase(): Promise<string> {
  const { name, url } = await createEmptyDatabase(serverUrl, "scriptloom_test_live");
  cleanups.push(() => dropDatabase(serverUrl, name));
  return url;
}

async function startApp(env: Record<string, string>): Promise<AppProcess> {
  const app = await appProcess({ AUTH_SECRET, ...env });
  cleanups.push(async () => {
    await app.stop("SIGKILL");
  });
  return app;
}

let counter = 0;
async function member(api: ApiClient) {
  await api.json("POST", "/api/auth/sign-up/email", {
    email: `member${++counter}-${Date.now()}@example.com`,
    password: "correct-horse",
    name: "Member",
  });
}

async function listen(api: ApiClient): Promise<SseReader> {
  const res = await api.request("GET", "/api/events", undefined, AbortSignal.timeout(300_000));
  expect(res.status).toBe(200);
  const reader = readSse(res);
  cleanups.push(() => reader.close());
  await expect.poll(() => reader.text()).toContain("retry:");
  return reader;
}

async function seedFolder(api: ApiClient) {
  const { channel } = await api.json<{ channel: { id: string } }>("POST", "/api/channels", { name: "Live" });
  const { folder } = await api.json<{ folder: { id: string } }>("POST", `/api/channels/${channel.id}/folders`, {
    name: "March",
    monthYear: "March 2025",
  });
  return { channelId: channel.id, folderId: folder.id };
}

const within = <T>(promise: Promise<T>, ms: number, what: string) =>
  Promise.race([
    promise,
    new Promise<never>((_, reject) => setTimeout(() => reject(new Error(`timed out waiting for ${what}`)), ms)),
  ]);

describe(`SIGTERM with event streams open (${onPostgres ? "PostgreSQL" : "PGlite"})`, () => {
  it("ends the streams and exits 0 promptly", async () => {
    let env: Record<string, string>;
    if (onPostgres) env = { DATA_DIR: tempDir(), DATABASE_URL: await freshDatabase() };
    else {
      const { dir, remove } = await migratedDataDir();
      cleanups.push(remove);
      env = { DATA_DIR: dir };
    }
    const app = await startApp(env);
    const api = apiClient(app.url);
    await member(api);
    const streams = [await listen(api), await listen(api)];
    const { folderId } = await seedFolder(api);
    await streams[1].waitFor((e) => e.type === "folder" && e.folderId === folderId);

    const started = Date.now();
    expect(await within(app.stop("SIGTERM"), 15_000, "the process to exit")).toBe(0);
    expect(Date.now() - started).toBeLessThan(10_000);
    await within(Promise.all(streams.map((s) => s.ended)), 1_000, "the streams to end");
  }, 120_000);
});

describePostgres("live events across two instances on one PostgreSQL database", () => {
  let a: AppProcess;
  let b: AppProcess;
  let databaseUrl: string;
  let publicUrl: string;

  beforeAll(async () => {
    databaseUrl = await freshDatabase();
    publicUrl = `http://127.0.0.1:${await freePort()}`;
    const env = () => ({ DATABASE_URL: databaseUrl, DATA_DIR: tempDir(), APP_URL: publicUrl });
    [a, b] = await Promise.all([startApp(env()), startApp(env())]);
  }, 120_000);

  it("a write on one instance reaches a member's stream on the other within 2 s", async () => {
    const onA = apiClient(a.url, publicUrl);
    await member(onA);
    const onB = onA.at(b.url);
    const stream = await listen(onB);
    const { channelId, folderId } = await seedFolder(onA);
    const started = Date.now();
    const { video } = await onA.json<{ video: { id: string } }>("POST", `/api/folders/${folderId}/videos`, {
      title: "Made on A",
    });
    expect(await stream.waitFor((e) => e.type === "video" && e.videoId === video.id, 2_000)).toMatchObject({
      op: "insert",
      folderId,
      channelId,
    });
    await onA.json("PATCH", `/api/videos/${video.id}/status`, { status: "published" });
    await stream.waitFor((e) => e.type === "video" && e.op === "update" && e.videoId === video.id, 2_000);
    expect(Date.now() - started).toBeLessThan(10_000);

    // A change no instance made (another tool on the same database) is heard too.
    const sql = new pg.Client({ connectionString: databaseUrl });
    await sql.connect();
    await sql.query("update channels set name = 'Renamed outside' where id = $1", [channelId]);
    await sql.end();
    await stream.waitFor((e) => e.type === "channel" && e.op === "update" && e.channelId === channelId, 2_000);
  }, 60_000);
});

describePostgres("PostgreSQL's LISTEN connection drops and comes back", () => {
  it("keeps serving and streaming, sends a resync once back, then hears changes again", async () => {
    const direct = new URL(await freshDatabase());
    const proxy = await startPostgresProxy({ host: direct.hostname, port: Number(direct.port || 5432) });
    cleanups.push(() => proxy.close());
    const viaProxy = new URL(direct);
    viaProxy.hostname = "127.0.0.1";
    viaProxy.port = String(proxy.port);
    const app = await startApp({ DATA_DIR: tempDir(), DATABASE_URL: viaProxy.toString() });
    const api = apiClient(app.url);
    await member(api);
    const stream = await listen(api);
    const { folderId } = await seedFolder(api);
    await stream.waitFor((e) => e.type === "folder" && e.folderId === folderId);

    await proxy.refuse();
    expect((await api.request("GET", "/api/health")).status).toBe(503);
    await new Promise((r) => setTimeout(r, 1_000));
    await proxy.restore();

    const from = stream.messages.length;
    await stream.waitFor((e) => e.type === "resync", 20_000, from);
    expect((await api.request("GET", "/api/health")).status).toBe(200);
    const { video } = await api.json<{ video: { id: string } }>("POST", `/api/folders/${folderId}/videos`, {
      title: "After the outage",
    });
    await stream.waitFor((e) => e.type === "video" && e.videoId === video.id, 2_000);
    expect(app.running()).toBe(true);
  }, 120_000);
});
