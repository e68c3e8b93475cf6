// What a channel's dashboard says about its syncs (issue 14 §3, §5): last synced, the next scheduled
// run, the history, a quota pause, and a warning when the data is older than YouTube's 30 days.
import { and, desc, eq } from "drizzle-orm";
import type { InterfaceLanguage } from "../../shared/interface-language.ts";
import { msg } from "../../shared/message.ts";
import type { ChannelSyncStatus, SyncRunAnswer } from "../../shared/schemas/sync.ts";
import { uploadsNotListedMessage } from "../../shared/uploads-not-listed.ts";
import type { Db } from "../db/client.ts";
import { channels, folders, syncRuns, videos, youtubeUnavailableVideos } from "../db/schema.ts";
import { notFound } from "../errors.ts";
import { translate } from "../i18n.ts";
import { nextRunOf } from "../jobs/schedule.ts";
import type { ServiceDeps } from "../service-deps.ts";
import { sayStored } from "../stored-message.ts";
import { quotaPausedMessage, quotaUsage } from "./quota.ts";
import { recentRuns, type SyncRun } from "./sync-runs.ts";

const DAY_MS = 24 * 60 * 60 * 1000;
// YouTube API Services developer policy: stored API data is refreshed at least every 30 days.
const REFRESH_DAYS = 30;

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** A run as the API answers it, its error in the reader's language. */
export function toRunAnswer(run: SyncRun, language: InterfaceLanguage): SyncRunAnswer {
  return {
    id: run.id,
    trigger: run.trigger,
    status: run.status,
    queuedAt: run.queuedAt.toISOString(),
    startedAt: iso(run.startedAt),
    finishedAt: iso(run.finishedAt),
    videosUpdated: run.videosUpdated,
    videosImported: run.videosImported,
    quotaUnits: run.quotaUnits,
    unavailableVideos: run.unavailableVideos,
    uploadsNotListed: run.uploadsNotListed,
    error: sayStored(language, run.error),
  };
}

async function lastSuccess(db: Db, channelId: string) {
  const [row] = await db
    .select({
      finishedAt: syncRuns.finishedAt,
      uploadsListed: syncRuns.uploadsListed,
      uploadsNotListed: syncRuns.uploadsNotListed,
    })
    .from(syncRuns)
    .where(and(eq(syncRuns.channelId, channelId), eq(syncRuns.status, "succeeded")))
    .orderBy(desc(syncRuns.finishedAt))
    .limit(1);
  return row ?? null;
}

/** What the last successful sync could not list: the uploads playlist stops at a channel's latest 20,000. */
function uploadsNotListed(
  run: Awaited<ReturnType<typeof lastSuccess>>,
  language: InterfaceLanguage,
): ChannelSyncStatus["uploadsNotListed"] {
  if (!run?.uploadsListed || !run.uploadsNotListed) return null;
  const { uploadsListed: listed, uploadsNotListed: notListed } = run;
  return { listed, notListed, message: translate(language, uploadsNotListedMessage(listed, notListed)) };
}

export async function channelSyncStatus(
  deps: ServiceDeps,
  channelId: string,
  language: InterfaceLanguage,
  now: Date = new Date(),
): Promise<ChannelSyncStatus> {
  const { db, config } = deps;
  const [channel] = await db
    .select({ id: channels.id, youtubeChannelId: channels.youtubeChannelId, youtubeUrl: channels.youtubeUrl })
    .from(channels)
    .where(eq(channels.id, channelId));
  if (!channel) throw notFound(msg("Channel not found"));
  const [runs, success, usage, gone] = await Promise.all([
    recentRuns(db, channelId),
    lastSuccess(db, channelId),
    quotaUsage(db, config.sync.dailyQuota, now),
    noLongerOnYouTube(db, channelId),
  ]);
  const connected = Boolean(channel.youtubeChannelId || channel.youtubeUrl);
  const schedule = config.sync.schedule;
  const active = runs.find((r) => r.status === "queued" || r.status === "running") ?? null;
  const syncedAt = success?.finishedAt ?? null;
  return {
    schedule,
    nextRunAt: schedule && connected ? iso(nextRunOf(schedule, now)) : null,
    lastSyncedAt: iso(syncedAt),
    activeRun: active ? toRunAnswer(active, language) : null,
    runs: runs.map((run) => toRunAnswer(run, language)),
    quotaPaused: usage.exceededAt
      ? { message: sayStored(language, quotaPausedMessage(usage.resetsAt)), resetsAt: usage.resetsAt.toISOString() }
      : null,
    noLongerOnYouTube: gone.map((v) => ({ videoId: v.videoId, title: v.title, since: v.since.toISOString() })),
    refreshWarning: connected ? refreshWarning(runs, syncedAt, now, language) : null,
    uploadsNotListed: uploadsNotListed(success, language),
  };
}

async function noLongerOnYouTube(db: Db, channelId: string) {
  return db
    .select({ videoId: videos.id, title: videos.title, since: youtubeUnavailableVideos.since })
    .from(youtubeUnavailableVideos)
    .innerJoin(videos, eq(videos.id, youtubeUnavailableVideos.videoId))
    .innerJoin(folders, eq(videos.folderId, folders.id))
    .where(eq(folders.channelId, channelId))
    .orderBy(desc(youtubeUnavailableVideos.since))
    .limit(100);
}

/** The warnings, each with and without the last error a run kept (whole sentences, decision 040). */
const WARNINGS = {
  old: msg(
    "This channel's YouTube data was last refreshed {age} days ago; YouTube asks for a refresh at least every {days} days.",
  ),
  oldWithError: msg(
    "This channel's YouTube data was last refreshed {age} days ago; YouTube asks for a refresh at least every {days} days. Last error: {error}",
  ),
  failing: msg("The last {failures} syncs of this channel did not complete: its YouTube data is not being refreshed."),
  failingWithError: msg(
    "The last {failures} syncs of this channel did not complete: its YouTube data is not being refreshed. Last error: {error}",
  ),
};

/** Said when the data is older than 30 days, or when the latest syncs all failed. */
function refreshWarning(runs: SyncRun[], syncedAt: Date | null, now: Date, language: InterfaceLanguage): string | null {
  const finished = runs.filter((r) => r.status === "failed" || r.status === "succeeded" || r.status === "skipped");
  const failedInARow = finished.findIndex((r) => r.status === "succeeded");
  const failures = failedInARow === -1 ? finished.length : failedInARow;
  const lastError = finished.find((r) => r.error)?.error;
  const error = lastError ? sayStored(language, lastError) : null;
  const age = syncedAt ? Math.floor((now.getTime() - syncedAt.getTime()) / DAY_MS) : null;
  if (age !== null && age >= REFRESH_DAYS) {
    return error
      ? translate(language, WARNINGS.oldWithError, { age, days: REFRESH_DAYS, error })
      : translate(language, WARNINGS.old, { age, days: REFRESH_DAYS });
  }
  if (failures >= 3) {
    return error
      ? translate(language, WARNINGS.failingWithError, { failures, error })
      : translate(language, WARNINGS.failing, { failures });
  }
  return null;
}
