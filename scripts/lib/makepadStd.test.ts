import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {findStdRs, parseShaderLibrary} from './makepadStd';

const SOURCE = `pub use {crate::makepad_platform::*};

live_design!{
    link shaders;

    pub PI = 3.141592653589793
    pub TINY = 1e-10

    pub Math = {
        fn rotate_2d(v: vec2, a: float) -> vec2 {
            return v; // braces in a comment: { {
        }
    }

    pub Sdf2d = struct {
        field pos: vec2
        field aa: float

        fn viewport(pos: vec2) -> Self {
            return Self {
                pos: pos
                aa: 1.0
            };
        }

        // a function whose parameters span several lines
        fn arc(
            inout self,
            x: float
        ) {
            if x > 0.0 {
                self.aa = x;
            }
        }
    }
}
`;

describe('parseShaderLibrary', () => {
  const library = parseShaderLibrary(SOURCE);

  it('reads the numeric constants', () => {
    expect(library.constants).toEqual(['PI', 'TINY']);
  });

  it('reads objects with their functions, ignoring nested blocks', () => {
    expect(library.objects.map((o) => [o.name, o.kind])).toEqual([
      ['Math', 'object'],
      ['Sdf2d', 'struct'],
    ]);
    expect(library.objects[0]!.functions).toEqual(['rotate_2d']);
    expect(library.objects[1]!.functions).toEqual(['viewport', 'arc']);
  });

  it('reads the fields of a struct with their types', () => {
    expect(library.objects[1]!.fields).toEqual([
      {name: 'pos', type: 'vec2'},
      {name: 'aa', type: 'float'},
    ]);
  });
});

describe('findStdRs', () => {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'kit-'));

  afterAll(() => fs.rmSync(root, {recursive: true, force: true}));

  it('reports where it looked when no kit is there', () => {
    const found = findStdRs(path.join(root, 'repo'), {XDG_CACHE_HOME: root});
    expect(found.stdRs).toBeUndefined();
    expect(found.tried).toContain(
      path.join(
        root,
        'makepad-1.0-kit',
        'makepad',
        'draw',
        'src',
        'shader',
        'std.rs',
      ),
    );
  });

  it('asks the setup.sh of the kit MAKEPAD_KIT names', () => {
    const kit = path.join(root, 'kit');
    const unpacked = path.join(root, 'unpacked');
    const std = path.join(unpacked, 'makepad', 'draw', 'src', 'shader');
    fs.mkdirSync(std, {recursive: true});
    fs.mkdirSync(kit, {recursive: true});
    fs.writeFileSync(path.join(std, 'std.rs'), SOURCE);
    fs.writeFileSync(
      path.join(kit, 'setup.sh'),
      `echo unpacking\necho ${path.join(unpacked, 'config.toml')}\n`,
    );
    const found = findStdRs(path.join(root, 'repo'), {
      MAKEPAD_KIT: kit,
      XDG_CACHE_HOME: root,
    });
    expect(found.stdRs).toBe(path.join(std, 'std.rs'));
  });
});
