#!/usr/bin/env bash
# Concurrent calls through morloc's shared memory (issue 39), on the release
# binary: scripts/stress-morloc.py over the `stress` and `tables` programs
# built beside the morloc peer (tests/morloc/make-stress.py, make-tables.py).
#
# usage: scripts/stress-morloc.sh [--long]
#   default: 2 rounds of 8 calls per kind (the short run scripts/test.sh makes)
#   --long:  20 rounds of 16 calls per kind, for soak runs (BENCHMARKS.md)
# Without the peer it skips with a note; with CI=true a missing peer fails.
set -euo pipefail
cd "$(dirname "$0")/.."
peer=${NEXUS_MORLOC_PEER:-$HOME/.cache/nexus-ci/morloc-peer}
if [ ! -f "$peer/home/lib/libcppmorloc.a" ] || ! python3 -c 'import pyarrow' 2>/dev/null; then
    note="stress-morloc: no morloc peer at $peer or no pyarrow (PREFIX=$peer ../shared/morloc/build-peer.sh; python3 -m pip install pyarrow)"
    if [ "${CI:-}" = true ]; then echo "$note" >&2; exit 1; fi
    echo "$note; skipped"
    exit 0
fi
rounds=2 calls=8
if [ "${1:-}" = --long ]; then rounds=20 calls=16; fi

# Each program is built once per content of its generator (and the shared
# template filler), beside the peer, as tests/common/mod.rs peer_program does.
program() {
    local name=$1 hash out
    hash=$(cat "tests/morloc/make-$name.py" tests/morloc/morloc_templates.py | sha256sum | cut -c1-16)
    out="$(dirname "$peer")/morloc-$name/sh-$hash"
    if [ ! -f "$out/$name/$name-build/manifest.json" ]; then
        rm -rf "$out.tmp$$"
        python3 "tests/morloc/make-$name.py" "$peer" "$out.tmp$$" >&2
        mv "$out.tmp$$" "$out" 2>/dev/null || rm -rf "$out.tmp$$"
    fi
    echo "$out/$name/$name-build/manifest.json"
}
stress=$(program stress)
tables=$(program tables)
cargo build --release --locked -q
exec python3 scripts/stress-morloc.py target/release/nexus "$stress" "$tables" --rounds "$rounds" --calls "$calls"
