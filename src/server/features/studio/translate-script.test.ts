import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { countCharacters } from "../../../shared/length.ts";
import { scriptVersions, videos } from "../../db/schema.ts";
import { type LlmDouble, startLlmDouble } from "../../testing/fakes/llm/server.ts";
import { createTestApp, type TestApp } from "../../testing/harness.ts";
import { aiEnvFor } from "../../testing/model-double.ts";

// 30 paragraphs of 40 words under a label: 1,201 words, in parts of whole paragraphs of at most 400 words
// each (361, 400, 400 and 40).
const PARAGRAPH = Array.from({ length: 40 }, (_, i) => `word${i}`).join(" ");
const LONG_SCRIPT = `[INTRO]\n${Array.from({ length: 30 }, () => PARAGRAPH).join("\n\n")}`;

async function videoWithScript(t: TestApp, cookie: string, content: string) {
  const channel = await (await t.request("POST", "/api/channels", { cookie, body: { name: "Crema Club" } })).json();
  const folder = await (
    await t.request("POST", `/api/channels/${channel.channel.id}/folders`, {
      cookie,
      body: { name: "November", monthYear: "2026-11" },
    })
  ).json();
  const saved = await t.request("POST", "/api/studio/saves", {
    cookie,
    body: { folderId: folder.folder.id, title: "Espresso at home", content, duration: 8, tone: "educational" },
  });
  expect(saved.status).toBe(201);
  return { channelId: channel.channel.id as string, folderId: folder.folder.id as string, ...(await saved.json()) };
}

describe("Translate script on the offline writer", () => {
  let t: TestApp;
  let cookie: string;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    await t.database.reset();
    cookie = await t.signUp("creator@example.com");
  });

  it("refuses plainly, creating nothing; bad input is a 400 or 404 that changes nothing", async () => {
    const { videoId } = await videoWithScript(t, cookie, "[INTRO]\nHello there.");
    const before = (await t.db.select().from(videos)).length;
    const offline = await t.request("POST", "/api/studio/translations", { cookie, body: { videoId, language: "es" } });
    expect(offline.status).toBe(400);
    expect((await offline.json()).error).toContain("The offline writer can't translate a script");
    const badTag = await t.request("POST", "/api/studio/translations", { cookie, body: { videoId, language: "x y" } });
    expect(badTag.status).toBe(400);
    const missing = await t.request("POST", "/api/studio/translations", {
      cookie,
      body: { videoId: "3f1c6f52-7a1b-4c1e-9a51-0c2d7e3b9f10", language: "es" },
    });
    expect(missing.status).toBe(404);
    const anonymous = await t.request("POST", "/api/studio/translations", { body: { videoId, language: "es" } });
    expect(anonymous.status).toBe(401);
    expect((await t.db.select().from(videos)).length).toBe(before);
  });
});

describe("Translate script on a model", () => {
  let t: TestApp;
  let cookie: string;
  let double: LlmDouble;
  beforeAll(async () => {
    double = await startLlmDouble("openai-chat", { chunkDelayMs: 0 });
    t = await createTestApp(aiEnvFor("openai-chat", double.url));
  });
  afterAll(async () => {
    await t.close();
    await double.close();
  });
  beforeEach(async () => {
    await t.database.reset();
    double.reset();
    cookie = await t.signUp("creator@example.com");
  });

  it("makes a new video in the same folder, in Japanese, linked to the original, in parts that each name the language", async () => {
    const original = await videoWithScript(t, cookie, LONG_SCRIPT);
    const res = await t.request("POST", "/api/studio/translations", {
      cookie,
      body: { videoId: original.videoId, language: "ja" },
    });
    expect(res.status).toBe(201);
    const { videoId, message } = await res.json();
    expect(message).toBe("Translated into a new video: Espresso at home (日本語)");

    const [copy] = await t.db.select().from(videos).where(eq(videos.id, videoId));
    expect(copy).toMatchObject({
      title: "Espresso at home (日本語)",
      folderId: original.folderId,
      language: "ja",
      sourceVideoId: original.videoId,
      status: "draft",
    });
    const page = await (await t.request("GET", `/api/videos/${videoId}`, { cookie })).json();
    expect(page).toMatchObject({
      language: "ja",
      translatedFrom: { id: original.videoId, title: "Espresso at home" },
      translations: [],
    });
    const originalPage = await (await t.request("GET", `/api/videos/${original.videoId}`, { cookie })).json();
    expect(originalPage).toMatchObject({ language: "en", translatedFrom: null });
    expect(originalPage.translations).toEqual([{ id: videoId, title: "Espresso at home (日本語)", language: "ja" }]);

    const [version] = await t.db.select().from(scriptVersions).where(eq(scriptVersions.videoId, videoId));
    expect(countCharacters(version.content)).toBeGreaterThan(100);
    expect(version.content).not.toMatch(/word\d/);

    const calls = double.requests;
    expect(calls).toHaveLength(4);
    for (const call of calls) {
      expect(call.prompt).toContain("from English (en) into Japanese (ja)");
      expect(call.prompt).toContain("Write in Japanese (日本語, ja).");
    }
    expect(calls[0].prompt).toContain("[INTRO]");
  });

  it("refuses the script's own language, a video without a script, and keeps nothing when the model fails", async () => {
    const original = await videoWithScript(t, cookie, "[INTRO]\nHello there.");
    const same = await t.request("POST", "/api/studio/translations", {
      cookie,
      body: { videoId: original.videoId, language: "en" },
    });
    expect(same.status).toBe(400);
    expect((await same.json()).error).toBe("The script is already in English");

    const before = (await t.db.select().from(videos)).length;
    double.fail({ kind: "status", status: 400, message: "The prompt was refused" });
    const failed = await t.request("POST", "/api/studio/translations", {
      cookie,
      body: { videoId: original.videoId, language: "es" },
    });
    expect(failed.status).toBe(502);
    expect((await failed.json()).error).toContain("Failed to translate the script. Please try again.");
    expect((await t.db.select().from(videos)).length).toBe(before);

    const empty = await t.request("POST", `/api/folders/${original.folderId}/videos`, {
      cookie,
      body: { title: "No script yet" },
    });
    const none = await t.request("POST", "/api/studio/translations", {
      cookie,
      body: { videoId: (await empty.json()).video.id, language: "es" },
    });
    expect(none.status).toBe(400);
    expect((await none.json()).error).toBe("This video has no script to translate yet");
  });
});
