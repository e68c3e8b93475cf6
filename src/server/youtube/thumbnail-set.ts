// thumbnails.set on the upload host: the image as the request body, the member's Google sign-in
// (developers.google.com/youtube/v3/docs/thumbnails/set). Its refusals come back in words.
import { z } from "zod";
import { msg } from "../../shared/message.ts";
import type { AppError } from "../errors.ts";
import { YouTubeApiError, youtubeErrorFrom } from "./api-error.ts";
import { DEFAULT_RETRY, fetchJson } from "./fetch-json.ts";

const THUMBNAIL_REASONS: Record<string, { status: 400 | 502; message: string }> = {
  mediaBodyTooLarge: { status: 400, message: msg("YouTube refused the thumbnail: it is larger than 2 MB.") },
  invalidImage: { status: 400, message: msg("YouTube refused the thumbnail: it could not read the image.") },
  forbidden: {
    status: 502,
    message: msg(
      "YouTube refused the thumbnail: custom thumbnails need a verified channel, and the video must be on a channel of your Google account.",
    ),
  },
  insufficientPermissions: {
    status: 502,
    message: msg("Your Google sign-in does not include publishing access any more: grant publishing access again."),
  },
};

function thumbnailErrorFrom(httpStatus: number, body: unknown): AppError {
  const error = youtubeErrorFrom(httpStatus, body);
  const known = error.reason ? THUMBNAIL_REASONS[error.reason] : undefined;
  return known ? new YouTubeApiError(known.status, known.message, error.reason, httpStatus) : error;
}

const answer = z.object({ items: z.array(z.record(z.string(), z.unknown())).optional() });

export async function setThumbnail(
  uploadBaseUrl: string,
  accessToken: string,
  youtubeVideoId: string,
  image: { bytes: Uint8Array; contentType: string },
): Promise<void> {
  const url = new URL(`${uploadBaseUrl}/thumbnails/set`);
  url.search = new URLSearchParams({ videoId: youtubeVideoId }).toString();
  await fetchJson(
    {
      url,
      init: {
        method: "POST",
        headers: { authorization: `Bearer ${accessToken}`, "content-type": image.contentType },
        body: new Blob([new Uint8Array(image.bytes)], { type: image.contentType }),
      },
      service: "YouTube",
      // Setting the same image twice leaves the same thumbnail: safe to retry.
      policy: { ...DEFAULT_RETRY, timeoutMs: 30_000 },
      errorFrom: thumbnailErrorFrom,
    },
    answer,
  );
}
