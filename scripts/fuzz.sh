#!/usr/bin/env bash
# Runs each cargo-fuzz target for SECONDS (default 60) on stable, without a
# sanitizer, one target after another on one core.
#
#   scripts/fuzz.sh [SECONDS] [TARGET...]
#
# Seeds come from fuzz/corpus/<target>/ (committed, never written to); what
# the fuzzer finds goes to fuzz/work/<target>/ (ignored by git), crashes to
# fuzz/artifacts/<target>/. Each target's libFuzzer log is fuzz/work/<target>.log
# and its closing figures are printed as one line. Exits non-zero if any
# target finds a crash or fails to build. See BUILD.md, "Fuzzing".
#
# Campaigns (BUILD.md, "Campaign figures"):
#   FUZZ_RUNS=N   also stop a target after N executions (issue 43: 30 min
#                 or 50 M executions, whichever comes first)
#   FUZZ_TIMEOUT=S  an input running longer than S seconds is a finding
#                 (default 10; a campaign at nice 19 on a busy machine may
#                 need more, as a starved process's input takes longer)
#   FUZZ_ASAN=1   build and run with AddressSanitizer on the stable
#                 compiler (RUSTC_BOOTSTRAP=1), in fuzz/target/asan so the
#                 plain build is kept; logs are work/<target>.asan.log
#
# Every build goes through scripts/fuzz-rustc.sh, which leaves the oracles
# (crates/fuzz-checks, serde_json) without coverage instrumentation. `rpc`
# is built a second time, without comparison tracing
# (`--no-trace-compares`), in fuzz/target/ntc (fuzz/target/asan-ntc under
# FUZZ_ASAN): its dictionary names every key and method of the protocol,
# and the tracing took 40 % of its time (BUILD.md, "The `rpc` target's
# rate").
set -euo pipefail

seconds=${1:-60}
# Longest input libFuzzer builds: room for the 1,000,000-byte depth bombs
# in the corpora (issue 15), which a nexus must refuse, not overflow on.
max_len=1048576
[ $# -gt 0 ] && shift
root=$(cd "$(dirname "$0")/.." && pwd)
# From inside fuzz/, cargo also reads fuzz/.cargo/config.toml, which points
# the fuzz crate's dependencies at fuzz/vendor/ (offline, like the main build).
cd "$root/fuzz"

if ! cargo fuzz --version >/dev/null 2>&1; then
    echo "cargo-fuzz is missing; installing it from crates.io"
    # From outside the repository: our .cargo/config.toml files would make
    # cargo look for cargo-fuzz in vendor/.
    (cd "${TMPDIR:-/tmp}" && cargo install cargo-fuzz --locked)
fi

# Every target by default: `cargo fuzz list` names each [[bin]] of
# fuzz/Cargo.toml, so a new target (json_diff, http_struct, rpc_struct…)
# is in the list as soon as it has its [[bin]].
if [ $# -gt 0 ]; then
    targets=("$@")
else
    mapfile -t targets < <(cargo fuzz list)
fi

export RUSTC_WRAPPER="$root/scripts/fuzz-rustc.sh"

# The sanitizer: none (stable) by default; ASan on request.
if [ "${FUZZ_ASAN:-0}" = 1 ]; then
    export RUSTC_BOOTSTRAP=1
    sanitizer=()
    dir=target/asan
    ntc_dir=target/asan-ntc
    suffix=.asan
else
    sanitizer=(--sanitizer none)
    dir=target
    ntc_dir=target/ntc
    suffix=
fi

# The build flags of target $1: comparison tracing for all but rpc.
build_flags() {
    if [ "$1" = rpc ]; then
        echo "${sanitizer[*]} --no-trace-compares --target-dir $ntc_dir"
    else
        echo "${sanitizer[*]} --target-dir $dir"
    fi
}
runs=()
[ -n "${FUZZ_RUNS:-}" ] && runs=(-runs="$FUZZ_RUNS")

mkdir -p work
echo "building the fuzz targets (release, ${sanitizer[*]:-asan}); log: fuzz/work/build$suffix.log"
if ! cargo fuzz build "${sanitizer[@]}" --target-dir "$dir" >"work/build$suffix.log" 2>&1; then
    tail -30 "work/build$suffix.log" >&2
    exit 1
fi
if [[ " ${targets[*]} " == *" rpc "* ]]; then
    echo "building rpc without comparison tracing; log: fuzz/work/build-ntc$suffix.log"
    # shellcheck disable=SC2046 # build_flags prints words
    if ! cargo fuzz build $(build_flags rpc) rpc >"work/build-ntc$suffix.log" 2>&1; then
        tail -30 "work/build-ntc$suffix.log" >&2
        exit 1
    fi
fi

status=0
for t in "${targets[@]}"; do
    mkdir -p "work/$t"
    log="work/$t$suffix.log"
    # rpc: 4 KiB, a session of some thirty lines. Each input is a whole
    # session read line by line, so its rate falls as its inputs grow (at
    # 16 KiB it ran half as fast, at 1 MB a tenth). Longer lines reach the
    # same checks through rpc_struct (1 MB), and the scans' fast paths for
    # texts of 4 KiB and more through json_read and json_scan; the 1 MB
    # depth bombs of rpc's corpus are replayed whole by `cargo test`
    # (BUILD.md, "The `rpc` target's rate").
    len=$max_len
    [ "$t" = rpc ] && len=4096
    echo "== $t: ${seconds} s"
    # shellcheck disable=SC2046 # build_flags prints words
    if cargo fuzz run $(build_flags "$t") "$t" "work/$t" "corpus/$t" -- \
        -max_total_time="$seconds" "${runs[@]}" -max_len="$len" -dict="dict/$t.dict" -print_final_stats=1 \
        -timeout="${FUZZ_TIMEOUT:-10}" -rss_limit_mb=2048 >"$log" 2>&1; then
        done_line=$(grep -E '^#[0-9]+[[:space:]]+DONE' "$log" | tail -1 || true)
        execs=$(sed -n 's/^stat::number_of_executed_units: *//p' "$log" | tail -1)
        cov=$(sed -n 's/.* cov: \([0-9]*\).*/\1/p' <<<"$done_line")
        ft=$(sed -n 's/.* ft: \([0-9]*\).*/\1/p' <<<"$done_line")
        corp=$(sed -n 's/.* corp: \([0-9]*\)\/.*/\1/p' <<<"$done_line")
        rate=$(sed -n 's/.* exec\/s: \([0-9]*\).*/\1/p' <<<"$done_line")
        echo "   $t: ok  execs=${execs:-?} exec/s=${rate:-?} cov=${cov:-?} ft=${ft:-?} corpus=${corp:-?}"
    else
        status=1
        echo "   $t: FAILED (log: fuzz/$log)"
        grep -E "panicked at|^[a-z].*invariant|SUMMARY|Test unit written|error" "$log" | head -8 | sed 's/^/     /' || true
    fi
done
exit $status
