import type { z } from "zod";
import type { saveScriptSchema } from "../../../shared/schemas/scripts.ts";
import type { Db } from "../../db/client.ts";
import { attachScript } from "../../domain/scripts/script-versions.ts";
import { createDraftVideo, setScriptLanguage } from "../../domain/videos/videos.ts";

type SaveScript = z.output<typeof saveScriptSchema>;

/**
 * The studio's "save to library" (spec §7: videos insert with target_keywords, then scripts insert):
 * the video (status draft, spec §4) and its script in one transaction, so a failure leaves neither.
 */
export async function saveScriptToLibrary(
  db: Db,
  actor: { id: string },
  input: SaveScript,
): Promise<{ videoId: string }> {
  return db.transaction(async (tx) => {
    const video = await createDraftVideo(tx, actor.id, input.folderId, {
      title: input.title,
      youtubeUrl: input.youtubeUrl ?? null,
      targetKeywords: input.keywords ?? [],
    });
    // Counted in the language it is written in, which the video keeps (decision 038).
    if (input.language) await setScriptLanguage(tx, video.id, input.language);
    await attachScript(tx, actor.id, video.id, { content: input.content, duration: input.duration, tone: input.tone });
    return { videoId: video.id };
  });
}
