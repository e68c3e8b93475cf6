import { eq } from "drizzle-orm";
import type { z } from "zod";
import { isLibraryId } from "../../../shared/schemas/library.ts";
import type { saveScriptSchema } from "../../../shared/schemas/scripts.ts";
import { countWords } from "../../../shared/studio.ts";
import { parseYouTubeVideoId } from "../../../shared/youtube-url.ts";
import type { Db } from "../../db/client.ts";
import { folders, scripts, videos } from "../../db/schema.ts";
import { notFound } from "../../errors.ts";
import type { SessionUser } from "../../router.ts";

type SaveScript = z.output<typeof saveScriptSchema>;

const folderNotFound = () => notFound("Folder not found");

/**
 * The studio's "save to library" (spec §7: videos insert with target_keywords, then scripts insert):
 * the video (status draft, spec §4) and its script in one transaction, so a failure leaves neither.
 */
export async function saveScriptToLibrary(
  db: Db,
  actor: Pick<SessionUser, "id">,
  input: SaveScript,
): Promise<{ videoId: string }> {
  if (!isLibraryId(input.folderId)) throw folderNotFound();
  const youtubeUrl = input.youtubeUrl ?? null;
  return db.transaction(async (tx) => {
    // Holds the folder until both rows are in, so a concurrent delete can't leave them dangling.
    const [folder] = await tx
      .select({ id: folders.id })
      .from(folders)
      .where(eq(folders.id, input.folderId))
      .for("key share");
    if (!folder) throw folderNotFound();
    const [video] = await tx
      .insert(videos)
      .values({
        title: input.title,
        status: "draft",
        youtubeUrl,
        youtubeVideoId: youtubeUrl ? parseYouTubeVideoId(youtubeUrl) : null,
        targetKeywords: input.keywords ?? [],
        folderId: folder.id,
        userId: actor.id,
      })
      .returning({ id: videos.id });
    await tx.insert(scripts).values({
      videoId: video.id,
      content: input.content,
      duration: input.duration,
      tone: input.tone,
      // spec §9: the count of the text stored, whatever the client last showed.
      wordCount: countWords(input.content),
      userId: actor.id,
    });
    return { videoId: video.id };
  });
}
