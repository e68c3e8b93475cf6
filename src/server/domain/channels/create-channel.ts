// A channel added to the library by the library's 'New channel': by name, or by a YouTube address.

import { eq } from "drizzle-orm";
import { type Channel, toChannel } from "../../../shared/schemas/library.ts";
import { channelSourceKey, INVALID_CHANNEL_URL_MESSAGE, parseChannelUrl } from "../../../shared/youtube-url.ts";
import type { Db } from "../../db/client.ts";
import { isUniqueViolation } from "../../db/pg-errors.ts";
import { channels } from "../../db/schema.ts";
import { badRequest } from "../../errors.ts";
import { alreadyInLibrary } from "../errors.ts";
import type { YouTubeChannelFacts } from "./create-channels-from-google.ts";

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
