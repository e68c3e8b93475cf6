import { count, desc, eq } from "drizzle-orm";
import type { z } from "zod";
import {
  type Channel,
  type ChannelOverview,
  canDeleteLibraryItem,
  type createChannelSchema,
  type Deleted,
  deleteForbiddenMessage,
  isLibraryId,
  OVERVIEW_FOLDERS_LIMIT,
  RECENT_VIDEOS_LIMIT,
  toChannel,
  toFolder,
  toVideo,
  type updateChannelSchema,
} from "../../../shared/schemas/library.ts";
import { channelSourceKey, parseChannelUrl } from "../../../shared/youtube-url.ts";
import type { Db, Tx } from "../../db/client.ts";
import { channels, folders, videos } from "../../db/schema.ts";
import { conflict, forbidden, notFound } from "../../errors.ts";
import type { SessionUser } from "../../router.ts";
import type { ResolvedChannel } from "../../youtube/connect.ts";
import { channelFolderCount, folderVideoCount, videosDeletedMessage } from "./queries.ts";

type CreateChannel = z.output<typeof createChannelSchema>;
type UpdateChannel = z.output<typeof updateChannelSchema>;

const channelNotFound = () => notFound("Channel not found");

/** spec §7: all channels, newest first. */
export async function listChannels(db: Db): Promise<Channel[]> {
  const rows = await db.select().from(channels).orderBy(desc(channels.createdAt), desc(channels.id));
  return rows.map(toChannel);
}

export async function getChannel(db: Db | Tx, channelId: string): Promise<Channel> {
  if (!isLibraryId(channelId)) throw channelNotFound();
  const [row] = await db.select().from(channels).where(eq(channels.id, channelId));
  if (!row) throw channelNotFound();
  return toChannel(row);
}

function isUniqueViolation(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; current && depth < 5; depth++) {
    if ((current as { code?: unknown }).code === "23505") return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

const alreadyConnected = (name: string) => conflict(`This YouTube channel is already in the library as "${name}"`);

/**
 * spec §5: connects a channel by its YouTube address, defaulting the name to 'Channel {id}' and
 * the description to 'YouTube Channel: {id}'; or creates a channel by name alone (studio). The same
 * address twice (any URL form or case) is refused. `youtube_channel_id` stays null until the
 * YouTube integration resolves the channel.
 */
/**
 * Adds a channel by name, or by its YouTube address. `resolved` is what the YouTube Data API said
 * about that address when it is configured (real id, title and description); without it the spec's
 * defaults apply ('Channel {id}', 'YouTube Channel: {id}').
 */
export async function createChannel(
  db: Db,
  actor: Pick<SessionUser, "id">,
  input: CreateChannel,
  resolved: ResolvedChannel | null = null,
): Promise<Channel> {
  const source = input.url === undefined ? null : parseChannelUrl(input.url);
  const values = source
    ? {
        name: input.name || resolved?.title || `Channel ${source.id}`,
        description: input.description || resolved?.description || `YouTube Channel: ${source.id}`,
        youtubeUrl: source.url,
        sourceKey: channelSourceKey(source),
        youtubeChannelId: resolved?.youtubeChannelId ?? null,
      }
    : { name: input.name ?? "", description: input.description || null, youtubeUrl: null, sourceKey: null };
  try {
    return await db.transaction(async (tx) => {
      if (values.sourceKey) {
        const [existing] = await tx
          .select({ name: channels.name })
          .from(channels)
          .where(eq(channels.sourceKey, values.sourceKey));
        if (existing) throw alreadyConnected(existing.name);
      }
      const [row] = await tx
        .insert(channels)
        .values({ ...values, userId: actor.id })
        .returning();
      return toChannel(row);
    });
  } catch (error) {
    // Two connects of one channel at the same moment: the unique key decides.
    if (isUniqueViolation(error)) throw conflict("This YouTube channel is already in the library");
    throw error;
  }
}

export async function updateChannel(db: Db, channelId: string, input: UpdateChannel): Promise<Channel> {
  if (!isLibraryId(channelId)) throw channelNotFound();
  const [row] = await db
    .update(channels)
    .set({
      ...(input.name !== undefined && { name: input.name }),
      ...(input.description !== undefined && { description: input.description || null }),
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
): Promise<Deleted> {
  if (!isLibraryId(channelId)) throw channelNotFound();
  return db.transaction(async (tx) => {
    const [channel] = await tx.select().from(channels).where(eq(channels.id, channelId)).for("update");
    if (!channel) throw channelNotFound();
    if (!canDeleteLibraryItem(actor, channel.userId)) throw forbidden(deleteForbiddenMessage("channel"));
    const [{ total }] = await tx
      .select({ total: count() })
      .from(videos)
      .innerJoin(folders, eq(folders.id, videos.folderId))
      .where(eq(folders.channelId, channelId));
    await tx.delete(channels).where(eq(channels.id, channelId));
    return { message: videosDeletedMessage(`Channel "${channel.name}"`, total), videosDeleted: total };
  });
}

/**
 * The channel detail's Overview tab: the first 5 folders (newest month first) with their video
 * counts and the channel's 10 newest videos. Three queries, whatever the size of the channel.
 */
export async function getChannelOverview(db: Db, channelId: string): Promise<ChannelOverview> {
  if (!isLibraryId(channelId)) throw channelNotFound();
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
