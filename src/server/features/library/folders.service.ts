import { count, desc, eq } from "drizzle-orm";
import type { z } from "zod";
import { canDeleteLibraryItem } from "../../../shared/library-rules.ts";
import { type Folder, type FolderDetail, toFolder, type updateFolderSchema } from "../../../shared/schemas/library.ts";
import type { Db } from "../../db/client.ts";
import { channels, folders, videos } from "../../db/schema.ts";
import { channelNotFound, deleteForbidden, folderNotFound } from "../../domain/errors.ts";
import type { SessionUser } from "../../router.ts";
import { folderVideoCount } from "./queries.ts";

type UpdateFolder = z.output<typeof updateFolderSchema>;

const folderColumns = {
  id: folders.id,
  channelId: folders.channelId,
  name: folders.name,
  monthYear: folders.monthYear,
  userId: folders.userId,
  createdAt: folders.createdAt,
};

/**
 * A channel's folders, newest month first (then newest created first), each with its video count
 * computed by the database. One query for the list, one to tell an empty channel from a missing one.
 */
export async function listFolders(db: Db, channelId: string): Promise<Folder[]> {
  const [channel, rows] = await Promise.all([
    db.select({ id: channels.id }).from(channels).where(eq(channels.id, channelId)),
    db
      .select({ folder: folders, videoCount: folderVideoCount })
      .from(folders)
      .where(eq(folders.channelId, channelId))
      .orderBy(desc(folders.monthYear), desc(folders.createdAt), desc(folders.id)),
  ]);
  if (channel.length === 0) throw channelNotFound();
  return rows.map((r) => toFolder({ ...r.folder, videoCount: r.videoCount }));
}

/** One folder with its channel's name (breadcrumbs). */
export async function getFolder(db: Db, folderId: string): Promise<FolderDetail> {
  const [row] = await db
    .select({ folder: folders, videoCount: folderVideoCount, channel: { id: channels.id, name: channels.name } })
    .from(folders)
    .innerJoin(channels, eq(channels.id, folders.channelId))
    .where(eq(folders.id, folderId));
  if (!row) throw folderNotFound();
  return { ...toFolder({ ...row.folder, videoCount: row.videoCount }), channel: row.channel };
}

export async function updateFolder(db: Db, folderId: string, input: UpdateFolder): Promise<Folder> {
  const [row] = await db
    .update(folders)
    .set({
      ...(input.name !== undefined && { name: input.name }),
      ...(input.monthYear !== undefined && { monthYear: input.monthYear }),
    })
    .where(eq(folders.id, folderId))
    .returning({ ...folderColumns, videoCount: folderVideoCount });
  if (!row) throw folderNotFound();
  return toFolder(row);
}

/** Deletes the folder with its videos (cascade) and says how many videos went. */
export async function deleteFolder(
  db: Db,
  actor: Pick<SessionUser, "id" | "role">,
  folderId: string,
): Promise<{ name: string; videosDeleted: number }> {
  return db.transaction(async (tx) => {
    const [folder] = await tx.select().from(folders).where(eq(folders.id, folderId)).for("update");
    if (!folder) throw folderNotFound();
    if (!canDeleteLibraryItem(actor, folder.userId)) throw deleteForbidden("folder");
    const [{ total }] = await tx.select({ total: count() }).from(videos).where(eq(videos.folderId, folderId));
    await tx.delete(folders).where(eq(folders.id, folderId));
    return { name: folder.name, videosDeleted: total };
  });
}
