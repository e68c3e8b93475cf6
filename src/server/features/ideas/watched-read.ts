// Reading a watched channel: its uploads playlist 50 ids a page and videos.list 50 ids a call, 1
// unit each — the quota minimum (decision 035), never search.list. Each read stores the views now and
// a dated snapshot of them, then scores the channel's uploads again. YouTube is read first and the
// database written after, in one transaction: a read that fails half-way changes nothing.
import { eq, sql } from "drizzle-orm";
import { isShort, scoreChannelUploads } from "../../../shared/outlier-score.ts";
import { inBatches } from "../../db/batches.ts";
import type { Db, Tx } from "../../db/client.ts";
import { watchedChannels, watchedVideoSnapshots, watchedVideos } from "../../db/schema.ts";
import type { YouTubeClient } from "../../youtube/client.ts";

export type WatchedChannelRow = typeof watchedChannels.$inferSelect;

/** What a read of a channel with `knownUploads` stored uploads costs at most (one page of new ones too). */
export function estimatedReadUnits(knownUploads: number): number {
  return 2 * Math.ceil((knownUploads + 50) / 50);
}

export interface ReadResult {
  videosRead: number;
}

export async function readWatchedChannel(
  db: Db,
  client: YouTubeClient,
  channel: WatchedChannelRow,
  now: Date,
  signal?: AbortSignal,
): Promise<ReadResult> {
  const playlist = channel.uploadsPlaylistId ?? (await client.channelById(channel.youtubeChannelId)).uploadsPlaylistId;
  const ids = playlist ? await client.listUploads(playlist) : [];
  const stats = await client.videoStats(ids);
  signal?.throwIfAborted();
  await db.transaction(async (tx) => {
    for (const batch of inBatches(stats)) {
      await tx
        .insert(watchedVideos)
        .values(
          batch.map((v) => ({
            id: v.id,
            watchedChannelId: channel.id,
            title: v.title,
            description: v.description ?? "",
            tags: v.tags,
            publishedAt: v.publishedAt,
            durationSeconds: v.durationSeconds,
            isShort: isShort(v.durationSeconds),
            views: v.viewsKnown === false ? null : v.views,
            updatedAt: now,
          })),
        )
        .onConflictDoUpdate({
          target: watchedVideos.id,
          set: {
            title: sql`excluded.title`,
            description: sql`excluded.description`,
            tags: sql`excluded.tags`,
            durationSeconds: sql`excluded.duration_seconds`,
            isShort: sql`excluded.is_short`,
            views: sql`excluded.views`,
            updatedAt: sql`excluded.updated_at`,
          },
        });
      const counted = batch.filter((v) => v.viewsKnown !== false);
      if (counted.length > 0) {
        await tx
          .insert(watchedVideoSnapshots)
          .values(counted.map((v) => ({ videoId: v.id, takenAt: now, views: v.views })))
          .onConflictDoNothing();
      }
    }
    await tx
      .update(watchedChannels)
      .set({ lastReadAt: now, ...(playlist && { uploadsPlaylistId: playlist }) })
      .where(eq(watchedChannels.id, channel.id));
    await rescoreChannel(tx, channel.id, now);
  });
  return { videosRead: stats.length };
}

/** Scores every stored upload of the channel as of `now` (the score module decides). */
export async function rescoreChannel(tx: Tx | Db, watchedChannelId: string, now: Date): Promise<void> {
  const uploads = await tx
    .select({
      id: watchedVideos.id,
      publishedAt: watchedVideos.publishedAt,
      durationSeconds: watchedVideos.durationSeconds,
      views: watchedVideos.views,
    })
    .from(watchedVideos)
    .where(eq(watchedVideos.watchedChannelId, watchedChannelId));
  if (uploads.length === 0) return;
  const snapshots = await tx
    .select({
      videoId: watchedVideoSnapshots.videoId,
      takenAt: watchedVideoSnapshots.takenAt,
      views: watchedVideoSnapshots.views,
    })
    .from(watchedVideoSnapshots)
    .innerJoin(watchedVideos, eq(watchedVideos.id, watchedVideoSnapshots.videoId))
    .where(eq(watchedVideos.watchedChannelId, watchedChannelId));
  const byVideo = new Map<string, Array<{ takenAt: Date; views: number }>>();
  for (const s of snapshots) byVideo.set(s.videoId, [...(byVideo.get(s.videoId) ?? []), s]);
  const scores = scoreChannelUploads(
    uploads.map((u) => ({ ...u, snapshots: byVideo.get(u.id) ?? [] })),
    now,
  );
  const rows = [...scores.entries()];
  for (const batch of inBatches(rows, 200)) {
    const values = sql.join(
      batch.map(
        ([id, s]) => sql`(${id}, ${s?.score ?? null}::double precision, ${s ? JSON.stringify(s) : null}::jsonb)`,
      ),
      sql`, `,
    );
    await tx.execute(
      sql`update ${watchedVideos} set score = v.score, score_basis = v.basis from (values ${values}) as v(id, score, basis) where ${watchedVideos.id} = v.id`,
    );
  }
}

/** How many uploads of the channel are stored (what a read will find again). */
export async function storedUploads(db: Db, watchedChannelId: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(watchedVideos)
    .where(eq(watchedVideos.watchedChannelId, watchedChannelId));
  return row?.n ?? 0;
}
