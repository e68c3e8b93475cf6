import { desc, eq } from "drizzle-orm";
import type { z } from "zod";
import { type createVideoSchema, isLibraryId, toVideo, type Video } from "../../../shared/schemas/library.ts";
import { parseYouTubeVideoId } from "../../../shared/youtube-url.ts";
import type { Db } from "../../db/client.ts";
import { folders, videos } from "../../db/schema.ts";
import { notFound } from "../../errors.ts";
import type { SessionUser } from "../../http.ts";

type CreateVideo = z.output<typeof createVideoSchema>;

const folderNotFound = () => notFound("Folder not found");

/** spec §7: a folder's videos, newest first. */
export async function listFolderVideos(db: Db, folderId: string): Promise<Video[]> {
  if (!isLibraryId(folderId)) throw folderNotFound();
  const [folder, rows] = await Promise.all([
    db.select({ id: folders.id }).from(folders).where(eq(folders.id, folderId)),
    db.select().from(videos).where(eq(videos.folderId, folderId)).orderBy(desc(videos.createdAt), desc(videos.id)),
  ]);
  if (folder.length === 0) throw folderNotFound();
  return rows.map(toVideo);
}

/** spec §4, §5: a new video is a draft; a blank URL is stored as null. */
export async function createVideo(
  db: Db,
  actor: Pick<SessionUser, "id">,
  folderId: string,
  input: CreateVideo,
): Promise<Video> {
  if (!isLibraryId(folderId)) throw folderNotFound();
  const youtubeUrl = input.youtubeUrl ?? null;
  return db.transaction(async (tx) => {
    // Holds the folder until the video is in, so a concurrent delete can't leave it dangling.
    const [folder] = await tx.select({ id: folders.id }).from(folders).where(eq(folders.id, folderId)).for("key share");
    if (!folder) throw folderNotFound();
    const [row] = await tx
      .insert(videos)
      .values({
        title: input.title,
        status: "draft",
        youtubeUrl,
        youtubeVideoId: youtubeUrl ? parseYouTubeVideoId(youtubeUrl) : null,
        targetKeywords: input.targetKeywords ?? [],
        folderId,
        userId: actor.id,
      })
      .returning();
    return toVideo(row);
  });
}
