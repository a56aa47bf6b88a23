#!/usr/bin/env bash
# The `rpc` fuzz target's rate before and after a change, measured in one
# run on the same machine state (issue 43 item 2; BUILD.md, "The `rpc`
# target's rate").
#
#   scripts/bench-fuzz-rpc.sh [BEFORE_COMMIT] [SECONDS] [RUNS]
#
# BEFORE_COMMIT (default 9974536, main before the change) is unpacked with
# `git archive` into $WORK/src-BEFORE_COMMIT ($WORK defaults to /tmp/bench-fuzz-rpc) and its `rpc` target
# built there, once (kept for the next run); the after binary is this
# tree's. Then:
#
# 1. CPU time (user+sys, /usr/bin/time) of `rpc -runs=RUNS` over the
#    committed corpus fuzz/corpus/rpc, before, then after;
# 2. libFuzzer for SECONDS (default 60) each, before and after at once, with
#    scripts/fuzz.sh's flags (committed corpus, its dictionary, -seed=43),
#    at -max_len=4096 and at fuzz.sh's -max_len=1048576 (or the lengths in $LENS).
#
# The machine is shared, so wall-clock exec/s swings with the load; the
# comparable figure is executions per CPU-second, printed for each.
set -euo pipefail

before=${1:-9974536}
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
    (cd "$work/src-$before/fuzz" && cargo fuzz build --sanitizer none rpc) >"$work/before-build.log" 2>&1
fi
echo "building rpc in this tree (log: $work/after-build.log)"
(cd "$root/fuzz" && cargo fuzz build --sanitizer none rpc) >"$work/after-build.log" 2>&1
cp "$work/src-$before/fuzz/$bin" "$work/rpc-before"
cp "$root/fuzz/$bin" "$work/rpc-after"

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
for which in before after; do
    t=$(cpu "$work/replay-$which.log" "$work/rpc-$which" -runs="$runs" "$corpus"/*)
    n=$((runs * inputs))
    echo "   $which: $n executions in $t CPU s = $(awk -v n="$n" -v t="$t" 'BEGIN{printf "%d", n / t}') per CPU-second"
done

# Both binaries at once for $seconds with -max_len=$1; prints each one's
# executions, libFuzzer's exec/s, CPU seconds and executions per CPU-second.
fuzz_pair() {
    local len=$1 which
    for which in before after; do
        rm -rf "$work/fuzz-$which" && mkdir -p "$work/fuzz-$which"
        (cpu "$work/fuzz-$which-$len.log" "$work/rpc-$which" "$work/fuzz-$which" "$corpus" \
            -max_total_time="$seconds" -max_len="$len" -dict="$dict" -seed=43 \
            -print_final_stats=1 -timeout=10 -rss_limit_mb=2048 >"$work/fuzz-$which-$len.cpu") &
    done
    wait
    for which in before after; do
        local log=$work/fuzz-$which-$len.log t n rate
        t=$(cat "$work/fuzz-$which-$len.cpu")
        n=$(sed -n 's/^stat::number_of_executed_units: *//p' "$log" | tail -1)
        rate=$(grep -E '^#[0-9]+[[:space:]]+DONE' "$log" | sed -n 's/.* exec\/s: \([0-9]*\).*/\1/p' | tail -1)
        echo "   $which: ${n:-?} executions, ${rate:-?} exec/s, $t CPU s = $(awk -v n="${n:-0}" -v t="$t" 'BEGIN{printf "%d", n / t}') per CPU-second"
    done
}

for len in ${LENS:-4096 1048576}; do
    echo "== libFuzzer ${seconds} s, -max_len=$len, before and after at once (load: $(cut -d' ' -f1-3 /proc/loadavg))"
    fuzz_pair "$len"
done
