#!/usr/bin/env bash
# Replicas behind HAProxy, and the cost of --trace-file (issue 28), side by
# side in one run, loopback only.
#
#   scripts/bench-replicas.sh             # 5 rounds of 5 s per measurement
#   REPEATS=3 DURATION=3 scripts/bench-replicas.sh
#
# Every measurement is wrk (-t1, CONNS keep-alive connections) POSTing
# /call/add [1,2] to tests/programs/replicas (a Python pool of 2 workers per
# replica), round after round, the configurations interleaved:
#   - direct:     one replica, no proxy;
#   - haproxy-1:  deploy/haproxy.cfg in front of that one replica;
#   - haproxy-3:  deploy/haproxy.cfg in front of three replicas;
#   - traced:     a fourth replica with --trace-file, direct (compare with
#                 direct: the cost of tracing; target < 3 %).
# "CPU µs/req" is the serving replica's CPU time (the daemon and its
# workers) per request; for the proxied rows, of all the replicas behind it
# plus haproxy. The proxy configs are the shipped one, re-addressed by
# `scripts/replicas.sh config`. Medians over the rounds.
#
# Then, unless INSTRUCTIONS=0 (and when valgrind is installed), the
# daemon's instructions per /call under callgrind, with and without
# --trace-file (all its threads, the span writer's included; not the Python
# workers): (Ir after 3000 sequential calls - Ir after 1000) / 2000, which
# leaves out start-up and does not depend on what else the machine does.
#
# Environment: REPEATS (5), DURATION (5), CONNS (16), NEXUS (built here,
# release), INSTRUCTIONS (1).
set -euo pipefail
cd "$(dirname "$0")/.."
. bench/lib.sh

REPEATS=${REPEATS:-5}
DURATION=${DURATION:-5}
CONNS=${CONNS:-16}
command -v wrk >/dev/null || { echo "wrk is not installed (apt-get install -y wrk)" >&2; exit 1; }
HAPROXY=$(command -v haproxy || echo /usr/sbin/haproxy)
[ -x "$HAPROXY" ] || { echo "haproxy is not installed (apt-get install -y haproxy)" >&2; exit 1; }

echo "== building (release)"
cargo build --release -q
(cd bench/loadgen && env -u CARGO_TARGET_DIR cargo build --release -q)
L=bench/loadgen/target/release/loadgen
NEXUS=${NEXUS:-${CARGO_TARGET_DIR:-target}/release/nexus}
PROGRAM=tests/programs/replicas
WORK=$(mktemp -d)
RESULTS=$WORK/results
: >"$RESULTS"
LOG=$WORK/stderr.log
PIDS=()
cleanup() {
    for p in "${PIDS[@]}"; do kill "$p" 2>/dev/null || true; done
    wait 2>/dev/null || true
    rm -rf "$WORK"
}
trap cleanup EXIT

# A free loopback port (the kernel's pick, released for the server to bind).
free_port() { python3 -c 'import socket; s = socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])'; }

echo "== conditions (before)"
conditions
CPU0=$(cpu_snapshot)

echo "== starting 4 replicas and 2 proxies"
# r1..r3 on consecutive ports (the generated configs count up from the first).
BASE=$(free_port)
while ! python3 -c "import socket,sys
for p in range($BASE, $BASE + 3):
    s = socket.socket(); s.bind(('127.0.0.1', p)); s.close()" 2>/dev/null; do BASE=$(free_port); done
REP_PIDS=()
for k in 1 2 3; do
    "$NEXUS" daemon "$PROGRAM" --replica "r$k" --port $((BASE + k - 1)) >/dev/null 2>>"$LOG" &
    REP_PIDS+=($!)
    PIDS+=($!)
done
"$NEXUS" daemon "$PROGRAM" --replica t1 --port 0 --port-file "$WORK/traced.addr" \
    --trace-file "$WORK/spans.jsonl" >/dev/null 2>>"$LOG" &
TRACED_PID=$!
PIDS+=($!)
P1=$(free_port)
P3=$(free_port)
scripts/replicas.sh config haproxy 1 "$P1" "$BASE" >"$WORK/h1.cfg"
scripts/replicas.sh config haproxy 3 "$P3" "$BASE" >"$WORK/h3.cfg"
"$HAPROXY" -db -f "$WORK/h1.cfg" >/dev/null 2>>"$LOG" &
H1_PID=$!
PIDS+=($!)
"$HAPROXY" -db -f "$WORK/h3.cfg" >/dev/null 2>>"$LOG" &
H3_PID=$!
PIDS+=($!)
wait_file "$WORK/traced.addr" 20
T=http://$(cat "$WORK/traced.addr")
D=http://127.0.0.1:$BASE
for url in "$D" "http://127.0.0.1:$((BASE + 1))" "http://127.0.0.1:$((BASE + 2))" "$T" \
    "http://127.0.0.1:$P1" "http://127.0.0.1:$P3"; do
    for _ in $(seq 1 100); do
        [ "$(curl -s -XPOST "$url/call/add" -d '[1,2]')" = '{"status":"ok","result":3}' ] && break
        sleep 0.1
    done
done
echo "direct $D, traced $T, haproxy-1 :$P1, haproxy-3 :$P3"

cpu_of() { # PIDS...: their CPU ns (with their children), summed
    local total=0 p
    for p in "$@"; do total=$((total + $("$L" cpu-ns --pid "$p" | cut -d' ' -f1))); done
    echo "$total"
}

run() { # LABEL URL PIDS...
    local label=$1 url=$2
    shift 2
    local cpu0 cpu1 line
    cpu0=$(cpu_of "$@")
    BODY='[1,2]' wrk -t1 -c"$CONNS" -d"${DURATION}s" --latency -s bench/wrk/post.lua "$url/call/add" >"$WORK/wrk.out" 2>>"$LOG" || true
    cpu1=$(cpu_of "$@")
    line=$(wrk_result "$label" "$WORK/wrk.out")
    line="$line $(echo "$line" | awk -v a="$cpu0" -v b="$cpu1" '{ for (i = 1; i <= NF; i++) if ($i ~ /^requests=/) { split($i, kv, "="); n = kv[2] } }
        END { printf "server_cpu_us=%.1f", (n > 0) ? (b - a) / n / 1000 : 0 }')"
    echo "$line" >>"$RESULTS"
    echo "  $line"
}

echo "== warm-up (unrecorded)"
for url in "$D" "$T" "http://127.0.0.1:$P1" "http://127.0.0.1:$P3"; do
    BODY='[1,2]' wrk -t1 -c4 -d1s -s bench/wrk/post.lua "$url/call/add" >/dev/null 2>&1 || true
done

for ((r = 1; r <= REPEATS; r++)); do
    echo "== round $r of $REPEATS"
    # Direct and traced alternate order each round, so neither always
    # follows the proxied runs.
    if ((r % 2)); then
        run direct "$D" "${REP_PIDS[0]}"
        run traced "$T" "$TRACED_PID"
    else
        run traced "$T" "$TRACED_PID"
        run direct "$D" "${REP_PIDS[0]}"
    fi
    run haproxy-1 "http://127.0.0.1:$P1" "${REP_PIDS[0]}" "$H1_PID"
    run haproxy-3 "http://127.0.0.1:$P3" "${REP_PIDS[@]}" "$H3_PID"
done

# instructions LABEL [daemon flags...]: Ir per /call of the daemon.
instructions() {
    local label=$1 n lo hi
    shift
    for n in 1000 3000; do
        rm -f "$WORK/cg.addr" "$WORK/cg.in"
        # stdin is a FIFO whose writing end fd 7 holds; closing it
        # (--watch-stdin) ends the daemon cleanly, so callgrind writes out.
        mkfifo "$WORK/cg.in"
        valgrind --tool=callgrind --callgrind-out-file="$WORK/cg.$label.$n" \
            "$NEXUS" daemon "$PROGRAM" --port 0 --port-file "$WORK/cg.addr" --watch-stdin "$@" \
            <"$WORK/cg.in" >/dev/null 2>>"$LOG" &
        local vg=$!
        exec 7>"$WORK/cg.in"
        wait_file "$WORK/cg.addr" 60
        python3 bench/call_add.py "$(cat "$WORK/cg.addr")" "$n"
        exec 7>&-
        wait "$vg" 2>/dev/null || true
    done
    lo=$(awk '/^(summary|totals):/ { print $2; exit }' "$WORK/cg.$label.1000")
    hi=$(awk '/^(summary|totals):/ { print $2; exit }' "$WORK/cg.$label.3000")
    echo "RESULT label=$label-instr ir_per_call=$(( (hi - lo) / 2000 ))" | tee -a "$RESULTS"
}
if [ "${INSTRUCTIONS:-1}" != 0 ] && command -v valgrind >/dev/null; then
    echo "== instructions per /call (callgrind, the daemon's threads)"
    instructions plain
    instructions traced --trace-file "$WORK/cg-spans.jsonl"
fi

SPANS=$(wc -l <"$WORK/spans.jsonl")
TRACED_CALLS=$(awk '$2 == "label=traced" { for (i = 1; i <= NF; i++) if ($i ~ /^requests=/) { split($i, kv, "="); n += kv[2] } } END { print n + 0 }' "$RESULTS")
echo "== conditions (after)"
conditions
cpu_report "$CPU0"

row() { # NAME LABEL
    printf "| %-40s | %8s | %8s | %8s | %10s | %4s |\n" "$1" "$(med "$2" rate)" "$(med "$2" p50_us)" "$(med "$2" p99_us)" "$(med "$2" server_cpu_us)" "$(runs "$2")"
}
echo
echo "== POST /call/add, wrk -t1 -c$CONNS, medians of $REPEATS rounds of ${DURATION} s"
echo
printf "| %-40s | %8s | %8s | %8s | %10s | %4s |\n" "configuration" "calls/s" "p50 µs" "p99 µs" "CPU µs/call" runs
echo "| --- | ---: | ---: | ---: | ---: | ---: |"
row "one replica, direct" direct
row "HAProxy, 1 replica" haproxy-1
row "HAProxy, 3 replicas" haproxy-3
row "one replica, direct, --trace-file" traced

DR=$(med direct rate)
echo
echo "ratios (medians):"
echo "  HAProxy 1 replica / direct calls/s:  $(awk -v a="$(med haproxy-1 rate)" -v b="$DR" 'BEGIN { printf "%.2f\n", a / b }')"
echo "  HAProxy 3 replicas / direct calls/s: $(awk -v a="$(med haproxy-3 rate)" -v b="$DR" 'BEGIN { printf "%.2f\n", a / b }')"
echo "  HAProxy 3 / HAProxy 1 calls/s:       $(awk -v a="$(med haproxy-3 rate)" -v b="$(med haproxy-1 rate)" 'BEGIN { printf "%.2f\n", a / b }')"
echo
echo "tracing (target: costs < 3 %):"
echo "  calls/s, traced vs direct: $(awk -v a="$(med traced rate)" -v b="$DR" 'BEGIN { printf "%+.1f %%\n", 100 * (a / b - 1) }')"
echo "  CPU per call, traced vs direct: $(awk -v a="$(med traced server_cpu_us)" -v b="$(med direct server_cpu_us)" 'BEGIN { printf "%+.1f %%\n", 100 * (a / b - 1) }')"
echo "  per-round traced/direct calls/s: $(awk '$2 == "label=direct" { for (i = 1; i <= NF; i++) if ($i ~ /^rate=/) { split($i, kv, "="); d[nd++] = kv[2] } }
    $2 == "label=traced" { for (i = 1; i <= NF; i++) if ($i ~ /^rate=/) { split($i, kv, "="); t[nt++] = kv[2] } }
    END { for (i = 0; i < nd && i < nt; i++) printf "%.3f ", t[i] / d[i]; print "" }' "$RESULTS")"
echo "  spans written: $SPANS for $TRACED_CALLS traced calls (+ warm-up and readiness probes)"
if [ "$(runs plain-instr)" != 0 ]; then
    echo "  instructions per /call (callgrind), plain: $(med plain-instr ir_per_call), traced: $(med traced-instr ir_per_call) ($(awk -v a="$(med traced-instr ir_per_call)" -v b="$(med plain-instr ir_per_call)" 'BEGIN { printf "%+.1f %%", 100 * (a / b - 1) }'))"
fi
echo
echo "raw results:"
cat "$RESULTS"
