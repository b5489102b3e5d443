import {
  comparePictures,
  cropPicture,
  matchTones,
  PIXEL_TOLERANCE,
  toleranceFor,
} from './imageDiff';
import type {RgbImage} from './png';

function flat(width: number, height: number, rgb: number[]): RgbImage {
  const data = new Uint8Array(width * height * 3);
  for (let i = 0; i < width * height; i++) {
    data.set(rgb, i * 3);
  }
  return {width, height, data};
}

describe('comparePictures', () => {
  it('accepts differences within the channel tolerance', () => {
    const result = comparePictures(
      flat(40, 40, [10, 20, 30]),
      flat(40, 40, [12, 18, 30]),
    );
    expect(result).toMatchObject({
      ok: true,
      share: 1,
      maxDifference: 2,
      mismatched: 0,
    });
  });

  it('accepts a few stray pixels and rejects more than the share allows', () => {
    const expected = flat(100, 100, [0, 0, 0]);
    const few = flat(100, 100, [0, 0, 0]);
    few.data.set([9, 0, 0], 0);
    expect(comparePictures(expected, few)).toMatchObject({
      ok: true,
      mismatched: 1,
    });
    const many = flat(100, 100, [0, 0, 0]);
    for (let i = 0; i < 11; i++) {
      many.data.set([0, 0, 9], i * 3);
    }
    const result = comparePictures(expected, many);
    expect(result).toMatchObject({ok: false, mismatched: 11, maxDifference: 9});
    expect(result.share).toBeLessThan(PIXEL_TOLERANCE.share);
    expect([...result.diff.data.subarray(0, 3)]).toEqual([255, 0, 0]);
  });

  it('refuses pictures of different sizes', () => {
    expect(() =>
      comparePictures(flat(2, 2, [0, 0, 0]), flat(3, 2, [0, 0, 0])),
    ).toThrow('sizes differ');
  });
});

describe('toleranceFor', () => {
  it('lowers only the share, and only for the listed examples', () => {
    const dependent = {'g/random': {share: 0.95}};
    expect(toleranceFor('g/random', dependent)).toEqual({
      channel: 2,
      share: 0.95,
    });
    expect(toleranceFor('g/circle', dependent)).toBe(PIXEL_TOLERANCE);
  });
});

describe('matchTones', () => {
  /** Two tones: a background and a square of another tone at (x, 0). */
  function square(x: number, back: number, front: number): RgbImage {
    const image = flat(20, 10, [back, back, back]);
    for (let y = 0; y < 5; y++) {
      for (let dx = 0; dx < 5; dx++) {
        image.data.set([front, front, front], (y * 20 + x + dx) * 3);
      }
    }
    return image;
  }

  it('carries a picture drawn through another tone curve onto the expected one', () => {
    const expected = square(2, 23, 200);
    const lighter = square(2, 76, 230);
    expect(comparePictures(expected, lighter).ok).toBe(false);
    expect(
      comparePictures(expected, matchTones(expected, lighter)),
    ).toMatchObject({
      ok: true,
      maxDifference: 0,
    });
  });

  it('still finds a widget that moved', () => {
    const expected = square(2, 23, 200);
    const moved = square(12, 76, 230);
    expect(comparePictures(expected, matchTones(expected, moved)).ok).toBe(
      false,
    );
  });

  it('never swaps tones: the curve only rises', () => {
    const expected = square(2, 200, 23);
    const swapped = square(2, 23, 200);
    const result = comparePictures(expected, matchTones(expected, swapped));
    expect(result.ok).toBe(false);
  });
});

describe('cropPicture', () => {
  it('keeps the pixels inside the box, row by row', () => {
    const image: RgbImage = {
      width: 3,
      height: 2,
      data: Uint8Array.from({length: 18}, (_, i) => i),
    };
    expect(cropPicture(image, {x: 1, y: 0, width: 2, height: 2})).toEqual({
      width: 2,
      height: 2,
      data: Uint8Array.from([3, 4, 5, 6, 7, 8, 12, 13, 14, 15, 16, 17]),
    });
  });

  it('refuses a box that leaves the picture', () => {
    expect(() =>
      cropPicture(flat(4, 4, [0, 0, 0]), {x: 2, y: 2, width: 3, height: 1}),
    ).toThrow(/not inside/);
  });
});
