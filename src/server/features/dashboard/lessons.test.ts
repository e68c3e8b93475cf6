// "What your audience tells you": lessons across a channel's published videos, computed from each
// one's script over its retention curve. Eight planted videos: short hooks hold 15 points more at
// 30 s, and the sponsor sections lose the most viewers a minute.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { videoAnalytics } from "../../db/schema.ts";
import { retentionCurve } from "../../testing/fakes/youtube-analytics.ts";
import { createTestApp, type TestApp } from "../../testing/harness.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
beforeEach(() => t.database.reset());

const words = (n: number, word: string) => Array.from({ length: n }, () => word).join(" ");
const CHAPTERS = [
  { title: "Hook", seconds: 0 },
  { title: "Intro", seconds: 30 },
  { title: "Sponsor", seconds: 60 },
  { title: "Main", seconds: 120 },
  { title: "Call to action", seconds: 540 },
];

/** Straight lines between the knots (share of the video → share of viewers). */
const through = (knots: [number, number][]) => (r: number) => {
  const i = knots.findIndex(([x]) => x >= r);
  if (i <= 0) return knots[Math.max(0, i)][1];
  const [x0, y0] = knots[i - 1];
  const [x1, y1] = knots[i];
  return y0 + ((r - x0) / (x1 - x0)) * (y1 - y0);
};

/**
 * Video i: a hook of 20 words (even i) holding 95 % at 30 s, or of 80 words (odd i) holding 80 %,
 * a point either way by video; then 10 points a minute in the intro, 35 in the sponsor read, 4 in
 * the main part and 2 in the call to action.
 */
function planted(i: number) {
  const short = i % 2 === 0;
  const h = (short ? 0.95 : 0.8) + (Math.floor(i / 2) % 2 === 0 ? -0.01 : 0.01);
  return {
    short,
    script: [
      `[HOOK]\n${words(short ? 20 : 80, "hook")}`,
      `[INTRO]\n${words(60, "intro")}`,
      `[SPONSOR]\n${words(150, "sponsor")}`,
      `[PART 1: Main]\n${words(800, "main")}`,
      `[CALL TO ACTION]\n${words(100, "subscribe")}`,
    ].join("\n\n"),
    curve: retentionCurve(
      through([
        [0.01, 1],
        [0.05, h],
        [0.1, h - 0.05],
        [0.2, h - 0.4],
        [0.9, h - 0.68],
        [1, h - 0.7],
      ]),
    ),
  };
}

async function post(cookie: string, url: string, body: unknown) {
  const res = await t.request("POST", url, { cookie, body });
  expect(res.status).toBe(201);
  return res.json();
}

async function seedChannel(count: number) {
  const { cookie } = await t.member("user");
  const { channel } = await post(cookie, "/api/channels", { name: "Numbers Lab" });
  const { folder } = await post(cookie, `/api/channels/${channel.id}/folders`, { name: "Nov", monthYear: "2026-11" });
  const ids: string[] = [];
  for (let i = 0; i < count; i++) {
    const video = planted(i);
    const youtubeId = `lessonVid0${i}`;
    const created = await post(cookie, `/api/folders/${folder.id}/videos`, { title: `Video ${i + 1}` });
    const id = created.video.id as string;
    ids.push(id);
    const linked = await t.request("PATCH", `/api/videos/${id}`, {
      cookie,
      body: { youtubeUrl: `https://www.youtube.com/watch?v=${youtubeId}` },
    });
    expect(linked.status).toBe(200);
    await post(cookie, `/api/videos/${id}/script`, { content: video.script, baseVersion: null });
    const saved = await t.request("PUT", `/api/videos/${id}/packaging`, {
      cookie,
      body: {
        baseVersion: null,
        content: {
          titles: [`Video ${i + 1}`],
          chosenTitle: `Video ${i + 1}`,
          description: "",
          chapters: CHAPTERS,
          hashtags: [],
          tags: [],
          thumbnailTexts: [],
          source: "offline",
        },
      },
    });
    expect(saved.status).toBe(201);
    await t.db.insert(videoAnalytics).values({
      channelId: channel.id,
      youtubeVideoId: youtubeId,
      views: 5000,
      durationSeconds: 600,
      retention: video.curve,
      detailsFetchedAt: new Date(),
    });
  }
  return { cookie, channelId: channel.id as string, ids };
}

const read = async (cookie: string, channelId: string) => {
  const res = await t.request("GET", `/api/channels/${channelId}/audience-lessons`, { cookie });
  expect(res.status).toBe(200);
  return res.json();
};

describe("lessons across the channel", () => {
  it("finds that short hooks hold 15 points more at 30 s and that sponsor sections lose the most, with their n", async () => {
    const { cookie, channelId, ids } = await seedChannel(8);
    const body = await read(cookie, channelId);
    expect(body).toMatchObject({ videos: 8, needed: 0, minimum: 5 });
    const hook = body.lessons.find((l: { id: string }) => l.id === "hook-length");
    expect(hook).toMatchObject({ title: "Keep the hook under 50 words", n: 8, difference: 15 });
    expect(hook.spread).toBeLessThan(hook.difference);
    expect(hook.groups).toEqual([
      { label: "Hooks of 50 words or fewer", n: 4, mean: 95 },
      { label: "Hooks over 50 words", n: 4, mean: 80 },
    ]);
    expect(hook.detail).toBe("Your videos with shorter hooks hold 15 points more at 30 s (n = 8).");
    expect(hook.videos.map((v: { id: string }) => v.id).sort()).toEqual([...ids].sort());
    expect(hook.apply).toEqual({ hookMaxWords: 50 });

    const kind = body.lessons.find((l: { id: string }) => l.id === "section-kind");
    expect(kind).toMatchObject({
      n: 8,
      title: "Shorten and tighten sponsor sections",
      apply: { shortKind: "sponsor" },
    });
    expect(kind.groups[0]).toEqual({ label: "Sponsor sections", n: 8, mean: 35 });
    expect(kind.spread).toBeLessThan(kind.difference);
    // Every video is 10 minutes long: no lesson on length.
    expect(body.lessons.map((l: { id: string }) => l.id).sort()).toEqual(["hook-length", "section-kind"]);
    // The export: one row per section per video.
    expect(body.rows).toHaveLength(8 * 5);
    expect(body.rows[2]).toMatchObject({ section: 3, title: "Sponsor", kind: "sponsor", dropPerMinute: 35 });
  });

  it("gives no lesson with 4 videos, and says one more is needed", async () => {
    const { cookie, channelId } = await seedChannel(4);
    const body = await read(cookie, channelId);
    expect(body).toMatchObject({ videos: 4, needed: 1, lessons: [] });
    expect(body.rows).toHaveLength(4 * 5);
  });

  it("is 404 for an unknown channel", async () => {
    const { cookie } = await t.member("user");
    const res = await t.request("GET", "/api/channels/00000000-0000-4000-8000-000000000000/audience-lessons", {
      cookie,
    });
    expect(res.status).toBe(404);
  });
});
