import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, type TestDatabase } from "../testing/test-database.ts";
import { withAnyActor, writingAs } from "./actor.ts";
import { execute } from "./client.ts";

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.destroy());

/** What a trigger would read as the writer, on the connection the statement gets; it holds the connection a moment. */
async function actorSeen(): Promise<string> {
  const [row] = (await execute(
    database.db,
    sql`select current_setting('scriptloom.actor', true) as actor, pg_sleep(0.01)`,
  )) as Array<{ actor: string | null }>;
  return row.actor ?? "";
}

describe("the actor a statement runs as (db/actor.ts)", () => {
  it("is each request's own member when more requests than connections wait for one", async () => {
    // PostgreSQL's pool holds 10: the other 20 wait, and get a connection as another request releases it.
    const members = Array.from({ length: 30 }, (_, i) => `member-${i}`);
    const seen = await Promise.all(members.map((member) => writingAs(member, actorSeen)));
    expect(seen).toEqual(members);
  });

  it("is nobody outside a member's request, after a member's statement on the same connection", async () => {
    await Promise.all(Array.from({ length: 12 }, () => writingAs("member-a", actorSeen)));
    expect(await Promise.all(Array.from({ length: 12 }, actorSeen))).toEqual(Array(12).fill(""));
  });

  it("is left as the connection has it where it does not matter, and named again for the next writer", async () => {
    await writingAs("member-a", actorSeen);
    // One statement at a time: the pool hands out its most recently used connection.
    expect(await withAnyActor(actorSeen)).toBe("member-a");
    expect(await writingAs("member-b", actorSeen)).toBe("member-b");
    expect(await actorSeen()).toBe("");
  });
});
