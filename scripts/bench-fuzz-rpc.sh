#!/usr/bin/env bash
# The `rpc` fuzz target's rate before and after a change, measured in one
# run on the same machine state (issue 43 item 2; BUILD.md, "The `rpc`
# target's rate").
#
#   scripts/bench-fuzz-rpc.sh [BEFORE_COMMIT] [SECONDS] [RUNS]
#
# BEFORE_COMMIT (default 9974536, main before issue 43's changes) is
# unpacked with `git archive` into $WORK/src-BEFORE_COMMIT ($WORK defaults
# to /tmp/bench-fuzz-rpc) and its `rpc` target built there as it was then,
# once (kept for the next run). This tree's `rpc` is built twice, both
# through scripts/fuzz-rustc.sh (the oracles uninstrumented), as
# scripts/fuzz.sh builds its targets:
#
#   traced  with comparison tracing, as every other target is built;
#   after   without it (`--no-trace-compares`), as fuzz.sh builds rpc.
#
# Then:
#
# 1. CPU time (user+sys, /usr/bin/time) of `rpc -runs=RUNS` over the
#    committed corpus fuzz/corpus/rpc, for each binary in turn;
# 2. libFuzzer for SECONDS (default 60) each, the three binaries at once,
#    with scripts/fuzz.sh's flags (committed corpus, its dictionary,
#    -seed=43), at fuzz.sh's -max_len=4096 and at the 16384 it used before (or the lengths in
#    $LENS), and the coverage each reached (cov, ft). ALONE=1 runs them one
#    after another instead, so that none shares a core with another.
#
# The machine is shared, so wall-clock exec/s swings with the load; the
# comparable figure is executions per CPU-second, printed for each.
set -euo pipefail

before=${1:-9974536}
binaries=(before traced after)
seconds=${2:-60}
runs=${3:-20}
work=${WORK:-/tmp/bench-fuzz-rpc}
root=$(cd "$(dirname "$0")/.." && pwd)
triple=$(rustc -vV | sed -n 's/^host: //p')
bin=target/$triple/release/rpc

mkdir -p "$work"
if [ ! -x "$work/src-$before/fuzz/$bin" ]; then
    echo "building rpc at $before in $work/src-$before (log: $work/before-build.log)"
    rm -rf "$work/src-$before" && mkdir -p "$work/src-$before"
    git -C "$root" archive "$before" | tar -x -C "$work/src-$before"
    (cd "$work/src-$before/fuzz" && env -u RUSTC_WRAPPER cargo fuzz build --sanitizer none rpc) >"$work/before-build.log" 2>&1
fi
echo "building rpc in this tree, traced and after (log: $work/after-build.log)"
(
    cd "$root/fuzz"
    export RUSTC_WRAPPER="$root/scripts/fuzz-rustc.sh"
    cargo fuzz build --sanitizer none --target-dir target rpc
    cargo fuzz build --sanitizer none --no-trace-compares --target-dir target/ntc rpc
) >"$work/after-build.log" 2>&1
cp "$work/src-$before/fuzz/$bin" "$work/rpc-before"
cp "$root/fuzz/$bin" "$work/rpc-traced"
cp "$root/fuzz/target/ntc/${bin#target/}" "$work/rpc-after"

corpus=$root/fuzz/corpus/rpc
dict=$root/fuzz/dict/rpc.dict
inputs=$(find "$corpus" -type f | wc -l)

# CPU seconds (user+sys) of a command whose output goes to $2.
cpu() {
    local out=$1
    shift
    /usr/bin/time -f '%U %S' -o "$out.time" "$@" >"$out" 2>&1 || true
    awk '{printf "%.2f", $1 + $2}' "$out.time"
}

echo "== replay: -runs=$runs over the $inputs committed inputs (CPU seconds, user+sys)"
for which in "${binaries[@]}"; do
    t=$(cpu "$work/replay-$which.log" "$work/rpc-$which" -runs="$runs" "$corpus"/*)
    n=$((runs * inputs))
    echo "   $which: $n executions in $t CPU s = $(awk -v n="$n" -v t="$t" 'BEGIN{printf "%d", n / t}') per CPU-second"
done

# The binaries at once for $seconds with -max_len=$1; prints each one's
# executions, libFuzzer's exec/s, CPU seconds, executions per CPU-second,
# and the coverage it reached.
fuzz_all() {
    local len=$1 which
    for which in "${binaries[@]}"; do
        rm -rf "$work/fuzz-$which" && mkdir -p "$work/fuzz-$which"
        (cpu "$work/fuzz-$which-$len.log" "$work/rpc-$which" "$work/fuzz-$which" "$corpus" \
            -max_total_time="$seconds" -max_len="$len" -dict="$dict" -seed=43 \
            -print_final_stats=1 -timeout=10 -rss_limit_mb=2048 >"$work/fuzz-$which-$len.cpu") &
        # ALONE=1: one binary at a time, each with a core to itself.
        [ "${ALONE:-0}" = 1 ] && wait
    done
    wait
    for which in "${binaries[@]}"; do
        local log=$work/fuzz-$which-$len.log t n done_line rate cov ft
        t=$(cat "$work/fuzz-$which-$len.cpu")
        n=$(sed -n 's/^stat::number_of_executed_units: *//p' "$log" | tail -1)
        done_line=$(grep -E '^#[0-9]+[[:space:]]+DONE' "$log" | tail -1 || true)
        rate=$(sed -n 's/.* exec\/s: \([0-9]*\).*/\1/p' <<<"$done_line")
        cov=$(sed -n 's/.* cov: \([0-9]*\).*/\1/p' <<<"$done_line")
        ft=$(sed -n 's/.* ft: \([0-9]*\).*/\1/p' <<<"$done_line")
        echo "   $which: ${n:-?} executions, ${rate:-?} exec/s, $t CPU s = $(awk -v n="${n:-0}" -v t="$t" 'BEGIN{printf "%d", n / t}') per CPU-second, cov ${cov:-?} ft ${ft:-?}"
    done
}

for len in ${LENS:-4096 16384}; do
    echo "== libFuzzer ${seconds} s, -max_len=$len, ${binaries[*]} $([ "${ALONE:-0}" = 1 ] && echo "one after another" || echo "at once") (load: $(cut -d' ' -f1-3 /proc/loadavg))"
    fuzz_all "$len"
done
