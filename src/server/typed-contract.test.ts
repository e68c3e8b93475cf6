// Decision 032: the app's type is its contract. Called through Hono's typed client in process, a
// stale save's 409 is typed by its route and carries the other save, which the client's dialogs show.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { scriptConflictSchema } from "../shared/schemas/script-versions.ts";
import { channels, folders, videos } from "./db/schema.ts";
import { createTestApp, type TestApp } from "./testing/harness.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const as = (cookie: string) => t.client(cookie);

describe("the typed contract, in process", () => {
  it("answers a stale script save with 409 and the newest version, in the route's conflict schema", async () => {
    const ada = await t.member("user", "ada@example.com");
    const ben = await t.member("user", "ben@example.com");
    const [channel] = await t.db.insert(channels).values({ name: "Main", userId: ada.id }).returning();
    const [folder] = await t.db
      .insert(folders)
      .values({ name: "March", monthYear: "2025-03", channelId: channel.id, userId: ada.id })
      .returning();
    const [video] = await t.db
      .insert(videos)
      .values({ title: "Focus", folderId: folder.id, userId: ada.id })
      .returning();

    const first = await as(ada.cookie).videos[":id"].script.$post({
      param: { id: video.id },
      json: { content: "Ada's words.", baseVersion: null },
    });
    expect(first.status).toBe(201);

    const stale = await as(ben.cookie).videos[":id"].script.$post({
      param: { id: video.id },
      json: { content: "Ben's words.", baseVersion: null },
    });
    expect(stale.status).toBe(409);
    if (stale.status !== 409) return;
    // Typed by the route's 409: `latest` is read without a cast, and the shared schema agrees.
    const conflict = await stale.json();
    expect(conflict.latest?.content).toBe("Ada's words.");
    expect(conflict.latest?.author?.name).toBe("ada");
    expect(scriptConflictSchema.parse(conflict)).toEqual(conflict);
    expect(conflict.error).toBe("Version 1 was saved by ada while you were editing");
  });
});
