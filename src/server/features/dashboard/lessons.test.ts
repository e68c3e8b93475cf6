// "What your audience tells you": lessons across a channel's published videos, computed from each
// one's script over its retention curve. Eight planted videos: short hooks hold 15 points more at
// 30 s, and the sponsor sections lose the most viewers a minute.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { seedLessonsChannel } from "../../testing/audience-lessons.ts";
import { createTestApp, type TestApp } from "../../testing/harness.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
beforeEach(() => t.database.reset());

const seedChannel = (count: number) => seedLessonsChannel(t, count);

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
