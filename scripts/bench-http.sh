#!/usr/bin/env bash
# HTTP: `nexus daemon` vs the official Python MCP SDK's Streamable HTTP server,
# side by side, loopback only.
#
#   scripts/bench-http.sh             # 3 rounds of 5 s per measurement
#   REPEATS=5 DURATION=3 scripts/bench-http.sh
#
# Throughput with 16 keep-alive connections: wrk (-t2, C, epoll) against
#   - loadgen's zero-work HTTP responder (two epoll threads, canned reply: the
#     generator's ceiling; nexus's own GET /health is the other trivial
#     endpoint);
#   - nexus GET /health, POST /call/fighterDamage [15], POST /mcp tools/call in
#     one session (bench/wrk/mcp.lua, a fresh JSON-RPC id per request);
#   - the SDK's /mcp tools/call (bench/py_sdk_http_server.py: JSON responses,
#     sessions).
# Sequential latency (one connection): bench/loadgen `http --conns 1` against
# the same endpoints; and nexus /mcp with 16 connections through loadgen too
# (no Lua), as a cross-check of wrk. "CPU µs/req" is the server's CPU time
# (with its pool workers) per request, from /proc/*/task/*/schedstat. Medians over the rounds. Peak memory: VmHWM of the daemon
# (and of the SDK server) and /usr/bin/time -v around the daemon.
#
# Environment: REPEATS (3), DURATION (5), CONNS (16), THREADS (2), PY,
# NEXUS (target/release/nexus, built here).
set -euo pipefail
cd "$(dirname "$0")/.."
. bench/lib.sh

REPEATS=${REPEATS:-3}
DURATION=${DURATION:-5}
CONNS=${CONNS:-16}
THREADS=${THREADS:-2}
# The repository's venv (scripts/deps.sh --with-venv makes it), with mcp==2.3.0.
if [ -z "${PY:-}" ]; then
    scripts/deps.sh --with-venv
    PY="$PWD/.venv/bin/python"
fi
command -v wrk >/dev/null || { echo "wrk is not installed (apt-get install -y wrk)" >&2; exit 1; }

echo "== building (release)"
cargo build --release -q
(cd bench/loadgen && cargo build --release -q)
L=bench/loadgen/target/release/loadgen
NEXUS=${NEXUS:-target/release/nexus}
WORK=$(mktemp -d)
RESULTS=$WORK/results
: >"$RESULTS"
LOG=$WORK/stderr.log
PIDS=()
cleanup() {
    for p in "${PIDS[@]}"; do kill "$p" 2>/dev/null || true; done
    sleep 0.5
    # uvicorn may linger over a graceful shutdown; do not wait for it.
    for p in "${PIDS[@]}"; do kill -9 "$p" 2>/dev/null || true; done
    wait 2>/dev/null || true
    rm -rf "$WORK"
}
trap cleanup EXIT

echo "== conditions (before)"
conditions
CPU0=$(cpu_snapshot)

echo "== starting servers"
/usr/bin/time -v -o "$WORK/nexus.time" "$NEXUS" daemon examples/combat --port 0 --port-file "$WORK/nexus.addr" >/dev/null 2>>"$LOG" &
TIME_PID=$!
PIDS+=("$TIME_PID")
"$PY" bench/py_sdk_http_server.py --port 0 --port-file "$WORK/sdk.addr" >/dev/null 2>>"$LOG" &
SDK_PID=$!
PIDS+=("$SDK_PID")
"$L" zero-http --port 0 --port-file "$WORK/zero.addr" >/dev/null 2>>"$LOG" &
ZERO_PID=$!
PIDS+=("$ZERO_PID")
wait_file "$WORK/nexus.addr" 20
wait_file "$WORK/sdk.addr" 30
wait_file "$WORK/zero.addr" 10
NEXUS_PID=$(ps -o pid= --ppid "$TIME_PID" | tr -d ' ' | head -1)
N=http://$(cat "$WORK/nexus.addr")
S=http://$(cat "$WORK/sdk.addr")
Z=http://$(cat "$WORK/zero.addr")
echo "nexus $N (pid $NEXUS_PID), SDK $S (pid $SDK_PID), zero-work $Z"

NEXUS_SESSION=$("$L" mcp-session --url "$N/mcp")
SDK_SESSION=$("$L" mcp-session --url "$S/mcp")
MCP_BODY='{"jsonrpc":"2.0","id":{id},"method":"tools/call","params":{"name":"fighterDamage","arguments":{"_1":15}}}'
SDK_BODY='{"jsonrpc":"2.0","id":{id},"method":"tools/call","params":{"name":"fighterDamage","arguments":{"ac":15}}}'

wrk_run() { # LABEL PID URL [env...]; $SCRIPT: a wrk Lua script or empty
    local label=$1 pid=$2 url=$3
    shift 3
    local cpu0 cpu1
    cpu0=$("$L" cpu-ns --pid "$pid" | cut -d' ' -f1)
    env "$@" wrk -t"$THREADS" -c"$CONNS" -d"${DURATION}s" --latency ${SCRIPT:+-s "$SCRIPT"} "$url" >"$WORK/wrk.out" 2>>"$LOG" || true
    cpu1=$("$L" cpu-ns --pid "$pid" | cut -d' ' -f1)
    local line
    line=$(wrk_result "$label" "$WORK/wrk.out")
    # Server CPU (the process and its pool workers) per request.
    line="$line $(echo "$line" | awk -v a="$cpu0" -v b="$cpu1" '{ for (i = 1; i <= NF; i++) if ($i ~ /^requests=/) { split($i, kv, "="); n = kv[2] } }
        END { printf "server_cpu_us=%.1f", (n > 0) ? (b - a) / n / 1000 : 0 }')"
    echo "$line" >>"$RESULTS"
    echo "  $line"
}

lg_run() { # LABEL loadgen-http-args...
    local label=$1
    shift
    local line
    if line=$("$L" http "$@" --label "$label" 2>>"$LOG" | grep '^RESULT'); then
        echo "$line" >>"$RESULTS"
        echo "  $line"
    else
        echo "  $label: FAILED"
        tail -5 "$LOG"
    fi
}

echo "== warm-up (unrecorded)"
"$L" http --url "$N/call/fighterDamage" --body '[15]' --conns 4 --duration 1 --warmup 0 >/dev/null 2>>"$LOG" || true
"$L" http --url "$S/mcp" --mcp-session --body "$SDK_BODY" --conns 4 --duration 1 --warmup 0 >/dev/null 2>>"$LOG" || true

for ((r = 1; r <= REPEATS; r++)); do
    echo "== round $r of $REPEATS"
    SCRIPT= wrk_run zero-wrk "$ZERO_PID" "$Z/"
    SCRIPT= wrk_run health-wrk "$NEXUS_PID" "$N/health"
    SCRIPT=bench/wrk/post.lua wrk_run call-wrk "$NEXUS_PID" "$N/call/fighterDamage" BODY='[15]'
    SCRIPT=bench/wrk/mcp.lua wrk_run mcp-wrk "$NEXUS_PID" "$N/mcp" SESSION="$NEXUS_SESSION" ARGS='{"_1":15}'
    SCRIPT=bench/wrk/mcp.lua wrk_run sdk-wrk "$SDK_PID" "$S/mcp" SESSION="$SDK_SESSION" ARGS='{"ac":15}'
    lg_run mcp-lg16 --url "$N/mcp" --mcp-session --body "$MCP_BODY" --conns "$CONNS" --duration "$DURATION" --expect '"text":"12"' --pid "$NEXUS_PID"
    lg_run zero-seq --url "$Z/" --conns 1 --duration "$DURATION" --pid "$ZERO_PID"
    lg_run health-seq --url "$N/health" --conns 1 --duration "$DURATION" --pid "$NEXUS_PID"
    lg_run call-seq --url "$N/call/fighterDamage" --body '[15]' --conns 1 --duration "$DURATION" --expect 12 --pid "$NEXUS_PID"
    lg_run mcp-seq --url "$N/mcp" --mcp-session --body "$MCP_BODY" --conns 1 --duration "$DURATION" --expect '"text":"12"' --pid "$NEXUS_PID"
    lg_run sdk-seq --url "$S/mcp" --mcp-session --body "$SDK_BODY" --conns 1 --duration "$DURATION" --expect '"text":"12"' --pid "$SDK_PID"
done

NEXUS_HWM=$(hwm_kb "$NEXUS_PID")
SDK_HWM=$(hwm_kb "$SDK_PID")
echo "== conditions (after)"
conditions
cpu_report "$CPU0"
kill "$NEXUS_PID" 2>/dev/null || true
wait "$TIME_PID" 2>/dev/null || true

row() { # NAME LABEL
    printf "| %-44s | %9s | %8s | %8s | %8s | %4s |\n" "$1" "$(med "$2" rate)" "$(med "$2" p50_us)" "$(med "$2" p99_us)" "$(med "$2" server_cpu_us)" "$(runs "$2")"
}
echo
echo "== HTTP, medians of $REPEATS rounds of ${DURATION} s"
echo
printf "| %-44s | %9s | %8s | %8s | %8s | %4s |\n" "endpoint (generator)" "req/s" "p50 µs" "p99 µs" "CPU µs/req" runs
echo "| --- | ---: | ---: | ---: | ---: | ---: |"
row "zero-work responder (wrk, $CONNS conns)" zero-wrk
row "nexus GET /health (wrk, $CONNS conns)" health-wrk
row "nexus POST /call/fighterDamage (wrk, $CONNS)" call-wrk
row "nexus /mcp tools/call (wrk, $CONNS)" mcp-wrk
row "SDK /mcp tools/call (wrk, $CONNS)" sdk-wrk
row "nexus /mcp tools/call (loadgen, $CONNS conns)" mcp-lg16
row "zero-work responder (loadgen, 1 conn)" zero-seq
row "nexus GET /health (loadgen, 1 conn)" health-seq
row "nexus POST /call/fighterDamage (loadgen, 1)" call-seq
row "nexus /mcp tools/call (loadgen, 1 conn)" mcp-seq
row "SDK /mcp tools/call (loadgen, 1 conn)" sdk-seq

H=$(med health-wrk rate)
echo
echo "ratios (medians):"
echo "  nexus/SDK /mcp tools/call req/s, $CONNS conns: $(ratio "$(med mcp-wrk rate)" "$(med sdk-wrk rate)")x"
echo "  nexus/SDK /mcp tools/call req/s, 1 conn:   $(ratio "$(med mcp-seq rate)" "$(med sdk-seq rate)")x"
echo "  SDK/nexus /mcp p50 latency, 1 conn:        $(ratio "$(med sdk-seq p50_us)" "$(med mcp-seq p50_us)")x"
echo "  nexus /health / zero-work ceiling (wrk):   $(ratio "$H" "$(med zero-wrk rate)") (fraction)"
echo "  nexus /call / nexus /health (wrk):         $(ratio "$(med call-wrk rate)" "$H") (fraction)"
echo
echo "targets (issue 4):"
echo "  GET /health >= 50,000 req/s keep-alive: $H -> $(meets "$H" 50000)"
echo
echo "peak memory (KiB):"
echo "  nexus daemon alone, VmHWM:                               $NEXUS_HWM"
echo "  /usr/bin/time -v nexus daemon, Maximum resident set size: $(time_rss "$WORK/nexus.time")  (ru_maxrss: the max over nexus and any worker it reaped)"
echo "  Python SDK HTTP server, VmHWM:                           $SDK_HWM"
echo
echo "raw results:"
cat "$RESULTS"
