// "Translate script": a dubbed version of a video starts as a new video in the same folder, in another
// language, its script the original's current script translated, linked back to the original.
import { eq } from "drizzle-orm";
import type { z } from "zod";
import { DEFAULT_LANGUAGE, languageEndonym, languageName } from "../../../shared/languages.ts";
import { isLibraryId, LIMITS } from "../../../shared/library-rules.ts";
import { msg } from "../../../shared/message.ts";
import type { translateScriptSchema } from "../../../shared/schemas/scripts.ts";
import { takeAiRequest } from "../../ai/rate-limit.ts";
import type { ScriptTranslator } from "../../ai/script-translator.ts";
import type { Db } from "../../db/client.ts";
import { channels, scripts, videos } from "../../db/schema.ts";
import { videoNotFound } from "../../domain/errors.ts";
import { attachScript } from "../../domain/scripts/script-versions.ts";
import { withChannelAndScript } from "../../domain/videos/video-joins.ts";
import { createDraftVideo } from "../../domain/videos/videos.ts";
import { badRequest } from "../../errors.ts";

type TranslateScript = z.output<typeof translateScriptSchema>;

/** "Coffee, explained (Español)": the original's title with the language's own name, within the title limit. */
export function translationTitle(title: string, language: string): string {
  const suffix = ` (${languageEndonym(language)})`;
  return title.slice(0, LIMITS.title - suffix.length).trimEnd() + suffix;
}

export async function translateScript(
  db: Db,
  translator: ScriptTranslator,
  rateLimitPerMinute: number,
  actor: { id: string },
  input: TranslateScript,
  signal?: AbortSignal,
): Promise<{ videoId: string; title: string }> {
  if (!isLibraryId(input.videoId)) throw videoNotFound();
  const [original] = await withChannelAndScript(
    db
      .select({
        id: videos.id,
        title: videos.title,
        folderId: videos.folderId,
        targetKeywords: videos.targetKeywords,
        language: videos.language,
        channelLanguage: channels.language,
        content: scripts.content,
        duration: scripts.duration,
        tone: scripts.tone,
      })
      .from(videos)
      .$dynamic(),
  ).where(eq(videos.id, input.videoId));
  if (!original) throw videoNotFound();
  if (!original.content?.trim()) throw badRequest(msg("This video has no script to translate yet"));
  const from = original.language ?? original.channelLanguage ?? DEFAULT_LANGUAGE;
  if (from === input.language) {
    throw badRequest(msg("The script is already in {language}"), { language: languageName(from) });
  }
  await takeAiRequest(db, actor.id, rateLimitPerMinute);
  const content = await translator.translate(original.content, from, input.language, signal);
  const title = translationTitle(original.title, input.language);
  return db.transaction(async (tx) => {
    const video = await createDraftVideo(tx, actor.id, original.folderId, {
      title,
      youtubeUrl: null,
      targetKeywords: original.targetKeywords,
      language: input.language,
      sourceVideoId: original.id,
    });
    await attachScript(tx, actor.id, video.id, {
      content,
      duration: original.duration,
      tone: original.tone,
    });
    return { videoId: video.id, title };
  });
}
