import {
  cargoProblems,
  crateIdent,
  findApp,
  formatProblem,
  glslErrors,
  glslSource,
  makepadProblems,
  modulePathOf,
  runnerMain,
  runnerManifestForBinary,
  runnerManifestForLibrary,
  sectionText,
  shaderCount,
  tomlString,
} from './exampleCheck';

const MANIFEST = '/work/book/listings/tally/Cargo.toml';

function cargoLine(message: object): string {
  return JSON.stringify(message);
}

describe('cargoProblems', () => {
  const warning = cargoLine({
    reason: 'compiler-message',
    manifest_path: MANIFEST,
    message: {
      level: 'warning',
      message: 'unused variable: `count`',
      rendered: 'warning: unused variable: `count`\n --> src/app.rs:55:17\n',
      spans: [
        {
          file_name: 'src/app.rs',
          line_start: 55,
          column_start: 17,
          is_primary: true,
        },
      ],
    },
  });
  const makepadWarning = cargoLine({
    reason: 'compiler-message',
    manifest_path: '/kit/makepad/widgets/Cargo.toml',
    message: {
      level: 'warning',
      message: 'hiding a lifetime',
      rendered: 'warning: hiding a lifetime',
      spans: [
        {
          file_name: 'src/widget.rs',
          line_start: 321,
          column_start: 17,
          is_primary: true,
        },
      ],
    },
  });
  const summary = cargoLine({
    reason: 'compiler-message',
    manifest_path: MANIFEST,
    message: {level: 'warning', message: '1 warning emitted', spans: []},
  });
  const error = cargoLine({
    reason: 'compiler-message',
    manifest_path: MANIFEST,
    message: {
      level: 'error',
      message: 'no method named `set_txt` found for struct `LabelRef`',
      rendered: 'error[E0599]: no method named `set_txt` found',
      spans: [
        {
          file_name: 'src/app.rs',
          line_start: 9,
          column_start: 3,
          is_primary: false,
        },
        {
          file_name: 'src/app.rs',
          line_start: 55,
          column_start: 42,
          is_primary: true,
        },
      ],
    },
  });

  it('keeps the listing’s own warnings and errors at their primary span', () => {
    expect(
      cargoProblems([warning, error, summary].join('\n'), MANIFEST),
    ).toEqual([
      {
        file: 'src/app.rs',
        line: 55,
        column: 17,
        message: 'warning: unused variable: `count`\n --> src/app.rs:55:17',
      },
      {
        file: 'src/app.rs',
        line: 55,
        column: 42,
        message: 'error[E0599]: no method named `set_txt` found',
      },
    ]);
  });

  it('ignores the diagnostics of dependencies, summaries and other lines', () => {
    const other = cargoLine({reason: 'build-finished', success: true});
    expect(
      cargoProblems(
        [makepadWarning, summary, other, 'Compiling tally', '{broken'].join(
          '\n',
        ),
        MANIFEST,
      ),
    ).toEqual([]);
  });
});

describe('formatProblem', () => {
  it('puts the location first when there is one', () => {
    expect(
      formatProblem({file: 'a/src/app.rs', line: 3, column: 7, message: 'x'}),
    ).toBe('a/src/app.rs:3:7: x');
    expect(formatProblem({file: 'a/src/app.rs', line: 3, message: 'x'})).toBe(
      'a/src/app.rs:3: x',
    );
    expect(formatProblem({message: 'x'})).toBe('x');
  });
});

describe('Cargo.toml', () => {
  const toml = [
    '[package]',
    'name = "image-viewer" # the tutorial’s name',
    'version = "0.1.0"',
    'edition = "2021"',
    '',
    '[dependencies]',
    'makepad-widgets = { version = "1.0.0" }',
    'serde = "1"',
  ].join('\n');

  it('reads strings and version tables of a section', () => {
    expect(tomlString(toml, 'package', 'name')).toBe('image-viewer');
    expect(tomlString(toml, 'package', 'edition')).toBe('2021');
    expect(tomlString(toml, 'dependencies', 'makepad-widgets')).toBe('1.0.0');
    expect(tomlString(toml, 'dependencies', 'missing')).toBeUndefined();
    expect(tomlString(toml, 'lib', 'name')).toBeUndefined();
  });

  it('names the crate as Rust code does', () => {
    expect(crateIdent(toml)).toBe('image_viewer');
    expect(crateIdent(`${toml}\n[lib]\nname = "viewer-lib"\n`)).toBe(
      'viewer_lib',
    );
    expect(() => crateIdent('[dependencies]\n')).toThrow(/no \[package\] name/);
  });

  it('copies a section verbatim', () => {
    expect(sectionText(toml, 'dependencies')).toBe(
      'makepad-widgets = { version = "1.0.0" }\nserde = "1"\n',
    );
    expect(sectionText(toml, 'dev-dependencies')).toBe('');
  });
});

describe('findApp', () => {
  const app = {path: 'app.rs', text: 'use x;\n\napp_main!(App);\n'};

  it('finds app_main! below the library', () => {
    expect(
      findApp([
        {path: 'lib.rs', text: 'pub mod app;'},
        {path: 'main.rs', text: ''},
        app,
      ]),
    ).toEqual({
      root: 'lib.rs',
      modulePath: ['app'],
      appType: 'App',
      file: 'app.rs',
    });
  });

  it('falls back to main.rs for a binary-only crate', () => {
    expect(
      findApp([
        {path: 'main.rs', text: 'pub mod ui;'},
        {path: 'ui/mod.rs', text: '  app_main!( Viewer );'},
      ]),
    ).toEqual({
      root: 'main.rs',
      modulePath: ['ui'],
      appType: 'Viewer',
      file: 'ui/mod.rs',
    });
  });

  it('ignores commented-out calls and crates without an app', () => {
    expect(
      findApp([
        {
          path: 'main.rs',
          text: '// app_main!(App);\n/* app_main!(App); */\nfn main() {}',
        },
      ]),
    ).toBeUndefined();
  });

  it('refuses two apps or a crate without a root', () => {
    expect(() =>
      findApp([{path: 'main.rs', text: ''}, app, {...app, path: 'other.rs'}]),
    ).toThrow(/more than one file: app.rs, other.rs/);
    expect(() => findApp([app])).toThrow(
      /neither src\/lib.rs nor src\/main.rs/,
    );
  });

  it('maps files to module paths', () => {
    expect(modulePathOf('lib.rs')).toEqual([]);
    expect(modulePathOf('main.rs')).toEqual([]);
    expect(modulePathOf('app.rs')).toEqual(['app']);
    expect(modulePathOf('ui/mod.rs')).toEqual(['ui']);
    expect(modulePathOf('ui/screen/app.rs')).toEqual(['ui', 'screen', 'app']);
  });
});

describe('the runner crate', () => {
  const options = {
    packageName: 'headless-tally-1234abcd',
    listingIdent: 'listing',
    app: {root: 'lib.rs', modulePath: ['app'], appType: 'App', file: 'app.rs'},
    makepadRequirement: '1.0',
  } as const;

  it('loads the app the way app_main! does, without the event loop', () => {
    const main = runnerMain(options);
    expect(main).toContain(
      'use listing::app::{live_design as listing_live_design, App as ListingApp};',
    );
    const steps = [
      'ListingApp::register_main_module(&mut cx);',
      'cx.init_websockets("");',
      'listing_live_design(&mut cx);',
      'cx.init_cx_os();',
      'ListingApp::new_main(&mut cx)',
      '&Event::Startup',
      'Event::Draw',
      'generate_glsl::generate_pixel_shader',
      'makepad-book-headless: {count} draw shaders',
    ];
    const positions = steps.map((step) => main.indexOf(step));
    expect(positions.every((position) => position > 0)).toBe(true);
    expect([...positions].sort((a, b) => a - b)).toEqual(positions);
    expect(main).not.toContain('event_loop');
    // Rust's format! prints {{{{App}}}} as {{App}}.
    expect(main).toContain('defines no App = {{{{App}}}}');
  });

  it('depends on a listing’s library by path', () => {
    const manifest = runnerManifestForLibrary({
      ...options,
      listingDir: '/book/listings/tally',
      listingPackage: 'tally',
    });
    expect(manifest).toContain(
      'listing = { path = "/book/listings/tally", package = "tally" }',
    );
    expect(manifest).toContain('makepad-widgets = "1.0"');
    expect(manifest).toContain('path = "headless.rs"');
    expect(manifest).toMatch(/\n\[workspace\]\n$/);
  });

  it('compiles a binary-only listing’s main.rs as a library of its own name', () => {
    const manifest = runnerManifestForBinary({
      ...options,
      listingIdent: 'image_viewer',
      app: {...options.app, root: 'main.rs'},
      listingManifest:
        '[package]\nname = "image_viewer"\nedition = "2021"\n\n[dependencies]\nmakepad-widgets = "1.0"\n',
    });
    expect(manifest).toContain(
      '[lib]\nname = "image_viewer"\npath = "src/main.rs"',
    );
    expect(manifest).toContain('autobins = false');
    expect(manifest).toContain('[dependencies]\nmakepad-widgets = "1.0"\n');
  });
});

describe('makepadProblems', () => {
  // What Makepad 1.0 printed for the fixtures under
  // tests/fixtures/listings-broken (paths shortened).
  const output = [
    "Error expanding live file /b/misspelt-widget/src/app.rs:18:21 - Can't find live definition of Buton did you forget to call live_design for it, put the definition above the place where you use it or if imported put pub before the definition?",
    '   origin: /kit/makepad/platform/live_compiler/src/live_expander.rs:373 ',
    '/kit/makepad/platform/src/live_cx.rs:189:17 - Apply error: /b/misspelt-field/src/app.rs:17:21 - no matching field: paddng_top',
    '   origin: /kit/makepad/platform/src/live_traits.rs:20  Int64(4)',
    '/kit/makepad/platform/src/draw_vars.rs:312:25 - Error /b/shader-typo/src/app.rs:26:33 - method `circl` is not defined on type `Struct`',
    '   origin: /kit/makepad/platform/shader_compiler/src/ty_check.rs:546 ',
    '/kit/makepad/platform/src/live_cx.rs:151:9 - /b/eval/src/app.rs:4:9 - cannot evaluate',
    '/b/gallery/src/app.rs:170:13 - sdf2d-gallery: showing all 53 examples',
    'Could not load resource /b/x/resources/missing.png',
    "thread 'main' panicked at /b/x/src/app.rs:40:9:",
    'index out of bounds',
    'makepad-book-headless: 11 draw shaders',
  ].join('\n');

  it('reads every kind of error with its file, line and message', () => {
    expect(makepadProblems(output).map(formatProblem)).toEqual([
      "/b/misspelt-widget/src/app.rs:18:21: Error expanding live file: Can't find live definition of Buton did you forget to call live_design for it, put the definition above the place where you use it or if imported put pub before the definition?",
      '/b/misspelt-field/src/app.rs:17:21: Apply error: no matching field: paddng_top',
      '/b/shader-typo/src/app.rs:26:33: Error: method `circl` is not defined on type `Struct`',
      '/b/eval/src/app.rs:4:9: cannot evaluate',
      'Could not load resource /b/x/resources/missing.png',
      '/b/x/src/app.rs:40:9: panic: index out of bounds',
    ]);
  });

  it('lets an app’s own log lines and the runner’s summary pass', () => {
    expect(
      makepadProblems(
        [
          '/b/gallery/src/app.rs:170:13 - sdf2d-gallery: showing all 53 examples',
          'makepad-book-headless: 11 draw shaders',
          '',
        ].join('\n'),
      ),
    ).toEqual([]);
  });

  it('reports a message once', () => {
    const line =
      '/kit/live_cx.rs:189:17 - Apply error: /b/a/src/app.rs:1:2 - no matching field: x';
    expect(makepadProblems(`${line}\n${line}`)).toHaveLength(1);
  });

  it('reads the runner’s own complaint and summary', () => {
    expect(
      makepadProblems(
        'makepad-book-headless: live_design! defines no App = {{App}}',
      ),
    ).toEqual([{message: 'live_design! defines no App = {{App}}'}]);
    expect(shaderCount(output)).toBe(11);
    expect(shaderCount('')).toBeUndefined();
  });
});

describe('GLSL', () => {
  it('wraps a GLSL ES 1.00 shader as Makepad does on Linux', () => {
    const pixel = glslSource('es1', 'pixel', 'void main() {}');
    expect(pixel.split('\n').slice(0, 4)).toEqual([
      '#version 100',
      '#extension GL_OES_standard_derivatives : enable',
      'precision highp float;',
      'precision highp int;',
    ]);
    expect(pixel).toContain('texture2D(s, vec2(p.x, 1.0 - p.y))');
    expect(pixel).toMatch(/void main\(\) \{\}\n$/);
    expect(glslSource('es1', 'vertex', '')).not.toContain('#extension');
  });

  it('wraps a GLSL ES 3.00 shader as a use_gles_3 build does', () => {
    const pixel = glslSource('es3', 'pixel', 'void main() {}');
    expect(pixel.startsWith('#version 300 es\n')).toBe(true);
    expect(pixel).toContain('out vec4 fragColor;');
    expect(pixel).toContain('return texture(s, vec2(p.x, p.y));');
    expect(pixel.trimEnd().split('\n').pop()).toBe(
      'vec4 depth_clip(vec4 w, vec4 c, float clip) { return c; }',
    );
    expect(glslSource('es3', 'vertex', '')).not.toContain('fragColor');
  });

  it('reads glslangValidator’s errors', () => {
    expect(
      glslErrors(
        [
          '/tmp/33.full.frag',
          "ERROR: 0:109: 'inverse' : no matching overloaded function found",
          "ERROR: 0:109: '' : compilation terminated",
          'ERROR: 2 compilation errors.  No code generated.',
        ].join('\n'),
      ),
    ).toEqual([
      "ERROR: 0:109: 'inverse' : no matching overloaded function found",
      "ERROR: 0:109: '' : compilation terminated",
    ]);
  });
});
