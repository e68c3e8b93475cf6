// Live updates in one instance (issue 13 item 6, decision 025): every write to the library, through
// any route, reaches every signed-in member's GET /api/events stream once its transaction commits.
// Runs on PGlite (the embedded engine's own LISTEN, in process) and on PostgreSQL (the dedicated
// LISTEN connection); across instances and outages: across-instances.test.ts.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { videos } from "../db/schema.ts";
import { createTestApp, type TestApp } from "../testing/harness.ts";
import { readSse, type SseReader } from "../testing/sse-client.ts";
import { notifyLiveEvent } from "./notify.ts";
import { liveEventStream } from "./sse.ts";

let t: TestApp;
let writer: { cookie: string; id: string };
let watcher: { cookie: string; id: string };
let stream: SseReader;

async function open(cookie: string): Promise<SseReader> {
  const res = await t.request("GET", "/api/events", { cookie, headers: { "accept-encoding": "br, gzip" } });
  expect(res.status).toBe(200);
  return readSse(res);
}

async function api<T = Record<string, unknown>>(method: string, url: string, body?: unknown): Promise<T> {
  const res = await t.request(method, url, { cookie: writer.cookie, body });
  const text = await res.text();
  if (!res.ok) throw new Error(`${method} ${url}: ${res.status} ${text}`);
  return (text ? JSON.parse(text) : null) as T;
}

async function seed() {
  const { channel } = await api<{ channel: { id: string } }>("POST", "/api/channels", { name: "Live" });
  const { folder } = await api<{ folder: { id: string } }>("POST", `/api/channels/${channel.id}/folders`, {
    name: "March",
    monthYear: "March 2025",
  });
  const { video } = await api<{ video: { id: string } }>("POST", `/api/folders/${folder.id}/videos`, {
    title: "First",
  });
  return { channelId: channel.id, folderId: folder.id, videoId: video.id };
}

beforeAll(async () => {
  t = await createTestApp();
  await t.signUp("owner@example.com");
  writer = await t.member("user");
  watcher = await t.member("user");
  stream = await open(watcher.cookie);
}, 60_000);
afterAll(async () => {
  await stream?.close();
  await t?.close();
});

describe("GET /api/events", () => {
  it("is a session's event stream, never compressed, with a retry hint", async () => {
    expect(t.live.listening).toBe(true);
    const res = await t.request("GET", "/api/events", {
      cookie: watcher.cookie,
      headers: { "accept-encoding": "br, gzip" },
    });
    expect(res.headers.get("content-type")).toBe("text/event-stream; charset=utf-8");
    expect(res.headers.get("content-encoding")).toBeNull();
    expect(res.headers.get("cache-control")).toBe("no-cache, no-transform");
    const reader = readSse(res);
    await expect.poll(() => reader.text()).toContain("retry: 3000\n");
    await reader.close();

    const anonymous = await t.request("GET", "/api/events");
    expect(anonymous.status).toBe(401);
    expect(await anonymous.json()).toEqual({ error: expect.any(String), code: "unauthenticated" });
  });

  it("tells every member about a video created, renamed, re-statused and deleted, with its folder and channel", async () => {
    const { channelId, folderId, videoId } = await seed();
    expect(await stream.waitFor((e) => e.type === "video" && e.op === "insert" && e.videoId === videoId)).toEqual({
      type: "video",
      op: "insert",
      videoId,
      folderId,
      channelId,
      by: writer.id,
    });
    await api("PATCH", `/api/videos/${videoId}`, { title: "Renamed" });
    // An update names who made it too, though the row only knows its author.
    expect(await stream.waitFor((e) => e.type === "video" && e.op === "update" && e.videoId === videoId)).toMatchObject(
      { by: writer.id },
    );
    const count = stream.messages.length;
    await api("PATCH", `/api/videos/${videoId}/status`, { status: "published" });
    expect(await stream.waitFor((e) => e.videoId === videoId, 2_000, count)).toMatchObject({
      type: "video",
      op: "update",
      folderId,
      channelId,
    });
    await api("DELETE", `/api/videos/${videoId}`);
    expect(await stream.waitFor((e) => e.type === "video" && e.op === "delete" && e.videoId === videoId)).toMatchObject(
      { by: writer.id },
    );
  });

  it("tells about notes and script versions with their author, and folders and channels", async () => {
    const { channelId, folderId, videoId } = await seed();
    await api("POST", `/api/videos/${videoId}/notes`, { content: "Looks good" });
    expect(await stream.waitFor((e) => e.type === "note" && e.videoId === videoId)).toEqual({
      type: "note",
      op: "insert",
      videoId,
      folderId,
      channelId,
      by: writer.id,
    });
    await api("POST", `/api/videos/${videoId}/script`, { content: "Hello there.", baseVersion: null });
    await stream.waitFor((e) => e.type === "script" && e.videoId === videoId && e.by === writer.id);
    await api("PATCH", `/api/folders/${folderId}`, { name: "April" });
    await stream.waitFor((e) => e.type === "folder" && e.op === "update" && e.folderId === folderId);
    await api("PATCH", `/api/channels/${channelId}`, { name: "Renamed channel" });
    await stream.waitFor((e) => e.type === "channel" && e.op === "update" && e.channelId === channelId);
  });

  it("names who made each change: one member, then another, then no member at all", async () => {
    const { videoId } = await seed();
    await stream.waitFor((e) => e.type === "video" && e.op === "insert" && e.videoId === videoId);
    const updated = (e: Record<string, unknown>) => e.type === "video" && e.op === "update" && e.videoId === videoId;
    let count = stream.messages.length;
    const res = await t.request("PATCH", `/api/videos/${videoId}`, {
      cookie: watcher.cookie,
      body: { title: "By the watcher" },
    });
    expect(res.status).toBe(200);
    expect(await stream.waitFor(updated, 2_000, count)).toMatchObject({ by: watcher.id });
    count = stream.messages.length;
    await api("PATCH", `/api/videos/${videoId}`, { title: "By the writer" });
    expect(await stream.waitFor(updated, 2_000, count)).toMatchObject({ by: writer.id });
    count = stream.messages.length;
    await t.db.update(videos).set({ title: "By nobody" }).where(eq(videos.id, videoId));
    expect(await stream.waitFor(updated, 2_000, count)).toMatchObject({ by: null });
  });

  it("a channel deleted with its folders and videos is one event, not one per row", async () => {
    const { channelId, videoId } = await seed();
    await stream.waitFor((e) => e.videoId === videoId);
    const before = stream.messages.length;
    await api("DELETE", `/api/channels/${channelId}`);
    await stream.waitFor((e) => e.type === "channel" && e.op === "delete" && e.channelId === channelId);
    const after = stream.messages.slice(before).map((m) => JSON.parse(m.data));
    expect(after).toEqual([{ type: "channel", op: "delete", channelId, by: writer.id }]);
  });

  it("leaves only when the transaction commits, naming the new row's author", async () => {
    const { folderId } = await seed();
    let inserted = "";
    await t.db.transaction(async (tx) => {
      const [row] = await tx
        .insert(videos)
        .values({ title: "In a transaction", folderId, userId: watcher.id })
        .returning();
      inserted = row.id;
      await new Promise((r) => setTimeout(r, 300));
      expect(stream.messages.some((m) => m.data.includes(row.id))).toBe(false);
    });
    expect(await stream.waitFor((e) => e.videoId === inserted)).toMatchObject({ op: "insert", by: watcher.id });

    // A rolled-back write says nothing.
    const rolledBack = await t.db
      .transaction(async (tx) => {
        const [row] = await tx.insert(videos).values({ title: "Rolled back", folderId }).returning();
        tx.rollback();
        return row.id;
      })
      .catch(() => "rolled back");
    expect(rolledBack).toBe("rolled back");
    await new Promise((r) => setTimeout(r, 300));
    expect(stream.text()).not.toContain("Rolled back");
  });

  it("a transaction changing many rows sends its first 50 changes, then one bulk event per channel", async () => {
    const { channelId, folderId } = await seed();
    await stream.waitFor((e) => e.type === "video" && e.folderId === folderId);
    const before = stream.messages.length;
    await t.db.insert(videos).values(Array.from({ length: 120 }, (_, i) => ({ title: `Bulk ${i}`, folderId })));
    await stream.waitFor((e) => e.type === "bulk" && e.channelId === channelId);
    const got = stream.messages.slice(before).map((m) => JSON.parse(m.data));
    expect(got.filter((e) => e.type === "video")).toHaveLength(50);
    expect(got.filter((e) => e.type === "bulk")).toEqual([{ type: "bulk", channelId }]);
    await t.db.update(videos).set({ status: "archive" }).where(eq(videos.folderId, folderId));
  });

  it("an event for one member reaches only that member's streams", async () => {
    const writerStream = await open(writer.cookie);
    await notifyLiveEvent(t.db, { type: "notification", forUserId: writer.id, id: "n1" });
    await notifyLiveEvent(t.db, { type: "notification", forUserId: watcher.id, id: "n2" });
    expect(await writerStream.waitFor((e) => e.type === "notification")).toMatchObject({ id: "n1" });
    expect(await stream.waitFor((e) => e.type === "notification")).toMatchObject({ id: "n2" });
    await new Promise((r) => setTimeout(r, 200));
    expect(writerStream.text()).not.toContain('"n2"');
    expect(stream.text()).not.toContain('"n1"');
    await writerStream.close();
  });

  it("every payload stays far under NOTIFY's 8000 bytes", async () => {
    const longest = Math.max(...stream.messages.map((m) => Buffer.byteLength(m.data)));
    expect(longest).toBeLessThan(1_000);
  });

  it("a member signed out meanwhile stops hearing changes at the next keep-alive", async () => {
    let signedIn = true;
    const reader = readSse(
      liveEventStream({ live: t.live, userId: watcher.id, stillSignedIn: async () => signedIn, keepAliveMs: 50 }),
    );
    await expect.poll(() => reader.text()).toContain(": keep-alive\n\n");
    signedIn = false;
    await reader.ended;
    // The session check itself: a signed-out cookie is no longer a member's.
    const out = await t.request("POST", "/api/auth/sign-out", { cookie: writer.cookie, body: {} });
    expect(out.status).toBe(200);
    expect((await t.request("GET", "/api/events", { cookie: writer.cookie })).status).toBe(401);
  });

  it("stopping the instance ends every stream, and refuses new ones while it stops", async () => {
    const closing = await open(watcher.cookie);
    await t.live.stop();
    await closing.ended;
    await stream.ended;
    const late = await t.request("GET", "/api/events", { cookie: watcher.cookie });
    expect(late.status).toBe(503);
    expect(late.headers.get("connection")).toBe("close");
  });
});
