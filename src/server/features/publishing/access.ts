// Who may publish a video to YouTube, and why a member can't: only admins and moderators publish
// (the server refuses everyone else), with a Google sign-in that carries the publishing scopes.
import { eq } from "drizzle-orm";
import { msg } from "../../../shared/message.ts";
import type { Role } from "../../../shared/roles.ts";
import { videos, youtubeTokens } from "../../db/schema.ts";
import { videoNotFound } from "../../domain/errors.ts";
import { AppError } from "../../errors.ts";
import type { SessionUser } from "../../router.ts";
import type { ServiceDeps } from "../../service-deps.ts";
import {
  accessTokenFor,
  googleConfigured,
  PUBLISHING_SCOPES,
  scopeGrantsPublishing,
} from "../../youtube/google-oauth.ts";

export const PUBLISHING_SCOPES_FOR_GRANT: readonly string[] = PUBLISHING_SCOPES;

export const mayPublishAs = (role: Role) => role === "admin" || role === "moderator";

export const ROLE_REFUSAL = msg(
  "Only admins and moderators publish to YouTube: ask one of them to apply this packaging or upload the video.",
);
export const NOT_ON_YOUTUBE = msg(
  "This video is not on YouTube yet: upload it here, or add its YouTube link on the Overview tab (or sync its channel), to publish to it.",
);
export const NOT_CONNECTED = msg(
  "Connect with Google (Content Library), then grant publishing access, to publish from here.",
);
export const NO_PUBLISHING_ACCESS = msg(
  "Your Google sign-in allows reading YouTube only: grant publishing access to change videos on YouTube.",
);
export const GOOGLE_NOT_SET_UP = msg(
  "Publishing needs Google sign-in, which is not configured: set GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET.",
);

export interface PublishingAccess {
  youtubeVideoId: string | null;
  connected: boolean;
  publishingAccess: boolean;
  /** Why this member can't publish this video now, in the order they would fix it; null: they can. */
  unavailable: string | null;
}

/** The video's YouTube id and this member's standing; 404 when there is no such video. */
export async function publishingAccess(
  deps: ServiceDeps,
  user: SessionUser,
  videoId: string,
): Promise<PublishingAccess> {
  const [video] = await deps.db
    .select({ youtubeVideoId: videos.youtubeVideoId })
    .from(videos)
    .where(eq(videos.id, videoId));
  if (!video) throw videoNotFound();
  const [tokens] = await deps.db
    .select({ scope: youtubeTokens.scope })
    .from(youtubeTokens)
    .where(eq(youtubeTokens.userId, user.id));
  const connected = Boolean(tokens);
  const granted = connected && scopeGrantsPublishing(tokens.scope);
  const unavailable = !mayPublishAs(user.role)
    ? ROLE_REFUSAL
    : !video.youtubeVideoId
      ? NOT_ON_YOUTUBE
      : !googleConfigured(deps.config)
        ? GOOGLE_NOT_SET_UP
        : !connected
          ? NOT_CONNECTED
          : !granted
            ? NO_PUBLISHING_ACCESS
            : null;
  return { youtubeVideoId: video.youtubeVideoId, connected, publishingAccess: granted, unavailable };
}

/**
 * For an action on YouTube: the video's YouTube id and a valid access token, or the refusal (403 for
 * the role, 400 for what the member can fix).
 */
export async function publisherFor(
  deps: ServiceDeps,
  user: SessionUser,
  videoId: string,
): Promise<{ youtubeVideoId: string; accessToken: string }> {
  const access = await publishingAccess(deps, user, videoId);
  if (!mayPublishAs(user.role)) throw new AppError(403, ROLE_REFUSAL);
  if (access.unavailable) throw new AppError(400, access.unavailable);
  const accessToken = await accessTokenFor(deps, user.id);
  if (!accessToken) throw new AppError(400, NOT_CONNECTED);
  return { youtubeVideoId: access.youtubeVideoId!, accessToken };
}

/**
 * For an upload (the video is not on YouTube yet): the role and the grant, and a valid access token;
 * a new one when `refused` is the token YouTube just answered 401 to.
 */
export async function uploaderToken(deps: ServiceDeps, user: SessionUser, refused?: string): Promise<string> {
  if (!mayPublishAs(user.role)) throw new AppError(403, ROLE_REFUSAL);
  if (!googleConfigured(deps.config)) throw new AppError(400, GOOGLE_NOT_SET_UP);
  const [tokens] = await deps.db
    .select({ scope: youtubeTokens.scope })
    .from(youtubeTokens)
    .where(eq(youtubeTokens.userId, user.id));
  if (!tokens) throw new AppError(400, NOT_CONNECTED);
  if (!scopeGrantsPublishing(tokens.scope)) throw new AppError(400, NO_PUBLISHING_ACCESS);
  const accessToken = await accessTokenFor(deps, user.id, { refused });
  if (!accessToken) throw new AppError(400, NOT_CONNECTED);
  return accessToken;
}
