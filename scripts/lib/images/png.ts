/**
 * Just enough PNG for the preview pictures: writes 8-bit RGB images (with
 * a per-row filter choice, so the committed pictures stay small) and reads
 * 8-bit RGB or RGBA images without interlacing, which is what this code
 * and Chromium's screenshots produce. Node only (zlib).
 */
import zlib from 'node:zlib';

/** An 8-bit RGB image, rows from the top. */
export type RgbImage = {
  readonly width: number;
  readonly height: number;
  /** `width * height * 3` bytes. */
  readonly data: Uint8Array;
};

const SIGNATURE = Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]);

const CRC_TABLE = Array.from({length: 256}, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) {
    c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  }
  return c >>> 0;
});

function crc32(bytes: Uint8Array): number {
  let c = 0xffffffff;
  for (const byte of bytes) {
    c = CRC_TABLE[(c ^ byte) & 0xff]! ^ (c >>> 8);
  }
  return (c ^ 0xffffffff) >>> 0;
}

function chunk(type: string, body: Uint8Array): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(body.length, 0);
  head.write(type, 4, 'ascii');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), body])), 0);
  return Buffer.concat([head, body, crc]);
}

function paeth(a: number, b: number, c: number): number {
  const p = a + b - c;
  const pa = Math.abs(p - a);
  const pb = Math.abs(p - b);
  const pc = Math.abs(p - c);
  return pa <= pb && pa <= pc ? a : pb <= pc ? b : c;
}

/** Applies (or, with `undo`, reverses) PNG filter `type` to one row. */
function filterRow(
  type: number,
  row: Uint8Array,
  previous: Uint8Array,
  bpp: number,
  undo: boolean,
): Uint8Array {
  const out = new Uint8Array(row.length);
  const recon = undo ? out : row;
  for (let i = 0; i < row.length; i++) {
    const a = i >= bpp ? recon[i - bpp]! : 0;
    const b = previous[i] ?? 0;
    const c = i >= bpp ? (previous[i - bpp] ?? 0) : 0;
    const predictor =
      type === 1
        ? a
        : type === 2
          ? b
          : type === 3
            ? (a + b) >> 1
            : type === 4
              ? paeth(a, b, c)
              : 0;
    out[i] = (row[i]! + (undo ? predictor : -predictor)) & 0xff;
  }
  return out;
}

/** Encodes an RGB image as PNG, choosing each row's filter by the usual heuristic. */
export function encodePng(image: RgbImage): Buffer {
  const {width, height, data} = image;
  const stride = width * 3;
  const rows: Uint8Array[] = [];
  let previous: Uint8Array = new Uint8Array(stride);
  for (let y = 0; y < height; y++) {
    const row = data.subarray(y * stride, (y + 1) * stride);
    let best: {type: number; bytes: Uint8Array; cost: number} | undefined;
    for (let type = 0; type <= 4; type++) {
      const bytes = filterRow(type, row, previous, 3, false);
      const cost = bytes.reduce((sum, v) => sum + (v < 128 ? v : 256 - v), 0);
      if (!best || cost < best.cost) {
        best = {type, bytes, cost};
      }
    }
    rows.push(Uint8Array.of(best!.type), best!.bytes);
    previous = row;
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([
    SIGNATURE,
    chunk('IHDR', header),
    chunk('IDAT', zlib.deflateSync(Buffer.concat(rows), {level: 9})),
    chunk('IEND', new Uint8Array()),
  ]);
}

/** Decodes an 8-bit RGB or RGBA PNG (alpha dropped) without interlacing. */
export function decodePng(file: Uint8Array): RgbImage {
  const bytes = Buffer.from(file);
  if (!bytes.subarray(0, 8).equals(SIGNATURE)) {
    throw new Error('not a PNG file');
  }
  let offset = 8;
  let width = 0;
  let height = 0;
  let channels = 0;
  const idat: Buffer[] = [];
  while (offset < bytes.length) {
    const length = bytes.readUInt32BE(offset);
    const type = bytes.toString('ascii', offset + 4, offset + 8);
    const body = bytes.subarray(offset + 8, offset + 8 + length);
    if (type === 'IHDR') {
      width = body.readUInt32BE(0);
      height = body.readUInt32BE(4);
      const [depth, color, , , interlace] = body.subarray(8, 13);
      channels = color === 2 ? 3 : color === 6 ? 4 : 0;
      if (depth !== 8 || channels === 0 || interlace !== 0) {
        throw new Error(
          `unsupported PNG (bit depth ${depth}, colour type ${color}, interlace ${interlace})`,
        );
      }
    } else if (type === 'IDAT') {
      idat.push(body);
    }
    offset += 12 + length;
  }
  const raw = zlib.inflateSync(Buffer.concat(idat));
  const stride = width * channels;
  const data = new Uint8Array(width * height * 3);
  let previous: Uint8Array = new Uint8Array(stride);
  for (let y = 0; y < height; y++) {
    const start = y * (stride + 1);
    const row = filterRow(
      raw[start]!,
      raw.subarray(start + 1, start + 1 + stride),
      previous,
      channels,
      true,
    );
    for (let x = 0; x < width; x++) {
      data.set(
        row.subarray(x * channels, x * channels + 3),
        (y * width + x) * 3,
      );
    }
    previous = row;
  }
  return {width, height, data};
}
