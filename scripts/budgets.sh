#!/usr/bin/env bash
# Checks the footprint budgets (issues 6 and 42) and prints each actual
# figure (decimal megabytes: 1 MB = 1,000,000 bytes):
#
#   (a) the direct dependencies are exactly the six design-card crates;
#   (b) at most 45 crates (unique names, our own workspace crates excluded) in
#       `cargo tree -e normal,build --target x86_64-unknown-linux-gnu`;
#   (c) the full static single file (scripts/build-static.sh) at the speed
#       profile (release) is at most 3,500,000 bytes;
#   (d) the full static file at the size profile (minimal) is at most
#       2,200,000 bytes: what minimal images ship;
#   (e) the minimal feature set's static file (NEXUS_CARGO_ARGS=
#       --no-default-features, size profile) is at most 1,300,000 bytes.
#
# No budget on the dynamic release binary any more: since issue 42 the
# release profile is chosen for speed, and the dynamic binary runs on a
# full system, where its size costs nothing that matters. A size
# regression in the code still shows in (c), which is the same code at the
# same profile, linked statically with musl.
#
# (c)-(e) build the static files (three builds in target/static-build, the
# ordinary target/ untouched), which is why CI runs this script rather than
# `cargo test`. Exits non-zero when any counted budget is exceeded.
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
cd "$root"

EXPECTED_DEPS="async-net async-process getrandom miniserde rustix smol"
MAX_CRATES=45
# (c) and (d) were meant as 2.5 MB and 2 MB (issue 42), but on stable Rust
# (no -Zbuild-std) the figures do not support them: at opt-level 2 with
# unwinding the static file is 3,407,528 bytes (3,530,792 at 3; speed is
# what this profile is for), and at "z" with panic = "abort" 2,097,064
# (BUILD.md, "Profiles: speed by default, size on request"). The prebuilt
# std brings its backtrace symbolizer and unwind tables, which only
# NEXUS_STATIC_STD=source (nightly features) drops. So: about 3 % and 5 %
# of headroom over today's figures, until the feature builds cut them.
# (e) was meant as 1 MB: the minimal feature set at the size profile is
# 1,230,824 bytes on stable, and 959,056 with NEXUS_STATIC_STD=source
# (-Zbuild-std, nightly features through RUSTC_BOOTSTRAP=1), measured the
# same day. 1 MB holds only with the nightly option, which the budget must
# not need; so 1,300,000, about 5 % over the stable figure.
# Raised in issue 43-45's stop: four capabilities came in by default
# (nexus fuzz; start --container and the tokens catalog; morloc's output
# forms with their Arrow/FlatBuffers and CSV writers and run records),
# +291,232 bytes on (c) (3,410,344 -> 3,701,576) and +161,832 on (d)
# (2,100,648 -> 2,262,480), measured by CI's run of a1560a2. The build
# without them, (e), stayed at 1,244,136. Again about 3 % of headroom.
MAX_SPEED_STATIC_BYTES=3800000
MAX_SIZE_STATIC_BYTES=2330000
MAX_MINIMAL_FEATURES_BYTES=1300000
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

stripped=$(mktemp)
trap 'rm -f "$stripped"' EXIT
# static_size LABEL BUDGET [build-static.sh arguments]: builds, strips again
# and prints one line; NEXUS_CARGO_ARGS passes through to the build.
static_size() {
    local label=$1 budget=$2 bin bytes
    shift 2
    bin=$(scripts/build-static.sh "$@") || { printf '%s: scripts/build-static.sh failed ... ' "$label"; return 1; }
    strip -o "$stripped" "$bin" 2>/dev/null || cp "$bin" "$stripped"
    bytes=$(stat -c %s "$stripped")
    printf '%s (%s, %s): %d bytes = %s MB (budget %d bytes) ... ' \
        "$label" "$("$bin" --version)" "${bin#"$root"/}" "$bytes" \
        "$(awk -v b="$bytes" 'BEGIN { printf "%.3f", b / 1e6 }')" "$budget"
    [ "$bytes" -le "$budget" ]
}

# (c) The full static file, speed profile: what scripts/build-static.sh
# builds by default.
if static_size "(c) static, release profile" "$MAX_SPEED_STATIC_BYTES"; then echo ok; else echo "OVER BUDGET"; failed=1; fi

# (d) The full static file, size profile.
if static_size "(d) static, minimal profile" "$MAX_SIZE_STATIC_BYTES" --profile minimal; then echo ok; else echo "OVER BUDGET"; failed=1; fi

# (e) The minimal feature set, size profile.
if NEXUS_CARGO_ARGS=--no-default-features static_size "(e) static, minimal profile, --no-default-features" \
    "$MAX_MINIMAL_FEATURES_BYTES" --profile minimal; then echo ok; else echo "OVER BUDGET"; failed=1; fi

exit $failed
