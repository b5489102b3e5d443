#!/usr/bin/env bash
# Makes a Makepad 1.0 kit from crates.io, for a machine that has no copy of
# the hand-made kit (../shared/makepad-1.0/): the deploy workflow on GitHub
# (MAINTAINERS.md, Publishing).
#
#   bash scripts/make-kit.sh OUT [VENDOR]
#     OUT     the kit folder to write (emptied first); point MAKEPAD_KIT at it
#     VENDOR  a `cargo vendor --versioned-dirs` folder to use instead of
#             vendoring makepad-widgets 1.0.0 and its dependencies from
#             crates.io (the unit test passes one made from the local kit)
#
# OUT gets the layout the hand-made kit's setup.sh unpacks, which the example
# check (scripts/test-examples.mjs), the widget facts (scripts/widget-facts/
# kit.ts) and the shader-library reader (scripts/lib/makepadStd.ts) read:
#   OUT/makepad/<dir>       each Makepad crate where it sits in Makepad's
#                           repository (widgets/, draw/, platform/, libs/…)
#   OUT/crates/             every other crate, a cargo directory source
#   OUT/cargo-config.toml   crates-io replaced by OUT/crates, offline, the
#                           Makepad crates patched to their OUT/makepad paths
#   OUT/setup.sh            prints the config's path, as the kit's setup.sh
#                           does (the kit is already unpacked)
set -euo pipefail

say() { echo "make-kit: $*" >&2; }
die() { say "error: $*"; exit 1; }

[ $# -ge 1 ] && [ $# -le 2 ] || { sed -n '2,21p' "${BASH_SOURCE[0]}" | sed 's/^# \{0,1\}//' >&2; exit 2; }
OUT=$1
VENDOR=${2:-}
case $OUT in *"'"*|*$'\n'*) die "OUT must not contain a quote or a newline: $OUT" ;; esac

# Where each Makepad crate that makepad-widgets 1.0.0 pulls in (on any target)
# sits in Makepad's repository at tag 1.0.0: the same places as in the
# hand-made kit, so that the readers find widgets/src, draw/src/turtle.rs and
# draw/src/shader/std.rs where they look.
MAKEPAD_DIRS='
makepad-android-state libs/android_state
makepad-derive-live platform/derive_live
makepad-derive-wasm-bridge libs/wasm_bridge/derive
makepad-derive-widget widgets/derive_widget
makepad-draw draw
makepad-fonts-chinese-bold widgets/fonts/chinese_bold
makepad-fonts-chinese-bold-2 widgets/fonts/chinese_bold_2
makepad-fonts-chinese-regular widgets/fonts/chinese_regular
makepad-fonts-chinese-regular-2 widgets/fonts/chinese_regular_2
makepad-fonts-emoji widgets/fonts/emoji
makepad-futures libs/futures
makepad-futures-legacy libs/futures_legacy
makepad-html libs/html
makepad-http libs/http
makepad-jni-sys libs/jni-sys
makepad-live-compiler platform/live_compiler
makepad-live-id libs/live_id
makepad-live-id-macros libs/live_id/id_macros
makepad-live-tokenizer platform/live_tokenizer
makepad-math libs/math
makepad-micro-proc-macro libs/micro_proc_macro
makepad-micro-serde libs/micro_serde
makepad-micro-serde-derive libs/micro_serde/derive
makepad-objc-sys libs/objc-sys
makepad-platform platform
makepad-rustybuzz libs/rustybuzz
makepad-shader-compiler platform/shader_compiler
makepad-ttf-parser libs/ttf-parser
makepad-vector draw/vector
makepad-wasm-bridge libs/wasm_bridge
makepad-widgets widgets
makepad-zune-core libs/zune-core
makepad-zune-jpeg libs/zune-jpeg
makepad-zune-png libs/zune-png
'

dir_of() { printf '%s' "$MAKEPAD_DIRS" | awk -v name="$1" '$1 == name { print $2 }'; }

# The package name in a vendored crate's Cargo.toml (its [package] section).
package_name() {
  awk '/^\[/ { in_package = ($0 == "[package]") } in_package && /^name *=/ { gsub(/^name *= *"|"$/, ""); print; exit }' "$1/Cargo.toml"
}

rm -rf "$OUT"
mkdir -p "$OUT"
OUT=$(cd "$OUT" && pwd -P)

# --- 1. the crates, from crates.io unless a vendor folder is given -------------------------------
if [ -z "$VENDOR" ]; then
  command -v cargo >/dev/null || die "cargo is needed to vendor the crates"
  scratch=$OUT/.vendor-crate
  mkdir -p "$scratch/src"
  cat >"$scratch/Cargo.toml" <<'EOF'
[package]
name = "makepad-book-kit"
version = "0.0.0"
edition = "2021"
publish = false

[dependencies]
makepad-widgets = "=1.0.0"
EOF
  echo 'fn main() {}' >"$scratch/src/main.rs"
  say "cargo vendor: makepad-widgets 1.0.0 and its dependencies from crates.io"
  # Every target's dependencies, as in the hand-made kit (cargo vendor
  # always vendors for every platform).
  (cd "$scratch" && cargo vendor --versioned-dirs --quiet "$OUT/.vendor" >/dev/null)
  VENDOR=$OUT/.vendor
fi
[ -d "$VENDOR" ] || die "no vendor folder at $VENDOR"

# --- 2. Makepad's crates into makepad/, the others into crates/ ----------------------------------
# First which crate is which, so that a missing or unknown Makepad crate
# stops the script before anything is copied.
crates= makepad_crates= placed=
for crate in $(ls "$VENDOR" | sort); do
  src=$VENDOR/$crate
  [ -f "$src/Cargo.toml" ] || continue
  name=$(package_name "$src")
  case $name in
    makepad-*)
      [ -n "$(dir_of "$name")" ] || die "$crate: a Makepad crate the kit has no place for (add it to MAKEPAD_DIRS)"
      printf '%s\n' "$placed" | grep -qx "$name" && die "two versions of $name in $VENDOR"
      placed="$placed$name"$'\n'
      makepad_crates="$makepad_crates $crate:$name"
      ;;
    *)
      [ -f "$src/.cargo-checksum.json" ] || die "$crate has no .cargo-checksum.json: not a cargo vendor folder"
      crates="$crates $crate"
      ;;
  esac
done
for name in $(printf '%s' "$MAKEPAD_DIRS" | awk 'NF { print $1 }'); do
  printf '%s\n' "$placed" | grep -qx "$name" || die "$name is missing from $VENDOR"
done

mkdir -p "$OUT/makepad" "$OUT/crates"
for entry in $makepad_crates; do
  crate=${entry%%:*} dir=$(dir_of "${entry#*:}")
  mkdir -p "$OUT/makepad/$dir"
  # Merged into the folder: a crate nested in another (draw/vector in draw)
  # may be placed before or after its parent.
  cp -R "$VENDOR/$crate/." "$OUT/makepad/$dir/"
  rm -f "$OUT/makepad/$dir/.cargo-checksum.json"
done
for crate in $crates; do
  mkdir "$OUT/crates/$crate"
  cp -R "$VENDOR/$crate/." "$OUT/crates/$crate/"
done
rm -rf "$OUT/.vendor" "$OUT/.vendor-crate"

# --- 3. the cargo config and setup.sh ------------------------------------------------------------
CFG=$OUT/cargo-config.toml
{
  echo "# Written by scripts/make-kit.sh (Makepad 1.0 kit from crates.io)."
  echo "# Use: cargo check --offline --config '$CFG'"
  echo
  echo "[source.crates-io]"
  echo "replace-with = \"makepad-1-0-kit\""
  echo
  echo "[source.makepad-1-0-kit]"
  echo "directory = '$OUT/crates'"
  echo
  echo "[net]"
  echo "offline = true"
  echo
  echo "[patch.crates-io]"
  printf '%s' "$MAKEPAD_DIRS" | awk -v mp="$OUT/makepad" 'NF { printf "%s = { path = '\''%s/%s'\'' }\n", $1, mp, $2 }'
} >"$CFG"

cat >"$OUT/setup.sh" <<EOF
#!/usr/bin/env bash
# Written by scripts/make-kit.sh: this kit is unpacked already; like the
# hand-made kit's setup.sh, print the cargo config's path as the last line.
echo '$CFG'
EOF
say "kit ready in $OUT ($(ls "$OUT/crates" | wc -l) crates, $(printf '%s' "$placed" | grep -c .) Makepad crates)"
echo "$OUT"
