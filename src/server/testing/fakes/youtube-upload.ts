// A fake of YouTube's upload endpoints (https://www.googleapis.com/upload/youtube/v3), speaking the
// wire format Google documents, streaming every body (a 2 GB upload is counted and hashed, never held):
//
// Resumable upload (developers.google.com/youtube/v3/guides/using_resumable_upload_protocol):
// - POST /videos?uploadType=resumable&part=snippet,status with the video resource as JSON and
//   X-Upload-Content-Length / X-Upload-Content-Type: 200, the session URI in `Location`, no body.
// - PUT <session> with `Content-Range: bytes first-last/total` and a chunk: 308 Resume Incomplete with
//   `Range: bytes=0-<last byte kept>` while bytes are missing, 201 Created with the video resource once
//   all `total` bytes are in. Chunks other than the last must be multiples of 256 KiB; like Google's
//   servers the fake keeps only whole 256 KiB units of a chunk it could not finish, and `Range` says so.
// - PUT <session> with `Content-Range: bytes */total` and no body asks how much arrived: 308 with
//   `Range` (none when nothing arrived yet), or 201 with the resource when complete.
// - Every PUT to the session, chunk or status query, carries `Authorization: Bearer AUTH_TOKEN` as the
//   guide's steps 2 and 3 show: the session address alone is not a credential. A missing, unknown or
//   expired token answers 401 with Google's error body, reason `authError` (the Data API's documented
//   error for "the authorization credentials provided for the request are invalid"), and the chunk's
//   bytes are not kept; the upload resumes with a valid token.
// - A session unknown (or expired) answers 404.
// Thumbnails (developers.google.com/youtube/v3/docs/thumbnails/set): POST /thumbnails/set?videoId=…
// with the image as the body: at most 2 MB (mediaBodyTooLarge), a JPEG or PNG (invalidImage), the
// caller's own video (forbidden) that exists (videoNotFound); answers the thumbnail sizes.
// Failures a test can switch on: a connection dropped after N bytes of a chunk, quotaExceeded on
// session start, and a project that has not passed Google's API audit, whose uploads YouTube locks to
// private whatever privacy or publishAt was asked (YouTube API Services: "videos uploaded from
// unverified API projects … will be restricted to private viewing mode").
import { createHash } from "node:crypto";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { readImageHeader } from "../../../shared/thumbnail-rules.ts";
import { sendJson } from "./fake-server.ts";

const UNIT = 256 * 1024;
const BASE_PATH = "/upload/youtube/v3";
const MAX_THUMBNAIL_BYTES = 2 * 1024 * 1024;

export interface FakeUploadSession {
  id: string;
  total: number;
  contentType: string;
  /** The video resource sent at the session start. */
  metadata: { snippet?: Record<string, unknown>; status?: Record<string, unknown> };
  received: number;
  /** SHA-256 of the bytes kept, in order (hex, once complete). */
  sha256: string | null;
  videoId: string | null;
  /** The status YouTube gave the video: private when the project is audit-locked. */
  status: { privacyStatus: string; publishAt?: string; locked: boolean } | null;
}

export interface UploadRecord {
  method: string;
  path: string;
  query: Record<string, string>;
  headers: Record<string, string>;
  /** Bytes of the request body (streamed, not kept). */
  bodyBytes: number;
}

export interface FakeYouTubeUpload {
  /** For YOUTUBE_UPLOAD_BASE_URL. */
  url: string;
  requests: UploadRecord[];
  sessions: Map<string, FakeUploadSession>;
  /** Thumbnails set, by video id: the image's bytes' SHA-256 and its type. */
  thumbnails: Map<string, { sha256: string; contentType: string; bytes: number }>;
  /** Which bearer tokens are valid, and their scopes (the fake Google's scopesOf). */
  acceptToken(scopesOf: (token: string) => string[] | null): void;
  /** Channels (and their videos) of the token's Google account: thumbnails.set checks ownership. */
  setMine(owns: (videoId: string) => boolean, exists: (videoId: string) => boolean): void;
  /** Session starts answer 403 quotaExceeded while set. */
  quotaExceeded: boolean;
  /** Uploads are locked to private (the project has not passed Google's API audit). */
  auditLocked: boolean;
  /** The next chunk's connection is cut after this many of its bytes (the kept part rounds down to 256 KiB). */
  dropNextChunkAfter(bytes: number): void;
  /** Called with each finished upload's session (the test adds the video to its fake Data API). */
  onComplete: ((session: FakeUploadSession) => void) | null;
  reset(): void;
  close(): Promise<void>;
}

const UPLOAD_SCOPES = [
  "https://www.googleapis.com/auth/youtube.upload",
  "https://www.googleapis.com/auth/youtube",
  "https://www.googleapis.com/auth/youtube.force-ssl",
];

function googleError(res: ServerResponse, status: number, reason: string, message: string, domain = "youtube.video") {
  sendJson(res, status, { error: { code: status, message, errors: [{ message, domain, reason }] } });
}

function headersOf(req: IncomingMessage): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(req.headers)) {
    if (typeof value === "string") headers[name] = value;
    else if (Array.isArray(value)) headers[name] = value.join(", ");
  }
  return headers;
}

async function readSmall(req: IncomingMessage, limit: number): Promise<Buffer | null> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > limit) return null;
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks);
}

let sessionCounter = 0;

export async function startFakeYouTubeUpload(): Promise<FakeYouTubeUpload> {
  let scopesOf: (token: string) => string[] | null = () => null;
  let owns: (videoId: string) => boolean = () => false;
  let exists: (videoId: string) => boolean = () => false;
  let dropAfter: number | null = null;
  // The running hash of each session's kept bytes: hashes can't rewind, so dropped tails are never hashed.
  const hashes = new Map<string, ReturnType<typeof createHash>>();
  /** Per session, the request being handled: the next one waits for it. */
  const sessionTurns = new Map<string, Promise<unknown>>();

  const fake: FakeYouTubeUpload = {
    url: "",
    requests: [],
    sessions: new Map(),
    thumbnails: new Map(),
    acceptToken: (check) => {
      scopesOf = check;
    },
    setMine: (isMine, isKnown) => {
      owns = isMine;
      exists = isKnown;
    },
    quotaExceeded: false,
    auditLocked: false,
    dropNextChunkAfter: (bytes) => {
      dropAfter = bytes;
    },
    onComplete: null,
    reset() {
      fake.requests.length = 0;
      fake.sessions.clear();
      fake.thumbnails.clear();
      fake.quotaExceeded = false;
      fake.auditLocked = false;
      fake.onComplete = null;
      dropAfter = null;
      hashes.clear();
    },
    close: async () => {},
  };

  function authorize(req: IncomingMessage, res: ServerResponse): boolean {
    const bearer = /^Bearer (.+)$/.exec(req.headers.authorization ?? "")?.[1];
    const scopes = bearer ? scopesOf(bearer) : null;
    if (!scopes) {
      googleError(res, 401, "authError", "Request had invalid authentication credentials.", "global");
      return false;
    }
    if (!scopes.some((scope) => UPLOAD_SCOPES.includes(scope))) {
      googleError(res, 403, "insufficientPermissions", "Request had insufficient authentication scopes.", "global");
      return false;
    }
    return true;
  }

  function resource(session: FakeUploadSession) {
    return {
      kind: "youtube#video",
      etag: `etag-upload-${session.id}`,
      id: session.videoId,
      snippet: { ...session.metadata.snippet, publishedAt: new Date().toISOString() },
      status: {
        uploadStatus: "uploaded",
        privacyStatus: session.status?.privacyStatus ?? "private",
        ...(session.status?.publishAt && { publishAt: session.status.publishAt }),
      },
    };
  }

  function complete(session: FakeUploadSession) {
    if (session.videoId) return;
    session.sha256 = hashes.get(session.id)?.digest("hex") ?? null;
    hashes.delete(session.id);
    session.videoId = `up${String(++sessionCounter).padStart(9, "0")}`.slice(0, 11);
    const asked = session.metadata.status ?? {};
    const privacyStatus = typeof asked.privacyStatus === "string" ? asked.privacyStatus : "public";
    const publishAt = typeof asked.publishAt === "string" ? asked.publishAt : undefined;
    session.status = fake.auditLocked
      ? { privacyStatus: "private", locked: true }
      : { privacyStatus, ...(publishAt && { publishAt }), locked: false };
    fake.onComplete?.(session);
  }

  function answerProgress(res: ServerResponse, session: FakeUploadSession) {
    if (session.received >= session.total) {
      complete(session);
      return sendJson(res, 201, resource(session));
    }
    res.writeHead(308, session.received > 0 ? { range: `bytes=0-${session.received - 1}` } : {});
    res.end();
  }

  async function startSession(req: IncomingMessage, res: ServerResponse, url: URL) {
    const body = await readSmall(req, 1024 * 1024);
    if (url.searchParams.get("uploadType") !== "resumable") {
      return googleError(res, 400, "badRequest", "Only resumable uploads are supported by this fake.", "global");
    }
    if (!authorize(req, res)) return;
    if (fake.quotaExceeded) {
      return googleError(
        res,
        403,
        "quotaExceeded",
        "The request cannot be completed because you have exceeded your quota.",
        "youtube.quota",
      );
    }
    const total = Number(req.headers["x-upload-content-length"]);
    const contentType = String(req.headers["x-upload-content-type"] ?? "");
    if (!Number.isSafeInteger(total) || total <= 0) {
      return googleError(res, 400, "badRequest", "Invalid X-Upload-Content-Length.", "global");
    }
    if (!/^video\//.test(contentType) && contentType !== "application/octet-stream") {
      return googleError(res, 400, "invalidContentType", "The uploaded file's content type is not a video.", "global");
    }
    let metadata: FakeUploadSession["metadata"];
    try {
      metadata = JSON.parse(body?.toString("utf8") || "{}");
    } catch {
      return googleError(res, 400, "parseError", "Parse Error", "global");
    }
    const title = metadata.snippet?.title;
    if (typeof title !== "string" || !title.trim()) {
      return googleError(res, 400, "invalidTitle", "The request metadata specifies an invalid or empty video title.");
    }
    const id = `session-${++sessionCounter}-${Date.now()}`;
    fake.sessions.set(id, {
      id,
      total,
      contentType,
      metadata,
      received: 0,
      sha256: null,
      videoId: null,
      status: null,
    });
    hashes.set(id, createHash("sha256"));
    res.writeHead(200, { location: `${fake.url}/videos?uploadType=resumable&upload_id=${encodeURIComponent(id)}` });
    res.end();
  }

  async function putChunk(req: IncomingMessage, res: ServerResponse, session: FakeUploadSession) {
    const range = req.headers["content-range"] ?? "";
    const status = /^bytes \*\/(\d+)$/.exec(range);
    if (status) {
      for await (const _ of req) {
        // A status query has no body; drain whatever came.
      }
      return answerProgress(res, session);
    }
    const match = /^bytes (\d+)-(\d+)\/(\d+)$/.exec(range);
    if (!match || Number(match[3]) !== session.total) {
      req.resume();
      return googleError(res, 400, "badRequest", "Invalid Content-Range header.", "global");
    }
    const first = Number(match[1]);
    const last = Number(match[2]);
    if (first > session.received || last < first || last >= session.total) {
      req.resume();
      return googleError(
        res,
        400,
        "badRequest",
        "The Content-Range does not follow the bytes already received.",
        "global",
      );
    }
    const hash = hashes.get(session.id);
    const isLast = last === session.total - 1;
    const drop = dropAfter;
    dropAfter = null;
    // Bytes this chunk brings that the session does not have yet (a resent overlap is skipped).
    let position = first;
    const kept: Buffer[] = [];
    let keptBytes = 0;
    let arrived = 0;
    let cut = false;
    const chunks = req[Symbol.asyncIterator]();
    for (;;) {
      let next: IteratorResult<Buffer>;
      try {
        next = await chunks.next();
      } catch {
        // The sender's connection went down mid-chunk: keep what arrived, as Google's servers do.
        cut = true;
        break;
      }
      if (next.done) break;
      const buffer = next.value;
      arrived += buffer.length;
      if (drop !== null && arrived >= drop) {
        cut = true;
        const usable = buffer.subarray(0, buffer.length - (arrived - drop));
        if (position + usable.length > session.received) {
          kept.push(usable.subarray(Math.max(0, session.received - position)));
          keptBytes += kept.at(-1)!.length;
        }
        position += usable.length;
        break;
      }
      if (position + buffer.length > session.received) {
        const fresh = buffer.subarray(Math.max(0, session.received - position));
        kept.push(fresh);
        keptBytes += fresh.length;
        // Whole 256 KiB units are hashed as they come; the rest waits for the chunk's end.
        if (keptBytes >= UNIT * 4) flushUnits();
      }
      position += buffer.length;
    }

    function flushUnits(final = false) {
      const joined = Buffer.concat(kept);
      const keep = final ? joined.length : Math.floor(joined.length / UNIT) * UNIT;
      hash?.update(joined.subarray(0, keep));
      session.received += keep;
      kept.length = 0;
      keptBytes = joined.length - keep;
      if (keptBytes > 0) kept.push(joined.subarray(keep));
    }

    const reachedEnd = !cut && position === last + 1;
    if (reachedEnd && isLast) flushUnits(true);
    else flushUnits(false);
    if (cut) {
      // The connection goes down mid-chunk: no answer at all.
      req.socket.destroy();
      return;
    }
    if (!reachedEnd) {
      return googleError(res, 400, "badRequest", "The chunk is shorter than its Content-Range.", "global");
    }
    answerProgress(res, session);
  }

  async function setThumbnail(req: IncomingMessage, res: ServerResponse, url: URL) {
    const body = await readSmall(req, MAX_THUMBNAIL_BYTES);
    if (!authorize(req, res)) return;
    const videoId = url.searchParams.get("videoId") ?? "";
    if (!body) {
      return googleError(
        res,
        400,
        "mediaBodyTooLarge",
        "The image is larger than the maximum size of 2 MB.",
        "youtube.thumbnail",
      );
    }
    if (!exists(videoId)) {
      return googleError(
        res,
        404,
        "videoNotFound",
        "The video that you are trying to insert a thumbnail image for cannot be found.",
        "youtube.thumbnail",
      );
    }
    if (!owns(videoId)) {
      return googleError(
        res,
        403,
        "forbidden",
        "The thumbnail can't be set for the specified video.",
        "youtube.thumbnail",
      );
    }
    const header = readImageHeader(new Uint8Array(body));
    if (!header) {
      return googleError(res, 400, "invalidImage", "The provided image content is invalid.", "youtube.thumbnail");
    }
    fake.thumbnails.set(videoId, {
      sha256: createHash("sha256").update(body).digest("hex"),
      contentType: header.type,
      bytes: body.length,
    });
    const at = (name: string, width: number, height: number) => ({
      url: `https://i.ytimg.com/vi/${videoId}/${name}.jpg`,
      width,
      height,
    });
    sendJson(res, 200, {
      kind: "youtube#thumbnailSetResponse",
      etag: `etag-thumb-${videoId}`,
      items: [
        {
          default: at("default", 120, 90),
          medium: at("mqdefault", 320, 180),
          high: at("hqdefault", 480, 360),
          standard: at("sddefault", 640, 480),
          maxres: at("maxresdefault", 1280, 720),
        },
      ],
    });
  }

  const server = createServer(async (req, res) => {
    const url = new URL(req.url ?? "/", "http://fake.local");
    const record: UploadRecord = {
      method: req.method ?? "GET",
      path: url.pathname,
      query: Object.fromEntries(url.searchParams),
      headers: headersOf(req),
      bodyBytes: 0,
    };
    req.on("data", (chunk: Buffer) => {
      record.bodyBytes += chunk.length;
    });
    fake.requests.push(record);
    try {
      if (req.method === "POST" && url.pathname === `${BASE_PATH}/videos`) return await startSession(req, res, url);
      if (req.method === "POST" && url.pathname === `${BASE_PATH}/thumbnails/set`) {
        return await setThumbnail(req, res, url);
      }
      if (req.method === "PUT" && url.pathname === `${BASE_PATH}/videos` && url.searchParams.has("upload_id")) {
        if (!authorize(req, res)) {
          req.resume();
          return;
        }
        const session = fake.sessions.get(url.searchParams.get("upload_id") ?? "");
        if (!session) {
          req.resume();
          return googleError(res, 404, "notFound", "The upload session was not found or has expired.", "global");
        }
        // One request at a time per session, in the order they came: a session is one byte stream, and
        // Google's guide (using_resumable_upload_protocol, "Resume an interrupted upload") answers a
        // status query with every byte that arrived before the interruption. Without this, bytes of
        // a dropped connection still buffered here could be kept after a later request's answer.
        // Held while it waits (the byte counter above would otherwise let its body flow past unread).
        req.pause();
        const previous = sessionTurns.get(session.id) ?? Promise.resolve();
        const turn = previous.then(() => putChunk(req, res, session));
        sessionTurns.set(
          session.id,
          turn.catch(() => undefined),
        );
        return await turn;
      }
      req.resume();
      googleError(res, 404, "notFound", "Not Found", "global");
    } catch (error) {
      if (!res.headersSent && !res.destroyed) sendJson(res, 500, { error: { code: 500, message: String(error) } });
    }
  });
  server.keepAliveTimeout = 1_000;
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  fake.url = `http://127.0.0.1:${port}${BASE_PATH}`;
  fake.close = () =>
    new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    });
  return fake;
}
