#!/usr/bin/env bash
# Issue 26's restructuring must not be slower: this binary against a base
# (default: b428d0d, the tree before the issue), interleaved round by round,
# on the paths the issue changed. Loadgen only, loopback only.
#
#   scripts/bench-house.sh                       # 5 rounds
#   REPEATS=3 BASE_REV=<commit> scripts/bench-house.sh
#   NEXUS_BASE=/path/to/nexus scripts/bench-house.sh
#
# Each round, for both binaries (the order alternates between rounds):
#   ours-seq / ours-16    MCP stdio, examples/combat (our Python pool), 1 and 16
#                         in flight: Pool::call through the new interface
#   morloc-seq / -16      MCP stdio on the morloc peer's combat build, server
#                         and client on one CPU (taskset -c 0): the quick wait
#                         and the loop poll, now handed down with each call
#   morloc-bigarg         pyStats on the peer's polyglot build with a list of
#                         BIGARG floats (above inline_size): encoded once
#   http-legacy           POST /mcp tools/call in one legacy session, 16
#                         connections (loadgen http --mcp-session): the body
#                         parsed once
#   eval-big              `nexus eval 'evaltest.big N'` (the result taken as a
#                         value, not written and read back), wall ms
# and prints medians, and new/base ratios (calls/s: higher is better; server
# CPU µs per call and wall ms: lower is better).
#
# Then, unless INSTRUCTIONS=0 (and when valgrind is installed), the nexus's
# instructions per call on its serving thread, sequential MCP stdio, under
# callgrind: (Ir after 3000 calls - Ir after 1000) / 2000, which leaves out
# start-up and is the same from run to run within about 1 % for the morloc
# pool (our Python pool's idle waits vary more), whatever else the machine
# is doing.
#
# Environment: REPEATS (5), CALLS (10000), BIGARG (10000: 80 KB of voidstar,
# above the 64 KiB inline size, and under the kernel's 128 KiB bound on one
# argv string), BIG_CALLS (300),
# DURATION (3), EVAL_RUNS (5), EVAL_BYTES (900000), NEXUS_MORLOC_PEER
# (default ~/.cache/nexus-ci/morloc-peer; the morloc cases are skipped
# without it), BASE_REV, NEXUS_BASE, NEXUS_NEW (the binary to measure as
# "new", not built here; default target/release/nexus, built here).
# NEXUS_BASE=none measures "new" alone (scripts/bench-profiles.sh:
# REPEATS=0 NEXUS_BASE=none NEXUS_NEW=<binary>, the instructions only).
set -euo pipefail
cd "$(dirname "$0")/.."

REPEATS=${REPEATS:-5}
CALLS=${CALLS:-10000}
BIGARG=${BIGARG:-10000}
BIG_CALLS=${BIG_CALLS:-300}
DURATION=${DURATION:-3}
EVAL_RUNS=${EVAL_RUNS:-5}
EVAL_BYTES=${EVAL_BYTES:-900000}
BASE_REV=${BASE_REV:-b428d0d}
PEER=${NEXUS_MORLOC_PEER:-$HOME/.cache/nexus-ci/morloc-peer}

echo "== building (release)"
[ -n "${NEXUS_NEW:-}" ] || cargo build --release --locked -q
(cd bench/loadgen && cargo build --release -q)
L=$PWD/bench/loadgen/target/release/loadgen
NEW=${NEXUS_NEW:-$PWD/target/release/nexus}
if [ -z "${NEXUS_BASE:-}" ]; then
    cache=${NEXUS_CI_CACHE:-$HOME/.cache/nexus-ci}/bench-base-$BASE_REV
    if [ ! -x "$cache/nexus" ]; then
        echo "== building the base ($BASE_REV) into $cache"
        src=$(mktemp -d)
        git worktree add -q --detach "$src" "$BASE_REV"
        (cd "$src" && CARGO_TARGET_DIR="$src/target" cargo build --release --locked -q)
        mkdir -p "$cache"
        cp "$src/target/release/nexus" "$cache/nexus"
        git worktree remove --force "$src"
    fi
    NEXUS_BASE=$cache/nexus
fi
echo "new:  $NEW"
echo "base: $NEXUS_BASE ($BASE_REV)"

WORK=$(mktemp -d)
RESULTS=$WORK/results
LOG=$WORK/stderr.log
: >"$RESULTS"
cleanup() {
    [ -n "${DAEMON:-}" ] && kill "$DAEMON" 2>/dev/null
    rm -rf "$WORK"
}
trap cleanup EXIT

record() { # WHICH LABEL LINE
    echo "$1 $2 $3" >>"$RESULTS"
    echo "  $1 $2: $3"
}

stdio() { # WHICH LABEL loadgen-args...
    local which=$1 label=$2 line
    shift 2
    if line=$("$L" mcp-stdio "$@" --label "$label" 2>>"$LOG" | grep '^RESULT'); then
        record "$which" "$label" "$line"
    else
        echo "  $which $label: FAILED"
        tail -5 "$LOG"
    fi
}

legacy_http() { # WHICH BINARY
    local which=$1 bin=$2 port line
    port=$((20000 + RANDOM % 20000))
    "$bin" daemon examples/combat --port "$port" 2>>"$LOG" >/dev/null &
    DAEMON=$!
    for _ in $(seq 100); do
        curl -sf "http://127.0.0.1:$port/health" >/dev/null 2>&1 && break
        sleep 0.1
    done
    local body='{"jsonrpc":"2.0","id":{id},"method":"tools/call","params":{"name":"fighterDamage","arguments":{"_1":15}}}'
    if line=$("$L" http --url "http://127.0.0.1:$port/mcp" --mcp-session --body "$body" \
        --conns 16 --duration "$DURATION" --warmup 1 --expect '"text":"12"' --pid "$DAEMON" \
        --label http-legacy 2>>"$LOG" | grep '^RESULT'); then
        record "$which" http-legacy "$line"
    else
        echo "  $which http-legacy: FAILED"
        tail -5 "$LOG"
    fi
    kill "$DAEMON" 2>/dev/null || true
    wait "$DAEMON" 2>/dev/null || true
    DAEMON=
}

eval_big() { # WHICH BINARY
    local which=$1 bin=$2 times=() t0 t1
    for ((i = 0; i < EVAL_RUNS; i++)); do
        t0=$(date +%s%N)
        "$bin" eval "evaltest.big $EVAL_BYTES" --module tests/programs/evaltest >/dev/null 2>>"$LOG"
        t1=$(date +%s%N)
        times+=($(((t1 - t0) / 1000)))
    done
    local median
    median=$(printf '%s\n' "${times[@]}" | sort -n | awk '{ a[NR] = $1 } END { print a[int((NR + 1) / 2)] / 1000 }')
    record "$which" eval-big "RESULT wall_ms=$median"
}

round() { # WHICH BINARY
    local which=$1 bin=$2
    stdio "$which" ours-seq --cmd "$bin mcp examples/combat" --calls "$CALLS" --inflight 1 --expect '"text":"12"'
    stdio "$which" ours-16 --cmd "$bin mcp examples/combat" --calls "$CALLS" --inflight 16 --expect '"text":"12"'
    if [ -f "$PEER/combat/combat-build/manifest.json" ]; then
        local m=$PEER/combat/combat-build/manifest.json
        stdio "$which" morloc-seq --cmd "taskset -c 0 $bin mcp $m" --calls "$CALLS" --inflight 1 --expect '"text":"10"'
        stdio "$which" morloc-16 --cmd "taskset -c 0 $bin mcp $m" --calls "$CALLS" --inflight 16 --expect '"text":"10"'
        local p=$PEER/polyglot/polyglot-build/manifest.json
        stdio "$which" morloc-bigarg --cmd "$bin mcp $p" --tool pyStats --args "$BIGARGS" \
            --calls "$BIG_CALLS" --warmup 20 --inflight 1 --expect "$BIGMEAN"
    fi
    legacy_http "$which" "$bin"
    eval_big "$which" "$bin"
}

BIGARGS=$(python3 -c "import json; print(json.dumps({'_1': [i * 0.5 for i in range($BIGARG)]}))")
BIGMEAN=$(python3 -c "print(sum(i * 0.5 for i in range($BIGARG)) / $BIGARG)")

for ((r = 1; r <= REPEATS; r++)); do
    echo "== round $r of $REPEATS (load $(cut -d' ' -f1-3 /proc/loadavg))"
    if ((r % 2)); then
        round new "$NEW"
        round base "$NEXUS_BASE"
    else
        round base "$NEXUS_BASE"
        round new "$NEW"
    fi
done

instructions() { # LABEL SERVER-ARGS EXPECT: Ir per call of the serving thread
    local label=$1 args=$2 expect=$3 which bin n out
    for which in base new; do
        [ "$which" = base ] && [ "$NEXUS_BASE" = none ] && continue
        bin=$NEW
        [ "$which" = base ] && bin=$NEXUS_BASE
        for n in 1000 3000; do
            out=$WORK/cg.$which.$n
            "$L" mcp-stdio --cmd "valgrind --tool=callgrind --separate-threads=yes --callgrind-out-file=$out $bin mcp $args" \
                --calls "$n" --warmup 50 --inflight 1 --expect "$expect" >/dev/null 2>>"$LOG" || true
        done
        local lo hi
        lo=$(awk '/^(summary|totals):/ { print $2; exit }' "$WORK/cg.$which.1000-01" 2>/dev/null || echo 0)
        hi=$(awk '/^(summary|totals):/ { print $2; exit }' "$WORK/cg.$which.3000-01" 2>/dev/null || echo 0)
        record "$which" "$label-instr" "RESULT ir_per_call=$(( (hi - lo) / 2000 ))"
    done
}

if [ "${INSTRUCTIONS:-1}" != 0 ] && command -v valgrind >/dev/null; then
    echo "== instructions per call (callgrind, serving thread)"
    instructions ours-seq "examples/combat --workers 1" '"text":"12"'
    if [ -f "$PEER/combat/combat-build/manifest.json" ]; then
        instructions morloc-seq "$PEER/combat/combat-build/manifest.json" '"text":"10"'
    fi
fi

echo
echo "== medians over $REPEATS rounds (new / base)"
python3 - "$RESULTS" <<'PY'
import statistics, sys
rows = {}
for line in open(sys.argv[1]):
    which, label, rest = line.split(" ", 2)
    kv = dict(p.split("=", 1) for p in rest.split() if "=" in p)
    rows.setdefault((label, which), []).append(kv)
def med(label, which, key):
    vals = [float(kv[key]) for kv in rows.get((label, which), []) if key in kv]
    return statistics.median(vals) if vals else None
labels = []
for (label, _) in rows:
    if label not in labels:
        labels.append(label)
print(f"| case | measure | base | new | new / base |")
print(f"| --- | --- | ---: | ---: | ---: |")
for label in labels:
    for key in ("rate", "server_cpu_us", "p50_us", "wall_ms", "ir_per_call"):
        b, n = med(label, "base", key), med(label, "new", key)
        if b is None or n is None:
            continue
        print(f"| {label} | {key} | {b:,.1f} | {n:,.1f} | {n / b:.3f} |")
PY
