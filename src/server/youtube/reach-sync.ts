// Issue 14: impressions and impressions CTR from the YouTube Reporting API. On the first sync of a
// channel connected with Google (the one connecting starts) its reach job (`channel_reach_basic_a1`)
// is created — or found, when an earlier attempt or another app made it: YouTube keeps one per
// report type. Its first reports arrive about two days later and cover the 30 days before; each
// sync then lists the reports created since the newest one downloaded and downloads each once.
// A failure never fails the sync: it is kept in channel_reach_state.error.
import { and, eq, gte, inArray, lte, max, sql } from "drizzle-orm";
import { msg } from "../../shared/message.ts";
import type { Db } from "../db/client.ts";
import { channelReachDays, channelReachState, reachReports, videoReachDays } from "../db/schema.ts";
import { AppError } from "../errors.ts";
import type { ServiceDeps } from "../service-deps.ts";
import { storedError } from "../stored-message.ts";
import { YouTubeApiError } from "./api-error.ts";
import { reportingClientFor } from "./credentials.ts";
import {
  parseReachCsv,
  REACH_REPORT_TYPE,
  type ReachRow,
  type ReportingReport,
  type YouTubeReportingClient,
} from "./reporting-client.ts";

export const REACH_JOB_NAME = "Scriptloom reach";

export interface ReachInput {
  channelId: string;
  /** Whose Google sign-in reads the reports: the member who asked, then the channel's owner. */
  userIds: (string | null | undefined)[];
  signal?: AbortSignal;
  now?: Date;
}

export interface ReachRefresh {
  /** 'waiting': the job exists but YouTube has made no report yet (about two days after connecting). */
  status: "refreshed" | "waiting" | "not-connected" | "failed";
  jobCreated: boolean;
  /** Reports downloaded by this sync. */
  reports: number;
  rows: number;
  /** A stored message (stored-message.ts), as kept in the state's row. */
  error?: string;
}

/** Creates the channel's reach job when it has none and downloads the reports not downloaded yet. */
export async function refreshChannelReach(deps: ServiceDeps, input: ReachInput): Promise<ReachRefresh> {
  const { db, logger } = deps;
  const now = input.now ?? new Date();
  let client: YouTubeReportingClient | null = null;
  for (const userId of new Set(input.userIds.filter((id): id is string => Boolean(id)))) {
    try {
      client = await reportingClientFor(deps, userId, input.signal);
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
    }
    if (client) break;
  }
  if (!client) return { status: "not-connected", jobCreated: false, reports: 0, rows: 0 };

  let jobCreated = false;
  let downloaded = 0;
  let rows = 0;
  try {
    const [state] = await db.select().from(channelReachState).where(eq(channelReachState.channelId, input.channelId));
    let jobId = state?.jobId ?? null;
    if (!jobId) {
      const existing = (await client.listJobs()).find((job) => job.reportTypeId === REACH_REPORT_TYPE);
      const job = existing ?? (await client.createJob(REACH_REPORT_TYPE, REACH_JOB_NAME));
      jobCreated = !existing;
      jobId = job.id;
      await saveState(db, input.channelId, {
        jobId,
        jobCreatedAt: job.createTime ? new Date(job.createTime) : now,
        error: null,
      });
    }

    let reports: ReportingReport[];
    try {
      reports = await client.listReports(jobId, state?.lastReportCreatedAt ?? null);
    } catch (error) {
      // The job was deleted (by the member, or YouTube after it expired): the next sync makes a new one.
      if (error instanceof YouTubeApiError && error.httpStatus === 404) {
        await saveState(db, input.channelId, { jobId: null, jobCreatedAt: null });
      }
      throw error;
    }
    // createdAfter is precise to the millisecond here, Google's to the microsecond: the newest report
    // downloaded may be listed again, so the ids downloaded decide.
    const ids = reports.map((r) => r.id);
    const known =
      ids.length > 0
        ? await db
            .select({ id: reachReports.reportId })
            .from(reachReports)
            .where(and(eq(reachReports.channelId, input.channelId), inArray(reachReports.reportId, ids)))
        : [];
    const skip = new Set(known.map((r) => r.id));
    for (const report of reports) {
      if (skip.has(report.id)) continue;
      input.signal?.throwIfAborted();
      const parsed = parseReachCsv(await client.download(report.downloadUrl));
      await db.transaction(async (tx) => {
        await writeReachRows(tx, input.channelId, parsed);
        await tx.insert(reachReports).values({
          channelId: input.channelId,
          reportId: report.id,
          startTime: report.startTime ? new Date(report.startTime) : null,
          endTime: report.endTime ? new Date(report.endTime) : null,
          createTime: new Date(report.createTime),
          rows: parsed.length,
          downloadedAt: now,
        });
        const [newest] = await tx
          .select({ at: max(reachReports.createTime) })
          .from(reachReports)
          .where(eq(reachReports.channelId, input.channelId));
        await saveState(tx, input.channelId, { lastReportCreatedAt: newest?.at ?? null });
      });
      downloaded += 1;
      rows += parsed.length;
    }
    await saveState(db, input.channelId, { error: null });
    const [any] = await db
      .select({ at: max(reachReports.createTime) })
      .from(reachReports)
      .where(eq(reachReports.channelId, input.channelId));
    return { status: any?.at ? "refreshed" : "waiting", jobCreated, reports: downloaded, rows };
  } catch (error) {
    input.signal?.throwIfAborted();
    const message = storedError(error, msg("Reading YouTube's reach reports failed on our side."));
    if (!(error instanceof AppError)) logger.warn({ err: error, channelId: input.channelId }, "reach refresh failed");
    await saveState(db, input.channelId, { error: message });
    return { status: "failed", jobCreated, reports: downloaded, rows, error: message };
  }
}

/** A later report of a day (YouTube backfills) replaces its figures; the channel's days follow its videos'. */
async function writeReachRows(db: Db, channelId: string, parsed: ReachRow[]) {
  if (parsed.length === 0) return;
  for (let i = 0; i < parsed.length; i += 500) {
    await db
      .insert(videoReachDays)
      .values(
        parsed.slice(i, i + 500).map((r) => ({
          channelId,
          youtubeVideoId: r.videoId,
          day: r.day,
          impressions: r.impressions,
          ctr: r.ctr,
        })),
      )
      .onConflictDoUpdate({
        target: [videoReachDays.channelId, videoReachDays.youtubeVideoId, videoReachDays.day],
        set: { impressions: sql`excluded.impressions`, ctr: sql`excluded.ctr` },
      });
  }
  const days = parsed.map((r) => r.day).sort();
  const [first, last] = [days[0], days[days.length - 1]];
  const known = sql`${videoReachDays.ctr} is not null and ${videoReachDays.impressions} is not null`;
  await db
    .insert(channelReachDays)
    .select(
      db
        .select({
          channelId: videoReachDays.channelId,
          day: videoReachDays.day,
          impressions: sql<number>`sum(${videoReachDays.impressions})`.as("impressions"),
          // CTR weighted by impressions, over the videos whose CTR is known.
          ctr: sql<number>`sum(${videoReachDays.impressions} * ${videoReachDays.ctr}) filter (where ${known}) / nullif(sum(${videoReachDays.impressions}) filter (where ${known}), 0)`.as(
            "ctr",
          ),
        })
        .from(videoReachDays)
        .where(
          and(eq(videoReachDays.channelId, channelId), gte(videoReachDays.day, first), lte(videoReachDays.day, last)),
        )
        .groupBy(videoReachDays.channelId, videoReachDays.day),
    )
    .onConflictDoUpdate({
      target: [channelReachDays.channelId, channelReachDays.day],
      set: { impressions: sql`excluded.impressions`, ctr: sql`excluded.ctr` },
    });
}

async function saveState(
  db: Db,
  channelId: string,
  values: Partial<Omit<typeof channelReachState.$inferInsert, "channelId">>,
) {
  const set = { ...values, updatedAt: new Date() };
  await db
    .insert(channelReachState)
    .values({ channelId, ...set })
    .onConflictDoUpdate({ target: channelReachState.channelId, set });
}
