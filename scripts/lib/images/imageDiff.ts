/**
 * Pixel-by-pixel comparison of two pictures of one example: the one
 * Makepad 1.0 drew and the one the site's preview drew. Two renderers
 * (Mesa's llvmpipe behind Makepad, SwiftShader behind Chromium) round the
 * last bit of a float differently now and then, which moves a channel by
 * one step on an antialiased edge; anything beyond the tolerance below is
 * a real difference.
 */
import type {RgbImage} from './png';

export type Tolerance = {
  /** Largest difference of one channel (0–255) for a pixel to match. */
  readonly channel: number;
  /** Smallest share of matching pixels (0–1) for the pictures to match. */
  readonly share: number;
};

/**
 * The tolerance of the preview test: every channel within 2 of 255 on at
 * least 99.9 % of the pixels (all but 25 of a 160 × 160 picture).
 */
export const PIXEL_TOLERANCE: Tolerance = {channel: 2, share: 0.999};

/**
 * The tolerance for one example: PIXEL_TOLERANCE, with a smaller share for
 * the examples of src/data/sdfPreviews.ts RENDERER_DEPENDENT.
 */
export function toleranceFor(
  example: string,
  dependent: Readonly<Record<string, {readonly share: number}>>,
): Tolerance {
  const share = dependent[example]?.share;
  return share === undefined ? PIXEL_TOLERANCE : {...PIXEL_TOLERANCE, share};
}

export type DiffResult = {
  /** The pictures match within the tolerance. */
  readonly ok: boolean;
  /** Share of pixels within the channel tolerance. */
  readonly share: number;
  /** Largest channel difference anywhere. */
  readonly maxDifference: number;
  /** Pixels outside the channel tolerance. */
  readonly mismatched: number;
  /** Grey copy of `expected` with mismatched pixels in red. */
  readonly diff: RgbImage;
};

export function comparePictures(
  expected: RgbImage,
  actual: RgbImage,
  tolerance: Tolerance = PIXEL_TOLERANCE,
): DiffResult {
  if (expected.width !== actual.width || expected.height !== actual.height) {
    throw new Error(
      `sizes differ: ${expected.width}×${expected.height} and ${actual.width}×${actual.height}`,
    );
  }
  const count = expected.width * expected.height;
  const diff = new Uint8Array(count * 3);
  let mismatched = 0;
  let maxDifference = 0;
  for (let i = 0; i < count; i++) {
    let worst = 0;
    for (let c = 0; c < 3; c++) {
      worst = Math.max(
        worst,
        Math.abs(expected.data[i * 3 + c]! - actual.data[i * 3 + c]!),
      );
    }
    maxDifference = Math.max(maxDifference, worst);
    if (worst > tolerance.channel) {
      mismatched += 1;
      diff.set([255, 0, 0], i * 3);
    } else {
      const grey =
        (expected.data[i * 3]! +
          expected.data[i * 3 + 1]! +
          expected.data[i * 3 + 2]!) /
        3;
      diff.fill(Math.round(64 + grey / 2), i * 3, i * 3 + 3);
    }
  }
  const share = (count - mismatched) / count;
  return {
    ok: share >= tolerance.share,
    share,
    maxDifference,
    mismatched,
    diff: {width: expected.width, height: expected.height, data: diff},
  };
}

/**
 * `actual` with its colours carried onto the tone curve of `expected`:
 * for each channel, every value of `actual` becomes the mean of what
 * `expected` holds at the pixels where `actual` has that value, the curve
 * being made non-decreasing (pool-adjacent-violators) so that it can only
 * bend tones, never swap them. Two GL stacks that write the same picture
 * through different output curves (Makepad's web backend in Chromium and
 * Mesa's GLX visual under Xvfb) then compare pixel by pixel; a widget that
 * moved, changed or vanished still differs, since one curve serves the
 * whole picture.
 */
export function matchTones(expected: RgbImage, actual: RgbImage): RgbImage {
  if (expected.width !== actual.width || expected.height !== actual.height) {
    throw new Error('sizes differ');
  }
  const data = new Uint8Array(actual.data.length);
  for (let channel = 0; channel < 3; channel += 1) {
    const sums = new Float64Array(256);
    const counts = new Float64Array(256);
    for (let i = channel; i < actual.data.length; i += 3) {
      const value = actual.data[i]!;
      sums[value] = sums[value]! + expected.data[i]!;
      counts[value] = counts[value]! + 1;
    }
    const curve = monotoneCurve(sums, counts);
    for (let i = channel; i < actual.data.length; i += 3) {
      data[i] = curve[actual.data[i]!]!;
    }
  }
  return {width: actual.width, height: actual.height, data};
}

/**
 * The non-decreasing curve closest (weighted least squares) to the means
 * `sums[v] / counts[v]`, rounded; values with no pixel take their
 * neighbour's.
 */
function monotoneCurve(sums: Float64Array, counts: Float64Array): number[] {
  const blocks: {sum: number; count: number; first: number; last: number}[] =
    [];
  for (let value = 0; value < 256; value += 1) {
    if (counts[value] === 0) {
      continue;
    }
    blocks.push({
      sum: sums[value]!,
      count: counts[value]!,
      first: value,
      last: value,
    });
    while (blocks.length > 1) {
      const last = blocks[blocks.length - 1]!;
      const before = blocks[blocks.length - 2]!;
      if (before.sum / before.count <= last.sum / last.count) {
        break;
      }
      blocks.splice(-2, 2, {
        sum: before.sum + last.sum,
        count: before.count + last.count,
        first: before.first,
        last: last.last,
      });
    }
  }
  const curve = new Array<number>(256).fill(0);
  let previous = blocks[0] ? Math.round(blocks[0].sum / blocks[0].count) : 0;
  let next = 0;
  for (let value = 0; value < 256; value += 1) {
    const block = blocks[next];
    if (block && value >= block.first) {
      previous = Math.round(block.sum / block.count);
      if (value === block.last) {
        next += 1;
      }
    }
    curve[value] = previous;
  }
  return curve;
}

/** The part of `image` inside `box` (whole pixels, inside the image). */
export function cropPicture(
  image: RgbImage,
  box: {x: number; y: number; width: number; height: number},
): RgbImage {
  if (
    box.x < 0 ||
    box.y < 0 ||
    box.width <= 0 ||
    box.height <= 0 ||
    box.x + box.width > image.width ||
    box.y + box.height > image.height
  ) {
    throw new Error(
      `box ${box.width}×${box.height} at ${box.x},${box.y} is not inside ${image.width}×${image.height}`,
    );
  }
  const data = new Uint8Array(box.width * box.height * 3);
  for (let row = 0; row < box.height; row += 1) {
    const start = ((box.y + row) * image.width + box.x) * 3;
    data.set(
      image.data.subarray(start, start + box.width * 3),
      row * box.width * 3,
    );
  }
  return {width: box.width, height: box.height, data};
}
