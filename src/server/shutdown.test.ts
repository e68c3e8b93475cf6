// ARCHITECTURE §1 shutdown, with work in flight: SIGTERM while a channel's first sync (started in
// the background by connecting the channel) waits on YouTube. The process stops the sync, releases
// the channel's sync lock, closes the database and exits 0; started again on the same data, it
// syncs that channel (at once on PGlite, after the job queue's retry delay on PostgreSQL) instead of
// answering 409 'A sync of this channel is already running' for the lock's 15 minutes. Real app process, fake YouTube holding its answer.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import type { ChannelSyncStatus } from "../shared/schemas/sync.ts";
import { RETRY_DELAY_SECONDS } from "./jobs/pg-boss-queue.ts";
import { type AppProcess, apiClient, appProcess } from "./testing/app-process.ts";
import { migratedDataDir } from "./testing/data-dir.ts";
import { type FakeYouTube, generateVideos, startFakeYouTube } from "./testing/fakes/youtube.ts";
import { createEmptyDatabase, dropDatabase } from "./testing/postgres.ts";

const onPostgres = process.env.TEST_DB === "postgres";
const serverUrl = process.env.TEST_DATABASE_URL ?? "";
const YOUTUBE_CHANNEL = "UCshutdownshutdownshut00";

const cleanups: Array<() => Promise<void> | void> = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

async function databaseEnv(): Promise<Record<string, string>> {
  if (onPostgres) {
    const dataDir = mkdtempSync(path.join(tmpdir(), "scriptloom-shutdown-"));
    const { name, url } = await createEmptyDatabase(serverUrl, "scriptloom_test_shutdown");
    cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }));
    cleanups.push(() => dropDatabase(serverUrl, name));
    return { DATA_DIR: dataDir, DATABASE_URL: url };
  }
  const { dir, remove } = await migratedDataDir();
  cleanups.push(remove);
  return { DATA_DIR: dir };
}

const within = <T>(promise: Promise<T>, ms: number, what: string) =>
  Promise.race([
    promise,
    new Promise<never>((_, reject) => setTimeout(() => reject(new Error(`timed out waiting for ${what}`)), ms)),
  ]);

describe(`SIGTERM during a channel's first sync (${onPostgres ? "PostgreSQL" : "PGlite"})`, () => {
  it("stops the sync, releases its lock, exits 0, and after a restart the channel syncs", async () => {
    const yt: FakeYouTube = await startFakeYouTube();
    cleanups.push(() => yt.close());
    yt.addChannel({ id: YOUTUBE_CHANNEL, title: "Slow Sync", handle: "SlowSync", videos: generateVideos(3) });
    const app: AppProcess = await appProcess({
      ...(await databaseEnv()),
      AUTH_SECRET: "shutdown-test-secret-0123456789abcdef0123456789",
      YOUTUBE_API_KEY: yt.apiKey,
      YOUTUBE_API_BASE_URL: yt.url,
      LOG_LEVEL: "info",
    });
    cleanups.push(async () => {
      await app.stop("SIGKILL");
    });
    const api = apiClient(app.url);
    await api.json("POST", "/api/auth/sign-up/email", {
      email: "owner@example.com",
      password: "correct-horse",
      name: "Owner",
    });

    // The first sync asks for the uploads, and YouTube keeps it waiting.
    const uploads = yt.hold("playlistItems");
    const { message, channel } = await api.json<{ message: string; channel: { id: string } }>("POST", "/api/channels", {
      url: "https://www.youtube.com/@SlowSync",
    });
    expect(message).toBe("Channel connected successfully! Sync will begin shortly.");
    await within(uploads.reached, 20_000, "the background sync to ask YouTube for the uploads");

    expect(await within(app.stop("SIGTERM"), 30_000, "the process to exit")).toBe(0);
    // YouTube never answered that call; the sync ended (lock released) before the database closed.
    await within(uploads.abandoned, 1_000, "the held call to be abandoned");
    const logs = app.logs();
    expect(logs).toContain("background work stopped by the shutdown");
    expect(logs.indexOf("background work stopped by the shutdown")).toBeLessThan(logs.indexOf("database closed"));
    uploads.release();

    await app.start();
    const queued = await api.request("POST", `/api/channels/${channel.id}/sync-jobs`);
    expect(queued.status).toBe(202);
    const status = () => api.json<ChannelSyncStatus>("GET", `/api/channels/${channel.id}/sync-status`);
    // On PGlite the stopped run failed and this request starts a new one. On PostgreSQL the stopped
    // run is queued again, and this request answers it: pg-boss runs it after its retry delay, counted
    // from the stop, which the restart has partly spent.
    const startsWithin = (onPostgres ? RETRY_DELAY_SECONDS * 1000 : 0) + 30_000;
    await expect
      .poll(async () => (await status()).runs[0]?.status, { timeout: startsWithin, interval: 200 })
      .toBe("succeeded");
    expect((await status()).runs[0].videosImported).toBe(3);
    expect(await app.stop("SIGTERM")).toBe(0);
  }, 180_000);
});
