// A video's scheduled release on YouTube: set, changed or cancelled with videos.update of `status`
// (private with status.publishAt, or private without it), so YouTube makes it public by itself even
// when this server is down. What YouTube answered is kept in `youtube_releases` for the Publish tab
// and the calendar; the sync that sees the video public moves its card (youtube/release-sync.ts).
import { eq } from "drizzle-orm";
import { msg } from "../../../shared/message.ts";
import type { ReleaseAnswer } from "../../../shared/schemas/publishing.ts";
import type { Db, Tx } from "../../db/client.ts";
import { youtubeReleases } from "../../db/schema.ts";
import { AppError } from "../../errors.ts";
import type { SessionUser } from "../../router.ts";
import type { ServiceDeps } from "../../service-deps.ts";
import { RELEASE_CALLS } from "../../youtube/publishing-costs.ts";
import { readStatus, writeRelease } from "../../youtube/video-writes.ts";
import { publisherFor } from "./access.ts";
import { onYouTube, spend } from "./youtube-calls.ts";

export type Release = NonNullable<ReleaseAnswer["release"]>;

export const AUDIT_LOCKED = msg(
  "YouTube locked this upload to private and dropped its release time: uploads from an API project that has not passed Google's API audit stay private. The project's owner must apply for the audit (YouTube API Services audit and quota extension form); until then, schedule or publish the video in YouTube Studio.",
);

const RELEASE_DROPPED = msg(
  "YouTube kept the video private but dropped its release time: videos from an API project that has not passed Google's API audit stay private. The project's owner must apply for the audit (YouTube API Services audit and quota extension form); until then, schedule the release in YouTube Studio.",
);

export const NOT_PRIVATE = msg(
  "This video is not private on YouTube: a release time can only be scheduled for a private video (YouTube refuses it on a public or unlisted one).",
);

/** The video's scheduled release as last answered by YouTube, or null. */
export async function releaseOf(deps: ServiceDeps, videoId: string): Promise<Release | null> {
  const [row] = await deps.db
    .select({ publishAt: youtubeReleases.publishAt, youtubeVideoId: youtubeReleases.youtubeVideoId })
    .from(youtubeReleases)
    .where(eq(youtubeReleases.videoId, videoId));
  return row ? { publishAt: row.publishAt.toISOString(), youtubeVideoId: row.youtubeVideoId } : null;
}

/** Keeps YouTube's release time for the video (an upload that finished with one, or a set release). */
export async function recordRelease(
  db: Db | Tx,
  release: { videoId: string; youtubeVideoId: string; publishAt: Date; userId: string | null },
) {
  await db
    .insert(youtubeReleases)
    .values(release)
    .onConflictDoUpdate({
      target: youtubeReleases.videoId,
      set: { youtubeVideoId: release.youtubeVideoId, publishAt: release.publishAt, userId: release.userId },
    });
}

const formatted = (date: Date) => `${date.toISOString().slice(0, 16).replace("T", " ")} UTC`;

/**
 * Sets (or moves) the release time: the video must be private on YouTube now, checked on a fresh read
 * because YouTube refuses publishAt on any other (invalidPublishAt). A videos.list and a videos.update,
 * their units reserved first.
 */
export async function setRelease(
  deps: ServiceDeps,
  user: SessionUser,
  videoId: string,
  publishAt: Date,
): Promise<ReleaseAnswer & { values?: Record<string, string> }> {
  const { youtubeVideoId, accessToken } = await publisherFor(deps, user, videoId);
  await spend(deps, RELEASE_CALLS);
  const baseUrl = deps.config.youtube.baseUrl;
  const now = await onYouTube(deps, () => readStatus(baseUrl, accessToken, youtubeVideoId));
  if (now.privacyStatus !== "private")
    throw new AppError(400, NOT_PRIVATE, [{ field: "release", message: NOT_PRIVATE }]);
  const after = await onYouTube(deps, () => writeRelease(baseUrl, accessToken, youtubeVideoId, now, publishAt));
  // An unaudited API project's videos stay private: YouTube answers without the time it was asked.
  if (!after.publishAt) throw new AppError(502, RELEASE_DROPPED);
  const kept = new Date(after.publishAt);
  await recordRelease(deps.db, { videoId, youtubeVideoId, publishAt: kept, userId: user.id });
  return {
    message: msg("YouTube makes it public at {time}"),
    values: { time: formatted(kept) },
    release: { publishAt: kept.toISOString(), youtubeVideoId },
  };
}

/** Cancels the release: the video stays private on YouTube, with no release time. */
export async function cancelRelease(deps: ServiceDeps, user: SessionUser, videoId: string): Promise<ReleaseAnswer> {
  const { youtubeVideoId, accessToken } = await publisherFor(deps, user, videoId);
  const kept = await releaseOf(deps, videoId);
  if (!kept) throw new AppError(404, msg("No release is scheduled for this video."));
  await spend(deps, RELEASE_CALLS);
  const baseUrl = deps.config.youtube.baseUrl;
  const now = await onYouTube(deps, () => readStatus(baseUrl, accessToken, youtubeVideoId));
  if (now.privacyStatus !== "private") {
    throw new AppError(
      409,
      msg("This video is already public on YouTube: its release has passed, so there is nothing to cancel."),
    );
  }
  await onYouTube(deps, () => writeRelease(baseUrl, accessToken, youtubeVideoId, now, null));
  await deps.db.delete(youtubeReleases).where(eq(youtubeReleases.videoId, videoId));
  return { message: msg("Release cancelled: the video stays private on YouTube"), release: null };
}
