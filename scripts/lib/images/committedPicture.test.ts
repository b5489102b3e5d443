import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {settlePicture, statusOf} from './committedPicture';
import {encodePng, type RgbImage} from './png';

function flat(width: number, height: number, grey: number): RgbImage {
  return {width, height, data: new Uint8Array(width * height * 3).fill(grey)};
}

describe('committed pictures', () => {
  let dir: string;
  let log: jest.SpyInstance;
  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'committed-picture-'));
    log = jest.spyOn(console, 'log').mockImplementation(() => undefined);
  });
  afterEach(() => {
    log.mockRestore();
    fs.rmSync(dir, {recursive: true, force: true});
  });

  it('tells a new, a same and a changed picture apart', () => {
    const file = path.join(dir, 'a.png');
    expect(statusOf(file, flat(4, 4, 10))).toBe('new');
    fs.writeFileSync(file, encodePng(flat(4, 4, 10)));
    expect(statusOf(file, flat(4, 4, 11))).toBe('same');
    expect(statusOf(file, flat(4, 4, 90))).toBe('changed');
    expect(statusOf(file, flat(4, 5, 10))).toBe('changed');
  });

  it('fails a changed picture unless told to update, and then writes it', () => {
    const file = path.join(dir, 'b.png');
    fs.writeFileSync(file, encodePng(flat(2, 2, 0)));
    const picture = flat(2, 2, 200);
    expect(settlePicture(file, picture, 'changed', false, dir)).toBe(true);
    expect(statusOf(file, picture)).toBe('changed');
    expect(settlePicture(file, picture, 'changed', true, dir)).toBe(false);
    expect(statusOf(file, picture)).toBe('same');
    expect(settlePicture(file, picture, 'animated', false, dir)).toBe(false);
    expect(log).toHaveBeenLastCalledWith('  animated b.png (2x2)');
  });
});
