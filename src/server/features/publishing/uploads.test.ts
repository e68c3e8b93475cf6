// Uploading a video file to YouTube through the server, against the fake upload host: chunks relayed
// as they arrive, YouTube's count as the truth, and a resumed upload after a connection dropped on
// YouTube's side and on the browser's. Runs on PGlite, and on PostgreSQL when TEST_DATABASE_URL is set.
import { createHash } from "node:crypto";
import { request as httpRequest } from "node:http";
import type { AddressInfo } from "node:net";
import { serve } from "@hono/node-server";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { mp4TestFile } from "../../../shared/mp4-test-file.ts";
import type { PackagingContent } from "../../../shared/schemas/packaging.ts";
import {
  channels,
  folders,
  packaging,
  videos,
  youtubeReleases,
  youtubeTokens,
  youtubeUploads,
} from "../../db/schema.ts";
import { type FakeGoogleOAuth, googleEnvFor, startFakeGoogleOAuth } from "../../testing/fakes/google-oauth.ts";
import { type FakeYouTubeUpload, startFakeYouTubeUpload } from "../../testing/fakes/youtube-upload.ts";
import { createTestApp, type TestApp } from "../../testing/harness.ts";
import { databaseSnapshot } from "../../testing/snapshot.ts";
import { startReceiver, verifiedEvents, waitFor } from "../../testing/webhook-receiver.ts";

const MiB = 1024 * 1024;
const PACKAGE: PackagingContent = {
  titles: ["Sleep better tonight"],
  chosenTitle: "Sleep better tonight",
  description: "Sleep better starting tonight.",
  chapters: [],
  hashtags: ["sleep"],
  tags: ["sleep"],
  thumbnailTexts: [],
  source: "offline",
  defaultLanguage: null,
  translations: [],
};

/** A file's bytes, different at every offset (a shifted or repeated chunk changes the hash). */
function fileOf(size: number): Buffer {
  const file = Buffer.alloc(size);
  for (let i = 0; i < size; i += 4) file.writeUInt32LE(i, i);
  return file;
}

let t: TestApp;
let upload: FakeYouTubeUpload;
let google: FakeGoogleOAuth;

beforeAll(async () => {
  upload = await startFakeYouTubeUpload();
  google = await startFakeGoogleOAuth();
  t = await createTestApp({
    YOUTUBE_UPLOAD_BASE_URL: upload.url,
    ...googleEnvFor(google),
    SYNC_SCHEDULE: "off",
    // The webhook receiver of upload.finished (decision 045).
    WEBHOOK_ALLOWED_HOSTS: "127.0.0.1",
  });
});
afterAll(async () => {
  await t.close();
  await upload.close();
  await google.close();
});
beforeEach(async () => {
  await t.database.reset();
  upload.reset();
  upload.acceptToken((token) => google.scopesOf(token));
});

async function publisher(role: "admin" | "moderator" = "moderator") {
  const m = await t.member(role);
  const { url } = await (await t.request("GET", "/api/publishing/oauth/start", { cookie: m.cookie })).json();
  const back = new URL(await google.consentRedirect(url));
  await t.request("GET", `${back.pathname}${back.search}`, { cookie: m.cookie });
  return m;
}

async function seedVideo(userId: string, content: PackagingContent = PACKAGE) {
  const [channel] = await t.db.insert(channels).values({ name: "Uploads", userId }).returning();
  const [folder] = await t.db
    .insert(folders)
    .values({ name: "November", monthYear: "2026-11", channelId: channel.id, userId })
    .returning();
  const [video] = await t.db.insert(videos).values({ title: "Sleep", folderId: folder.id, userId }).returning();
  await t.db.insert(packaging).values({ videoId: video.id, content, version: 1, userId });
  return video.id;
}

const start = (cookie: string, videoId: string, size: number) =>
  t.request("POST", `/api/videos/${videoId}/publishing/uploads`, { cookie, body: { size, contentType: "video/mp4" } });

/** A member connected to Google, a video of theirs and an upload of `size` bytes started on it. */
async function startedUpload(size: number, role: "admin" | "moderator" = "moderator") {
  const member = await publisher(role);
  const videoId = await seedVideo(member.id);
  const file = fileOf(size);
  const state = await (await start(member.cookie, videoId, file.length)).json();
  return { member, file, state, chunk: state.chunkBytes as number };
}

/** One chunk as the browser sends it; `body` may be a stream that fails half-way. */
function sendChunk(
  cookie: string,
  uploadId: string,
  offset: number,
  body: Buffer | ReadableStream<Uint8Array>,
  length: number,
): Promise<Response> {
  const init: RequestInit & { duplex: "half" } = {
    method: "PUT",
    headers: {
      cookie,
      origin: "http://localhost:3000",
      "content-type": "application/octet-stream",
      "content-length": String(length),
    },
    body: Buffer.isBuffer(body) ? new Blob([new Uint8Array(body)]) : (body as ReadableStream<Uint8Array>),
    // undici streams a request body only when told so.
    duplex: "half",
  };
  return Promise.resolve(t.app.request(`/api/publishing/uploads/${uploadId}/chunks?offset=${offset}`, init));
}

/** A body that sends `keep` bytes of `bytes`, then fails: the browser's connection dropping. */
function failingAfter(bytes: Buffer, keep: number): ReadableStream<Uint8Array> {
  let sent = 0;
  return new ReadableStream({
    pull(controller) {
      if (sent >= keep) return controller.error(new Error("connection reset by the browser's network"));
      const piece = bytes.subarray(sent, Math.min(keep, sent + 256 * 1024));
      sent += piece.length;
      controller.enqueue(new Uint8Array(piece));
    },
  });
}

describe("uploading the video file", () => {
  it("relays the chunks to YouTube's session, resumes after YouTube's connection drops, and links the video", async () => {
    const mod = await publisher();
    const videoId = await seedVideo(mod.id);
    const file = fileOf(20 * MiB + 1000);
    const started = await start(mod.cookie, videoId, file.length);
    expect(started.status).toBe(201);
    const state = await started.json();
    expect(state).toMatchObject({ size: file.length, received: 0, chunkBytes: 8 * MiB, done: false });
    // YouTube got the metadata from the packaging, private until release.
    const [session] = [...upload.sessions.values()];
    expect(session.metadata).toMatchObject({
      snippet: {
        title: "Sleep better tonight",
        description: "Sleep better starting tonight.\n\n#sleep",
        tags: ["sleep"],
      },
      status: { privacyStatus: "private" },
    });
    expect(session.total).toBe(file.length);
    // The session address is a credential: it is stored sealed.
    const [row] = await t.db.select().from(youtubeUploads);
    expect(row.sessionUrl).not.toContain("upload_id");

    const chunk = state.chunkBytes as number;
    let answer = await (await sendChunk(mod.cookie, state.id, 0, file.subarray(0, chunk), chunk)).json();
    expect(answer).toMatchObject({ received: chunk, done: false, lost: null });

    // YouTube's side drops 3 MiB into the second chunk: YouTube is asked, and it kept those 3 MiB.
    upload.dropNextChunkAfter(3 * MiB + 100);
    answer = await (await sendChunk(mod.cookie, state.id, chunk, file.subarray(chunk, 2 * chunk), chunk)).json();
    expect(answer.lost).toContain("connection to YouTube dropped");
    expect(answer.received).toBe(chunk + 3 * MiB);
    expect(upload.requests.some((r) => r.headers["content-range"] === `bytes */${file.length}`)).toBe(true);

    // A chunk from the wrong place is refused with where to resume.
    const stale = await sendChunk(mod.cookie, state.id, chunk, file.subarray(chunk, 2 * chunk), chunk);
    expect(stale.status).toBe(409);
    expect((await stale.json()).error).toBe(`YouTube has ${chunk + 3 * MiB} bytes of this upload: resume from there.`);

    answer = await sendRest(mod.cookie, state.id, file, chunk, answer.received);
    expect(answer).toMatchObject({ done: true, received: file.length, privacyStatus: "private" });
    expect(session.sha256).toBe(createHash("sha256").update(file).digest("hex"));
    const [linked] = await t.db.select().from(videos).where(eq(videos.id, videoId));
    expect(linked.youtubeVideoId).toBe(answer.youtubeVideoId);
    expect(linked.youtubeUrl).toBe(`https://www.youtube.com/watch?v=${answer.youtubeVideoId}`);
    // Starting it again is refused: the video is on YouTube now.
    expect((await start(mod.cookie, videoId, file.length)).status).toBe(409);
  });

  it("sends upload.finished to a subscribed endpoint when the last chunk lands", async () => {
    const receiver = await startReceiver();
    try {
      const admin = await t.member("admin");
      const added = await t.request("POST", "/api/admin/webhooks", {
        cookie: admin.cookie,
        body: { url: `http://127.0.0.1:${receiver.port}/hooks`, events: ["upload.finished"] },
      });
      expect(added.status).toBe(201);
      const { secret } = await added.json();
      const mod = await publisher();
      const videoId = await seedVideo(mod.id);
      const file = fileOf(MiB + 1000);
      const state = await (await start(mod.cookie, videoId, file.length)).json();
      const answer = await (await sendChunk(mod.cookie, state.id, 0, file, file.length)).json();
      expect(answer).toMatchObject({ done: true });

      const [event] = await waitFor(
        async () => receiver.received.length > 0 && verifiedEvents(receiver.received, secret),
      );
      expect(event).toMatchObject({
        type: "upload.finished",
        data: {
          videoId,
          youtubeVideoId: answer.youtubeVideoId,
          youtubeUrl: `https://www.youtube.com/watch?v=${answer.youtubeVideoId}`,
          privacyStatus: "private",
          uploadedBy: mod.id,
        },
      });
    } finally {
      await receiver.close();
    }
  });

  it("a Short goes out through the same resumable relay, with #shorts in the title and description YouTube receives", async () => {
    const mod = await publisher();
    const videoId = await seedVideo(mod.id, {
      ...PACKAGE,
      titles: ["Sleep in 30 seconds #Shorts"],
      chosenTitle: "Sleep in 30 seconds #Shorts",
      description: "The whole routine is in the long video.",
      hashtags: ["shorts", "sleep"],
    });
    const longVideo = await seedVideo(mod.id);
    // The Publish tab knows which videos are meant as Shorts, from the text the upload would send.
    const stateOf = async (id: string) =>
      (await t.request("GET", `/api/videos/${id}/publishing`, { cookie: mod.cookie })).json();
    expect((await stateOf(videoId)).meantAsShort).toBe(true);
    expect((await stateOf(longVideo)).meantAsShort).toBe(false);
    // A video made as a Short is one before its packaging says so.
    await t.db.update(videos).set({ format: "short" }).where(eq(videos.id, longVideo));
    expect((await stateOf(longVideo)).meantAsShort).toBe(true);
    await t.db.update(videos).set({ format: "long" }).where(eq(videos.id, longVideo));

    // A vertical file of 45 seconds, a real MP4 header, larger than one chunk.
    const file = Buffer.from(mp4TestFile({ width: 1080, height: 1920, durationSeconds: 45, mediaBytes: 9 * MiB }));
    const state = await (await start(mod.cookie, videoId, file.length)).json();
    const [session] = [...upload.sessions.values()];
    expect(session.metadata.snippet).toMatchObject({
      title: "Sleep in 30 seconds #Shorts",
      description: "The whole routine is in the long video.\n\n#shorts #sleep",
    });
    expect(session.metadata.status).toMatchObject({ privacyStatus: "private" });
    const answer = await sendRest(mod.cookie, state.id, file, state.chunkBytes, 0);
    expect(answer).toMatchObject({ done: true, received: file.length });
    expect(upload.requests.filter((r) => r.method === "PUT").length).toBe(2);
    expect(session.sha256).toBe(createHash("sha256").update(file).digest("hex"));
  });

  it("resumes after the browser's connection drops mid-chunk, from what YouTube says it kept", async () => {
    const { member: admin, file, state, chunk } = await startedUpload(10 * MiB, "admin");
    await sendChunk(admin.cookie, state.id, 0, failingAfter(file, 5 * MiB), chunk).catch(() => undefined);
    const now = await (await t.request("GET", `/api/publishing/uploads/${state.id}`, { cookie: admin.cookie })).json();
    // YouTube keeps whole 256 KiB units of what arrived before the drop (at most the 5 MiB sent).
    expect(now.received % (256 * 1024)).toBe(0);
    expect(now.received).toBeLessThanOrEqual(5 * MiB);
    expect(now.done).toBe(false);
    const answer = await sendRest(admin.cookie, state.id, file, chunk, now.received);
    expect(answer.done).toBe(true);
    const [session] = [...upload.sessions.values()];
    expect(session.sha256).toBe(createHash("sha256").update(file).digest("hex"));
  });

  it("over a real connection (the server's own request stream, as in production): YouTube's drop and the browser's drop both resume", async () => {
    const { member: admin, file, state, chunk } = await startedUpload(18 * MiB, "admin");
    const server = serve({ fetch: t.app.fetch, port: 0, hostname: "127.0.0.1" });
    await new Promise((resolve) => server.once("listening", resolve));
    const { port } = server.address() as AddressInfo;
    const chunkUrl = (offset: number) => `/api/publishing/uploads/${state.id}/chunks?offset=${offset}`;
    const headers = (length: number) => ({
      cookie: admin.cookie,
      origin: "http://localhost:3000",
      "content-type": "application/octet-stream",
      "content-length": String(length),
    });
    const put = async (offset: number, bytes: Buffer) =>
      (
        await fetch(`http://127.0.0.1:${port}${chunkUrl(offset)}`, {
          method: "PUT",
          headers: headers(bytes.length),
          body: new Uint8Array(bytes),
        })
      ).json();
    try {
      // YouTube's side drops 1 MiB into the first chunk: the answer is what YouTube kept.
      upload.dropNextChunkAfter(MiB + 100);
      let answer = await put(0, file.subarray(0, chunk));
      expect(answer.lost).toContain("connection to YouTube dropped");
      expect(answer.received).toBe(MiB);

      // The browser's connection drops 2 MiB into the next chunk.
      await new Promise<void>((resolve) => {
        const request = httpRequest({
          host: "127.0.0.1",
          port,
          method: "PUT",
          path: chunkUrl(MiB),
          headers: headers(chunk),
        });
        request.on("error", () => resolve());
        request.write(file.subarray(MiB, 3 * MiB), () => setTimeout(() => request.destroy(), 100));
      });
      // YouTube answers one request per session at a time: the status query waits for the dropped chunk's.
      const now = await (
        await t.request("GET", `/api/publishing/uploads/${state.id}`, { cookie: admin.cookie })
      ).json();
      expect(now.received % (256 * 1024)).toBe(0);
      expect(now.received).toBeGreaterThanOrEqual(MiB);
      expect(now.received).toBeLessThanOrEqual(3 * MiB);

      answer = await sendRest(admin.cookie, state.id, file, chunk, now.received, put);
      expect(answer.done).toBe(true);
      const [session] = [...upload.sessions.values()];
      expect(session.sha256).toBe(createHash("sha256").update(file).digest("hex"));
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });

  it("only admins and moderators with publishing access upload; only the starter continues; bad chunks are refused", async () => {
    const user = await t.member("user");
    const mod = await publisher();
    const other = await publisher("admin");
    const noGrant = await t.member("moderator");
    const videoId = await seedVideo(mod.id);
    const before = await databaseSnapshot(t.db);
    expect((await start(user.cookie, videoId, 1000)).status).toBe(403);
    const refused = await start(noGrant.cookie, videoId, 1000);
    expect(refused.status).toBe(400);
    expect((await refused.json()).error).toContain("Connect with Google");
    const notVideo = await t.request("POST", `/api/videos/${videoId}/publishing/uploads`, {
      cookie: mod.cookie,
      body: { size: 1000, contentType: "text/plain" },
    });
    expect(notVideo.status).toBe(400);
    expect(await databaseSnapshot(t.db)).toEqual(before);

    const state = await (await start(mod.cookie, videoId, 3 * MiB)).json();
    const file = fileOf(3 * MiB);
    expect((await sendChunk(other.cookie, state.id, 0, file.subarray(0, MiB), MiB)).status).toBe(403);
    const uneven = await sendChunk(mod.cookie, state.id, 0, file.subarray(0, 1000), 1000);
    expect(uneven.status).toBe(400);
    expect((await uneven.json()).error).toContain("a multiple of 262144 bytes unless it is the last");
  });

  it("says so when YouTube's upload quota is used up, and keeps nothing", async () => {
    const mod = await publisher();
    const videoId = await seedVideo(mod.id);
    upload.quotaExceeded = true;
    const res = await start(mod.cookie, videoId, 5 * MiB);
    expect(res.status).toBe(502);
    expect((await res.json()).error).toContain("quota");
    expect(await t.db.select().from(youtubeUploads)).toHaveLength(0);
  });

  it("asks YouTube for the release time (status.publishAt, private until then) and says plainly when YouTube locked it", async () => {
    const mod = await publisher();
    const file = fileOf(MiB);
    const releaseAt = new Date(Date.now() + 3 * 86_400_000);
    releaseAt.setUTCSeconds(0, 0);
    const send = async (videoId: string) => {
      const res = await t.request("POST", `/api/videos/${videoId}/publishing/uploads`, {
        cookie: mod.cookie,
        body: { size: file.length, contentType: "video/mp4", publishAt: releaseAt.toISOString() },
      });
      expect(res.status).toBe(201);
      const state = await res.json();
      return (await sendChunk(mod.cookie, state.id, 0, file, file.length)).json();
    };

    const scheduledId = await seedVideo(mod.id);
    const scheduled = await send(scheduledId);
    const [first] = [...upload.sessions.values()];
    expect(first.metadata.status).toMatchObject({ privacyStatus: "private", publishAt: releaseAt.toISOString() });
    expect(scheduled).toMatchObject({
      done: true,
      privacyStatus: "private",
      publishAt: releaseAt.toISOString(),
      auditLocked: null,
    });

    // The release YouTube kept is the video's scheduled release (the Publish tab and the calendar show it).
    expect(await t.db.select().from(youtubeReleases)).toEqual([
      expect.objectContaining({ videoId: scheduledId, youtubeVideoId: scheduled.youtubeVideoId, publishAt: releaseAt }),
    ]);

    // A project that has not passed Google's audit: YouTube keeps it private and drops the release time.
    upload.auditLocked = true;
    const locked = await send(await seedVideo(mod.id));
    expect(locked.done).toBe(true);
    expect(locked.auditLocked).toContain("has not passed Google's API audit");
    expect(await t.db.select().from(youtubeReleases)).toHaveLength(1);

    const past = await t.request("POST", `/api/videos/${await seedVideo(mod.id)}/publishing/uploads`, {
      cookie: mod.cookie,
      body: { size: file.length, contentType: "video/mp4", publishAt: "2020-01-01T00:00:00Z" },
    });
    expect(past.status).toBe(400);
    expect((await past.json()).error).toBe("The release time must be in the future");
  });
});

interface ChunkAnswer {
  received: number;
  done: boolean;
  lost: string | null;
}

/**
 * Sends the whole file from `offset`, chunk by chunk, as the browser does (through `send`, in-process
 * by default); the last answer.
 */
async function sendRest(
  cookie: string,
  uploadId: string,
  file: Buffer,
  chunk: number,
  from: number,
  send = async (offset: number, bytes: Buffer): Promise<ChunkAnswer> =>
    (await sendChunk(cookie, uploadId, offset, bytes, bytes.length)).json(),
) {
  let offset = from;
  let answer: ChunkAnswer = { received: from, done: false, lost: null };
  while (offset < file.length) {
    answer = await send(offset, file.subarray(offset, Math.min(offset + chunk, file.length)));
    offset = answer.received;
  }
  return answer;
}

const sessionPuts = () => upload.requests.filter((r) => r.method === "PUT" && r.query.upload_id);

describe("the upload session's bearer token", () => {
  it("the double refuses session PUTs without a valid token (401 authError), as Google's guide has every PUT carry one", async () => {
    const token = await google.clientAccessToken("https://www.googleapis.com/auth/youtube.upload");
    const begun = await fetch(`${upload.url}/videos?uploadType=resumable&part=snippet,status`, {
      method: "POST",
      headers: {
        authorization: `Bearer ${token}`,
        "content-type": "application/json; charset=UTF-8",
        "x-upload-content-length": String(MiB),
        "x-upload-content-type": "video/mp4",
      },
      body: JSON.stringify({ snippet: { title: "Direct" }, status: { privacyStatus: "private" } }),
    });
    expect(begun.status).toBe(200);
    const sessionUrl = begun.headers.get("location")!;
    const put = (headers: Record<string, string>, body?: Blob) =>
      fetch(sessionUrl, { method: "PUT", headers, ...(body && { body }) });
    const raw = fileOf(MiB);
    const bytes = new Blob([new Uint8Array(raw)]);
    for (const authorization of [undefined, "Bearer ya29.not-issued", `Basic ${token}`]) {
      const chunk = await put(
        { ...(authorization && { authorization }), "content-range": `bytes 0-${MiB - 1}/${MiB}` },
        bytes,
      );
      expect(chunk.status).toBe(401);
      expect((await chunk.json()).error.errors[0]).toMatchObject({ reason: "authError", domain: "global" });
      const status = await put({ ...(authorization && { authorization }), "content-range": `bytes */${MiB}` });
      expect(status.status).toBe(401);
      await status.body?.cancel();
    }
    const [session] = [...upload.sessions.values()];
    expect(session.received).toBe(0);
    // An expired token is refused too; a valid one is taken.
    google.expireAccessTokens();
    const expired = await put({ authorization: `Bearer ${token}`, "content-range": `bytes */${MiB}` });
    expect(expired.status).toBe(401);
    await expired.body?.cancel();
    const fresh = await google.clientAccessToken("https://www.googleapis.com/auth/youtube.upload");
    const done = await put({ authorization: `Bearer ${fresh}`, "content-range": `bytes 0-${MiB - 1}/${MiB}` }, bytes);
    expect(done.status).toBe(201);
    expect(session.sha256).toBe(createHash("sha256").update(raw).digest("hex"));
  });

  it("a 30 MB upload through a dropped connection completes, every session PUT carrying the member's token", async () => {
    const { member: mod, file, state, chunk } = await startedUpload(30 * 1000 * 1000);
    upload.dropNextChunkAfter(2 * MiB + 5);
    const first = await (await sendChunk(mod.cookie, state.id, 0, file.subarray(0, chunk), chunk)).json();
    expect(first.lost).toContain("connection to YouTube dropped");
    expect(first.received).toBe(2 * MiB);
    const answer = await sendRest(mod.cookie, state.id, file, chunk, first.received);
    expect(answer).toMatchObject({ done: true, received: file.length });
    const [session] = [...upload.sessions.values()];
    expect(session.sha256).toBe(createHash("sha256").update(file).digest("hex"));
    const puts = sessionPuts();
    expect(puts.some((r) => r.headers["content-range"] === `bytes */${file.length}`)).toBe(true);
    for (const put of puts) {
      expect(google.scopesOf(put.headers.authorization?.replace(/^Bearer /, "") ?? "")).not.toBeNull();
    }
  });

  it("a token that expires mid-upload is renewed, before the next chunk or after YouTube refuses it, and the upload completes", async () => {
    const { member: mod, file, state, chunk } = await startedUpload(30 * 1000 * 1000);
    await sendChunk(mod.cookie, state.id, 0, file.subarray(0, chunk), chunk);
    expect(google.grants("refresh_token")).toHaveLength(0);

    // An hour passes: the stored expiry says so, and the token is renewed before the next chunk.
    google.expireAccessTokens();
    await t.db.update(youtubeTokens).set({ expiresAt: new Date(Date.now() - 1000) });
    const second = await (await sendChunk(mod.cookie, state.id, chunk, file.subarray(chunk, 2 * chunk), chunk)).json();
    expect(second).toMatchObject({ received: 2 * chunk, lost: null });
    expect(google.grants("refresh_token")).toHaveLength(1);

    // Google ends the token before its stated expiry: YouTube refuses the chunk, the token is renewed,
    // and the answer is what YouTube kept (nothing of the refused chunk), from where the browser resumes.
    google.expireAccessTokens();
    const refused = await (
      await sendChunk(mod.cookie, state.id, 2 * chunk, file.subarray(2 * chunk, 3 * chunk), chunk)
    ).json();
    expect(refused).toMatchObject({ received: 2 * chunk, done: false });
    expect(refused.lost).toContain("Google sign-in expired during the upload and was renewed");
    expect(google.grants("refresh_token")).toHaveLength(2);
    expect(sessionPuts().filter((r) => r.headers["content-range"]?.startsWith("bytes */"))).toHaveLength(1);

    // The status query renews a refused token too.
    google.expireAccessTokens();
    const now = await (await t.request("GET", `/api/publishing/uploads/${state.id}`, { cookie: mod.cookie })).json();
    expect(now).toMatchObject({ received: 2 * chunk, done: false });
    expect(google.grants("refresh_token")).toHaveLength(3);

    const answer = await sendRest(mod.cookie, state.id, file, chunk, now.received);
    expect(answer.done).toBe(true);
    const [session] = [...upload.sessions.values()];
    expect(session.sha256).toBe(createHash("sha256").update(file).digest("hex"));
  });
});
