// Issue 13 item 3: the production calendar — a month's planned and published videos per channel or
// all in one query, 'Plan a video' on a day (an Idea in the channel's month folder, made if missing),
// rescheduling by the planned publish date, each change in the activity log.
import { eq, sql } from "drizzle-orm";
import { drizzle as drizzleNodePg } from "drizzle-orm/node-postgres";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { CalendarEntry } from "../../../shared/schemas/production-calendar.ts";
import type { Db } from "../../db/client.ts";
import * as schema from "../../db/schema.ts";
import { channels, folders, videos } from "../../db/schema.ts";
import { createTestApp, type TestApp } from "../../testing/harness.ts";
import { getCalendar } from "./calendar.service.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
beforeEach(() => t.database.reset());

const MISSING = "00000000-0000-4000-8000-000000000000";

async function call(cookie: string, method: string, url: string, body?: unknown, status = 200) {
  const res = await t.request(method, url, { cookie, body });
  const json = await res.json();
  expect(res.status, JSON.stringify(json)).toBe(status);
  return json;
}

const calendar = async (cookie: string, query: string): Promise<CalendarEntry[]> =>
  (await call(cookie, "GET", `/api/production/calendar${query}`)).entries;
const plan = (cookie: string, channelId: string, title: string, plannedPublishDate: string, status = 201) =>
  call(cookie, "POST", `/api/channels/${channelId}/planned-videos`, { title, plannedPublishDate }, status);

describe("the production calendar", () => {
  it("'Plan a video' makes an Idea in the channel's month folder, creating the folder only when missing", async () => {
    const user = await t.member("user");
    const { channel } = await call(user.cookie, "POST", "/api/channels", { name: "Main" }, 201);
    const { folder: march } = await call(
      user.cookie,
      "POST",
      `/api/channels/${channel.id}/folders`,
      { name: "Weekly batch", monthYear: "2031-03" },
      201,
    );
    const { video: inMarch } = await plan(user.cookie, channel.id, "Spring launch", "2031-03-14");
    expect(inMarch).toMatchObject({
      title: "Spring launch",
      stage: "idea",
      status: "draft",
      plannedPublishDate: "2031-03-14",
      folderId: march.id,
    });
    const { video: inApril } = await plan(user.cookie, channel.id, "April piece", "2031-04-02");
    const { video: alsoApril } = await plan(user.cookie, channel.id, "Second April piece", "2031-04-20");
    expect(alsoApril.folderId).toBe(inApril.folderId);
    const made = await t.db.select().from(folders).where(eq(folders.channelId, channel.id));
    expect(made.map((f) => [f.name, f.monthYear]).sort()).toEqual([
      ["April 2031", "2031-04"],
      ["Weekly batch", "2031-03"],
    ]);

    const { entries } = await call(
      user.cookie,
      "GET",
      `/api/production/calendar?month=2031-04&channelId=${channel.id}`,
    );
    expect(entries.map((e: CalendarEntry) => [e.title, e.date, e.kind, e.folder.name, e.channel.name])).toEqual([
      ["April piece", "2031-04-02", "planned", "April 2031", "Main"],
      ["Second April piece", "2031-04-20", "planned", "April 2031", "Main"],
    ]);

    const { entries: log } = await call(user.cookie, "GET", `/api/videos/${inMarch.id}/activity`);
    expect(log.map((e: { kind: string; to: string | null }) => [e.kind, e.to]).sort()).toEqual([
      ["created", "Spring launch"],
      ["planned_publish_date", "2031-03-14"],
    ]);
  });

  it("shows planned dates and published videos' publish days, per channel or all; archived videos stay off", async () => {
    const user = await t.member("user");
    const { channel: a } = await call(user.cookie, "POST", "/api/channels", { name: "Alpha" }, 201);
    const { channel: b } = await call(user.cookie, "POST", "/api/channels", { name: "Beta" }, 201);
    const { video: planned } = await plan(user.cookie, a.id, "Planned", "2031-05-10");
    const { video: other } = await plan(user.cookie, b.id, "Other channel", "2031-05-11");
    const { video: archived } = await plan(user.cookie, a.id, "Archived", "2031-05-12");
    await call(user.cookie, "PATCH", `/api/videos/${archived.id}/status`, { status: "archive" });
    const { video: next } = await plan(user.cookie, a.id, "Next month", "2031-06-01");
    // Published in May (planned for April): shown on its publish day, not its planned date.
    const { video: published } = await plan(user.cookie, a.id, "Went out", "2031-04-28");
    await call(user.cookie, "PATCH", `/api/videos/${published.id}/production`, { stage: "published" });
    await t.db
      .update(videos)
      .set({ publishedAt: new Date("2031-05-03T23:30:00Z") })
      .where(eq(videos.id, published.id));

    const all = await calendar(user.cookie, "?month=2031-05");
    expect(all.map((e) => [e.title, e.date, e.kind])).toEqual([
      ["Went out", "2031-05-03", "published"],
      ["Planned", "2031-05-10", "planned"],
      ["Other channel", "2031-05-11", "planned"],
    ]);
    expect(all[0]).toMatchObject({ publishedOn: "2031-05-03", plannedPublishDate: "2031-04-28", stage: "published" });
    expect((await calendar(user.cookie, `?month=2031-05&channelId=${b.id}`)).map((e) => e.id)).toEqual([other.id]);
    expect((await calendar(user.cookie, "?month=2031-04")).map((e) => e.id)).toEqual([]);
    expect((await calendar(user.cookie, "?month=2031-06")).map((e) => e.id)).toEqual([next.id]);
    expect(planned.id).toBeTruthy();
  });

  it("rescheduling moves the video to another day and logs it; any member may", async () => {
    const owner = await t.member("admin");
    const other = await t.member("user");
    const { channel } = await call(owner.cookie, "POST", "/api/channels", { name: "Main" }, 201);
    const { video } = await plan(owner.cookie, channel.id, "Movable", "2031-07-04");
    await call(other.cookie, "PATCH", `/api/videos/${video.id}/production`, { plannedPublishDate: "2031-07-18" });
    expect((await calendar(owner.cookie, "?month=2031-07")).map((e) => e.date)).toEqual(["2031-07-18"]);
    const { entries: log } = await call(owner.cookie, "GET", `/api/videos/${video.id}/activity`);
    expect(log[0]).toMatchObject({ kind: "planned_publish_date", from: "2031-07-04", to: "2031-07-18" });
    expect(log[0].actor.id).toBe(other.id);
  });

  it("refuses bad input with a clear message and changes nothing", async () => {
    const user = await t.member("user");
    const { channel } = await call(user.cookie, "POST", "/api/channels", { name: "Main" }, 201);
    const before = await t.db.select().from(folders);
    for (const [body, message] of [
      [{ title: "", plannedPublishDate: "2031-01-01" }, /title/i],
      [{ title: "x", plannedPublishDate: "2031-02-30" }, /Planned publish date must be a date/],
      [{ title: "x", plannedPublishDate: "tomorrow" }, /Planned publish date must be a date/],
      [{ title: "x" }, /Planned publish date/],
    ] as const) {
      const json = await call(user.cookie, "POST", `/api/channels/${channel.id}/planned-videos`, body, 400);
      expect(JSON.stringify(json)).toMatch(message);
    }
    await plan(user.cookie, MISSING, "Nowhere", "2031-01-01", 404);
    await plan(user.cookie, "not-an-id", "Nowhere", "2031-01-01", 404);
    expect(await t.db.select().from(folders)).toEqual(before);
    expect(await t.db.select().from(videos)).toEqual([]);

    for (const month of ["2031-13", "2031-1", "May 2031", ""]) {
      const json = await call(
        user.cookie,
        "GET",
        `/api/production/calendar?month=${encodeURIComponent(month)}`,
        undefined,
        400,
      );
      expect(JSON.stringify(json)).toMatch(/Month must be a month/);
    }
    await call(user.cookie, "GET", "/api/production/calendar", undefined, 400);
    await call(user.cookie, "GET", "/api/production/calendar?month=2031-01&channelId=nope", undefined, 404);
  });

  it("reads a month of 1,500 videos in as many queries as a month of 3", async () => {
    const [channel] = await t.db.insert(channels).values({ name: "Big" }).returning();
    const [folder] = await t.db
      .insert(folders)
      .values({ name: "May", monthYear: "2031-05", channelId: channel.id })
      .returning();
    const counter = { queries: 0 };
    const logger = { logQuery: () => void counter.queries++ };
    const client = (t.db as unknown as { $client: never }).$client;
    const db = (t.database.kind === "pglite"
      ? drizzlePglite({ client, schema, logger })
      : drizzleNodePg({ client, schema, logger })) as unknown as Db;
    const addVideos = (count: number) =>
      t.db.execute(sql`
        insert into videos (title, folder_id, stage, status, planned_publish_date)
        select 'Video ' || g, ${folder.id}::uuid, 'idea', 'draft', date '2031-05-01' + (g % 31)
        from generate_series(1, ${count}::int) g`);
    await addVideos(3);
    await getCalendar(db, { month: "2031-05" });
    const small = counter.queries;
    await addVideos(1497);
    counter.queries = 0;
    const large = await getCalendar(db, { month: "2031-05" });
    expect(large.count).toBe(1500);
    expect(small).toBe(1);
    expect(counter.queries).toBe(small);
  });
});
