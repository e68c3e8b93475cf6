// Watched channels are read by jobs of the one queue (decision 023): the first read after "Watch
// channel", and the schedule (SYNC_SCHEDULE) reading every watched channel, the longest unread first.
// Each read takes its estimated units from today's YouTube budget (YOUTUBE_DAILY_QUOTA, shared with
// the library's sync) before it starts; the first that does not fit stops the schedule, which resumes
// after the reset at midnight Pacific time. A 403 quotaExceeded pauses reading the same way.
import { asc, eq, sql } from "drizzle-orm";
import { watchedChannels } from "../../db/schema.ts";
import { AppError } from "../../errors.ts";
import type { JobQueue } from "../../jobs/queue.ts";
import type { ServiceDeps } from "../../service-deps.ts";
import { YouTubeApiError } from "../../youtube/api-error.ts";
import type { QuotaMeter } from "../../youtube/client.ts";
import { findYouTubeClient } from "../../youtube/credentials.ts";
import { addUnits, markQuotaExceeded, pacificDay, quotaUsage, reserveUnits } from "../../youtube/quota.ts";
import { estimatedReadUnits, readWatchedChannel, storedUploads, type WatchedChannelRow } from "./watched-read.ts";

export const READ_WATCHED_CHANNEL_JOB = "ideas-read-watched-channel";
export const SCHEDULED_WATCHED_READ_JOB = "ideas-scheduled-read";

export interface IdeasJobDeps extends ServiceDeps {
  jobs: JobQueue;
  /** The clock of quota days and scores (tests move it past midnight Pacific time). */
  now?: () => Date;
}

const QUOTA_REASONS = new Set(["quotaExceeded", "dailyLimitExceeded"]);

export type ReadOutcome = "read" | "over-budget" | "quota-exceeded" | "not-configured" | "failed";

export interface ScheduledReadResult {
  read: string[];
  /** Channels left for after the reset. */
  waiting: string[];
}

export function defineIdeasJobs(deps: IdeasJobDeps): void {
  deps.jobs.define<{ watchedChannelId: string; userId?: string | null }>(
    READ_WATCHED_CHANNEL_JOB,
    async (data, context) => {
      const [channel] = await deps.db
        .select()
        .from(watchedChannels)
        .where(eq(watchedChannels.id, data.watchedChannelId));
      if (channel) await readOneWithinBudget(deps, channel, data.userId ?? null, context.signal);
    },
  );
  deps.jobs.define<{ resume?: boolean }>(SCHEDULED_WATCHED_READ_JOB, async (_data, context) => {
    await readWatchedChannelsOnSchedule(deps, context.signal);
  });
  deps.jobs.schedule(SCHEDULED_WATCHED_READ_JOB, deps.config.sync.schedule);
}

/** Queues the first read of a channel just watched (the request does not wait for YouTube). */
export async function queueFirstRead(deps: IdeasJobDeps, watchedChannelId: string, userId: string | null) {
  await deps.jobs.send(
    READ_WATCHED_CHANNEL_JOB,
    { watchedChannelId, userId },
    { singletonKey: `watch:${watchedChannelId}` },
  );
}

/** One read inside today's budget: reserved first, the reservation's unused part given back after. */
export async function readOneWithinBudget(
  deps: IdeasJobDeps,
  channel: WatchedChannelRow,
  userId: string | null,
  signal?: AbortSignal,
): Promise<ReadOutcome> {
  const { db, config, logger } = deps;
  const now = deps.now?.() ?? new Date();
  const day = pacificDay(now);
  const meter: QuotaMeter = { units: 0 };
  const client = await findYouTubeClient(deps, userId, signal, meter);
  if (!client) return "not-configured";
  const estimate = estimatedReadUnits(await storedUploads(db, channel.id));
  if (!(await reserveUnits(db, estimate, config.sync.dailyQuota, now))) return "over-budget";
  try {
    await readWatchedChannel(db, client, channel, now, signal);
    return "read";
  } catch (error) {
    signal?.throwIfAborted();
    if (error instanceof YouTubeApiError && error.reason && QUOTA_REASONS.has(error.reason)) {
      await markQuotaExceeded(db, now);
      return "quota-exceeded";
    }
    if (!(error instanceof AppError)) throw error;
    logger.warn({ err: error, watchedChannelId: channel.id }, "watched channel not read");
    return "failed";
  } finally {
    await addUnits(db, meter.units - estimate, day);
  }
}

/**
 * The scheduled read: every watched channel, the longest unread first, while today's budget allows;
 * the rest wait for the reset (a job queued to start after it).
 */
export async function readWatchedChannelsOnSchedule(
  deps: IdeasJobDeps,
  signal?: AbortSignal,
): Promise<ScheduledReadResult> {
  const { db, config, logger } = deps;
  const now = deps.now?.() ?? new Date();
  const all = await db
    .select()
    .from(watchedChannels)
    .orderBy(sql`${watchedChannels.lastReadAt} asc nulls first`, asc(watchedChannels.createdAt));
  const result: ScheduledReadResult = { read: [], waiting: [] };
  for (const [index, channel] of all.entries()) {
    signal?.throwIfAborted();
    const outcome = await readOneWithinBudget(deps, channel, null, signal);
    if (outcome === "not-configured") {
      logger.info("watched channels not read: YouTube is not configured");
      return result;
    }
    if (outcome === "over-budget" || outcome === "quota-exceeded") {
      result.waiting = all.slice(index).map((c) => c.id);
      const { resetsAt } = await quotaUsage(db, config.sync.dailyQuota, now);
      await deps.jobs.send(
        SCHEDULED_WATCHED_READ_JOB,
        { resume: true },
        { startAfter: resetsAt, singletonKey: `ideas-resume:${resetsAt.toISOString()}` },
      );
      break;
    }
    if (outcome === "read") result.read.push(channel.id);
  }
  logger.info({ read: result.read.length, waiting: result.waiting.length }, "watched channels read");
  return result;
}
