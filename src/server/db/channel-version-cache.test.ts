import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../testing/harness.ts";
import { channelVersions } from "./schema.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
beforeEach(() => t.database.reset());

async function post(cookie: string, url: string, body: unknown) {
  const res = await t.request("POST", url, { cookie, body });
  expect(res.status).toBe(201);
  return res.json();
}

async function library() {
  const { cookie } = await t.member("user");
  const { channel } = await post(cookie, "/api/channels", { name: "Versioned" });
  const { folder } = await post(cookie, `/api/channels/${channel.id}/folders`, { name: "Jan", monthYear: "2024-01" });
  const { video } = await post(cookie, `/api/folders/${folder.id}/videos`, { title: "First" });
  return { cookie, channelId: channel.id as string, folderId: folder.id as string, videoId: video.id as string };
}

const version = async (channelId: string) =>
  (await t.db.select().from(channelVersions).where(eq(channelVersions.channelId, channelId)))[0]?.version ?? 0;

describe("channel versions (raised by database triggers)", () => {
  it("rise with every change under the channel, and only under it", async () => {
    const a = await library();
    const b = await library();
    const before = { a: await version(a.channelId), b: await version(b.channelId) };
    for (const change of [
      sql`update videos set title = 'x' where id = ${a.videoId}::uuid`,
      sql`insert into video_metrics (video_id, views) values (${a.videoId}::uuid, 5)`,
      sql`update video_metrics set views = 6 where video_id = ${a.videoId}::uuid`,
      sql`update folders set name = 'y' where id = ${a.folderId}::uuid`,
      sql`update channels set name = 'z' where id = ${a.channelId}::uuid`,
    ]) {
      const was = await version(a.channelId);
      await t.db.execute(change);
      expect(await version(a.channelId)).toBeGreaterThan(was);
    }
    expect(await version(b.channelId)).toBe(before.b);
    // A channel's deletion takes its version with it (and its cascade raises nothing it can't).
    await t.db.execute(sql`delete from channels where id = ${a.channelId}::uuid`);
    expect(await t.db.select().from(channelVersions).where(eq(channelVersions.channelId, a.channelId))).toEqual([]);
  });
});

describe("a folder's video list, kept per channel version", () => {
  const list = async (cookie: string, folderId: string) => {
    const res = await t.request("GET", `/api/folders/${folderId}/videos`, { cookie });
    expect(res.status).toBe(200);
    return ((await res.json()).videos as Array<{ id: string; title: string }>).map((v) => v.title);
  };

  it("shows every change at once, however it was written", async () => {
    const { cookie, folderId, videoId } = await library();
    expect(await list(cookie, folderId)).toEqual(["First"]);
    expect(await list(cookie, folderId)).toEqual(["First"]);
    await post(cookie, `/api/folders/${folderId}/videos`, { title: "Second" });
    expect(await list(cookie, folderId)).toEqual(["Second", "First"]);
    await t.db.execute(sql`update videos set title = 'Renamed' where id = ${videoId}::uuid`);
    expect(await list(cookie, folderId)).toEqual(["Second", "Renamed"]);
    await t.db.execute(sql`delete from videos where id = ${videoId}::uuid`);
    expect(await list(cookie, folderId)).toEqual(["Second"]);
    await t.db.execute(sql`delete from folders where id = ${folderId}::uuid`);
    expect((await t.request("GET", `/api/folders/${folderId}/videos`, { cookie })).status).toBe(404);
  });

  it("answers the same list as a fresh read of the database", async () => {
    const { cookie, folderId } = await library();
    const cached = await (await t.request("GET", `/api/folders/${folderId}/videos`, { cookie })).json();
    const again = await (await t.request("GET", `/api/folders/${folderId}/videos`, { cookie })).json();
    expect(again).toEqual(cached);
    // Raising the version by hand forces a recompute: same answer.
    await t.db.execute(sql`update channel_versions set version = version + 1`);
    expect(await (await t.request("GET", `/api/folders/${folderId}/videos`, { cookie })).json()).toEqual(cached);
  });
});
