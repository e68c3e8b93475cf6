// Connecting a channel by its address (the Library's 'Channel URL' tab, spec §2, §5): when YouTube
// is configured the address is resolved to the canonical channel id (UC…) and the channel's real
// title and description fill in what the member left blank.
import { eq } from "drizzle-orm";
import { INVALID_CHANNEL_URL_MESSAGE, parseChannelUrl } from "../../shared/youtube-url.ts";
import { channels } from "../db/schema.ts";
import { badRequest, conflict } from "../errors.ts";
import type { ServiceDeps } from "../service-deps.ts";
import { findYouTubeClient } from "./credentials.ts";

export interface ResolvedChannel {
  youtubeChannelId: string;
  /** The member's name, else the channel's title on YouTube. */
  title: string;
  /** The member's description, else the channel's on YouTube; null when both are blank. */
  description: string | null;
}

/**
 * Resolves a channel address through YouTube; null when YouTube is not configured (the library
 * then keeps the spec's defaults). 400 not a channel address, 404 no such channel (one
 * channels.list call; one search.list for c/ names), 409 the channel is already in the library.
 */
export async function connectChannelByUrl(
  deps: ServiceDeps,
  input: { url: string; name?: string | null; description?: string | null; userId?: string | null },
): Promise<ResolvedChannel | null> {
  if (!parseChannelUrl(input.url)) throw badRequest(INVALID_CHANNEL_URL_MESSAGE);
  const client = await findYouTubeClient(deps, input.userId);
  if (!client) return null;
  const remote = await client.resolveChannel(input.url);
  const [existing] = await deps.db
    .select({ name: channels.name })
    .from(channels)
    .where(eq(channels.youtubeChannelId, remote.id));
  if (existing) throw conflict(`This YouTube channel is already in the library as "${existing.name}"`);
  return {
    youtubeChannelId: remote.id,
    title: input.name?.trim() || remote.title,
    description: input.description?.trim() || remote.description.trim() || null,
  };
}
