// A scheduled release on YouTube through the API, against the local fake YouTube and fake Google: set,
// changed and cancelled with videos.update of `status`, refused where YouTube refuses it, shown on the
// production calendar, and the card moved to Published by the sync that sees the video public.
// Runs on PGlite, and on PostgreSQL too when TEST_DATABASE_URL is set.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { channels, folders, videoActivity, videos, youtubeReleases } from "../../db/schema.ts";
import { createLogger } from "../../logger.ts";
import { type FakeGoogleOAuth, googleEnvFor, startFakeGoogleOAuth } from "../../testing/fakes/google-oauth.ts";
import { type FakeYouTube, startFakeYouTube } from "../../testing/fakes/youtube.ts";
import { createTestApp, type TestApp } from "../../testing/harness.ts";
import { databaseSnapshot } from "../../testing/snapshot.ts";
import { startReceiver, verifiedEvents, waitFor } from "../../testing/webhook-receiver.ts";
import { accessTokenFor } from "../../youtube/google-oauth.ts";
import { quotaUsage } from "../../youtube/quota.ts";
import { syncChannel } from "../../youtube/sync.ts";
import { readStatus, writeRelease } from "../../youtube/video-writes.ts";

const CHANNEL_ID = "UCreleasereleaserelease";
const YT_VIDEO = "relVideo001";

let t: TestApp;
let yt: FakeYouTube;
let google: FakeGoogleOAuth;

beforeAll(async () => {
  yt = await startFakeYouTube();
  google = await startFakeGoogleOAuth();
  t = await createTestApp({
    YOUTUBE_API_KEY: yt.apiKey,
    YOUTUBE_API_BASE_URL: yt.url,
    ...googleEnvFor(google),
    YOUTUBE_DAILY_QUOTA: "500",
    SYNC_SCHEDULE: "off",
    // The webhook receiver of the sync's stage change (decision 045).
    WEBHOOK_ALLOWED_HOSTS: "127.0.0.1",
  });
});
afterAll(async () => {
  await t.close();
  await yt.close();
  await google.close();
});
beforeEach(async () => {
  await t.database.reset();
  yt.reset();
  yt.channels.clear();
  yt.acceptToken((token) => google.isValidAccessToken(token));
  yt.checkScopes((token) => google.scopesOf(token));
  yt.addChannel({
    id: CHANNEL_ID,
    title: "Sleep Lab",
    videos: [
      {
        id: YT_VIDEO,
        title: "Sleep better tonight",
        publishedAt: "2026-11-01T10:00:00Z",
        privacyStatus: "private",
        embeddable: false,
      },
    ],
  });
  yt.setMine([CHANNEL_ID]);
  google.withheldScopes = [];
});

type Member = { cookie: string; id: string };

async function seedVideo(userId: string) {
  const [channel] = await t.db
    .insert(channels)
    .values({ name: "Sleep Lab", userId, youtubeChannelId: CHANNEL_ID })
    .returning();
  const [folder] = await t.db
    .insert(folders)
    .values({ name: "November", monthYear: "2026-11", channelId: channel.id, userId })
    .returning();
  const [video] = await t.db
    .insert(videos)
    .values({
      title: "Sleep",
      folderId: folder.id,
      userId,
      stage: "ready",
      plannedPublishDate: "2026-12-20",
      youtubeVideoId: YT_VIDEO,
      youtubeUrl: `https://www.youtube.com/watch?v=${YT_VIDEO}`,
    })
    .returning();
  return { videoId: video.id, channelId: channel.id };
}

async function grantPublishing(m: Member) {
  const { url } = await (await t.request("GET", "/api/publishing/oauth/start", { cookie: m.cookie })).json();
  const back = new URL(await google.consentRedirect(url));
  await t.request("GET", `${back.pathname}${back.search}`, { cookie: m.cookie });
}

const setRelease = (m: Member, videoId: string, publishAt: unknown) =>
  t.request("PUT", `/api/videos/${videoId}/publishing/release`, { cookie: m.cookie, body: { publishAt } });
const cancelRelease = (m: Member, videoId: string) =>
  t.request("DELETE", `/api/videos/${videoId}/publishing/release`, { cookie: m.cookie });
const calendar = async (m: Member, month: string) =>
  (await t.request("GET", `/api/production/calendar?month=${month}`, { cookie: m.cookie })).json();
const onYouTube = () => yt.channels.get(CHANNEL_ID)!.videos[0];
const statusWrites = () => yt.calls("videos").filter((r) => r.method === "PUT");

describe("a scheduled release", () => {
  it("is set on a private video with videos.update (private + publishAt, the rest of status kept), shown on the Publish tab and the calendar", async () => {
    const mod = await t.member("moderator");
    await grantPublishing(mod);
    const { videoId } = await seedVideo(mod.id);
    const state = await (await t.request("GET", `/api/videos/${videoId}/publishing`, { cookie: mod.cookie })).json();
    expect(state.costs.release).toBe(51);
    expect(state.release).toBeNull();

    const res = await setRelease(mod, videoId, "2030-01-15T14:30:00+01:00");
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({
      message: "YouTube makes it public at 2030-01-15 13:30 UTC",
      release: { publishAt: "2030-01-15T13:30:00.000Z", youtubeVideoId: YT_VIDEO },
    });
    const [write] = statusWrites();
    expect(write.query.part).toBe("status");
    expect(JSON.parse(write.body).status).toMatchObject({
      privacyStatus: "private",
      publishAt: "2030-01-15T13:30:00.000Z",
      embeddable: false,
    });
    expect(onYouTube()).toMatchObject({
      privacyStatus: "private",
      publishAt: "2030-01-15T13:30:00.000Z",
      embeddable: false,
    });
    expect((await quotaUsage(t.db, 500)).unitsSpent).toBe(51);

    const after = await (await t.request("GET", `/api/videos/${videoId}/publishing`, { cookie: mod.cookie })).json();
    expect(after.release).toEqual({ publishAt: "2030-01-15T13:30:00.000Z", youtubeVideoId: YT_VIDEO });
    const month = await calendar(mod, "2030-01");
    expect(month.entries).toEqual([
      expect.objectContaining({
        id: videoId,
        kind: "release",
        date: "2030-01-15",
        releaseAt: "2030-01-15T13:30:00.000Z",
      }),
    ]);
  });

  it("is moved and then cancelled on YouTube before it passes; the calendar follows", async () => {
    const admin = await t.member("admin");
    await grantPublishing(admin);
    const { videoId } = await seedVideo(admin.id);
    expect((await setRelease(admin, videoId, "2030-01-15T13:30:00Z")).status).toBe(200);
    expect((await setRelease(admin, videoId, "2030-02-02T09:00:00Z")).status).toBe(200);
    expect(onYouTube().publishAt).toBe("2030-02-02T09:00:00.000Z");
    expect((await calendar(admin, "2030-01")).entries).toEqual([]);
    expect((await calendar(admin, "2030-02")).entries).toEqual([
      expect.objectContaining({ id: videoId, kind: "release", date: "2030-02-02" }),
    ]);

    const cancelled = await cancelRelease(admin, videoId);
    expect(cancelled.status).toBe(200);
    expect(await cancelled.json()).toEqual({
      message: "Release cancelled: the video stays private on YouTube",
      release: null,
    });
    expect(JSON.parse(statusWrites().at(-1)!.body).status).not.toHaveProperty("publishAt");
    expect(onYouTube()).toMatchObject({ privacyStatus: "private", publishAt: undefined });
    expect(await t.db.select().from(youtubeReleases)).toEqual([]);
    expect((await calendar(admin, "2030-02")).entries).toEqual([]);
    expect((await cancelRelease(admin, videoId)).status).toBe(404);
  });

  it("is refused for a public video, a time already past, or a plain member, changing nothing", async () => {
    const admin = await t.member("admin");
    const user = await t.member("user");
    await grantPublishing(admin);
    const { videoId } = await seedVideo(admin.id);
    onYouTube().privacyStatus = "public";
    const before = await databaseSnapshot(t.db);

    const publicVideo = await setRelease(admin, videoId, "2030-01-15T13:30:00Z");
    expect(publicVideo.status).toBe(400);
    expect((await publicVideo.json()).error).toContain("can only be scheduled for a private video");
    const past = await setRelease(admin, videoId, "2020-01-01T00:00:00Z");
    expect(past.status).toBe(400);
    expect((await past.json()).error).toContain("The release time must be in the future");
    const notATime = await setRelease(admin, videoId, "tomorrow");
    expect(notATime.status).toBe(400);
    const plain = await setRelease(user, videoId, "2030-01-15T13:30:00Z");
    expect(plain.status).toBe(403);
    expect((await plain.json()).error).toContain("Only admins and moderators publish");

    expect(statusWrites()).toHaveLength(0);
    expect(onYouTube()).toMatchObject({ privacyStatus: "public", publishAt: undefined });
    // The quota reserved for the refused read is the only change.
    const { "public.youtube_quota_days": _spent, ...rest } = await databaseSnapshot(t.db);
    const { "public.youtube_quota_days": _was, ...was } = before;
    expect(rest).toEqual(was);
  });

  it("the fake refuses publishAt as YouTube does: on a public video, once public, or without private", async () => {
    const admin = await t.member("admin");
    await grantPublishing(admin);
    const token = (await accessTokenFor({ db: t.db, config: t.config, logger: createLogger("silent") }, admin.id))!;
    const later = new Date("2030-01-15T13:30:00Z");
    const now = await readStatus(yt.url, token, YT_VIDEO);
    onYouTube().privacyStatus = "public";
    await expect(writeRelease(yt.url, token, YT_VIDEO, now, later)).rejects.toMatchObject({
      status: 400,
      issues: [{ field: "release", message: expect.stringContaining("refused the release time") }],
    });
    // Back to private after being public: "the video has never been published" no longer holds.
    onYouTube().privacyStatus = "private";
    await expect(writeRelease(yt.url, token, YT_VIDEO, now, later)).rejects.toMatchObject({ status: 400 });
    const raw = await fetch(`${yt.url}/videos?part=status`, {
      method: "PUT",
      headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
      body: JSON.stringify({ id: YT_VIDEO, status: { privacyStatus: "public", publishAt: later.toISOString() } }),
    });
    expect(raw.status).toBe(400);
    expect((await raw.json()).error.errors[0]).toMatchObject({ reason: "invalidPublishAt", domain: "youtube.video" });
  });
});

describe("the sync after a release", () => {
  it("moves the card to Published when it sees the video public, and not before", async () => {
    const admin = await t.member("admin");
    await grantPublishing(admin);
    const { videoId, channelId } = await seedVideo(admin.id);
    expect((await setRelease(admin, videoId, "2030-01-15T13:30:00Z")).status).toBe(200);
    const deps = { db: t.db, config: t.config, logger: createLogger("silent") };

    // Private until its release: the API key does not see it, and it is not "no longer on YouTube".
    const before = await syncChannel(deps, channelId);
    expect(before.unavailable).toEqual([]);
    let [video] = await t.db.select().from(videos).where(eq(videos.id, videoId));
    expect(video.stage).toBe("ready");
    expect(await t.db.select().from(youtubeReleases)).toHaveLength(1);

    // YouTube's release time comes: the fake makes it public when it is next read.
    onYouTube().publishAt = new Date(Date.now() - 60_000).toISOString();
    await syncChannel(deps, channelId);
    [video] = await t.db.select().from(videos).where(eq(videos.id, videoId));
    expect(video).toMatchObject({ stage: "published", status: "published" });
    expect(video.publishedAt).not.toBeNull();
    expect(await t.db.select().from(youtubeReleases)).toEqual([]);
    const activity = await t.db.select().from(videoActivity).where(eq(videoActivity.videoId, videoId));
    expect(activity).toEqual([
      expect.objectContaining({ kind: "stage", userId: null, detail: { from: "Ready", to: "Published" } }),
    ]);
    const month = await calendar(admin, video.publishedAt!.toISOString().slice(0, 7));
    expect(month.entries).toEqual([expect.objectContaining({ id: videoId, kind: "published" })]);
  });
  it("sends video.stage_changed to a subscribed endpoint when the sync job moves the card, without waiting for the sweep", async () => {
    const receiver = await startReceiver();
    try {
      const admin = await t.member("admin");
      const added = await t.request("POST", "/api/admin/webhooks", {
        cookie: admin.cookie,
        body: { url: `http://127.0.0.1:${receiver.port}/hooks`, events: ["video.stage_changed"] },
      });
      expect(added.status).toBe(201);
      const { secret } = await added.json();
      await grantPublishing(admin);
      const { videoId, channelId } = await seedVideo(admin.id);
      expect((await setRelease(admin, videoId, "2030-01-15T13:30:00Z")).status).toBe(200);
      onYouTube().publishAt = new Date(Date.now() - 60_000).toISOString();

      // "Sync YouTube Data" queues the sync as a job: the move happens there, outside any request.
      const queued = await t.request("POST", `/api/channels/${channelId}/sync-jobs`, { cookie: admin.cookie });
      expect(queued.status).toBe(202);
      // Well inside the minute the sweep would take.
      const [event] = await waitFor(
        async () => receiver.received.length > 0 && verifiedEvents(receiver.received, secret),
        8_000,
      );
      expect(event).toMatchObject({
        type: "video.stage_changed",
        data: {
          video: { id: videoId, title: "Sleep", status: "published" },
          from: "ready",
          to: "published",
          actorId: null,
        },
      });
    } finally {
      await receiver.close();
    }
  });
});
