// Issue 14 §4, quota as a budget: the YouTube Data API's daily units (YOUTUBE_DAILY_QUOTA) are
// counted in the database per Pacific day, across every instance (YouTube resets the quota at
// midnight Pacific time). Scheduled syncs reserve their estimated cost before they start and stop
// before the budget is spent; a 403 quotaExceeded from Google pauses syncing until the reset.
import { eq, sql } from "drizzle-orm";
import { msg } from "../../shared/message.ts";
import type { Db } from "../db/client.ts";
import { youtubeQuotaDays } from "../db/schema.ts";
import { storedMessage } from "../stored-message.ts";
import { PAGE_SIZE } from "./client.ts";

const PACIFIC = "America/Los_Angeles";

// en-CA writes dates as YYYY-MM-DD. Made once: building a formatter costs more than a whole
// analytics read kept in memory (every dashboard request asks for today's day).
const pacificDate = new Intl.DateTimeFormat("en-CA", {
  timeZone: PACIFIC,
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
});

/** The Pacific calendar day of `now`, 'YYYY-MM-DD'. */
export function pacificDay(now: Date): string {
  return pacificDate.format(now).slice(0, 10);
}

/** The next midnight in Pacific time after `now` (when YouTube's quota resets). */
export function nextQuotaReset(now: Date): Date {
  const today = pacificDay(now);
  // Step forward in hours until the Pacific day changes, then back to its first minute: exact across DST.
  let probe = new Date(now.getTime());
  while (pacificDay(probe) === today) probe = new Date(probe.getTime() + 60 * 60 * 1000);
  let low = probe.getTime() - 60 * 60 * 1000;
  let high = probe.getTime();
  while (high - low > 1) {
    const mid = Math.floor((low + high) / 2);
    if (pacificDay(new Date(mid)) === today) low = mid;
    else high = mid;
  }
  return new Date(high);
}

/**
 * What a sync of a channel with `videos` library videos costs at most: one channels.list, and per 50
 * uploads one playlistItems page and one videos.list call, with room for a page of new uploads.
 */
export function estimatedSyncUnits(videos: number): number {
  return 1 + 2 * Math.ceil((videos + PAGE_SIZE) / PAGE_SIZE);
}

export interface QuotaUsage {
  day: string;
  unitsSpent: number;
  dailyQuota: number;
  /** Set when YouTube answered quotaExceeded today: syncing waits for `resetsAt`. */
  exceededAt: Date | null;
  resetsAt: Date;
}

export async function quotaUsage(db: Db, dailyQuota: number, now: Date = new Date()): Promise<QuotaUsage> {
  const day = pacificDay(now);
  const [row] = await db.select().from(youtubeQuotaDays).where(eq(youtubeQuotaDays.day, day));
  return {
    day,
    unitsSpent: row?.unitsSpent ?? 0,
    dailyQuota,
    exceededAt: row?.exceededAt ?? null,
    resetsAt: nextQuotaReset(now),
  };
}

async function ensureDay(db: Db, day: string) {
  await db.insert(youtubeQuotaDays).values({ day }).onConflictDoNothing();
}

/**
 * Takes `units` from today's budget when they fit under `dailyQuota` and YouTube has not refused
 * today; false otherwise. One conditional UPDATE, so two instances can't both take the last units.
 */
export async function reserveUnits(db: Db, units: number, dailyQuota: number, now: Date = new Date()) {
  const day = pacificDay(now);
  await ensureDay(db, day);
  const taken = await db
    .update(youtubeQuotaDays)
    .set({ unitsSpent: sql`${youtubeQuotaDays.unitsSpent} + ${units}`, updatedAt: sql`now()` })
    .where(
      sql`${youtubeQuotaDays.day} = ${day} and ${youtubeQuotaDays.exceededAt} is null and ${youtubeQuotaDays.unitsSpent} + ${units} <= ${dailyQuota}`,
    )
    .returning({ day: youtubeQuotaDays.day });
  return taken.length > 0;
}

/** Adds units spent (or gives back, negative, what a reservation did not use) to a day's count. */
export async function addUnits(db: Db, units: number, day: string) {
  if (units === 0) return;
  await ensureDay(db, day);
  await db
    .update(youtubeQuotaDays)
    .set({ unitsSpent: sql`greatest(${youtubeQuotaDays.unitsSpent} + ${units}, 0)`, updatedAt: sql`now()` })
    .where(eq(youtubeQuotaDays.day, day));
}

/** YouTube answered 403 quotaExceeded: every sync waits for the reset. */
export async function markQuotaExceeded(db: Db, now: Date = new Date()) {
  const day = pacificDay(now);
  await ensureDay(db, day);
  await db
    .update(youtubeQuotaDays)
    .set({ exceededAt: sql`coalesce(${youtubeQuotaDays.exceededAt}, now())`, updatedAt: sql`now()` })
    .where(eq(youtubeQuotaDays.day, day));
}

/** Why syncing waits, kept in a run's row (stored-message.ts): each reader reads it in their language. */
export const quotaPausedMessage = (resetsAt: Date) =>
  storedMessage(
    msg("YouTube's daily quota is used up: syncing is paused until it resets at midnight Pacific time ({resetsAt})."),
    { resetsAt },
  );
