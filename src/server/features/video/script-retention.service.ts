// The video page's "Script vs retention": the script that went out laid over the stored retention
// curve. Three queries: the video with its channel, packaging chapters and stored curve; then the
// published script version (domain/scripts/published-script.ts, four small reads).
import { and, eq, sql } from "drizzle-orm";
import { msg } from "../../../shared/message.ts";
import { formatTimestamp } from "../../../shared/packaging-rules.ts";
import type { Chapter } from "../../../shared/schemas/packaging.ts";
import type { ScriptRetentionView } from "../../../shared/schemas/script-retention.ts";
import { type CurvePoint, scriptRetention } from "../../../shared/script-retention.ts";
import { parseYouTubeVideoId } from "../../../shared/youtube-url.ts";
import type { Db } from "../../db/client.ts";
import { channels, folders, packaging, videoAnalytics, videos } from "../../db/schema.ts";
import { publishedScript } from "../../domain/scripts/published-script.ts";
import { notFound } from "../../errors.ts";

/** Says a catalogue message (msg()) in the reader's language: the route's `say`. */
type Say = (text: string, values?: Record<string, string | number>) => string;

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

/** Which version went out, and why that one (domain/scripts/published-script.ts). */
const REASONS = {
  uploaded: msg("Version {version}: the version current when the video was uploaded to YouTube."),
  applied: msg("Version {version}: the version current when the packaging was first applied to YouTube."),
  "before-publish": msg("Version {version}: the last version saved before the video was published ({day})."),
  newest: msg("Version {version}: the newest version (no version was saved before the video went out)."),
} as const;

export async function getScriptRetention(db: Db, videoId: string, say: Say): Promise<ScriptRetentionView> {
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
  if (!video) throw notFound(msg("Video not found"));
  const youtubeVideoId = video.youtubeVideoId ?? (video.youtubeUrl ? parseYouTubeVideoId(video.youtubeUrl) : null);
  if (!youtubeVideoId) {
    return empty(
      "no-analytics",
      say(msg("This video has no YouTube link, so there is no retention curve to compare with.")),
    );
  }
  const [stored] = await db
    .select({ retention: videoAnalytics.retention, durationSeconds: videoAnalytics.durationSeconds })
    .from(videoAnalytics)
    .where(and(eq(videoAnalytics.channelId, video.channelId), eq(videoAnalytics.youtubeVideoId, youtubeVideoId)));
  if (!stored) {
    return empty(
      "no-analytics",
      say(
        msg(
          "No YouTube Analytics for this video yet: connect its channel with Google and sync it to compare the script with its retention.",
        ),
      ),
    );
  }
  const curve = (stored.retention ?? []) as CurvePoint[];
  if (curve.length === 0) {
    return empty(
      "no-curve",
      say(
        msg(
          "YouTube has no retention curve for this video: it answers one only once a video has enough views, and its figures arrive two to three days late. Nothing is computed without it.",
        ),
      ),
    );
  }
  const script = await publishedScript(db, { id: videoId, publishedAt: video.publishedAt });
  if (!script) {
    return { ...empty("no-script", say(msg("This video has no saved script to compare with its retention."))), curve };
  }
  const figures = scriptRetention({
    script: script.content,
    durationSeconds: stored.durationSeconds,
    chapters: video.chapters ?? [],
    wordsPerMinute: video.wordsPerMinute,
    language: video.language ?? video.channelLanguage ?? undefined,
    curve,
  });
  if (!figures) {
    return { ...empty("no-script", say(msg("The published script has no words to place on the curve."))), curve };
  }
  const { spans } = figures;
  const length = formatTimestamp(spans.lengthSeconds);
  const over = stored.durationSeconds
    ? say(msg("over the video's {length} on YouTube"), { length })
    : say(msg("over the script's {length} spoken"), { length });
  const explanation =
    spans.source === "chapters"
      ? say(msg("Sections are timed by the chapters in the video's description, {over}."), { over })
      : say(
          msg(
            "{note} Each section starts when its first word would be spoken at the channel's {rate} words a minute (the chapter rule), {over}.",
          ),
          {
            note: say(spans.note ?? msg("The video's description has no chapters.")),
            rate: video.wordsPerMinute,
            over,
          },
        );
  return {
    status: "ready",
    message: null,
    script: {
      version: script.version,
      savedAt: script.savedAt.toISOString(),
      source: script.source,
      reason: say(REASONS[script.source], {
        version: script.version,
        day: video.publishedAt?.toISOString().slice(0, 10) ?? "",
      }),
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
