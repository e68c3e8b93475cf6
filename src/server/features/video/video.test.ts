import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { scripts, videoMetrics, videos } from "../../db/schema.ts";
import { createTestApp, type TestApp } from "../../testing/harness.ts";
import { YOUTUBE_NOT_CONFIGURED } from "../../youtube/credentials.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
beforeEach(() => t.database.reset());

const MISSING = "00000000-0000-4000-8000-000000000000";
const VIDEO_URL = "https://www.youtube.com/watch?v=dQw4w9WgXcQ";

/** A channel > folder > video made through the API by the given member. */
async function seedVideo(cookie: string, video: Record<string, unknown> = { title: "My video" }) {
  const channel = (await (await t.request("POST", "/api/channels", { cookie, body: { name: "Main Channel" } })).json())
    .channel;
  const folder = (
    await (
      await t.request("POST", `/api/channels/${channel.id}/folders`, {
        cookie,
        body: { name: "Weekly Upload Batch", monthYear: "March 2025" },
      })
    ).json()
  ).folder;
  const created = await (await t.request("POST", `/api/folders/${folder.id}/videos`, { cookie, body: video })).json();
  return { channel, folder, video: created.video };
}

const get = (cookie: string, id: string) => t.request("GET", `/api/videos/${id}`, { cookie });

describe("video page", () => {
  it("answers the video with its folder, channel, no script and no metrics", async () => {
    const user = await t.member("user");
    const { channel, folder, video } = await seedVideo(user.cookie, { title: "Intro", youtubeUrl: VIDEO_URL });
    const res = await get(user.cookie, video.id);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({
      ...video,
      folder: { id: folder.id, name: "Weekly Upload Batch", monthYear: "2025-03", monthLabel: "March 2025" },
      channel: { id: channel.id, name: "Main Channel", wordsPerMinute: 150, language: null },
      script: null,
      metrics: null,
      noLongerOnYouTube: null,
      language: "en",
      translatedFrom: null,
      translations: [],
      format: "long",
      shortOf: null,
      shorts: [],
    });
  });

  it("includes the saved script and metrics (CTR and retention as percentages)", async () => {
    const user = await t.member("user");
    const { video } = await seedVideo(user.cookie);
    await t.db.insert(scripts).values({
      videoId: video.id,
      content: "Hook. Body.",
      duration: 7.5,
      tone: "educational",
      wordCount: 2,
      userId: user.id,
    });
    await t.db.insert(videoMetrics).values({ videoId: video.id, views: 1200, likes: 40, comments: 5, ctr: 0.045 });
    const body = await (await get(user.cookie, video.id)).json();
    expect(body.script).toMatchObject({ content: "Hook. Body.", duration: 7.5, tone: "educational", wordCount: 2 });
    expect(body.metrics).toMatchObject({ views: 1200, likes: 40, comments: 5, ctr: 4.5, retention: null });
  });

  it("shows an unknown stored status as draft (spec §4)", async () => {
    const user = await t.member("user");
    const { video } = await seedVideo(user.cookie);
    await t.db.update(videos).set({ status: "scheduled" }).where(eq(videos.id, video.id));
    expect((await (await get(user.cookie, video.id)).json()).status).toBe("draft");
  });

  it("answers 404 'Video not found' for a missing or malformed id", async () => {
    const user = await t.member("user");
    for (const id of [MISSING, "garbage", "1"]) {
      const res = await get(user.cookie, id);
      expect(res.status).toBe(404);
      expect(await res.json()).toEqual({ error: "Video not found", code: "not_found" });
    }
  });
});

describe("video details", () => {
  it("saves the URL and keywords from the form's comma-separated text", async () => {
    const user = await t.member("user");
    const { video } = await seedVideo(user.cookie);
    const res = await t.request("PATCH", `/api/videos/${video.id}`, {
      cookie: user.cookie,
      body: { youtubeUrl: "https://youtube.com/shorts/dQw4w9WgXcQ?feature=share", targetKeywords: "ai, tools , ,news" },
    });
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body.message).toBe("Video details updated successfully");
    expect(body.video).toMatchObject({
      title: "My video",
      youtubeUrl: "https://youtube.com/shorts/dQw4w9WgXcQ?feature=share",
      youtubeVideoId: "dQw4w9WgXcQ",
      targetKeywords: ["ai", "tools", "news"],
    });
    const reread = await (await get(user.cookie, video.id)).json();
    expect(reread.targetKeywords).toEqual(["ai", "tools", "news"]);
  });

  it("takes keywords as a list too, and an empty field gives an empty list", async () => {
    const user = await t.member("user");
    const { video } = await seedVideo(user.cookie);
    const patch = (body: unknown) => t.request("PATCH", `/api/videos/${video.id}`, { cookie: user.cookie, body });
    expect((await (await patch({ targetKeywords: [" a ", "b,c", ""] })).json()).video.targetKeywords).toEqual([
      "a",
      "b",
      "c",
    ]);
    expect((await (await patch({ targetKeywords: "" })).json()).video.targetKeywords).toEqual([]);
  });

  it("clears the URL when it is blank and renames the video", async () => {
    const user = await t.member("user");
    const { video } = await seedVideo(user.cookie, { title: "Old", youtubeUrl: VIDEO_URL });
    const res = await t.request("PATCH", `/api/videos/${video.id}`, {
      cookie: user.cookie,
      body: { title: "New", youtubeUrl: "" },
    });
    expect((await res.json()).video).toMatchObject({ title: "New", youtubeUrl: null, youtubeVideoId: null });
  });

  it.each([
    [{ youtubeUrl: "https://example.com/video" }, "Invalid URL: Please enter a valid YouTube video URL."],
    [{ title: "  " }, "Video title is required"],
    [{ targetKeywords: 5 }, "Target keywords must be a list or comma-separated text"],
    [{ targetKeywords: ["x".repeat(101)] }, "A keyword must be at most 100 characters"],
    [{}, "Nothing to update"],
  ])("refuses %j", async (body, message) => {
    const user = await t.member("user");
    const { video } = await seedVideo(user.cookie);
    const res = await t.request("PATCH", `/api/videos/${video.id}`, { cookie: user.cookie, body });
    expect(res.status).toBe(400);
    expect((await res.json()).error).toBe(message);
  });

  it("lets any member edit, and answers 404 for a missing video", async () => {
    const owner = await t.member("user");
    const other = await t.member("user");
    const { video } = await seedVideo(owner.cookie);
    const res = await t.request("PATCH", `/api/videos/${video.id}`, {
      cookie: other.cookie,
      body: { title: "Mine now" },
    });
    expect(res.status).toBe(200);
    const missing = await t.request("PATCH", `/api/videos/${MISSING}`, { cookie: other.cookie, body: { title: "x" } });
    expect(missing.status).toBe(404);
  });

  it("changes the status to published, archive and back to draft", async () => {
    const user = await t.member("user");
    const { video } = await seedVideo(user.cookie);
    for (const status of ["published", "archive", "draft"]) {
      const res = await t.request("PATCH", `/api/videos/${video.id}/status`, { cookie: user.cookie, body: { status } });
      expect(res.status).toBe(200);
      expect((await res.json()).video.status).toBe(status);
    }
    const bad = await t.request("PATCH", `/api/videos/${video.id}/status`, {
      cookie: user.cookie,
      body: { status: "scheduled" },
    });
    expect(bad.status).toBe(400);
    expect((await bad.json()).error).toBe("Status must be draft, published or archive");
    const missing = await t.request("PATCH", `/api/videos/${MISSING}/status`, {
      cookie: user.cookie,
      body: { status: "draft" },
    });
    expect(missing.status).toBe(404);
  });
});

describe("deleting a video", () => {
  it("lets the creator delete it with its script, metrics and notes", async () => {
    const owner = await t.member("user");
    const { video } = await seedVideo(owner.cookie);
    await t.db.insert(scripts).values({ videoId: video.id, content: "x" });
    await t.request("PUT", `/api/videos/${video.id}/metrics`, { cookie: owner.cookie, body: { views: 5 } });
    await t.request("POST", `/api/videos/${video.id}/notes`, { cookie: owner.cookie, body: { content: "n" } });
    const res = await t.request("DELETE", `/api/videos/${video.id}`, { cookie: owner.cookie });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ message: 'Video "My video" deleted', videosDeleted: 1 });
    expect(await t.db.select().from(scripts)).toEqual([]);
    expect(await t.db.select().from(videoMetrics)).toEqual([]);
    expect((await get(owner.cookie, video.id)).status).toBe(404);
  });

  it("lets admins and moderators delete anyone's video but not other members", async () => {
    const owner = await t.member("user");
    const other = await t.member("user");
    const refused = await t.request("DELETE", `/api/videos/${(await seedVideo(owner.cookie)).video.id}`, {
      cookie: other.cookie,
    });
    expect(refused.status).toBe(403);
    expect(await refused.json()).toEqual({
      error: "Only admins, moderators and the creator can delete this video",
      code: "forbidden",
    });
    for (const role of ["admin", "moderator"] as const) {
      const staff = await t.member(role);
      const { video } = await seedVideo(owner.cookie);
      expect((await t.request("DELETE", `/api/videos/${video.id}`, { cookie: staff.cookie })).status).toBe(200);
    }
    const missing = await t.request("DELETE", `/api/videos/${MISSING}`, { cookie: owner.cookie });
    expect(missing.status).toBe(404);
  });
});

describe("notes", () => {
  it("adds notes and lists them newest first with their authors and the count", async () => {
    const writer = await t.member("user", "writer@example.com");
    const editor = await t.member("moderator", "editor@example.com");
    const { video } = await seedVideo(writer.cookie);
    const first = await t.request("POST", `/api/videos/${video.id}/notes`, {
      cookie: writer.cookie,
      body: { content: "  First idea  " },
    });
    expect(first.status).toBe(201);
    const body = await first.json();
    expect(body.message).toBe("Note added successfully");
    expect(body.note).toMatchObject({
      videoId: video.id,
      content: "First idea",
      author: { id: writer.id, name: "writer", email: "writer@example.com" },
    });
    await t.request("POST", `/api/videos/${video.id}/notes`, { cookie: editor.cookie, body: { content: "Second" } });

    const res = await t.request("GET", `/api/videos/${video.id}/notes`, { cookie: writer.cookie });
    expect(res.status).toBe(200);
    const list = await res.json();
    expect(list.count).toBe(2);
    expect(list.notes.map((n: { content: string }) => n.content)).toEqual(["Second", "First idea"]);
    expect(list.notes[0].author).toEqual({ id: editor.id, name: "editor", email: "editor@example.com" });
    expect(new Date(list.notes[0].createdAt).getTime()).toBeGreaterThanOrEqual(
      new Date(list.notes[1].createdAt).getTime(),
    );
  });

  it("keeps a note whose author's account was deleted, without an author", async () => {
    const admin = await t.member("admin");
    const writer = await t.member("user");
    const { video } = await seedVideo(admin.cookie);
    await t.request("POST", `/api/videos/${video.id}/notes`, { cookie: writer.cookie, body: { content: "Kept" } });
    await t.request("DELETE", `/api/admin/users/${writer.id}`, { cookie: admin.cookie });
    const list = await (await t.request("GET", `/api/videos/${video.id}/notes`, { cookie: admin.cookie })).json();
    expect(list.notes).toMatchObject([{ content: "Kept", author: null }]);
  });

  it.each([[{ content: "   " }], [{ content: "" }], [{}], [{ content: 3 }]])(
    "refuses the blank note %j",
    async (body) => {
      const user = await t.member("user");
      const { video } = await seedVideo(user.cookie);
      const res = await t.request("POST", `/api/videos/${video.id}/notes`, { cookie: user.cookie, body });
      expect(res.status).toBe(400);
      expect((await res.json()).error).toBe("Please enter a note");
    },
  );

  it("answers 404 for the notes of a missing video", async () => {
    const user = await t.member("user");
    expect((await t.request("GET", `/api/videos/${MISSING}/notes`, { cookie: user.cookie })).status).toBe(404);
    const add = await t.request("POST", `/api/videos/${MISSING}/notes`, {
      cookie: user.cookie,
      body: { content: "x" },
    });
    expect(add.status).toBe(404);
    expect(await add.json()).toEqual({ error: "Video not found", code: "not_found" });
  });
});

describe("metrics by hand", () => {
  it("creates metrics with CTR and retention in percent; fields left out keep their values", async () => {
    const user = await t.member("user");
    const { video } = await seedVideo(user.cookie);
    const put = (body: unknown) => t.request("PUT", `/api/videos/${video.id}/metrics`, { cookie: user.cookie, body });

    const first = await put({ ctr: 4.5, retention: 52.25 });
    expect(first.status).toBe(200);
    const body = await first.json();
    expect(body.message).toBe("Video metrics updated successfully");
    expect(body.metrics).toMatchObject({ views: 0, likes: 0, comments: 0, ctr: 4.5, retention: 52.25 });
    const [stored] = await t.db.select().from(videoMetrics);
    expect(stored.ctr).toBeCloseTo(0.045, 10);

    const second = await (await put({ views: 1500, likes: 30, comments: 4 })).json();
    expect(second.metrics).toMatchObject({ views: 1500, likes: 30, comments: 4, ctr: 4.5, retention: 52.25 });

    const cleared = await (await put({ ctr: null })).json();
    expect(cleared.metrics).toMatchObject({ views: 1500, ctr: null, retention: 52.25 });
    expect((await (await get(user.cookie, video.id)).json()).metrics).toMatchObject({ views: 1500, ctr: null });
  });

  it.each([
    [{ views: -1 }, "Views must be a whole number of 0 or more"],
    [{ likes: 1.5 }, "Likes must be a whole number of 0 or more"],
    [{ comments: "3" }, "Comments must be a whole number of 0 or more"],
    [{ ctr: 100.1 }, "CTR must be a percentage between 0 and 100"],
    [{ retention: -0.5 }, "Retention must be a percentage between 0 and 100"],
    [{ ctr: "12%" }, "CTR must be a percentage between 0 and 100"],
    [{}, "Enter at least one metric"],
  ])("refuses %j", async (body, message) => {
    const user = await t.member("user");
    const { video } = await seedVideo(user.cookie);
    const res = await t.request("PUT", `/api/videos/${video.id}/metrics`, { cookie: user.cookie, body });
    expect(res.status).toBe(400);
    expect((await res.json()).error).toBe(message);
  });

  it("accepts the bounds 0 and 100", async () => {
    const user = await t.member("user");
    const { video } = await seedVideo(user.cookie);
    const res = await t.request("PUT", `/api/videos/${video.id}/metrics`, {
      cookie: user.cookie,
      body: { ctr: 0, retention: 100, views: 0 },
    });
    expect((await res.json()).metrics).toMatchObject({ ctr: 0, retention: 100 });
  });

  it("answers 404 for a missing video", async () => {
    const user = await t.member("user");
    const res = await t.request("PUT", `/api/videos/${MISSING}/metrics`, { cookie: user.cookie, body: { views: 1 } });
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ error: "Video not found", code: "not_found" });
  });
});

describe("fetching metrics from YouTube", () => {
  it("needs a YouTube URL first (spec §8)", async () => {
    const user = await t.member("user");
    const { video } = await seedVideo(user.cookie);
    const res = await t.request("POST", `/api/videos/${video.id}/metrics/refresh`, { cookie: user.cookie });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({
      error: "No YouTube URL: Please add a YouTube URL to fetch metrics",
      code: "invalid_request",
    });
  });

  it("says plainly that YouTube is not configured", async () => {
    const user = await t.member("user");
    const { video } = await seedVideo(user.cookie, { title: "Has URL", youtubeUrl: VIDEO_URL });
    const res = await t.request("POST", `/api/videos/${video.id}/metrics/refresh`, { cookie: user.cookie });
    expect(res.status).toBe(503);
    expect(await res.json()).toEqual({ error: YOUTUBE_NOT_CONFIGURED, code: "unavailable" });
    expect(await t.db.select().from(videoMetrics)).toEqual([]);
  });

  it("answers 404 for a missing video", async () => {
    const user = await t.member("user");
    const res = await t.request("POST", `/api/videos/${MISSING}/metrics/refresh`, { cookie: user.cookie });
    expect(res.status).toBe(404);
  });
});

describe("without a session", () => {
  it("answers 401 to every video operation", async () => {
    const calls: Array<[string, string, unknown?]> = [
      ["GET", `/api/videos/${MISSING}`],
      ["PATCH", `/api/videos/${MISSING}`, { title: "x" }],
      ["PATCH", `/api/videos/${MISSING}/status`, { status: "draft" }],
      ["DELETE", `/api/videos/${MISSING}`],
      ["GET", `/api/videos/${MISSING}/notes`],
      ["POST", `/api/videos/${MISSING}/notes`, { content: "x" }],
      ["PUT", `/api/videos/${MISSING}/metrics`, { views: 1 }],
      ["POST", `/api/videos/${MISSING}/metrics/refresh`],
    ];
    for (const [method, url, body] of calls) {
      const res = await t.request(method, url, { body });
      expect(res.status, `${method} ${url}`).toBe(401);
      expect(await res.json()).toHaveProperty("error");
    }
    const refresh = await t.request("POST", `/api/videos/${MISSING}/metrics/refresh`);
    expect(await refresh.json()).toEqual({
      error: "Authentication required: Please log in to refresh metrics",
      code: "unauthenticated",
    });
  });
});
