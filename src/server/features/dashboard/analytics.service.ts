// The channel dashboard's YouTube Analytics part (issue 14). Two queries whatever the period or the
// number of days: the channel with its analytics state, and its days of the period and the one before.
// Every analytics write also writes the state row's updated_at in its transaction, so that is the
// version an answer is kept under (as decision 016 does with channel_versions): an unchanged channel
// is answered after the first query, and never older than what was committed when the request began.
import { and, eq, gte, lte, sql } from "drizzle-orm";
import { type AnalyticsPeriod, INCOMPLETE_DAYS } from "../../../shared/analytics-periods.ts";
import type { InterfaceLanguage } from "../../../shared/interface-language.ts";
import { msg } from "../../../shared/message.ts";
import type { AnalyticsDay, ChannelAnalytics } from "../../../shared/schemas/channel-analytics.ts";
import { channelVersionCache } from "../../db/channel-version-cache.ts";
import type { Db } from "../../db/client.ts";
import { preparedPerDatabase } from "../../db/prepared.ts";
import {
  channelAnalyticsDays,
  channelAnalyticsState,
  channelReachDays,
  channelReachState,
  channels,
} from "../../db/schema.ts";
import { notFound } from "../../errors.ts";
import { sayStored } from "../../stored-message.ts";
import { pacificDay } from "../../youtube/quota.ts";

export const shiftDay = (day: string, offset: number) => {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + offset);
  return date.toISOString().slice(0, 10);
};

/** Sum of the known values; null when none is known (unknown is not zero). */
function sumKnown(values: (number | null)[]): number | null {
  const known = values.filter((v): v is number => v !== null);
  return known.length === 0 ? null : known.reduce((a, b) => a + b, 0);
}

function change(current: number | null, previous: number | null): number | null {
  if (current === null || previous === null || previous === 0) return null;
  return Math.round(((current - previous) / Math.abs(previous)) * 1000) / 10;
}

const cached = channelVersionCache<ChannelAnalytics>();

/** The channel with its analytics and reach state: the version of a kept answer, read on every request. */
const analyticsStateOf = preparedPerDatabase((db) =>
  db
    .select({ id: channels.id, state: channelAnalyticsState, reach: channelReachState })
    .from(channels)
    .leftJoin(channelAnalyticsState, eq(channelAnalyticsState.channelId, channels.id))
    .leftJoin(channelReachState, eq(channelReachState.channelId, channels.id))
    .where(eq(channels.id, sql.placeholder("channelId")))
    .prepare("analytics_state_of_channel"),
);

/** The channel's analytics for the period, its refresh errors in the reader's `language`. */
export async function getChannelAnalytics(
  db: Db,
  channelId: string,
  period: AnalyticsPeriod,
  language: InterfaceLanguage,
  now: Date = new Date(),
): Promise<ChannelAnalytics> {
  const [row] = await analyticsStateOf(db).execute({ channelId });
  if (!row) throw notFound(msg("Channel not found"));
  const state = row.state;
  const today = pacificDay(now);
  const compute = () => computeAnalytics(db, { channelId, period, today, language }, state, row.reach);
  // Reach writes (decision 024) write their own state row's updated_at: the newer of the two is the version.
  const version = Math.max(state?.updatedAt.getTime() ?? 0, row.reach?.updatedAt.getTime() ?? 0);
  // The day is part of the key: the period moves at midnight Pacific time without any write. The
  // language too: a kept answer carries its errors already said in one.
  return state ? cached(db, `${channelId}:${period}:${today}:${language}`, version, compute) : compute();
}

async function computeAnalytics(
  db: Db,
  of: { channelId: string; period: AnalyticsPeriod; today: string; language: InterfaceLanguage },
  state: typeof channelAnalyticsState.$inferSelect | null,
  reachState: typeof channelReachState.$inferSelect | null,
): Promise<ChannelAnalytics> {
  const { channelId, period, today, language } = of;
  const endDay = shiftDay(today, -INCOMPLETE_DAYS);
  const startDay = shiftDay(endDay, -(period - 1));
  const previousStart = shiftDay(startDay, -period);
  const rows = await db
    .select({
      day: channelAnalyticsDays.day,
      views: channelAnalyticsDays.views,
      watchMinutes: channelAnalyticsDays.estimatedMinutesWatched,
      gained: channelAnalyticsDays.subscribersGained,
      lost: channelAnalyticsDays.subscribersLost,
    })
    .from(channelAnalyticsDays)
    .where(
      and(
        eq(channelAnalyticsDays.channelId, channelId),
        gte(channelAnalyticsDays.day, previousStart),
        lte(channelAnalyticsDays.day, today),
      ),
    );
  const byDay = new Map(rows.map((row) => [row.day, row]));
  const dayOf = (day: string): AnalyticsDay => {
    const row = byDay.get(day);
    return {
      day,
      views: row?.views ?? null,
      watchMinutes: row?.watchMinutes ?? null,
      netSubscribers: row && row.gained !== null && row.lost !== null ? row.gained - row.lost : null,
      incomplete: day > endDay,
    };
  };
  const range = (from: string, count: number) => Array.from({ length: count }, (_, i) => dayOf(shiftDay(from, i)));
  const current = range(startDay, period);
  const previous = range(previousStart, period);
  const total = (key: "views" | "watchMinutes" | "netSubscribers") => {
    const a = sumKnown(current.map((d) => d[key]));
    const b = sumKnown(previous.map((d) => d[key]));
    return { current: a, previous: b, changePercent: change(a, b) };
  };
  return {
    period,
    available: Boolean(state),
    fetchedAt: state?.fetchedAt?.toISOString() ?? null,
    error: sayStored(language, state?.error ?? null),
    startDay,
    endDay,
    days: [...current, ...range(shiftDay(endDay, 1), INCOMPLETE_DAYS)],
    totals: { views: total("views"), watchMinutes: total("watchMinutes"), netSubscribers: total("netSubscribers") },
    reach: await periodReach(db, channelId, { startDay, endDay, today, period }, reachState, language),
  };
}

/**
 * The period's impressions and CTR, in total over its complete days and per day (with the incomplete
 * days after them, for the chart); a third query only once reach reports arrived.
 */
async function periodReach(
  db: Db,
  channelId: string,
  range: { startDay: string; endDay: string; today: string; period: number },
  state: typeof channelReachState.$inferSelect | null,
  language: InterfaceLanguage,
): Promise<ChannelAnalytics["reach"]> {
  const error = sayStored(language, state?.error ?? null);
  if (!state) return { status: "not-connected", impressions: null, ctr: null, error, days: [] };
  if (!state.lastReportCreatedAt) return { status: "waiting", impressions: null, ctr: null, error, days: [] };
  const rows = await db
    .select({ day: channelReachDays.day, impressions: channelReachDays.impressions, ctr: channelReachDays.ctr })
    .from(channelReachDays)
    .where(
      and(
        eq(channelReachDays.channelId, channelId),
        gte(channelReachDays.day, range.startDay),
        lte(channelReachDays.day, range.today),
      ),
    );
  const byDay = new Map(rows.map((row) => [row.day, row]));
  const days = Array.from({ length: range.period + INCOMPLETE_DAYS }, (_, i) => {
    const day = shiftDay(range.startDay, i);
    const row = byDay.get(day);
    return { day, impressions: row?.impressions ?? null, ctr: row?.ctr ?? null, incomplete: day > range.endDay };
  });
  const complete = days.filter((d) => !d.incomplete);
  // CTR weighted by the impressions of the days whose CTR is known (decision 024); unknown is not 0 %.
  const known = complete.filter((d) => d.impressions !== null && d.ctr !== null);
  const knownImpressions = known.reduce((n, d) => n + (d.impressions ?? 0), 0);
  const clicks = known.reduce((n, d) => n + (d.impressions ?? 0) * (d.ctr ?? 0), 0);
  return {
    status: "available",
    impressions: sumKnown(complete.map((d) => d.impressions)),
    ctr: knownImpressions > 0 ? clicks / knownImpressions : null,
    error,
    days,
  };
}
