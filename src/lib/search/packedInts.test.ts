import {PackedReader, PackedWriter, packInts, unpackInts} from './packedInts';

describe('packed integers', () => {
  it('round-trips small and large numbers', () => {
    const values = [0, 1, 31, 32, 33, 1023, 1024, 123456789, 2 ** 40];
    expect(unpackInts(packInts(values))).toEqual(values);
  });

  it('writes numbers below 32 as one character', () => {
    expect(packInts([0, 5, 31])).toHaveLength(3);
    expect(packInts([32])).toHaveLength(2);
  });

  it('uses only characters that JSON and URLs keep as they are', () => {
    const text = packInts(Array.from({length: 2000}, (_, i) => i * 37));
    expect(text).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(JSON.stringify(text)).toBe(`"${text}"`);
  });

  it('counts what it wrote and reads one number at a time', () => {
    const writer = new PackedWriter();
    writer.push(40);
    writer.push(2);
    expect(writer.length).toBe(3);
    const reader = new PackedReader(writer.toString());
    expect(reader.next()).toBe(40);
    expect(reader.done).toBe(false);
    expect(reader.next()).toBe(2);
    expect(reader.done).toBe(true);
  });

  it('refuses negative and fractional numbers, and text cut in a number', () => {
    expect(() => packInts([-1])).toThrow();
    expect(() => packInts([1.5])).toThrow();
    const cut = packInts([5000]).slice(0, 1);
    expect(() => unpackInts(cut)).toThrow(/ends inside a number/);
    expect(() => unpackInts('!')).toThrow();
  });
});
