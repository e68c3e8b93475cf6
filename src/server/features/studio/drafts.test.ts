import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { ResearchData } from "../../../shared/schemas/studio.ts";
import { DRAFT_HISTORY_LIMIT, type StoredStudioWork } from "../../../shared/schemas/studio-draft.ts";
import { SCRIPT_CONFIG_DEFAULTS } from "../../../shared/studio-values.ts";
import { channels, folders, studioDrafts, videos } from "../../db/schema.ts";
import { createTestApp, type TestApp } from "../../testing/harness.ts";
import { databaseSnapshot } from "../../testing/snapshot.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
beforeEach(() => t.database.reset());

const researchData: ResearchData = {
  summary: "A video about sourdough for busy parents.",
  audienceInsights: ["Busy parents have little time"],
  keyPoints: ["Feeding the starter"],
  questionsViewersAsk: ["How often do I feed it?"],
  keywordIdeas: ["sourdough for beginners"],
  competitorAngles: ["Long artisan videos"],
  hookIdeas: ["Bread in ten minutes of work"],
};

/** Studio work on the edit step, with `text` in the editor. */
function workAt(text: string, history: string[] = []): StoredStudioWork {
  return {
    step: "edit",
    research: { niche: "Food & Cooking", topic: "Sourdough", angle: "", targetAudience: "", channelId: "", ideaId: "" },
    researchData,
    topicsView: "list",
    generatedTopics: ["Feeding", "Baking"],
    customTopics: [],
    selectedTopics: ["Feeding"],
    config: { ...SCRIPT_CONFIG_DEFAULTS },
    editor: { original: "Generated.", text, history: { past: history, present: text, future: [] } },
    baseVersion: null,
    packaging: null,
  };
}

async function seedVideo(userId: string) {
  const [channel] = await t.db.insert(channels).values({ name: "Channel", userId }).returning();
  const [folder] = await t.db
    .insert(folders)
    .values({ name: "March", monthYear: "2025-03", channelId: channel.id, userId })
    .returning();
  const [video] = await t.db.insert(videos).values({ title: "Video", folderId: folder.id, userId }).returning();
  return video.id;
}

const draftUrl = (videoId?: string) =>
  videoId === undefined ? "/api/studio/draft" : `/api/studio/draft?videoId=${encodeURIComponent(videoId)}`;
const getDraft = (cookie: string | undefined, videoId?: string) => t.request("GET", draftUrl(videoId), { cookie });
const putDraft = (cookie: string | undefined, body: unknown) => t.request("PUT", "/api/studio/draft", { cookie, body });
const deleteDraft = (cookie: string | undefined, videoId?: string) =>
  t.request("DELETE", draftUrl(videoId), { cookie });

describe("studio drafts: work in progress on the server", () => {
  it("stores the unbound draft and gives it back to its member only", async () => {
    const member = await t.member("user");
    const other = await t.member("admin");
    expect(await (await getDraft(member.cookie)).json()).toEqual({ draft: null });

    const saved = await putDraft(member.cookie, { videoId: null, work: workAt("My words") });
    expect(saved.status).toBe(200);
    const { updatedAt } = await saved.json();
    expect(new Date(updatedAt).toISOString()).toBe(updatedAt);

    const read = await (await getDraft(member.cookie)).json();
    expect(read).toEqual({ draft: { work: workAt("My words"), updatedAt } });
    // Another member (an admin too) has no way to this draft: they see their own, which is none.
    expect(await (await getDraft(other.cookie)).json()).toEqual({ draft: null });
  });

  it("upserts: a second save replaces the draft, one row per member and video", async () => {
    const member = await t.member("user");
    const first = await (await putDraft(member.cookie, { videoId: null, work: workAt("First") })).json();
    const second = await (await putDraft(member.cookie, { videoId: null, work: workAt("Second") })).json();
    expect(Date.parse(second.updatedAt)).toBeGreaterThanOrEqual(Date.parse(first.updatedAt));
    const read = await (await getDraft(member.cookie)).json();
    expect(read.draft.work.editor.text).toBe("Second");
    expect(await t.db.select().from(studioDrafts)).toHaveLength(1);
  });

  it("keeps one draft per video besides the unbound one, and each member's apart", async () => {
    const member = await t.member("user");
    const other = await t.member("user");
    const videoA = await seedVideo(member.id);
    const videoB = await seedVideo(other.id);
    await putDraft(member.cookie, { videoId: null, work: workAt("Unbound") });
    await putDraft(member.cookie, { videoId: videoA, work: workAt("For A") });
    // Any member may write for any video (content teams share the library); drafts stay personal.
    await putDraft(member.cookie, { videoId: videoB, work: workAt("Mine for B") });
    await putDraft(other.cookie, { videoId: videoB, work: workAt("Theirs for B") });

    const text = async (cookie: string, videoId?: string) =>
      (await (await getDraft(cookie, videoId)).json()).draft?.work.editor.text ?? null;
    expect(await text(member.cookie)).toBe("Unbound");
    expect(await text(member.cookie, videoA)).toBe("For A");
    expect(await text(member.cookie, videoB)).toBe("Mine for B");
    expect(await text(other.cookie, videoB)).toBe("Theirs for B");
    expect(await text(other.cookie, videoA)).toBeNull();
    expect(await text(other.cookie)).toBeNull();
    expect(await t.db.select().from(studioDrafts)).toHaveLength(4);
  });

  it("'Start over' deletes the draft of that video only; deleting none is fine", async () => {
    const member = await t.member("user");
    const video = await seedVideo(member.id);
    await putDraft(member.cookie, { videoId: null, work: workAt("Unbound") });
    await putDraft(member.cookie, { videoId: video, work: workAt("Bound") });

    expect((await deleteDraft(member.cookie, video)).status).toBe(200);
    expect(await (await getDraft(member.cookie, video)).json()).toEqual({ draft: null });
    expect((await (await getDraft(member.cookie)).json()).draft.work.editor.text).toBe("Unbound");

    // Another member's 'Start over' discards their own draft, never this one.
    const other = await t.member("admin");
    expect((await deleteDraft(other.cookie)).status).toBe(200);
    expect((await (await getDraft(member.cookie)).json()).draft.work.editor.text).toBe("Unbound");

    expect((await deleteDraft(member.cookie)).status).toBe(200);
    expect(await (await getDraft(member.cookie)).json()).toEqual({ draft: null });
    expect((await deleteDraft(member.cookie)).status).toBe(200);
  });

  it("deleting the video deletes its drafts", async () => {
    const member = await t.member("admin");
    const video = await seedVideo(member.id);
    await putDraft(member.cookie, { videoId: video, work: workAt("Bound") });
    await putDraft(member.cookie, { videoId: null, work: workAt("Unbound") });
    expect((await t.request("DELETE", `/api/videos/${video}`, { cookie: member.cookie })).status).toBe(200);
    const rows = await t.db.select().from(studioDrafts);
    expect(rows.map((row) => row.videoId)).toEqual([null]);
  });

  it("keeps the latest undo steps only", async () => {
    const member = await t.member("user");
    const history = Array.from({ length: DRAFT_HISTORY_LIMIT + 15 }, (_, i) => `step ${i}`);
    await putDraft(member.cookie, { videoId: null, work: workAt("Now", history) });
    const { draft } = await (await getDraft(member.cookie)).json();
    expect(draft.work.editor.history.past).toEqual(history.slice(-DRAFT_HISTORY_LIMIT));
    expect(draft.work.editor.text).toBe("Now");
  });

  it("answers 401 without a session", async () => {
    expect((await getDraft(undefined)).status).toBe(401);
    expect((await putDraft(undefined, { videoId: null, work: workAt("x") })).status).toBe(401);
    expect((await deleteDraft(undefined)).status).toBe(401);
    expect(await t.db.select().from(studioDrafts)).toHaveLength(0);
  });

  it("answers 404 for a video that does not exist, and stores nothing", async () => {
    const member = await t.member("user");
    for (const videoId of [randomUUID(), "not-a-video"]) {
      for (const res of [
        await getDraft(member.cookie, videoId),
        await putDraft(member.cookie, { videoId, work: workAt("Lost?") }),
        await deleteDraft(member.cookie, videoId),
      ]) {
        expect(res.status).toBe(404);
        expect(await res.json()).toEqual({ error: "Video not found", code: "not_found" });
      }
    }
    expect(await t.db.select().from(studioDrafts)).toHaveLength(0);
  });

  it("answers 400 with a clear message for work that is not studio work, and changes nothing", async () => {
    const member = await t.member("user");
    await putDraft(member.cookie, { videoId: null, work: workAt("Kept") });
    const before = await databaseSnapshot(t.db);
    const cases: Array<[unknown, RegExp]> = [
      [{ videoId: null }, /.+/],
      [{ work: workAt("x") }, /.+/],
      [{ videoId: null, work: { ...workAt("x"), step: "publish" } }, /Unknown studio step/],
      [{ videoId: null, work: { ...workAt("x"), research: { ...workAt("x").research, niche: "Knitting" } } }, /niche/],
      [{ videoId: null, work: { ...workAt("x"), config: { ...SCRIPT_CONFIG_DEFAULTS, duration: 1000 } } }, /duration/],
      [{ videoId: 42, work: workAt("x") }, /.+/],
      [{ videoId: "", work: workAt("x") }, /video id/],
      ["not an object", /.+/],
    ];
    for (const [body, message] of cases) {
      const res = await putDraft(member.cookie, body);
      expect(res.status, JSON.stringify(body).slice(0, 120)).toBe(400);
      expect((await res.json()).error).toMatch(message);
    }
    for (const res of [await getDraft(member.cookie, ""), await deleteDraft(member.cookie, "")]) {
      expect(res.status).toBe(400);
    }
    expect(await databaseSnapshot(t.db)).toEqual(before);
    expect((await (await getDraft(member.cookie)).json()).draft.work.editor.text).toBe("Kept");
  });

  it("refuses a body over the 1 MB limit", async () => {
    const member = await t.member("user");
    const res = await putDraft(member.cookie, { videoId: null, work: workAt("x".repeat(1_100_000)) });
    expect(res.status).toBe(413);
    expect(await t.db.select().from(studioDrafts)).toHaveLength(0);
  });

  it("is in the OpenAPI document", async () => {
    const doc = await (await t.request("GET", "/api/openapi.json")).json();
    expect(Object.keys(doc.paths["/api/studio/draft"]).sort()).toEqual(["delete", "get", "put"]);
  });
});
