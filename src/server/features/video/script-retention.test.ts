// "Script vs retention" on the video page: the published script's sections over the stored curve,
// timed by the description's chapters (else the chapter rule), with the figures exact to a point.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { packaging, scriptVersions, videoAnalytics, videos, youtubeApplications } from "../../db/schema.ts";
import { retentionCurve } from "../../testing/fakes/youtube-analytics.ts";
import { createTestApp, type TestApp } from "../../testing/harness.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
beforeEach(() => t.database.reset());

const YOUTUBE_ID = "dQw4w9WgXcQ";
const words = (n: number, word: string) => Array.from({ length: n }, () => word).join(" ");
/** Six sections: 50, 100, 300, 250, 400 and 100 words (1,200: eight minutes at 150 a minute). */
const SCRIPT = [
  `[HOOK]\n${words(50, "hook")}`,
  `[INTRO]\n${words(100, "intro")}`,
  `[PART 1: Setup]\n${words(300, "setup")}`,
  `[PART 2: Lighting]\n${words(250, "light")}`,
  `[PART 3: Sound]\n${words(400, "sound")}`,
  `[CALL TO ACTION]\n${words(100, "subscribe")}`,
].join("\n\n");
/** The description's chapters for the 10-minute cut: 0:00, 1:00, 2:00, 4:00, 6:00, 9:00. */
const CHAPTERS = [
  { title: "Hook", seconds: 0 },
  { title: "Intro", seconds: 60 },
  { title: "Setup", seconds: 120 },
  { title: "Lighting", seconds: 240 },
  { title: "Sound", seconds: 360 },
  { title: "Call to action", seconds: 540 },
];
/**
 * Five points lost a minute throughout; 20 more lost between 25 % and 35 % of the video (inside
 * "Setup", 2:00–4:00); a rewatch at 71–73 % (inside "Sound", 6:00–9:00) lifting the curve 10 points.
 * YouTube's relative retention is low (0.2) over "Setup" and 0.6 elsewhere.
 */
const CURVE = retentionCurve(
  (r) =>
    1 -
    0.5 * r -
    0.2 * Math.min(1, Math.max(0, (r - 0.25) / 0.1)) +
    (r === 0.71 ? 0.05 : r === 0.72 ? 0.1 : r === 0.73 ? 0.05 : 0),
  (r) => (r > 0.2 && r <= 0.4 ? 0.2 : 0.6),
);

async function post(cookie: string, url: string, body: unknown) {
  const res = await t.request("POST", url, { cookie, body });
  expect(res.status).toBe(201);
  return res.json();
}

async function seed(options: { chapters?: boolean; curve?: typeof CURVE } = {}) {
  const { cookie } = await t.member("user");
  const { channel } = await post(cookie, "/api/channels", { name: "Numbers Lab" });
  const { folder } = await post(cookie, `/api/channels/${channel.id}/folders`, { name: "Nov", monthYear: "2026-11" });
  const { video } = await post(cookie, `/api/folders/${folder.id}/videos`, { title: "Home studio" });
  const linked = await t.request("PATCH", `/api/videos/${video.id}`, {
    cookie,
    body: { youtubeUrl: `https://www.youtube.com/watch?v=${YOUTUBE_ID}` },
  });
  expect(linked.status).toBe(200);
  await post(cookie, `/api/videos/${video.id}/script`, { content: SCRIPT, baseVersion: null });
  if (options.chapters !== false) {
    const saved = await t.request("PUT", `/api/videos/${video.id}/packaging`, {
      cookie,
      body: {
        baseVersion: null,
        content: {
          titles: ["Home studio"],
          chosenTitle: "Home studio",
          description: "A home studio in an afternoon.",
          chapters: CHAPTERS,
          hashtags: [],
          tags: [],
          thumbnailTexts: [],
          source: "offline",
        },
      },
    });
    expect(saved.status).toBe(201);
  }
  await t.db.insert(videoAnalytics).values({
    channelId: channel.id,
    youtubeVideoId: YOUTUBE_ID,
    views: 5000,
    durationSeconds: 600,
    retention: options.curve ?? CURVE,
    detailsFetchedAt: new Date(),
  });
  return { cookie, videoId: video.id as string, channelId: channel.id as string };
}

const read = async (cookie: string, videoId: string) => {
  const res = await t.request("GET", `/api/videos/${videoId}/script-retention`, { cookie });
  expect(res.status).toBe(200);
  return res.json();
};

describe("script vs retention", () => {
  it("times the sections by the description's chapters and gives each one's figures, the steepest drop and the spike", async () => {
    const { cookie, videoId } = await seed();
    const body = await read(cookie, videoId);
    expect(body.status).toBe("ready");
    expect(body.script).toMatchObject({ version: 1, source: "newest" });
    expect(body.spans).toMatchObject({ source: "chapters", wordsPerMinute: 150, lengthSeconds: 600 });
    expect(body.spans.explanation).toBe(
      "Sections are timed by the chapters in the video's description, over the video's 10:00 on YouTube.",
    );
    expect(body.script.reason).toBe("Version 1: the newest version (no version was saved before the video went out).");
    // In the reader's language: the explanation and the reason, with their values.
    const spanish = await (
      await t.request("GET", `/api/videos/${videoId}/script-retention`, {
        cookie,
        headers: { "accept-language": "es-ES" },
      })
    ).json();
    expect(spanish.spans.explanation).toBe(
      "Las secciones se miden con los capítulos de la descripción del vídeo, sobre los 10:00 del vídeo en YouTube.",
    );
    expect(spanish.script.reason).toMatch(/^Versión 1: la versión más reciente/);
    // At 30 s (5 % of ten minutes) 97.5 % still watch.
    expect(body.hookHold30).toBeCloseTo(97.5, 0);
    const rows = body.sections.map((s: Record<string, unknown>) => [
      s.title,
      s.kind,
      s.startSeconds,
      s.endSeconds,
      s.startShare,
      s.endShare,
      s.dropPerMinute,
      s.relativePerformance,
    ]);
    expect(rows).toEqual([
      ["Hook", "hook", 0, 60, 99.5, 95, 4.5, 0.6],
      ["Intro", "intro", 60, 120, 95, 90, 5, 0.6],
      ["Setup", "body", 120, 240, 90, 60, 15, 0.2],
      ["Lighting", "body", 240, 360, 60, 50, 5, 0.6],
      ["Sound", "body", 360, 540, 50, 35, 5, 0.6],
      ["Call to action", "cta", 540, 600, 35, 30, 5, 0.6],
    ]);
    expect(body.sections.map((s: { steepestDrop: boolean }) => s.steepestDrop)).toEqual([
      false,
      false,
      true,
      false,
      false,
      false,
    ]);
    expect(body.sections.map((s: { spike: boolean }) => s.spike)).toEqual([false, false, false, false, true, false]);
    expect(body.spikes).toEqual([{ elapsedVideoTimeRatio: 0.72, seconds: 432, rise: 9, sectionIndex: 4 }]);
    // Clicking the curve shows the section's text: each section carries it.
    expect(body.sections[2].text).toBe(words(300, "setup"));
    expect(body.curve).toHaveLength(100);
  });

  it("estimates the spans by the chapter rule when the description has no chapters", async () => {
    const { cookie, videoId } = await seed({ chapters: false });
    const body = await read(cookie, videoId);
    expect(body.spans.source).toBe("estimated");
    expect(body.spans.explanation).toContain("150 words a minute");
    // Each section starts when its first word is spoken at 150 words a minute: 0, 50, 150, 450, 700, 1,100 words.
    expect(body.sections.map((s: { startSeconds: number }) => s.startSeconds)).toEqual([0, 20, 60, 180, 280, 440]);
    expect(body.sections.at(-1).endSeconds).toBe(600);
    // Setup now runs 1:00–3:00 (10 %–30 %): 95 % → 1 − 0.15 − 0.1 = 75 %, 10 points a minute.
    expect(body.sections[2]).toMatchObject({ startShare: 95, endShare: 75, dropPerMinute: 10 });
  });

  it("says so and computes nothing for a video whose curve is empty", async () => {
    const { cookie, videoId } = await seed({ curve: [] });
    const body = await read(cookie, videoId);
    expect(body).toMatchObject({ status: "no-curve", sections: [], spikes: [], hookHold30: null, script: null });
    expect(body.message).toContain("no retention curve");
  });

  it("uses the version saved before publishing, and the one current when the packaging was applied to YouTube", async () => {
    const { cookie, videoId } = await seed();
    const [first] = await t.db.select().from(scriptVersions).where(eq(scriptVersions.videoId, videoId));
    await t.db
      .update(videos)
      .set({ publishedAt: new Date(first.createdAt.getTime() - 30_000) })
      .where(eq(videos.id, videoId));
    await t.db
      .update(scriptVersions)
      .set({ createdAt: new Date(first.createdAt.getTime() - 60_000) })
      .where(eq(scriptVersions.id, first.id));
    const later = await t.request("POST", `/api/videos/${videoId}/script`, {
      cookie,
      body: { content: `${SCRIPT}\n\nOne more line after publishing.`, baseVersion: 1 },
    });
    expect(later.status).toBe(201);
    const before = await read(cookie, videoId);
    expect(before.script).toMatchObject({ version: 1, source: "before-publish" });
    expect(before.script.reason).toContain("before the video was published");

    const [pkg] = await t.db.select().from(packaging).where(eq(packaging.videoId, videoId));
    expect(pkg).toBeDefined();
    const snippet = {
      title: "Home studio",
      description: "",
      tags: [],
      categoryId: "22",
      defaultLanguage: null,
      localizations: {},
    };
    await t.db.insert(youtubeApplications).values({
      videoId,
      youtubeVideoId: YOUTUBE_ID,
      fields: ["title"],
      before: snippet,
      after: snippet,
      createdAt: new Date(Date.now() + 1000),
    });
    const applied = await read(cookie, videoId);
    expect(applied.script).toMatchObject({ version: 2, source: "applied" });
  });

  it("is 404 for an unknown video and 401 signed out", async () => {
    const { cookie } = await t.member("user");
    expect(
      (await t.request("GET", "/api/videos/00000000-0000-4000-8000-000000000000/script-retention", { cookie })).status,
    ).toBe(404);
    expect((await t.request("GET", "/api/videos/00000000-0000-4000-8000-000000000000/script-retention")).status).toBe(
      401,
    );
  });
});
