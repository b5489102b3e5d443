/**
 * The build profile of `npm run benchmark` (scripts/benchmark.mjs): seconds
 * per locale and phase, read from the output of a build run with
 * Docusaurus's performance log on (`DOCUSAURUS_PERF_LOGGER=true`), whose
 * lines read `[PERF] Build > <locale> > <phase> - <duration> - (memory)`.
 */

/** The phases of one locale's build, in the order they run. */
export const PROFILE_PHASES = [
  'Load site',
  'Bundling with rspack',
  'SSG',
  'Broken links checker',
  'postBuild()',
] as const;

/** Parts of "Load site" worth their own line. */
const LOAD_SITE_PARTS: Record<string, string> = {
  'Load site > Load context > VCS init': 'Load site: Git history',
  'Load site > Load plugins > Load plugins content':
    "Load site: plugins' content",
};

const PERF_LINE =
  /^\[PERF\] Build > ([\w-]+) > (.+?) - ([\d.]+) (ms|seconds)/gm;
// eslint-disable-next-line no-control-regex -- the log's colour codes
const COLOUR = /\x1b\[[0-9;]*m/g;

/** `"<locale>: <phase>"` → seconds, rounded to a tenth, in log order. */
export function buildProfile(output: string): Map<string, number> {
  const profile = new Map<string, number>();
  for (const match of output.replace(COLOUR, '').matchAll(PERF_LINE)) {
    const [, locale, label = '', value, unit] = match;
    const phase = (PROFILE_PHASES as readonly string[]).includes(label)
      ? label
      : LOAD_SITE_PARTS[label];
    if (phase) {
      const seconds = unit === 'ms' ? Number(value) / 1000 : Number(value);
      profile.set(`${locale}: ${phase}`, Math.round(seconds * 10) / 10);
    }
  }
  return profile;
}
