// Issue 14 done-when: a scheduled sync runs by itself (SYNC_SCHEDULE shortened to every minute) — in
// process on the embedded database; on PostgreSQL exactly once across two app instances, and again
// on the other instance after the one running it is killed mid-job (pg-boss: heartbeat, retry).
// Real app processes, fake YouTube.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import { afterAll, describe, expect, it } from "vitest";
import { apiClient, appProcess, freePort } from "./testing/app-process.ts";
import { migratedDataDir } from "./testing/data-dir.ts";
import { type FakeYouTube, generateVideos, startFakeYouTube } from "./testing/fakes/youtube.ts";
import { createEmptyDatabase, dropDatabase } from "./testing/postgres.ts";
import { describePostgres } from "./testing/postgres-only.ts";

const EVERY_MINUTE = "* * * * *";
const cleanups: Array<() => Promise<void> | void> = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

async function until<T>(what: string, ms: number, probe: () => Promise<T | null | undefined | false>): Promise<T> {
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    const value = await probe();
    if (value) return value;
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`timed out waiting for ${what}`);
}

interface Run {
  id: string;
  trigger: string;
  status: string;
  videosImported: number | null;
}

describe.skipIf(process.env.TEST_DB === "postgres")("the scheduled sync on the embedded database", () => {
  it("runs by itself, in process", async () => {
    const yt: FakeYouTube = await startFakeYouTube();
    cleanups.push(() => yt.close());
    yt.addChannel({ id: "UCscheduledpgliteschedu0", title: "Sched", handle: "SchedLite", videos: generateVideos(2) });
    const { dir, remove } = await migratedDataDir();
    cleanups.push(remove);
    const app = await appProcess({
      DATA_DIR: dir,
      AUTH_SECRET: "scheduled-test-secret-0123456789abcdef0123456789",
      YOUTUBE_API_KEY: yt.apiKey,
      YOUTUBE_API_BASE_URL: yt.url,
      SYNC_SCHEDULE: EVERY_MINUTE,
    });
    cleanups.push(async () => {
      await app.stop("SIGKILL");
    });
    const api = apiClient(app.url);
    await api.json("POST", "/api/auth/sign-up/email", { email: "o@example.com", password: "correct-horse", name: "O" });
    const { channel } = await api.json<{ channel: { id: string } }>("POST", "/api/channels", {
      url: "https://www.youtube.com/@SchedLite",
    });
    const status = () => api.json<{ runs: Run[]; nextRunAt: string }>("GET", `/api/channels/${channel.id}/sync-status`);
    const scheduled = await until("a scheduled sync", 100_000, async () =>
      (await status()).runs.find((r) => r.trigger === "scheduled" && r.status === "succeeded"),
    );
    expect(scheduled.videosImported).toBe(0); // the first sync after connecting imported them
    expect(await app.stop("SIGTERM")).toBe(0);
  }, 150_000);
});

describePostgres("the scheduled sync on PostgreSQL with two app instances", () => {
  const serverUrl = process.env.TEST_DATABASE_URL ?? "";
  const YOUTUBE_CHANNEL = "UCscheduledtwoinstances0";

  it("runs exactly once per schedule across both, and again on the other after one is killed mid-job", async () => {
    const yt = await startFakeYouTube();
    cleanups.push(() => yt.close());
    yt.addChannel({ id: YOUTUBE_CHANNEL, title: "Twice", videos: generateVideos(3) });
    const database = await createEmptyDatabase(serverUrl, "scriptloom_test_scheduled");
    cleanups.push(() => dropDatabase(serverUrl, database.name));
    const publicUrl = `http://127.0.0.1:${await freePort()}`;
    const env = () => {
      const dataDir = mkdtempSync(path.join(tmpdir(), "scriptloom-sched-"));
      cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }));
      return {
        DATABASE_URL: database.url,
        DATA_DIR: dataDir,
        AUTH_SECRET: "scheduled-shared-secret-0123456789abcdef012345",
        APP_URL: publicUrl,
        YOUTUBE_API_KEY: yt.apiKey,
        YOUTUBE_API_BASE_URL: yt.url,
        SYNC_SCHEDULE: EVERY_MINUTE,
        LOG_LEVEL: "info",
      };
    };
    const [a, b] = await Promise.all([appProcess(env()), appProcess(env())]);
    cleanups.push(async () => {
      await Promise.all([a.stop("SIGKILL"), b.stop("SIGKILL")]);
    });
    const sql = new pg.Client({ connectionString: database.url });
    await sql.connect();
    cleanups.push(() => sql.end());
    await sql.query(
      "insert into channels (name, youtube_url, source_key, youtube_channel_id) values ($1, $2, $3, $4)",
      [
        "Twice",
        `https://www.youtube.com/channel/${YOUTUBE_CHANNEL}`,
        `channel:${YOUTUBE_CHANNEL.toLowerCase()}`,
        YOUTUBE_CHANNEL,
      ],
    );
    const runs = async () =>
      (await sql.query("select id, trigger, status, queued_at from sync_runs order by queued_at")).rows as Array<
        Run & { queued_at: Date }
      >;

    // The first tick: one run, by one of the two instances.
    await until("the first scheduled sync", 120_000, async () => (await runs()).find((r) => r.status === "succeeded"));
    const channelCalls = yt.calls("channels").length;
    expect(channelCalls).toBe(1);
    const afterFirst = await runs();
    expect(afterFirst).toHaveLength(1);
    expect(afterFirst[0].trigger).toBe("scheduled");
    const planned = (a.logs() + b.logs()).split("scheduled sync planned").length - 1;
    expect(planned, "the planner ran on one instance only").toBe(1);

    // The next tick, caught half-way: the instance running it is killed; the other one retries it.
    const uploads = yt.hold("playlistItems");
    await until("the second scheduled sync to reach YouTube", 90_000, async () => uploads.reached.then(() => true));
    const [running] = (await runs()).filter((r) => r.status === "running");
    expect(running).toBeDefined();
    const victim = a.logs().includes(running.id) ? a : b;
    const survivor = victim === a ? b : a;
    expect(survivor.logs()).not.toContain(`"runId":"${running.id}"`);
    await victim.stop("SIGKILL");
    uploads.release();
    const retried = await until("the killed job to be retried on the other instance", 150_000, async () =>
      (await runs()).find((r) => r.id === running.id && r.status === "succeeded"),
    );
    expect(retried.id).toBe(running.id);
    expect(survivor.logs()).toContain(`"runId":"${running.id}"`);
  }, 420_000);
});
