import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(__dirname, '..', '..');

type Platform = 'desktop' | 'web' | 'mobile' | 'embedded';

/**
 * The TOOLCHAINS table of cargo-makepad 1.0.0 (tools/cargo_makepad/src/
 * check/mod.rs): target, whether it builds std with -Z (nightly only),
 * platform. x86_64-unknown-linux-gnu appears twice, once as a desktop
 * binary and once as the embedded linux_direct build.
 */
const TOOLCHAINS: ReadonlyArray<[string, boolean, Platform]> = [
  ['aarch64-apple-darwin', false, 'desktop'],
  ['x86_64-pc-windows-msvc', false, 'desktop'],
  ['x86_64-unknown-linux-gnu', false, 'desktop'],
  ['x86_64-unknown-linux-gnu', false, 'embedded'],
  ['wasm32-unknown-unknown', false, 'web'],
  ['aarch64-linux-android', false, 'mobile'],
  ['aarch64-apple-ios', false, 'mobile'],
  ['x86_64-linux-android', false, 'mobile'],
  ['aarch64-apple-tvos', true, 'mobile'],
  ['aarch64-apple-tvos-sim', true, 'mobile'],
  ['i686-linux-android', false, 'mobile'],
  ['aarch64-apple-ios-sim', false, 'mobile'],
  ['x86_64-apple-ios', false, 'mobile'],
  ['x86_64-apple-tvos', true, 'mobile'],
  ['x86_64-apple-darwin', false, 'desktop'],
  ['x86_64-pc-windows-gnu', false, 'desktop'],
];

/** Runs and distinct targets of `check all`, counted as check_crate does. */
function checkAll(platforms: Platform[]): {runs: number; targets: number} {
  const selected = TOOLCHAINS.filter(([, , p]) => platforms.includes(p));
  const runs = selected.reduce(
    (sum, [, nightlyOnly]) => sum + (nightlyOnly ? 1 : 2),
    0,
  );
  const targets = new Set(selected.map(([target]) => target)).size;
  return {runs, targets};
}

describe('cargo makepad check all', () => {
  // makepad-check-platform defaults to "desktop,web,mobile".
  const {runs, targets} = checkAll(['desktop', 'web', 'mobile']);

  it('counts the runs of the default platforms', () => {
    expect(runs).toBe(27);
    expect(targets).toBe(15);
  });

  it('states the same count in English and Chinese', () => {
    const en = fs.readFileSync(
      path.join(root, 'docs/api/commands.mdx'),
      'utf8',
    );
    const zh = fs.readFileSync(
      path.join(
        root,
        'i18n/zh-Hans/docusaurus-plugin-content-docs/current/api/commands.mdx',
      ),
      'utf8',
    );
    expect(en).toContain(
      `that is ${runs} \`cargo check\` runs over ${targets} targets`,
    );
    expect(zh).toContain(`在 ${targets} 个目标上共运行 ${runs} 次`);
  });
});
