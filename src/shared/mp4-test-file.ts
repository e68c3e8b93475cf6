// Small real MP4 files for tests (unit, integration and e2e): the boxes a player reads first, laid out
// as ISO/IEC 14496-12 has them, so the header parser is tested against bytes and not against itself.
// ftyp, then moov (mvhd, one video trak with tkhd and mdia/hdlr 'vide', an audio trak before it) and
// an mdat of filler; `moovAtEnd` writes mdat first, as a camera or phone does before "fast start".

export interface Mp4TestFile {
  width: number;
  height: number;
  durationSeconds: number;
  /** The tkhd matrix: 90 or 270 turns the stored picture a quarter turn (a phone's portrait recording). */
  rotation?: 0 | 90 | 180 | 270;
  /** Header version of mvhd and tkhd: 1 has 64-bit times and duration. */
  version?: 0 | 1;
  moovAtEnd?: boolean;
  /** Bytes of media data (filler). */
  mediaBytes?: number;
}

const ascii = (text: string) => Uint8Array.from(text, (c) => c.charCodeAt(0));

function box(type: string, ...parts: Uint8Array[]): Uint8Array {
  const length = 8 + parts.reduce((sum, part) => sum + part.length, 0);
  const out = new Uint8Array(length);
  new DataView(out.buffer).setUint32(0, length);
  out.set(ascii(type), 4);
  let at = 8;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
}

function bytes(length: number, write: (view: DataView) => void): Uint8Array {
  const out = new Uint8Array(length);
  write(new DataView(out.buffer));
  return out;
}

const FIXED_ONE = 0x10000;
const MATRICES: Record<0 | 90 | 180 | 270, [number, number, number, number]> = {
  0: [1, 0, 0, 1],
  90: [0, 1, -1, 0],
  180: [-1, 0, 0, -1],
  270: [0, -1, 1, 0],
};

/** §8.2.2: version, flags, times, timescale, duration, rate, volume, reserved, matrix, pre_defined, next_track_ID. */
function mvhd(version: 0 | 1, timescale: number, duration: number): Uint8Array {
  const times = version === 1 ? 16 : 8;
  const durationBytes = version === 1 ? 8 : 4;
  return box(
    "mvhd",
    bytes(4 + times + 4 + durationBytes + 80, (view) => {
      view.setUint8(0, version);
      view.setUint32(4 + times, timescale);
      if (version === 1) view.setBigUint64(4 + times + 4, BigInt(duration));
      else view.setUint32(4 + times + 4, duration);
      const rest = 4 + times + 4 + durationBytes;
      view.setInt32(rest, FIXED_ONE);
      view.setInt16(rest + 4, 0x0100);
      view.setInt32(rest + 16, FIXED_ONE);
      view.setInt32(rest + 32, FIXED_ONE);
      view.setInt32(rest + 48, 0x40000000);
      view.setUint32(rest + 76, 3);
    }),
  );
}

/** §8.3.2: version, flags, times, track_ID, reserved, duration, reserved, layer, group, volume, matrix, width, height. */
function tkhd(
  version: 0 | 1,
  trackId: number,
  matrix: [number, number, number, number],
  width: number,
  height: number,
) {
  const times = version === 1 ? 16 : 8;
  const durationBytes = version === 1 ? 8 : 4;
  const length = 4 + times + 8 + durationBytes + 16 + 36 + 8;
  return box(
    "tkhd",
    bytes(length, (view) => {
      view.setUint8(0, version);
      view.setUint8(3, 0x03);
      view.setUint32(4 + times, trackId);
      const matrixAt = length - 44;
      const [a, b, c, d] = matrix;
      view.setInt32(matrixAt, a * FIXED_ONE);
      view.setInt32(matrixAt + 4, b * FIXED_ONE);
      view.setInt32(matrixAt + 12, c * FIXED_ONE);
      view.setInt32(matrixAt + 16, d * FIXED_ONE);
      view.setInt32(matrixAt + 32, 0x40000000);
      view.setUint32(length - 8, width * FIXED_ONE);
      view.setUint32(length - 4, height * FIXED_ONE);
    }),
  );
}

/** §8.4.3: version, flags, pre_defined, handler_type, reserved, an empty name. */
const hdlr = (handler: "vide" | "soun") =>
  box(
    "hdlr",
    bytes(25, (view) => {
      ascii(handler).forEach((c, i) => {
        view.setUint8(8 + i, c);
      });
    }),
  );

export function mp4TestFile(file: Mp4TestFile): Uint8Array {
  const version = file.version ?? 0;
  const timescale = 1000;
  const movie = box(
    "moov",
    mvhd(version, timescale, Math.round(file.durationSeconds * timescale)),
    box("trak", tkhd(version, 1, MATRICES[0], 0, 0), box("mdia", hdlr("soun"))),
    box(
      "trak",
      tkhd(version, 2, MATRICES[file.rotation ?? 0], file.width, file.height),
      box("mdia", hdlr("vide"), box("minf")),
    ),
  );
  const ftyp = box(
    "ftyp",
    ascii("isom"),
    bytes(4, (view) => view.setUint32(0, 0x200)),
    ascii("isomiso2avc1mp41"),
  );
  const mdat = box("mdat", new Uint8Array(file.mediaBytes ?? 1024).fill(0x5a));
  const parts = file.moovAtEnd ? [ftyp, mdat, movie] : [ftyp, movie, mdat];
  const out = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0));
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
}
