// Answers computed once per version of their data (a channel's version, decisions 016 and 022; the
// analytics state's, 024) also go out once per version: serialized, tagged and compressed when first
// sent and kept beside the value, so a request for unchanged data costs its version read and a write
// of bytes already made — not JSON.stringify and brotli every time (decision 028).
import { createHash } from "node:crypto";
import type { Context, TypedResponse } from "hono";
import { COMPRESSION_THRESHOLD_BYTES, compress, type Encoding, negotiateEncoding } from "./compression.ts";

/** An answer's JSON as UTF-8 with its entity tag, and its compressed bytes per encoding once asked for. */
export interface KeptJson {
  bytes: Uint8Array;
  etag: string;
  encoded: Partial<Record<Encoding, Promise<Uint8Array>>>;
}

const encoder = new TextEncoder();

/** Tags and holds serialized JSON (the tag is of the bytes: equal bodies, equal tags, on any instance). */
export function keepJson(json: string): KeptJson {
  const bytes = encoder.encode(json);
  return { bytes, etag: `"${createHash("sha1").update(bytes).digest("base64url")}"`, encoded: {} };
}

/** Per shape ("" for the value as it is): the serialization of each kept value, alive as long as the value. */
const byValue = new Map<string, WeakMap<object, KeptJson>>();

/**
 * The kept serialization of a value that a cache hands out (the same object while its version holds,
 * and never changed after): made on first use, then reused. `shape` names another serialization of
 * the value (`toJson`), e.g. a list sent as `{ "videos": [...] }`. A value computed afresh for every
 * request is a new object, and simply gets serialized again.
 */
export function keptJson<T extends object>(
  value: T,
  shape = "",
  toJson: (value: T) => string = (v) => JSON.stringify(v),
): KeptJson {
  let kept = byValue.get(shape);
  if (!kept) {
    kept = new WeakMap();
    byValue.set(shape, kept);
  }
  let answer = kept.get(value);
  if (!answer) {
    answer = keepJson(toJson(value));
    kept.set(value, answer);
  }
  return answer;
}

/**
 * Sends JSON bytes as they are kept. A kept answer has an ETag: the browser asks again with
 * If-None-Match (no-cache) and an unchanged answer is a 304 without its body; its compressed bytes
 * are made once per encoding asked for. Bytes that are not kept (no tag) go through the compression
 * middleware like any answer. The route's declared schema is the answer's shape.
 */
export async function sendJsonBytes<T>(
  c: Context,
  answer: KeptJson | { bytes: Uint8Array; etag?: null },
): Promise<TypedResponse<T, 200, "json">> {
  const typed = (res: Response) => res as unknown as TypedResponse<T, 200, "json">;
  const headers: Record<string, string> = { "content-type": "application/json", "cache-control": "private, no-cache" };
  const { bytes } = answer;
  if (!("encoded" in answer) || !answer.etag) return typed(c.body(bytes as Uint8Array<ArrayBuffer>, 200, headers));
  const { etag, encoded } = answer;
  headers.vary = "Accept-Encoding";
  const asked = c.req.header("if-none-match");
  if (asked?.split(",").some((tag) => tag.trim().replace(/^W\//, "") === etag)) {
    return typed(c.body(null, 304, { ...headers, etag }));
  }
  const encoding =
    bytes.byteLength >= COMPRESSION_THRESHOLD_BYTES ? negotiateEncoding(c.req.header("accept-encoding")) : null;
  if (!encoding) return typed(c.body(bytes as Uint8Array<ArrayBuffer>, 200, { ...headers, etag }));
  let pending = encoded[encoding];
  if (!pending) {
    pending = compress(bytes, encoding, { kept: true }).then((b) => new Uint8Array(b));
    encoded[encoding] = pending;
    // A failed compression is not kept: the next request tries again.
    pending.catch(() => {
      delete encoded[encoding];
    });
  }
  const body = await pending;
  return typed(
    c.body(body as Uint8Array<ArrayBuffer>, 200, {
      ...headers,
      // Another representation than the identity one (as the compression middleware marks it).
      etag: `W/${etag}`,
      "content-encoding": encoding,
      "content-length": String(body.byteLength),
    }),
  );
}
