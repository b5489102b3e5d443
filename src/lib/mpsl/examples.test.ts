/**
 * Every draw shader of the Sdf2d listing crates (the examples of the API
 * reference) translates, and glslangValidator (Debian's glslang-tools),
 * when installed, accepts the GLSL ES 3.0 that comes out.
 */
import {execFileSync} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {findDrawBlock} from './drawBlock';
import {translateMpsl} from './translate';
import {rustFiles} from '../../../scripts/lib/loadExamples';

const LISTINGS = path.join(__dirname, '..', '..', '..', 'listings');

/** Examples the preview cannot draw, and why. */
const NOT_PREVIEWED: Record<string, RegExp> = {
  // CachedView's own vertex shader provides `scale` and `shift`.
  'sdf2d-builtins/src/builtins/sample2d_rt.rs': /`self` has no field `scale`/,
};

const examples = ['sdf2d-gallery/src', 'sdf2d-builtins/src/builtins']
  .flatMap((dir) => rustFiles(path.join(LISTINGS, dir)))
  .map((file) => ({
    file: path.relative(LISTINGS, file),
    block: findDrawBlock(fs.readFileSync(file, 'utf8')),
  }))
  .filter(({block}) => block !== undefined);

function glslang(): boolean {
  try {
    execFileSync('glslangValidator', ['--version'], {stdio: 'ignore'});
    return true;
  } catch {
    return false;
  }
}

const hasGlslang = glslang();
if (!hasGlslang) {
  console.warn('glslangValidator not found: the GLSL is not validated here.');
}

it('finds the examples of both crates', () => {
  expect(examples.length).toBeGreaterThan(100);
});

describe.each(examples)('$file', ({file, block}) => {
  const result = translateMpsl(block!.body, {base: block!.base});

  if (NOT_PREVIEWED[file]) {
    it('is reported as not previewable', () => {
      expect(result.ok).toBe(false);
      expect(result.ok ? '' : result.error.message).toMatch(
        NOT_PREVIEWED[file]!,
      );
    });
    return;
  }

  it('translates', () => {
    expect(result.ok ? 'ok' : result.error).toBe('ok');
  });

  (hasGlslang ? it : it.skip)('is valid GLSL ES 3.0', () => {
    if (!result.ok) {
      throw new Error('not translated');
    }
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'mpsl-'));
    const frag = path.join(dir, 'shader.frag');
    const vert = path.join(dir, 'shader.vert');
    fs.writeFileSync(frag, result.fragment);
    fs.writeFileSync(vert, result.vertex);
    try {
      execFileSync('glslangValidator', [vert, frag], {encoding: 'utf8'});
    } catch (error) {
      throw new Error((error as {stdout?: string}).stdout ?? String(error), {
        cause: error,
      });
    } finally {
      fs.rmSync(dir, {recursive: true, force: true});
    }
  });
});
