#!/usr/bin/env bash
# The rustc wrapper (RUSTC_WRAPPER) of every fuzz build: scripts/fuzz.sh,
# .clusterfuzzlite/build.sh and fuzz/oss-fuzz/build.sh set it. It builds
# the oracles without libFuzzer's coverage instrumentation and leaves every
# other crate as cargo-fuzz asked.
#
# The oracles are the code that judges an answer, not the code under test:
# the checks crate (crates/fuzz-checks: reference models, a second reading
# of every reply, the sets of lines already passed) and serde_json, the
# independent reader `json_diff` holds ours to. Coverage of their branches
# told libFuzzer nothing about nexus: it kept inputs that took the oracle's
# other road (a line met for the first time, a cache emptied), and every
# basic block they ran cost a counter and a feature to collect after each
# run. Without it the code under test is covered as before, and the `rpc`
# target runs faster (BUILD.md, "The `rpc` target's rate").
#
# Only the coverage pass is dropped (`-Cpasses=sancov-module`, in either
# spelling); the sanitizer, `--cfg fuzzing`, debug assertions and overflow
# checks stay.
#
# Usage (by cargo): fuzz-rustc.sh RUSTC ARGS...
set -euo pipefail

rustc=$1
shift

oracle=0
prev=
for a in "$@"; do
    if [ "$prev" = --crate-name ]; then
        case "$a" in
        nexus_fuzz_checks | serde_json | serde | serde_core | memchr) oracle=1 ;;
        esac
    fi
    prev=$a
done
[ "$oracle" = 1 ] || exec "$rustc" "$@"

args=()
skip=0
for a in "$@"; do
    if [ "$skip" = 1 ]; then
        skip=0
        [ "$a" = passes=sancov-module ] && continue
        args+=(-C "$a")
        continue
    fi
    case "$a" in
    -Cpasses=sancov-module) ;;
    -C) skip=1 ;;
    *) args+=("$a") ;;
    esac
done
exec "$rustc" "${args[@]}"
