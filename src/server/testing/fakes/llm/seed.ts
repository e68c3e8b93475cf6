// Determinism: the double's "model" answers the same request content the same way every time, so a
// failing test can be run again and see the same stream.

/** FNV-1a over the text: a stable 32-bit seed. */
export function hashText(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/** mulberry32: a small seeded source of numbers in [0, 1). */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export const pick = <T>(items: readonly T[], next: () => number): T => items[Math.floor(next() * items.length)];

/** An integer in [min, max]. */
export const between = (min: number, max: number, next: () => number) => min + Math.floor(next() * (max - min + 1));

const ALPHANUMERIC = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789";
const HEX = "0123456789abcdef";

/** `length` characters from `alphabet`: ids in each API's own style (chatcmpl-…, msg_01…, resp_…). */
export function randomChars(length: number, next: () => number, alphabet = ALPHANUMERIC): string {
  let out = "";
  for (let i = 0; i < length; i++) out += alphabet[Math.floor(next() * alphabet.length)];
  return out;
}

export const randomHex = (length: number, next: () => number) => randomChars(length, next, HEX);
