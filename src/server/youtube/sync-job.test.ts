// Issue 14 §3–5: channel syncs as jobs — the manual sync queued and followed through its status,
// the scheduled sync within a small quota budget that resumes after midnight Pacific time (a moved
// clock, not a wait), a 403 quotaExceeded pausing syncing, and uploads YouTube no longer returns
// reported in the sync history and marked, their library rows kept.
import { eq } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { channels, syncRuns, videos, youtubeUnavailableVideos } from "../db/schema.ts";
import { createBackgroundWork } from "../jobs/background-work.ts";
import { createInProcessQueue } from "../jobs/in-process-queue.ts";
import type { JobQueue } from "../jobs/queue.ts";
import { createLogger } from "../logger.ts";
import { sayStored } from "../stored-message.ts";
import { type FakeYouTube, generateVideos, startFakeYouTube } from "../testing/fakes/youtube.ts";
import { createTestApp, type TestApp } from "../testing/harness.ts";
import { nextQuotaReset, pacificDay, quotaUsage } from "./quota.ts";
import { defineSyncJobs, planScheduledSyncs, type SyncJobDeps } from "./sync-job.ts";

let t: TestApp;
let yt: FakeYouTube;
const ids = ["UCjobsjobsjobsjobsjobs01", "UCjobsjobsjobsjobsjobs02", "UCjobsjobsjobsjobsjobs03"];

beforeAll(async () => {
  yt = await startFakeYouTube();
  for (const [n, id] of ids.entries()) {
    yt.addChannel({ id, title: `Jobs ${n + 1}`, videos: generateVideos(3, { firstId: 1 + n * 10 }) });
  }
  t = await createTestApp({ YOUTUBE_API_KEY: yt.apiKey, YOUTUBE_API_BASE_URL: yt.url, YOUTUBE_DAILY_QUOTA: "7" });
});
afterAll(async () => {
  await t.close();
  await yt.close();
});
beforeEach(async () => {
  await t.database.reset();
  yt.reset();
});

/** Channels are added a second apart: the scheduled sync takes the never-synced oldest first. */
let addedAt = Date.parse("2026-01-01T00:00:00Z");

async function addChannel(youtubeChannelId: string): Promise<string> {
  addedAt += 1000;
  const [row] = await t.db
    .insert(channels)
    .values({
      createdAt: new Date(addedAt),
      name: youtubeChannelId,
      youtubeUrl: `https://www.youtube.com/channel/${youtubeChannelId}`,
      sourceKey: `channel:${youtubeChannelId.toLowerCase()}`,
      youtubeChannelId,
    })
    .returning();
  return row.id;
}

describe("Sync YouTube Data as a job", () => {
  it("queues the sync, answers its run, and the status shows it finished with its history", async () => {
    const { cookie } = await t.member("user");
    const channelId = await addChannel(ids[0]);
    const queued = await t.request("POST", `/api/channels/${channelId}/sync-jobs`, { cookie });
    expect(queued.status).toBe(202);
    const run = await queued.json();
    expect(run).toMatchObject({ trigger: "manual", status: "queued", quotaUnits: 0 });
    // A second press while it waits or runs follows the same run.
    const again = await (await t.request("POST", `/api/channels/${channelId}/sync-jobs`, { cookie })).json();
    expect(again.id).toBe(run.id);
    await t.jobs.settled();

    const status = await (await t.request("GET", `/api/channels/${channelId}/sync-status`, { cookie })).json();
    expect(status.activeRun).toBeNull();
    expect(status.lastSyncedAt).not.toBeNull();
    expect(status.schedule).toBe("0 4 * * *");
    expect(new Date(status.nextRunAt).getUTCHours()).toBe(4);
    expect(status.runs).toHaveLength(1);
    expect(status.runs[0]).toMatchObject({
      id: run.id,
      status: "succeeded",
      videosUpdated: 0,
      videosImported: 3,
      // channels.list + one playlistItems page + one videos.list
      quotaUnits: 3,
      error: null,
    });
    const admin = await t.member("admin");
    const quota = await (await t.request("GET", "/api/admin/youtube-quota", { cookie: admin.cookie })).json();
    expect(quota).toMatchObject({ unitsSpent: 3, dailyQuota: 7, exceeded: false, day: pacificDay(new Date()) });
  });

  it("reports private and deleted uploads in the history and marks them, keeping their library rows", async () => {
    const { cookie } = await t.member("user");
    const channelId = await addChannel(ids[1]);
    await t.request("POST", `/api/channels/${channelId}/sync-jobs`, { cookie });
    await t.jobs.settled();
    const fake = yt.channels.get(ids[1])!;
    const [deleted] = fake.videos.splice(0, 1); // gone from the uploads and from videos.list
    fake.videos[0].hidden = true; // private: listed, but not returned
    const privateOne = fake.videos[0];
    try {
      await t.request("POST", `/api/channels/${channelId}/sync-jobs`, { cookie });
      await t.jobs.settled();
      const status = await (await t.request("GET", `/api/channels/${channelId}/sync-status`, { cookie })).json();
      expect(status.runs[0].status).toBe("succeeded");
      expect(status.runs[0].unavailableVideos.map((v: { youtubeVideoId: string }) => v.youtubeVideoId).sort()).toEqual(
        [deleted.id, privateOne.id].sort(),
      );
      const marked = await t.db.select().from(youtubeUnavailableVideos);
      expect(marked.map((m) => m.youtubeVideoId).sort()).toEqual([deleted.id, privateOne.id].sort());
      expect(await t.db.select().from(videos)).toHaveLength(3);
      expect(status.noLongerOnYouTube.map((v: { title: string }) => v.title).sort()).toEqual(
        [deleted.title, privateOne.title].sort(),
      );
      // The video's own answer says so too (its page shows "No longer on YouTube"), with its data kept.
      const [gone] = marked.filter((m) => m.youtubeVideoId === deleted.id);
      const detail = await (await t.request("GET", `/api/videos/${gone.videoId}`, { cookie })).json();
      expect(detail).toMatchObject({
        title: deleted.title,
        noLongerOnYouTube: { since: gone.since.toISOString() },
        metrics: { views: deleted.views },
      });
    } finally {
      fake.videos.unshift(deleted);
      privateOne.hidden = false;
    }
    // Back on YouTube: the mark goes.
    await t.request("POST", `/api/channels/${channelId}/sync-jobs`, { cookie });
    await t.jobs.settled();
    expect(await t.db.select().from(youtubeUnavailableVideos)).toHaveLength(0);
    const [back] = await t.db.select().from(videos).where(eq(videos.youtubeVideoId, deleted.id));
    const detail = await (await t.request("GET", `/api/videos/${back.id}`, { cookie })).json();
    expect(detail.noLongerOnYouTube).toBeNull();
  });

  it("documents the video answer's noLongerOnYouTube in the OpenAPI document", async () => {
    const doc = await (await t.request("GET", "/api/openapi.json")).json();
    const answer = doc.paths["/api/videos/{id}"].get.responses[200].content["application/json"].schema;
    const schema = answer.$ref ? doc.components.schemas[answer.$ref.split("/").pop()] : answer;
    expect(schema.required).toContain("noLongerOnYouTube");
    expect(schema.properties.noLongerOnYouTube).toMatchObject({
      type: ["object", "null"],
      properties: { since: { type: "string" } },
      required: ["since"],
    });
  });

  it("a 403 quotaExceeded pauses syncing until the reset, with a clear message", async () => {
    const { cookie } = await t.member("user");
    const channelId = await addChannel(ids[2]);
    yt.quotaExceeded = true;
    await t.request("POST", `/api/channels/${channelId}/sync-jobs`, { cookie });
    await t.jobs.settled();
    yt.quotaExceeded = false;
    const status = await (await t.request("GET", `/api/channels/${channelId}/sync-status`, { cookie })).json();
    expect(status.runs[0].status).toBe("failed");
    expect(status.runs[0].error).toMatch(/^YouTube's daily quota is used up: syncing is paused until it resets/);
    expect(status.quotaPaused.message).toMatch(/paused until it resets at midnight Pacific time/);
    // While paused, a sync does not call YouTube at all.
    const before = yt.calls().length;
    await t.request("POST", `/api/channels/${channelId}/sync-jobs`, { cookie });
    await t.jobs.settled();
    expect(yt.calls().length).toBe(before);
    const [latest] = await t.db.select().from(syncRuns).where(eq(syncRuns.status, "skipped"));
    expect(sayStored("en", latest.error)).toMatch(/paused until it resets/);
    // After midnight Pacific time, it is a new quota day.
    const tomorrow = new Date(nextQuotaReset(new Date()).getTime() + 60_000);
    expect((await quotaUsage(t.db, 7, tomorrow)).exceededAt).toBeNull();
  });

  it("a sync paused by the quota reads in the member's language: Spanish for Accept-Language es, else English", async () => {
    const { cookie } = await t.member("user");
    const channelId = await addChannel(ids[2]);
    yt.quotaExceeded = true;
    await t.request("POST", `/api/channels/${channelId}/sync-jobs`, { cookie });
    await t.jobs.settled();
    yt.quotaExceeded = false;
    await t.request("POST", `/api/channels/${channelId}/sync-jobs`, { cookie });
    await t.jobs.settled();
    const statusIn = async (headers: Record<string, string>) =>
      (await t.request("GET", `/api/channels/${channelId}/sync-status`, { cookie, headers })).json();

    const spanish = await statusIn({ "accept-language": "es-MX,es;q=0.9,en;q=0.5" });
    expect(spanish.runs.map((r: { status: string }) => r.status)).toEqual(["skipped", "failed"]);
    for (const said of [spanish.quotaPaused.message, spanish.runs[0].error, spanish.runs[1].error]) {
      expect(said).toMatch(
        /^La cuota diaria de YouTube está agotada: la sincronización está en pausa hasta que se restablezca a medianoche, hora del Pacífico \(.+ UTC\)\.$/,
      );
    }

    const otherwise: Record<string, string>[] = [{}, { "accept-language": "de-DE,de;q=0.9" }];
    for (const headers of otherwise) {
      const english = await statusIn(headers);
      for (const said of [english.quotaPaused.message, english.runs[0].error, english.runs[1].error]) {
        expect(said).toMatch(
          /^YouTube's daily quota is used up: syncing is paused until it resets at midnight Pacific time \(.+ UTC\)\.$/,
        );
      }
    }
  });
});

describe("a channel whose refresh keeps failing", () => {
  it("says so after three failed syncs, and when its data is older than 30 days", async () => {
    const { cookie } = await t.member("user");
    const channelId = await addChannel(ids[0]);
    const old = new Date(Date.now() - 31 * 24 * 60 * 60 * 1000);
    await t.db.insert(syncRuns).values({
      channelId,
      trigger: "scheduled",
      status: "succeeded",
      queuedAt: old,
      startedAt: old,
      finishedAt: old,
    });
    const status = async () =>
      (await (await t.request("GET", `/api/channels/${channelId}/sync-status`, { cookie })).json()).refreshWarning;
    expect(await status()).toMatch(
      /^This channel's YouTube data was last refreshed 31 days ago; YouTube asks for a refresh at least every 30 days\./,
    );
    await t.db.delete(syncRuns);
    for (let i = 0; i < 3; i++) {
      await t.db.insert(syncRuns).values({
        channelId,
        trigger: "scheduled",
        status: "failed",
        finishedAt: new Date(),
        error: "YouTube refused the API key from this server: check the key's restrictions.",
      });
    }
    expect(await status()).toBe(
      "The last 3 syncs of this channel did not complete: its YouTube data is not being refreshed. Last error: YouTube refused the API key from this server: check the key's restrictions.",
    );
  });
});

describe("the scheduled sync's quota budget (YOUTUBE_DAILY_QUOTA=7, a moved clock)", () => {
  let jobs: JobQueue;
  let clock = new Date("2026-06-10T11:00:00Z"); // 04:00 in Los Angeles
  let deps: SyncJobDeps;
  beforeEach(async () => {
    const logger = createLogger("silent");
    jobs = createInProcessQueue({ background: createBackgroundWork(logger), logger, now: () => clock });
    deps = { db: t.db, config: t.config, logger, jobs, now: () => clock };
    defineSyncJobs(deps);
    await jobs.start();
  });
  afterEach(async () => {
    await jobs.stop();
  });

  it("queues channels while their estimated cost fits, stops before the budget is spent, and resumes after the reset", async () => {
    clock = new Date("2026-06-10T11:00:00Z");
    const [first, second, third] = [await addChannel(ids[0]), await addChannel(ids[1]), await addChannel(ids[2])];
    // Each costs at most 3 units (nothing in the library yet): two fit in 7, the third does not.
    const plan = await planScheduledSyncs(deps);
    expect(plan.queued).toEqual([first, second]);
    expect(plan.deferred).toEqual([third]);
    await jobs.settled();
    const today = await quotaUsage(t.db, 7, clock);
    expect(today.unitsSpent).toBe(6);
    expect(today.unitsSpent).toBeLessThanOrEqual(7);
    const runs = await t.db.select().from(syncRuns);
    expect(
      runs
        .filter((r) => r.status === "succeeded")
        .map((r) => r.channelId)
        .sort(),
    ).toEqual([first, second].sort());
    const skipped = runs.find((r) => r.channelId === third)!;
    expect(skipped.status).toBe("skipped");
    expect(sayStored("en", skipped.error)).toMatch(/^Not synced: today's YouTube quota budget \(7 units\) is spent/);
    const callsToday = yt.calls().length;

    // The same day, nothing more fits: no call to YouTube.
    const again = await planScheduledSyncs(deps);
    expect(again.queued).toEqual([]);
    await jobs.settled();
    expect(yt.calls().length).toBe(callsToday);

    // After midnight Pacific time the budget is whole again: the channel left out goes first.
    clock = new Date(nextQuotaReset(clock).getTime() + 60_000);
    const resumed = await planScheduledSyncs(deps, { onlyDeferred: true });
    expect(resumed.queued[0]).toBe(third);
    await jobs.settled();
    const [thirdLatest] = (await t.db.select().from(syncRuns).where(eq(syncRuns.channelId, third))).sort(
      (a, b) => b.queuedAt.getTime() - a.queuedAt.getTime(),
    );
    expect(thirdLatest.status).toBe("succeeded");
    expect((await quotaUsage(t.db, 7, clock)).unitsSpent).toBeLessThanOrEqual(7);
  });
});
