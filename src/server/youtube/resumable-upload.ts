// YouTube's resumable upload protocol (developers.google.com/youtube/v3/guides/using_resumable_upload_protocol):
// a session started with the video's metadata answers its address in `Location`; each chunk is a PUT
// with `Content-Range: bytes first-last/total`, answered 308 with `Range: bytes=0-N` (what YouTube
// kept) until the last one, answered 201 (or 200) with the video resource; `Content-Range: bytes */total`
// with no body asks how much arrived. Chunks other than the last are multiples of 256 KiB. Every PUT to
// the session, the status query included, carries `Authorization: Bearer` as the guide's steps 2 and 3
// show; a token that expired meanwhile is answered 401 authError, and the caller renews it.
import http from "node:http";
import https from "node:https";
import { Readable } from "node:stream";
import { z } from "zod";
import { msg } from "../../shared/message.ts";
import { AppError } from "../errors.ts";
import { YouTubeApiError, youtubeErrorFrom } from "./api-error.ts";

export const UPLOAD_UNIT = 256 * 1024;
/** What the browser sends per request: 32 units. Small enough to retry cheaply, large enough to stream fast. */
export const UPLOAD_CHUNK_BYTES = 32 * UPLOAD_UNIT;

export interface UploadMetadata {
  snippet: { title: string; description: string; tags: string[]; categoryId: string };
  status: { privacyStatus: "private"; publishAt?: string; selfDeclaredMadeForKids: false };
}

const videoResource = z.object({
  id: z.string(),
  status: z.object({ privacyStatus: z.string().optional(), publishAt: z.string().optional() }).optional(),
});

export type UploadProgress =
  | { done: false; received: number }
  | { done: true; received: number; youtubeVideoId: string; privacyStatus: string | null; publishAt: string | null };

const CONNECTION_LOST = "The connection to YouTube dropped during the upload: it resumes from what YouTube kept.";

async function errorOf(res: Response): Promise<YouTubeApiError> {
  const text = await res.text().catch(() => "");
  let body: unknown = null;
  try {
    body = text ? JSON.parse(text) : null;
  } catch {
    body = null;
  }
  return youtubeErrorFrom(res.status, body);
}

/** Starts a session; its address, which every chunk goes to. */
export async function startUploadSession(
  uploadBaseUrl: string,
  accessToken: string,
  file: { size: number; contentType: string },
  metadata: UploadMetadata,
): Promise<string> {
  const url = new URL(`${uploadBaseUrl}/videos`);
  url.search = new URLSearchParams({ uploadType: "resumable", part: "snippet,status" }).toString();
  let res: Response;
  try {
    res = await fetch(url, {
      method: "POST",
      headers: {
        authorization: `Bearer ${accessToken}`,
        "content-type": "application/json; charset=UTF-8",
        "x-upload-content-length": String(file.size),
        "x-upload-content-type": file.contentType,
      },
      body: JSON.stringify(metadata),
      signal: AbortSignal.timeout(30_000),
    });
  } catch {
    throw new YouTubeApiError(502, msg("Could not reach YouTube to start the upload. Please try again."));
  }
  if (!res.ok) throw await errorOf(res);
  await res.body?.cancel();
  const location = res.headers.get("location");
  if (!location) throw new YouTubeApiError(502, msg("YouTube did not give the upload an address. Please try again."));
  return location;
}

async function progressOf(res: Response): Promise<UploadProgress> {
  if (res.status === 308) {
    await res.body?.cancel();
    const range = /^bytes=0-(\d+)$/.exec(res.headers.get("range") ?? "");
    return { done: false, received: range ? Number(range[1]) + 1 : 0 };
  }
  if (res.status === 200 || res.status === 201) {
    const parsed = videoResource.safeParse(await res.json().catch(() => null));
    if (!parsed.success) throw new YouTubeApiError(502, msg("YouTube answered the upload in an unexpected format."));
    return {
      done: true,
      received: Number.NaN,
      youtubeVideoId: parsed.data.id,
      privacyStatus: parsed.data.status?.privacyStatus ?? null,
      publishAt: parsed.data.status?.publishAt ?? null,
    };
  }
  if (res.status === 404 || res.status === 410) {
    await res.body?.cancel();
    throw new AppError(410, msg("YouTube no longer knows this upload (its session expired): start the upload again."));
  }
  throw await errorOf(res);
}

/** How many bytes YouTube has (or the finished video). */
export async function uploadStatus(sessionUrl: string, accessToken: string, size: number): Promise<UploadProgress> {
  let res: Response;
  try {
    res = await fetch(sessionUrl, {
      method: "PUT",
      headers: { authorization: `Bearer ${accessToken}`, "content-range": `bytes */${size}`, "content-length": "0" },
      signal: AbortSignal.timeout(30_000),
    });
  } catch {
    throw new YouTubeApiError(
      502,
      msg("Could not reach YouTube to ask how much of the upload arrived. Please try again."),
    );
  }
  const progress = await progressOf(res);
  return progress.done ? { ...progress, received: size } : progress;
}

/** A chunk's bytes: the member's request as Node reads it (the server's), or as a web stream (in process). */
export type ChunkBody = Readable | ReadableStream<Uint8Array>;

/** Leaves a chunk's bytes unread: YouTube was not asked to take them. */
export function discardChunk(body: ChunkBody) {
  if (body instanceof Readable) body.resume();
  else void body.cancel().catch(() => undefined);
}

/**
 * One PUT of `body` to the session, piped through Node's own streams as it arrives: bridging it into a
 * web stream for fetch cost the relay about half its speed (`npm run bench`). Rejects when either side's
 * connection drops before YouTube answered; an answer that came before the last byte was sent stands.
 */
async function putStreamed(sessionUrl: string, headers: Record<string, string>, body: Readable): Promise<Response> {
  const url = new URL(sessionUrl);
  const request = (url.protocol === "https:" ? https : http).request(url, { method: "PUT", headers });
  const answered = new Promise<http.IncomingMessage>((resolve, reject) => {
    request.once("response", resolve);
    request.once("error", reject);
  });
  // An error after the answer (a late drop) has nothing left to fail.
  request.on("error", () => undefined);
  // The sender's connection dropping ends the request to YouTube, which then fails `answered`; YouTube's
  // dropping leaves the sender's connection alone (unlike `pipeline`), so the member still gets an answer.
  body.pipe(request);
  const senderGone = () => {
    if (!body.readableEnded) request.destroy(new Error("The sender's connection closed mid-chunk"));
  };
  body.once("error", senderGone);
  body.once("close", senderGone);
  const res = await answered;
  const chunks: Buffer[] = [];
  for await (const chunk of res) chunks.push(chunk as Buffer);
  // Answered before the last byte (a refusal): the rest of the chunk is not wanted.
  if (!request.writableFinished) {
    request.destroy();
    body.resume();
  }
  const answerHeaders = new Headers();
  for (const [name, value] of Object.entries(res.headers)) {
    for (const one of Array.isArray(value) ? value : value === undefined ? [] : [value])
      answerHeaders.append(name, one);
  }
  return new Response(chunks.length ? Buffer.concat(chunks) : null, { status: res.statusCode, headers: answerHeaders });
}

/**
 * Relays one chunk as it arrives: `body` is streamed to YouTube, never gathered. When either side's
 * connection drops, YouTube is asked what it kept and that is the answer's `received`, with `lost` set.
 */
export async function relayChunk(
  sessionUrl: string,
  accessToken: string,
  chunk: { offset: number; length: number; size: number; body: ChunkBody },
): Promise<UploadProgress & { lost?: string }> {
  const last = chunk.offset + chunk.length - 1;
  let res: Response;
  try {
    res = await putStreamed(
      sessionUrl,
      {
        authorization: `Bearer ${accessToken}`,
        "content-length": String(chunk.length),
        "content-range": `bytes ${chunk.offset}-${last}/${chunk.size}`,
      },
      chunk.body instanceof Readable
        ? chunk.body
        : Readable.fromWeb(chunk.body as import("node:stream/web").ReadableStream),
    );
  } catch {
    const now = await uploadStatus(sessionUrl, accessToken, chunk.size);
    return { ...now, lost: CONNECTION_LOST };
  }
  const progress = await progressOf(res);
  return progress.done ? { ...progress, received: chunk.size } : progress;
}
