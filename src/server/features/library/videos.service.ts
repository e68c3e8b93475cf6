import { desc, eq, sql } from "drizzle-orm";
import { toVideo, type Video } from "../../../shared/schemas/library.ts";
import { channelVersionCache } from "../../db/channel-version-cache.ts";
import type { Db } from "../../db/client.ts";
import { preparedPerDatabase } from "../../db/prepared.ts";
import { channelVersions, folders, videos } from "../../db/schema.ts";
import { folderNotFound } from "../../domain/errors.ts";

const folderVersion = preparedPerDatabase((db) =>
  db
    .select({ id: folders.id, version: sql<number>`coalesce(${channelVersions.version}, 0)`.mapWith(Number) })
    .from(folders)
    .leftJoin(channelVersions, eq(channelVersions.channelId, folders.channelId))
    .where(eq(folders.id, sql.placeholder("folderId")))
    .prepare("folder_channel_version"),
);

const videosOfFolder = preparedPerDatabase((db) =>
  db
    .select()
    .from(videos)
    .where(eq(videos.folderId, sql.placeholder("folderId")))
    .orderBy(desc(videos.createdAt), desc(videos.id))
    .prepare("videos_of_folder"),
);

const folderVideoLists = channelVersionCache<Video[]>();

/**
 * spec §7: a folder's videos, newest first. Read again only when its channel's data changed (the
 * version is read first; see channel-version-cache.ts).
 */
export async function listFolderVideos(db: Db, folderId: string): Promise<Video[]> {
  const [folder] = await folderVersion(db).execute({ folderId });
  if (!folder) throw folderNotFound();
  return folderVideoLists(db, folderId, folder.version, async () =>
    (await videosOfFolder(db).execute({ folderId })).map(toVideo),
  );
}
