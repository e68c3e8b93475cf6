// The video page's "Script vs retention": the script that went out laid over the stored retention
// curve. Three queries: the video with its channel, packaging chapters and stored curve; then the
// published script version (domain/scripts/published-script.ts, four small reads).
import { and, eq, sql } from "drizzle-orm";
import { formatTimestamp } from "../../../shared/packaging-rules.ts";
import type { Chapter } from "../../../shared/schemas/packaging.ts";
import type { ScriptRetentionView } from "../../../shared/schemas/script-retention.ts";
import { type CurvePoint, scriptRetention } from "../../../shared/script-retention.ts";
import { parseYouTubeVideoId } from "../../../shared/youtube-url.ts";
import type { Db } from "../../db/client.ts";
import { channels, folders, packaging, videoAnalytics, videos } from "../../db/schema.ts";
import { publishedScript } from "../../domain/scripts/published-script.ts";
import { notFound } from "../../errors.ts";

const empty = (status: ScriptRetentionView["status"], message: string): ScriptRetentionView => ({
  status,
  message,
  script: null,
  spans: null,
  hookHold30: null,
  sections: [],
  spikes: [],
  curve: [],
});

export async function getScriptRetention(db: Db, videoId: string): Promise<ScriptRetentionView> {
  const [video] = await db
    .select({
      youtubeVideoId: videos.youtubeVideoId,
      youtubeUrl: videos.youtubeUrl,
      publishedAt: videos.publishedAt,
      channelId: folders.channelId,
      wordsPerMinute: channels.wordsPerMinute,
      language: videos.language,
      channelLanguage: channels.language,
      chapters: sql<Chapter[] | null>`${packaging.content}->'chapters'`,
    })
    .from(videos)
    .innerJoin(folders, eq(videos.folderId, folders.id))
    .innerJoin(channels, eq(channels.id, folders.channelId))
    .leftJoin(packaging, eq(packaging.videoId, videos.id))
    .where(eq(videos.id, videoId));
  if (!video) throw notFound("Video not found");
  const youtubeVideoId = video.youtubeVideoId ?? (video.youtubeUrl ? parseYouTubeVideoId(video.youtubeUrl) : null);
  if (!youtubeVideoId) {
    return empty("no-analytics", "This video has no YouTube link, so there is no retention curve to compare with.");
  }
  const [stored] = await db
    .select({ retention: videoAnalytics.retention, durationSeconds: videoAnalytics.durationSeconds })
    .from(videoAnalytics)
    .where(and(eq(videoAnalytics.channelId, video.channelId), eq(videoAnalytics.youtubeVideoId, youtubeVideoId)));
  if (!stored) {
    return empty(
      "no-analytics",
      "No YouTube Analytics for this video yet: connect its channel with Google and sync it to compare the script with its retention.",
    );
  }
  const curve = (stored.retention ?? []) as CurvePoint[];
  if (curve.length === 0) {
    return empty(
      "no-curve",
      "YouTube has no retention curve for this video: it answers one only once a video has enough views, and its figures arrive two to three days late. Nothing is computed without it.",
    );
  }
  const script = await publishedScript(db, { id: videoId, publishedAt: video.publishedAt });
  if (!script) return { ...empty("no-script", "This video has no saved script to compare with its retention."), curve };
  const figures = scriptRetention({
    script: script.content,
    durationSeconds: stored.durationSeconds,
    chapters: video.chapters ?? [],
    wordsPerMinute: video.wordsPerMinute,
    language: video.language ?? video.channelLanguage ?? undefined,
    curve,
  });
  if (!figures) {
    return { ...empty("no-script", "The published script has no words to place on the curve."), curve };
  }
  const { spans } = figures;
  const length = formatTimestamp(spans.lengthSeconds);
  const lengthFrom = stored.durationSeconds ? `the video's ${length} on YouTube` : `the script's ${length} spoken`;
  const explanation =
    spans.source === "chapters"
      ? `Sections are timed by the chapters in the video's description, over ${lengthFrom}.`
      : `${spans.note ? `${spans.note} ` : "The video's description has no chapters: "}each section starts when its first word would be spoken at the channel's ${video.wordsPerMinute} words a minute (the chapter rule), over ${lengthFrom}.`;
  return {
    status: "ready",
    message: null,
    script: {
      version: script.version,
      savedAt: script.savedAt.toISOString(),
      source: script.source,
      reason: script.reason,
    },
    spans: {
      source: spans.source,
      wordsPerMinute: video.wordsPerMinute,
      lengthSeconds: spans.lengthSeconds,
      explanation,
    },
    hookHold30: figures.hookHold30,
    sections: figures.sections,
    spikes: figures.spikes,
    curve,
  };
}
