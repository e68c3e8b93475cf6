import { msg } from "../../../shared/message.ts";
import { createChannelsFromGoogle } from "../../domain/channels/create-channels-from-google.ts";
import { AppError, badRequest, notFound } from "../../errors.ts";
import type { ServiceDeps, ServiceDepsWithBackground } from "../../service-deps.ts";
import { googleClientFor, youtubeApiKeyConfigured } from "../../youtube/credentials.ts";
import { GOOGLE_NOT_CONFIGURED, googleConfigured, googleGrant } from "../../youtube/google-oauth.ts";
import { socialBladeConfigured } from "../../youtube/socialblade.ts";
import { startFirstSync } from "../../youtube/sync-job.ts";
import type { ConnectAnswer } from "./schemas.ts";

export const CONNECTED_MESSAGE = msg("Channel connected successfully! Sync will begin shortly.");
export const NOT_SIGNED_IN_WITH_GOOGLE = msg(
  "Not connected with Google: use 'Connect with Google' first, then your channels can be added.",
);

export async function youtubeStatus(deps: ServiceDeps, userId: string) {
  const grant = await googleGrant(deps.db, userId);
  return {
    youtubeConfigured: youtubeApiKeyConfigured(deps.config),
    googleConfigured: googleConfigured(deps.config),
    socialBladeConfigured: socialBladeConfigured(deps.config),
    googleConnected: grant.connected,
    analyticsGranted: grant.analytics,
  };
}

/**
 * spec §7 fetch-youtube-channel: adds each channel of the member's Google account that is not yet
 * in the library, then starts their first sync in the background (the toast promises it).
 */
export async function connectGoogleChannels(deps: ServiceDepsWithBackground, userId: string): Promise<ConnectAnswer> {
  if (!googleConfigured(deps.config)) throw new AppError(503, GOOGLE_NOT_CONFIGURED);
  const client = await googleClientFor(deps, userId);
  if (!client) throw badRequest(NOT_SIGNED_IN_WITH_GOOGLE);
  const mine = await client.myChannels();
  if (mine.length === 0) throw notFound(msg("No YouTube channel belongs to this Google account."));

  const added = await createChannelsFromGoogle(
    deps.db,
    userId,
    mine.map((c) => ({ youtubeChannelId: c.id, title: c.title, description: c.description })),
  );

  await startFirstSync(
    deps,
    added.map((c) => c.id),
    userId,
  );
  const message =
    added.length > 0
      ? CONNECTED_MESSAGE
      : mine.length === 1
        ? msg("Your YouTube channel is already in the library.")
        : msg("Your YouTube channels are already in the library.");
  return {
    success: true,
    message,
    channelsAdded: added.length,
    channels: added.map((c) => ({ id: c.id, name: c.name, youtubeChannelId: c.youtubeChannelId! })),
  };
}
