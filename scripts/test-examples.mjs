#!/usr/bin/env node
/**
 * The example check: every crate under listings/ is built against
 * Makepad 1.0 and its app is loaded without a window.
 *
 * Usage: npm run test:examples [-- [--no-self-test] [crate ...]]
 *        node scripts/test-examples.mjs --listings DIR [crate ...]
 *
 * For each crate (a folder with a Cargo.toml):
 *  1. `cargo build` in the crate's folder. Any warning or error of the
 *     crate's own code fails it (`-D warnings` for the listing only; the
 *     diagnostics come from cargo's JSON output, so Makepad's own warnings,
 *     which the offline kit does not cap, do not count).
 *  2. If the crate has an `app_main!(App)`, a generated runner crate (see
 *     scripts/lib/exampleCheck.ts) links the crate's code and loads the app the
 *     way app_main! does, without opening a window: the live registry
 *     expands the DSL, the App is built, receives Startup and one Draw.
 *     Makepad reports a wrong DSL ("Can't find live definition of …",
 *     "Apply error: … no matching field …") or a wrong shader ("Error … is
 *     not defined") on its output and carries on, so the check reads that
 *     output and fails with the file, the line and Makepad's message.
 *  3. The GLSL Makepad generates for every draw shader the app created is
 *     compiled by glslangValidator (Debian's glslang-tools), with the header
 *     Makepad 1.0 puts before it on Linux.
 *  4. A crate that talks to a network (scripts/lib/networkExamples.ts)
 *     runs as a real program under Xvfb (Debian's xvfb) against the small
 *     server of scripts/lib/exampleServer.ts on 127.0.0.1, whose address it
 *     gets from an environment variable; it passes once the server has seen
 *     its requests and the app has logged the answers.
 * Then, unless crates were named or --no-self-test is given, the crates
 * under tests/fixtures/listings-broken/ are checked and must each FAIL with
 * the lines of their expected.txt in the report. `--executables FILE`
 * writes the path of each checked crate's program (by folder name) to FILE
 * as JSON, for scripts that run it (scripts/widget-pictures.mjs).
 *
 * Makepad 1.0's kit: where ../shared/makepad-1.0/ sits beside the clone
 * (or MAKEPAD_KIT names it), cargo runs offline with the kit's config;
 * otherwise it uses crates.io. Cargo's target folder is outside the clone,
 * shared by all crates: ${MAKEPAD_BOOK_CACHE:-${XDG_CACHE_HOME:-~/.cache}/makepad-book}/target.
 * Linking needs Debian's libxcursor-dev libx11-dev libglx-dev
 * libasound2-dev libpulse-dev; they and glslang-tools are installed when
 * missing by scripts/system-packages.mjs (root or password-less sudo).
 */
import {execFileSync, spawnSync} from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import createJiti from 'jiti';
import {ensurePackages, isDebian} from './system-packages.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const jiti = createJiti(fileURLToPath(import.meta.url));
/** @type {typeof import('./lib/exampleCheck')} */
const check = jiti('./lib/exampleCheck.ts');
/** @type {typeof import('../tests/previews/makepad')} */
const {XServer} = jiti('../tests/previews/makepad.ts');
/** @type {typeof import('./lib/networkExamples')} */
const network = jiti('./lib/networkExamples.ts');
/** @type {typeof import('./lib/cacheFolder')} */
const {cacheFolder} = jiti('./lib/cacheFolder.ts');

const LINK_PACKAGES = [
  'libxcursor-dev',
  'libx11-dev',
  'libglx-dev',
  'libasound2-dev',
  'libpulse-dev',
];
const GLSL_PACKAGE = 'glslang-tools';
/** The network examples run under this X server (step 4). */
const XVFB_PACKAGE = 'xvfb';
/** A runner that has not finished after this long is stuck (a guard, not a measure). */
const RUNNER_TIMEOUT_MS = 300_000;

// ---------------------------------------------------------------------------
// Arguments

const argv = process.argv.slice(2);
let listingsDirs = [];
let selfTest = true;
let executablesFile;
const names = [];
for (let i = 0; i < argv.length; i += 1) {
  const arg = argv[i];
  if (arg === '--listings') {
    listingsDirs.push(path.resolve(argv[(i += 1)]));
  } else if (arg === '--no-self-test') {
    selfTest = false;
  } else if (arg === '--executables') {
    executablesFile = path.resolve(argv[(i += 1)]);
  } else if (arg === '-h' || arg === '--help') {
    console.log(
      fs
        .readFileSync(fileURLToPath(import.meta.url), 'utf8')
        .split('*/')[0]
        .replace(/^#!.*\n\/\*\*\n/, ''),
    );
    process.exit(0);
  } else if (arg.startsWith('-')) {
    console.error(`test-examples: unknown option ${arg}`);
    process.exit(2);
  } else {
    names.push(arg);
  }
}
if (listingsDirs.length === 0) {
  listingsDirs = [path.join(root, 'listings')];
}
if (names.length > 0 || argv.includes('--listings')) {
  selfTest = false; // a partial run checks only what it was given
}

// ---------------------------------------------------------------------------
// Environment

const cacheRoot = cacheFolder();
const targetDir = path.join(cacheRoot, 'target');
const runnersDir = path.join(cacheRoot, 'headless');

function rel(file) {
  const relative = path.relative(root, file);
  return relative.startsWith('..') ? file : relative;
}

function seconds(ms) {
  return `${(ms / 1000).toFixed(1)} s`;
}

function ensureSystem(needsX) {
  if (spawnSync('cargo', ['--version']).status !== 0) {
    console.error(
      'test-examples: cargo was not found. Install Rust (https://rustup.rs) and run again.',
    );
    process.exit(1);
  }
  if (!isDebian()) {
    return; // not Debian: the libraries are the user's business
  }
  const left = ensurePackages(
    [...LINK_PACKAGES, GLSL_PACKAGE, ...(needsX ? [XVFB_PACKAGE] : [])],
    {recommends: false},
  );
  const stillMissing = LINK_PACKAGES.filter((pkg) => left.includes(pkg));
  if (stillMissing.length > 0) {
    console.error(
      `test-examples: linking Makepad apps needs ${stillMissing.join(' ')}.`,
    );
    console.error(
      `Install them: sudo apt-get install ${stillMissing.join(' ')}`,
    );
    process.exit(1);
  }
}

/** Cargo arguments for Makepad 1.0's offline kit, or none. */
function kitArgs() {
  const kit =
    process.env.MAKEPAD_KIT ??
    path.resolve(root, '..', 'shared', 'makepad-1.0');
  const setup = path.join(kit, 'setup.sh');
  if (!fs.existsSync(setup)) {
    return {args: [], note: 'crates.io (no Makepad 1.0 kit beside the clone)'};
  }
  const out = execFileSync('bash', [setup], {
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'ignore'],
  });
  const config = out.trim().split('\n').pop();
  return {
    args: ['--offline', '--config', config],
    note: `the Makepad 1.0 kit at ${rel(kit)} (offline)`,
  };
}

const cargoEnv = {
  ...process.env,
  CARGO_TARGET_DIR: targetDir,
  CARGO_TERM_COLOR: 'never',
  // One build profile for every crate, small enough to link quickly.
  CARGO_PROFILE_DEV_DEBUG: '0',
  // MAKEPAD=lines makes live_design! errors carry their real line numbers
  // (platform/derive_live/build.rs). It turns on the proc_macro_span
  // feature (derive_live/src/lib.rs:1), whose span methods are stable since
  // Rust 1.88 but whose feature gate still needs a nightly compiler or
  // RUSTC_BOOTSTRAP=1.
  MAKEPAD: 'lines',
  RUSTC_BOOTSTRAP: '1',
};

/**
 * One profile for every crate, whatever its Cargo.toml asks for, so that
 * Makepad is compiled once: a listing that sets
 * `[profile.dev.package."*"] opt-level = 3` (the walkthrough does, for image
 * decoding) would otherwise build all of Makepad a second time, optimised.
 * Profile settings given with --config take precedence over the manifest's.
 */
const PROFILE_ARGS = ['--config', 'profile.dev.package."*".opt-level=0'];

/**
 * A source file counts as changed when its contents change, not its
 * modification time (cargo's -Zchecksum-freshness, allowed on a stable
 * cargo by RUSTC_BOOTSTRAP=1 above). A clone gives every listing new
 * times: by time, each clean clone (CI's) rebuilt all 81 crates and their
 * runners; by contents, a clone at a path checked before rebuilds only the
 * crates it changed. Every build of this target folder passes it: the
 * switch between the two counts every local crate as changed once,
 * Makepad's (path crates of the kit) included.
 */
const FRESHNESS_ARGS = ['-Zchecksum-freshness'];

function cargoBuild(dir, extraArgs) {
  const result = spawnSync(
    'cargo',
    [
      'build',
      '--message-format=json',
      ...FRESHNESS_ARGS,
      ...PROFILE_ARGS,
      ...extraArgs,
    ],
    {cwd: dir, env: cargoEnv, encoding: 'utf8', maxBuffer: 256 * 1024 * 1024},
  );
  return result;
}

function writeIfChanged(file, text) {
  if (fs.existsSync(file) && fs.readFileSync(file, 'utf8') === text) {
    return;
  }
  fs.writeFileSync(file, text);
}

function sourceFiles(srcDir, prefix = '') {
  const files = [];
  for (const entry of fs.readdirSync(path.join(srcDir, prefix), {
    withFileTypes: true,
  })) {
    const relPath = prefix ? `${prefix}/${entry.name}` : entry.name;
    if (entry.isDirectory()) {
      files.push(...sourceFiles(srcDir, relPath));
    } else if (entry.name.endsWith('.rs')) {
      files.push({
        path: relPath,
        text: fs.readFileSync(path.join(srcDir, relPath), 'utf8'),
      });
    }
  }
  return files;
}

const glslang =
  spawnSync('glslangValidator', ['--version']).status === 0
    ? 'glslangValidator'
    : undefined;

// ---------------------------------------------------------------------------
// One crate

/**
 * Builds, loads and compiles the shaders of one crate.
 * @returns {{problems: string[], summary: string}}
 */
function checkCrate(dir, kit) {
  const manifestPath = fs.realpathSync(path.join(dir, 'Cargo.toml'));
  const manifest = fs.readFileSync(manifestPath, 'utf8');
  const located = (problem, base) => {
    const file =
      problem.file === undefined
        ? undefined
        : rel(path.resolve(base, problem.file));
    return check.formatProblem({...problem, file});
  };

  // 1. cargo build of the crate as it is
  const build = cargoBuild(dir, kit.args);
  const buildProblems = check
    .cargoProblems(build.stdout, manifestPath)
    .map((problem) => located(problem, dir));
  if (build.status !== 0) {
    if (buildProblems.length === 0) {
      buildProblems.push(
        `cargo build failed:\n${build.stderr.trim().split('\n').slice(-15).join('\n')}`,
      );
    }
    return {problems: buildProblems, summary: 'does not build'};
  }

  // The crate's own program, as cargo built it for this folder (the copy
  // at target/debug/<name> is shared by every folder with that package).
  const executable = build.stdout
    .split('\n')
    .filter((line) => line.startsWith('{'))
    .map((line) => JSON.parse(line))
    .find(
      (message) =>
        message.reason === 'compiler-artifact' &&
        message.executable &&
        message.manifest_path === manifestPath,
    )?.executable;

  // 2. headless load
  let app;
  try {
    app = check.findApp(sourceFiles(path.join(dir, 'src')));
  } catch (error) {
    return {
      problems: [...buildProblems, `${rel(dir)}: ${error.message}`],
      summary: '',
    };
  }
  if (app === undefined) {
    return {
      problems: buildProblems,
      summary: 'built (no app_main!, nothing to load)',
    };
  }
  const listingDir = path.dirname(manifestPath);
  const slug = `${path.basename(listingDir)}-${crypto
    .createHash('sha256')
    .update(listingDir)
    .digest('hex')
    .slice(0, 8)}`;
  const packageName = `headless-${slug}`
    .toLowerCase()
    .replace(/[^a-z0-9_-]/g, '-');
  const runnerDir = path.join(runnersDir, slug);
  fs.mkdirSync(runnerDir, {recursive: true});
  const options = {
    packageName,
    listingIdent:
      app.root === 'lib.rs' ? 'listing' : check.crateIdent(manifest),
    app,
    makepadRequirement:
      check.tomlString(manifest, 'dependencies', 'makepad-widgets') ?? '1.0',
  };
  if (app.root === 'lib.rs') {
    writeIfChanged(
      path.join(runnerDir, 'Cargo.toml'),
      check.runnerManifestForLibrary({
        ...options,
        listingDir,
        listingPackage: check.tomlString(manifest, 'package', 'name'),
      }),
    );
  } else {
    // Mirror the listing's folder so CARGO_MANIFEST_DIR-relative paths
    // (crate://self/resources/...) resolve as they do for the listing.
    const keep = new Set(['Cargo.toml', 'Cargo.lock', 'headless.rs', 'target']);
    for (const entry of fs.readdirSync(runnerDir)) {
      const full = path.join(runnerDir, entry);
      if (!keep.has(entry) && fs.lstatSync(full).isSymbolicLink()) {
        fs.unlinkSync(full);
      }
    }
    for (const entry of fs.readdirSync(listingDir)) {
      if (keep.has(entry) || entry.startsWith('.')) {
        continue;
      }
      fs.symlinkSync(path.join(listingDir, entry), path.join(runnerDir, entry));
    }
    writeIfChanged(
      path.join(runnerDir, 'Cargo.toml'),
      check.runnerManifestForBinary({...options, listingManifest: manifest}),
    );
  }
  writeIfChanged(
    path.join(runnerDir, 'headless.rs'),
    check.runnerMain(options),
  );
  const runnerBuild = cargoBuild(runnerDir, kit.args);
  if (runnerBuild.status !== 0) {
    const errors = [];
    for (const line of runnerBuild.stdout.split('\n')) {
      if (!line.startsWith('{')) continue;
      const message = JSON.parse(line);
      if (
        message.reason === 'compiler-message' &&
        message.message.level === 'error'
      ) {
        errors.push(message.message.rendered.trim());
      }
    }
    return {
      problems: [
        ...buildProblems,
        `the headless runner could not use ${app.appType} of src/${app.file}` +
          ` (it must be reachable as pub from src/${app.root}: pub mod ..., pub struct ${app.appType}):\n` +
          (errors.join('\n') ||
            runnerBuild.stderr.trim().split('\n').slice(-15).join('\n')),
      ],
      summary: '',
    };
  }
  const shaderDir = path.join(runnerDir, 'shaders');
  fs.rmSync(shaderDir, {recursive: true, force: true});
  fs.mkdirSync(shaderDir);
  const run = spawnSync(
    path.join(targetDir, 'debug', packageName),
    [shaderDir],
    {
      cwd: listingDir,
      encoding: 'utf8',
      timeout: RUNNER_TIMEOUT_MS,
      maxBuffer: 64 * 1024 * 1024,
      // An app that saves its state (app-state) writes below the runner's
      // folder, not into the home folder of whoever runs the check.
      env: {...process.env, XDG_DATA_HOME: path.join(runnerDir, 'data')},
    },
  );
  const output = `${run.stdout ?? ''}\n${run.stderr ?? ''}`;
  // Relative paths in Makepad's messages are relative to the crate (the
  // mirror of a binary-only listing has the same layout).
  const problems = [
    ...buildProblems,
    ...check.makepadProblems(output).map((problem) =>
      located(
        {
          ...problem,
          file: problem.file?.startsWith(runnerDir)
            ? path.join(listingDir, path.relative(runnerDir, problem.file))
            : problem.file,
        },
        listingDir,
      ),
    ),
  ];
  if (run.error || run.status !== 0) {
    if (!problems.some((problem) => problem.includes('panic:'))) {
      problems.push(
        `the headless load ended with ${run.error ? run.error.message : `status ${run.status}`}:\n` +
          output.trim().split('\n').slice(-15).join('\n'),
      );
    }
    return {problems, summary: ''};
  }
  const count = check.shaderCount(output) ?? 0;

  // 3. GLSL of the draw shaders: GLSL ES 1.00 as desktop Linux compiles
  // it; a shader that only GLSL ES 3.00 accepts (a built-in such as
  // `inverse`) is noted, not failed, since a MAKEPAD=use_gles_3 build and
  // Android compile that dialect.
  const notes = [];
  let glslNote = 'GLSL not compiled: glslangValidator missing';
  if (glslang !== undefined) {
    const seen = new Set();
    let compiled;
    const compile = (file, source) => {
      fs.writeFileSync(file, source);
      const result = spawnSync(glslang, [file], {encoding: 'utf8'});
      return result.status === 0
        ? []
        : check
            .glslErrors(result.stdout ?? '')
            .concat(
              check.glslErrors(result.stdout ?? '').length === 0
                ? [(result.stdout ?? '').trim()]
                : [],
            );
    };
    // Every distinct GLSL ES 1.00 source, compiled in one glslangValidator
    // run; only when that run fails is each one compiled on its own, to
    // tell which shader is wrong and whether GLSL ES 3.00 accepts it.
    const sources = [];
    for (let i = 0; i < count; i += 1) {
      const origin = fs.readFileSync(
        path.join(shaderDir, `${i}.origin`),
        'utf8',
      );
      for (const [ext, stage] of [
        ['vert', 'vertex'],
        ['frag', 'pixel'],
      ]) {
        const body = (suffix) =>
          fs.readFileSync(path.join(shaderDir, `${i}${suffix}.${ext}`), 'utf8');
        const es1 = check.glslSource('es1', stage, body(''));
        const hash = crypto.createHash('sha256').update(es1).digest('hex');
        if (seen.has(hash)) continue;
        seen.add(hash);
        const file = path.join(shaderDir, `${i}.full.${ext}`);
        fs.writeFileSync(file, es1);
        sources.push({file, stage, origin, es3: () => body('.es3')});
      }
    }
    const batch =
      sources.length === 0
        ? {status: 0}
        : spawnSync(
            glslang,
            sources.map((source) => source.file),
            {
              encoding: 'utf8',
            },
          );
    compiled = sources.length;
    for (const source of batch.status === 0 ? [] : sources) {
      const es1Errors = compile(
        source.file,
        fs.readFileSync(source.file, 'utf8'),
      );
      if (es1Errors.length === 0) continue;
      const es3File = source.file.replace(/\.(vert|frag)$/, '.es3.$1');
      const es3Errors = compile(
        es3File,
        check.glslSource('es3', source.stage, source.es3()),
      );
      const split = source.origin.lastIndexOf(' ');
      const type = source.origin.slice(split + 1);
      const [originFile, originLine] = source.origin.slice(0, split).split(':');
      const at = check.formatProblem({
        file: rel(path.resolve(listingDir, originFile)),
        line: Number(originLine),
        message: '',
      });
      if (es3Errors.length === 0) {
        notes.push(
          `${at}the ${source.stage} shader of ${type} needs GLSL ES 3.00 (MAKEPAD=use_gles_3); GLSL ES 1.00 says: ${es1Errors.join(' | ')}`,
        );
      } else {
        problems.push(
          `${at}the ${source.stage} shader generated for ${type} does not compile (${rel(source.file)}): ${es1Errors.join(' | ')}`,
        );
      }
    }
    glslNote = `${compiled} GLSL sources compiled`;
  }
  return {
    problems,
    notes,
    executable,
    summary: `built, app loaded, ${count} draw shaders, ${glslNote}`,
  };
}

// ---------------------------------------------------------------------------
// Main

function crateDirs(dir) {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, {withFileTypes: true})
    .filter(
      (entry) =>
        entry.isDirectory() &&
        fs.existsSync(path.join(dir, entry.name, 'Cargo.toml')),
    )
    .map((entry) => path.join(dir, entry.name))
    .sort();
}

let crates = listingsDirs.flatMap(crateDirs);
if (names.length > 0) {
  const unknown = names.filter(
    (name) => !crates.some((dir) => path.basename(dir) === name),
  );
  if (unknown.length > 0) {
    console.error(`test-examples: no crate named ${unknown.join(', ')}`);
    process.exit(2);
  }
  crates = crates.filter((dir) => names.includes(path.basename(dir)));
}
const networkCrates = crates.filter(
  (dir) => network.NETWORK_EXAMPLES[path.basename(dir)] !== undefined,
);
ensureSystem(networkCrates.length > 0);
const kit = kitArgs();
const started = Date.now();
/** The X server of step 4, started for the first network crate. */
let xServer;
console.log(
  `==> Example check: ${crates.length} crates, built with ${kit.note}, target ${targetDir}`,
);
if (glslang === undefined) {
  console.log(
    '    (glslangValidator not found: generated GLSL is not compiled)',
  );
}
let failed = 0;
const executables = {};
for (const dir of crates) {
  const t0 = Date.now();
  const {problems, summary, notes = [], executable} = checkCrate(dir, kit);
  if (executable) {
    executables[path.basename(dir)] = executable;
  }
  let runSummary = '';
  const scenario = network.NETWORK_EXAMPLES[path.basename(dir)];
  if (scenario && problems.length === 0 && executable) {
    xServer ??= await XServer.start();
    const run = await network.runNetworkExample(executable, scenario, {
      display: xServer.display,
      cwd: dir,
    });
    problems.push(...run.problems);
    runSummary = run.summary ? `; ${run.summary}` : '';
  }
  const time = seconds(Date.now() - t0);
  if (problems.length === 0) {
    console.log(`  ok    ${rel(dir)}: ${summary}${runSummary} (${time})`);
    for (const note of notes) {
      console.log(`        note: ${note}`);
    }
  } else {
    failed += 1;
    console.log(`  FAIL  ${rel(dir)} (${time})`);
    for (const problem of problems) {
      console.log(problem.replace(/^/gm, '        '));
    }
  }
}

await xServer?.stop();

let selfTestFailed = 0;
if (selfTest) {
  const fixtures = crateDirs(
    path.join(root, 'tests', 'fixtures', 'listings-broken'),
  );
  console.log(`==> Self-test: ${fixtures.length} broken crates must fail`);
  for (const dir of fixtures) {
    const t0 = Date.now();
    const {problems} = checkCrate(dir, kit);
    const report = problems.join('\n');
    const expectedFile = path.join(dir, 'expected.txt');
    const expected = fs.existsSync(expectedFile)
      ? fs
          .readFileSync(expectedFile, 'utf8')
          .split('\n')
          .map((line) => line.trim())
          .filter((line) => line !== '' && !line.startsWith('#'))
      : [];
    const missing = expected.filter((line) => !report.includes(line));
    const time = seconds(Date.now() - t0);
    if (problems.length > 0 && missing.length === 0) {
      console.log(`  ok    ${rel(dir)} fails as expected (${time})`);
      console.log(report.replace(/^/gm, '        '));
    } else {
      selfTestFailed += 1;
      console.log(
        `  FAIL  ${rel(dir)}: ${problems.length === 0 ? 'the check passed a broken crate' : 'the report lacks expected lines'} (${time})`,
      );
      for (const line of missing) console.log(`        missing: ${line}`);
      if (report) console.log(report.replace(/^/gm, '        '));
    }
  }
}

console.log(
  `==> ${crates.length - failed} of ${crates.length} crates passed` +
    (selfTest
      ? `; self-test ${selfTestFailed === 0 ? 'passed' : 'FAILED'}`
      : '') +
    ` (${seconds(Date.now() - started)})`,
);
if (executablesFile) {
  fs.writeFileSync(executablesFile, JSON.stringify(executables, null, 2));
}
process.exit(failed > 0 || selfTestFailed > 0 ? 1 : 0);
