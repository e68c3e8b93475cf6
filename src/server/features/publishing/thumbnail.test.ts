// A video's thumbnail through the API: uploaded to the packaging by any member and checked against
// YouTube's rules from the image's bytes, served back, and set on YouTube (thumbnails.set on the fake
// upload host) by a member who may publish. Runs on PGlite, and on PostgreSQL when TEST_DATABASE_URL is set.
import { createHash } from "node:crypto";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { channels, folders, videos } from "../../db/schema.ts";
import { type FakeGoogleOAuth, googleEnvFor, startFakeGoogleOAuth } from "../../testing/fakes/google-oauth.ts";
import { type FakeYouTube, startFakeYouTube } from "../../testing/fakes/youtube.ts";
import { type FakeYouTubeUpload, startFakeYouTubeUpload } from "../../testing/fakes/youtube-upload.ts";
import { createTestApp, type TestApp } from "../../testing/harness.ts";
import { databaseSnapshot } from "../../testing/snapshot.ts";
import { quotaUsage } from "../../youtube/quota.ts";

const CHANNEL_ID = "UCthumbthumbthumbthumb00";
const YT_VIDEO = "thumbVideo1";

/** A PNG of the given size: signature, IHDR, then filler up to `bytes` (the header is what is read). */
function png(width: number, height: number, bytes = 4096): Buffer {
  const out = Buffer.alloc(Math.max(bytes, 33));
  out.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]);
  out.writeUInt32BE(width, 16);
  out.writeUInt32BE(height, 20);
  for (let i = 33; i < out.length; i++) out[i] = i % 251;
  return out;
}

let t: TestApp;
let yt: FakeYouTube;
let upload: FakeYouTubeUpload;
let google: FakeGoogleOAuth;

beforeAll(async () => {
  yt = await startFakeYouTube();
  upload = await startFakeYouTubeUpload();
  google = await startFakeGoogleOAuth();
  t = await createTestApp({
    YOUTUBE_API_BASE_URL: yt.url,
    YOUTUBE_UPLOAD_BASE_URL: upload.url,
    ...googleEnvFor(google),
    SYNC_SCHEDULE: "off",
  });
});
afterAll(async () => {
  await t.close();
  await yt.close();
  await upload.close();
  await google.close();
});
let mine = [CHANNEL_ID];
beforeEach(async () => {
  await t.database.reset();
  upload.reset();
  mine = [CHANNEL_ID];
  upload.acceptToken((token) => google.scopesOf(token));
  upload.setMine(
    (videoId) => videoId === YT_VIDEO && mine.includes(CHANNEL_ID),
    (videoId) => videoId === YT_VIDEO,
  );
});

async function seedVideo(userId: string) {
  const [channel] = await t.db.insert(channels).values({ name: "Thumbs", userId }).returning();
  const [folder] = await t.db
    .insert(folders)
    .values({ name: "November", monthYear: "2026-11", channelId: channel.id, userId })
    .returning();
  const [video] = await t.db
    .insert(videos)
    .values({ title: "Thumbs", folderId: folder.id, userId, youtubeVideoId: YT_VIDEO })
    .returning();
  return video.id;
}

async function grantPublishing(cookie: string) {
  const { url } = await (await t.request("GET", "/api/publishing/oauth/start", { cookie })).json();
  const back = new URL(await google.consentRedirect(url));
  await t.request("GET", `${back.pathname}${back.search}`, { cookie });
}

const put = (cookie: string, videoId: string, body: Buffer, type = "image/png") =>
  t.app.request(`/api/videos/${videoId}/publishing/thumbnail`, {
    method: "PUT",
    headers: { cookie, origin: "http://localhost:3000", "content-type": type },
    body: new Blob([new Uint8Array(body)]),
  });

describe("uploading a thumbnail", () => {
  it("takes a 16:9 PNG from any member, serves it back and shows it in the publishing state", async () => {
    const user = await t.member("user");
    const videoId = await seedVideo(user.id);
    const image = png(1280, 720);
    const res = await put(user.cookie, videoId, image);
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({
      message: "Thumbnail saved (1280×720)",
      thumbnail: { contentType: "image/png", width: 1280, height: 720, setOnYouTubeAt: null },
    });
    const served = await t.request("GET", `/api/videos/${videoId}/publishing/thumbnail`, { cookie: user.cookie });
    expect(served.status).toBe(200);
    expect(served.headers.get("content-type")).toBe("image/png");
    expect(Buffer.from(await served.arrayBuffer()).equals(image)).toBe(true);
    const state = await (await t.request("GET", `/api/videos/${videoId}/publishing`, { cookie: user.cookie })).json();
    expect(state.thumbnail).toMatchObject({ width: 1280, height: 720 });
    expect(state.costs.thumbnail).toBe(50);
  });

  it("refuses, with the reason, what YouTube would refuse, reading the image and not its declared type", async () => {
    const user = await t.member("user");
    const videoId = await seedVideo(user.id);
    const before = await databaseSnapshot(t.db);
    const cases: Array<[Buffer, string, number, string]> = [
      [png(480, 270), "image/png", 400, "The thumbnail is 480 pixels wide: YouTube needs at least 640."],
      [
        png(1280, 1280),
        "image/png",
        400,
        "The thumbnail is 1280×1280: YouTube shows thumbnails at 16:9 (for example 1280×720).",
      ],
      [Buffer.from("GIF89a not a png at all"), "image/png", 400, "The thumbnail must be a JPEG or PNG image."],
      [
        png(1280, 720, 2 * 1024 * 1024 + 10),
        "image/png",
        413,
        "The thumbnail is larger than 2 MB: YouTube takes at most 2 MB.",
      ],
    ];
    for (const [body, type, status, error] of cases) {
      const res = await put(user.cookie, videoId, body, type);
      expect(res.status).toBe(status);
      expect(await res.json()).toMatchObject({ error });
    }
    expect(await databaseSnapshot(t.db)).toEqual(before);
    const missing = await put(user.cookie, "00000000-0000-4000-8000-000000000000", png(1280, 720));
    expect(missing.status).toBe(404);
  });
});

describe("setting the thumbnail on YouTube", () => {
  it("sends the stored image with thumbnails.set for 50 units and marks it set; a plain member may not", async () => {
    const mod = await t.member("moderator");
    const user = await t.member("user");
    await grantPublishing(mod.cookie);
    const videoId = await seedVideo(mod.id);
    const image = png(1920, 1080, 300_000);
    expect((await put(mod.cookie, videoId, image)).status).toBe(200);

    const refused = await t.request("POST", `/api/videos/${videoId}/publishing/thumbnail/set`, { cookie: user.cookie });
    expect(refused.status).toBe(403);

    const res = await t.request("POST", `/api/videos/${videoId}/publishing/thumbnail/set`, { cookie: mod.cookie });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ message: "Thumbnail set on YouTube" });
    expect(upload.thumbnails.get(YT_VIDEO)).toEqual({
      sha256: createHash("sha256").update(image).digest("hex"),
      contentType: "image/png",
      bytes: image.length,
    });
    const call = upload.requests.find((r) => r.path.endsWith("/thumbnails/set"))!;
    expect(call.query.videoId).toBe(YT_VIDEO);
    expect(call.headers["content-type"]).toBe("image/png");
    expect((await quotaUsage(t.db, t.config.sync.dailyQuota)).unitsSpent).toBe(50);
    const state = await (await t.request("GET", `/api/videos/${videoId}/publishing`, { cookie: mod.cookie })).json();
    expect(state.thumbnail.setOnYouTubeAt).not.toBeNull();
    // A new image is not set until it is sent.
    expect((await put(mod.cookie, videoId, png(1280, 720))).status).toBe(200);
    const after = await (await t.request("GET", `/api/videos/${videoId}/publishing`, { cookie: mod.cookie })).json();
    expect(after.thumbnail.setOnYouTubeAt).toBeNull();
  });

  it("says plainly when YouTube refuses it for another account's video, and when there is no image", async () => {
    const admin = await t.member("admin");
    await grantPublishing(admin.cookie);
    const videoId = await seedVideo(admin.id);
    const none = await t.request("POST", `/api/videos/${videoId}/publishing/thumbnail/set`, { cookie: admin.cookie });
    expect(none.status).toBe(400);
    expect((await none.json()).error).toBe("Upload a thumbnail image first.");
    await put(admin.cookie, videoId, png(1280, 720));
    mine = [];
    const res = await t.request("POST", `/api/videos/${videoId}/publishing/thumbnail/set`, { cookie: admin.cookie });
    expect(res.status).toBe(502);
    expect((await res.json()).error).toContain("the video must be on a channel of your Google account");
  });
});
