// A video's script versions through the API (issue 10 items 2, 3, 4, 8). Runs on PGlite, and on
// PostgreSQL too when TEST_DATABASE_URL is set (where the concurrent saves really race).
import { eq } from "drizzle-orm";
import { drizzle as drizzleNodePg } from "drizzle-orm/node-postgres";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { Db } from "../../db/client.ts";
import * as schema from "../../db/schema.ts";
import { channels, folders, scripts, scriptVersions, videos } from "../../db/schema.ts";
import { saveScriptVersion } from "../../domain/scripts/script-versions.ts";
import { createTestApp, type TestApp } from "../../testing/harness.ts";
import { databaseSnapshot } from "../../testing/snapshot.ts";
import { getScriptVersion, listScriptVersions } from "./service.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
beforeEach(() => t.database.reset());

const MISSING = "00000000-0000-4000-8000-000000000000";

type Member = { cookie: string; id: string; email: string };

async function seedVideo(userId: string, title = "Deep work explained") {
  const [channel] = await t.db.insert(channels).values({ name: "Main Channel", userId }).returning();
  const [folder] = await t.db
    .insert(folders)
    .values({ name: "March", monthYear: "2025-03", channelId: channel.id, userId })
    .returning();
  const [video] = await t.db.insert(videos).values({ title, folderId: folder.id, userId }).returning();
  return video;
}

const api = (member: Member | undefined, method: string, url: string, body?: unknown) =>
  t.request(method, url, { cookie: member?.cookie, body });
const save = (member: Member, videoId: string, body: Record<string, unknown>) =>
  api(member, "POST", `/api/videos/${videoId}/script`, body);
const versions = async (member: Member, videoId: string) =>
  (await (await api(member, "GET", `/api/videos/${videoId}/script/versions`)).json()).versions;

describe("saving a video's script as versions", () => {
  it("saves the first script of a video as version 1 and the video page shows it", async () => {
    const sam = await t.member("user", "sam@example.com");
    const video = await seedVideo(sam.id);
    const res = await save(sam, video.id, {
      content: "Hook: stop scrolling.\n\nToday   we talk focus.",
      baseVersion: null,
      duration: 2,
      tone: "educational",
    });
    expect(res.status).toBe(201);
    const body = await res.json();
    expect(body).toEqual({
      message: "Script saved as version 1",
      version: {
        number: 1,
        content: "Hook: stop scrolling.\n\nToday   we talk focus.",
        wordCount: 7,
        duration: 2,
        tone: "educational",
        label: null,
        restoredFrom: null,
        author: { id: sam.id, name: "sam" },
        createdAt: expect.any(String),
      },
    });
    const detail = await (await api(sam, "GET", `/api/videos/${video.id}`)).json();
    expect(detail.script).toMatchObject({ version: 1, wordCount: 7, duration: 2, tone: "educational" });
  });

  it("numbers each save on, lists versions newest first, keeps duration and tone left out", async () => {
    const sam = await t.member("user", "sam@example.com");
    const kim = await t.member("user", "kim@example.com");
    const video = await seedVideo(sam.id);
    await save(sam, video.id, { content: "One two three.", baseVersion: null, duration: 5, tone: "humorous" });
    const second = await save(kim, video.id, {
      content: "One two three four.",
      baseVersion: 1,
      label: "sent to editor",
    });
    expect(second.status).toBe(201);
    expect((await second.json()).version).toMatchObject({ number: 2, duration: 5, tone: "humorous", wordCount: 4 });
    const third = await save(sam, video.id, { content: "Five.", baseVersion: 2, duration: 1.5, tone: "professional" });
    expect((await third.json()).message).toBe("Script saved as version 3");

    const list = await versions(sam, video.id);
    expect(list.map((v: { number: number }) => v.number)).toEqual([3, 2, 1]);
    expect(list[1]).toEqual({
      number: 2,
      wordCount: 4,
      duration: 5,
      tone: "humorous",
      label: "sent to editor",
      restoredFrom: null,
      author: { id: kim.id, name: "kim" },
      createdAt: expect.any(String),
    });
    expect(list[0]).not.toHaveProperty("content");
    const [row] = await t.db.select().from(scripts).where(eq(scripts.videoId, video.id));
    expect(row).toMatchObject({ content: "Five.", version: 3, wordCount: 1, duration: 1.5, tone: "professional" });
  });

  it("keeps the language the studio saved a version in, and counts that version in it", async () => {
    const sam = await t.member("user", "sam@example.com");
    const video = await seedVideo(sam.id);
    await save(sam, video.id, { content: "One two three.", baseVersion: null, duration: 5, tone: "humorous" });
    const japanese = await save(sam, video.id, {
      content: "今日はパンを焼きます。",
      baseVersion: 1,
      language: "ja",
    });
    expect(japanese.status).toBe(201);
    expect((await japanese.json()).version.wordCount).toBe(10);
    const detail = await (await api(sam, "GET", `/api/videos/${video.id}`)).json();
    expect(detail.language).toBe("ja");
    // Back in the channel's language (English, unset on the channel): the video follows its channel again.
    await save(sam, video.id, { content: "One two.", baseVersion: 2, language: "en" });
    const [row] = await t.db.select({ language: videos.language }).from(videos).where(eq(videos.id, video.id));
    expect(row.language).toBeNull();
  });

  it("answers a save from a stale version 409 naming who saved the newest, and stores nothing", async () => {
    const sam = await t.member("user", "sam@example.com");
    const lee = await t.member("user", "lee@example.com");
    const video = await seedVideo(sam.id);
    await save(sam, video.id, { content: "First draft.", baseVersion: null });
    await save(lee, video.id, { content: "Lee's take.", baseVersion: 1 });
    const before = await databaseSnapshot(t.db);

    const stale = await save(sam, video.id, { content: "Sam's edit of the first draft.", baseVersion: 1 });
    expect(stale.status).toBe(409);
    // With the newest version as stored, for the editor to show the difference.
    const latest = (await versions(sam, video.id))[0];
    expect(await stale.json()).toEqual({
      error: "Version 2 was saved by lee while you were editing",
      code: "conflict",
      latest: { ...latest, number: 2, content: "Lee's take.", author: { id: lee.id, name: "lee" } },
    });
    // Someone's first script while another was saved meanwhile.
    const first = await save(sam, video.id, { content: "A brand new script.", baseVersion: null });
    expect(first.status).toBe(409);
    expect((await first.json()).error).toBe("Version 2 was saved by lee while you were editing");
    // The same member in another window.
    const own = await save(lee, video.id, { content: "Again.", baseVersion: 1 });
    expect((await own.json()).error).toBe("Version 2 was saved by you, in another window, while you were editing");
    const ahead = await save(lee, video.id, { content: "Again.", baseVersion: 7 });
    expect(ahead.status).toBe(409);
    expect((await ahead.json()).error).toBe("There is no version 7 of this script: the newest is version 2");

    expect(await databaseSnapshot(t.db)).toEqual(before);
  });

  it("answers a base version on a video without a script 409, and stores nothing", async () => {
    const sam = await t.member("user");
    const video = await seedVideo(sam.id);
    const res = await save(sam, video.id, { content: "Text.", baseVersion: 1 });
    expect(res.status).toBe(409);
    expect(await res.json()).toEqual({
      error: "This video has no script yet, so there is no version 1 to build on",
      code: "conflict",
      latest: null,
    });
    expect(await t.db.select().from(scripts)).toEqual([]);
    expect(await t.db.select().from(scriptVersions)).toEqual([]);
  });

  it("lets exactly one of two saves from the same base through; the other gets 409", async () => {
    const sam = await t.member("user", "sam@example.com");
    const lee = await t.member("user", "lee@example.com");
    const video = await seedVideo(sam.id);
    await save(sam, video.id, { content: "Base.", baseVersion: null });
    for (const base of [1, 2]) {
      const answers = await Promise.all([
        save(sam, video.id, { content: `Sam's words on ${base}.`, baseVersion: base }),
        save(lee, video.id, { content: `Lee's words on ${base}.`, baseVersion: base }),
      ]);
      expect(answers.map((r) => r.status).sort()).toEqual([201, 409]);
    }
    expect((await versions(sam, video.id)).map((v: { number: number }) => v.number)).toEqual([3, 2, 1]);
  });

  it("lets exactly one of two first saves of a video through; the other gets 409", async () => {
    const sam = await t.member("user", "sam@example.com");
    const lee = await t.member("user", "lee@example.com");
    const video = await seedVideo(sam.id);
    const answers = await Promise.all([
      save(sam, video.id, { content: "Sam's first.", baseVersion: null }),
      save(lee, video.id, { content: "Lee's first.", baseVersion: null }),
    ]);
    expect(answers.map((r) => r.status).sort()).toEqual([201, 409]);
    const refused = answers.find((r) => r.status === 409) as Response;
    expect((await refused.json()).error).toMatch(/^Version 1 was saved by (sam|lee) while you were editing$/);
    expect(await t.db.select().from(scriptVersions)).toHaveLength(1);
  });

  it("refuses bad input with 400 and a clear message, and stores nothing", async () => {
    const sam = await t.member("user");
    const video = await seedVideo(sam.id);
    const cases: Array<[unknown, string]> = [
      [{ content: "   ", baseVersion: null }, "There is no script to save"],
      [{ content: "Text." }, "The base version must be a version number"],
      [{ content: "Text.", baseVersion: 1.5 }, "The base version must be a version number"],
      [{ content: "Text.", baseVersion: 0 }, "The base version must be a version number"],
      [{ content: "Text.", baseVersion: null, tone: "angry" }, "Choose a tone"],
      [{ content: "Text.", baseVersion: null, duration: 0.7 }, "The duration goes in steps of 0.5 minutes"],
      [{ content: "Text.", baseVersion: null, label: "x".repeat(81) }, "The label must be at most 80 characters"],
    ];
    for (const [body, error] of cases) {
      const res = await save(sam, video.id, body as Record<string, unknown>);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect((await res.json()).error).toBe(error);
    }
    expect(await t.db.select().from(scriptVersions)).toEqual([]);
  });

  it("answers 404 'Video not found' for a missing or malformed video, 401 without a session", async () => {
    const sam = await t.member("user");
    for (const id of [MISSING, "garbage"]) {
      for (const [method, url, body] of [
        ["POST", `/api/videos/${id}/script`, { content: "Text.", baseVersion: null }],
        ["GET", `/api/videos/${id}/script/versions`, undefined],
        ["GET", `/api/videos/${id}/script/versions/1`, undefined],
        ["POST", `/api/videos/${id}/script/versions/1/restore`, {}],
        ["PATCH", `/api/videos/${id}/script/versions/1`, { label: "final" }],
      ] as const) {
        const res = await api(sam, method, url, body);
        expect(res.status, `${method} ${url}`).toBe(404);
        expect(await res.json()).toEqual({ error: "Video not found", code: "not_found" });
        expect((await api(undefined, method, url, body)).status).toBe(401);
      }
    }
  });
});

describe("reading, restoring and labelling versions", () => {
  async function videoWithTwoVersions(author: Member) {
    const video = await seedVideo(author.id);
    await save(author, video.id, { content: "The original words.", baseVersion: null, duration: 1, tone: "humorous" });
    await save(author, video.id, {
      content: "Rewritten words here.",
      baseVersion: 1,
      duration: 2,
      tone: "professional",
    });
    return video;
  }

  it("answers an empty list for a video without a script", async () => {
    const sam = await t.member("user");
    const video = await seedVideo(sam.id);
    const res = await api(sam, "GET", `/api/videos/${video.id}/script/versions`);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ versions: [] });
  });

  it("answers one version with its text, and 404 'Version not found' for any other number", async () => {
    const sam = await t.member("user");
    const video = await videoWithTwoVersions(sam);
    const res = await api(sam, "GET", `/api/videos/${video.id}/script/versions/1`);
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ number: 1, content: "The original words.", wordCount: 3 });
    for (const number of ["3", "0", "-1", "1.5", "abc", "01", "99999999999"]) {
      const missing = await api(sam, "GET", `/api/videos/${video.id}/script/versions/${number}`);
      expect(missing.status, number).toBe(404);
      expect(await missing.json()).toEqual({ error: "Version not found", code: "not_found" });
    }
  });

  it("restores a version as a new version equal to it; nothing is overwritten", async () => {
    const sam = await t.member("user");
    const lee = await t.member("user", "lee@example.com");
    const video = await videoWithTwoVersions(sam);
    const res = await api(lee, "POST", `/api/videos/${video.id}/script/versions/1/restore`, { label: "back to v1" });
    expect(res.status).toBe(201);
    const body = await res.json();
    expect(body.message).toBe("Version 1 restored as version 3");
    expect(body.version).toMatchObject({
      number: 3,
      content: "The original words.",
      duration: 1,
      tone: "humorous",
      wordCount: 3,
      label: "back to v1",
      restoredFrom: 1,
      author: { id: lee.id, name: "lee" },
    });
    const stored = await t.db.select().from(scriptVersions).where(eq(scriptVersions.videoId, video.id));
    expect(stored.map((v) => [v.number, v.content]).sort()).toEqual([
      [1, "The original words."],
      [2, "Rewritten words here."],
      [3, "The original words."],
    ]);
    const detail = await (await api(sam, "GET", `/api/videos/${video.id}`)).json();
    expect(detail.script).toMatchObject({ version: 3, content: "The original words.", tone: "humorous" });
    // The next save builds on the restored version.
    expect((await save(sam, video.id, { content: "On top.", baseVersion: 3 })).status).toBe(201);
  });

  it("answers a restore of a missing version 404, with nothing stored", async () => {
    const sam = await t.member("user");
    const video = await videoWithTwoVersions(sam);
    const bare = await seedVideo(sam.id, "No script yet");
    for (const url of [
      `/api/videos/${video.id}/script/versions/9/restore`,
      `/api/videos/${video.id}/script/versions/x/restore`,
      `/api/videos/${bare.id}/script/versions/1/restore`,
    ]) {
      const res = await api(sam, "POST", url, {});
      expect(res.status, url).toBe(404);
      expect(await res.json()).toEqual({ error: "Version not found", code: "not_found" });
    }
    expect(await t.db.select().from(scriptVersions)).toHaveLength(2);
  });

  it("lets the author, a moderator and an admin label a version; anyone else gets 403", async () => {
    const sam = await t.member("user");
    const other = await t.member("user");
    const video = await videoWithTwoVersions(sam);
    const label = (member: Member, value: string | null) =>
      api(member, "PATCH", `/api/videos/${video.id}/script/versions/1`, { label: value });

    const refused = await label(other, "mine now");
    expect(refused.status).toBe(403);
    expect(await refused.json()).toEqual({
      error: "Only the version's author, admins and moderators can change its label",
      code: "forbidden",
    });

    const own = await label(sam, "  sent to editor ");
    expect(own.status).toBe(200);
    expect(await own.json()).toMatchObject({ message: "Label saved", version: { number: 1, label: "sent to editor" } });
    for (const role of ["moderator", "admin"] as const) {
      const res = await label(await t.member(role), `approved by ${role}`);
      expect(res.status, role).toBe(200);
    }
    const cleared = await label(sam, "");
    expect(await cleared.json()).toMatchObject({ message: "Label removed", version: { label: null } });
    // A label is the only change a version gets: its text and number stay.
    expect((await versions(sam, video.id)).map((v: { label: string | null }) => v.label)).toEqual([null, null]);

    const bad = await api(sam, "PATCH", `/api/videos/${video.id}/script/versions/1`, { label: 5 });
    expect(bad.status).toBe(400);
    expect((await bad.json()).error).toBe("The label must be text");
    const gone = await api(sam, "PATCH", `/api/videos/${video.id}/script/versions/4`, { label: "x" });
    expect(gone.status).toBe(404);
    expect(await gone.json()).toEqual({ error: "Version not found", code: "not_found" });
  });

  it("deletes a video's script and all its versions with the video", async () => {
    const sam = await t.member("user");
    const video = await videoWithTwoVersions(sam);
    expect((await api(sam, "DELETE", `/api/videos/${video.id}`)).status).toBe(200);
    expect(await t.db.select().from(scripts)).toEqual([]);
    expect(await t.db.select().from(scriptVersions)).toEqual([]);
  });
});

describe("the studio's save to library", () => {
  it("makes the script version 1 of the new video", async () => {
    const sam = await t.member("user");
    const video = await seedVideo(sam.id);
    const res = await api(sam, "POST", "/api/studio/saves", {
      folderId: video.folderId,
      title: "From the studio",
      content: "Hook. Body. Call to action.",
      duration: 1,
      tone: "educational",
    });
    expect(res.status).toBe(201);
    const { videoId } = await res.json();
    const detail = await (await api(sam, "GET", `/api/videos/${videoId}`)).json();
    expect(detail.script).toMatchObject({ version: 1, wordCount: 5 });
    const list = await versions(sam, videoId);
    expect(list).toEqual([
      expect.objectContaining({ number: 1, wordCount: 5, author: { id: sam.id, name: expect.any(String) } }),
    ]);
    // The editor bound to that video revises it from version 1.
    expect((await save(sam, videoId, { content: "Revised.", baseVersion: 1 })).status).toBe(201);
  });
});

/** A second drizzle handle over the same connection, counting every statement it sends. */
function countingDb() {
  const counter = { queries: 0 };
  const logger = { logQuery: () => void counter.queries++ };
  const client = (t.db as unknown as { $client: never }).$client;
  const db = (t.database.kind === "pglite"
    ? drizzlePglite({ client, schema, logger })
    : drizzleNodePg({ client, schema, logger })) as unknown as Db;
  return { db, counter };
}

describe("queries per request", () => {
  it("do not grow with the number of versions: one to list, one to read, the same few to save", async () => {
    const sam = await t.member("user");
    const video = await seedVideo(sam.id);
    const author = { id: sam.id, name: "sam" };
    await saveScriptVersion(t.db, author, video.id, { content: "One.", baseVersion: null });
    const measure = async (newest: number) => {
      const { db, counter } = countingDb();
      await listScriptVersions(db, video.id);
      const list = counter.queries;
      await getScriptVersion(db, video.id, "1");
      const read = counter.queries - list;
      await saveScriptVersion(db, author, video.id, { content: "More.", baseVersion: newest });
      return { list, read, save: counter.queries - list - read };
    };
    const few = await measure(1);
    for (let base = 2; base < 22; base++) {
      await saveScriptVersion(t.db, author, video.id, { content: `Save ${base}.`, baseVersion: base });
    }
    const many = await measure(22);
    expect(few).toEqual({ list: 1, read: 1, save: few.save });
    expect(many).toEqual(few);
    expect(await listScriptVersions(t.db, video.id)).toHaveLength(23);
  });
});
