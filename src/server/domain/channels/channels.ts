// Adding channels to the library, whoever adds them: the library's 'New channel' (by name, or by a
// YouTube address), 'Connect with Google', and a sync that learns a channel's YouTube id. And the
// channel's voice profile (issue 11), written by the Voice tab and by a rebuild, read by the studio.
import { and, eq, inArray, ne, or } from "drizzle-orm";
import { isLibraryId } from "../../../shared/library-rules.ts";
import { type StoredVoice, storedVoiceSchema } from "../../../shared/schemas/channel-voice.ts";
import { type Channel, toChannel } from "../../../shared/schemas/library.ts";
import { channelSourceKey, INVALID_CHANNEL_URL_MESSAGE, parseChannelUrl } from "../../../shared/youtube-url.ts";
import type { Db, Tx } from "../../db/client.ts";
import { isUniqueViolation } from "../../db/pg-errors.ts";
import { channels } from "../../db/schema.ts";
import { badRequest } from "../../errors.ts";
import { alreadyInLibrary, channelNotFound } from "../errors.ts";

/** What YouTube says about a channel. */
export interface YouTubeChannelFacts {
  youtubeChannelId: string;
  title: string;
  description: string;
}

/** A channel by name alone (the studio's channels have no YouTube address). */
export async function createChannel(
  db: Db,
  userId: string,
  input: { name: string; description?: string | null },
): Promise<Channel> {
  const [row] = await db
    .insert(channels)
    .values({ name: input.name, description: input.description || null, userId })
    .returning();
  return toChannel(row);
}

/**
 * spec §5: a channel by its YouTube address. What the member left blank comes from YouTube when it
 * was asked (`youtube`), else the spec's defaults 'Channel {id}' and 'YouTube Channel: {id}'.
 * 400 not a channel address; 409 the same address (any URL form or case) or the same YouTube
 * channel is in the library already.
 */
export async function createChannelFromUrl(
  db: Db,
  userId: string,
  input: { url: string; name?: string | null; description?: string | null; youtube?: YouTubeChannelFacts | null },
): Promise<Channel> {
  const source = parseChannelUrl(input.url);
  if (!source) throw badRequest(INVALID_CHANNEL_URL_MESSAGE);
  const sourceKey = channelSourceKey(source);
  const { youtube } = input;
  try {
    return await db.transaction(async (tx) => {
      const [existing] = await tx
        .select({ name: channels.name })
        .from(channels)
        .where(eq(channels.sourceKey, sourceKey));
      if (existing) throw alreadyInLibrary(existing.name);
      const [row] = await tx
        .insert(channels)
        .values({
          name: input.name?.trim() || youtube?.title || `Channel ${source.id}`,
          description: input.description?.trim() || youtube?.description.trim() || `YouTube Channel: ${source.id}`,
          youtubeUrl: source.url,
          sourceKey,
          youtubeChannelId: youtube?.youtubeChannelId ?? null,
          userId,
        })
        .returning();
      return toChannel(row);
    });
  } catch (error) {
    // Two connects of one channel at the same moment: the unique key decides.
    if (isUniqueViolation(error)) throw alreadyInLibrary();
    throw error;
  }
}

/**
 * The channels of a member's Google account that the library does not have yet (by YouTube id or
 * by address); answers those it added.
 */
export async function createChannelsFromGoogle(
  db: Db,
  userId: string,
  mine: YouTubeChannelFacts[],
): Promise<Channel[]> {
  if (mine.length === 0) return [];
  const keyOf = (youtubeChannelId: string) => channelSourceKey({ kind: "channel", id: youtubeChannelId });
  return db.transaction(async (tx) => {
    const ids = mine.map((c) => c.youtubeChannelId);
    const present = await tx
      .select({ youtubeChannelId: channels.youtubeChannelId, sourceKey: channels.sourceKey })
      .from(channels)
      .where(or(inArray(channels.youtubeChannelId, ids), inArray(channels.sourceKey, ids.map(keyOf))));
    const known = new Set(present.flatMap((p) => [p.youtubeChannelId, p.sourceKey]));
    const fresh = mine.filter((c) => !known.has(c.youtubeChannelId) && !known.has(keyOf(c.youtubeChannelId)));
    if (fresh.length === 0) return [];
    const rows = await tx
      .insert(channels)
      .values(
        fresh.map((c) => ({
          name: c.title,
          description: c.description.trim() || `YouTube Channel: ${c.youtubeChannelId}`,
          youtubeUrl: `https://www.youtube.com/channel/${c.youtubeChannelId}`,
          sourceKey: keyOf(c.youtubeChannelId),
          youtubeChannelId: c.youtubeChannelId,
          userId,
        })),
      )
      // Added by someone else in the meantime: theirs stays, and it is not counted as ours.
      .onConflictDoNothing()
      .returning();
    return rows.map(toChannel);
  });
}

/** Records which YouTube channel a library channel is (found by its first sync); 409 when another channel is it. */
export async function linkYouTubeChannel(tx: Db | Tx, channelId: string, youtubeChannelId: string): Promise<void> {
  const [other] = await tx
    .select({ name: channels.name })
    .from(channels)
    .where(and(eq(channels.youtubeChannelId, youtubeChannelId), ne(channels.id, channelId)));
  if (other) throw alreadyInLibrary(other.name);
  await tx.update(channels).set({ youtubeChannelId }).where(eq(channels.id, channelId));
}

/** A channel's voice profile and speaking rate, as the studio's writers and the Voice tab read them. */
export interface ChannelVoiceRecord {
  id: string;
  name: string;
  wordsPerMinute: number;
  /** Null when none was built or written yet, or the stored value no longer fits the schema. */
  voice: StoredVoice | null;
  voiceUpdatedAt: Date | null;
}

/** 404 when the channel does not exist (or the id can't name one). */
export async function readChannelVoice(db: Db | Tx, channelId: string): Promise<ChannelVoiceRecord> {
  if (!isLibraryId(channelId)) throw channelNotFound();
  const [row] = await db
    .select({
      id: channels.id,
      name: channels.name,
      wordsPerMinute: channels.wordsPerMinute,
      voiceProfile: channels.voiceProfile,
      voiceUpdatedAt: channels.voiceUpdatedAt,
    })
    .from(channels)
    .where(eq(channels.id, channelId));
  if (!row) throw channelNotFound();
  const stored = storedVoiceSchema.safeParse(row.voiceProfile);
  return { ...row, voice: stored.success ? stored.data : null };
}

/**
 * Stores the channel's voice profile (a member's edit or a rebuild), replacing the one before; 404
 * when the channel is gone. The write of the Voice tab and of "Rebuild from my scripts".
 */
export async function saveChannelVoice(
  db: Db | Tx,
  channelId: string,
  voice: StoredVoice,
): Promise<ChannelVoiceRecord> {
  const [row] = await db
    .update(channels)
    .set({ voiceProfile: storedVoiceSchema.parse(voice), voiceUpdatedAt: new Date() })
    .where(eq(channels.id, channelId))
    .returning({
      id: channels.id,
      name: channels.name,
      wordsPerMinute: channels.wordsPerMinute,
      voiceUpdatedAt: channels.voiceUpdatedAt,
    });
  if (!row) throw channelNotFound();
  return { ...row, voice };
}
