// Issue 13: stages, assignees and dates; the board and its order; status following the stage; the
// activity log; a board of 2,000 videos in a fixed number of queries.
import { gunzipSync } from "node:zlib";
import { eq, sql } from "drizzle-orm";
import { drizzle as drizzleNodePg } from "drizzle-orm/node-postgres";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { type Board, type BoardCard, type BoardQuery, boardSchema } from "../../../shared/schemas/production.ts";
import type { Db } from "../../db/client.ts";
import * as schema from "../../db/schema.ts";
import { channels, videos } from "../../db/schema.ts";
import { importPublishedVideos } from "../../domain/videos/videos.ts";
import { createTestApp, type TestApp } from "../../testing/harness.ts";
import { getBoardJson } from "./board.service.ts";

/** The board as the route sends it, parsed with the schema the client reads it with. */
async function getBoard(db: Db, query: BoardQuery): Promise<Board> {
  return boardSchema.parse(JSON.parse(new TextDecoder().decode((await getBoardJson(db, query)).bytes)));
}

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

/** A channel and a folder, then one video per title, made through the API. */
async function seed(cookie: string, titles: string[], channelName = "Main Channel") {
  const { channel } = await call(cookie, "POST", "/api/channels", { name: channelName }, 201);
  const { folder } = await call(
    cookie,
    "POST",
    `/api/channels/${channel.id}/folders`,
    { name: "Weekly Upload Batch", monthYear: "March 2025" },
    201,
  );
  const made = [];
  for (const title of titles) {
    made.push((await call(cookie, "POST", `/api/folders/${folder.id}/videos`, { title }, 201)).video);
  }
  return { channel, folder, videos: made };
}

/** The board's cards joined with their channel, folder and assignee, as the client joins them. */
const joined = (answer: Board): BoardCard[] =>
  answer.cards.map(({ channelId, folderId, assigneeId, ...card }) => ({
    ...card,
    channel: answer.channels.find((c) => c.id === channelId)!,
    folder: answer.folders.find((f) => f.id === folderId)!,
    assignee: assigneeId === null ? null : answer.members.find((m) => m.id === assigneeId)!,
  }));
const board = async (cookie: string, query = ""): Promise<BoardCard[]> =>
  joined(await call(cookie, "GET", `/api/production/board${query}`));
const column = (cards: BoardCard[], stage: string) => cards.filter((c) => c.stage === stage).map((c) => c.title);
const move = (cookie: string, id: string, stage: string, beforeId: string | null, status = 200) =>
  call(cookie, "POST", `/api/videos/${id}/move`, { stage, beforeId }, status);

describe("stages, assignee and dates", () => {
  it("a new video is an Idea and a draft; Published reads as published, earlier stages as draft", async () => {
    const user = await t.member("user");
    const {
      videos: [v],
    } = await seed(user.cookie, ["First"]);
    expect(v).toMatchObject({ stage: "idea", status: "draft", assigneeId: null, dueDate: null, publishedAt: null });

    const { video: ready } = await call(user.cookie, "PATCH", `/api/videos/${v.id}/production`, { stage: "ready" });
    expect(ready).toMatchObject({ stage: "ready", status: "draft" });
    const { video: published } = await call(user.cookie, "PATCH", `/api/videos/${v.id}/production`, {
      stage: "published",
    });
    expect(published.status).toBe("published");
    expect(published.publishedAt).not.toBeNull();
    const { video: back } = await call(user.cookie, "PATCH", `/api/videos/${v.id}/production`, { stage: "editing" });
    expect(back.status).toBe("draft");
  });

  it("the status select keeps stage and status in step; archive keeps the stage and leaves the board", async () => {
    const user = await t.member("user");
    const {
      videos: [v],
    } = await seed(user.cookie, ["Status"]);
    const published = (await call(user.cookie, "PATCH", `/api/videos/${v.id}/status`, { status: "published" })).video;
    expect(published).toMatchObject({ stage: "published", status: "published" });
    const draft = (await call(user.cookie, "PATCH", `/api/videos/${v.id}/status`, { status: "draft" })).video;
    expect(draft).toMatchObject({ stage: "ready", status: "draft" });
    const archived = (await call(user.cookie, "PATCH", `/api/videos/${v.id}/status`, { status: "archive" })).video;
    expect(archived).toMatchObject({ stage: "ready", status: "archive" });
    expect(await board(user.cookie)).toEqual([]);
    // Moving an archived video keeps it archived.
    const moved = (await move(user.cookie, v.id, "published", null)).video;
    expect(moved).toMatchObject({ stage: "published", status: "archive" });
    // The database refuses a status that disagrees with the stage, whoever writes.
    await expect(
      t.db.update(videos).set({ status: "draft", stage: "published" }).where(eq(videos.id, v.id)),
    ).rejects.toThrow();
  });

  it("assigns a member, sets and clears dates; an unknown assignee or a bad date is a 400", async () => {
    const owner = await t.member("user");
    const other = await t.member("user");
    const {
      videos: [v],
    } = await seed(owner.cookie, ["Assigned"]);
    const { video } = await call(other.cookie, "PATCH", `/api/videos/${v.id}/production`, {
      assigneeId: other.id,
      dueDate: "2025-03-10",
      plannedPublishDate: "2025-03-20",
    });
    expect(video).toMatchObject({ assigneeId: other.id, dueDate: "2025-03-10", plannedPublishDate: "2025-03-20" });
    const cleared = await call(owner.cookie, "PATCH", `/api/videos/${v.id}/production`, {
      assigneeId: null,
      dueDate: null,
    });
    expect(cleared.video).toMatchObject({ assigneeId: null, dueDate: null, plannedPublishDate: "2025-03-20" });

    for (const body of [
      { assigneeId: "nobody" },
      { dueDate: "2025-02-30x" },
      { dueDate: "31/01/2025" },
      // Impossible days that Date.parse would roll over into March, or a browser might let through.
      { dueDate: "2025-02-30" },
      { plannedPublishDate: "2026-04-31" },
      { stage: "shipping" },
      {},
    ]) {
      const res = await t.request("PATCH", `/api/videos/${v.id}/production`, { cookie: owner.cookie, body });
      expect(res.status, JSON.stringify(body)).toBe(400);
    }
    const res = await t.request("PATCH", `/api/videos/${MISSING}/production`, {
      cookie: owner.cookie,
      body: { stage: "ready" },
    });
    expect(res.status).toBe(404);
  });

  it("YouTube uploads arrive at Published with their real publish date", async () => {
    const [channel] = await t.db.insert(channels).values({ name: "Synced" }).returning();
    const publishedAt = new Date("2024-05-17T14:00:00Z");
    await importPublishedVideos(t.db, null, channel.id, [
      {
        youtubeVideoId: "dQw4w9WgXcQ",
        title: "Imported",
        targetKeywords: [],
        publishedAt,
        metrics: { views: 10, likes: 1, comments: 0 },
      },
    ]);
    const [row] = await t.db.select().from(videos).where(eq(videos.title, "Imported"));
    expect(row).toMatchObject({ stage: "published", status: "published", publishedAt });
  });
});

describe("the board", () => {
  it("lists every video not archived with channel, folder, assignee and word count; filters by channel and assignee", async () => {
    const user = await t.member("user");
    const a = await seed(user.cookie, ["A1", "A2"], "Alpha");
    const b = await seed(user.cookie, ["B1"], "Beta");
    await call(
      user.cookie,
      "POST",
      "/api/studio/saves",
      {
        folderId: b.folder.id,
        title: "Scripted",
        content: "one two three four",
        duration: 1,
        tone: "humorous",
      },
      201,
    );
    // Written in Japanese for an English channel: counted and shown in characters.
    await call(
      user.cookie,
      "POST",
      "/api/studio/saves",
      {
        folderId: b.folder.id,
        title: "日本語",
        content: "今日はパンを焼きます。",
        duration: 1,
        tone: "humorous",
        language: "ja",
      },
      201,
    );
    await call(user.cookie, "PATCH", `/api/videos/${a.videos[0].id}/production`, { assigneeId: user.id });

    const all = await board(user.cookie);
    expect(all).toHaveLength(5);
    const scripted = all.find((c) => c.title === "Scripted")!;
    expect(scripted).toMatchObject({
      channel: { name: "Beta" },
      folder: { name: "Weekly Upload Batch" },
      wordCount: 4,
      lengthUnit: "words",
    });
    expect(all.find((c) => c.title === "日本語")).toMatchObject({ wordCount: 10, lengthUnit: "characters" });
    expect(all.find((c) => c.title === "A1")!.assignee).toMatchObject({ id: user.id });

    expect((await board(user.cookie, `?channelId=${a.channel.id}`)).map((c) => c.title).sort()).toEqual(["A1", "A2"]);
    expect((await board(user.cookie, `?assigneeId=${user.id}`)).map((c) => c.title)).toEqual(["A1"]);
    expect((await t.request("GET", "/api/production/board?channelId=nope", { cookie: user.cookie })).status).toBe(404);
  });

  it("moves cards between columns and within a column, and keeps the order", async () => {
    const user = await t.member("user");
    const { videos: made } = await seed(user.cookie, ["One", "Two", "Three"]);
    const [one, two, three] = made;
    // Newest on top.
    expect(column(await board(user.cookie), "idea")).toEqual(["Three", "Two", "One"]);

    await move(user.cookie, one.id, "idea", three.id);
    expect(column(await board(user.cookie), "idea")).toEqual(["One", "Three", "Two"]);
    await move(user.cookie, one.id, "idea", null);
    expect(column(await board(user.cookie), "idea")).toEqual(["Three", "Two", "One"]);

    await move(user.cookie, two.id, "scripting", null);
    await move(user.cookie, three.id, "scripting", two.id);
    const cards = await board(user.cookie);
    expect(column(cards, "idea")).toEqual(["One"]);
    expect(column(cards, "scripting")).toEqual(["Three", "Two"]);

    // Placing before a card of another column: the board changed under the member.
    await move(user.cookie, one.id, "ready", two.id, 409);
    await move(user.cookie, one.id, "ready", MISSING, 404);
    await move(user.cookie, one.id, "ready", one.id, 400);
  });

  it("renumbers a column when there is no room left between two cards", async () => {
    const user = await t.member("user");
    const { videos: made } = await seed(user.cookie, ["One", "Two", "Three"]);
    await t.db.update(videos).set({ boardRank: 5 });
    const before = column(await board(user.cookie), "idea");
    // Same rank: ordered by id. Move the last one between the first two.
    const ids = (await board(user.cookie)).map((c) => c.id);
    await move(user.cookie, ids[2], "idea", ids[1]);
    const after = await board(user.cookie);
    expect(after.map((c) => c.id)).toEqual([ids[0], ids[2], ids[1]]);
    expect(new Set(after.map((c) => c.rank)).size).toBe(3);
    expect(before).toHaveLength(made.length);
  });

  it("reads a board of 2,000 videos in as many queries as a board of 3", async () => {
    const [channel] = await t.db.insert(channels).values({ name: "Big" }).returning();
    await t.db.execute(sql`
      insert into folders (name, month_year, channel_id)
      select 'Month ' || m, '2024-' || lpad(m::text, 2, '0'), ${channel.id}::uuid from generate_series(1, 12) m`);
    const counter = { queries: 0 };
    const logger = { logQuery: () => void counter.queries++ };
    const client = (t.db as unknown as { $client: never }).$client;
    const db = (t.database.kind === "pglite"
      ? drizzlePglite({ client, schema, logger })
      : drizzleNodePg({ client, schema, logger })) as unknown as Db;

    const addVideos = (count: number) =>
      t.db.execute(sql`
        with f as (select array_agg(id order by month_year) as ids from folders where channel_id = ${channel.id}::uuid)
        insert into videos (title, folder_id, stage, status)
        select 'Video ' || g, f.ids[1 + g % 12], (array['idea','scripting','recording','editing','ready'])[1 + g % 5], 'draft'
        from generate_series(1, ${count}::int) g, f`);
    await addVideos(3);
    await getBoard(db, {});
    const small = counter.queries;
    await addVideos(1997);
    counter.queries = 0;
    const started = performance.now();
    const large = await getBoard(db, {});
    const elapsed = performance.now() - started;
    expect(large.count).toBe(2000);
    // Each column sends its first 50 cards, and counts the rest.
    expect(large.cards).toHaveLength(5 * 50);
    expect(Object.values(large.columns).reduce((sum, c) => sum + c.total, 0)).toBe(2000);
    // The channels' versions with the members, then the cards.
    expect(small).toBe(2);
    expect(counter.queries).toBe(small);
    expect(elapsed).toBeLessThan(5_000);
    // Kept: one query (the versions with the members).
    counter.queries = 0;
    expect((await getBoard(db, {})).count).toBe(2000);
    expect(counter.queries).toBe(1);
    // Filtered, or of one channel: the same two queries, then one.
    for (const query of [{ channelId: channel.id }, { search: "video 1", due: "none" as const }]) {
      counter.queries = 0;
      expect((await getBoard(db, query)).count).toBeGreaterThan(0);
      expect(counter.queries).toBe(2);
      counter.queries = 0;
      await getBoard(db, query);
      expect(counter.queries).toBe(1);
    }
  });
});

describe("the board's pages and filters, on the server", () => {
  /** `count` videos in one channel's folder, titled "Video 1"… and all Ideas, by SQL. */
  async function manyVideos(count: number) {
    const [channel] = await t.db.insert(channels).values({ name: "Big" }).returning();
    await t.db.execute(sql`
      with f as (insert into folders (name, month_year, channel_id) values ('Batch', '2024-01', ${channel.id}::uuid) returning id)
      insert into videos (title, folder_id, stage, status, board_rank)
      select 'Video ' || g, f.id, 'idea', 'draft', g from generate_series(1, ${count}::int) g, f`);
    return channel;
  }

  it("sends each column's first 50 cards, the next card's id, and more when a column asks for more", async () => {
    const user = await t.member("user");
    await manyVideos(120);
    const first: Board = await call(user.cookie, "GET", "/api/production/board");
    expect(first.cards.map((c) => c.title)).toEqual(Array.from({ length: 50 }, (_, i) => `Video ${i + 1}`));
    expect(first.columns.idea).toEqual({ total: 120, next: expect.any(String) });
    expect(first.columns.scripting).toEqual({ total: 0, next: null });
    expect(first.count).toBe(120);
    const more: Board = await call(user.cookie, "GET", "/api/production/board?limits=idea:100");
    expect(more.cards).toHaveLength(100);
    // The card after the first page is the 51st: a card dropped at the page's end goes above it.
    expect(more.cards[50].id).toBe(first.columns.idea.next);
    const all: Board = await call(user.cookie, "GET", "/api/production/board?limits=idea:1000,ready:3");
    expect(all.cards).toHaveLength(120);
    expect(all.columns.idea.next).toBeNull();
  });

  it("filters by title, assignee and due window on the server, with the viewer's day", async () => {
    const user = await t.member("user");
    const { videos: made } = await seed(user.cookie, ["Intro to 100% Rust", "Outro", "Rust_tips", "Plain"]);
    const [intro, outro, tips] = made;
    await call(user.cookie, "PATCH", `/api/videos/${intro.id}/production`, {
      assigneeId: user.id,
      dueDate: "2030-01-01",
    });
    await call(user.cookie, "PATCH", `/api/videos/${outro.id}/production`, { dueDate: "2030-01-05" });
    await call(user.cookie, "PATCH", `/api/videos/${tips.id}/production`, { dueDate: "2030-02-20" });
    const titles = async (query: string) => (await board(user.cookie, `?${query}`)).map((c) => c.title).sort();

    expect(await titles("search=rust")).toEqual(["Intro to 100% Rust", "Rust_tips"]);
    // % and _ are the characters typed, not patterns.
    expect(await titles("search=100%25")).toEqual(["Intro to 100% Rust"]);
    expect(await titles("search=t_o")).toEqual([]);
    expect(await titles("search=t_t")).toEqual(["Rust_tips"]);
    expect(await titles("search=%25")).toEqual(["Intro to 100% Rust"]);
    expect(await titles(`assigneeId=${user.id}`)).toEqual(["Intro to 100% Rust"]);
    expect(await titles("assigneeId=unassigned")).toEqual(["Outro", "Plain", "Rust_tips"]);
    expect(await titles("due=none")).toEqual(["Plain"]);
    // On 2030-01-03 the first is overdue and the second due within a week; the third is 48 days away.
    expect(await titles("due=overdue&today=2030-01-03")).toEqual(["Intro to 100% Rust"]);
    expect(await titles("due=week&today=2030-01-03")).toEqual(["Intro to 100% Rust", "Outro"]);
    expect(await titles("due=month&today=2030-01-25")).toEqual(["Intro to 100% Rust", "Outro", "Rust_tips"]);
    expect(await titles("due=overdue&today=2030-01-03&search=outro")).toEqual([]);
    // A published video is never overdue.
    await move(user.cookie, intro.id, "published", null);
    expect(await titles("due=overdue&today=2030-01-03")).toEqual([]);
    // The counts are of what matches.
    const answer: Board = await call(user.cookie, "GET", "/api/production/board?search=rust");
    expect(answer.count).toBe(2);
    expect(answer.columns.published.total).toBe(1);
  });

  it("refuses a bad filter with a clear message", async () => {
    const user = await t.member("user");
    for (const [query, message] of [
      ["due=soon", "Due must be any, overdue, week, month or none"],
      ["today=2030-02-30", "Today must be a date (YYYY-MM-DD)"],
      ["limits=idea", "Limits must be stage:count pairs, e.g. published:100"],
      ["limits=later:10", "Limits must be stage:count pairs, e.g. published:100"],
      ["limits=idea:0", "A column's limit must be between 1 and 100,000"],
      ["limits=idea:100001", "A column's limit must be between 1 and 100,000"],
      ["limits=idea:1000000", "Limits must be stage:count pairs, e.g. published:100"],
      [`search=${"a".repeat(201)}`, "Search is at most 200 characters"],
    ]) {
      const res = await t.request("GET", `/api/production/board?${query}`, { cookie: user.cookie });
      expect(res.status, query).toBe(400);
      expect(JSON.stringify(await res.json()), query).toContain(message);
    }
  });

  it("lists my work: assigned to me and not published, in every column, whole", async () => {
    const user = await t.member("user");
    const other = await t.member("user");
    const { videos: made } = await seed(user.cookie, ["Mine", "Mine published", "Theirs", "Nobody's"]);
    await call(user.cookie, "PATCH", `/api/videos/${made[0].id}/production`, { assigneeId: user.id, stage: "editing" });
    await call(user.cookie, "PATCH", `/api/videos/${made[1].id}/production`, {
      assigneeId: user.id,
      stage: "published",
    });
    await call(user.cookie, "PATCH", `/api/videos/${made[2].id}/production`, { assigneeId: other.id });
    const mine: Board = await call(user.cookie, "GET", "/api/production/mine");
    expect(joined(mine).map((c) => [c.title, c.stage])).toEqual([["Mine", "editing"]]);
    expect(mine.count).toBe(1);
    expect(joined(await call(other.cookie, "GET", "/api/production/mine")).map((c) => c.title)).toEqual(["Theirs"]);
  });
});

describe("the board's answer, kept per channel version", () => {
  it("names channels, folders and members once; a card refers to them by id", async () => {
    const user = await t.member("user");
    const { channel, folder, videos: made } = await seed(user.cookie, ["One", "Two", "Three"], "Alpha");
    await call(user.cookie, "PATCH", `/api/videos/${made[0].id}/production`, { assigneeId: user.id });
    const answer: Board = await call(user.cookie, "GET", "/api/production/board");
    expect(answer.channels).toEqual([{ id: channel.id, name: "Alpha" }]);
    expect(answer.folders).toEqual([{ id: folder.id, name: "Weekly Upload Batch", channelId: channel.id }]);
    expect(answer.members.map((m) => m.id)).toContain(user.id);
    expect(answer.count).toBe(3);
    expect(Object.keys(answer.cards[0]).sort()).toEqual(
      [
        "id",
        "title",
        "stage",
        "rank",
        "channelId",
        "folderId",
        "assigneeId",
        "dueDate",
        "plannedPublishDate",
        "publishedAt",
        "wordCount",
        "lengthUnit",
        "youtubeVideoId",
      ].sort(),
    );
    expect(answer.cards.find((c) => c.id === made[0].id)).toMatchObject({
      channelId: channel.id,
      folderId: folder.id,
      assigneeId: user.id,
    });
    // A channel with no videos on the board is left out, of every channel's board and of its own.
    const empty = await call(user.cookie, "POST", "/api/channels", { name: "Empty" }, 201);
    const again: Board = await call(user.cookie, "GET", "/api/production/board");
    expect(again.channels.map((c) => c.name)).toEqual(["Alpha"]);
    expect(await call(user.cookie, "GET", `/api/production/board?channelId=${empty.channel.id}`)).toMatchObject({
      channels: [],
      cards: [],
      count: 0,
    });
  });

  it("answers 304 to a browser holding the same board, and the new board once it changed", async () => {
    const user = await t.member("user");
    const { videos: made } = await seed(user.cookie, ["One"]);
    const first = await t.request("GET", "/api/production/board", { cookie: user.cookie });
    const etag = first.headers.get("etag")!;
    expect(etag).toMatch(/^"/);
    expect(first.headers.get("cache-control")).toBe("private, no-cache");
    const ask = () =>
      t.request("GET", "/api/production/board", { cookie: user.cookie, headers: { "if-none-match": `W/${etag}` } });
    expect((await ask()).status).toBe(304);
    await move(user.cookie, made[0].id, "ready", null);
    const changed = await ask();
    expect(changed.status).toBe(200);
    expect(changed.headers.get("etag")).not.toBe(etag);
    expect(joined(await changed.json())[0].stage).toBe("ready");
  });

  it("sends a kept board compressed once per encoding, the same JSON as uncompressed", async () => {
    const user = await t.member("user");
    await seed(
      user.cookie,
      Array.from({ length: 12 }, (_, i) => `Video ${i}`),
    );
    const plain = await t.request("GET", "/api/production/board", { cookie: user.cookie });
    const text = await plain.text();
    for (let i = 0; i < 2; i++) {
      const res = await t.request("GET", "/api/production/board", {
        cookie: user.cookie,
        headers: { "accept-encoding": "gzip" },
      });
      expect(res.headers.get("content-encoding")).toBe("gzip");
      expect(res.headers.get("etag")).toBe(`W/${plain.headers.get("etag")}`);
      expect(res.headers.get("vary")).toContain("Accept-Encoding");
      expect(gunzipSync(Buffer.from(await res.arrayBuffer())).toString("utf8")).toBe(text);
    }
  });

  it("never answers older data after a stage move, a script save, an assignment or a rename", async () => {
    const user = await t.member("user");
    const other = await t.member("user");
    const { channel, folder, videos: made } = await seed(user.cookie, ["One", "Two"], "Alpha");
    const [one, two] = made;
    const both = async () => [await board(user.cookie), await board(user.cookie, `?channelId=${channel.id}`)];
    const card = (cards: BoardCard[], id: string) => cards.find((c) => c.id === id)!;
    await both();

    await move(user.cookie, one.id, "editing", null);
    for (const cards of await both()) expect(card(cards, one.id).stage).toBe("editing");

    await call(
      user.cookie,
      "POST",
      `/api/videos/${two.id}/script`,
      { content: "one two three", baseVersion: null },
      201,
    );
    for (const cards of await both()) expect(card(cards, two.id).wordCount).toBe(3);
    // However it is written: the triggers see it.
    await t.db.execute(sql`update scripts set word_count = 42 where video_id = ${two.id}::uuid`);
    for (const cards of await both()) expect(card(cards, two.id).wordCount).toBe(42);

    await call(user.cookie, "PATCH", `/api/videos/${one.id}/production`, {
      assigneeId: other.id,
      dueDate: "2030-01-02",
    });
    for (const cards of await both()) {
      expect(card(cards, one.id)).toMatchObject({ assignee: { id: other.id }, dueDate: "2030-01-02" });
    }

    // Members' names are read with every board, channels' and folders' raise the version.
    await t.db.execute(sql`update users set name = 'Renamed Member' where id = ${other.id}`);
    await t.db.execute(sql`update folders set name = 'Renamed Folder' where id = ${folder.id}::uuid`);
    await t.db.execute(sql`update channels set name = 'Renamed Channel' where id = ${channel.id}::uuid`);
    for (const cards of await both()) {
      expect(card(cards, one.id)).toMatchObject({
        assignee: { name: "Renamed Member" },
        folder: { name: "Renamed Folder" },
        channel: { name: "Renamed Channel" },
      });
    }

    await call(user.cookie, "PATCH", `/api/videos/${two.id}/status`, { status: "archive" });
    for (const cards of await both()) expect(cards.map((c) => c.id)).toEqual([one.id]);
  });
});

describe("activity", () => {
  it("lists each change with who and when, newest first", async () => {
    const owner = await t.member("user");
    const editor = await t.member("user");
    const {
      videos: [v],
    } = await seed(owner.cookie, ["Logged"]);
    await move(editor.cookie, v.id, "scripting", null);
    await call(editor.cookie, "PATCH", `/api/videos/${v.id}/production`, {
      assigneeId: owner.id,
      dueDate: "2025-01-02",
      plannedPublishDate: "2025-01-09",
    });
    await call(owner.cookie, "PATCH", `/api/videos/${v.id}`, {
      title: "Logged again",
      youtubeUrl: "https://youtu.be/dQw4w9WgXcQ",
    });
    await call(owner.cookie, "POST", `/api/videos/${v.id}/notes`, { content: "Looks good" }, 201);
    await call(owner.cookie, "POST", `/api/videos/${v.id}/script`, { content: "Hello there.", baseVersion: null }, 201);

    const { entries, count } = await call(editor.cookie, "GET", `/api/videos/${v.id}/activity`);
    expect(count).toBe(entries.length);
    const summary = entries
      .map((e: { kind: string; from: string | null; to: string | null; actor: { id: string } | null }) => [
        e.kind,
        e.from,
        e.to,
        e.actor?.id,
      ])
      .reverse();
    expect(summary).toEqual([
      ["created", null, "Logged", owner.id],
      ["stage", "Idea", "Scripting", editor.id],
      ["assignee", null, expect.any(String), editor.id],
      ["due_date", null, "2025-01-02", editor.id],
      ["planned_publish_date", null, "2025-01-09", editor.id],
      ["title", "Logged", "Logged again", owner.id],
      ["url", null, "https://youtu.be/dQw4w9WgXcQ", owner.id],
      ["note", null, "Looks good", owner.id],
      ["script", null, "1", owner.id],
    ]);
    expect((await t.request("GET", `/api/videos/${MISSING}/activity`, { cookie: owner.cookie })).status).toBe(404);
  });
});

describe("notifications", () => {
  const bell = (cookie: string) => call(cookie, "GET", "/api/notifications");
  const utcDay = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

  it("'assigned to you' once per video and day; not for assigning yourself", async () => {
    const lead = await t.member("user");
    const member = await t.member("user");
    const {
      videos: [v, w],
    } = await seed(lead.cookie, ["Assigned", "Mine"]);
    await call(lead.cookie, "PATCH", `/api/videos/${v.id}/production`, { assigneeId: member.id });
    await call(lead.cookie, "PATCH", `/api/videos/${v.id}/production`, { assigneeId: null });
    await call(lead.cookie, "PATCH", `/api/videos/${v.id}/production`, { assigneeId: member.id });
    await call(lead.cookie, "PATCH", `/api/videos/${w.id}/production`, { assigneeId: lead.id });

    const mine = await bell(member.cookie);
    expect(mine.unread).toBe(1);
    expect(mine.notifications).toMatchObject([
      { kind: "assigned", video: { id: v.id, title: "Assigned" }, actor: { id: lead.id }, readAt: null },
    ]);
    expect((await bell(lead.cookie)).notifications).toEqual([]);
  });

  it("reminds the assignee of a video due tomorrow or overdue, once, and not once it is published or archived", async () => {
    const lead = await t.member("user");
    const member = await t.member("user");
    const { videos: made } = await seed(lead.cookie, ["Late", "Tomorrow", "Later", "Done", "Shelved"]);
    const [late, tomorrow, later, done, shelved] = made;
    for (const [video, dueDate] of [
      [late, utcDay(-2)],
      [tomorrow, utcDay(1)],
      [later, utcDay(5)],
      [done, utcDay(-2)],
      [shelved, utcDay(-2)],
    ] as const) {
      await call(member.cookie, "PATCH", `/api/videos/${video.id}/production`, { assigneeId: member.id, dueDate });
    }
    await call(member.cookie, "PATCH", `/api/videos/${done.id}/production`, { stage: "published" });
    await call(member.cookie, "PATCH", `/api/videos/${shelved.id}/status`, { status: "archive" });

    const first = await bell(member.cookie);
    const kinds = first.notifications.map(
      (n: { kind: string; video: { title: string } }) => `${n.kind} ${n.video.title}`,
    );
    expect(kinds.sort()).toEqual(["due_tomorrow Tomorrow", "overdue Late"]);
    const again = await bell(member.cookie);
    expect(again.notifications).toHaveLength(2);
    expect(again.unread).toBe(2);

    // Mark one, then all; ids of other members' notifications change nothing.
    const one = first.notifications[0].id;
    expect(await call(lead.cookie, "POST", "/api/notifications/read", { ids: [one] })).toMatchObject({ updated: 0 });
    expect(await call(member.cookie, "POST", "/api/notifications/read", { ids: [one] })).toMatchObject({
      updated: 1,
      unread: 1,
    });
    expect(await call(member.cookie, "POST", "/api/notifications/read", { all: true })).toMatchObject({
      updated: 1,
      unread: 0,
    });
    const read = await bell(member.cookie);
    expect(read.unread).toBe(0);
    expect(read.notifications.every((n: { readAt: string | null }) => n.readAt !== null)).toBe(true);

    for (const body of [{}, { all: false }, { ids: [] }, { ids: [one], all: true }]) {
      const res = await t.request("POST", "/api/notifications/read", { cookie: member.cookie, body });
      expect(res.status, JSON.stringify(body)).toBe(400);
    }
  });
});
