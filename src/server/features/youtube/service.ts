import { inArray, or } from "drizzle-orm";
import { channelSourceKey } from "../../../shared/youtube-url.ts";
import { channels } from "../../db/schema.ts";
import { AppError, badRequest, notFound } from "../../errors.ts";
import type { ServiceDeps } from "../../service-deps.ts";
import { googleClientFor, youtubeApiKeyConfigured } from "../../youtube/credentials.ts";
import { GOOGLE_NOT_CONFIGURED, googleConfigured, hasGoogleTokens } from "../../youtube/google-oauth.ts";
import { socialBladeConfigured } from "../../youtube/socialblade.ts";
import { syncInBackground } from "../../youtube/sync.ts";
import type { ConnectAnswer } from "./schemas.ts";

export const CONNECTED_MESSAGE = "Channel connected successfully! Sync will begin shortly.";
export const NOT_SIGNED_IN_WITH_GOOGLE =
  "Not connected with Google: use 'Connect with Google' first, then your channels can be added.";

export async function youtubeStatus(deps: ServiceDeps, userId: string) {
  return {
    youtubeConfigured: youtubeApiKeyConfigured(deps.config),
    googleConfigured: googleConfigured(deps.config),
    socialBladeConfigured: socialBladeConfigured(deps.config),
    googleConnected: await hasGoogleTokens(deps.db, userId),
  };
}

/**
 * spec §7 fetch-youtube-channel: adds each channel of the member's Google account that is not yet
 * in the library, then starts their first sync in the background (the toast promises it).
 */
export async function connectGoogleChannels(deps: ServiceDeps, userId: string): Promise<ConnectAnswer> {
  const { db } = deps;
  if (!googleConfigured(deps.config)) throw new AppError(503, GOOGLE_NOT_CONFIGURED);
  const client = await googleClientFor(deps, userId);
  if (!client) throw badRequest(NOT_SIGNED_IN_WITH_GOOGLE);
  const mine = await client.myChannels();
  if (mine.length === 0) throw notFound("No YouTube channel belongs to this Google account.");

  const added = await db.transaction(async (tx) => {
    const keyOf = (id: string) => channelSourceKey({ kind: "channel", id });
    const present = await tx
      .select({ youtubeChannelId: channels.youtubeChannelId, sourceKey: channels.sourceKey })
      .from(channels)
      .where(
        or(
          inArray(
            channels.youtubeChannelId,
            mine.map((c) => c.id),
          ),
          inArray(
            channels.sourceKey,
            mine.map((c) => keyOf(c.id)),
          ),
        ),
      );
    const known = new Set(present.flatMap((p) => [p.youtubeChannelId, p.sourceKey]));
    const fresh = mine.filter((c) => !known.has(c.id) && !known.has(keyOf(c.id)));
    if (fresh.length === 0) return [];
    return tx
      .insert(channels)
      .values(
        fresh.map((c) => ({
          name: c.title,
          description: c.description.trim() || `YouTube Channel: ${c.id}`,
          youtubeUrl: `https://www.youtube.com/channel/${c.id}`,
          sourceKey: keyOf(c.id),
          youtubeChannelId: c.id,
          userId,
        })),
      )
      .onConflictDoNothing()
      .returning({ id: channels.id, name: channels.name, youtubeChannelId: channels.youtubeChannelId });
  });

  void syncInBackground(
    deps,
    added.map((c) => c.id),
    userId,
  );
  const message =
    added.length > 0
      ? CONNECTED_MESSAGE
      : mine.length === 1
        ? "Your YouTube channel is already in the library."
        : "Your YouTube channels are already in the library.";
  return {
    success: true,
    message,
    channelsAdded: added.length,
    channels: added.map((c) => ({ id: c.id, name: c.name, youtubeChannelId: c.youtubeChannelId! })),
  };
}
