/**
 * Reads the parts of Makepad 1.0's shader library (draw/src/shader/std.rs,
 * its `live_design!` block) that the API reference documents: the numeric
 * constants, the function objects (`Math`, `Pal`, `GaussShadow`) and the
 * fields and functions of the `Sdf2d` struct. The test in
 * src/data/sdf2d.test.ts compares them with the pages.
 */
import {execFileSync} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import {cacheHome} from './cacheFolder';

export type ShaderField = {readonly name: string; readonly type: string};

export type ShaderObject = {
  readonly name: string;
  /** `struct` for `pub Sdf2d = struct {`, `object` for `pub Math = {`. */
  readonly kind: 'struct' | 'object';
  readonly fields: ShaderField[];
  readonly functions: string[];
};

export type ShaderLibrary = {
  /** `pub PI = 3.14…` and the like, in source order. */
  readonly constants: string[];
  readonly objects: ShaderObject[];
};

const CONSTANT = /^\s*pub\s+(\w+)\s*=\s*-?[\d.]+(?:e[+-]?\d+)?\s*$/;
const OBJECT = /^\s*pub\s+(\w+)\s*=\s*(struct\s*)?\{/;
const FUNCTION = /^\s*fn\s+(\w+)\s*\(/;
const FIELD = /^\s*field\s+(\w+)\s*:\s*(\w+)/;

function braceBalance(line: string): number {
  return (line.match(/\{/g) ?? []).length - (line.match(/\}/g) ?? []).length;
}

/** Parses the `live_design!` block of a std.rs source text. */
export function parseShaderLibrary(source: string): ShaderLibrary {
  const constants: string[] = [];
  const objects: ShaderObject[] = [];
  let depth = 0;
  let current: {object: ShaderObject; depth: number} | null = null;
  for (const raw of source.split('\n')) {
    const line = raw.replace(/\/\/.*$/, '');
    if (current === null && depth === 1) {
      const constant = line.match(CONSTANT);
      const object = line.match(OBJECT);
      if (constant) {
        constants.push(constant[1]!);
      } else if (object) {
        current = {
          object: {
            name: object[1]!,
            kind: object[2] ? 'struct' : 'object',
            fields: [],
            functions: [],
          },
          depth: depth + 1,
        };
        objects.push(current.object);
      }
    } else if (current !== null && depth === current.depth) {
      const fn = line.match(FUNCTION);
      const field = line.match(FIELD);
      if (fn) {
        current.object.functions.push(fn[1]!);
      } else if (field) {
        current.object.fields.push({name: field[1]!, type: field[2]!});
      }
    }
    depth += braceBalance(line);
    if (current !== null && depth < current.depth) {
      current = null;
    }
  }
  return {constants, objects};
}

export type KitLookup = {
  /** Path of draw/src/shader/std.rs, when a kit was found. */
  readonly stdRs?: string;
  /** The places that were looked at, for the message when none fits. */
  readonly tried: string[];
};

const STD_RS = path.join('draw', 'src', 'shader', 'std.rs');

/**
 * Finds Makepad 1.0's std.rs in the kit that its setup.sh unpacks and
 * names: the kit folder `MAKEPAD_KIT` names, as for the example check and
 * the widget facts, else `../shared/makepad-1.0/` beside the repository;
 * then in the kit's default cache folder.
 */
export function findStdRs(
  repoRoot: string,
  env: NodeJS.ProcessEnv = process.env,
): KitLookup {
  const candidates: string[] = [];
  const kit =
    env.MAKEPAD_KIT ?? path.join(repoRoot, '..', 'shared', 'makepad-1.0');
  const setup = path.join(kit, 'setup.sh');
  if (fs.existsSync(setup)) {
    try {
      const output = execFileSync('bash', [setup], {
        encoding: 'utf8',
        env: {...process.env, ...env},
        stdio: ['ignore', 'pipe', 'ignore'],
      });
      const config = output.trim().split('\n').pop() ?? '';
      candidates.push(path.join(path.dirname(config), 'makepad', STD_RS));
    } catch {
      candidates.push(`${setup} (failed)`);
    }
  }
  // setup.sh's default folder, ${XDG_CACHE_HOME:-$HOME/.cache}/makepad-1.0-kit.
  candidates.push(
    path.join(cacheHome(env), 'makepad-1.0-kit', 'makepad', STD_RS),
  );
  const stdRs = candidates.find((candidate) => fs.existsSync(candidate));
  return stdRs === undefined ? {tried: candidates} : {stdRs, tried: candidates};
}
