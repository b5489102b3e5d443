/**
 * The GLSL port against its signatures and against Makepad 1.0's std.rs
 * (from the offline kit, see scripts/lib/makepadStd.ts): every function of
 * `Sdf2d`, `Math`, `Pal` and `GaussShadow` is ported, with its parameter
 * count, and the constants have std.rs's values.
 */
import fs from 'node:fs';
import path from 'node:path';
import {findStdRs, parseShaderLibrary} from '../../../scripts/lib/makepadStd';
import {
  CONSTANTS,
  LIBRARY_GLSL,
  OBJECTS,
  SDF2D_FIELDS,
  SDF2D_METHODS,
  SDF2D_STATIC,
  libraryName,
  type Signature,
} from './library';

/** Parameter lists of the GLSL functions of the port, by name. */
function glslFunctions(): Map<string, string[]> {
  const found = new Map<string, string[]>();
  const header = /^\s*(\w+)\s+(\w+)\(([^)]*)\)\s*\{/gm;
  for (const [, , name, params] of LIBRARY_GLSL.matchAll(header)) {
    found.set(
      name!,
      params!
        .split(',')
        .map((param) => param.trim())
        .filter(Boolean),
    );
  }
  return found;
}

const ported = glslFunctions();

function expectPorted(
  object: string,
  name: string,
  signature: Signature,
  receiver: boolean,
) {
  const params = ported.get(libraryName(object, name));
  expect(params).toBeDefined();
  const types = (params ?? []).map(
    (param) => param.replace(/^inout\s+/, '').split(/\s+/)[0],
  );
  expect(types).toEqual([...(receiver ? ['Sdf2d'] : []), ...signature.params]);
  if (receiver) {
    expect(params?.[0]).toMatch(/^inout Sdf2d /);
  }
}

describe('the GLSL port', () => {
  it.each([...SDF2D_METHODS])(
    'has Sdf2d::%s with an inout receiver',
    (name, signature) => {
      expectPorted('Sdf2d', name, signature, true);
    },
  );

  it.each([...SDF2D_STATIC])('has Sdf2d::%s', (name, signature) => {
    expectPorted('Sdf2d', name, signature, false);
  });

  it.each(
    [...OBJECTS].flatMap(([object, fns]) =>
      [...fns].map(([name, signature]) => [object, name, signature] as const),
    ),
  )('has %s::%s', (object, name, signature) => {
    expectPorted(object, name, signature, false);
  });

  it('declares the Sdf2d struct with every field, in order', () => {
    const struct = LIBRARY_GLSL.match(/struct Sdf2d \{([^}]*)\}/)?.[1] ?? '';
    const fields = [...struct.matchAll(/(\w+)\s+(\w+);/g)].map(
      ([, type, name]) => [name, type],
    );
    expect(fields).toEqual([...SDF2D_FIELDS]);
  });
});

const kit = findStdRs(path.resolve(__dirname, '..', '..', '..'));

(kit.stdRs === undefined ? describe.skip : describe)(
  'the port against std.rs of Makepad 1.0',
  () => {
    const source = fs.readFileSync(kit.stdRs ?? '', 'utf8');
    const library = parseShaderLibrary(source);

    it('covers every function of Sdf2d, Math, Pal and GaussShadow', () => {
      const missing = library.objects.flatMap((object) =>
        object.functions
          .filter((fn) => !ported.has(libraryName(object.name, fn)))
          .map((fn) => `${object.name}::${fn}`),
      );
      expect(missing).toEqual([]);
    });

    it('has the fields of the Sdf2d struct', () => {
      const sdf2d = library.objects.find((object) => object.name === 'Sdf2d');
      expect(sdf2d?.fields.map((field) => [field.name, field.type])).toEqual([
        ...SDF2D_FIELDS,
      ]);
    });

    it('has the constants with their values', () => {
      const values = new Map(
        [...source.matchAll(/^\s*pub\s+(\w+)\s*=\s*([\d.]+)\s*$/gm)].map(
          ([, name, value]) => [name!, Number(value)],
        ),
      );
      expect([...CONSTANTS]).toEqual([...values]);
    });
  },
);
