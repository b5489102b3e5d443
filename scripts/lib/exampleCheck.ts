/**
 * The example check (`npm run test:examples`, scripts/test-examples.mjs)
 * builds every crate under `listings/` against Makepad 1.0 and then loads
 * each app headlessly. This module holds the part of it that is plain text
 * work, so that it can be unit tested: reading cargo's JSON diagnostics,
 * finding an app's `app_main!`, writing the headless runner crate, reading
 * what Makepad prints when a `live_design!` block is wrong, and wrapping
 * generated GLSL the way Makepad 1.0 does before it compiles it.
 *
 * Why a runner crate: Makepad's `app_main!` (platform/src/app_main.rs)
 * always ends in `Cx::event_loop`, which opens an X11 display. The runner is
 * a second, generated program that links the listing's code unchanged and
 * performs the same steps as `app_main!` up to that point (register the
 * main module, `live_design`, `init_cx_os`, `App::new_main`), then sends the
 * app `Startup` and one `Draw`, and writes the GLSL of every draw shader
 * that was created. Nothing on the pages changes for it.
 */

/** One thing the check found wrong, located where possible. */
export type Problem = {
  /** Absolute path, or relative to the crate directory. */
  readonly file?: string;
  readonly line?: number;
  readonly column?: number;
  readonly message: string;
};

/** `file:line:column: message`, or the bare message without a location. */
export function formatProblem(problem: Problem): string {
  if (problem.file === undefined) {
    return problem.message;
  }
  const where = [problem.file, problem.line, problem.column]
    .filter((part) => part !== undefined)
    .join(':');
  return `${where}: ${problem.message}`;
}

// ---------------------------------------------------------------------------
// cargo --message-format=json

type CargoSpan = {
  file_name: string;
  line_start: number;
  column_start: number;
  is_primary: boolean;
};

type CargoDiagnostic = {
  level: string;
  message: string;
  rendered?: string | null;
  spans: CargoSpan[];
};

type CargoMessage = {
  reason?: string;
  manifest_path?: string;
  message?: CargoDiagnostic;
};

/** Summary lines rustc adds after the real diagnostics. */
const SUMMARY =
  /^(aborting due to|\d+ warnings? emitted|warning: \d+ warnings? emitted|could not compile)/;

/**
 * The warnings and errors that cargo reports (one JSON object per line of
 * `--message-format=json`) for the package whose manifest is
 * `manifestPath`. Diagnostics of dependencies (Makepad itself, which the
 * offline kit builds from path sources and so does not cap) are left out:
 * this is `-D warnings` for the listing's own code only.
 */
export function cargoProblems(
  jsonLines: string,
  manifestPath: string,
): Problem[] {
  const problems: Problem[] = [];
  for (const line of jsonLines.split('\n')) {
    if (!line.startsWith('{')) {
      continue;
    }
    let parsed: CargoMessage;
    try {
      parsed = JSON.parse(line) as CargoMessage;
    } catch {
      continue;
    }
    const diagnostic = parsed.message;
    if (
      parsed.reason !== 'compiler-message' ||
      parsed.manifest_path !== manifestPath ||
      diagnostic === undefined ||
      !/^(error|warning)/.test(diagnostic.level) ||
      SUMMARY.test(diagnostic.message)
    ) {
      continue;
    }
    const primary =
      diagnostic.spans.find((span) => span.is_primary) ?? diagnostic.spans[0];
    const text = (diagnostic.rendered ?? diagnostic.message).trimEnd();
    problems.push(
      primary === undefined
        ? {message: text}
        : {
            file: primary.file_name,
            line: primary.line_start,
            column: primary.column_start,
            message: text,
          },
    );
  }
  return problems;
}

// ---------------------------------------------------------------------------
// Cargo.toml (the few keys the check needs; the listings' manifests are
// small and written by hand)

/** The value of `key = "..."` inside `[section]` of a Cargo.toml. */
export function tomlString(
  toml: string,
  section: string,
  key: string,
): string | undefined {
  let current = '';
  for (const raw of toml.split('\n')) {
    const line = raw.replace(/#.*$/, '').trim();
    const header = line.match(/^\[\[?([^\]]+)\]\]?$/);
    if (header) {
      current = header[1]!.trim();
      continue;
    }
    if (current !== section) {
      continue;
    }
    const pair = line.match(/^([\w-]+)\s*=\s*(.+)$/);
    if (pair && pair[1] === key) {
      const value = pair[2]!.trim();
      const quoted = value.match(/^"([^"]*)"$/);
      if (quoted) {
        return quoted[1];
      }
      const table = value.match(/\bversion\s*=\s*"([^"]*)"/);
      return table ? table[1] : undefined;
    }
  }
  return undefined;
}

/** The Rust identifier of a package's library (`image-viewer` → `image_viewer`). */
export function crateIdent(cargoToml: string): string {
  const name =
    tomlString(cargoToml, 'lib', 'name') ??
    tomlString(cargoToml, 'package', 'name');
  if (name === undefined) {
    throw new Error('Cargo.toml has no [package] name');
  }
  return name.replace(/-/g, '_');
}

// ---------------------------------------------------------------------------
// Where the app is

export type SourceFile = {
  /** Path relative to the crate's `src/`, with forward slashes. */
  readonly path: string;
  readonly text: string;
};

export type AppLocation = {
  /** `lib.rs` when the crate has a library, else `main.rs`. */
  readonly root: 'lib.rs' | 'main.rs';
  /** Module path from the crate root to the file with `app_main!`. */
  readonly modulePath: readonly string[];
  /** The type given to `app_main!`. */
  readonly appType: string;
  /** File holding `app_main!`, relative to `src/`. */
  readonly file: string;
};

/** Module path of a source file: `app.rs` → app, `ui/mod.rs` → ui. */
export function modulePathOf(file: string): string[] {
  const parts = file.replace(/\.rs$/, '').split('/');
  if (parts.length === 1 && (parts[0] === 'lib' || parts[0] === 'main')) {
    return [];
  }
  if (parts[parts.length - 1] === 'mod') {
    parts.pop();
  }
  return parts;
}

const APP_MAIN = /^\s*app_main!\s*\(\s*(\w+)\s*\)/m;

/** Removes `//` line comments and `/* *\/` block comments (not in strings). */
function withoutComments(text: string): string {
  return text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/\/\/.*$/gm, '');
}

/**
 * Finds the `app_main!(App)` of a crate. Returns undefined when there is
 * none (a crate that is not a Makepad app, like a tutorial's first step),
 * and throws when the headless runner could not reach it.
 */
export function findApp(files: readonly SourceFile[]): AppLocation | undefined {
  const hits = files.filter((file) =>
    APP_MAIN.test(withoutComments(file.text)),
  );
  if (hits.length === 0) {
    return undefined;
  }
  if (hits.length > 1) {
    throw new Error(
      `app_main! appears in more than one file: ${hits
        .map((hit) => hit.path)
        .join(', ')}`,
    );
  }
  const hit = hits[0]!;
  const root = files.some((file) => file.path === 'lib.rs')
    ? 'lib.rs'
    : 'main.rs';
  if (!files.some((file) => file.path === root)) {
    throw new Error('the crate has neither src/lib.rs nor src/main.rs');
  }
  return {
    root,
    modulePath: modulePathOf(hit.path),
    appType: withoutComments(hit.text).match(APP_MAIN)![1]!,
    file: hit.path,
  };
}

// ---------------------------------------------------------------------------
// The headless runner crate

export type RunnerOptions = {
  /** Package name of the runner (unique per listing directory). */
  readonly packageName: string;
  /** Rust name under which the runner sees the listing's crate. */
  readonly listingIdent: string;
  readonly app: AppLocation;
  /** Version requirement of makepad-widgets, as the listing states it. */
  readonly makepadRequirement: string;
};

/** `src/main.rs` of the runner. */
export function runnerMain({listingIdent, app}: RunnerOptions): string {
  const module = [listingIdent, ...app.modulePath].join('::');
  return `//! Generated by scripts/test-examples.mjs (the Makepad Book's example
//! check); not a listing. Loads the app of \`${module}\` the way
//! Makepad 1.0's app_main! does, without opening a window, then writes the
//! GLSL of every draw shader it created to the folder given as argument.
use makepad_widgets::makepad_platform::makepad_shader_compiler::generate_glsl::{
    self, GlslOptions,
};
use makepad_widgets::*;
use ${module}::{live_design as listing_live_design, ${app.appType} as ListingApp};

fn glsl_options(gles3: bool) -> GlslOptions {
    // Desktop Linux compiles GLSL ES 1.00 without uniform buffers; a build
    // with MAKEPAD=use_gles_3 (and Android's) GLSL ES 3.00 with them
    // (platform/src/os/linux/opengl.rs).
    GlslOptions {
        use_ovr_multiview: false,
        use_uniform_buffers: gles3,
        use_inout: gles3,
    }
}

fn main() {
    let shader_dir = std::path::PathBuf::from(std::env::args().nth(1).expect("shader folder"));
    let mut cx = Cx::new(Box::new(|_, _| {}));
    ListingApp::register_main_module(&mut cx);
    // As app_main! does: without the web socket thread, WebSocket::open
    // panics (platform/src/web_socket.rs:248-266).
    cx.init_websockets("");
    listing_live_design(&mut cx);
    cx.init_cx_os();
    let Some(mut app) = ListingApp::new_main(&mut cx) else {
        println!("makepad-book-headless: live_design! defines no ${app.appType} = {{{{${app.appType}}}}}");
        std::process::exit(3);
    };
    app.handle_event(&mut cx, &Event::Startup);
    app.handle_event(
        &mut cx,
        &Event::Draw(DrawEvent {
            redraw_all: true,
            ..Default::default()
        }),
    );
    let mut count = 0;
    for ptr in &cx.draw_shaders.compile_set {
        let Some(item) = cx.draw_shaders.ptr_to_item.get(ptr) else {
            continue;
        };
        let Some(def) = cx.shader_registry.draw_shader_defs.get(ptr) else {
            continue;
        };
        let shader = &cx.draw_shaders.shaders[item.draw_shader_id];
        let table = &shader.mapping.const_table;
        for (suffix, gles3) in [("", false), (".es3", true)] {
            let vertex = generate_glsl::generate_vertex_shader(def, table, &cx.shader_registry, glsl_options(gles3));
            let pixel = generate_glsl::generate_pixel_shader(def, table, &cx.shader_registry, glsl_options(gles3));
            std::fs::write(shader_dir.join(format!("{count}{suffix}.vert")), vertex).unwrap();
            std::fs::write(shader_dir.join(format!("{count}{suffix}.frag")), pixel).unwrap();
        }
        // Where the shader's fn pixel (or fn vertex, or the shader
        // itself) was written: after inheritance, the file that defines it.
        let origin = {
            let registry = cx.live_registry.borrow();
            let (nodes, index) = registry.ptr_to_nodes_index(ptr.0);
            let node = nodes
                .child_by_name(index, live_id!(pixel).as_instance())
                .or_else(|| nodes.child_by_name(index, live_id!(vertex).as_instance()))
                .unwrap_or(index);
            match nodes[node].origin.token_id() {
                Some(token) => {
                    let span = registry.token_id_to_span(token);
                    format!(
                        "{}:{}:{} {}",
                        registry.file_id_to_file_name(span.file_id),
                        span.start.line + 1,
                        span.start.column + 1,
                        shader.type_name
                    )
                }
                None => format!("?:0:0 {}", shader.type_name),
            }
        };
        std::fs::write(shader_dir.join(format!("{count}.origin")), origin).unwrap();
        count += 1;
    }
    println!("makepad-book-headless: {count} draw shaders");
}
`;
}

/**
 * `Cargo.toml` of a runner that depends on the listing's library (the
 * listing has `src/lib.rs`, as cargo-makepad's mobile and web builds want).
 */
export function runnerManifestForLibrary(
  options: RunnerOptions & {
    readonly listingDir: string;
    readonly listingPackage: string;
  },
): string {
  return `# Generated by scripts/test-examples.mjs; see scripts/lib/exampleCheck.ts.
[package]
name = "${options.packageName}"
version = "0.0.0"
edition = "2021"
publish = false
autobins = false

[[bin]]
name = "${options.packageName}"
path = "headless.rs"

[dependencies]
${options.listingIdent} = { path = ${JSON.stringify(options.listingDir)}, package = "${options.listingPackage}" }
makepad-widgets = ${JSON.stringify(options.makepadRequirement)}

[workspace]
`;
}

/**
 * `Cargo.toml` of a runner for a listing that is a binary only (`mod app;`
 * in `src/main.rs`). The runner directory mirrors the listing's (symbolic
 * links to its `src/`, `resources/`, ...) so that `CARGO_MANIFEST_DIR` and
 * `crate://self/...` resolve as in the listing, and compiles the listing's
 * `main.rs` as a library under the listing's own crate name.
 */
export function runnerManifestForBinary(
  options: RunnerOptions & {readonly listingManifest: string},
): string {
  const dependencies = sectionText(options.listingManifest, 'dependencies');
  return `# Generated by scripts/test-examples.mjs; see scripts/lib/exampleCheck.ts.
[package]
name = "${options.packageName}"
version = "0.0.0"
edition = ${JSON.stringify(tomlString(options.listingManifest, 'package', 'edition') ?? '2021')}
publish = false
autobins = false
autoexamples = false
autotests = false
autobenches = false

[lib]
name = "${options.listingIdent}"
path = "src/main.rs"

[[bin]]
name = "${options.packageName}"
path = "headless.rs"

[dependencies]
${dependencies}
[workspace]
`;
}

/** The body of `[section]` of a TOML file, verbatim. */
export function sectionText(toml: string, section: string): string {
  const out: string[] = [];
  let inside = false;
  for (const line of toml.split('\n')) {
    const header = line.trim().match(/^\[\[?([^\]]+)\]\]?$/);
    if (header) {
      inside = header[1]!.trim() === section;
      continue;
    }
    if (inside && line.trim() !== '') {
      out.push(line);
    }
  }
  return out.length > 0 ? `${out.join('\n')}\n` : '';
}

// ---------------------------------------------------------------------------
// What Makepad prints

/**
 * Makepad's log line prefix: `log!` / `error!` print
 * `<rust file>:<line>:<column> - <message>` (platform/src/log.rs).
 */
const LOG_PREFIX = /^(\S+?\.rs):(\d+):(\d+) - /;

/** A location in a live file at the start of a message. */
const LOCATED = /^(\S+?\.rs):(\d+):(\d+) - ([\s\S]*)$/;

/**
 * Makepad 1.0's own words for a wrong `live_design!` block or shader
 * (platform/src/live_cx.rs, platform/src/draw_vars.rs): each is followed by
 * the location in the live file and the message.
 */
const KINDS = [
  'Error expanding live file',
  'Error parsing live file',
  'Apply error:',
  'Error',
];

/**
 * The problems in what the headless runner printed (stdout and stderr):
 * DSL errors ("Can't find live definition of …", "Apply error: … no
 * matching field …"), shader errors ("Error … method `x` is not defined"),
 * evaluation errors, missing resources and panics. Makepad logs them and
 * carries on, so the exit status alone says nothing.
 */
export function makepadProblems(output: string): Problem[] {
  const problems: Problem[] = [];
  const lines = output.split('\n');
  for (let index = 0; index < lines.length; index += 1) {
    const line = lines[index]!.trimEnd();
    const logged = line.match(LOG_PREFIX);
    const rest = logged ? line.slice(logged[0].length) : line;
    const panic = line.match(/panicked at (\S+?):(\d+):(\d+):?$/);
    if (panic) {
      problems.push({
        file: panic[1],
        line: Number(panic[2]),
        column: Number(panic[3]),
        message: `panic: ${(lines[index + 1] ?? '').trim()}`,
      });
      continue;
    }
    if (/^Apply without file/.test(rest)) {
      problems.push({message: rest});
      continue;
    }
    if (/^Could not load resource /.test(rest)) {
      problems.push({message: rest});
      continue;
    }
    if (/^makepad-book-headless: live_design! defines no/.test(rest)) {
      problems.push({message: rest.replace(/^makepad-book-headless: /, '')});
      continue;
    }
    const kind = KINDS.find((candidate) => rest.startsWith(`${candidate} `));
    const located = (kind ? rest.slice(kind.length + 1) : rest).match(LOCATED);
    // A located message counts when Makepad named it an error, or when
    // Makepad's own code logged it (`error!("{}", live_error)` in
    // live_cx.rs reports evaluation errors that way).
    if (located && (kind !== undefined || logged)) {
      const label = kind === undefined ? '' : `${kind.replace(/:$/, '')}: `;
      problems.push({
        file: located[1],
        line: Number(located[2]),
        column: Number(located[3]),
        message: `${label}${located[4]!.trim()}`,
      });
    }
  }
  return problems.filter(
    (problem, index) =>
      problems.findIndex(
        (other) => formatProblem(other) === formatProblem(problem),
      ) === index,
  );
}

/** Number of draw shaders the runner wrote, from its last line. */
export function shaderCount(output: string): number | undefined {
  const match = output.match(/makepad-book-headless: (\d+) draw shaders/);
  return match ? Number(match[1]) : undefined;
}

// ---------------------------------------------------------------------------
// GLSL as Makepad 1.0 hands it to OpenGL on Linux

/** The two GLSL dialects Makepad 1.0 generates for OpenGL on Linux. */
export type GlslDialect = 'es1' | 'es3';

/**
 * The complete shader source Makepad 1.0 hands to OpenGL on Linux: the
 * generated body between the header and footer that `CxOsDrawShader::new`
 * (platform/src/os/linux/opengl.rs) adds, for the case without the
 * external-texture extension. `es1` is the default (`#version 100`); `es3`
 * is a build with `MAKEPAD=use_gles_3` (`#version 300 es`), as on Android.
 */
export function glslSource(
  dialect: GlslDialect,
  stage: 'vertex' | 'pixel',
  body: string,
): string {
  const es3 = dialect === 'es3';
  const texture = es3 ? 'texture' : 'texture2D';
  const lines = [es3 ? '#version 300 es' : '#version 100'];
  if (stage === 'pixel' && !es3) {
    lines.push('#extension GL_OES_standard_derivatives : enable');
  }
  lines.push('precision highp float;', 'precision highp int;');
  if (stage === 'pixel' && es3) {
    lines.push('out vec4 fragColor;');
  }
  lines.push(
    es3
      ? 'vec4 depth_clip(vec4 w, vec4 c, float clip);'
      : 'vec4 depth_clip(vec4 w, vec4 c, float clip) { return c; }',
    `vec4 sample2d(sampler2D s, vec2 p) { return ${texture}(s, vec2(p.x, p.y)); }`,
    `vec4 sample2d_rt(sampler2D s, vec2 p) { return ${texture}(s, vec2(p.x, 1.0 - p.y)); }`,
    body,
  );
  if (stage === 'pixel' && es3) {
    lines.push('vec4 depth_clip(vec4 w, vec4 c, float clip) { return c; }');
  }
  return `${lines.join('\n')}\n`;
}

/** Lines `ERROR: 0:12: ...` of glslangValidator's output. */
export function glslErrors(output: string): string[] {
  return output
    .split('\n')
    .map((line) => line.trim())
    .filter(
      (line) => /^ERROR: /.test(line) && !/compilation errors/.test(line),
    );
}
