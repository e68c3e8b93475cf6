// The channels 'Connect with Google' finds on the member's account, added to the library.
import { inArray, or } from "drizzle-orm";
import { type Channel, toChannel } from "../../../shared/schemas/library.ts";
import { channelSourceKey } from "../../../shared/youtube-url.ts";
import type { Db } from "../../db/client.ts";
import { channels } from "../../db/schema.ts";

/** What YouTube says about a channel. */
export interface YouTubeChannelFacts {
  youtubeChannelId: string;
  title: string;
  description: string;
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
