// The per-minute AI rate limit counts a rolling minute (the last 60 seconds by the database's clock),
// shared by every app instance through the database. Runs on PGlite, and on PostgreSQL when
// TEST_DATABASE_URL is set (there the concurrent counts run on separate pool connections).
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { AI_RATE_LIMITED, takeAiRequest } from "../../ai/rate-limit.ts";
import { aiUsage } from "../../db/schema.ts";
import { createTestApp, type TestApp } from "../../testing/harness.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({});
});
afterAll(() => t.close());
beforeEach(() => t.database.reset());

/** Whether the limit let the operation through. */
const take = (userId: string, limit: number) =>
  takeAiRequest(t.db, userId, limit).then(
    () => true,
    (error: Error & { status?: number }) => {
      expect(error.message).toBe(AI_RATE_LIMITED);
      return false;
    },
  );

/** Operations the user started at `at` (an SQL expression on the database's clock), as another instance counted them. */
const startedAt = (userId: string, at: ReturnType<typeof sql>, count = 1) =>
  t.db.insert(aiUsage).values({ userId, windowStart: at, count });

describe("the per-minute AI rate limit", () => {
  it("refuses past the limit within 60 seconds, per user, and does not count what it refused", async () => {
    const a = await t.member("user");
    const b = await t.member("user");
    expect([await take(a.id, 2), await take(a.id, 2), await take(a.id, 2), await take(a.id, 2)]).toEqual([
      true,
      true,
      false,
      false,
    ]);
    expect(await take(b.id, 2)).toBe(true);
    // Two accepted operations are counted for a; the refusals left nothing.
    const [counted] = await t.db
      .select({ n: sql<number>`sum(${aiUsage.count})::int` })
      .from(aiUsage)
      .where(sql`${aiUsage.userId} = ${a.id}`);
    expect(counted.n).toBe(2);
  });

  it("still counts the operations of the last minute after the calendar minute turned over", async () => {
    const member = await t.member("user");
    // Late in a minute, the second before it began is near 60 s ago: the test starts in the next one.
    const clock = (await t.db.execute(sql`select extract(second from now())::float as second`)) as unknown as {
      rows: { second: number }[];
    };
    const second = Number(clock.rows[0].second);
    if (second >= 45) await new Promise((resolve) => setTimeout(resolve, (60.5 - second) * 1000));
    // Two operations in the second before this calendar minute began: less than 47 s ago. A
    // calendar-minute count would start again from zero here.
    await startedAt(member.id, sql`date_trunc('minute', now()) - interval '1 second'`, 2);
    expect(await take(member.id, 2)).toBe(false);
    expect(await take(member.id, 3)).toBe(true);
    expect(await take(member.id, 3)).toBe(false);
  });

  it("lets operations older than 60 seconds go, and forgets them", async () => {
    const member = await t.member("user");
    await startedAt(member.id, sql`now() - interval '61 seconds'`, 5);
    await startedAt(member.id, sql`now() - interval '59 seconds'`);
    expect(await take(member.id, 2)).toBe(true);
    expect(await take(member.id, 2)).toBe(false);
    const rows = await t.db.select().from(aiUsage);
    expect(rows.map((row) => row.count).sort()).toEqual([1, 1]);
  });

  it("holds when instances count at once: exactly the limit goes through", async () => {
    const member = await t.member("user");
    await startedAt(member.id, sql`now() - interval '30 seconds'`);
    const results = await Promise.all(Array.from({ length: 8 }, () => take(member.id, 4)));
    expect(results.filter(Boolean)).toHaveLength(3);
  });
});
