import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { MP4_SLICE_BYTES, type Mp4Slices, readMp4Video } from "./mp4-dimensions.ts";
import { mp4TestFile } from "./mp4-test-file.ts";

/** What the browser reads of a file: its first and last MP4_SLICE_BYTES (all of it when smaller). */
function slicesOf(file: Uint8Array, sliceBytes = MP4_SLICE_BYTES): Mp4Slices {
  const head = file.subarray(0, Math.min(file.length, sliceBytes));
  const tail = file.length > sliceBytes ? file.subarray(Math.max(sliceBytes, file.length - sliceBytes)) : undefined;
  return { size: file.length, head, tail };
}

const read = (file: Uint8Array, sliceBytes?: number) => readMp4Video(slicesOf(file, sliceBytes));

describe("reading a video's size and length from its MP4 header", () => {
  it("reads a 16:9 file's tkhd width and height and the mvhd duration", () => {
    expect(read(mp4TestFile({ width: 1920, height: 1080, durationSeconds: 42.5 }))).toEqual({
      width: 1920,
      height: 1080,
      durationSeconds: 42.5,
    });
  });

  it("reads a vertical 1080 × 1920 file, version 1 headers (64-bit times and duration)", () => {
    expect(read(mp4TestFile({ width: 1080, height: 1920, durationSeconds: 200, version: 1 }))).toEqual({
      width: 1080,
      height: 1920,
      durationSeconds: 200,
    });
  });

  it("turns a 1920 × 1080 picture with a 90° or 270° matrix into portrait, as a phone records it; 180° keeps it", () => {
    expect(read(mp4TestFile({ width: 1920, height: 1080, durationSeconds: 30, rotation: 90 }))).toMatchObject({
      width: 1080,
      height: 1920,
    });
    expect(read(mp4TestFile({ width: 1920, height: 1080, durationSeconds: 30, rotation: 270 }))).toMatchObject({
      width: 1080,
      height: 1920,
    });
    expect(read(mp4TestFile({ width: 1920, height: 1080, durationSeconds: 30, rotation: 180 }))).toMatchObject({
      width: 1920,
      height: 1080,
    });
  });

  it("finds moov at the end of a file that was not fast-started, from the last bytes read", () => {
    const file = mp4TestFile({ width: 1080, height: 1920, durationSeconds: 59, moovAtEnd: true, mediaBytes: 300_000 });
    // Only the first and last 64 KiB are read: the head ends inside mdat, whose end leads into the tail.
    expect(read(file, 64 * 1024)).toEqual({ width: 1080, height: 1920, durationSeconds: 59 });
    expect(readMp4Video({ size: file.length, head: file.subarray(0, 64 * 1024) })).toBeNull();
  });

  it("reads a 64-bit largesize mdat before moov", () => {
    const small = mp4TestFile({ width: 720, height: 1280, durationSeconds: 15, moovAtEnd: true, mediaBytes: 100 });
    // Rewrite mdat (right after the 32-byte ftyp) with size 1 and a 64-bit largesize: 16 header bytes, not 8.
    const ftyp = small.subarray(0, 32);
    const rest = small.subarray(32 + 8 + 100);
    const mdat = new Uint8Array(16 + 100);
    const view = new DataView(mdat.buffer);
    view.setUint32(0, 1);
    mdat.set([0x6d, 0x64, 0x61, 0x74], 4);
    view.setBigUint64(8, 116n);
    const file = new Uint8Array([...ftyp, ...mdat, ...rest]);
    expect(read(file)).toEqual({ width: 720, height: 1280, durationSeconds: 15 });
  });

  it("gives null for bytes that are not an MP4, and for a video track without a size", () => {
    expect(read(new TextEncoder().encode("not a video at all, just text"))).toBeNull();
    expect(read(new Uint8Array([0x1a, 0x45, 0xdf, 0xa3, 0, 0, 0, 0, 0, 0]))).toBeNull();
    const noVideo = mp4TestFile({ width: 0, height: 0, durationSeconds: 10 });
    expect(read(noVideo)).toBeNull();
  });

  const ffmpeg = (() => {
    try {
      execFileSync("ffmpeg", ["-version"], { stdio: "ignore" });
      return true;
    } catch {
      return false;
    }
  })();

  it.skipIf(!ffmpeg)("reads files ffmpeg writes: fast-started, and with moov at the end (its default)", () => {
    const dir = mkdtempSync(join(tmpdir(), "scriptloom-mp4-"));
    try {
      const make = (name: string, size: string, args: string[]) => {
        const path = join(dir, name);
        const source = `testsrc=size=${size}:rate=10`;
        execFileSync("ffmpeg", ["-v", "error", "-f", "lavfi", "-i", source, "-t", "2", ...args, path]);
        return new Uint8Array(readFileSync(path));
      };
      expect(read(make("landscape.mp4", "320x180", ["-movflags", "+faststart"]))).toMatchObject({
        width: 320,
        height: 180,
      });
      const vertical = read(make("vertical.mp4", "180x320", []), 8192);
      expect(vertical).toMatchObject({ width: 180, height: 320 });
      expect(vertical?.durationSeconds).toBeCloseTo(2, 0);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
