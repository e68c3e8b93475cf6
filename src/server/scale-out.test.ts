// Issue 6, scale-out: two app processes on one PostgreSQL database (same DATABASE_URL, AUTH_SECRET
// and APP_URL, different ports), sharing nothing in memory. A session made on one works on the
// other; the sign-in throttle and the AI rate limit count across both; a channel sync running on
// asked for on both runs once. Needs a PostgreSQL server (TEST_DATABASE_URL).
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import { afterAll, beforeAll, expect, it } from "vitest";
import type { ChannelSyncStatus } from "../shared/schemas/sync.ts";
import { type ApiClient, type AppProcess, apiClient, appProcess, freePort } from "./testing/app-process.ts";
import { type FakeYouTube, generateVideos, startFakeYouTube } from "./testing/fakes/youtube.ts";
import { createEmptyDatabase, dropDatabase } from "./testing/postgres.ts";
import { describePostgres } from "./testing/postgres-only.ts";

const YOUTUBE_CHANNEL = "UCscaleoutscaleoutscale0";

describePostgres("two app instances on one PostgreSQL database", () => {
  const serverUrl = process.env.TEST_DATABASE_URL ?? "";
  let database: { name: string; url: string };
  let yt: FakeYouTube;
  let a: AppProcess;
  let b: AppProcess;
  /** The address a load balancer would give both: APP_URL, and the browsers' Origin. */
  let publicUrl: string;
  const dataDirs: string[] = [];

  beforeAll(async () => {
    database = await createEmptyDatabase(serverUrl, "scriptloom_test_scaleout");
    yt = await startFakeYouTube();
    yt.addChannel({ id: YOUTUBE_CHANNEL, title: "Scale", videos: generateVideos(3) });
    publicUrl = `http://127.0.0.1:${await freePort()}`;
    const env = () => {
      const dataDir = mkdtempSync(path.join(tmpdir(), "scriptloom-scale-"));
      dataDirs.push(dataDir);
      return {
        DATABASE_URL: database.url,
        DATA_DIR: dataDir,
        AUTH_SECRET: "scale-out-shared-secret-0123456789abcdef012345",
        APP_URL: publicUrl,
        AI_RATE_LIMIT_PER_MINUTE: "3",
        YOUTUBE_API_KEY: yt.apiKey,
        YOUTUBE_API_BASE_URL: yt.url,
      };
    };
    // Started together: only one of them migrates the empty database (advisory lock).
    [a, b] = await Promise.all([appProcess(env()), appProcess(env())]);
  }, 120_000);

  afterAll(async () => {
    await Promise.all([a?.stop("SIGKILL"), b?.stop("SIGKILL")]);
    await yt?.close();
    if (database) await dropDatabase(serverUrl, database.name);
    for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
  });

  const client = (app: AppProcess) => apiClient(app.url, publicUrl);
  let counter = 0;
  async function signUp(on: ApiClient): Promise<string> {
    const email = `member${++counter}-${Date.now()}@example.com`;
    await on.json("POST", "/api/auth/sign-up/email", { email, password: "correct-horse", name: "Member" });
    return email;
  }

  it("a session created on one instance works on the other, and signing out on one ends it on both", async () => {
    const onA = client(a);
    const email = await signUp(onA);
    const onB = onA.at(b.url);
    const me = await onB.json<{ email: string }>("GET", "/api/me");
    expect(me.email).toBe(email);
    expect((await onB.request("POST", "/api/auth/sign-out", {})).status).toBe(200);
    // The session is gone from the shared database, not only from B's memory.
    const stale = apiClient(a.url, publicUrl);
    stale.setCookie(onA.cookie);
    expect((await stale.request("GET", "/api/me")).status).toBe(401);
  });

  it("counts the AI rate limit across both: the 4th request in a minute on either is 429", async () => {
    const body = { niche: "Technology & AI", topic: "Home automation on a budget" };
    // The limit is per minute of the database's clock: a run that straddles a minute is repeated.
    for (let attempt = 0; ; attempt++) {
      const onA = client(a);
      await signUp(onA);
      const onB = onA.at(b.url);
      const minute = () => Math.floor(Date.now() / 60_000);
      const started = minute();
      const statuses: number[] = [];
      for (const on of [onA, onB, onA, onB])
        statuses.push((await on.request("POST", "/api/studio/research", body)).status);
      if (minute() !== started && attempt < 2) continue;
      expect(statuses).toEqual([200, 200, 200, 429]);
      const refused = await onA.request("POST", "/api/studio/research", body);
      expect(refused.status).toBe(429);
      expect(await refused.json()).toEqual({
        error: "Too many AI requests: please wait a minute and try again.",
        code: "throttled",
      });
      break;
    }
  }, 60_000);

  it("a channel sync asked for on both instances runs once: the second press follows the first run", async () => {
    const onA = client(a);
    await signUp(onA);
    const onB = onA.at(b.url);
    const sql = new pg.Client({ connectionString: database.url });
    await sql.connect();
    const { rows } = await sql.query(
      "insert into channels (name, youtube_url, source_key, youtube_channel_id) values ($1, $2, $3, $4) returning id",
      [
        "Scale",
        `https://www.youtube.com/channel/${YOUTUBE_CHANNEL}`,
        `channel:${YOUTUBE_CHANNEL.toLowerCase()}`,
        YOUTUBE_CHANNEL,
      ],
    );
    await sql.end();
    const channelId = rows[0].id as string;

    // Each YouTube call takes a while: the first sync is still queued or running when the second comes.
    yt.latencyMs = 1_500;
    const first = await onA.json<{ id: string }>("POST", `/api/channels/${channelId}/sync-jobs`, {});
    const second = await onB.json<{ id: string }>("POST", `/api/channels/${channelId}/sync-jobs`, {});
    expect(second.id, "the other instance follows the same run").toBe(first.id);

    const status = () => onB.json<ChannelSyncStatus>("GET", `/api/channels/${channelId}/sync-status`);
    await expect
      .poll(async () => (await status()).runs[0]?.status, { timeout: 60_000, interval: 250 })
      .toBe("succeeded");
    const { runs } = await status();
    expect(runs).toHaveLength(1);
    expect(runs[0]).toMatchObject({ id: first.id, videosImported: 3 });
    expect(yt.calls().filter((call) => call.path.endsWith("/playlistItems"))).toHaveLength(1);
    yt.latencyMs = 0;
  }, 90_000);

  // Last: it throttles this machine's address for 15 minutes on this database.
  it("counts failed sign-ins across both: 10 failures split between them, then the 11th attempt is 429", async () => {
    const email = await signUp(client(a));
    for (let i = 0; i < 10; i++) {
      const res = await client(i % 2 ? b : a).request("POST", "/api/auth/sign-in/email", { email, password: "wrong" });
      expect(res.status, `failure ${i + 1}`).toBe(401);
    }
    for (const app of [a, b]) {
      // Even the right password: the throttle answers before the password is checked.
      const res = await client(app).request("POST", "/api/auth/sign-in/email", { email, password: "correct-horse" });
      expect(res.status).toBe(429);
      expect((await res.json()).error).toBe("Too many failed sign-in attempts. Please wait 15 minutes and try again.");
    }
  }, 60_000);
});
