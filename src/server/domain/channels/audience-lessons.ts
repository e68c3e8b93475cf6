// A channel's lessons from its audience: every published video of the channel with a stored retention
// curve and a saved script, each script laid over its curve (shared/script-retention.ts), then the
// statistics across them (shared/audience-lessons.ts). Six queries whatever the number of videos: the
// channel, its videos with their curves and chapters, and the published script versions (four).
import { and, eq, isNotNull, sql } from "drizzle-orm";
import { audienceLessons, LESSONS_MIN_VIDEOS, type LessonVideo } from "../../../shared/audience-lessons.ts";
import { msg } from "../../../shared/message.ts";
import type { AudienceLessons } from "../../../shared/schemas/audience-lessons.ts";
import type { Chapter } from "../../../shared/schemas/packaging.ts";
import { type CurvePoint, hookWords, scriptRetention } from "../../../shared/script-retention.ts";
import type { Db } from "../../db/client.ts";
import { channels, folders, packaging, videoAnalytics, videos } from "../../db/schema.ts";
import { notFound } from "../../errors.ts";
import { publishedScripts } from "../scripts/published-script.ts";

export async function getAudienceLessons(db: Db, channelId: string): Promise<AudienceLessons> {
  const [channel] = await db
    .select({ wordsPerMinute: channels.wordsPerMinute, language: channels.language })
    .from(channels)
    .where(eq(channels.id, channelId));
  if (!channel) throw notFound(msg("Channel not found"));
  const published = await db
    .select({
      id: videos.id,
      title: videos.title,
      language: videos.language,
      publishedAt: videos.publishedAt,
      retention: videoAnalytics.retention,
      durationSeconds: videoAnalytics.durationSeconds,
      chapters: sql<Chapter[] | null>`${packaging.content}->'chapters'`,
    })
    .from(videos)
    .innerJoin(folders, eq(folders.id, videos.folderId))
    .innerJoin(
      videoAnalytics,
      and(eq(videoAnalytics.channelId, folders.channelId), eq(videoAnalytics.youtubeVideoId, videos.youtubeVideoId)),
    )
    .leftJoin(packaging, eq(packaging.videoId, videos.id))
    .where(
      and(
        eq(folders.channelId, channelId),
        isNotNull(videoAnalytics.retention),
        sql`jsonb_array_length(${videoAnalytics.retention}) > 0`,
      ),
    )
    .orderBy(videos.publishedAt, videos.id);
  const scripts = await publishedScripts(db, published);

  const lessonVideos: LessonVideo[] = [];
  const rows: AudienceLessons["rows"] = [];
  for (const video of published) {
    const script = scripts.get(video.id);
    if (!script) continue;
    const figures = scriptRetention({
      script: script.content,
      durationSeconds: video.durationSeconds,
      chapters: video.chapters ?? [],
      wordsPerMinute: channel.wordsPerMinute,
      language: video.language ?? channel.language ?? undefined,
      curve: (video.retention ?? []) as CurvePoint[],
    });
    if (!figures) continue;
    lessonVideos.push({
      id: video.id,
      title: video.title,
      hookWords: hookWords(script.content, video.language ?? channel.language ?? undefined),
      hookHold30: figures.hookHold30,
      lengthSeconds: figures.spans.lengthSeconds,
      endShare: figures.sections[figures.sections.length - 1].endShare,
      sections: figures.sections.map((s) => ({ kind: s.kind, dropPerMinute: s.dropPerMinute, words: s.words })),
    });
    for (const s of figures.sections) {
      rows.push({
        videoId: video.id,
        videoTitle: video.title,
        publishedAt: video.publishedAt?.toISOString() ?? null,
        scriptVersion: script.version,
        spanSource: figures.spans.source,
        hookHold30: figures.hookHold30,
        section: s.index + 1,
        title: s.title,
        kind: s.kind,
        words: s.words,
        startSeconds: s.startSeconds,
        endSeconds: s.endSeconds,
        startShare: s.startShare,
        endShare: s.endShare,
        dropPerMinute: s.dropPerMinute,
        relativePerformance: s.relativePerformance,
        steepestDrop: s.steepestDrop,
        spike: s.spike,
      });
    }
  }
  const result = audienceLessons(lessonVideos);
  return { ...result, minimum: LESSONS_MIN_VIDEOS, rows };
}
