// Every text answer leaves compressed (docs/decisions/008-compression.md): built files as the .br/.gz
// written next to them at build time (serveStatic's `precompressed`), the page itself compressed
// once at start-up, and JSON compressed here, per answer, by negotiation.
import { promisify } from "node:util";
import { brotliCompress, brotliCompressSync, constants, gzip, gzipSync } from "node:zlib";
import type { Context, MiddlewareHandler } from "hono";
import { parseAccept } from "hono/utils/accept";
import { COMPRESSIBLE_CONTENT_TYPE_REGEX } from "hono/utils/compress";

export type Encoding = "br" | "gzip";

/** Below this, compressing saves less than it costs (the answer fits in one packet either way). */
export const COMPRESSION_THRESHOLD_BYTES = 1024;

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);
const NO_TRANSFORM = /(?:^|,)\s*no-transform\s*(?:,|$)/i;
const VARY_ACCEPT_ENCODING = /(?:^|,)\s*accept-encoding\s*(?:,|$)/i;

/**
 * The encoding to answer in: brotli if the client takes it at least as gladly as gzip, then gzip,
 * else null (identity). q-values are honoured, `;q=0` refuses, `*` stands for what is not named.
 */
export function negotiateEncoding(acceptEncoding: string | undefined): Encoding | null {
  if (!acceptEncoding) return null;
  const accepts = parseAccept(acceptEncoding);
  const wildcard = accepts.find((a) => a.type === "*")?.q ?? 0;
  const quality = (name: Encoding) => accepts.find((a) => a.type.toLowerCase() === name)?.q ?? wildcard;
  const br = quality("br");
  const gz = quality("gzip");
  if (br > 0 && br >= gz) return "br";
  return gz > 0 ? "gzip" : null;
}

/** Text the client could get compressed: its cached copies must be kept apart by Accept-Encoding. */
export function varyOnAcceptEncoding(headers: Headers) {
  const vary = headers.get("vary");
  if (vary === "*" || (vary && VARY_ACCEPT_ENCODING.test(vary))) return;
  headers.set("vary", vary ? `${vary}, Accept-Encoding` : "Accept-Encoding");
}

/**
 * Compresses complete text answers (JSON, HTML, CSS, JS, SVG…) of at least `threshold` bytes.
 * Streams are never touched: the script stream (application/x-ndjson, `Cache-Control:
 * no-transform`) and server-sent events must reach the browser piece by piece, and a compressor
 * would hold pieces back until it has enough to pack. Answers already encoded (the precompressed
 * built files), partial (206), empty (204, 304, HEAD) or of a binary type pass as they are.
 */
export function compression({ threshold = COMPRESSION_THRESHOLD_BYTES } = {}): MiddlewareHandler {
  return async (c, next) => {
    await next();
    const res = c.res;
    const type = res.headers.get("content-type");
    if (!type || !COMPRESSIBLE_CONTENT_TYPE_REGEX.test(type) || isStream(type)) return;
    if (NO_TRANSFORM.test(res.headers.get("cache-control") ?? "")) return;
    if (res.headers.has("content-encoding")) return;
    varyOnAcceptEncoding(res.headers);
    if (c.req.method === "HEAD" || res.status === 204 || res.status === 206 || res.status === 304) return;
    const declaredLength = res.headers.get("content-length");
    if (declaredLength !== null && Number(declaredLength) < threshold) return;
    const encoding = negotiateEncoding(c.req.header("accept-encoding"));
    if (!encoding) return;
    const kept = keptBody(res);
    if (kept === null) return;
    let body: Uint8Array;
    if (kept !== undefined) {
      body = typeof kept === "string" ? encoder.encode(kept) : kept;
      // Left as it is, the answer keeps @hono/node-server's quick way out.
      if (body.byteLength < threshold) return;
    } else {
      // Before touching `body`: reading it makes @hono/node-server send the answer as a stream.
      if (!res.body) return;
      // Only complete answers get here (the types above), so reading them whole holds nothing back.
      body = new Uint8Array(await res.arrayBuffer());
    }
    // Cleared first: Hono's `res` setter would rebuild the new answer around its body again (a
    // stream; the headers are the old answer's already, through `init`).
    c.res = undefined;
    if (body.byteLength < threshold) {
      c.res = new Response(body as Uint8Array<ArrayBuffer>, res);
      return;
    }
    const compressed = await compress(body, encoding);
    c.res = new Response(new Uint8Array(compressed), res);
    // Set after the swap: Hono's `res` setter copies the old headers, Content-Length included.
    c.res.headers.set("content-encoding", encoding);
    c.res.headers.set("content-length", String(compressed.byteLength));
    // Another representation than the identity one: a strong validator would lie about its bytes.
    const etag = c.res.headers.get("etag");
    if (etag && !etag.startsWith("W/")) c.res.headers.set("etag", `W/${etag}`);
  };
}

const encoder = new TextEncoder();

/**
 * The body an answer was made with, when @hono/node-server's own Response still holds it as it was
 * given (a string or bytes: every `c.json`), else undefined. Read through `arrayBuffer()`, the same
 * body first becomes a web Response and a stream, and the answer then leaves by the slow path too:
 * that cost the video page half its requests per second (decision 028). The field is the library's
 * private one, found by its symbol's name; if a release renames it, answers take the general path.
 */
export function keptBody(res: Response): string | Uint8Array | null | undefined {
  const cache = Object.getOwnPropertySymbols(res).find((symbol) => symbol.description === "cache");
  const held: unknown = cache && (res as unknown as Record<symbol, unknown>)[cache];
  if (!Array.isArray(held)) return undefined;
  const body: unknown = held[1];
  return body === null || typeof body === "string" || body instanceof Uint8Array ? body : undefined;
}

// hono's list already leaves text/event-stream out; application/x-ndjson is not on it either.
// Checked here too, so a change to that list can never buffer a stream.
function isStream(type: string) {
  return /^\s*(?:text\/event-stream|application\/x-ndjson)\b/i.test(type);
}

/**
 * Per answer: brotli quality 4 compresses a 40 KB JSON list in about a millisecond and still beats
 * gzip's default; quality 11 (used at build time and for the page) takes tens of milliseconds. An
 * answer small enough to compress in place gets quality 2 in a window its own size: quality 4 sets
 * up hash tables for a 4 MB window on every call, which in the server (its caches cold) took 130 µs
 * of the video page's 3.5 KB answer, against some 50 µs; the answer comes out a few bytes longer.
 */
export function compress(body: Uint8Array, encoding: Encoding, { kept = false } = {}): Promise<Buffer> {
  // A small answer (the video page's 3 KB) compresses in tens of microseconds: handing it to the
  // thread pool and back costs four times that, so it is compressed in place (decision 028).
  const small = body.byteLength <= SYNC_COMPRESSION_MAX_BYTES;
  if (encoding === "gzip") return small ? new Promise((resolve) => resolve(gzipSync(body))) : gzipAsync(body);
  // A kept answer (kept-json.ts) is compressed once per version of its data: it keeps quality 4.
  const quick = small && !kept;
  const options = {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: quick ? 2 : 4,
      [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      [constants.BROTLI_PARAM_SIZE_HINT]: body.byteLength,
      ...(quick && { [constants.BROTLI_PARAM_LGWIN]: windowBitsFor(body.byteLength) }),
    },
  };
  return small ? new Promise((resolve) => resolve(brotliCompressSync(body, options))) : brotli(body, options);
}

/** The smallest brotli window that holds `length` bytes. */
const windowBitsFor = (length: number) =>
  Math.min(constants.BROTLI_DEFAULT_WINDOW, Math.max(constants.BROTLI_MIN_WINDOW_BITS, Math.ceil(Math.log2(length))));

/** Up to this, compressing blocks the event loop for less than the thread pool's round trip. */
const SYNC_COMPRESSION_MAX_BYTES = 16 * 1024;

/** A body that never changes while the server runs (the page), compressed once at the highest levels. */
export interface PrecompressedBody {
  identity: Uint8Array<ArrayBuffer>;
  br: Uint8Array<ArrayBuffer>;
  gzip: Uint8Array<ArrayBuffer>;
}

export function precompress(text: string): PrecompressedBody {
  const identity = new TextEncoder().encode(text);
  return {
    identity,
    br: new Uint8Array(
      brotliCompressSync(identity, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
          [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        },
      }),
    ),
    gzip: new Uint8Array(gzipSync(identity, { level: constants.Z_BEST_COMPRESSION })),
  };
}

/** Answers a precompressed body in the encoding the client accepts; the middleware leaves it alone. */
export function sendPrecompressed(c: Context, body: PrecompressedBody, contentType: string) {
  const encoding = negotiateEncoding(c.req.header("accept-encoding"));
  const bytes = encoding ? body[encoding] : body.identity;
  c.header("Content-Type", contentType);
  c.header("Vary", "Accept-Encoding", { append: true });
  if (encoding) c.header("Content-Encoding", encoding);
  c.header("Content-Length", String(bytes.byteLength));
  return c.body(bytes);
}
