// Issue 14 §3–4: channel syncs as jobs of the one queue (src/server/jobs). A manual "Sync YouTube
// Data", the first sync after connecting and the schedule (SYNC_SCHEDULE) all queue the same job;
// the schedule's planner queues one per connected channel within today's quota budget.
import { asc, count, eq, isNotNull, max, or, sql } from "drizzle-orm";
import { msg } from "../../shared/message.ts";
import { channels, folders, syncRuns, videos } from "../db/schema.ts";
import { AppError, notFound } from "../errors.ts";
import type { JobContext, JobQueue } from "../jobs/queue.ts";
import type { ServiceDeps } from "../service-deps.ts";
import { storedError, storedMessage } from "../stored-message.ts";
import { queueingEmittedDeliveries } from "../webhooks/deliver.ts";
import { YouTubeApiError } from "./api-error.ts";
import type { QuotaMeter } from "./client.ts";
import { YOUTUBE_NOT_CONFIGURED, youtubeApiKeyConfigured } from "./credentials.ts";
import { googleConfigured } from "./google-oauth.ts";
import {
  addUnits,
  estimatedSyncUnits,
  markQuotaExceeded,
  nextQuotaReset,
  pacificDay,
  quotaPausedMessage,
  quotaUsage,
  reserveUnits,
} from "./quota.ts";
import { syncChannel } from "./sync.ts";
import {
  activeRun,
  createRun,
  findRun,
  finishRun,
  markRunning,
  recentRuns,
  type SyncRun,
  type SyncTrigger,
} from "./sync-runs.ts";

export const SYNC_CHANNEL_JOB = "youtube-sync-channel";
export const SCHEDULED_SYNC_JOB = "youtube-scheduled-sync";

export interface SyncJobDeps extends ServiceDeps {
  jobs: JobQueue;
  /** The clock quota days are read by (tests move it past midnight Pacific time). */
  now?: () => Date;
}

const QUOTA_REASONS = new Set(["quotaExceeded", "dailyLimitExceeded"]);

/** Kept in the skipped run's row by its catalogue key (stored-message.ts), said in each reader's language. */
export const budgetSpentMessage = (dailyQuota: number, resetsAt: Date) =>
  storedMessage(
    msg(
      "Not synced: today's YouTube quota budget ({dailyQuota} units) is spent. The scheduled sync resumes after the reset at midnight Pacific time ({resetsAt}).",
    ),
    { dailyQuota, resetsAt },
  );

/** Registers the sync jobs and the schedule on the queue (before it starts). */
export function defineSyncJobs(deps: SyncJobDeps): void {
  // A sync that sees a scheduled release made public moves its card: that stage change's webhook event
  // is queued when the job ends, as a request's are.
  deps.jobs.define<{ runId: string }>(SYNC_CHANNEL_JOB, (data, context) =>
    queueingEmittedDeliveries(deps, () => runSyncJob(deps, data.runId, context)),
  );
  deps.jobs.define<{ resume?: boolean }>(SCHEDULED_SYNC_JOB, async (data, context) => {
    await planScheduledSyncs(deps, { signal: context.signal, onlyDeferred: data.resume === true });
  });
  deps.jobs.schedule(SCHEDULED_SYNC_JOB, deps.config.sync.schedule);
}

/**
 * Queues a sync of the channel and answers its run; when one is queued or running already (on any
 * instance), that one. 404 unknown channel, 503 YouTube not configured.
 */
export async function enqueueChannelSync(
  deps: SyncJobDeps,
  channelId: string,
  trigger: SyncTrigger,
  userId: string | null,
): Promise<SyncRun> {
  const [channel] = await deps.db.select({ id: channels.id }).from(channels).where(eq(channels.id, channelId));
  if (!channel) throw notFound(msg("Channel not found"));
  // Said at once, as the synchronous sync does, rather than as a failed run.
  if (!youtubeApiKeyConfigured(deps.config) && !googleConfigured(deps.config)) {
    throw new AppError(503, YOUTUBE_NOT_CONFIGURED);
  }
  const run = await createRun(deps.db, { channelId, trigger, requestedBy: userId });
  if (!run) {
    const running = await activeRun(deps.db, channelId);
    if (running) return running;
    throw new AppError(409, msg("A sync of this channel is already running"));
  }
  await deps.jobs.send(SYNC_CHANNEL_JOB, { runId: run.id }, { singletonKey: `run:${run.id}` });
  return run;
}

/** The first sync of newly connected channels (the toast promises it; the request does not wait). */
export async function startFirstSync(deps: SyncJobDeps, channelIds: string[], userId: string | null): Promise<void> {
  for (const channelId of channelIds) {
    try {
      await enqueueChannelSync(deps, channelId, "connected", userId);
    } catch (error) {
      deps.logger.warn({ err: error, channelId }, "first sync of a connected channel not queued");
    }
  }
}

/** One channel sync job: the quota check, the sync, and its outcome in the run's row. */
export async function runSyncJob(deps: SyncJobDeps, runId: string, context: JobContext): Promise<void> {
  const { db, logger, config } = deps;
  const run = await findRun(db, runId);
  if (!run || (run.status !== "queued" && run.status !== "running")) return;
  const now = deps.now?.() ?? new Date();
  const day = pacificDay(now);
  const usage = await quotaUsage(db, config.sync.dailyQuota, now);
  if (usage.exceededAt) {
    await finishRun(db, runId, { status: "skipped", units: 0, error: quotaPausedMessage(usage.resetsAt) });
    return;
  }
  // Scheduled syncs stop before the budget is spent: each takes its estimate first (across instances).
  let reserved = 0;
  if (run.trigger === "scheduled") {
    const estimate = estimatedSyncUnits(await videoCount(deps, run.channelId));
    if (!(await reserveUnits(db, estimate, config.sync.dailyQuota, now))) {
      await finishRun(db, runId, {
        status: "skipped",
        units: 0,
        error: budgetSpentMessage(config.sync.dailyQuota, usage.resetsAt),
      });
      await resumeAfterReset(deps, usage.resetsAt);
      return;
    }
    reserved = estimate;
  }
  logger.info({ runId, channelId: run.channelId, trigger: run.trigger }, "channel sync job started");
  await markRunning(db, runId);
  const meter: QuotaMeter = { units: 0 };
  try {
    const result = await syncChannel(deps, run.channelId, {
      userId: run.requestedBy,
      signal: context.signal,
      meter,
      lockHolder: `run:${runId}`,
    });
    await finishRun(db, runId, {
      status: "succeeded",
      units: meter.units,
      videosUpdated: result.videosUpdated,
      videosImported: result.videosImported,
      unavailableVideos: result.unavailable,
      uploadsListed: result.uploadsLimit?.listed ?? null,
      uploadsNotListed: result.uploadsLimit?.notListed ?? null,
      error: result.socialBladeError ?? null,
    });
  } catch (error) {
    if (context.signal.aborted) {
      // A shutdown: pg-boss runs the job again (on this or another instance); in process it ends here.
      await finishRun(db, runId, {
        status: context.durable ? "queued" : "failed",
        units: meter.units,
        error: context.durable ? null : storedMessage(msg("Stopped: the server shut down while it ran.")),
      });
      throw error;
    }
    let message = storedError(error, msg("The sync failed on our side."));
    if (error instanceof YouTubeApiError && error.reason && QUOTA_REASONS.has(error.reason)) {
      await markQuotaExceeded(db, now);
      message = quotaPausedMessage(nextQuotaReset(now));
    } else if (!(error instanceof AppError)) {
      logger.warn({ err: error, runId }, "channel sync job failed");
    }
    await finishRun(db, runId, { status: "failed", units: meter.units, error: message });
  } finally {
    await addUnits(db, meter.units - reserved, day);
  }
}

/** The planner waits for the quota reset once more when some channels did not fit today. */
async function resumeAfterReset(deps: SyncJobDeps, resetsAt: Date) {
  await deps.jobs.send(
    SCHEDULED_SYNC_JOB,
    { resume: true },
    { startAfter: resetsAt, singletonKey: `resume:${resetsAt.toISOString()}` },
  );
}

async function videoCount(deps: ServiceDeps, channelId: string): Promise<number> {
  const [row] = await deps.db
    .select({ n: count() })
    .from(videos)
    .innerJoin(folders, eq(videos.folderId, folders.id))
    .where(eq(folders.channelId, channelId));
  return row?.n ?? 0;
}

export interface SchedulePlan {
  queued: string[];
  /** Channels that did not fit in today's budget: first in line after the reset. */
  deferred: string[];
}

/**
 * The scheduled sync: every connected channel, the longest unsynced first (so each is refreshed
 * within YouTube's 30 days as long as the budget allows one sync of each per month), each queued only
 * while its estimated cost fits what is left of today's budget; the rest wait for the reset.
 */
export async function planScheduledSyncs(
  deps: SyncJobDeps,
  options: { signal?: AbortSignal; onlyDeferred?: boolean } = {},
): Promise<SchedulePlan> {
  const { signal, onlyDeferred = false } = options;
  const { db, config, logger } = deps;
  const now = deps.now?.() ?? new Date();
  const usage = await quotaUsage(db, config.sync.dailyQuota, now);
  const lastSuccess = max(sql`case when ${syncRuns.status} = 'succeeded' then ${syncRuns.finishedAt} end`);
  const connected = await db
    .select({ id: channels.id, lastSuccess })
    .from(channels)
    .leftJoin(syncRuns, eq(syncRuns.channelId, channels.id))
    .where(or(isNotNull(channels.youtubeChannelId), isNotNull(channels.youtubeUrl)))
    .groupBy(channels.id)
    // Channels made in the same instant (PGlite's clock counts milliseconds) in one order on every instance.
    .orderBy(sql`${lastSuccess} asc nulls first`, asc(channels.createdAt), asc(channels.id));
  const plan: SchedulePlan = { queued: [], deferred: [] };
  if (usage.exceededAt) {
    plan.deferred = connected.map((c) => c.id);
  } else {
    let left = config.sync.dailyQuota - usage.unitsSpent;
    for (const channel of connected) {
      signal?.throwIfAborted();
      // After the reset, only the channels the budget left out yesterday.
      if (onlyDeferred && (await recentRuns(db, channel.id, 1))[0]?.status !== "skipped") continue;
      const estimate = estimatedSyncUnits(await videoCount(deps, channel.id));
      if (estimate > left) {
        plan.deferred.push(channel.id);
        continue;
      }
      const run = await createRun(db, { channelId: channel.id, trigger: "scheduled", requestedBy: null });
      if (!run) continue; // a sync of it is queued or running already
      left -= estimate;
      await deps.jobs.send(SYNC_CHANNEL_JOB, { runId: run.id }, { singletonKey: `run:${run.id}` });
      plan.queued.push(channel.id);
    }
  }
  if (plan.deferred.length > 0) {
    for (const channelId of plan.deferred) {
      const run = await createRun(db, { channelId, trigger: "scheduled", requestedBy: null });
      if (run) {
        const error = usage.exceededAt
          ? quotaPausedMessage(usage.resetsAt)
          : budgetSpentMessage(config.sync.dailyQuota, usage.resetsAt);
        await finishRun(db, run.id, { status: "skipped", units: 0, error });
      }
    }
    await resumeAfterReset(deps, usage.resetsAt);
  }
  logger.info({ queued: plan.queued.length, deferred: plan.deferred.length }, "scheduled sync planned");
  return plan;
}
