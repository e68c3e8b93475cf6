import { desc, eq, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { z } from "zod";
import { DEFAULT_LANGUAGE } from "../../../shared/languages.ts";
import { canDeleteLibraryItem, type VideoStatus } from "../../../shared/library-rules.ts";
import { mentionedUserIds, plainNote } from "../../../shared/mentions.ts";
import { normalizeStage } from "../../../shared/production-stages.ts";
import { toVideo, type Video } from "../../../shared/schemas/library.ts";
import {
  folderRef,
  type Metrics,
  type Note,
  percentToFraction,
  toMetrics,
  toScript,
  type updateMetricsSchema,
  type updateVideoSchema,
  type VideoDetail,
} from "../../../shared/schemas/video.ts";
import { parseYouTubeVideoId } from "../../../shared/youtube-url.ts";
import type { Db } from "../../db/client.ts";
import { isForeignKeyViolation } from "../../db/pg-errors.ts";
import { preparedPerDatabase } from "../../db/prepared.ts";
import {
  channels,
  folders,
  scripts,
  users,
  videoMetrics,
  videoNotes,
  videos,
  youtubeUnavailableVideos,
} from "../../db/schema.ts";
import {
  type ActivityChange,
  activityCte,
  recordActivity,
  storableText,
} from "../../domain/activity/record-activity.ts";
import { deleteForbidden, videoNotFound } from "../../domain/errors.ts";
import { notifyMentions } from "../../domain/notifications/notifications.ts";
import { setVideoStatus } from "../../domain/production/set-video-status.ts";
import { updateVideoDetails } from "../../domain/production/update-video-details.ts";
import { holdVideo } from "../../domain/production/video-rows.ts";
import { withChannelAndScript } from "../../domain/videos/video-joins.ts";
import type { SessionUser } from "../../router.ts";

type UpdateVideo = z.output<typeof updateVideoSchema>;
/** By hand, counts are numbers; from YouTube, likes and comments may be unknown (null). */
type MetricsChanges = Omit<z.output<typeof updateMetricsSchema>, "likes" | "comments"> & {
  likes?: number | null;
  comments?: number | null;
};

const translatedVideos = alias(videos, "translated_videos");
const shortVideos = alias(videos, "short_videos");

/** The id and title of the video `key` names, or null: a subquery under an alias of its own. */
function videoPointedTo(key: typeof videos.sourceVideoId | typeof videos.shortOfVideoId, name: string) {
  const pointed = alias(videos, name);
  return sql<{ id: string; title: string } | null>`(select json_build_object('id', ${pointed.id},
    'title', ${pointed.title}) from ${videos} as ${sql.identifier(name)} where ${pointed.id} = ${key})`;
}

const videoDetail = preparedPerDatabase((db) =>
  withChannelAndScript(
    db
      .select({
        video: videos,
        folder: { id: folders.id, name: folders.name, monthYear: folders.monthYear },
        channel: {
          id: channels.id,
          name: channels.name,
          wordsPerMinute: channels.wordsPerMinute,
          language: channels.language,
        },
        script: scripts,
        metrics: videoMetrics,
        // The rows read by key are subqueries, not joins: each join adds to the orders the planner weighs
        // (1.4 ms of planning with them, 0.3 ms without, which PGlite pays on every request).
        unavailableSince: sql`(select ${youtubeUnavailableVideos.since} from ${youtubeUnavailableVideos}
        where ${youtubeUnavailableVideos.videoId} = ${videos.id})`.mapWith(youtubeUnavailableVideos.since),
        source: videoPointedTo(videos.sourceVideoId, "source_videos"),
        // The videos translated from this one, oldest first, in the same statement.
        translations: sql<{ id: string; title: string; language: string | null }[]>`coalesce((
        select json_agg(json_build_object('id', ${translatedVideos.id}, 'title', ${translatedVideos.title},
          'language', ${translatedVideos.language}) order by ${translatedVideos.createdAt})
        from ${videos} as ${sql.identifier("translated_videos")} where ${translatedVideos.sourceVideoId} = ${videos.id}), '[]'::json)`,
        shortOf: videoPointedTo(videos.shortOfVideoId, "long_videos"),
        // The Shorts made from this one (decision 046), oldest first, in the same statement.
        shorts: sql<{ id: string; title: string; stage: string }[]>`coalesce((
        select json_agg(json_build_object('id', ${shortVideos.id}, 'title', ${shortVideos.title},
          'stage', ${shortVideos.stage}) order by ${shortVideos.createdAt})
        from ${videos} as ${sql.identifier("short_videos")} where ${shortVideos.shortOfVideoId} = ${videos.id}), '[]'::json)`,
      })
      .from(videos)
      .$dynamic(),
  )
    .leftJoin(videoMetrics, eq(videoMetrics.videoId, videos.id))
    .where(eq(videos.id, sql.placeholder("videoId")))
    .prepare("video_detail"),
);

/**
 * The video page's data: the video, its folder and channel names, script and metrics, and whether the
 * last sync found it no longer on YouTube (issue 14 §5) — one query.
 */
export async function getVideoDetail(db: Db, videoId: string): Promise<VideoDetail> {
  const [row] = await videoDetail(db).execute({ videoId });
  if (!row) throw videoNotFound();
  return {
    ...toVideo(row.video),
    folder: folderRef(row.folder),
    channel: row.channel,
    script: row.script ? toScript(row.script) : null,
    metrics: row.metrics ? toMetrics(row.metrics) : null,
    noLongerOnYouTube: row.unavailableSince ? { since: row.unavailableSince.toISOString() } : null,
    language: row.video.language ?? row.channel.language ?? DEFAULT_LANGUAGE,
    translatedFrom: row.source?.id ? { id: row.source.id, title: row.source.title } : null,
    translations: row.translations.map((t) => ({ id: t.id, title: t.title, language: t.language ?? DEFAULT_LANGUAGE })),
    format: row.video.format === "short" ? "short" : "long",
    shortOf: row.shortOf?.id ? { id: row.shortOf.id, title: row.shortOf.title } : null,
    shorts: row.shorts.map((s) => ({ id: s.id, title: s.title, stage: normalizeStage(s.stage) })),
  };
}

/** The Video Details form: title, YouTube URL (blank → null) and target keywords; title and URL changes are logged. */
export async function updateVideo(db: Db, actorId: string, videoId: string, input: UpdateVideo): Promise<Video> {
  return updateVideoDetails(db, actorId, videoId, {
    ...input,
    ...(input.youtubeUrl !== undefined && {
      youtubeVideoId: input.youtubeUrl ? parseYouTubeVideoId(input.youtubeUrl) : null,
    }),
  });
}

/** issue 13: status follows the production stage (decision 022); the library keeps them in step. */
export function updateVideoStatus(db: Db, actorId: string, videoId: string, status: VideoStatus): Promise<Video> {
  return setVideoStatus(db, actorId, videoId, status);
}

/** Deletes the video with its script, metrics and notes (cascade). */
export async function deleteVideo(
  db: Db,
  actor: Pick<SessionUser, "id" | "role">,
  videoId: string,
): Promise<{ title: string }> {
  return db.transaction(async (tx) => {
    const [video] = await tx.select().from(videos).where(eq(videos.id, videoId)).for("update");
    if (!video) throw videoNotFound();
    if (!canDeleteLibraryItem(actor, video.userId)) throw deleteForbidden("video");
    await tx.delete(videos).where(eq(videos.id, videoId));
    return { title: video.title };
  });
}

const videoExists = preparedPerDatabase((db) =>
  db
    .select({ id: videos.id })
    .from(videos)
    .where(eq(videos.id, sql.placeholder("videoId")))
    .prepare("video_exists"),
);

const notesOfVideo = preparedPerDatabase((db) =>
  db
    .select({ note: videoNotes, author: { id: users.id, name: users.name, email: users.email } })
    .from(videoNotes)
    .leftJoin(users, eq(users.id, videoNotes.userId))
    .where(eq(videoNotes.videoId, sql.placeholder("videoId")))
    .orderBy(desc(videoNotes.createdAt), desc(videoNotes.id))
    .prepare("notes_of_video"),
);

/** spec §2: a video's notes newest first, each with its author. */
export async function listNotes(db: Db, videoId: string): Promise<Note[]> {
  const [video, rows] = await Promise.all([
    videoExists(db).execute({ videoId }),
    notesOfVideo(db).execute({ videoId }),
  ]);
  if (video.length === 0) throw videoNotFound();
  return rows.map((r) => ({
    id: r.note.id,
    videoId: r.note.videoId,
    content: r.note.content,
    author: r.author,
    createdAt: r.note.createdAt.toISOString(),
  }));
}

/** A note that mentions nobody, with its line in the video's activity log: one prepared statement. */
const addNoteLogged = preparedPerDatabase((db) => {
  const userId = sql.placeholder("userId");
  const videoId = sql.placeholder("videoId");
  return db
    .with(activityCte(db, videoId, userId, { kind: "note", to: sql.placeholder("line") }))
    .insert(videoNotes)
    .values({ videoId, content: sql.placeholder("content"), userId })
    .returning()
    .prepare("add_note_logged");
});

/**
 * One statement: the note's foreign key checks (and holds) the video, so a video deleted at the same
 * moment gives a clean 404, never a dangling note.
 */
export async function addNote(
  db: Db,
  actor: Pick<SessionUser, "id" | "name" | "email">,
  videoId: string,
  content: string,
  /** Receives the ids of the notifications the note created (its mentions), for their mail. */
  notified: string[] = [],
): Promise<Note> {
  let note: typeof videoNotes.$inferSelect;
  const logLine: ActivityChange = { kind: "note", to: plainNote(content).slice(0, 200) };
  const mentioned = mentionedUserIds(content);
  try {
    // The note, its line in the video's activity log and its mentions' notifications (issue 13) are
    // stored together: one statement for a note that mentions nobody (most), else a transaction.
    note =
      mentioned.length === 0
        ? (
            await addNoteLogged(db).execute({
              videoId,
              content,
              userId: actor.id,
              line: storableText(logLine.to ?? ""),
            })
          )[0]
        : await db.transaction(async (tx) => {
            const [row] = await tx.insert(videoNotes).values({ videoId, content, userId: actor.id }).returning();
            await recordActivity(tx, videoId, actor.id, [logLine]);
            notified.push(...(await notifyMentions(tx, actor.id, videoId, row.id, mentioned)));
            return row;
          });
  } catch (error) {
    if (isForeignKeyViolation(error)) throw videoNotFound();
    throw error;
  }
  return {
    id: note.id,
    videoId: note.videoId,
    content: note.content,
    author: { id: actor.id, name: actor.name, email: actor.email },
    createdAt: note.createdAt.toISOString(),
  };
}

/**
 * Writes metrics (by hand, or fetched from YouTube): the fields given replace the stored ones, the
 * others keep their values; a video without metrics gets zero counts and unknown CTR/retention.
 * Only YouTube's answer makes likes or comments unknown (null); a first entry by hand that leaves
 * them blank means 0, as the form always has (docs/decisions/013-unknown-metrics.md).
 */
export async function saveMetrics(db: Db, videoId: string, input: MetricsChanges): Promise<Metrics> {
  const changes = {
    ...(input.views !== undefined && { views: input.views }),
    ...(input.likes !== undefined && { likes: input.likes }),
    ...(input.comments !== undefined && { comments: input.comments }),
    ...(input.ctr !== undefined && { ctr: percentToFraction(input.ctr) }),
    ...(input.retention !== undefined && { retention: percentToFraction(input.retention) }),
  };
  return db.transaction(async (tx) => {
    await holdVideo(tx, videoId);
    const [row] = await tx
      .insert(videoMetrics)
      .values({ videoId, likes: 0, comments: 0, ...changes })
      .onConflictDoUpdate({ target: videoMetrics.videoId, set: { ...changes, updatedAt: sql`now()` } })
      .returning();
    return toMetrics(row);
  });
}
