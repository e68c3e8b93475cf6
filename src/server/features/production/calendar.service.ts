// Issue 13 item 3: the production calendar's month — one query whatever the month holds. Planning a
// video and rescheduling one are writes of the library (src/server/library/production.ts).
import { and, asc, eq, gte, isNull, lt, ne, or, type SQL, sql } from "drizzle-orm";
import { isLibraryId, normalizeVideoStatus } from "../../../shared/library-rules.ts";
import { normalizeStage } from "../../../shared/production-stages.ts";
import type { Calendar, CalendarEntry, CalendarQuery } from "../../../shared/schemas/production-calendar.ts";
import type { Db } from "../../db/client.ts";
import { channels, folders, users, videos, youtubeReleases } from "../../db/schema.ts";
import { channelNotFound } from "../../domain/errors.ts";

/** The first day of a month 'YYYY-MM' and of the month after it, as 'YYYY-MM-DD'. */
export function monthBounds(month: string): { start: string; end: string } {
  const [year, m] = month.split("-").map(Number);
  const next = m === 12 ? `${year + 1}-01` : `${year}-${String(m + 1).padStart(2, "0")}`;
  return { start: `${month}-01`, end: `${next}-01` };
}

const DAY_MS = 86_400_000;

/**
 * A month of the calendar: videos not archived whose planned publish date falls in it, published
 * videos on the UTC day they went out (a published video without a publish time shows on its planned
 * date), and scheduled YouTube releases not yet seen public, at their release time. Releases are read a
 * day beyond each end of the month: the browser places them on the member's own day. With `channelId`,
 * one channel's. One query.
 */
export async function getCalendar(db: Db, query: CalendarQuery): Promise<Calendar> {
  const { start, end } = monthBounds(query.month);
  const startAt = new Date(`${start}T00:00:00Z`);
  const endAt = new Date(`${end}T00:00:00Z`);
  const conditions: SQL[] = [ne(videos.status, "archive")];
  if (query.channelId !== undefined) {
    if (!isLibraryId(query.channelId)) throw channelNotFound();
    conditions.push(eq(folders.channelId, query.channelId));
  }
  const shownOnPlannedDate = and(
    or(ne(videos.stage, "published"), isNull(videos.publishedAt)),
    gte(videos.plannedPublishDate, start),
    lt(videos.plannedPublishDate, end),
  ) as SQL;
  const publishedThen = and(
    eq(videos.stage, "published"),
    gte(videos.publishedAt, startAt),
    lt(videos.publishedAt, endAt),
  ) as SQL;
  // A release the sync has not yet seen public (once it has, the card is Published and shows as such).
  const releaseThen = and(
    ne(videos.stage, "published"),
    gte(youtubeReleases.publishAt, new Date(startAt.getTime() - DAY_MS)),
    lt(youtubeReleases.publishAt, new Date(endAt.getTime() + DAY_MS)),
  ) as SQL;
  conditions.push(or(shownOnPlannedDate, publishedThen, releaseThen) as SQL);
  const publishedOn = sql<string | null>`to_char(${videos.publishedAt} at time zone 'UTC', 'YYYY-MM-DD')`;
  const rows = await db
    .select({
      id: videos.id,
      title: videos.title,
      stage: videos.stage,
      status: videos.status,
      plannedPublishDate: videos.plannedPublishDate,
      publishedOn,
      releaseAt: youtubeReleases.publishAt,
      channel: { id: channels.id, name: channels.name },
      folder: { id: folders.id, name: folders.name },
      assigneeId: users.id,
      assigneeName: users.name,
      assigneeEmail: users.email,
    })
    .from(videos)
    .innerJoin(folders, eq(folders.id, videos.folderId))
    .innerJoin(channels, eq(channels.id, folders.channelId))
    .leftJoin(users, eq(users.id, videos.assigneeId))
    .leftJoin(youtubeReleases, eq(youtubeReleases.videoId, videos.id))
    .where(and(...conditions))
    .orderBy(asc(channels.name), asc(videos.title), asc(videos.id));
  const entries = rows.flatMap((r): CalendarEntry[] => {
    const stage = normalizeStage(r.stage);
    const published = stage === "published" && r.publishedOn !== null;
    const base = {
      id: r.id,
      title: r.title,
      stage,
      status: normalizeVideoStatus(r.status),
      channel: r.channel,
      folder: r.folder,
      assignee: r.assigneeId ? { id: r.assigneeId, name: r.assigneeName ?? "", email: r.assigneeEmail ?? "" } : null,
      plannedPublishDate: r.plannedPublishDate,
      publishedOn: r.publishedOn,
    };
    const shown: CalendarEntry[] = [];
    const onDay = published ? r.publishedOn : r.plannedPublishDate;
    if (onDay !== null && onDay >= start && onDay < end) {
      shown.push({ ...base, date: onDay, kind: published ? "published" : "planned", releaseAt: null });
    }
    if (r.releaseAt && stage !== "published") {
      const releaseAt = r.releaseAt.toISOString();
      shown.push({ ...base, date: releaseAt.slice(0, 10), kind: "release", releaseAt });
    }
    return shown;
  });
  entries.sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
  return { month: query.month, entries, count: entries.length };
}
