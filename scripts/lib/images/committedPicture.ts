/**
 * A picture drawn by a script (scripts/widget-pictures.mjs,
 * scripts/live-pictures.mjs) against the one committed in static/img:
 * whether it is new, the same or changed, and what `--update` does then.
 */
import fs from 'node:fs';
import path from 'node:path';
import {comparePictures} from './imageDiff';
import {decodePng, encodePng, type RgbImage} from './png';

export type PictureStatus = 'new' | 'same' | 'changed';

/** The drawn picture against the committed `file`. */
export function statusOf(file: string, picture: RgbImage): PictureStatus {
  if (!fs.existsSync(file)) {
    return 'new';
  }
  const committed = decodePng(fs.readFileSync(file));
  if (
    committed.width !== picture.width ||
    committed.height !== picture.height
  ) {
    return 'changed';
  }
  return comparePictures(committed, picture).ok ? 'same' : 'changed';
}

/**
 * Writes a new or changed picture when `update` is set, logs one line for
 * it (`status` may be another word, such as `animated`, for a picture that
 * is kept as it is), and returns whether it counts as a failure: new or
 * changed without `update`.
 */
export function settlePicture(
  file: string,
  picture: RgbImage,
  status: string,
  update: boolean,
  root: string,
): boolean {
  const differs = status === 'new' || status === 'changed';
  if (differs && update) {
    fs.writeFileSync(file, encodePng(picture));
  }
  console.log(
    `  ${status.padEnd(7)} ${path.relative(root, file)} (${picture.width}x${picture.height})${differs && update ? ', written' : ''}`,
  );
  return differs && !update;
}
