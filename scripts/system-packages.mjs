#!/usr/bin/env node
/**
 * The one place that installs Debian packages for the tests: Chromium and
 * the CJK fonts for the browser tests (scripts/test-all.sh), the linker
 * libraries and glslang for the example check (scripts/test-examples.mjs).
 * It installs with apt-get when it runs as root or with password-less sudo;
 * otherwise, or off Debian, it installs nothing and the caller says what is
 * missing.
 *
 *   node scripts/system-packages.mjs [--no-install-recommends] PACKAGE...
 *       installs those missing (with their recommended packages unless told)
 *
 * `unpackPackage` fetches a package's files without installing it, for a
 * file a build needs but the system must not take up (a font that
 * fontconfig would then offer to Chromium, for example).
 */
import {spawnSync} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import {fileURLToPath} from 'node:url';

/** Whether `dpkg-query` exists (a Debian-like system). */
export function isDebian() {
  return spawnSync('dpkg-query', ['--version']).status === 0;
}

/** Whether the Debian package `pkg` is installed. */
export function installed(pkg) {
  const result = spawnSync('dpkg-query', ['-W', '-f=${Status}', pkg], {
    encoding: 'utf8',
  });
  return result.status === 0 && result.stdout.includes('install ok installed');
}

/** apt-get, as root or through password-less sudo; undefined when neither. */
function aptCommand() {
  if (spawnSync('apt-get', ['--version']).status !== 0) {
    return undefined;
  }
  if (process.getuid?.() === 0) {
    return ['apt-get'];
  }
  return spawnSync('sudo', ['-n', 'true']).status === 0
    ? ['sudo', 'apt-get']
    : undefined;
}

/**
 * Installs those of `packages` that are missing (the package lists are
 * updated when a first attempt fails, as on a fresh machine), with their
 * recommended packages unless `recommends` is false. Returns the packages
 * still missing.
 *
 * With `newest`, the package lists are updated first and every one of
 * `packages` is installed or upgraded to the newest version they offer: for
 * a caller that found an installed version too old, or a machine whose
 * lists predate the security suite's newer release (bookworm's own
 * rustc-web is 1.85, bookworm-security's 1.96).
 */
export function ensurePackages(
  packages,
  {recommends = true, newest = false} = {},
) {
  if (!isDebian()) {
    return [...packages];
  }
  const toInstall = newest
    ? [...packages]
    : packages.filter((pkg) => !installed(pkg));
  const apt = aptCommand();
  if (toInstall.length === 0 || !apt) {
    return toInstall.filter((pkg) => !installed(pkg));
  }
  console.log(
    `==> Installing Debian packages${newest ? ' (newest versions)' : ''}: ${toInstall.join(' ')}`,
  );
  const env = {...process.env, DEBIAN_FRONTEND: 'noninteractive'};
  const run = (...args) =>
    spawnSync(apt[0], [...apt.slice(1), ...args], {
      stdio: ['ignore', 'ignore', 'inherit'],
      env,
    }).status === 0;
  const install = () =>
    run(
      'install',
      '-y',
      '-qq',
      ...(recommends ? [] : ['--no-install-recommends']),
      ...toInstall,
    );
  // `||` runs the first install only without `newest`.
  if (newest || !install()) {
    run('update', '-qq');
    install();
  }
  return toInstall.filter((pkg) => !installed(pkg));
}

/**
 * Downloads the Debian package `pkg` with `apt-get download` (no root
 * needed; as root the package lists are updated when the first attempt
 * fails, as on a fresh machine) and unpacks its files into `dir`. Returns
 * whether `dir` holds them.
 */
export function unpackPackage(pkg, dir) {
  if (fs.existsSync(path.join(dir, '.unpacked'))) {
    return true;
  }
  if (!isDebian() || spawnSync('apt-get', ['--version']).status !== 0) {
    return false;
  }
  const download = path.join(dir, '.download');
  fs.rmSync(dir, {recursive: true, force: true});
  fs.mkdirSync(download, {recursive: true});
  // apt-get download, as root, hands the file to its own user `_apt`.
  fs.chmodSync(download, 0o777);
  const fetch = () =>
    spawnSync('apt-get', ['download', '-qq', pkg], {
      cwd: download,
      stdio: ['ignore', 'ignore', 'inherit'],
    }).status === 0;
  const apt = aptCommand();
  if (
    !fetch() &&
    !(
      apt &&
      spawnSync(apt[0], [...apt.slice(1), 'update', '-qq']).status === 0 &&
      fetch()
    )
  ) {
    return false;
  }
  const deb = fs.readdirSync(download).find((file) => file.endsWith('.deb'));
  if (
    !deb ||
    spawnSync('dpkg-deb', ['-x', path.join(download, deb), dir]).status !== 0
  ) {
    return false;
  }
  fs.rmSync(download, {recursive: true, force: true});
  fs.writeFileSync(path.join(dir, '.unpacked'), `${deb}\n`);
  return true;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const args = process.argv.slice(2);
  const packages = args.filter((arg) => !arg.startsWith('--'));
  if (packages.length === 0 || args.includes('--help')) {
    console.log(
      'Usage: node scripts/system-packages.mjs [--no-install-recommends] PACKAGE...',
    );
    process.exit(0);
  }
  const left = ensurePackages(packages, {
    recommends: !args.includes('--no-install-recommends'),
  });
  if (left.length > 0 && isDebian()) {
    console.error(`Not installed: ${left.join(' ')}`);
  }
}
