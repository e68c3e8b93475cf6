// A video's thumbnail image: uploaded to the video's packaging by any member (checked against
// YouTube's rules from the image's own bytes), served for the previews, and set on YouTube with
// thumbnails.set by a member who may publish.
import { and, eq } from "drizzle-orm";
import { msg } from "../../../shared/message.ts";
import type { ThumbnailSummary } from "../../../shared/schemas/publishing.ts";
import { readImageHeader, THUMBNAIL_LIMITS, thumbnailProblem } from "../../../shared/thumbnail-rules.ts";
import { videos, videoThumbnails } from "../../db/schema.ts";
import { videoNotFound } from "../../domain/errors.ts";
import { AppError } from "../../errors.ts";
import type { SessionUser } from "../../router.ts";
import type { ServiceDeps } from "../../service-deps.ts";
import { setThumbnail } from "../../youtube/thumbnail-set.ts";
import { publisherFor } from "./access.ts";
import { onYouTube, spend } from "./youtube-calls.ts";

/** Reads a request body up to the thumbnail limit; 413 past it, without reading the rest into memory. */
export async function readThumbnailBody(body: ReadableStream<Uint8Array> | null): Promise<Uint8Array> {
  if (!body) return new Uint8Array(0);
  const parts: Uint8Array[] = [];
  let size = 0;
  const reader = body.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > THUMBNAIL_LIMITS.maxBytes) {
      await reader.cancel();
      throw new AppError(413, msg("The thumbnail is larger than 2 MB: YouTube takes at most 2 MB."));
    }
    parts.push(value);
  }
  const bytes = new Uint8Array(size);
  let at = 0;
  for (const part of parts) {
    bytes.set(part, at);
    at += part.byteLength;
  }
  return bytes;
}

export async function saveThumbnail(deps: ServiceDeps, user: SessionUser, videoId: string, bytes: Uint8Array) {
  const header = readImageHeader(bytes);
  const problem = thumbnailProblem(bytes.byteLength, header);
  if (problem) throw new AppError(400, problem.text, undefined, undefined, { params: problem.values });
  if (!header) throw new AppError(400, msg("The thumbnail must be a JPEG or PNG image."));
  const [video] = await deps.db.select({ id: videos.id }).from(videos).where(eq(videos.id, videoId));
  if (!video) throw videoNotFound();
  const values = {
    contentType: header.type,
    width: header.width,
    height: header.height,
    image: bytes,
    userId: user.id,
    uploadedAt: new Date(),
    setOnYouTubeAt: null,
  };
  const [row] = await deps.db
    .insert(videoThumbnails)
    .values({ videoId, ...values })
    .onConflictDoUpdate({ target: videoThumbnails.videoId, set: values })
    .returning({ uploadedAt: videoThumbnails.uploadedAt });
  const saved: ThumbnailSummary = {
    contentType: header.type,
    width: header.width,
    height: header.height,
    uploadedAt: row.uploadedAt.toISOString(),
    setOnYouTubeAt: null,
  };
  return saved;
}

export async function thumbnailSummary(deps: ServiceDeps, videoId: string): Promise<ThumbnailSummary | null> {
  const [row] = await deps.db
    .select({
      contentType: videoThumbnails.contentType,
      width: videoThumbnails.width,
      height: videoThumbnails.height,
      uploadedAt: videoThumbnails.uploadedAt,
      setOnYouTubeAt: videoThumbnails.setOnYouTubeAt,
    })
    .from(videoThumbnails)
    .where(eq(videoThumbnails.videoId, videoId));
  if (!row) return null;
  return {
    contentType: row.contentType === "image/png" ? "image/png" : "image/jpeg",
    width: row.width,
    height: row.height,
    uploadedAt: row.uploadedAt.toISOString(),
    setOnYouTubeAt: row.setOnYouTubeAt?.toISOString() ?? null,
  };
}

export async function readThumbnail(deps: ServiceDeps, videoId: string) {
  const [row] = await deps.db
    .select({ contentType: videoThumbnails.contentType, image: videoThumbnails.image })
    .from(videoThumbnails)
    .where(eq(videoThumbnails.videoId, videoId));
  if (!row) throw new AppError(404, msg("This video has no thumbnail image yet."));
  return { contentType: row.contentType, image: new Uint8Array(row.image) };
}

export async function setThumbnailOnYouTube(deps: ServiceDeps, user: SessionUser, videoId: string) {
  const { youtubeVideoId, accessToken } = await publisherFor(deps, user, videoId);
  const [row] = await deps.db
    .select({
      contentType: videoThumbnails.contentType,
      image: videoThumbnails.image,
      uploadedAt: videoThumbnails.uploadedAt,
    })
    .from(videoThumbnails)
    .where(eq(videoThumbnails.videoId, videoId));
  if (!row) throw new AppError(400, msg("Upload a thumbnail image first."));
  await spend(deps, ["thumbnails.set"]);
  await onYouTube(deps, () =>
    setThumbnail(deps.config.youtube.uploadBaseUrl, accessToken, youtubeVideoId, {
      bytes: new Uint8Array(row.image),
      contentType: row.contentType,
    }),
  );
  // Only the image that was sent is marked set: a newer upload meanwhile stays unset.
  await deps.db
    .update(videoThumbnails)
    .set({ setOnYouTubeAt: new Date() })
    .where(and(eq(videoThumbnails.videoId, videoId), eq(videoThumbnails.uploadedAt, row.uploadedAt)));
  return { youtubeVideoId };
}
