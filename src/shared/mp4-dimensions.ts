// A video file's picture size and length, read from its own MP4 / QuickTime header (ISO/IEC 14496-12,
// the ISO base media file format), never from its name or the browser's type. No library in the
// package lists reads them, and the few fields needed are small: the file is a run of boxes (size,
// type, children), `moov` holds `mvhd` (the length) and one `trak` per track, whose `tkhd` has the
// presented width, height and rotation matrix. The browser reads only the file's first and last few
// megabytes: `moov` is at the start of a "fast start" file and at the end of one written straight
// from a camera or phone.

/** What a video file's header says about its picture and length. */
export interface Mp4VideoInfo {
  /** As shown: a phone's portrait recording (stored landscape, turned by the matrix) is taller than wide. */
  width: number;
  height: number;
  /** Null when the header gives no length (a fragmented file, or "unknown"). */
  durationSeconds: number | null;
}

/** The bytes read of a file: its first `head.length` bytes and, when the file is longer, its last `tail.length`. */
export interface Mp4Slices {
  size: number;
  head: Uint8Array;
  tail?: Uint8Array;
}

/** How much of each end of a file the browser reads: `moov` is rarely more than a few megabytes. */
export const MP4_SLICE_BYTES = 4 * 1024 * 1024;

interface Box {
  type: string;
  /** The box's payload, after its header. */
  body: DataView;
}

const typeOf = (view: DataView, at: number) =>
  String.fromCharCode(view.getUint8(at), view.getUint8(at + 1), view.getUint8(at + 2), view.getUint8(at + 3));

/**
 * The boxes of `view` in order (§4.2: a 32-bit size and a four-character type; size 1 means a 64-bit
 * `largesize` follows the type, size 0 means "to the end of the file"). Stops at a box cut off by the end
 * of the bytes read, and says where that box starts and ends, for the walk to go on in other bytes.
 */
function boxesIn(view: DataView): { boxes: Box[]; cut: { type: string; start: number; end: number } | null } {
  const boxes: Box[] = [];
  let at = 0;
  while (at + 8 <= view.byteLength) {
    let size = view.getUint32(at);
    const type = typeOf(view, at + 4);
    let header = 8;
    if (size === 1) {
      if (at + 16 > view.byteLength) break;
      size = Number(view.getBigUint64(at + 8));
      header = 16;
    } else if (size === 0) {
      size = view.byteLength - at;
    }
    if (size < header) break;
    if (at + size > view.byteLength) return { boxes, cut: { type, start: at, end: at + size } };
    boxes.push({ type, body: new DataView(view.buffer, view.byteOffset + at + header, size - header) });
    at += size;
  }
  return { boxes, cut: null };
}

const child = (parent: DataView, type: string) => boxesIn(parent).boxes.find((box) => box.type === type)?.body;

/** 16.16 fixed point (§8.3.2: the matrix's a, b, c, d and the width and height). */
const fixed16 = (view: DataView, at: number) => view.getInt32(at) / 0x10000;

/**
 * §8.3.2 TrackHeaderBox: after version (1 byte) and flags (3), version 1 has 64-bit creation and
 * modification times and duration, version 0 32-bit ones; both end with a 3×3 matrix of nine 32-bit
 * values and the width and height, 16.16 fixed point. A matrix that turns the picture a quarter turn
 * (a = d = 0: 90° or 270°, as phones record portrait video) swaps the width and height as shown.
 */
function trackSize(tkhd: DataView): { width: number; height: number } | null {
  const version = tkhd.getUint8(0);
  const length = version === 1 ? 96 : 84;
  if (tkhd.byteLength < length) return null;
  const matrixAt = length - 8 - 36;
  const [a, b, c, d] = [0, 4, 12, 16].map((offset) => fixed16(tkhd, matrixAt + offset));
  let width = Math.round(fixed16(tkhd, length - 8));
  let height = Math.round(fixed16(tkhd, length - 4));
  const quarterTurn = a === 0 && d === 0 && b !== 0 && c !== 0;
  if (quarterTurn) [width, height] = [height, width];
  return width > 0 && height > 0 ? { width, height } : null;
}

/** §8.4.3 HandlerBox: version and flags, pre_defined (4 bytes), then the handler type ('vide' for video). */
const isVideoTrack = (trak: DataView) => {
  const hdlr = child(child(trak, "mdia") ?? new DataView(new ArrayBuffer(0)), "hdlr");
  return hdlr !== undefined && hdlr.byteLength >= 12 && typeOf(hdlr, 8) === "vide";
};

/**
 * §8.2.2 MovieHeaderBox: version 1 has 64-bit creation and modification times, then the 32-bit
 * timescale (units a second) and a 64-bit duration; version 0 has 32-bit times and duration. A
 * duration of all ones means "unknown", and 0 is what a fragmented file carries.
 */
function movieSeconds(mvhd: DataView): number | null {
  const version = mvhd.getUint8(0);
  if (mvhd.byteLength < (version === 1 ? 32 : 20)) return null;
  const timescale = mvhd.getUint32(version === 1 ? 20 : 12);
  const duration = version === 1 ? mvhd.getBigUint64(24) : BigInt(mvhd.getUint32(16));
  const unknown = version === 1 ? 0xffffffffffffffffn : 0xffffffffn;
  if (timescale === 0 || duration === 0n || duration === unknown) return null;
  return Number(duration) / timescale;
}

function fromMoov(moov: DataView): Mp4VideoInfo | null {
  const { boxes } = boxesIn(moov);
  const mvhd = boxes.find((box) => box.type === "mvhd")?.body;
  for (const trak of boxes.filter((box) => box.type === "trak")) {
    if (!isVideoTrack(trak.body)) continue;
    const tkhd = child(trak.body, "tkhd");
    const size = tkhd && trackSize(tkhd);
    if (size) return { ...size, durationSeconds: mvhd ? movieSeconds(mvhd) : null };
  }
  return null;
}

const viewOf = (bytes: Uint8Array) => new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);

/**
 * The video track's size and the movie's length, from the file's first bytes and, when `moov` is not
 * among them (a file not "fast started"), from its last bytes: the walk of the top-level boxes goes on
 * in the tail where the head left off. Null when neither holds a whole `moov` with a video track (not
 * an MP4 or QuickTime file, a WebM, or a `moov` larger than what was read).
 */
export function readMp4Video({ size, head, tail }: Mp4Slices): Mp4VideoInfo | null {
  const first = boxesIn(viewOf(head));
  // A file's first box is `ftyp` (or, in an older QuickTime file, another top-level box): anything else is not an MP4.
  if (first.boxes.length === 0 || !/^[\x20-\x7e]{4}$/.test(first.boxes[0].type)) return null;
  const moov = first.boxes.find((box) => box.type === "moov");
  if (moov) return fromMoov(moov.body);
  if (!tail || !first.cut || head.length >= size) return null;
  // The head ends inside a box: a `moov` cut off goes on from its start, an `mdat` from its end.
  const next = first.cut.type === "moov" ? first.cut.start : first.cut.end;
  const tailStart = size - tail.length;
  if (next < tailStart || next >= size) return null;
  const found = boxesIn(viewOf(tail.subarray(next - tailStart))).boxes.find((box) => box.type === "moov");
  return found ? fromMoov(found.body) : null;
}
