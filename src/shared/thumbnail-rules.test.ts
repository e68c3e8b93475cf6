import { describe, expect, it } from "vitest";
import { inEnglish } from "./rule-message.ts";
import { readImageHeader, thumbnailProblem as thumbnailRule } from "./thumbnail-rules.ts";

// The rule's message as an English reader gets it (ICU text and values: rule-message.ts).
const thumbnailProblem = (...args: Parameters<typeof thumbnailRule>) => {
  const rule = thumbnailRule(...args);
  return rule && inEnglish(rule);
};

/** A PNG's signature and IHDR chunk (the rest of the file does not matter to the header). */
function png(width: number, height: number): Uint8Array {
  const bytes = new Uint8Array(33);
  bytes.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]);
  const view = new DataView(bytes.buffer);
  view.setUint32(16, width);
  view.setUint32(20, height);
  return bytes;
}

/** SOI, an APP0 segment, a DQT-like segment, then SOF2 (progressive) with the size. */
function jpeg(width: number, height: number): Uint8Array {
  const app0 = [0xff, 0xe0, 0x00, 0x10, ...new Array(14).fill(0)];
  const dqt = [0xff, 0xdb, 0x00, 0x04, 0x00, 0x00];
  const sof = [0xff, 0xc2, 0x00, 0x11, 0x08, height >> 8, height & 0xff, width >> 8, width & 0xff, 3];
  return new Uint8Array([0xff, 0xd8, ...app0, ...dqt, ...sof, ...new Array(9).fill(0)]);
}

describe("reading a thumbnail's header", () => {
  it("reads a PNG's and a JPEG's size from their bytes", () => {
    expect(readImageHeader(png(1280, 720))).toEqual({ type: "image/png", width: 1280, height: 720 });
    expect(readImageHeader(jpeg(1920, 1080))).toEqual({ type: "image/jpeg", width: 1920, height: 1080 });
  });

  it("knows neither a GIF nor text nor a cut-off JPEG", () => {
    expect(readImageHeader(new TextEncoder().encode("GIF89a........"))).toBeNull();
    expect(readImageHeader(new TextEncoder().encode("<svg></svg>"))).toBeNull();
    expect(readImageHeader(jpeg(1280, 720).subarray(0, 20))).toBeNull();
  });
});

describe("YouTube's thumbnail rules", () => {
  it("takes 16:9 images at least 640 wide and up to 2 MB", () => {
    expect(thumbnailProblem(500_000, readImageHeader(png(1280, 720)))).toBeNull();
    expect(thumbnailProblem(500_000, readImageHeader(jpeg(854, 480)))).toBeNull();
    expect(thumbnailProblem(2 * 1024 * 1024, readImageHeader(png(640, 360)))).toBeNull();
  });

  it("says what is wrong otherwise", () => {
    expect(thumbnailProblem(2 * 1024 * 1024 + 1, readImageHeader(png(1280, 720)))).toBe(
      "The thumbnail is 2.0 MB: YouTube takes at most 2 MB.",
    );
    expect(thumbnailProblem(1000, null)).toBe("The thumbnail must be a JPEG or PNG image.");
    expect(thumbnailProblem(1000, readImageHeader(png(480, 270)))).toBe(
      "The thumbnail is 480 pixels wide: YouTube needs at least 640.",
    );
    expect(thumbnailProblem(1000, readImageHeader(jpeg(1280, 1280)))).toBe(
      "The thumbnail is 1280×1280: YouTube shows thumbnails at 16:9 (for example 1280×720).",
    );
  });
});
