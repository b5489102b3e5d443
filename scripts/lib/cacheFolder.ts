/**
 * The one folder outside the clone where the checks keep what a later run
 * can reuse: cargo's target folders (the example check, the live build),
 * tsc's build info, Prettier's and ESLint's caches (scripts/cached-check.mjs).
 * A fresh clone at any path finds them there (MAINTAINERS.md, What
 * `npm test` runs).
 *
 * MAKEPAD_BOOK_CACHE names it; otherwise it is `makepad-book` in
 * XDG_CACHE_HOME, or in ~/.cache. An empty variable counts as unset, as in
 * the shell's `${VAR:-…}`.
 */
import os from 'node:os';
import path from 'node:path';

type Env = Record<string, string | undefined>;

/**
 * The user's cache folder: XDG_CACHE_HOME, or ~/.cache (also where the
 * Makepad kit's setup.sh unpacks by default, scripts/lib/makepadStd.ts).
 */
export function cacheHome(env: Env = process.env): string {
  return env.XDG_CACHE_HOME || path.join(os.homedir(), '.cache');
}

export function cacheFolder(env: Env = process.env): string {
  return env.MAKEPAD_BOOK_CACHE || path.join(cacheHome(env), 'makepad-book');
}
