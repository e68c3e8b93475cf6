// The outliers page (decision 035): a niche's watched uploads with their stored scores, filtered,
// sorted and paged by the database, and the title patterns of the outliers against the typical titles
// under the same filters.

import { and, asc, desc, eq, gte, ilike, inArray, isNotNull, lt, or, type SQL, sql } from "drizzle-orm";
import type { z } from "zod";
import { isLibraryId } from "../../../shared/library-rules.ts";
import {
  OUTLIERS_PAGE_SIZE,
  type Outlier,
  type outliersPageSchema,
  type outliersQuery,
  PUBLISHED_WITHIN,
} from "../../../shared/schemas/ideas.ts";
import { thumbnailUrls } from "../../../shared/youtube-url.ts";
import type { Db, Tx } from "../../db/client.ts";
import { nicheChannels, watchedChannels, watchedVideos } from "../../db/schema.ts";
import { titlePatterns } from "./title-patterns.ts";

type Query = z.output<typeof outliersQuery>;
const DAY_MS = 86_400_000;
// Enough titles for stable shares; the newest typical ones stand for the niche's usual titles.
const PATTERN_TYPICAL = 300;

const columns = {
  id: watchedVideos.id,
  title: watchedVideos.title,
  description: watchedVideos.description,
  tags: watchedVideos.tags,
  channelId: watchedVideos.watchedChannelId,
  channelTitle: watchedChannels.title,
  publishedAt: watchedVideos.publishedAt,
  views: watchedVideos.views,
  isShort: watchedVideos.isShort,
  score: watchedVideos.score,
  scoreBasis: watchedVideos.scoreBasis,
};
type Row = {
  id: string;
  title: string;
  channelId: string;
  channelTitle: string;
  publishedAt: Date;
  views: number | null;
  isShort: boolean;
  score: number | null;
  scoreBasis: Record<string, unknown> | null;
};

export function toOutlier(row: Row): Outlier {
  const basis = row.scoreBasis as Outlier["score"];
  return {
    id: row.id,
    title: row.title,
    channelId: row.channelId,
    channelTitle: row.channelTitle,
    publishedAt: row.publishedAt.toISOString(),
    views: row.views,
    isShort: row.isShort,
    score: row.score !== null && basis ? { ...basis, score: row.score } : null,
    url: row.isShort ? `https://www.youtube.com/shorts/${row.id}` : `https://www.youtube.com/watch?v=${row.id}`,
    thumbnailUrl: thumbnailUrls(row.id).fallback,
  };
}

/** The filters other than the score: which uploads are "the niche" on this page. */
function scopeOf(query: Query, now: Date): SQL[] {
  const where: SQL[] = [];
  if (query.nicheId) {
    const nicheId = isLibraryId(query.nicheId) ? query.nicheId : "00000000-0000-0000-0000-000000000000";
    where.push(
      sql`exists (select 1 from ${nicheChannels} where ${nicheChannels.watchedChannelId} = ${watchedVideos.watchedChannelId} and ${nicheChannels.nicheId} = ${nicheId})`,
    );
  }
  if (query.channelId) {
    where.push(isLibraryId(query.channelId) ? eq(watchedVideos.watchedChannelId, query.channelId) : sql`false`);
  }
  if (query.within) {
    where.push(gte(watchedVideos.publishedAt, new Date(now.getTime() - PUBLISHED_WITHIN[query.within] * DAY_MS)));
  }
  if (query.kind === "short") where.push(eq(watchedVideos.isShort, true));
  if (query.kind === "long") where.push(eq(watchedVideos.isShort, false));
  for (const word of (query.q ?? "").split(/\s+/).filter(Boolean).slice(0, 10)) {
    where.push(ilike(watchedVideos.title, `%${word.replace(/[\\%_]/g, (c) => `\\${c}`)}%`));
  }
  return where;
}

export async function listOutliers(
  db: Db,
  query: Query,
  now = new Date(),
): Promise<z.infer<typeof outliersPageSchema>> {
  const scope = scopeOf(query, now);
  const isOutlier = and(isNotNull(watchedVideos.score), gte(watchedVideos.score, query.minScore));
  const order =
    query.sort === "views"
      ? [sql`${watchedVideos.views} desc nulls last`, desc(watchedVideos.publishedAt)]
      : query.sort === "date"
        ? [desc(watchedVideos.publishedAt), asc(watchedVideos.id)]
        : [desc(watchedVideos.score), desc(watchedVideos.publishedAt)];
  const page = query.page;
  const outliers = and(...scope, isOutlier);
  // The page and the count apart: a window count would read every outlier's row for the page.
  const [rows, [counted], typicalTitles] = await Promise.all([
    db
      .select(columns)
      .from(watchedVideos)
      .innerJoin(watchedChannels, eq(watchedChannels.id, watchedVideos.watchedChannelId))
      .where(outliers)
      .orderBy(...order)
      .limit(OUTLIERS_PAGE_SIZE)
      .offset((page - 1) * OUTLIERS_PAGE_SIZE),
    db
      .select({ n: sql<number>`count(*)`.mapWith(Number) })
      .from(watchedVideos)
      .where(outliers),
    db
      .select({ title: watchedVideos.title })
      .from(watchedVideos)
      .where(and(...scope, or(sql`${watchedVideos.score} is null`, lt(watchedVideos.score, query.minScore))))
      .orderBy(desc(watchedVideos.publishedAt))
      .limit(PATTERN_TYPICAL),
  ]);
  return {
    items: rows.map(toOutlier),
    total: counted?.n ?? 0,
    page,
    pageSize: OUTLIERS_PAGE_SIZE,
    // The shown outliers' titles against the niche's typical ones under the same filters.
    patterns: titlePatterns(
      rows.map((r) => r.title),
      typicalTitles.map((r) => r.title),
    ),
  };
}

/** Watched uploads with what an idea needs as research material (those still stored), by id. */
export async function findWatchedVideos(db: Db | Tx, ids: string[]) {
  if (ids.length === 0) return new Map<string, Outlier & { description: string; tags: string[] }>();
  const rows = await db
    .select(columns)
    .from(watchedVideos)
    .innerJoin(watchedChannels, eq(watchedChannels.id, watchedVideos.watchedChannelId))
    .where(inArray(watchedVideos.id, ids));
  return new Map(rows.map((row) => [row.id, { ...toOutlier(row), description: row.description, tags: row.tags }]));
}
