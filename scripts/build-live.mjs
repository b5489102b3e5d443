#!/usr/bin/env node
/**
 * `npm run build:live`: the live examples, Makepad itself running in the
 * page. The widget gallery of the widget pages (listings/widget-gallery,
 * the crate the example check builds natively) is compiled to WebAssembly
 * and packaged with Makepad's JavaScript, the resources the app loads and
 * the book's host page (src/live/), into `.live/<hash>/` with a
 * `.live/manifest.json`. The build copies that folder to `build/live/<hash>/`
 * (src/plugins/live-examples), and each widget page's "Run it" control
 * loads `live/<hash>/index.html?example=<page>` in a frame.
 *
 * The folder's name is a hash of its content, so a browser may cache every
 * file of it for good. No threads (`+atomics` is off): the page needs no
 * cross-origin isolation, and GitHub Pages can serve it.
 *
 * Toolchain, all Debian packages and offline (MAINTAINERS.md, Live
 * examples): `rustc-web cargo-web rust-web-src lld` (Rust 1.96 in
 * /usr/bin, the standard library's sources, wasm-ld). The standard library
 * is built for wasm32 from those sources (`-Z build-std`), so cargo needs
 * its vendored crates as well as the Makepad kit's: one directory source
 * holds links to both sets. Missing packages are installed by
 * scripts/system-packages.mjs when it runs as root (or with password-less
 * sudo); otherwise the script names them and stops.
 *
 *   npm run build:live              build and package (cargo's target folder
 *                                   is cached in ~/.cache/makepad-book/live)
 *   npm run build:live -- --check   only check the toolchain
 *   npm run build:live -- --help    this text
 */
import {execFileSync, spawnSync} from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import {fileURLToPath} from 'node:url';
import createJiti from 'jiti';
import {ensurePackages, isDebian, unpackPackage} from './system-packages.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
/** The Debian packages of the WebAssembly toolchain. */
const TOOLCHAIN_PACKAGES = ['rustc-web', 'cargo-web', 'rust-web-src', 'lld'];
/** Debian's Rust: rustup's proxies stay first on PATH, so by full name. */
const RUSTC = '/usr/bin/rustc';
const CARGO = '/usr/bin/cargo';
const WASM_LD = '/usr/bin/wasm-ld';
const TARGET = 'wasm32-unknown-unknown';
const jiti = createJiti(fileURLToPath(import.meta.url));
/** @type {typeof import('../src/data/liveExamples')} */
const {LIVE_APPS} = jiti('../src/data/liveExamples.ts');
/** @type {typeof import('./lib/cacheFolder')} */
const {cacheFolder} = jiti('./lib/cacheFolder.ts');
/** The crates built for the pages, each a folder of listings/. */
const APPS = LIVE_APPS;
/** Where the package goes, read by src/plugins/live-examples. */
const OUT = path.join(root, '.live');
/** The book's host page and script, copied beside Makepad's. */
const HOST = path.join(root, 'src', 'live');

/**
 * Makepad 1.0 draws Chinese text with LXGW WenKai (widgets/src/
 * theme_desktop_dark.rs 345-372), shipped by the crates
 * makepad-fonts-chinese-regular and -bold; the kit replaces those fonts by
 * a Latin placeholder (its README), so the package takes them from Debian's
 * fonts-lxgw-wenkai instead (unpacked, not installed: Chromium must not see
 * it as a system font), cut down to the characters the apps write
 * (CHINESE_TEXT), as a full face is 20 MB that every start would fetch.
 */
const CHINESE_FONTS = [
  {
    file: 'makepad_fonts_chinese_regular/resources/LXGWWenKaiRegular.ttf',
    debian: 'LXGWWenKai-Regular.ttf',
  },
  {
    file: 'makepad_fonts_chinese_bold/resources/LXGWWenKaiBold.ttf',
    debian: 'LXGWWenKai-Bold.ttf',
  },
];
const CHINESE_FONT_PACKAGE = 'fonts-lxgw-wenkai';
/** Debian's Python, which has python3-fonttools (not a pyenv's first on PATH). */
const PYTHON = '/usr/bin/python3';
/** CJK ideographs, punctuation and full-width forms. */
const CHINESE_TEXT =
  /[\u2e80-\u2fdf\u3000-\u303f\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff\ufe30-\ufe4f\uff00-\uffef]/gu;

const cacheRoot = path.join(cacheFolder(), 'live');

/**
 * RUSTFLAGS as `cargo makepad wasm build` sets them (tools/cargo_makepad/
 * src/wasm/compile.rs), without `+atomics`, plus Debian's linker and
 * `--allow-undefined` (Rust 1.96 no longer leaves the JavaScript imports of
 * makepad-platform undefined by default).
 */
const RUSTFLAGS = [
  '-C codegen-units=1',
  '-C target-feature=+bulk-memory,+mutable-globals',
  '-C link-arg=--export=__stack_pointer',
  '-C opt-level=z',
  `-C linker=${WASM_LD}`,
  '-C link-arg=--allow-undefined',
].join(' ');

function fail(message) {
  console.error(`build-live: ${message}`);
  process.exit(1);
}

/** The standard library's vendored crates (rust-web-src), if installed. */
function libraryVendor() {
  const sysroot = spawnSync(RUSTC, ['--print', 'sysroot'], {encoding: 'utf8'});
  if (sysroot.status !== 0) {
    return undefined;
  }
  const vendor = path.join(
    sysroot.stdout.trim(),
    'lib',
    'rustlib',
    'src',
    'rust',
    'library',
    'vendor',
  );
  return fs.existsSync(vendor) ? fs.realpathSync(vendor) : undefined;
}

function toolchainMissing() {
  const missing = [];
  if (!fs.existsSync(RUSTC) || !fs.existsSync(CARGO)) {
    missing.push('rustc-web', 'cargo-web');
  }
  if (!fs.existsSync(WASM_LD)) {
    missing.push('lld');
  }
  if (missing.length === 0 && !libraryVendor()) {
    missing.push('rust-web-src');
  }
  return missing;
}

function ensureToolchain() {
  if (toolchainMissing().length > 0 && isDebian()) {
    // Newest versions, after updating the package lists: bookworm's own
    // toolchain (1.85) has no vendored crates for its standard library, and a
    // machine whose lists predate bookworm-security's 1.96 would install it.
    ensurePackages(TOOLCHAIN_PACKAGES, {recommends: false, newest: true});
  }
  const missing = toolchainMissing();
  if (missing.length > 0) {
    fail(
      `the WebAssembly toolchain is missing (${missing.join(', ')}). ` +
        `Install Debian's packages: sudo apt-get install ${TOOLCHAIN_PACKAGES.join(' ')}`,
    );
  }
}

/** The Makepad kit's cargo config (../shared/makepad-1.0 or MAKEPAD_KIT). */
function kitConfig() {
  const kit =
    process.env.MAKEPAD_KIT ??
    path.resolve(root, '..', 'shared', 'makepad-1.0');
  const setup = path.join(kit, 'setup.sh');
  if (!fs.existsSync(setup)) {
    fail(`the Makepad 1.0 kit was not found (${setup}); set MAKEPAD_KIT.`);
  }
  const out = execFileSync('bash', [setup], {
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'ignore'],
  });
  return out.trim().split('\n').pop();
}

/**
 * A cargo config whose crates-io source is one folder of links to the
 * kit's crates and to the standard library's vendored crates (their names
 * carry versions and do not collide), with the kit's patches unchanged.
 */
function writeCargoConfig() {
  const kitConfigFile = kitConfig();
  const text = fs.readFileSync(kitConfigFile, 'utf8');
  const kitCrates = text.match(/^directory = '([^']+)'$/m)?.[1];
  if (!kitCrates) {
    fail(`no directory source in ${kitConfigFile}`);
  }
  const vendor = path.join(cacheRoot, 'vendor');
  fs.mkdirSync(vendor, {recursive: true});
  for (const from of [kitCrates, libraryVendor()]) {
    for (const name of fs.readdirSync(from)) {
      const link = path.join(vendor, name);
      const target = path.join(from, name);
      if (fs.lstatSync(link, {throwIfNoEntry: false}) === undefined) {
        fs.symlinkSync(target, link);
      } else if (fs.readlinkSync(link) !== target) {
        fs.rmSync(link);
        fs.symlinkSync(target, link);
      }
    }
  }
  const config = path.join(cacheRoot, 'cargo-config.toml');
  fs.writeFileSync(
    config,
    text.replace(/^directory = '[^']+'$/m, `directory = '${vendor}'`),
  );
  return config;
}

/**
 * Runs `work` (cargo's commands in the app's folder) with the lock file of
 * the web build in place, and puts the listing's own back afterwards, also
 * when the build fails. The web build resolves against the kit's crates and
 * the standard library's vendored ones, so it may lock newer versions
 * (memchr 2.7.6, where the kit has 2.7.4) that the example check, which
 * has only the kit's, cannot resolve offline; each keeps its own lock file,
 * the web build's in the cache folder.
 */
function withWebLock(app, work) {
  const lock = path.join(root, 'listings', app, 'Cargo.lock');
  const webLock = path.join(cacheRoot, 'locks', `${app}.lock`);
  const own = fs.existsSync(lock) ? fs.readFileSync(lock) : undefined;
  if (fs.existsSync(webLock)) {
    fs.copyFileSync(webLock, lock);
  } else {
    fs.rmSync(lock, {force: true});
  }
  let restored = false;
  const restore = () => {
    if (restored) return;
    restored = true;
    if (fs.existsSync(lock)) {
      fs.mkdirSync(path.dirname(webLock), {recursive: true});
      fs.copyFileSync(lock, webLock);
    }
    if (own === undefined) {
      fs.rmSync(lock, {force: true});
    } else {
      fs.writeFileSync(lock, own);
    }
  };
  // fail() exits at once, past any finally.
  process.once('exit', restore);
  try {
    return work();
  } finally {
    restore();
    process.off('exit', restore);
  }
}

function cargoBuild(app, program, config) {
  const started = Date.now();
  const result = spawnSync(
    CARGO,
    [
      'build',
      '--release',
      `--target=${TARGET}`,
      '-Z',
      'build-std=panic_abort,std',
      '--offline',
      '--config',
      config,
    ],
    {
      cwd: path.join(root, 'listings', app),
      stdio: 'inherit',
      env: {
        ...process.env,
        RUSTC,
        RUSTC_BOOTSTRAP: '1',
        RUSTFLAGS,
        CARGO_TARGET_DIR: path.join(cacheRoot, 'target'),
      },
    },
  );
  if (result.status !== 0) {
    fail(`cargo could not build ${app} for ${TARGET}.`);
  }
  console.log(
    `build-live: ${app} built in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
  return path.join(cacheRoot, 'target', TARGET, 'release', `${program}.wasm`);
}

/**
 * The app's program name (its crate's binary) and the packages of its
 * dependency graph on the web, with their folders.
 */
function appMetadata(app, config) {
  const out = execFileSync(
    CARGO,
    [
      'metadata',
      '--format-version=1',
      `--filter-platform=${TARGET}`,
      '--offline',
      '--config',
      config,
    ],
    {
      cwd: path.join(root, 'listings', app),
      encoding: 'utf8',
      maxBuffer: 64 * 1024 * 1024,
      env: {...process.env, RUSTC},
    },
  );
  const {packages, resolve} = JSON.parse(out);
  const used = new Set(resolve.nodes.map((node) => node.id));
  const program = packages
    .find((pkg) => pkg.id === resolve.root)
    ?.targets.find((target) => target.kind.includes('bin'))?.name;
  if (!program) {
    fail(`listings/${app} has no program to build.`);
  }
  return {
    program,
    packages: packages
      .filter((pkg) => used.has(pkg.id))
      .map((pkg) => ({name: pkg.name, dir: path.dirname(pkg.manifest_path)})),
  };
}

function copyTree(from, to) {
  fs.mkdirSync(to, {recursive: true});
  for (const entry of fs.readdirSync(from, {withFileTypes: true})) {
    const source = path.join(from, entry.name);
    const target = path.join(to, entry.name);
    if (entry.isDirectory()) {
      copyTree(source, target);
    } else {
      fs.copyFileSync(source, target);
    }
  }
}

/** Makepad's JavaScript, as compile.rs copies it. */
const PLATFORM_FILES = [
  'web.js',
  'web_gl.js',
  'web_worker.js',
  'audio_worklet.js',
  'auto_reload.js',
  'full_canvas.css',
];

/**
 * Puts an app's program, and the files of its crates not already staged
 * (`staged`: the apps share Makepad's crates), into the package.
 */
function stage(app, wasm, packages, dir, staged) {
  fs.copyFileSync(wasm, path.join(dir, `${app}.wasm`));
  for (const {name, dir: crateDir} of packages) {
    if (staged.has(name)) {
      continue;
    }
    staged.add(name);
    if (name === 'makepad-wasm-bridge') {
      fs.mkdirSync(path.join(dir, 'makepad_wasm_bridge'), {recursive: true});
      fs.copyFileSync(
        path.join(crateDir, 'src', 'wasm_bridge.js'),
        path.join(dir, 'makepad_wasm_bridge', 'wasm_bridge.js'),
      );
    }
    if (name === 'makepad-platform') {
      fs.mkdirSync(path.join(dir, 'makepad_platform'), {recursive: true});
      for (const file of PLATFORM_FILES) {
        fs.copyFileSync(
          path.join(crateDir, 'src', 'os', 'web', file),
          path.join(dir, 'makepad_platform', file),
        );
      }
    }
    const resources = path.join(crateDir, 'resources');
    if (fs.existsSync(resources)) {
      copyTree(
        resources,
        path.join(dir, name.replaceAll('-', '_'), 'resources'),
      );
    }
  }
}

/** Every Chinese character in the apps' sources, and printable ASCII. */
function chineseText() {
  const characters = new Set();
  for (let code = 0x20; code < 0x7f; code += 1) {
    characters.add(String.fromCharCode(code));
  }
  for (const app of APPS) {
    const src = path.join(root, 'listings', app, 'src');
    for (const file of filesOf(src)) {
      const text = fs.readFileSync(path.join(src, file), 'utf8');
      for (const [character] of text.matchAll(CHINESE_TEXT)) {
        characters.add(character);
      }
    }
  }
  return [...characters].sort().join('');
}

/**
 * Puts the Chinese fonts into the package (CHINESE_FONTS), cut down with
 * fontTools (Debian's python3-fonttools); the cut fonts are cached by their
 * characters. Without Debian's packages the placeholders stay, and Chinese
 * text shows as missing glyphs: said, not fatal.
 */
function chineseFonts(dir) {
  const text = chineseText();
  const key = crypto.createHash('sha256').update(text).digest('hex');
  const cache = path.join(cacheRoot, 'fonts', key.slice(0, 12));
  const cached = CHINESE_FONTS.every(({debian}) =>
    fs.existsSync(path.join(cache, debian)),
  );
  if (!cached) {
    const unpacked = path.join(cacheRoot, CHINESE_FONT_PACKAGE);
    const fonts = path.join(unpacked, 'usr/share/fonts/truetype/lxgw-wenkai');
    if (isDebian()) {
      ensurePackages(['python3-fonttools'], {recommends: false});
    }
    if (!unpackPackage(CHINESE_FONT_PACKAGE, unpacked)) {
      console.warn(
        `build-live: ${CHINESE_FONT_PACKAGE} could not be fetched; Chinese text in the live examples will show missing glyphs.`,
      );
      return;
    }
    fs.mkdirSync(cache, {recursive: true});
    const textFile = path.join(cache, 'text.txt');
    fs.writeFileSync(textFile, text);
    for (const {debian} of CHINESE_FONTS) {
      const result = spawnSync(
        PYTHON,
        [
          '-m',
          'fontTools.subset',
          path.join(fonts, debian),
          `--text-file=${textFile}`,
          `--output-file=${path.join(cache, debian)}`,
          '--no-hinting',
        ],
        {stdio: 'inherit'},
      );
      if (result.status !== 0) {
        fail(
          `fontTools could not cut ${debian} (Debian: sudo apt-get install python3-fonttools).`,
        );
      }
    }
  }
  for (const {file, debian} of CHINESE_FONTS) {
    fs.copyFileSync(path.join(cache, debian), path.join(dir, file));
  }
}

function filesOf(dir, prefix = '') {
  return fs
    .readdirSync(dir, {withFileTypes: true})
    .flatMap((entry) =>
      entry.isDirectory()
        ? filesOf(path.join(dir, entry.name), `${prefix}${entry.name}/`)
        : [`${prefix}${entry.name}`],
    )
    .sort();
}

/** A hash of every file's path and content: the package's folder name. */
function contentHash(dir) {
  const hash = crypto.createHash('sha256');
  for (const file of filesOf(dir)) {
    hash.update(file);
    hash.update('\0');
    hash.update(fs.readFileSync(path.join(dir, file)));
  }
  return hash.digest('hex').slice(0, 12);
}

function main() {
  if (process.argv.includes('--help')) {
    console.log(
      [
        'Usage: npm run build:live [-- --check]',
        `Builds the live examples (${APPS.join(', ')}) to WebAssembly into .live/;`,
        'the production build then copies them to build/live/<hash>/.',
        '--check only checks the toolchain (Debian: ' +
          `${TOOLCHAIN_PACKAGES.join(' ')}).`,
      ].join('\n'),
    );
    return;
  }
  ensureToolchain();
  if (process.argv.includes('--check')) {
    console.log('build-live: the WebAssembly toolchain is installed.');
    return;
  }
  const config = writeCargoConfig();
  const staging = path.join(OUT, 'staging');
  fs.rmSync(OUT, {recursive: true, force: true});
  fs.mkdirSync(staging, {recursive: true});
  const apps = {};
  const staged = new Set();
  for (const file of fs.readdirSync(HOST)) {
    fs.copyFileSync(path.join(HOST, file), path.join(staging, file));
  }
  for (const app of APPS) {
    const {packages, wasm} = withWebLock(app, () => {
      const {program, packages} = appMetadata(app, config);
      return {packages, wasm: cargoBuild(app, program, config)};
    });
    stage(app, wasm, packages, staging, staged);
    const bytes = fs.readFileSync(wasm);
    apps[app] = {
      wasm: `${app}.wasm`,
      bytes: bytes.length,
      gzipBytes: zlib.gzipSync(bytes, {level: 9}).length,
    };
  }
  chineseFonts(staging);
  const hash = contentHash(staging);
  fs.renameSync(staging, path.join(OUT, hash));
  const files = filesOf(path.join(OUT, hash));
  const manifest = {hash, apps, files: files.length};
  fs.writeFileSync(
    path.join(OUT, 'manifest.json'),
    `${JSON.stringify(manifest, null, 2)}\n`,
  );
  for (const [app, {bytes, gzipBytes}] of Object.entries(apps)) {
    console.log(
      `build-live: ${app}.wasm ${(bytes / 1e6).toFixed(1)} MB (${(gzipBytes / 1e6).toFixed(1)} MB gzip)`,
    );
  }
  console.log(
    `build-live: ${files.length} files in ${path.relative(root, path.join(OUT, hash))}/`,
  );
}

main();
