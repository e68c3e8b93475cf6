// The database half of a channel sync, run in one transaction after everything was read from
// YouTube: metrics of the library's videos are updated, uploads not yet in the channel are imported
// into the folder of their publish month (created when missing). Statements are batched, so the
// number of queries does not grow with the number of videos beyond one per 500 rows.
import { and, asc, eq, inArray, ne, sql } from "drizzle-orm";
import { formatMonth, monthOf } from "../../shared/month.ts";
import { LIMITS } from "../../shared/schemas/library.ts";
import { parseYouTubeVideoId } from "../../shared/youtube-url.ts";
import type { Tx } from "../db/client.ts";
import { channels, folders, videoMetrics, videos } from "../db/schema.ts";
import { conflict } from "../errors.ts";
import type { YouTubeVideo } from "./client.ts";

const BATCH = 500;

export interface SyncSnapshot {
  youtubeChannelId: string;
  /** Every visible upload of the channel with its statistics. */
  videos: YouTubeVideo[];
}

export interface SyncCounts {
  videosUpdated: number;
  videosImported: number;
}

export function watchUrl(youtubeVideoId: string): string {
  return `https://www.youtube.com/watch?v=${youtubeVideoId}`;
}

function chunks<T>(items: T[], size = BATCH): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

/** Tags as target keywords, within the library's limits (so the video's form accepts them later). */
function keywordsOf(tags: string[]): string[] {
  const unique = [...new Set(tags.map((t) => t.trim()).filter(Boolean))];
  return unique.filter((t) => t.length <= LIMITS.keyword && !t.includes(",")).slice(0, LIMITS.keywords);
}

// YouTube's answer replaces the stored counts, unknown (null: hidden likes, comments off) included.
async function upsertCounts(
  tx: Tx,
  rows: Array<{ videoId: string; views: number; likes: number | null; comments: number | null }>,
) {
  for (const batch of chunks(rows)) {
    await tx
      .insert(videoMetrics)
      .values(batch)
      .onConflictDoUpdate({
        target: videoMetrics.videoId,
        // CTR and retention are not in YouTube's public statistics: manual values stay.
        set: {
          views: sql`excluded.views`,
          likes: sql`excluded.likes`,
          comments: sql`excluded.comments`,
          updatedAt: sql`now()`,
        },
      });
  }
}

export async function applySync(
  tx: Tx,
  channel: { id: string; youtubeChannelId: string | null },
  snapshot: SyncSnapshot,
  userId: string | null,
): Promise<SyncCounts> {
  if (channel.youtubeChannelId !== snapshot.youtubeChannelId) {
    const [other] = await tx
      .select({ name: channels.name })
      .from(channels)
      .where(and(eq(channels.youtubeChannelId, snapshot.youtubeChannelId), ne(channels.id, channel.id)));
    if (other) throw conflict(`This YouTube channel is already in the library as "${other.name}"`);
    await tx.update(channels).set({ youtubeChannelId: snapshot.youtubeChannelId }).where(eq(channels.id, channel.id));
  }

  const existing = await tx
    .select({ id: videos.id, youtubeVideoId: videos.youtubeVideoId, youtubeUrl: videos.youtubeUrl })
    .from(videos)
    .innerJoin(folders, eq(videos.folderId, folders.id))
    .where(eq(folders.channelId, channel.id));
  const libraryIds = new Map<string, string[]>();
  for (const row of existing) {
    const ytId = row.youtubeVideoId ?? (row.youtubeUrl ? parseYouTubeVideoId(row.youtubeUrl) : null);
    if (ytId) libraryIds.set(ytId, [...(libraryIds.get(ytId) ?? []), row.id]);
  }

  const updates = snapshot.videos.flatMap((v) =>
    (libraryIds.get(v.id) ?? []).map((videoId) => ({ videoId, views: v.views, likes: v.likes, comments: v.comments })),
  );
  await upsertCounts(tx, updates);

  const missing = snapshot.videos.filter((v) => !libraryIds.has(v.id));
  if (missing.length === 0) return { videosUpdated: updates.length, videosImported: 0 };

  const folderOf = await monthFolders(tx, channel.id, [...new Set(missing.map((v) => monthOf(v.publishedAt)))], userId);
  const imported: Array<{ id: string; youtubeVideoId: string | null }> = [];
  for (const batch of chunks(missing)) {
    imported.push(
      ...(await tx
        .insert(videos)
        .values(
          batch.map((v) => ({
            title: v.title.slice(0, LIMITS.title) || v.id,
            status: "published",
            youtubeUrl: watchUrl(v.id),
            youtubeVideoId: v.id,
            folderId: folderOf.get(monthOf(v.publishedAt))!,
            userId,
            targetKeywords: keywordsOf(v.tags),
            // Imported videos sort by when they were published, not by when we copied them.
            createdAt: v.publishedAt,
          })),
        )
        .returning({ id: videos.id, youtubeVideoId: videos.youtubeVideoId })),
    );
  }
  const byYouTubeId = new Map(missing.map((v) => [v.id, v]));
  await upsertCounts(
    tx,
    imported.map((row) => {
      const v = byYouTubeId.get(row.youtubeVideoId!)!;
      return { videoId: row.id, views: v.views, likes: v.likes, comments: v.comments };
    }),
  );
  return { videosUpdated: updates.length, videosImported: imported.length };
}

/** The folder of each month ('YYYY-MM'): the channel's oldest folder of that month, or a new 'November 2026'. */
async function monthFolders(tx: Tx, channelId: string, months: string[], userId: string | null) {
  const found = await tx
    .select({ id: folders.id, monthYear: folders.monthYear })
    .from(folders)
    .where(and(eq(folders.channelId, channelId), inArray(folders.monthYear, months)))
    .orderBy(asc(folders.createdAt));
  const folderOf = new Map<string, string>();
  for (const f of found) if (!folderOf.has(f.monthYear)) folderOf.set(f.monthYear, f.id);
  const toCreate = months.filter((m) => !folderOf.has(m));
  if (toCreate.length > 0) {
    const created = await tx
      .insert(folders)
      .values(toCreate.map((monthYear) => ({ name: formatMonth(monthYear), monthYear, channelId, userId })))
      .returning({ id: folders.id, monthYear: folders.monthYear });
    for (const f of created) folderOf.set(f.monthYear, f.id);
  }
  return folderOf;
}
