// Live updates of the idea bank (decisions 025, 035): an idea added, changed, put on the board or
// deleted by one member reaches every other member's GET /api/events stream once it commits, from the
// ideas table's trigger, on PGlite and on PostgreSQL.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../testing/harness.ts";
import { readSse, type SseReader } from "../../testing/sse-client.ts";

let t: TestApp;
let writer: { cookie: string; id: string };
let stream: SseReader;

async function call(method: string, url: string, body?: unknown) {
  const res = await t.request(method, url, { cookie: writer.cookie, body });
  expect(res.ok).toBe(true);
  return res.json();
}

beforeAll(async () => {
  t = await createTestApp();
  await t.signUp("owner@example.com");
  writer = await t.member("user");
  const watcher = await t.member("user");
  const res = await t.request("GET", "/api/events", { cookie: watcher.cookie });
  expect(res.status).toBe(200);
  stream = readSse(res);
}, 60_000);
afterAll(async () => {
  await stream?.close();
  await t?.close();
});

describe("the idea bank, live", () => {
  it("tells every member about an idea added, changed, put on the board and deleted, and who added it", async () => {
    const idea = await call("POST", "/api/ideas", { title: "Router table" });
    expect(await stream.waitFor((e) => e.type === "idea" && e.op === "insert")).toEqual({
      type: "idea",
      op: "insert",
      ideaId: idea.id,
      by: writer.id,
    });
    let from = stream.messages.length;
    await call("PATCH", `/api/ideas/${idea.id}`, { status: "shortlisted" });
    expect(await stream.waitFor((e) => e.type === "idea" && e.op === "update", 2_000, from)).toMatchObject({
      ideaId: idea.id,
    });

    const { channel } = await call("POST", "/api/channels", { name: "Workshop" });
    from = stream.messages.length;
    await call("POST", `/api/ideas/${idea.id}/board`, { channelId: channel.id });
    expect(await stream.waitFor((e) => e.type === "idea" && e.op === "update", 2_000, from)).toMatchObject({
      ideaId: idea.id,
    });

    await call("DELETE", `/api/ideas/${idea.id}`);
    expect(await stream.waitFor((e) => e.type === "idea" && e.op === "delete")).toMatchObject({ ideaId: idea.id });
  });
});
