// Issue 14: the dashboard's YouTube Analytics — a period's daily series with its totals against the
// previous period, the reporting delay's last days marked incomplete and left out of the totals,
// unknown days kept unknown, and a fixed number of queries whatever the period.
import { eq } from "drizzle-orm";
import { drizzle as drizzleNodePg } from "drizzle-orm/node-postgres";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { Db } from "../../db/client.ts";
import * as schema from "../../db/schema.ts";
import { channelAnalyticsDays, channelAnalyticsState, channels } from "../../db/schema.ts";
import { generateDailySeries } from "../../testing/fakes/youtube-analytics.ts";
import { createTestApp, type TestApp } from "../../testing/harness.ts";
import { pacificDay } from "../../youtube/quota.ts";
import { getChannelAnalytics, shiftDay } from "./analytics.service.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
beforeEach(() => t.database.reset());

const today = () => pacificDay(new Date());

function countingDb() {
  const counter = { queries: 0 };
  const logger = { logQuery: () => void counter.queries++ };
  const client = (t.db as unknown as { $client: never }).$client;
  const db = (t.database.kind === "pglite"
    ? drizzlePglite({ client, schema, logger })
    : drizzleNodePg({ client, schema, logger })) as unknown as Db;
  return { db, counter };
}

/** A channel with `count` days of analytics ending today (the fake's deterministic series). */
async function seed(count: number): Promise<{ channelId: string; series: ReturnType<typeof generateDailySeries> }> {
  const [channel] = await t.db.insert(channels).values({ name: "Numbers Lab" }).returning();
  const series = generateDailySeries(today(), count);
  for (let i = 0; i < series.length; i += 500) {
    await t.db
      .insert(channelAnalyticsDays)
      .values(series.slice(i, i + 500).map((d) => ({ channelId: channel.id, ...d, averageViewDuration: 180 })));
  }
  await t.db
    .insert(channelAnalyticsState)
    .values({ channelId: channel.id, fetchedAt: new Date(), throughDay: today() });
  return { channelId: channel.id, series };
}

const sum = (days: { views: number }[]) => days.reduce((n, d) => n + d.views, 0);

describe("channel analytics on the dashboard", () => {
  it("answers the 28-day series with its totals against the previous 28 days (▲/▼ %)", async () => {
    const { cookie } = await t.member("user");
    const { channelId, series } = await seed(800);
    const res = await t.request("GET", `/api/channels/${channelId}/analytics?period=28`, { cookie });
    expect(res.status).toBe(200);
    const body = await res.json();
    const endDay = shiftDay(today(), -3);
    const byDay = new Map(series.map((d) => [d.day, d]));
    const current = Array.from({ length: 28 }, (_, i) => byDay.get(shiftDay(endDay, i - 27))!);
    const previous = Array.from({ length: 28 }, (_, i) => byDay.get(shiftDay(endDay, i - 55))!);
    expect(body).toMatchObject({ period: 28, available: true, error: null, startDay: current[0].day, endDay });
    expect(body.totals.views).toEqual({
      current: sum(current),
      previous: sum(previous),
      changePercent: Math.round(((sum(current) - sum(previous)) / sum(previous)) * 1000) / 10,
    });
    expect(body.totals.views.changePercent).toBeGreaterThan(0);
    expect(body.totals.watchMinutes.current).toBe(sum(current) * 3);
    const net = current.reduce((n, d) => n + d.subscribersGained - d.subscribersLost, 0);
    expect(body.totals.netSubscribers.current).toBe(net);
    expect(body.days[0]).toEqual({
      day: current[0].day,
      views: current[0].views,
      watchMinutes: current[0].estimatedMinutesWatched,
      netSubscribers: current[0].subscribersGained - current[0].subscribersLost,
      incomplete: false,
    });
  });

  it("marks the last three days as incomplete (YouTube's reporting delay) and leaves them out of the totals", async () => {
    const { cookie } = await t.member("user");
    const { channelId } = await seed(60);
    // The last days come in low, as YouTube reports them before they are complete.
    for (const offset of [0, 1, 2]) {
      await t.db
        .insert(channelAnalyticsDays)
        .values({ channelId, day: shiftDay(today(), -offset), views: 1 })
        .onConflictDoUpdate({ target: [channelAnalyticsDays.channelId, channelAnalyticsDays.day], set: { views: 1 } });
    }
    const before = await (await t.request("GET", `/api/channels/${channelId}/analytics?period=7`, { cookie })).json();
    expect(before.days).toHaveLength(10);
    expect(before.days.slice(-3).map((d: { day: string; incomplete: boolean }) => [d.day, d.incomplete])).toEqual([
      [shiftDay(today(), -2), true],
      [shiftDay(today(), -1), true],
      [today(), true],
    ]);
    expect(before.days.slice(0, 7).every((d: { incomplete: boolean }) => !d.incomplete)).toBe(true);
    const complete = before.days.slice(0, 7).reduce((n: number, d: { views: number }) => n + d.views, 0);
    expect(before.totals.views.current).toBe(complete);
  });

  it("keeps days YouTube did not report unknown, not zero", async () => {
    const { cookie } = await t.member("user");
    const { channelId } = await seed(10);
    const body = await (await t.request("GET", `/api/channels/${channelId}/analytics?period=28`, { cookie })).json();
    expect(body.days[0]).toMatchObject({ views: null, watchMinutes: null, netSubscribers: null });
    expect(body.totals.views.previous).toBeNull();
    expect(body.totals.views.changePercent).toBeNull();
    expect(body.totals.views.current).toBeGreaterThan(0);
  });

  it("says analytics are not available for a channel never read from YouTube Analytics", async () => {
    const { cookie } = await t.member("user");
    const [channel] = await t.db.insert(channels).values({ name: "By hand" }).returning();
    const body = await (await t.request("GET", `/api/channels/${channel.id}/analytics`, { cookie })).json();
    expect(body).toMatchObject({ period: 28, available: false, fetchedAt: null });
    expect(body.totals.views).toEqual({ current: null, previous: null, changePercent: null });
  });

  it("refuses a period other than 7, 28, 90 or 365 days, and answers 404 for an unknown channel", async () => {
    const { cookie } = await t.member("user");
    const { channelId } = await seed(5);
    expect((await t.request("GET", `/api/channels/${channelId}/analytics?period=30`, { cookie })).status).toBe(400);
    const missing = "00000000-0000-4000-8000-000000000000";
    expect((await t.request("GET", `/api/channels/${missing}/analytics`, { cookie })).status).toBe(404);
  });

  it("reads a fixed number of queries whatever the period and the number of days, one while nothing changed", async () => {
    const small = (await seed(10)).channelId;
    const large = (await seed(800)).channelId;
    const counting = countingDb();
    await getChannelAnalytics(counting.db, small, 7, "en");
    const smallQueries = counting.counter.queries;
    counting.counter.queries = 0;
    const year = await getChannelAnalytics(counting.db, large, 365, "en");
    expect(counting.counter.queries).toBe(smallQueries);
    expect(smallQueries).toBe(2);
    expect(year.days).toHaveLength(368);

    // Unchanged since: answered from what was computed, after reading the state's version.
    counting.counter.queries = 0;
    expect(await getChannelAnalytics(counting.db, large, 365, "en")).toEqual(year);
    expect(counting.counter.queries).toBe(1);

    // A refresh writes the state row with its days: the next read computes again.
    await t.db.update(channelAnalyticsDays).set({ views: 0 }).where(eq(channelAnalyticsDays.channelId, large));
    await t.db
      .update(channelAnalyticsState)
      .set({ updatedAt: new Date(Date.now() + 1000) })
      .where(eq(channelAnalyticsState.channelId, large));
    counting.counter.queries = 0;
    const after = await getChannelAnalytics(counting.db, large, 365, "en");
    expect(counting.counter.queries).toBe(2);
    expect(after.totals.views.current).toBe(0);
  });
});
