// Issue 6, faults and data safety, against the real server process (the production build, as `npm start` runs it):
// - SIGKILL in the middle of a burst of writes: after a restart on the same data every acknowledged
//   write is there and the database opens cleanly (PGlite in the pglite project, a PostgreSQL
//   database of its own in the postgres project);
// - PostgreSQL unreachable while the app runs (a real network fault: a TCP proxy in front of the
//   server is cut, then restored): 503 with the contract's JSON error during the outage, success
//   afterwards, same process.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type ApiClient, type AppProcess, apiClient, appProcess } from "./testing/app-process.ts";
import { migratedDataDir } from "./testing/data-dir.ts";
import { createEmptyDatabase, dropDatabase } from "./testing/postgres.ts";
import { describePostgres } from "./testing/postgres-only.ts";
import { startPostgresProxy } from "./testing/postgres-proxy.ts";

const onPostgres = process.env.TEST_DB === "postgres";
const serverUrl = process.env.TEST_DATABASE_URL ?? "";
const AUTH_SECRET = "faults-test-secret-0123456789abcdef0123456789";

const cleanups: Array<() => Promise<void> | void> = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

function tempDir(): string {
  const dir = mkdtempSync(path.join(tmpdir(), "scriptloom-faults-"));
  cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
  return dir;
}

async function embeddedDataDir(): Promise<string> {
  const { dir, remove } = await migratedDataDir();
  cleanups.push(remove);
  return dir;
}

async function freshDatabase(): Promise<string> {
  const { name, url } = await createEmptyDatabase(serverUrl, "scriptloom_test_faults");
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

async function seedVideo(api: ApiClient) {
  await api.json("POST", "/api/auth/sign-up/email", {
    email: "writer@example.com",
    password: "correct-horse",
    name: "Writer",
  });
  const { channel } = await api.json<{ channel: { id: string } }>("POST", "/api/channels", { name: "Faults" });
  const { folder } = await api.json<{ folder: { id: string } }>("POST", `/api/channels/${channel.id}/folders`, {
    name: "Batch",
    monthYear: "2025-03",
  });
  const { video } = await api.json<{ video: { id: string } }>("POST", `/api/folders/${folder.id}/videos`, {
    title: "Under fire",
  });
  return { channelId: channel.id, folderId: folder.id, videoId: video.id };
}

async function until(condition: () => boolean | Promise<boolean>, timeoutMs: number, what: string) {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

describe(`SIGKILL in the middle of a burst of writes (${onPostgres ? "PostgreSQL" : "PGlite"})`, () => {
  it("keeps every acknowledged note and saved script, and the database opens cleanly", async () => {
    const env: Record<string, string> = onPostgres
      ? { DATA_DIR: tempDir(), DATABASE_URL: await freshDatabase() }
      : { DATA_DIR: await embeddedDataDir() };
    const app = await startApp(env);
    const api = apiClient(app.url);
    const { folderId, videoId } = await seedVideo(api);

    const notes: Array<{ id: string; content: string }> = [];
    const saves: Array<{ videoId: string; content: string }> = [];
    let firing = true;
    // Six writers in parallel: notes on one video, and scripts saved to the library (video + script).
    const writers = Array.from({ length: 6 }, async (_, writer) => {
      for (let i = 0; firing; i++) {
        const content = `writer ${writer}, write ${i}`;
        try {
          if (writer % 3 === 2) {
            const res = await api.request("POST", "/api/studio/saves", {
              folderId,
              title: `Saved ${writer}-${i}`,
              content,
              duration: 1,
              tone: "educational",
            });
            if (res.status === 201) saves.push({ videoId: (await res.json()).videoId, content });
          } else {
            const res = await api.request("POST", `/api/videos/${videoId}/notes`, { content });
            if (res.status === 201) notes.push({ id: (await res.json()).note.id, content });
          }
        } catch {
          // The server died under this request: it was never acknowledged.
          await new Promise((r) => setTimeout(r, 20));
        }
      }
    });
    await until(() => notes.length >= 40 && saves.length >= 10, 60_000, "acknowledged writes");
    expect(await app.stop("SIGKILL")).toBeNull();
    firing = false;
    await Promise.all(writers);

    await app.start();
    const health = await api.request("GET", "/api/health");
    expect(await health.json()).toEqual({ status: "ok", db: onPostgres ? "postgres" : "pglite" });
    const stored = await api.json<{ notes: Array<{ id: string; content: string }> }>(
      "GET",
      `/api/videos/${videoId}/notes`,
    );
    const byId = new Map(stored.notes.map((n) => [n.id, n.content]));
    const lostNotes = notes.filter((n) => byId.get(n.id) !== n.content);
    expect(lostNotes, `${lostNotes.length} of ${notes.length} acknowledged notes lost`).toEqual([]);
    for (const save of saves) {
      const video = await api.json<{ script: { content: string } | null }>("GET", `/api/videos/${save.videoId}`);
      expect(video.script?.content).toBe(save.content);
    }
    // And it takes writes again.
    expect((await api.request("POST", `/api/videos/${videoId}/notes`, { content: "after the crash" })).status).toBe(
      201,
    );
    expect(await app.stop("SIGTERM")).toBe(0);
  }, 180_000);
});

describePostgres("PostgreSQL unreachable while the app runs", () => {
  let app: AppProcess;
  let api: ApiClient;
  let proxy: Awaited<ReturnType<typeof startPostgresProxy>>;
  let videoId: string;

  beforeAll(async () => {
    const direct = new URL(await freshDatabase());
    proxy = await startPostgresProxy({ host: direct.hostname, port: Number(direct.port || 5432) });
    cleanups.push(() => proxy.close());
    const viaProxy = new URL(direct);
    viaProxy.hostname = "127.0.0.1";
    viaProxy.port = String(proxy.port);
    app = await startApp({ DATA_DIR: tempDir(), DATABASE_URL: viaProxy.toString() });
    api = apiClient(app.url);
    ({ videoId } = await seedVideo(api));
  }, 120_000);

  async function expectUnavailable() {
    const started = Date.now();
    // In parallel: against a silent network each waits for the pool's connection time-out.
    const [health, ...answers] = await Promise.all([
      api.request("GET", "/api/health"),
      api.request("GET", "/api/channels"),
      api.request("GET", `/api/videos/${videoId}`),
      api.request("POST", `/api/videos/${videoId}/notes`, { content: "written during the outage" }),
    ]);
    expect(health.status).toBe(503);
    expect(await health.json()).toMatchObject({ status: "unavailable", db: "postgres", error: expect.any(String) });
    for (const res of answers) {
      const answer = await res.json();
      expect(res.status, `${res.url}: ${JSON.stringify(answer)}`).toBe(503);
      expect(answer).toEqual({
        error: "The database is unavailable. Please try again shortly.",
        code: "unavailable",
      });
    }
    // Within the pool's connection time-out (5 s), not hanging; generous for a loaded machine.
    expect(Date.now() - started).toBeLessThan(30_000);
  }

  async function expectRecovered() {
    // The pool reconnects by itself: no restart.
    await until(async () => (await api.request("GET", "/api/health")).status === 200, 30_000, "health to recover");
    expect((await api.request("GET", "/api/channels")).status).toBe(200);
    const note = await api.request("POST", `/api/videos/${videoId}/notes`, { content: "after the outage" });
    expect(note.status).toBe(201);
  }

  it("answers 503 while the server refuses connections, and works again once it is back", async () => {
    expect((await api.request("GET", "/api/channels")).status).toBe(200);
    await proxy.refuse();
    await expectUnavailable();
    await proxy.restore();
    await expectRecovered();
  }, 120_000);

  it("answers 503 while the network drops every packet, and works again once it is back", async () => {
    expect((await api.request("GET", "/api/channels")).status).toBe(200);
    proxy.blackhole();
    await expectUnavailable();
    await proxy.restore();
    await expectRecovered();
    // Same process all along.
    expect(app.running()).toBe(true);
  }, 120_000);
});
