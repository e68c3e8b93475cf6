// YouTube's custom thumbnail rules (YouTube Help, "Add video thumbnails"; thumbnails.set's
// mediaBodyTooLarge / invalidImage errors): JPEG or PNG, at most 2 MB, at least 640 pixels wide, 16:9.
// The size is read from the image's own header, never from the file name or the browser's type.
import { msg } from "./message.ts";
import type { RuleMessage } from "./rule-message.ts";

export const THUMBNAIL_LIMITS = {
  maxBytes: 2 * 1024 * 1024,
  minWidth: 640,
  /** 16:9, with a pixel of rounding either way (1280×720, 1920×1080, 854×480…). */
  aspectWidth: 16,
  aspectHeight: 9,
} as const;

/** The sizes YouTube shows a thumbnail at: search results, the home feed, and a phone's feed. */
export const THUMBNAIL_PREVIEWS = [
  { name: "Search results", width: 360, height: 202 },
  { name: "Home", width: 320, height: 180 },
  { name: "Mobile", width: 168, height: 94 },
] as const;

export interface ImageHeader {
  type: "image/png" | "image/jpeg";
  width: number;
  height: number;
}

/** PNG: the signature, then the IHDR chunk with the width and height (RFC 2083 §3.1, §4.1.1). */
function pngHeader(bytes: Uint8Array): ImageHeader | null {
  const signature = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
  if (bytes.length < 24 || signature.some((b, i) => bytes[i] !== b)) return null;
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (String.fromCharCode(...bytes.subarray(12, 16)) !== "IHDR") return null;
  return { type: "image/png", width: view.getUint32(16), height: view.getUint32(20) };
}

// JPEG start-of-frame markers carry the size: SOF0–SOF15 except DHT (C4), JPG (C8) and DAC (CC).
const isStartOfFrame = (marker: number) =>
  marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;

/** JPEG: SOI, then marker segments until a start of frame (ITU T.81 B.2.2). */
function jpegHeader(bytes: Uint8Array): ImageHeader | null {
  if (bytes.length < 4 || bytes[0] !== 0xff || bytes[1] !== 0xd8) return null;
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  let at = 2;
  while (at + 4 <= bytes.length) {
    if (bytes[at] !== 0xff) return null;
    const marker = bytes[at + 1];
    // Fill bytes, and markers without a length (RSTn, TEM).
    if (marker === 0xff) {
      at += 1;
      continue;
    }
    if ((marker >= 0xd0 && marker <= 0xd7) || marker === 0x01) {
      at += 2;
      continue;
    }
    const length = view.getUint16(at + 2);
    if (length < 2) return null;
    if (isStartOfFrame(marker)) {
      if (at + 9 > bytes.length) return null;
      return { type: "image/jpeg", height: view.getUint16(at + 5), width: view.getUint16(at + 7) };
    }
    at += 2 + length;
  }
  return null;
}

export function readImageHeader(bytes: Uint8Array): ImageHeader | null {
  return pngHeader(bytes) ?? jpegHeader(bytes);
}

/** Why YouTube would refuse this image as a thumbnail, or null when it fits every rule. */
export function thumbnailProblem(byteLength: number, header: ImageHeader | null): RuleMessage | null {
  if (byteLength > THUMBNAIL_LIMITS.maxBytes) {
    return {
      text: msg("The thumbnail is {size} MB: YouTube takes at most 2 MB."),
      values: { size: (byteLength / 1024 / 1024).toFixed(1) },
    };
  }
  if (!header) return { text: msg("The thumbnail must be a JPEG or PNG image.") };
  if (header.width < THUMBNAIL_LIMITS.minWidth) {
    return {
      text: msg("The thumbnail is {width} pixels wide: YouTube needs at least {min}."),
      values: { width: header.width, min: THUMBNAIL_LIMITS.minWidth },
    };
  }
  const expected = (header.width * THUMBNAIL_LIMITS.aspectHeight) / THUMBNAIL_LIMITS.aspectWidth;
  if (Math.abs(header.height - expected) > 1) {
    return {
      text: msg("The thumbnail is {width}×{height}: YouTube shows thumbnails at 16:9 (for example 1280×720)."),
      values: { width: header.width, height: header.height },
    };
  }
  return null;
}
