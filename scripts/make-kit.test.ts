/**
 * scripts/make-kit.sh, from a stand-in for crates.io: the local kit's
 * crates and Makepad sources laid out as `cargo vendor --versioned-dirs`
 * writes them. What only GitHub can check (that crates.io's packages of
 * makepad-widgets 1.0.0 vendor and build the same): MAINTAINERS.md,
 * Publishing.
 */
import {execFileSync, spawnSync} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {findStdRs} from './lib/makepadStd';
import {readMakepadSources, unpackedMakepad} from './widget-facts/kit';

const REPO = path.resolve(__dirname, '..');
const SCRIPT = path.join(__dirname, 'make-kit.sh');

/**
 * `name = { path = '…' }` lines of a kit's cargo config, by crate name.
 * With `lock`, the file is read holding that lock (flock), as the local
 * kit's setup.sh holds it while it rewrites the config: the other test
 * files run setup.sh in parallel workers, and a plain read could find the
 * file half written.
 */
function patches(config: string, lock?: string): Map<string, string> {
  const text = lock
    ? execFileSync('flock', [lock, 'cat', config], {encoding: 'utf8'})
    : fs.readFileSync(config, 'utf8');
  return new Map(
    [...text.matchAll(/^([\w-]+) = \{ path = '([^']+)' \}$/gm)].map((match) => [
      match[1]!,
      match[2]!,
    ]),
  );
}

/** The crate folders of a directory source. */
function crateFolders(dir: string): string[] {
  return fs
    .readdirSync(dir, {withFileTypes: true})
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();
}

function makeKit(out: string, vendor: string) {
  return spawnSync('bash', [SCRIPT, out, vendor], {encoding: 'utf8'});
}

describe('make-kit.sh', () => {
  // The local kit, unpacked by its setup.sh, stands in for crates.io.
  const localMakepad = unpackedMakepad();
  const localRoot = path.dirname(localMakepad);
  const localPatches = patches(
    path.join(localRoot, 'cargo-config.toml'),
    path.join(localRoot, '.kit-lock'),
  );
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'make-kit-'));
  const vendor = path.join(work, 'vendor');
  const out = path.join(work, 'kit');

  // Links to the local kit's folders: make-kit.sh copies their contents.
  beforeAll(() => {
    fs.mkdirSync(vendor);
    const crates = path.join(localRoot, 'crates');
    for (const crate of crateFolders(crates)) {
      fs.symlinkSync(path.join(crates, crate), path.join(vendor, crate));
    }
    for (const [name, dir] of localPatches) {
      fs.symlinkSync(dir, path.join(vendor, `${name}-1.0.0`));
    }
  });
  afterAll(() => fs.rmSync(work, {recursive: true, force: true}));

  it('writes the layout the kit readers read, from a vendor folder', () => {
    const run = makeKit(out, vendor);
    expect(run.stderr).toContain('kit ready');
    expect(run.status).toBe(0);

    // setup.sh names the config as its last line, as the kit's does.
    const config = execFileSync('bash', [path.join(out, 'setup.sh')], {
      encoding: 'utf8',
    })
      .trim()
      .split('\n')
      .pop();
    expect(config).toBe(path.join(fs.realpathSync(out), 'cargo-config.toml'));

    // Every Makepad crate where the kit has it, every other crate a
    // directory source.
    const made = patches(config!);
    const relative = (map: Map<string, string>, root: string) =>
      [...map].map(([name, dir]) => [name, path.relative(root, dir)]).sort();
    expect(relative(made, path.dirname(config!))).toEqual(
      relative(localPatches, localRoot),
    );
    for (const [name, dir] of made) {
      expect(fs.readFileSync(path.join(dir, 'Cargo.toml'), 'utf8')).toMatch(
        new RegExp(`^name = "${name}"$`, 'm'),
      );
    }
    expect(crateFolders(path.join(out, 'crates'))).toEqual(
      crateFolders(path.join(localRoot, 'crates')),
    );
    const text = fs.readFileSync(config!, 'utf8');
    expect(text).toContain(
      `directory = '${path.join(path.dirname(config!), 'crates')}'`,
    );
    expect(text).toMatch(/^offline = true$/m);
  });

  it('is read by the widget facts, the shader library reader and cargo', () => {
    const saved = process.env.MAKEPAD_KIT;
    process.env.MAKEPAD_KIT = out;
    try {
      const makepad = unpackedMakepad();
      expect(makepad).toBe(path.join(fs.realpathSync(out), 'makepad'));
      const sources = readMakepadSources(makepad);
      expect([...sources.widgets.keys()]).toEqual([
        ...readMakepadSources(localMakepad).widgets.keys(),
      ]);
    } finally {
      if (saved === undefined) {
        delete process.env.MAKEPAD_KIT;
      } else {
        process.env.MAKEPAD_KIT = saved;
      }
    }
    const std = findStdRs(REPO, {MAKEPAD_KIT: out, XDG_CACHE_HOME: out});
    expect(std.stdRs).toBe(
      path.join(
        fs.realpathSync(out),
        'makepad',
        'draw',
        'src',
        'shader',
        'std.rs',
      ),
    );

    // Cargo resolves makepad-widgets 1.0.0 and every dependency offline.
    const crate = path.join(work, 'app');
    fs.mkdirSync(path.join(crate, 'src'), {recursive: true});
    fs.writeFileSync(
      path.join(crate, 'Cargo.toml'),
      '[package]\nname = "app"\nversion = "0.1.0"\nedition = "2021"\n\n[dependencies]\nmakepad-widgets = "1.0.0"\n',
    );
    fs.writeFileSync(path.join(crate, 'src', 'main.rs'), 'fn main() {}\n');
    const metadata = spawnSync(
      'cargo',
      [
        'metadata',
        '--format-version',
        '1',
        '--offline',
        '--config',
        path.join(out, 'cargo-config.toml'),
      ],
      {cwd: crate, encoding: 'utf8'},
    );
    expect(metadata.stderr).not.toMatch(/error/);
    expect(metadata.status).toBe(0);
    const packages = (
      JSON.parse(metadata.stdout) as {packages: {name: string}[]}
    ).packages.map((pkg) => pkg.name);
    expect(packages).toContain('makepad-widgets');
    expect(packages).toContain('makepad-draw');
  });

  it('stops when the vendor folder lacks a Makepad crate', () => {
    const partial = path.join(work, 'partial');
    fs.cpSync(vendor, partial, {recursive: true, verbatimSymlinks: true});
    fs.rmSync(path.join(partial, 'makepad-vector-1.0.0'));
    const run = makeKit(path.join(work, 'broken'), partial);
    expect(run.status).not.toBe(0);
    expect(run.stderr).toContain('makepad-vector is missing');
  });
});
