// "What your audience tells you": lessons across a channel's published videos, computed from each
// one's script over its retention curve. Eight planted videos: short hooks hold 15 points more at
// 30 s, and the sponsor sections lose the most viewers a minute.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { parseCsv } from "../../../shared/csv.ts";
import { channels, videos } from "../../db/schema.ts";
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

describe("the lessons' figures as CSV", () => {
  const csvOf = async (cookie: string, channelId: string, headers: Record<string, string> = {}) => {
    const res = await t.request("GET", `/api/channels/${channelId}/audience-lessons.csv`, { cookie, headers });
    expect(res.status).toBe(200);
    return res;
  };

  it("has one row per section per video, each figure as the lessons read it", async () => {
    const { cookie, channelId, ids } = await seedChannel(8);
    await t.db
      .update(videos)
      .set({ publishedAt: new Date("2026-10-02T15:00:00Z") })
      .where(eq(videos.id, ids[0]));
    await t.db.update(channels).set({ name: 'Numbers Lab, "daily"' }).where(eq(channels.id, channelId));
    const res = await csvOf(cookie, channelId);
    expect(res.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(res.headers.get("content-disposition")).toMatch(
      /^attachment; filename="numbers-lab-daily-audience-lessons-\d{4}-\d{2}-\d{2}\.csv"; filename\*=UTF-8''numbers-lab-daily-audience-lessons-/,
    );
    const bytes = new Uint8Array(await res.arrayBuffer());
    // The byte order mark (which a UTF-8 decoder drops) tells a spreadsheet the file is UTF-8.
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = new TextDecoder().decode(bytes);
    expect(text).toContain("\r\n");
    const [header, ...records] = parseCsv(text);
    expect(header).toEqual([
      "Video ID",
      "Video title",
      "Published",
      "Script version",
      "Section times from",
      "Hook's hold at 30 s (%)",
      "Section",
      "Section kind",
      "Section title",
      "Words",
      "Start (s)",
      "End (s)",
      "Viewers at start (%)",
      "Viewers at end (%)",
      "Drop per minute (points)",
      "Against typical retention (0–1)",
      "Steepest drop",
      "Rewatch spike",
    ]);
    // Eight videos of five sections each, every record as long as the header.
    expect(records).toHaveLength(8 * 5);
    expect(records.every((r) => r.length === header.length)).toBe(true);
    for (const id of ids) {
      expect(records.filter((r) => r[0] === id).map((r) => r[6])).toEqual(["1", "2", "3", "4", "5"]);
    }
    // The first video's sponsor read: 60 s to 120 s of a 10-minute video, from 89 % to 54 % of viewers.
    const sponsor = records.find((r) => r[0] === ids[0] && r[6] === "3");
    expect(sponsor?.slice(0, 15)).toEqual([
      ids[0],
      "Video 1",
      "2026-10-02",
      "1",
      "chapters",
      "94",
      "3",
      "sponsor",
      "Sponsor",
      "150",
      "60",
      "120",
      "89",
      "54",
      "35",
    ]);
    expect(sponsor?.[16]).toBe("true");
  });

  it("names its columns in the member's language", async () => {
    const { cookie, channelId } = await seedChannel(1);
    const [header] = parseCsv(await (await csvOf(cookie, channelId, { "accept-language": "es-ES" })).text());
    expect(header[1]).not.toBe("Video title");
    expect(header).toHaveLength(18);
  });

  it("is the header alone for a channel without a scripted video with a curve, and 404 for an unknown channel", async () => {
    const { cookie } = await t.member("user");
    const created = await t.request("POST", "/api/channels", { cookie, body: { name: "Empty" } });
    const { channel } = await created.json();
    expect(parseCsv(await (await csvOf(cookie, channel.id)).text())).toHaveLength(1);
    const missing = await t.request("GET", "/api/channels/00000000-0000-4000-8000-000000000000/audience-lessons.csv", {
      cookie,
    });
    expect(missing.status).toBe(404);
  });
});
