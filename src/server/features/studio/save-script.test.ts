import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { SAVE_SCRIPT_REQUIRED_MESSAGE } from "../../../shared/schemas/scripts.ts";
import { channels, folders, scripts, videos } from "../../db/schema.ts";
import { createTestApp, type TestApp } from "../../testing/harness.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
beforeEach(() => t.database.reset());

async function seedFolder(userId: string, language: string | null = null) {
  const [channel] = await t.db.insert(channels).values({ name: "Studio Channel", userId, language }).returning();
  const [folder] = await t.db
    .insert(folders)
    .values({ name: "Weekly Upload Batch", monthYear: "2024-01", channelId: channel.id, userId })
    .returning();
  return folder;
}

const script = {
  content: "Hook: stop scrolling.\n\nToday we talk about   focus and deep work.",
  duration: 10,
  tone: "educational",
  wordCount: 3,
};

const save = (cookie: string | undefined, body: unknown) => t.request("POST", "/api/studio/saves", { cookie, body });
const rowCounts = async () => ({
  videos: (await t.db.select().from(videos)).length,
  scripts: (await t.db.select().from(scripts)).length,
});

describe("save script to library", () => {
  it("creates a draft video with its script and answers the video id", async () => {
    const user = await t.member("user");
    const folder = await seedFolder(user.id);
    const res = await save(user.cookie, {
      ...script,
      folderId: folder.id,
      title: "  Deep Work Explained  ",
      youtubeUrl: "youtu.be/dQw4w9WgXcQ",
      keywords: " focus, deep work ,, productivity ",
    });
    expect(res.status).toBe(201);
    const body = await res.json();
    expect(body).toEqual({ message: "Script saved successfully", videoId: expect.any(String) });

    const [video] = await t.db.select().from(videos).where(eq(videos.id, body.videoId));
    expect(video).toMatchObject({
      title: "Deep Work Explained",
      status: "draft",
      folderId: folder.id,
      userId: user.id,
      youtubeUrl: "https://youtu.be/dQw4w9WgXcQ",
      youtubeVideoId: "dQw4w9WgXcQ",
      targetKeywords: ["focus", "deep work", "productivity"],
    });
    const [saved] = await t.db.select().from(scripts).where(eq(scripts.videoId, body.videoId));
    // spec §9: the stored word count is the count of the stored text (not the client's number).
    expect(saved).toMatchObject({ content: script.content, duration: 10, tone: "educational", wordCount: 11 });
    expect(saved.userId).toBe(user.id);
  });

  it("stores the length in the script's language's unit: a Japanese channel's in characters, a Spanish one's in words", async () => {
    const user = await t.member("user");
    const japanese = await save(user.cookie, {
      ...script,
      content: "今日はパンを焼きます。\n\nまず、粉を量ります。",
      folderId: (await seedFolder(user.id, "ja")).id,
      title: "パン",
    });
    expect(japanese.status).toBe(201);
    const [ja] = await t.db
      .select()
      .from(scripts)
      .where(eq(scripts.videoId, (await japanese.json()).videoId));
    // Spoken characters, without the punctuation: 今日はパンを焼きます (10) まず粉を量ります (8).
    expect(ja.wordCount).toBe(18);
    const spanish = await save(user.cookie, {
      ...script,
      content: "Hoy hacemos pan — de masa madre, ¿vale?",
      folderId: (await seedFolder(user.id, "es")).id,
      title: "Pan",
    });
    const [es] = await t.db
      .select()
      .from(scripts)
      .where(eq(scripts.videoId, (await spanish.json()).videoId));
    expect(es.wordCount).toBe(7);
  });

  it("keeps the language the studio wrote in: Japanese for an English channel is counted in characters, the channel's own is not repeated", async () => {
    const user = await t.member("user");
    const folder = await seedFolder(user.id, "en");
    const japanese = await save(user.cookie, {
      ...script,
      content: "今日はパンを焼きます。\n\nまず、粉を量ります。",
      folderId: folder.id,
      title: "パン",
      language: "ja",
    });
    expect(japanese.status).toBe(201);
    const jaId = (await japanese.json()).videoId;
    const [jaVideo] = await t.db.select().from(videos).where(eq(videos.id, jaId));
    expect(jaVideo.language).toBe("ja");
    const [ja] = await t.db.select().from(scripts).where(eq(scripts.videoId, jaId));
    expect(ja.wordCount).toBe(18);

    const english = await save(user.cookie, { ...script, folderId: folder.id, title: "Focus", language: "en" });
    const [enVideo] = await t.db
      .select()
      .from(videos)
      .where(eq(videos.id, (await english.json()).videoId));
    // The channel's own language: null, so a later change of the channel's language reaches it.
    expect(enVideo.language).toBeNull();

    const unknown = await save(user.cookie, { ...script, folderId: folder.id, title: "Bad", language: "not a tag!" });
    expect(unknown.status).toBe(400);
  });

  it("stores a blank YouTube URL as null and empty keywords as an empty list", async () => {
    const user = await t.member("user");
    const folder = await seedFolder(user.id);
    const res = await save(user.cookie, {
      ...script,
      folderId: folder.id,
      title: "Title",
      youtubeUrl: "  ",
      keywords: " , ",
    });
    expect(res.status).toBe(201);
    const [video] = await t.db.select().from(videos);
    expect(video.youtubeUrl).toBeNull();
    expect(video.youtubeVideoId).toBeNull();
    expect(video.targetKeywords).toEqual([]);

    const listRes = await save(user.cookie, {
      ...script,
      folderId: folder.id,
      title: "Second",
      keywords: [" a ", "", "b"],
    });
    expect(listRes.status).toBe(201);
    const [second] = await t.db.select().from(videos).where(eq(videos.title, "Second"));
    expect(second.targetKeywords).toEqual(["a", "b"]);
  });

  it("answers 'Please select a folder and enter a video title' without a folder or a title", async () => {
    const user = await t.member("user");
    const folder = await seedFolder(user.id);
    for (const body of [
      { ...script, title: "Title" },
      { ...script, folderId: "", title: "Title" },
      { ...script, folderId: folder.id },
      { ...script, folderId: folder.id, title: "   " },
    ]) {
      const res = await save(user.cookie, body);
      expect(res.status).toBe(400);
      expect((await res.json()).error).toBe(SAVE_SCRIPT_REQUIRED_MESSAGE);
    }
    expect(await rowCounts()).toEqual({ videos: 0, scripts: 0 });
  });

  it("refuses a URL that is not a YouTube video, an empty script and an unknown tone", async () => {
    const user = await t.member("user");
    const folder = await seedFolder(user.id);
    const base = { ...script, folderId: folder.id, title: "Title" };
    const badUrl = await save(user.cookie, { ...base, youtubeUrl: "https://example.com/watch?v=dQw4w9WgXcQ" });
    expect(badUrl.status).toBe(400);
    expect((await badUrl.json()).error).toBe("Invalid URL: Please enter a valid YouTube video URL.");
    const empty = await save(user.cookie, { ...base, content: "  \n " });
    expect((await empty.json()).error).toBe("There is no script to save");
    const tone = await save(user.cookie, { ...base, tone: "grumpy" });
    expect(tone.status).toBe(400);
    const duration = await save(user.cookie, { ...base, duration: 0.3 });
    expect(duration.status).toBe(400);
    expect(await rowCounts()).toEqual({ videos: 0, scripts: 0 });
  });

  it("answers 404 for a folder that does not exist", async () => {
    const user = await t.member("user");
    for (const folderId of ["00000000-0000-4000-8000-000000000000", "not-a-uuid"]) {
      const res = await save(user.cookie, { ...script, folderId, title: "Title" });
      expect(res.status).toBe(404);
      expect(await res.json()).toEqual({ error: "Folder not found", code: "not_found" });
    }
  });

  it("answers 401 without a session", async () => {
    const user = await t.member("user");
    const folder = await seedFolder(user.id);
    const res = await save(undefined, { ...script, folderId: folder.id, title: "Title" });
    expect(res.status).toBe(401);
    expect(typeof (await res.json()).error).toBe("string");
    expect(await rowCounts()).toEqual({ videos: 0, scripts: 0 });
  });

  it("creates neither the video nor the script when storing the script fails", async () => {
    const user = await t.member("user");
    const folder = await seedFolder(user.id);
    // The script insert fails after the video insert went through: the transaction must undo both.
    await t.db.execute(sql`
      create function fail_script_insert() returns trigger language plpgsql as $$
      begin raise exception 'script storage is broken'; end $$`);
    await t.db.execute(sql`
      create trigger fail_script_insert before insert on scripts
      for each row execute function fail_script_insert()`);
    try {
      const res = await save(user.cookie, { ...script, folderId: folder.id, title: "Doomed" });
      expect(res.status).toBe(500);
      expect(await rowCounts()).toEqual({ videos: 0, scripts: 0 });
    } finally {
      await t.db.execute(sql`drop trigger fail_script_insert on scripts`);
      await t.db.execute(sql`drop function fail_script_insert()`);
    }
  });
});
