#!/usr/bin/env bash
# Build times and sizes of a tree (issue 41, point 6), for BUILD.md's
# before/after table: run it on this tree and on a base commit.
#
#   scripts/bench-build.sh            # this checkout
#   scripts/bench-build.sh REV        # a worktree of REV, built apart
#
# Prints: a clean `cargo build --release` (its own target dir, so nothing
# is shared), an incremental release build after touching the MCP adapter,
# `cargo test --no-run` after touching one test file (after a first
# `--no-run` that is not timed) and after touching src/lib.rs, the release
# binary's size, the number of test binaries, and lines per crate (code,
# docs, unit tests). Wall seconds; the machine is shared, so
# compare runs made one after the other.
set -euo pipefail
cd "$(dirname "$0")/.."
tree=$PWD
if [ -n "${1:-}" ]; then
    tree=$(mktemp -d /tmp/nexus-bench-build.XXXXXX)
    git worktree add -q --detach "$tree" "$1"
    trap 'git worktree remove --force "$tree"' EXIT
fi
target=$(mktemp -d /tmp/nexus-bench-target.XXXXXX)
compiled=$(mktemp)
cd "$tree"
# Wall seconds of a command; a failed command is an error, not a figure.
secs() {
    local t0 t1 log
    log=$(mktemp)
    t0=$(date +%s.%N)
    if ! "$@" >"$log" 2>&1; then
        rm -f "$compiled"
        echo "bench-build: '$*' failed in $PWD:" >&2
        tail -20 "$log" >&2
        rm -f "$log"
        return 1
    fi
    t1=$(date +%s.%N)
    # Which of the workspace's crates cargo compiled (not just checked fresh).
    grep -o 'Compiling nexus[a-z-]* ' "$log" | awk '{ print $2 }' | sort -u | tr '\n' ' ' >"$compiled"
    rm -f "$log"
    echo "$t1 - $t0" | bc
}
mcp=src/mcp/mod.rs
# The same tests in either layout: tests/pure.rs was a binary of its own
# until issue 41 point 5 moved it, with most others, into tests/it (one
# binary), so touching it rebuilds one small binary before and all of
# tests/it after.
one_test=
for f in tests/it/pure.rs tests/pure.rs; do
    if [ -f "$f" ]; then one_test=$f; break; fi
done
export CARGO_TARGET_DIR=$target
echo "tree: $(git rev-parse --short HEAD) ($tree)"
t=$(secs cargo build --release --locked)
echo "clean cargo build --release:            $t s"
touch "$mcp"
t=$(secs cargo build --release --locked -v)
echo "release build after touching $mcp: $t s (crates compiled again: $(cat "$compiled"))"
cargo test --no-run --locked -q >/dev/null 2>&1
touch "$one_test"
t=$(secs cargo test --no-run --locked)
echo "cargo test --no-run after touching $one_test: $t s"
# A change to the library: every test binary is rebuilt and linked again.
touch src/lib.rs
t=$(secs cargo test --no-run --locked)
echo "cargo test --no-run after touching src/lib.rs: $t s"
echo "release binary: $(stat -c %s "$target/release/nexus") bytes"
echo "test binaries: $(cargo test --no-run --locked 2>&1 | grep -c Executable)"
rm -rf "$target"
# Lines per crate: a unit test module is what follows `#[cfg(test)]` to the
# end of its file (where ours sit); docs are `//` lines; code is the rest
# that is not blank.
for dir in src crates/*/src; do
    [ -d "$dir" ] || continue
    find "$dir" -name '*.rs' -exec awk '
        FNR == 1 { t = 0 }
        /^#\[cfg\(test\)\]/ { t = 1 }
        /^[[:space:]]*$/ { next }
        t { test++; next }
        /^[[:space:]]*\/\// { doc++; next }
        { code++ }
        END { print code + 0, doc + 0, test + 0 }' {} + |
        awk -v d="$dir" '{ printf "lines in %-22s code %6d, docs %5d, unit tests %5d\n", d, $1, $2, $3 }'
done
