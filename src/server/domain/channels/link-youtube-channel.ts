// A sync learns which YouTube channel a library channel is.
import { and, eq, ne } from "drizzle-orm";
import type { Db, Tx } from "../../db/client.ts";
import { channels } from "../../db/schema.ts";
import { alreadyInLibrary } from "../errors.ts";

/** Records which YouTube channel a library channel is (found by its first sync); 409 when another channel is it. */
export async function linkYouTubeChannel(tx: Db | Tx, channelId: string, youtubeChannelId: string): Promise<void> {
  const [other] = await tx
    .select({ name: channels.name })
    .from(channels)
    .where(and(eq(channels.youtubeChannelId, youtubeChannelId), ne(channels.id, channelId)));
  if (other) throw alreadyInLibrary(other.name);
  await tx.update(channels).set({ youtubeChannelId }).where(eq(channels.id, channelId));
}
