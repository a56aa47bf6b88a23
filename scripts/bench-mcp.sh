#!/usr/bin/env bash
# MCP over stdio: nexus vs the official Python MCP SDK, side by side.
#
#   scripts/bench-mcp.sh            # 5 rounds
#   REPEATS=3 scripts/bench-mcp.sh
#
# Measures tools/call fighterDamage(15) (a one-line Python function,
# examples/combat pool 0) with bench/loadgen (a lean Rust client):
#   - the generator's own ceiling against its zero-work responder;
#   - `nexus mcp examples/combat` with the manifest's workers (2 Python
#     workers), sequentially and with 16 calls in flight; and with --workers 1;
#   - the official Python SDK server (bench/py_sdk_stdio_server.py, mcp 2.3.0
#     MCPServer) exposing the same function, sequentially and 16 in flight.
# The measurements are interleaved round by round (each run spawns a fresh
# server) and the table shows medians over the rounds. Each run also times
# spawn → first tools/list answer. Peak memory: VmHWM of the server process
# from loadgen, and one extra run under /usr/bin/time -v.
#
# Environment: REPEATS (5), NEXUS_CALLS (20000), SDK_CALLS (2000),
# ZERO_CALLS (200000), PY (.venv/bin/python, with mcp==2.3.0),
# NEXUS (target/release/nexus, built here), NEXUS_BASE (optional: another
# nexus binary, e.g. a build of an older commit, measured in the same rounds
# as "nexus-base" for a before/after comparison).
set -euo pipefail
cd "$(dirname "$0")/.."
. bench/lib.sh

REPEATS=${REPEATS:-5}
NEXUS_CALLS=${NEXUS_CALLS:-20000}
SDK_CALLS=${SDK_CALLS:-2000}
ZERO_CALLS=${ZERO_CALLS:-200000}
# The repository's venv (scripts/deps.sh --with-venv makes it), with mcp==2.3.0.
if [ -z "${PY:-}" ]; then
    scripts/deps.sh --with-venv
    PY="$PWD/.venv/bin/python"
fi

echo "== building (release)"
cargo build --release -q
(cd bench/loadgen && cargo build --release -q)
L=bench/loadgen/target/release/loadgen
NEXUS=${NEXUS:-target/release/nexus}
NEXUS_BASE=${NEXUS_BASE:-}
WORK=$(mktemp -d)
trap 'rm -rf "$WORK"' EXIT
RESULTS=$WORK/results
: >"$RESULTS"
LOG=$WORK/stderr.log

echo "== conditions (before)"
conditions
CPU0=$(cpu_snapshot)

NEXUS_CMD="$NEXUS mcp examples/combat"
SDK_CMD="$PY bench/py_sdk_stdio_server.py"
EXPECT='"text":"12"'

run() { # LABEL loadgen-args...
    local label=$1
    shift
    local line
    if line=$("$L" "$@" --label "$label" 2>>"$LOG" | grep '^RESULT'); then
        echo "$line" >>"$RESULTS"
        echo "  $line"
    else
        echo "  $label: FAILED (see below)"
        tail -5 "$LOG"
    fi
}

for ((r = 1; r <= REPEATS; r++)); do
    echo "== round $r of $REPEATS"
    run zero-seq zero-stdio --calls "$ZERO_CALLS" --inflight 1
    run zero-16 zero-stdio --calls "$ZERO_CALLS" --inflight 16
    run nexus-seq mcp-stdio --cmd "$NEXUS_CMD" --calls "$NEXUS_CALLS" --inflight 1 --expect "$EXPECT"
    run nexus-16 mcp-stdio --cmd "$NEXUS_CMD" --calls "$NEXUS_CALLS" --inflight 16 --expect "$EXPECT"
    run nexus-w1-seq mcp-stdio --cmd "$NEXUS_CMD --workers 1" --calls "$NEXUS_CALLS" --inflight 1 --expect "$EXPECT"
    run nexus-w1-16 mcp-stdio --cmd "$NEXUS_CMD --workers 1" --calls "$NEXUS_CALLS" --inflight 16 --expect "$EXPECT"
    if [ -n "$NEXUS_BASE" ]; then
        run base-seq mcp-stdio --cmd "$NEXUS_BASE mcp examples/combat" --calls "$NEXUS_CALLS" --inflight 1 --expect "$EXPECT"
        run base-16 mcp-stdio --cmd "$NEXUS_BASE mcp examples/combat" --calls "$NEXUS_CALLS" --inflight 16 --expect "$EXPECT"
    fi
    run sdk-seq mcp-stdio --cmd "$SDK_CMD" --calls "$SDK_CALLS" --inflight 1 --args '{"ac":15}' --expect "$EXPECT"
    run sdk-16 mcp-stdio --cmd "$SDK_CMD" --calls "$SDK_CALLS" --inflight 16 --args '{"ac":15}' --expect "$EXPECT"
done

echo "== peak memory under /usr/bin/time -v (16 in flight)"
run nexus-time mcp-stdio --cmd "/usr/bin/time -v -o $WORK/nexus.time $NEXUS_CMD" --calls "$NEXUS_CALLS" --inflight 16 --expect "$EXPECT"
run sdk-time mcp-stdio --cmd "/usr/bin/time -v -o $WORK/sdk.time $SDK_CMD" --calls "$SDK_CALLS" --inflight 16 --args '{"ac":15}' --expect "$EXPECT"

echo "== conditions (after)"
conditions
cpu_report "$CPU0"

row() { # NAME LABEL
    printf "| %-38s | %9s | %8s | %8s | %10s | %8s | %4s |\n" "$1" "$(med "$2" rate)" "$(med "$2" p50_us)" "$(med "$2" p99_us)" "$(med "$2" first_list_ms)" "$(med "$2" server_cpu_us)" "$(runs "$2")"
}
echo
echo "== MCP stdio, tools/call fighterDamage(15): medians of $REPEATS rounds"
echo
printf "| %-38s | %9s | %8s | %8s | %10s | %8s | %4s |\n" server "calls/s" "p50 µs" "p99 µs" "1st list ms" "CPU µs/call" runs
echo "| --- | ---: | ---: | ---: | ---: | ---: | ---: |"
row "loadgen zero-work responder, seq" zero-seq
row "loadgen zero-work responder, 16" zero-16
row "nexus mcp (2 py workers), seq" nexus-seq
row "nexus mcp (2 py workers), 16 in flight" nexus-16
row "nexus mcp --workers 1, seq" nexus-w1-seq
row "nexus mcp --workers 1, 16 in flight" nexus-w1-16
if [ -n "$NEXUS_BASE" ]; then
    row "nexus-base (NEXUS_BASE), seq" base-seq
    row "nexus-base (NEXUS_BASE), 16 in flight" base-16
fi
row "Python SDK 2.3 MCPServer, seq" sdk-seq
row "Python SDK 2.3 MCPServer, 16 in flight" sdk-16

NS=$(med nexus-seq rate) N16=$(med nexus-16 rate) SS=$(med sdk-seq rate) S16=$(med sdk-16 rate)
echo
echo "ratios (medians):"
echo "  nexus/SDK calls/s, sequential:   $(ratio "$NS" "$SS")x"
echo "  nexus/SDK calls/s, 16 in flight: $(ratio "$N16" "$S16")x"
echo "  SDK/nexus p50 latency, seq:      $(ratio "$(med sdk-seq p50_us)" "$(med nexus-seq p50_us)")x"
echo "  SDK/nexus time to 1st tools/list: $(ratio "$(med sdk-seq first_list_ms)" "$(med nexus-seq first_list_ms)")x"
echo "  nexus/morloc reference (2,900 seq; 3,700 at 16): $(ratio "$NS" 2900)x, $(ratio "$N16" 3700)x"
echo "  nexus share of the generator ceiling, seq: $(ratio "$NS" "$(med zero-seq rate)") (fraction)"
if [ -n "$NEXUS_BASE" ]; then
    echo "  nexus/nexus-base calls/s: seq $(ratio "$NS" "$(med base-seq rate)")x, 16 in flight $(ratio "$N16" "$(med base-16 rate)")x"
fi
echo
echo "targets (issue 3):"
echo "  >= 6,000 calls/s sequential:    $NS  -> $(meets "$NS" 6000)"
echo "  >= 10,000 calls/s 16 in flight: $N16 -> $(meets "$N16" 10000)"
NL=$(med nexus-seq first_list_ms)
echo "  first tools/list <= 50 ms:      $NL ms -> $(awk -v a="$NL" 'BEGIN { print (a + 0 <= 50) ? "yes" : "NO" }')"
echo
echo "peak memory (KiB):"
echo "  nexus process alone, VmHWM (median of runs, 16 in flight): $(med nexus-16 hwm_kb)"
echo "  nexus + its pool workers (Python x2, R x1), sum of VmHWM:   $(med nexus-16 tree_hwm_kb)"
echo "  /usr/bin/time -v nexus mcp, Maximum resident set size:     $(time_rss "$WORK/nexus.time")  (ru_maxrss: the max over nexus and any worker it reaped)"
echo "  Python SDK server, VmHWM (median):                         $(med sdk-16 hwm_kb)"
echo "  /usr/bin/time -v SDK server, Maximum resident set size:    $(time_rss "$WORK/sdk.time")"
echo
echo "raw results:"
cat "$RESULTS"
