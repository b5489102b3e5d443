import {readXwd, xwdSize} from './xwd';

/** A 3×2 TrueColor ZPixmap dump like Xvfb's, `bytes` per pixel. */
function dump(bytes: 3 | 4, byteOrder: 0 | 1): Buffer {
  const name = Buffer.from('test\0');
  const header = Buffer.alloc(100);
  const width = 3;
  const height = 2;
  const bytesPerLine = width * 4;
  const fields = [
    100 + name.length,
    7,
    2,
    24,
    width,
    height,
    0,
    byteOrder,
    32,
    0,
    32,
    bytes * 8,
    bytesPerLine,
    4,
    0xff0000,
    0xff00,
    0xff,
    8,
    256,
    1,
    width,
    height,
    0,
    0,
    0,
  ];
  fields.forEach((value, i) => header.writeUInt32BE(value, i * 4));
  const colormap = Buffer.alloc(12);
  const pixels = Buffer.alloc(bytesPerLine * height);
  const colours = [
    [0x10, 0x20, 0x30],
    [0x40, 0x50, 0x60],
    [0x70, 0x80, 0x90],
    [0xa0, 0xb0, 0xc0],
    [0xd0, 0xe0, 0xf0],
    [1, 2, 3],
  ];
  colours.forEach(([r, g, b], i) => {
    const at = Math.floor(i / width) * bytesPerLine + (i % width) * bytes;
    const value = (r! << 16) | (g! << 8) | b!;
    for (let k = 0; k < bytes; k++) {
      const shift = byteOrder === 0 ? 8 * k : 8 * (bytes - 1 - k);
      pixels[at + k] = (value >>> shift) & 0xff;
    }
  });
  return Buffer.concat([header, name, colormap, pixels]);
}

describe('readXwd', () => {
  it.each([
    [3, 0],
    [4, 0],
    [4, 1],
  ] as const)('reads %i-byte pixels in byte order %i', (bytes, order) => {
    const image = readXwd(dump(bytes, order));
    expect(image.width).toBe(3);
    expect([...image.data.subarray(0, 6)]).toEqual([
      0x10, 0x20, 0x30, 0x40, 0x50, 0x60,
    ]);
    expect([...image.data.subarray(15, 18)]).toEqual([1, 2, 3]);
  });

  it('crops a region', () => {
    const image = readXwd(dump(3, 0), {x: 1, y: 1, width: 2, height: 1});
    expect([...image.data]).toEqual([0xd0, 0xe0, 0xf0, 1, 2, 3]);
    expect(xwdSize(dump(3, 0))).toEqual({width: 3, height: 2});
    expect(() =>
      readXwd(dump(3, 0), {x: 2, y: 0, width: 2, height: 1}),
    ).toThrow('outside');
  });
});
