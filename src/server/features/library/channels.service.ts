import { count, desc, eq } from "drizzle-orm";
import type { z } from "zod";
import { canDeleteLibraryItem, OVERVIEW_FOLDERS_LIMIT, RECENT_VIDEOS_LIMIT } from "../../../shared/library-rules.ts";
import {
  type Channel,
  type ChannelOverview,
  toChannel,
  toFolder,
  toVideo,
  type updateChannelSchema,
} from "../../../shared/schemas/library.ts";
import type { Db, Tx } from "../../db/client.ts";
import { channels, folders, videos } from "../../db/schema.ts";
import { channelNotFound, deleteForbidden } from "../../domain/errors.ts";
import type { SessionUser } from "../../router.ts";
import { channelFolderCount, folderVideoCount } from "./queries.ts";

type UpdateChannel = z.output<typeof updateChannelSchema>;

/** spec §7: all channels, newest first. */
export async function listChannels(db: Db): Promise<Channel[]> {
  const rows = await db.select().from(channels).orderBy(desc(channels.createdAt), desc(channels.id));
  return rows.map(toChannel);
}

export async function getChannel(db: Db | Tx, channelId: string): Promise<Channel> {
  const [row] = await db.select().from(channels).where(eq(channels.id, channelId));
  if (!row) throw channelNotFound();
  return toChannel(row);
}

export async function updateChannel(db: Db, channelId: string, input: UpdateChannel): Promise<Channel> {
  const [row] = await db
    .update(channels)
    .set({
      ...(input.name !== undefined && { name: input.name }),
      ...(input.description !== undefined && { description: input.description || null }),
      ...(input.wordsPerMinute !== undefined && { wordsPerMinute: input.wordsPerMinute }),
      ...(input.language !== undefined && { language: input.language }),
    })
    .where(eq(channels.id, channelId))
    .returning();
  if (!row) throw channelNotFound();
  return toChannel(row);
}

/** Deletes the channel with its folders and their videos (cascade) and says how many videos went. */
export async function deleteChannel(
  db: Db,
  actor: Pick<SessionUser, "id" | "role">,
  channelId: string,
): Promise<{ name: string; videosDeleted: number }> {
  return db.transaction(async (tx) => {
    const [channel] = await tx.select().from(channels).where(eq(channels.id, channelId)).for("update");
    if (!channel) throw channelNotFound();
    if (!canDeleteLibraryItem(actor, channel.userId)) throw deleteForbidden("channel");
    const [{ total }] = await tx
      .select({ total: count() })
      .from(videos)
      .innerJoin(folders, eq(folders.id, videos.folderId))
      .where(eq(folders.channelId, channelId));
    await tx.delete(channels).where(eq(channels.id, channelId));
    return { name: channel.name, videosDeleted: total };
  });
}

/**
 * The channel detail's Overview tab: the first 5 folders (newest month first) with their video
 * counts and the channel's 10 newest videos. Three queries, whatever the size of the channel.
 */
export async function getChannelOverview(db: Db, channelId: string): Promise<ChannelOverview> {
  const [channelRows, folderRows, videoRows] = await Promise.all([
    db
      .select({
        channel: channels,
        folderCount: channelFolderCount,
      })
      .from(channels)
      .where(eq(channels.id, channelId)),
    db
      .select({ folder: folders, videoCount: folderVideoCount })
      .from(folders)
      .where(eq(folders.channelId, channelId))
      .orderBy(desc(folders.monthYear), desc(folders.createdAt), desc(folders.id))
      .limit(OVERVIEW_FOLDERS_LIMIT),
    db
      .select({ video: videos })
      .from(videos)
      .innerJoin(folders, eq(folders.id, videos.folderId))
      .where(eq(folders.channelId, channelId))
      .orderBy(desc(videos.createdAt), desc(videos.id))
      .limit(RECENT_VIDEOS_LIMIT),
  ]);
  const [found] = channelRows;
  if (!found) throw channelNotFound();
  return {
    channel: toChannel(found.channel),
    folderCount: found.folderCount,
    folders: folderRows.map((r) => toFolder({ ...r.folder, videoCount: r.videoCount })),
    recentVideos: videoRows.map((r) => toVideo(r.video)),
  };
}
