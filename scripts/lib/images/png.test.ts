import zlib from 'node:zlib';
import {decodePng, encodePng, type RgbImage} from './png';

function gradient(width: number, height: number): RgbImage {
  const data = new Uint8Array(width * height * 3);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      data.set([x * 7, y * 11, (x * y) & 0xff], (y * width + x) * 3);
    }
  }
  return {width, height, data};
}

describe('PNG', () => {
  it('decodes what it encodes', () => {
    const image = gradient(37, 23);
    const decoded = decodePng(encodePng(image));
    expect(decoded.width).toBe(37);
    expect(decoded.height).toBe(23);
    expect(Buffer.from(decoded.data).equals(Buffer.from(image.data))).toBe(
      true,
    );
  });

  it('writes a valid signature, header and a smaller file than raw pixels', () => {
    const file = encodePng(gradient(64, 64));
    expect(file.subarray(0, 8)).toEqual(
      Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]),
    );
    expect(file.toString('ascii', 12, 16)).toBe('IHDR');
    expect(file.length).toBeLessThan(64 * 64 * 3);
  });

  it('decodes RGBA with every filter type, dropping alpha', () => {
    // Two 2×1 rows: filter 1 (Sub) then filter 4 (Paeth), RGBA.
    const raw = Buffer.from([
      1, 10, 20, 30, 255, 5, 5, 5, 0, 4, 1, 2, 3, 0, 1, 1, 1, 0,
    ]);
    const ihdr = Buffer.alloc(13);
    ihdr.writeUInt32BE(2, 0);
    ihdr.writeUInt32BE(2, 4);
    ihdr.set([8, 6, 0, 0, 0], 8);
    const chunk = (type: string, body: Buffer) => {
      const head = Buffer.alloc(8);
      head.writeUInt32BE(body.length, 0);
      head.write(type, 4, 'ascii');
      return Buffer.concat([head, body, Buffer.alloc(4)]);
    };
    const file = Buffer.concat([
      Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]),
      chunk('IHDR', ihdr),
      chunk('IDAT', zlib.deflateSync(raw)),
      chunk('IEND', Buffer.alloc(0)),
    ]);
    const {data} = decodePng(file);
    // Row 1: (10,20,30) and (10+5,20+5,30+5). Row 2 Paeth from row 1.
    expect([...data]).toEqual([10, 20, 30, 15, 25, 35, 11, 22, 33, 16, 26, 36]);
  });

  it('refuses files it cannot read', () => {
    expect(() => decodePng(Buffer.from('GIF89a'))).toThrow('not a PNG file');
  });
});
