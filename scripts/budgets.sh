#!/usr/bin/env bash
# Checks the footprint budgets of issue 6 and prints each actual figure:
#
#   (a) the direct dependencies are exactly the six design-card crates;
#   (b) at most 45 crates (unique names, our own workspace crates excluded) in
#       `cargo tree -e normal,build --target x86_64-unknown-linux-gnu`;
#   (c) the stripped release binary is at most 2,500,000 bytes
#       (decimal megabytes: 1 MB = 1,000,000 bytes): 2 MB until issue 40
#       item 3 made the release profile unwind (about 425 KB, BUILD.md);
#   (d) so is the static single-file build (scripts/build-static.sh, issue 14).
#
# (c) builds the release binary (`cargo build --release --locked`), which is
# why CI runs this script rather than `cargo test`. Exits non-zero when any
# budget is exceeded.
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
cd "$root"

EXPECTED_DEPS="async-net async-process getrandom miniserde rustix smol"
MAX_CRATES=45
MAX_BINARY_BYTES=2500000
MAX_STATIC_BYTES=2000000
TARGET=x86_64-unknown-linux-gnu

failed=0
verdict() { if "$@"; then echo "ok"; else echo "OVER BUDGET"; failed=1; fi; }

# (a) Direct dependencies, normal and build (dev-dependencies never ship),
# of every crate that ships: nexus and its workspace crates (a path
# dependency, shown by cargo tree with its directory, is ours, not a
# dependency). nexus-fuzz-checks is not shipped: nothing shipped uses it.
SHIPPED="nexus nexus-core nexus-sys nexus-runtime"
direct=$(for package in $SHIPPED; do
        cargo tree --locked -p "$package" -e normal,build --target "$TARGET" --depth 1 --prefix none \
            | awk 'NR > 1 && $3 !~ /^\(\// { print $1 }'
    done | sort -u | tr '\n' ' ' | sed 's/ $//')
printf '(a) direct dependencies of %s: %s ... ' "$SHIPPED" "$direct"
verdict test "$direct" = "$EXPECTED_DEPS"
[ "$direct" = "$EXPECTED_DEPS" ] || echo "    expected exactly: $EXPECTED_DEPS"

# (b) Every crate in the Linux build graph, by unique name.
crates=$(cargo tree --locked -e normal,build --target "$TARGET" --prefix none \
    | awk '$3 !~ /^\(\// { print $1 }' | sort -u)
count=$(grep -c . <<<"$crates")
printf '(b) crates in cargo tree -e normal,build for %s: %d (budget %d) ... ' "$TARGET" "$count" "$MAX_CRATES"
verdict test "$count" -le "$MAX_CRATES"

# (c) The stripped release binary.
cargo build --release --locked --quiet
target_dir=${CARGO_TARGET_DIR:-$root/target}
binary="$target_dir/release/nexus"
stripped=$(mktemp)
trap 'rm -f "$stripped"' EXIT
if command -v strip >/dev/null; then
    strip -o "$stripped" "$binary"
else
    cp "$binary" "$stripped" # the release profile already strips (strip = true)
fi
bytes=$(stat -c %s "$stripped")
printf '(c) stripped release binary: %d bytes = %s MB (budget %d bytes, 1 MB = 10^6 bytes) ... ' \
    "$bytes" "$(awk -v b="$bytes" 'BEGIN { printf "%.3f", b / 1e6 }')" "$MAX_BINARY_BYTES"
verdict test "$bytes" -le "$MAX_BINARY_BYTES"

# (d) The static build, as scripts/build-static.sh makes it.
static_bin=$(scripts/build-static.sh)
strip -o "$stripped" "$static_bin" 2>/dev/null || cp "$static_bin" "$stripped"
bytes=$(stat -c %s "$stripped")
printf '(d) stripped static binary (%s): %d bytes = %s MB (budget %d bytes) ... ' \
    "$("$static_bin" --version)" "$bytes" "$(awk -v b="$bytes" 'BEGIN { printf "%.3f", b / 1e6 }')" "$MAX_STATIC_BYTES"
verdict test "$bytes" -le "$MAX_STATIC_BYTES"

exit $failed
