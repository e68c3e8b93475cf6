// Connecting a channel by its address (the Library's 'Channel URL' tab, spec §2, §5): when YouTube
// is configured the address is resolved to the canonical channel id (UC…) with the channel's real
// title and description, which fill in what the member left blank.
import { eq } from "drizzle-orm";
import { INVALID_CHANNEL_URL_MESSAGE, parseChannelUrl } from "../../shared/youtube-url.ts";
import { channels } from "../db/schema.ts";
import type { YouTubeChannelFacts } from "../domain/channels/create-channels-from-google.ts";
import { alreadyInLibrary } from "../domain/errors.ts";
import { badRequest } from "../errors.ts";
import type { ServiceDeps } from "../service-deps.ts";
import { findYouTubeClient } from "./credentials.ts";

/**
 * Resolves a channel address through YouTube; null when YouTube is not configured (the library
 * then keeps the spec's defaults). 400 not a channel address, 404 no such channel (one
 * channels.list call; one search.list for c/ names), 409 the channel is already in the library.
 */
export async function resolveChannelUrl(
  deps: ServiceDeps,
  input: { url: string; userId?: string | null },
): Promise<YouTubeChannelFacts | null> {
  if (!parseChannelUrl(input.url)) throw badRequest(INVALID_CHANNEL_URL_MESSAGE);
  const client = await findYouTubeClient(deps, input.userId);
  if (!client) return null;
  const remote = await client.resolveChannel(input.url);
  // Fails before anything is added; the library checks again as it adds the channel.
  const [existing] = await deps.db
    .select({ name: channels.name })
    .from(channels)
    .where(eq(channels.youtubeChannelId, remote.id));
  if (existing) throw alreadyInLibrary(existing.name);
  return { youtubeChannelId: remote.id, title: remote.title, description: remote.description };
}
