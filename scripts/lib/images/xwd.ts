/**
 * Reads the X Window Dump that `xwd` writes (X11's XWDFileHeader: 25
 * big-endian 32-bit fields, the window name, the colour map, then the
 * pixels) for TrueColor ZPixmaps of 24 or 32 bits per pixel, as Xvfb
 * gives them, and returns a region as RGB.
 */
import type {RgbImage} from './png';

type Header = {
  headerSize: number;
  format: number;
  width: number;
  height: number;
  byteOrder: number;
  bitsPerPixel: number;
  bytesPerLine: number;
  masks: [number, number, number];
  colormapEntries: number;
};

const Z_PIXMAP = 2;

function readHeader(file: Buffer): Header {
  const field = (i: number) => file.readUInt32BE(i * 4);
  return {
    headerSize: field(0),
    format: field(2),
    width: field(4),
    height: field(5),
    byteOrder: field(7),
    bitsPerPixel: field(11),
    bytesPerLine: field(12),
    masks: [field(14), field(15), field(16)],
    colormapEntries: field(19),
  };
}

function shiftOf(mask: number): number {
  let shift = 0;
  while (shift < 32 && ((mask >>> shift) & 1) === 0) {
    shift += 1;
  }
  return shift;
}

/** The RGB pixels of `width × height` at (x, y) of an xwd dump. */
export function readXwd(
  dump: Uint8Array,
  region?: {x: number; y: number; width: number; height: number},
): RgbImage {
  const file = Buffer.from(dump);
  const header = readHeader(file);
  if (header.format !== Z_PIXMAP) {
    throw new Error(`xwd: pixmap format ${header.format} is not ZPixmap`);
  }
  // Lines may be padded beyond width × pixel size (Xvfb's 24-bit screens
  // pack 3 bytes per pixel into lines of 4 bytes per pixel).
  const bytes = header.bitsPerPixel / 8;
  if (bytes !== 3 && bytes !== 4) {
    throw new Error(`xwd: ${bytes} bytes per pixel is not supported`);
  }
  const {x, y, width, height} = region ?? {
    x: 0,
    y: 0,
    width: header.width,
    height: header.height,
  };
  if (x + width > header.width || y + height > header.height) {
    throw new Error('xwd: the region is outside the dump');
  }
  const pixels = header.headerSize + header.colormapEntries * 12;
  const shifts = header.masks.map(shiftOf);
  const data = new Uint8Array(width * height * 3);
  for (let row = 0; row < height; row++) {
    for (let col = 0; col < width; col++) {
      const at = pixels + (y + row) * header.bytesPerLine + (x + col) * bytes;
      let value = 0;
      for (let b = 0; b < bytes; b++) {
        const byte = file[at + b]!;
        value +=
          header.byteOrder === 0
            ? byte * 2 ** (8 * b)
            : byte * 2 ** (8 * (bytes - 1 - b));
      }
      for (let c = 0; c < 3; c++) {
        data[(row * width + col) * 3 + c] =
          Math.floor(value / 2 ** shifts[c]!) & 0xff;
      }
    }
  }
  return {width, height, data};
}

/** Width and height of the dumped window or screen. */
export function xwdSize(dump: Uint8Array): {width: number; height: number} {
  const header = readHeader(Buffer.from(dump));
  return {width: header.width, height: header.height};
}
