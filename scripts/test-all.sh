#!/usr/bin/env bash
# Sets up and runs every test of the Makepad Book, each through its
# package.json script (scripts/check-scripts.mjs checks every script's
# target exists and that the others are listed as not run here):
#   type check, formatting, ESLint, unit tests (Jest + Testing Library), the
#   example check (every crate under listings/ built against Makepad 1.0 and
#   loaded headlessly, scripts/test-examples.mjs), the live examples (the
#   widget gallery built to WebAssembly, scripts/build-live.mjs, which
#   installs Debian's Rust for the web), the production build of
#   both locales (which fails on broken links, anchors and Markdown links),
#   the translation files check, the search index tests (Node, against the
#   build: tests/build/), and the browser tests
#   (playwright-core driving Debian's Chromium against the served build).
# The example check runs beside the build and the stages after it, and is
# awaited before the browser tests (start_beside, below).
# Chromium comes from Debian (`chromium`), never from a download by npm.
set -euo pipefail
cd "$(dirname "$0")/.."

CHROMIUM_PATH="${CHROMIUM_PATH:-/usr/bin/chromium}"
export CHROMIUM_PATH

# Each stage's wall time, printed as the next one starts and, all together,
# at the end (MAINTAINERS.md, What `npm test` runs): CI's log then shows
# where its time went.
STAGES=()
STAGE_NAME=''
STAGE_START=0
RUN_START=$(date +%s)
# record_stage NAME SECONDS: one line of the summary, printed now too.
record_stage() {
  STAGES+=("$(printf '%5d s  %s' "$2" "$1")")
  printf '(%s: %d s)\n' "$1" "$2"
}
end_stage() {
  if [ -n "$STAGE_NAME" ]; then
    record_stage "$STAGE_NAME" $(($(date +%s) - STAGE_START))
  fi
}
step() {
  end_stage
  STAGE_NAME="$*"
  STAGE_START=$(date +%s)
  printf '\n==> %s\n' "$*"
}
stage_times() {
  end_stage
  STAGE_NAME=''
  printf '\n==> Time per stage\n'
  printf '%s\n' "${STAGES[@]}"
  printf '%5d s  in all\n' $(($(date +%s) - RUN_START))
}

# The example check runs beside the production build and the checks after
# it: it is bound to one core (cargo's freshness checks, then each example
# run in turn) while the build keeps about one and a half busy (measured
# on two cores: 56 s and 54 s one after the other, 68 s side by side). Its output
# is kept and shown when it is awaited, before the browser tests; it is
# started after the live build, so that the two never run apt-get at once.
BESIDE_PID=''
BESIDE_LOG=''
BESIDE_NAME=''
start_beside() {
  BESIDE_NAME="$1"
  shift
  BESIDE_LOG="$(mktemp)"
  printf '\n==> %s (beside the stages below; its output follows them)\n' "$BESIDE_NAME"
  # Its own session, so that a failure elsewhere can stop all of it.
  setsid bash -c 'start=$(date +%s); "$@" >"$0" 2>&1; rc=$?; echo "$rc $(($(date +%s) - start))" >"$0.end"' \
    "$BESIDE_LOG" "$@" &
  BESIDE_PID=$!
}
await_beside() {
  end_stage
  STAGE_NAME=''
  wait "$BESIDE_PID" || true
  BESIDE_PID=''
  printf '\n==> %s\n' "$BESIDE_NAME"
  cat "$BESIDE_LOG"
  local rc seconds
  read -r rc seconds <"$BESIDE_LOG.end" || { rc=1; seconds=0; }
  rm -f "$BESIDE_LOG" "$BESIDE_LOG.end"
  record_stage "$BESIDE_NAME (beside the build)" "$seconds"
  return "$rc"
}
on_exit() {
  if [ -n "$BESIDE_PID" ]; then
    kill -TERM -- "-$BESIDE_PID" 2>/dev/null || true
  fi
  stage_times
}
trap on_exit EXIT

ensure_debian_packages() {
  local missing=()
  [ -x "$CHROMIUM_PATH" ] || missing+=(chromium)
  # glslangValidator checks the GLSL of the unit tests (src/lib/mpsl) and of
  # the example check.
  command -v glslangValidator >/dev/null 2>&1 || missing+=(glslang-tools)
  if command -v dpkg >/dev/null 2>&1 && ! dpkg -s fonts-noto-cjk >/dev/null 2>&1; then
    missing+=(fonts-noto-cjk)
  fi
  [ ${#missing[@]} -eq 0 ] && return 0
  # One installer for the tests' Debian packages (root or password-less sudo).
  node scripts/system-packages.mjs "${missing[@]}"
  if [ ! -x "$CHROMIUM_PATH" ]; then
    echo "Chromium was not found at $CHROMIUM_PATH." >&2
    echo "Install Debian's Chromium and CJK fonts:  sudo apt-get install chromium fonts-noto-cjk" >&2
    echo "or point CHROMIUM_PATH at a Chromium binary." >&2
    exit 1
  fi
}

step "Chromium"
ensure_debian_packages
"$CHROMIUM_PATH" --version

if [ ! -d node_modules ]; then
  step "npm ci"
  npm ci --no-audit --no-fund
fi

step "package.json scripts"
node scripts/check-scripts.mjs

step "Type check"
npm run typecheck

step "Formatting"
npm run format:check

step "ESLint"
npm run lint

step "Unit tests"
npm run test:unit

step "Live examples: the widget gallery built to WebAssembly"
npm run build:live

start_beside "Examples: listings/ built and loaded against Makepad 1.0" \
  npm run test:examples

step "Production build (en + zh)"
npm run build

if git rev-parse --is-inside-work-tree >/dev/null 2>&1; then
  step "Translation files are up to date"
  # Both locales at once: each writes only its own folder of i18n/.
  npm run write-translations -- --locale en >/dev/null &
  en_translations=$!
  npm run write-translations -- --locale zh >/dev/null
  wait "$en_translations"
  if [ -n "$(git status --porcelain -- i18n)" ]; then
    git status --short -- i18n >&2
    echo 'write-translations changed i18n/: commit its output.' >&2
    exit 1
  fi
fi

step "Search index of the build: every route, recall, relevance"
npm run test:build

step "Translation status (report only; --strict is for releases)"
npm run translation-status

await_beside

step "Browser tests"
npm run test:e2e
