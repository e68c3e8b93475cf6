// Adding videos to folders: a draft made in the library or saved from the studio, and the published
// uploads a sync imports from YouTube. The language a studio save records.
import { eq } from "drizzle-orm";

import { DEFAULT_LANGUAGE } from "../../../shared/languages.ts";
import { isLibraryId } from "../../../shared/library-rules.ts";
import { monthOf } from "../../../shared/month.ts";
import { toVideo, type Video } from "../../../shared/schemas/library.ts";
import { parseYouTubeVideoId } from "../../../shared/youtube-url.ts";
import { inBatches } from "../../db/batches.ts";
import type { Db, Tx } from "../../db/client.ts";
import { isForeignKeyViolation } from "../../db/pg-errors.ts";
import { channels, folders, videoMetrics, videos } from "../../db/schema.ts";
import { recordActivity } from "../activity/record-activity.ts";
import { folderNotFound } from "../errors.ts";
import { findOrCreateMonthFolders } from "../folders/folders.ts";

export interface DraftVideo {
  title: string;
  /** A YouTube video address, or null. */
  youtubeUrl: string | null;
  targetKeywords: string[];
  /** 'YYYY-MM-DD': a video planned on the production calendar (logged with its creation). */
  plannedPublishDate?: string | null;
  /** Its own language when it is not its channel's (a translation); null or left out otherwise. */
  language?: string | null;
  /** The video it was made from (a translation's original). */
  sourceVideoId?: string | null;
  /** "short" for a Short (decision 046); long when left out. */
  format?: "long" | "short";
  /** The long video a Short was made from. */
  shortOfVideoId?: string | null;
}

/**
 * spec §4, §5: a new video is a draft; 404 when the folder does not exist. One statement: the
 * foreign key checks the folder and holds it until the video is in, so a folder deleted at the
 * same moment gives a clean 404, never a dangling video. Pass a transaction to add more with it.
 */
export async function createDraftVideo(
  db: Db | Tx,
  userId: string,
  folderId: string,
  draft: DraftVideo,
): Promise<Video> {
  if (!isLibraryId(folderId)) throw folderNotFound();
  try {
    // Nested in the caller's transaction this is a savepoint: the video and its first log line together.
    return await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(videos)
        .values({
          title: draft.title,
          status: "draft",
          youtubeUrl: draft.youtubeUrl,
          youtubeVideoId: draft.youtubeUrl ? parseYouTubeVideoId(draft.youtubeUrl) : null,
          targetKeywords: draft.targetKeywords,
          plannedPublishDate: draft.plannedPublishDate ?? null,
          language: draft.language ?? null,
          sourceVideoId: draft.sourceVideoId ?? null,
          format: draft.format ?? "long",
          shortOfVideoId: draft.shortOfVideoId ?? null,
          folderId,
          userId,
        })
        .returning();
      await recordActivity(tx, row.id, userId, [
        { kind: "created", to: row.title },
        ...(row.plannedPublishDate
          ? [{ kind: "planned_publish_date" as const, from: null, to: row.plannedPublishDate }]
          : []),
      ]);
      return toVideo(row);
    });
  } catch (error) {
    if (isForeignKeyViolation(error)) throw folderNotFound();
    throw error;
  }
}

type MetricCounts = Pick<typeof videoMetrics.$inferInsert, "views" | "likes" | "comments" | "durationSeconds">;

/** An upload on YouTube that the library does not have yet. */
export interface PublishedUpload {
  youtubeVideoId: string;
  title: string;
  targetKeywords: string[];
  publishedAt: Date;
  metrics: MetricCounts;
}

function watchUrl(youtubeVideoId: string): string {
  return `https://www.youtube.com/watch?v=${youtubeVideoId}`;
}

/**
 * Imports uploads as published videos with their counts, each into the channel's folder of its
 * publish month (created when missing). Batched: one statement per 500 videos, whatever the channel's
 * size. Answers how many videos were added.
 */
export async function importPublishedVideos(
  tx: Db | Tx,
  userId: string | null,
  channelId: string,
  uploads: PublishedUpload[],
): Promise<number> {
  if (uploads.length === 0) return 0;
  const folderOf = await findOrCreateMonthFolders(
    tx,
    userId,
    channelId,
    uploads.map((u) => monthOf(u.publishedAt)),
  );
  const byYouTubeId = new Map(uploads.map((u) => [u.youtubeVideoId, u]));
  let imported = 0;
  for (const batch of inBatches(uploads)) {
    const rows = await tx
      .insert(videos)
      .values(
        batch.map((u) => ({
          title: u.title,
          status: "published",
          // issue 13: an upload arrives at Published with YouTube's publish time.
          stage: "published",
          publishedAt: u.publishedAt,
          boardRank: -u.publishedAt.getTime() / 1000,
          youtubeUrl: watchUrl(u.youtubeVideoId),
          youtubeVideoId: u.youtubeVideoId,
          folderId: folderOf.get(monthOf(u.publishedAt))!,
          userId,
          targetKeywords: u.targetKeywords,
          // Imported videos sort by when they were published, not by when we copied them.
          createdAt: u.publishedAt,
        })),
      )
      .returning({ id: videos.id, youtubeVideoId: videos.youtubeVideoId });
    await tx
      .insert(videoMetrics)
      .values(rows.map((row) => ({ videoId: row.id, ...byYouTubeId.get(row.youtubeVideoId!)!.metrics })));
    imported += rows.length;
  }
  return imported;
}

/**
 * Records the language a video's script is written in, as the studio set it (decision 038): null when
 * it is the channel's own, so a channel's language change still reaches it; the tag otherwise.
 */
export async function setScriptLanguage(tx: Tx, videoId: string, language: string): Promise<void> {
  const [row] = await tx
    .select({ channelLanguage: channels.language })
    .from(videos)
    .innerJoin(folders, eq(folders.id, videos.folderId))
    .innerJoin(channels, eq(channels.id, folders.channelId))
    .where(eq(videos.id, videoId));
  if (!row) return;
  const own = language === (row.channelLanguage ?? DEFAULT_LANGUAGE) ? null : language;
  await tx.update(videos).set({ language: own }).where(eq(videos.id, videoId));
}
