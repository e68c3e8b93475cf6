// Issue 14: each sync of a channel connected with Google also refreshes its YouTube Analytics
// figures. The Analytics API has its own quota, so these calls are not counted against the Data
// API's daily units (YOUTUBE_DAILY_QUOTA). A failure here never fails the sync (the Data API's
// figures are written already); it is kept in channel_analytics_state and shown on the dashboard.
// Calls per sync: 1 for the channel's daily series, 1 per 200 videos for their lifetime figures,
// and 2 (daily figures and retention curve) for each of at most DETAIL_VIDEOS_PER_SYNC videos.
import { and, eq, gt, isNotNull, max, sql } from "drizzle-orm";
import { msg } from "../../shared/message.ts";
import { addDays } from "../../shared/production-stages.ts";
import type { Db } from "../db/client.ts";
import { channelAnalyticsDays, channelAnalyticsState, videoAnalytics, videoAnalyticsDays } from "../db/schema.ts";
import { AppError } from "../errors.ts";
import type { ServiceDeps } from "../service-deps.ts";
import { storedError, storedMessage } from "../stored-message.ts";
import {
  type AnalyticsMeter,
  type ChannelDay,
  isAnalyticsQuotaExceeded,
  type RetentionPoint,
  type VideoDay,
  type VideoFigures,
} from "./analytics-client.ts";
import { analyticsClientFor } from "./credentials.ts";
import { nextQuotaReset, pacificDay } from "./quota.ts";
import { type ReachRefresh, refreshChannelReach } from "./reach-sync.ts";

/** A first refresh fetches two years of days: the 365-day period and the one before it. */
export const HISTORY_DAYS = 730;
/** Later refreshes fetch again this many days before the last stored one: YouTube revises recent days. */
export const REFETCH_DAYS = 7;
/** How many videos' daily figures and retention curves one sync fetches (the newest and the oldest fetched first). */
export const DETAIL_VIDEOS_PER_SYNC = 20;

/** Kept in the analytics state's row by its catalogue key (stored-message.ts), said in each reader's language. */
export const analyticsQuotaPausedMessage = (until: Date) =>
  storedMessage(
    msg(
      "YouTube Analytics quota exceeded: analytics are paused until the quota resets at midnight Pacific time ({until}).",
    ),
    { until },
  );

export interface AnalyticsInput {
  channelId: string;
  youtubeChannelId: string;
  /** Whose Google sign-in reads the reports: the member who asked, then the channel's owner. */
  userIds: (string | null | undefined)[];
  /** The channel's uploads YouTube returned, with their publish dates and lengths (the Data API's). */
  videos: { id: string; publishedAt: Date; durationSeconds?: number | null }[];
  signal?: AbortSignal;
  now?: Date;
}

export interface AnalyticsRefresh {
  status: "refreshed" | "not-connected" | "paused" | "failed";
  calls: number;
  days: number;
  videos: number;
  details: number;
  /** A stored message (stored-message.ts), as kept in the state's row. */
  error?: string;
  /** Impressions and CTR from the Reporting API (its own API and errors). */
  reach?: ReachRefresh;
}

const minDay = (a: string, b: string) => (a < b ? a : b);

/**
 * Refreshes the channel's analytics, then its reach reports (impressions and CTR, decision 024);
 * never throws for YouTube's answers (a shutdown's abort still stops it).
 */
export async function refreshChannelAnalytics(deps: ServiceDeps, input: AnalyticsInput): Promise<AnalyticsRefresh> {
  const result = await refreshAnalyticsFigures(deps, input);
  // The Reporting API has its own quota: Analytics' spent quota does not stop it. An Analytics call
  // that failed (refused, unreachable) would most likely fail here too: it waits for the next sync.
  if ((result.status === "refreshed" || result.status === "paused") && !input.signal?.aborted) {
    result.reach = await refreshChannelReach(deps, {
      channelId: input.channelId,
      userIds: input.userIds,
      signal: input.signal,
      now: input.now,
    });
  }
  return result;
}

async function refreshAnalyticsFigures(deps: ServiceDeps, input: AnalyticsInput): Promise<AnalyticsRefresh> {
  const { db, logger } = deps;
  const now = input.now ?? new Date();
  const meter: AnalyticsMeter = { calls: 0 };
  const result = (status: AnalyticsRefresh["status"], extra: Partial<AnalyticsRefresh> = {}): AnalyticsRefresh => ({
    status,
    calls: meter.calls,
    days: 0,
    videos: 0,
    details: 0,
    ...extra,
  });

  const [paused] = await db
    .select({ until: max(channelAnalyticsState.quotaPausedUntil) })
    .from(channelAnalyticsState)
    .where(gt(channelAnalyticsState.quotaPausedUntil, now));
  if (paused?.until) {
    const error = analyticsQuotaPausedMessage(paused.until);
    await saveState(db, input.channelId, { error, quotaPausedUntil: paused.until });
    return result("paused", { error });
  }

  let client = null;
  for (const userId of new Set(input.userIds.filter((id): id is string => Boolean(id)))) {
    try {
      client = await analyticsClientFor(deps, userId, input.signal, meter);
    } catch (error) {
      // A sign-in Google no longer accepts: the channel's other member may still have one.
      if (!(error instanceof AppError)) throw error;
    }
    if (client) break;
  }
  if (!client) return result("not-connected");

  const today = pacificDay(now);
  const ytId = input.youtubeChannelId;
  try {
    const [last] = await db
      .select({ day: max(channelAnalyticsDays.day) })
      .from(channelAnalyticsDays)
      .where(eq(channelAnalyticsDays.channelId, input.channelId));
    const start = last?.day ? addDays(last.day, -REFETCH_DAYS) : addDays(today, -(HISTORY_DAYS - 1));
    const days = await client.channelDaily(ytId, start < today ? start : today, today);

    // A publish date ahead of YouTube's day (clocks differ) starts today: a period must not end before it starts.
    const published = new Map(input.videos.map((v) => [v.id, minDay(pacificDay(v.publishedAt), today)]));
    const firstPublished = [...published.values()].sort()[0] ?? today;
    const durations = new Map(input.videos.map((v) => [v.id, v.durationSeconds ?? null]));
    const totals =
      published.size > 0 ? await client.videoTotals(ytId, [...published.keys()], firstPublished, today) : [];

    const picked = await pickDetailVideos(db, input.channelId, published, today);
    const details: { videoId: string; days: VideoDay[]; retention: RetentionPoint[] }[] = [];
    for (const videoId of picked) {
      input.signal?.throwIfAborted();
      const from = published.get(videoId) ?? firstPublished;
      details.push({
        videoId,
        days: await client.videoDaily(ytId, videoId, from, today),
        retention: await client.retention(ytId, videoId, from, today),
      });
    }
    input.signal?.throwIfAborted();
    await db.transaction(async (tx) => {
      await writeChannelDays(tx, input.channelId, days);
      await writeVideoTotals(tx, input.channelId, totals, { published, durations }, now);
      for (const detail of details) await writeVideoDetail(tx, input.channelId, detail, { published, durations }, now);
      await saveState(tx, input.channelId, { fetchedAt: now, throughDay: today, error: null, quotaPausedUntil: null });
    });
    return result("refreshed", { days: days.length, videos: totals.length, details: details.length });
  } catch (error) {
    input.signal?.throwIfAborted();
    if (isAnalyticsQuotaExceeded(error)) {
      const until = nextQuotaReset(now);
      const message = analyticsQuotaPausedMessage(until);
      await saveState(db, input.channelId, { error: message, quotaPausedUntil: until });
      return result("paused", { error: message });
    }
    const message = storedError(error, msg("Reading YouTube Analytics failed on our side."));
    if (!(error instanceof AppError))
      logger.warn({ err: error, channelId: input.channelId }, "analytics refresh failed");
    await saveState(db, input.channelId, { error: message });
    return result("failed", { error: message });
  }
}

/** Videos never fetched first (newest first), then those fetched longest ago. */
async function pickDetailVideos(db: Db, channelId: string, published: Map<string, string>, today: string) {
  if (published.size === 0) return [];
  const fetched = await db
    .select({ id: videoAnalytics.youtubeVideoId, at: videoAnalytics.detailsFetchedAt })
    .from(videoAnalytics)
    .where(and(eq(videoAnalytics.channelId, channelId), isNotNull(videoAnalytics.detailsFetchedAt)));
  const fetchedAt = new Map(fetched.map((row) => [row.id, row.at?.getTime() ?? 0]));
  // Videos of the last 28 days change every day: they are fetched again on every sync.
  const recent = addDays(today, -28);
  return [...published.entries()]
    .sort(([idA, dayA], [idB, dayB]) => {
      const a = dayA >= recent ? -1 : (fetchedAt.get(idA) ?? -1);
      const b = dayB >= recent ? -1 : (fetchedAt.get(idB) ?? -1);
      return a - b || dayB.localeCompare(dayA);
    })
    .slice(0, DETAIL_VIDEOS_PER_SYNC)
    .map(([id]) => id);
}

async function writeChannelDays(db: Db, channelId: string, days: ChannelDay[]) {
  for (let i = 0; i < days.length; i += 500) {
    const batch = days.slice(i, i + 500).map((d) => ({ channelId, ...d }));
    await db
      .insert(channelAnalyticsDays)
      .values(batch)
      .onConflictDoUpdate({
        target: [channelAnalyticsDays.channelId, channelAnalyticsDays.day],
        set: {
          views: sql`excluded.views`,
          estimatedMinutesWatched: sql`excluded.estimated_minutes_watched`,
          averageViewDuration: sql`excluded.average_view_duration`,
          subscribersGained: sql`excluded.subscribers_gained`,
          subscribersLost: sql`excluded.subscribers_lost`,
          likes: sql`excluded.likes`,
          comments: sql`excluded.comments`,
          shares: sql`excluded.shares`,
        },
      });
  }
}

/** Each video's publish day and length, from the Data API's answer of the same sync. */
interface VideoFacts {
  published: Map<string, string>;
  durations: Map<string, number | null>;
}

// A length YouTube did not give this time (null) keeps the one stored before.
const keptDuration = sql`coalesce(excluded.duration_seconds, ${videoAnalytics.durationSeconds})`;

async function writeVideoTotals(db: Db, channelId: string, totals: VideoFigures[], facts: VideoFacts, now: Date) {
  for (let i = 0; i < totals.length; i += 500) {
    const batch = totals.slice(i, i + 500).map(({ videoId, ...figures }) => ({
      channelId,
      youtubeVideoId: videoId,
      publishedOn: facts.published.get(videoId) ?? null,
      durationSeconds: facts.durations.get(videoId) ?? null,
      ...figures,
      updatedAt: now,
    }));
    await db
      .insert(videoAnalytics)
      .values(batch)
      .onConflictDoUpdate({
        target: [videoAnalytics.channelId, videoAnalytics.youtubeVideoId],
        set: {
          publishedOn: sql`excluded.published_on`,
          views: sql`excluded.views`,
          estimatedMinutesWatched: sql`excluded.estimated_minutes_watched`,
          averageViewDuration: sql`excluded.average_view_duration`,
          averageViewPercentage: sql`excluded.average_view_percentage`,
          durationSeconds: keptDuration,
          updatedAt: sql`excluded.updated_at`,
        },
      });
  }
}

async function writeVideoDetail(
  db: Db,
  channelId: string,
  detail: { videoId: string; days: VideoDay[]; retention: RetentionPoint[] },
  facts: VideoFacts,
  now: Date,
) {
  const { videoId } = detail;
  await db
    .insert(videoAnalytics)
    .values({
      channelId,
      youtubeVideoId: videoId,
      publishedOn: facts.published.get(videoId) ?? null,
      durationSeconds: facts.durations.get(videoId) ?? null,
      retention: detail.retention,
      detailsFetchedAt: now,
      updatedAt: now,
    })
    .onConflictDoUpdate({
      target: [videoAnalytics.channelId, videoAnalytics.youtubeVideoId],
      set: { retention: detail.retention, durationSeconds: keptDuration, detailsFetchedAt: now, updatedAt: now },
    });
  const where = and(eq(videoAnalyticsDays.channelId, channelId), eq(videoAnalyticsDays.youtubeVideoId, videoId));
  await db.delete(videoAnalyticsDays).where(where);
  for (let i = 0; i < detail.days.length; i += 500) {
    await db
      .insert(videoAnalyticsDays)
      .values(detail.days.slice(i, i + 500).map((d) => ({ channelId, youtubeVideoId: videoId, ...d })));
  }
}

async function saveState(
  db: Db,
  channelId: string,
  values: Partial<Omit<typeof channelAnalyticsState.$inferInsert, "channelId">>,
) {
  const set = { ...values, updatedAt: new Date() };
  await db
    .insert(channelAnalyticsState)
    .values({ channelId, ...set })
    .onConflictDoUpdate({ target: channelAnalyticsState.channelId, set });
}
