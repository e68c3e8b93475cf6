// Uploading the video file to YouTube, relayed by the server: the browser sends the file in chunks,
// each streamed on to YouTube's resumable session as it arrives (never held whole in memory or on
// disk). YouTube's count of bytes is the truth: after a dropped connection on either side the next
// step asks it (`bytes */N`) and the browser resumes from there. The metadata comes from the
// packaging, and the video stays private until its release.

import { eq } from "drizzle-orm";
import { msg } from "../../../shared/message.ts";
import { fullDescription } from "../../../shared/packaging-rules.ts";
import type { PackagingContent } from "../../../shared/schemas/packaging.ts";
import type { UploadState } from "../../../shared/schemas/publishing.ts";
import { packaging, videos, youtubeUploads } from "../../db/schema.ts";
import { AppError } from "../../errors.ts";
import type { SessionUser } from "../../router.ts";
import type { ServiceDeps } from "../../service-deps.ts";
import { emitWebhookEvent } from "../../webhooks/emit.ts";
import { YouTubeApiError } from "../../youtube/api-error.ts";
import {
  type ChunkBody,
  discardChunk,
  relayChunk,
  startUploadSession,
  UPLOAD_CHUNK_BYTES,
  UPLOAD_UNIT,
  type UploadProgress,
  uploadStatus,
} from "../../youtube/resumable-upload.ts";
import { openToken, sealToken } from "../../youtube/token-crypto.ts";
import { mayPublishAs, ROLE_REFUSAL, uploaderToken } from "./access.ts";
import { AUDIT_LOCKED, recordRelease } from "./release.ts";
import { onYouTube } from "./youtube-calls.ts";

type UploadRow = typeof youtubeUploads.$inferSelect;

function toState(row: UploadRow): UploadState {
  return {
    id: row.id,
    size: row.size,
    received: row.received,
    chunkBytes: UPLOAD_CHUNK_BYTES,
    done: row.completedAt !== null,
    youtubeVideoId: row.youtubeVideoId,
    privacyStatus: row.privacyStatus,
    publishAt: row.publishAt?.toISOString() ?? null,
    auditLocked: row.completedAt && row.publishAt && !row.youtubePublishAt ? AUDIT_LOCKED : null,
  };
}

/**
 * The snippet an upload sends YouTube: the packaging's picked title (else the video's), its full
 * description (chapters and hashtags, so a Short's `#shorts` goes too) and tags. Whether the video is
 * meant as a Short is read from this same text.
 */
export function uploadSnippet(
  videoTitle: string,
  content: Pick<PackagingContent, "chosenTitle" | "description" | "chapters" | "hashtags" | "tags"> | null,
) {
  return {
    title: content?.chosenTitle ?? videoTitle,
    description: content ? fullDescription(content) : "",
    tags: content?.tags ?? [],
    categoryId: "22",
  };
}

export async function startUpload(
  deps: ServiceDeps,
  user: SessionUser,
  videoId: string,
  file: { size: number; contentType: string; publishAt?: string | null },
): Promise<UploadState> {
  const [video] = await deps.db
    .select({ title: videos.title, youtubeVideoId: videos.youtubeVideoId, content: packaging.content })
    .from(videos)
    .leftJoin(packaging, eq(packaging.videoId, videos.id))
    .where(eq(videos.id, videoId));
  if (!video) throw new AppError(404, msg("Video not found"));
  if (!mayPublishAs(user.role)) throw new AppError(403, ROLE_REFUSAL);
  if (video.youtubeVideoId) {
    throw new AppError(
      409,
      msg("This video is already on YouTube: apply its packaging instead of uploading it again."),
    );
  }
  const accessToken = await uploaderToken(deps, user);
  const sessionUrl = await onYouTube(deps, () =>
    startUploadSession(deps.config.youtube.uploadBaseUrl, accessToken, file, {
      snippet: uploadSnippet(video.title, video.content),
      // Private until its release: nothing goes public by an upload alone.
      status: {
        privacyStatus: "private",
        ...(file.publishAt && { publishAt: new Date(file.publishAt).toISOString() }),
        selfDeclaredMadeForKids: false,
      },
    }),
  );
  const [row] = await deps.db
    .insert(youtubeUploads)
    .values({
      videoId,
      userId: user.id,
      sessionUrl: sealToken(deps.config.authSecret, sessionUrl),
      size: file.size,
      contentType: file.contentType,
      publishAt: file.publishAt ? new Date(file.publishAt) : null,
    })
    .returning();
  return toState(row);
}

async function ownUpload(deps: ServiceDeps, user: SessionUser, uploadId: string): Promise<UploadRow> {
  const [row] = await deps.db.select().from(youtubeUploads).where(eq(youtubeUploads.id, uploadId));
  if (!row) throw new AppError(404, msg("Upload not found"));
  if (row.userId !== user.id) throw new AppError(403, msg("Only the member who started this upload can continue it."));
  return row;
}

const sessionOf = (deps: ServiceDeps, row: UploadRow) => {
  const url = openToken(deps.config.authSecret, row.sessionUrl);
  if (!url) throw new AppError(410, msg("This upload can no longer be continued: start it again."));
  return url;
};

/** Records YouTube's answer; a finished upload links the library video to its YouTube video. */
async function record(deps: ServiceDeps, row: UploadRow, progress: UploadProgress): Promise<UploadRow> {
  return deps.db.transaction(async (tx) => {
    if (!progress.done) {
      const [updated] = await tx
        .update(youtubeUploads)
        .set({ received: progress.received })
        .where(eq(youtubeUploads.id, row.id))
        .returning();
      return updated;
    }
    const [updated] = await tx
      .update(youtubeUploads)
      .set({
        received: row.size,
        youtubeVideoId: progress.youtubeVideoId,
        privacyStatus: progress.privacyStatus,
        youtubePublishAt: progress.publishAt ? new Date(progress.publishAt) : null,
        completedAt: new Date(),
      })
      .where(eq(youtubeUploads.id, row.id))
      .returning();
    await tx
      .update(videos)
      .set({
        youtubeVideoId: progress.youtubeVideoId,
        youtubeUrl: `https://www.youtube.com/watch?v=${progress.youtubeVideoId}`,
      })
      .where(eq(videos.id, row.videoId));
    // The release YouTube kept (none when it dropped it: an audit-locked project) goes on the calendar.
    if (progress.publishAt) {
      await recordRelease(tx, {
        videoId: row.videoId,
        youtubeVideoId: progress.youtubeVideoId,
        publishAt: new Date(progress.publishAt),
        userId: row.userId,
      });
    }
    // Decision 045: in the transaction that marks the upload complete.
    await emitWebhookEvent(tx, "upload.finished", {
      videoId: row.videoId,
      youtubeVideoId: progress.youtubeVideoId,
      youtubeUrl: `https://www.youtube.com/watch?v=${progress.youtubeVideoId}`,
      privacyStatus: progress.privacyStatus,
      publishAt: progress.publishAt ?? null,
      uploadedBy: row.userId,
    });
    return updated;
  });
}

const TOKEN_RENEWED = msg(
  "The Google sign-in expired during the upload and was renewed: it resumes from what YouTube kept.",
);

const refusedSignIn = (error: unknown) => error instanceof YouTubeApiError && error.httpStatus === 401;

/**
 * Asks YouTube how much of the upload it has, with the starter's token; a token YouTube refuses (it
 * expired during a long upload) is renewed once and the question asked again.
 */
async function statusOf(deps: ServiceDeps, user: SessionUser, row: UploadRow, token?: string): Promise<UploadProgress> {
  const accessToken = token ?? (await uploaderToken(deps, user));
  try {
    return await onYouTube(deps, () => uploadStatus(sessionOf(deps, row), accessToken, row.size));
  } catch (error) {
    if (!refusedSignIn(error)) throw error;
    const renewed = await uploaderToken(deps, user, accessToken);
    return onYouTube(deps, () => uploadStatus(sessionOf(deps, row), renewed, row.size));
  }
}

export async function uploadState(deps: ServiceDeps, user: SessionUser, uploadId: string): Promise<UploadState> {
  const row = await ownUpload(deps, user, uploadId);
  if (row.completedAt) return toState(row);
  return toState(await record(deps, row, await statusOf(deps, user, row)));
}

/**
 * Relays one chunk starting at `offset` (what YouTube has: else 409 with where to resume). A chunk is
 * at most UPLOAD_CHUNK_BYTES and, unless it is the last, a multiple of 256 KiB, as YouTube requires.
 */
export async function relayUploadChunk(
  deps: ServiceDeps,
  user: SessionUser,
  uploadId: string,
  chunk: { offset: number; length: number; body: ChunkBody | null },
): Promise<UploadState & { lost: string | null }> {
  const row = await ownUpload(deps, user, uploadId);
  if (!Number.isSafeInteger(chunk.length)) throw new AppError(400, msg("A chunk needs its Content-Length."));
  if (row.completedAt) throw new AppError(409, msg("This upload is already complete."));
  if (chunk.offset !== row.received) {
    throw new AppError(
      409,
      msg("YouTube has {received} bytes of this upload: resume from there."),
      undefined,
      undefined,
      {
        // As a string: the byte offset a client resumes from, never grouped (1,048,576).
        params: { received: String(row.received) },
      },
    );
  }
  const isLast = chunk.offset + chunk.length === row.size;
  if (
    !chunk.body ||
    chunk.length <= 0 ||
    chunk.length > UPLOAD_CHUNK_BYTES ||
    chunk.offset + chunk.length > row.size ||
    (!isLast && chunk.length % UPLOAD_UNIT !== 0)
  ) {
    throw new AppError(
      400,
      msg("A chunk is 1 to {most} bytes within the file, a multiple of {unit} bytes unless it is the last."),
      undefined,
      undefined,
      // As strings: byte counts a client computes with, never grouped (8,388,608).
      { params: { most: String(UPLOAD_CHUNK_BYTES), unit: String(UPLOAD_UNIT) } },
    );
  }
  // A token that expires within the next minute is renewed here, so a chunk (seconds long) rarely meets
  // an expired one; when YouTube refuses it anyway the chunk's bytes are spent, so the answer is what
  // YouTube kept, asked with a renewed token, and the browser resumes from there.
  const accessToken = await uploaderToken(deps, user);
  let result: UploadProgress & { lost?: string };
  try {
    result = await onYouTube(deps, () =>
      relayChunk(sessionOf(deps, row), accessToken, {
        offset: chunk.offset,
        length: chunk.length,
        size: row.size,
        body: chunk.body!,
      }),
    );
  } catch (error) {
    if (!refusedSignIn(error)) throw error;
    discardChunk(chunk.body);
    const renewed = await uploaderToken(deps, user, accessToken);
    result = { ...(await statusOf(deps, user, row, renewed)), lost: TOKEN_RENEWED };
  }
  const updated = await record(deps, row, result);
  return { ...toState(updated), lost: "lost" in result && result.lost ? result.lost : null };
}
