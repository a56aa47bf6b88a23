#!/usr/bin/env bash
# Serving morloc's own pools: our nexus vs morloc's `morloc-nexus` (0.98.2,
# the peer built by ../shared/morloc/build-peer.sh), side by side in one run,
# on the SAME manifest and pools (the peer's combat/combat-build, a Python
# pool; fighterDamage(15) = 10). Loopback only.
#
#   scripts/bench-morloc.sh                 # 3 rounds
#   REPEATS=5 CALLS=5000 DURATION=5 scripts/bench-morloc.sh
#
# Measured, each round:
#   - MCP over stdio, calls/s, sequential and with 16 in flight: bench/loadgen
#     mcp-stdio (spawns the server, handshakes, warms up, then drives
#     tools/call), server and client pinned to one CPU (taskset -c 0);
#   - the bare-pool ceiling on the same CPU: bench/morloc_ceiling.c (compiled
#     here with gcc) replays morloc's own CALL packet straight to the pool's
#     Unix socket, one connection per call as libmorloc does, 1 and 16 in
#     flight; no nexus in the path;
#   - the stdio floor on the same CPU: bench/pipe_floor.c, one round trip
#     over a pair of pipes between two processes. A client that reaches the
#     pool through any stdio nexus pays at least this on top of what the
#     ceiling's client pays, so ceiling-time / (ceiling-time + floor) is
#     the best ratio to the ceiling that a nexus costing nothing could
#     reach; it is printed beside the target;
#     the same with a poll(2) before each read, timeouts none, 1 ms and
#     100 ms: a short timeout's cost (two timer reprogrammings per wait, VM
#     exits on a VM) is why the nexus's own waits are long;
#   - the daemons' POST /call/fighterDamage [15], req/s with 16 keep-alive
#     client connections (bench/loadgen http; morloc's daemon answers
#     `Connection: close`, so its clients reconnect), both CPUs;
#   - a cold `run` (process start to result), wall ms;
#   - the least-work relay (bench/morloc_relay.c): a stand-in nexus that
#     makes only the system calls every nexus must (read the request,
#     connect, send morloc's CALL packet, read the reply, close, write the
#     answer) and parses nothing, over MCP stdio (1 and 16 in flight, 1 CPU)
#     and as a daemon answering POST /call; what it reaches is the most
#     any nexus can reach here, so it shows whether a target is reachable;
#   - with 16 in flight, each process's CPU time per call: the pool's, the
#     nexus's and the client's (schedstat; the C client's getrusage), and
#     what 0.9 of the ceiling would leave a nexus and its client together;
#   - tracing's cost (issue 28, issue 45 item 7): our daemon's POST
#     /call/add [1,2] on tests/programs/replicas (our Python pool, two
#     workers, as scripts/bench-replicas.sh measures it), without and with
#     --trace-file, alternated, 16 connections: calls/s and the CPU time per
#     call of the daemon and its workers (schedstat of the process tree);
#     then (INSTRUCTIONS=1) the daemon's instructions per /call under
#     callgrind, all its threads, the span writer's included, as the
#     difference of 3000 and 1000 sequential calls so start-up cancels,
#     the median of REPEATS runs each (callgrind serialises the threads, and
#     how the event loop's turns fall moves a run by about 2,000).
# Medians over the rounds. Targets: issue 10, >= 90% of the ceiling on one
# CPU, sequential and 16 in flight, and >= 2x morloc's daemon on /call;
# issue 45 item 7, MCP stdio >= 0.9 of the least-work relay (sequential and
# 16 in flight) and tracing under 3 % of a /call's CPU.
#
# Environment: NEXUS_MORLOC_PEER (~/.cache/nexus-ci/morloc-peer), REPEATS (3),
# CALLS (5000 per MCP/ceiling measurement), DURATION (5 s per /call run),
# COLD (5 cold runs per round), NEXUS (a nexus binary to measure instead of
# building this tree's), INSTRUCTIONS (1: the callgrind counts, about a
# minute; 0: none).
set -euo pipefail
cd "$(dirname "$0")/.."
. bench/lib.sh

PEER=${NEXUS_MORLOC_PEER:-$HOME/.cache/nexus-ci/morloc-peer}
REPEATS=${REPEATS:-3}
CALLS=${CALLS:-5000}
DURATION=${DURATION:-5}
COLD=${COLD:-5}
M=$PEER/combat/combat-build/manifest.json
UP=$PEER/home/bin/morloc-nexus
export MORLOC_HOME=$PEER/home
[ -f "$M" ] && [ -x "$UP" ] || {
    echo "no morloc peer at $PEER (build it: PREFIX=$PEER ../shared/morloc/build-peer.sh)" >&2
    exit 1
}

if [ -z "${NEXUS:-}" ]; then
    echo "== building (release)"
    cargo build --release --locked -q
fi
(cd bench/loadgen && cargo build --release -q)
N=${NEXUS:-$PWD/target/release/nexus}
L=$PWD/bench/loadgen/target/release/loadgen
WORK=$(mktemp -d /tmp/bench-morloc.XXXXXX)
C=$WORK/morloc_ceiling
gcc -O2 -Wall -Wextra -o "$C" bench/morloc_ceiling.c
R=$WORK/morloc_relay
gcc -O2 -Wall -Wextra -o "$R" bench/morloc_relay.c
F=$WORK/pipe_floor
gcc -O2 -Wall -Wextra -o "$F" bench/pipe_floor.c
RESULTS=$WORK/results
LOG=$WORK/log
: >"$RESULTS"
PIDS=()
cleanup() {
    for p in "${PIDS[@]}"; do kill "$p" 2>/dev/null || true; done
    rm -rf "$WORK"
}
trap cleanup EXIT

free_port() {
    python3 -c 'import socket; s = socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])'
}

# wait_http URL: until it answers (10 s).
wait_http() {
    for _ in $(seq 100); do
        curl -s -o /dev/null -X POST -d '[15]' "$1" && return 0
        sleep 0.1
    done
    echo "no answer from $1" >&2
    return 1
}

ARGS='{"_1":15}'
# split_cpu: adds to a loadgen RESULT line the pool's CPU per call
# (pool_cpu_us: its processes, python3 here) and the nexus's (nexus_cpu_us),
# from its cpu_by_process.
split_cpu() {
    awk '$1 == "RESULT" {
        pool = 0; own = 0
        for (i = 2; i <= NF; i++) if ($i ~ /^cpu_by_process=/) {
            n = split(substr($i, 16), parts, ",")
            for (j = 1; j <= n; j++) {
                split(parts[j], kv, ":")
                if (kv[1] ~ /nexus$/) own += kv[2]; else pool += kv[2]
            }
        }
        printf "%s pool_cpu_us=%.1f nexus_cpu_us=%.1f\n", $0, pool, own
    }'
}

mcp_run() { # LABEL INFLIGHT COMMAND
    taskset -c 0 "$L" mcp-stdio --cmd "$3" --calls "$CALLS" --inflight "$2" \
        --warmup 500 --tool fighterDamage --args "$ARGS" --expect 10 --label "$1" \
        2>>"$LOG" | grep '^RESULT' | split_cpu >>"$RESULTS" || echo "  $1 failed (see the log)" >&2
}

# descendants PID: every process below PID.
descendants() {
    local child
    for child in $(pgrep -P "$1"); do
        echo "$child"
        descendants "$child"
    done
}

# tree_cpu_ns PID: the CPU time (ns, every thread, from schedstat) of the
# processes below PID but not PID itself: the pools a daemon started.
tree_cpu_ns() {
    local total=0 p t ns
    for p in $(descendants "$1"); do
        for t in /proc/"$p"/task/*/schedstat; do
            read -r ns _ <"$t" 2>/dev/null || continue
            total=$((total + ns))
        done
    done
    echo "$total"
}

# ceiling_call LABEL SOCKET INFLIGHT DAEMON: one ceiling run, its RESULT line
# with the pool's CPU per call added (pool_cpu_us).
ceiling_call() {
    local before line
    before=$(tree_cpu_ns "$4")
    line=$(taskset -c 0 "$C" "$2" "$CALLS" "$3" "$1") || return 0
    echo "$line" | awk -v ns="$(($(tree_cpu_ns "$4") - before))" -v calls="$CALLS" \
        '{ printf "%s pool_cpu_us=%.1f\n", $0, ns / 1000 / calls }'
}

# relay_mcp LABEL INFLIGHT SOCKET DAEMON: the MCP client through
# bench/morloc_relay.c (the least a nexus can do) to the pool at SOCKET;
# its RESULT line with nexus_cpu_us (the relay's) and pool_cpu_us added.
relay_mcp() {
    local before line
    before=$(tree_cpu_ns "$4")
    line=$(taskset -c 0 "$L" mcp-stdio --cmd "$R stdio $3" --calls "$CALLS" --inflight "$2" \
        --warmup 500 --tool fighterDamage --args "$ARGS" --expect 10 --label "$1" 2>>"$LOG" |
        grep '^RESULT') || { echo "  $1 failed (see the log)" >&2; return 0; }
    echo "$line" | awk -v ns="$(($(tree_cpu_ns "$4") - before))" -v calls="$((CALLS + 501))" '{
        for (i = 2; i <= NF; i++) if ($i ~ /^server_cpu_us=/) own = substr($i, 15)
        printf "%s pool_cpu_us=%.1f nexus_cpu_us=%s\n", $0, ns / 1000 / calls, own
    }' >>"$RESULTS"
}

ceiling_run() {
    taskset -c 0 "$N" daemon "$M" --port 0 --port-file "$WORK/cport" >>"$LOG" 2>&1 &
    local pid=$!
    PIDS+=("$pid")
    for _ in $(seq 100); do [ -s "$WORK/cport" ] && break; sleep 0.1; done
    wait_http "http://$(cat "$WORK/cport")/call/fighterDamage"
    local sock
    sock=$(ls -d /dev/shm/nexus."$pid".*.d)/pipe-py
    taskset -c 0 "$C" "$sock" 500 1 warm >/dev/null
    ceiling_call ceiling-k1 "$sock" 1 "$pid" >>"$RESULTS"
    ceiling_call ceiling-k16 "$sock" 16 "$pid" >>"$RESULTS"
    relay_mcp relay-k1 1 "$sock" "$pid"
    relay_mcp relay-k16 16 "$sock" "$pid"
    taskset -c 0 "$F" $((CALLS * 10)) pipe-floor >>"$RESULTS"
    for ms in -1 1 100; do
        taskset -c 0 "$F" $((CALLS * 10)) "pipe-poll$ms" "$ms" >>"$RESULTS"
    done
    kill "$pid"
    wait "$pid" 2>/dev/null || true
    rm -f "$WORK/cport"
}

call_run() { # LABEL URL
    "$L" http --url "$2" --method POST --body '[15]' --conns 16 --duration "$DURATION" \
        --warmup 1 --expect '"result":10' --label "$1" 2>>"$LOG" | grep '^RESULT' >>"$RESULTS" || true
    # loadgen exits non-zero on wrong answers; they are counted (errors=).
}

daemons_run() {
    "$N" daemon "$M" --port 0 --port-file "$WORK/dport" >>"$LOG" 2>&1 &
    local ours=$!
    PIDS+=("$ours")
    for _ in $(seq 100); do [ -s "$WORK/dport" ] && break; sleep 0.1; done
    local port
    port=$(free_port)
    # morloc's daemon binds 0.0.0.0; the peer's shim keeps it on loopback.
    LD_PRELOAD=$PEER/bind_loopback.so "$UP" daemon "$M" --http-port "$port" >>"$LOG" 2>&1 &
    local theirs=$!
    PIDS+=("$theirs")
    wait_http "http://$(cat "$WORK/dport")/call/fighterDamage"
    wait_http "http://127.0.0.1:$port/call/fighterDamage"
    call_run call-ours "http://$(cat "$WORK/dport")/call/fighterDamage"
    call_run call-morloc "http://127.0.0.1:$port/call/fighterDamage"
    # The least a daemon can do, to our daemon's pool (bench/morloc_relay.c).
    local rport
    rport=$(free_port)
    "$R" http "$(ls -d /dev/shm/nexus."$ours".*.d)/pipe-py" "$rport" >>"$LOG" 2>&1 &
    local relay=$!
    PIDS+=("$relay")
    wait_http "http://127.0.0.1:$rport/call/fighterDamage"
    call_run call-relay "http://127.0.0.1:$rport/call/fighterDamage"
    kill "$ours" "$theirs" "$relay"
    wait "$ours" "$theirs" "$relay" 2>/dev/null || true
    rm -f "$WORK/dport"
}

cold_run() { # LABEL COMMAND...
    local label=$1
    shift
    for _ in $(seq "$COLD"); do
        local t0 t1 out
        t0=$(date +%s%N)
        out=$("$@" 2>>"$LOG" || true)
        t1=$(date +%s%N)
        [ "$(echo "$out" | tr -d '[:space:]')" = 10 ] || echo "  $label: unexpected output $out" >&2
        echo "RESULT label=$label ms=$(((t1 - t0) / 1000000))" >>"$RESULTS"
    done
}

# Tracing's cost: our daemon on our own Python pool, POST /call/add [1,2].
TP=tests/programs/replicas
trace_one() { # MODE (plain or traced)
    local extra=()
    [ "$1" = traced ] && extra=(--trace-file "$WORK/spans.jsonl")
    "$N" daemon "$TP" --port 0 --port-file "$WORK/tport" "${extra[@]}" >>"$LOG" 2>&1 &
    local pid=$!
    PIDS+=("$pid")
    for _ in $(seq 100); do [ -s "$WORK/tport" ] && break; sleep 0.1; done
    wait_http "http://$(cat "$WORK/tport")/call/add"
    "$L" http --url "http://$(cat "$WORK/tport")/call/add" --method POST --body '[1,2]' \
        --conns 16 --duration "$DURATION" --warmup 1 --expect '"result":3' --pid "$pid" \
        --label "trace-$1" 2>>"$LOG" | grep '^RESULT' >>"$RESULTS" || true
    kill "$pid"
    wait "$pid" 2>/dev/null || true
    rm -f "$WORK/tport"
}
trace_run() { # ROUND: the two alternated, the first one changing each round
    if [ $(($1 % 2)) = 1 ]; then trace_one plain; trace_one traced; else trace_one traced; trace_one plain; fi
}

# instructions MODE N: the daemon's instructions (callgrind, all threads)
# after N sequential POST /call/add; stdin (--watch-stdin) ends it cleanly.
instructions() {
    local extra=()
    [ "$1" = traced ] && extra=(--trace-file "$WORK/cg-spans.jsonl")
    rm -f "$WORK/cg.in" "$WORK/cg.addr" "$WORK/cg.out"
    mkfifo "$WORK/cg.in"
    valgrind --tool=callgrind --callgrind-out-file="$WORK/cg.out" \
        "$N" daemon "$TP" --port 0 --port-file "$WORK/cg.addr" --watch-stdin "${extra[@]}" \
        <"$WORK/cg.in" >/dev/null 2>>"$LOG" &
    local vg=$!
    exec 7>"$WORK/cg.in"
    for _ in $(seq 600); do [ -s "$WORK/cg.addr" ] && break; sleep 0.1; done
    python3 bench/call_add.py "$(cat "$WORK/cg.addr")" "$2"
    exec 7>&-
    wait "$vg" 2>/dev/null || true
    awk '/^(summary|totals):/ { print $2; exit }' "$WORK/cg.out"
}

for round in $(seq "$REPEATS"); do
    echo "== round $round of $REPEATS"
    mcp_run mcp-ours-k1 1 "$N mcp $M"
    mcp_run mcp-morloc-k1 1 "$UP mcp $M"
    mcp_run mcp-ours-k16 16 "$N mcp $M"
    mcp_run mcp-morloc-k16 16 "$UP mcp $M"
    ceiling_run
    daemons_run
    cold_run run-ours "$N" run "$M" fighterDamage 15
    cold_run run-morloc "$UP" run "$M" fighterDamage 15
    trace_run "$round"
done

if [ "${INSTRUCTIONS:-1}" != 0 ] && command -v valgrind >/dev/null; then
    echo "== instructions per /call (callgrind, the daemon's threads, $REPEATS runs each)"
    for _ in $(seq "$REPEATS"); do
        for mode in plain traced; do
            lo=$(instructions "$mode" 1000)
            hi=$(instructions "$mode" 3000)
            echo "RESULT label=instr-$mode ir_per_call=$(((hi - lo) / 2000))" >>"$RESULTS"
        done
    done
fi

echo
echo "== conditions"
conditions
echo "peer:        $UP ($("$UP" --version 2>/dev/null | head -1 || echo '?'))"
echo
printf '%-52s %12s %12s %9s\n' "measurement (median of $REPEATS)" "ours" "morloc" "ratio"
pair() { # TITLE LABEL-OURS LABEL-MORLOC FIELD
    local a b
    a=$(med "$2" "$4")
    b=$(med "$3" "$4")
    printf '%-52s %12s %12s %9s\n' "$1" "$a" "$b" "$(ratio "$a" "$b")"
}
pair "MCP stdio calls/s, sequential, 1 CPU" mcp-ours-k1 mcp-morloc-k1 rate
pair "MCP stdio calls/s, 16 in flight, 1 CPU" mcp-ours-k16 mcp-morloc-k16 rate
pair "daemon POST /call req/s, 16 conns, 2 CPUs" call-ours call-morloc rate
pair "daemon POST /call p50 µs, 16 conns" call-ours call-morloc p50_us
pair "cold run ms (process start to result)" run-ours run-morloc ms
echo
k1=$(med ceiling-k1 rate)
k16=$(med ceiling-k16 rate)
printf '%-52s %12s\n' "bare-pool ceiling calls/s, sequential, 1 CPU" "$k1"
printf '%-52s %12s\n' "bare-pool ceiling calls/s, 16 in flight, 1 CPU" "$k16"
printf '%-52s %12s\n' "least-work relay (morloc_relay.c), sequential" "$(med relay-k1 rate)"
printf '%-52s %12s\n' "least-work relay (morloc_relay.c), 16 in flight" "$(med relay-k16 rate)"
printf '%-52s %12s\n' "least-work relay daemon, POST /call req/s" "$(med call-relay rate)"
echo
o1=$(med mcp-ours-k1 rate)
o16=$(med mcp-ours-k16 rate)
ratio2() { awk -v a="$1" -v b="$2" 'BEGIN { if (a == "-" || b == "-" || b + 0 == 0) print "-"; else printf "%.2f\n", a / b }'; }
r1=$(ratio2 "$o1" "$k1")
r16=$(ratio2 "$o16" "$k16")
rc=$(ratio2 "$(med call-ours rate)" "$(med call-morloc rate)")
floor=$(med pipe-floor us)
printf '%-52s %12s\n' "stdio floor µs (a pipe round trip), 1 CPU" "$floor"
for ms in -1 1 100; do
    printf '%-52s %12s\n' "  the same, each side poll(2)s first, timeout $ms ms" "$(med "pipe-poll$ms" us)"
done
echo
printf '%-44s %8s %8s %8s\n' "CPU µs per call, 16 in flight, 1 CPU" pool nexus client
printf '%-44s %8s %8s %8s\n' "  bare pool, the C client" "$(med ceiling-k16 pool_cpu_us)" "" "$(med ceiling-k16 cpu_us)"
printf '%-44s %8s %8s %8s\n' "  our nexus, MCP client loadgen" "$(med mcp-ours-k16 pool_cpu_us)" "$(med mcp-ours-k16 nexus_cpu_us)" "$(med mcp-ours-k16 client_cpu_us)"
printf '%-44s %8s %8s %8s\n' "  least-work relay, MCP client loadgen" "$(med relay-k16 pool_cpu_us)" "$(med relay-k16 nexus_cpu_us)" "$(med relay-k16 client_cpu_us)"
printf '%-44s %8s %8s %8s\n' "  morloc-nexus, MCP client loadgen" "$(med mcp-morloc-k16 pool_cpu_us)" "$(med mcp-morloc-k16 nexus_cpu_us)" "$(med mcp-morloc-k16 client_cpu_us)"
budget=$(awk -v c="$k16" -v p="$(med ceiling-k16 pool_cpu_us)" 'BEGIN { if (c == "-" || p == "-" || c + 0 == 0) print "-"; else printf "%.1f\n", 1e6 / (0.9 * c) - p }')
echo "  0.9 of the ceiling leaves the nexus and its MCP client, together, $budget µs"
echo "  per call beside the pool's CPU under the C client (1 CPU is shared by all)"
best() { awk -v c="$1" -v f="$2" 'BEGIN { if (c == "-" || f == "-" || c + 0 == 0) print "-"; else printf "%.2f\n", (1e6 / c) / (1e6 / c + f) }'; }
echo
echo "targets:"
echo "  ours / ceiling, sequential:  $r1 (>= 0.9: $(meets "$r1" 0.9); a nexus costing nothing: $(best "$k1" "$floor"))"
echo "  ours / ceiling, 16 in flight: $r16 (>= 0.9: $(meets "$r16" 0.9); the least-work relay: $(ratio2 "$(med relay-k16 rate)" "$k16"))"
echo "  ours / morloc, sequential:   $(ratio2 "$o1" "$(med mcp-morloc-k1 rate)")"
echo "  ours / morloc, 16 in flight: $(ratio2 "$o16" "$(med mcp-morloc-k16 rate)")"
echo "  ours / morloc daemon /call:  $rc (>= 2: $(meets "$rc" 2); the least-work relay: $(ratio2 "$(med call-relay rate)" "$(med call-morloc rate)"))"
errors() { grep -h "label=$1 " "$RESULTS" | sed -n 's/.*errors=\([0-9]*\).*/\1/p' | awk '{ s += $1 } END { print s + 0 }'; }
errs=$(errors call-morloc)
echo "  wrong or failed answers from morloc's daemon under load: $errs"
errs=$(errors call-ours)
echo "  wrong or failed answers from ours under load:            $errs"

echo
rel() { ratio2 "$(med "$1" rate)" "$(med "$2" rate)"; }
echo "== MCP stdio against the least-work relay (issue 45 item 7: ours / relay >= 0.9), calls/s, medians"
printf '%-30s %9s %9s %9s %11s %12s\n' "" ours relay morloc "ours/relay" "ours/morloc"
for k in 1 16; do
    title="sequential, 1 CPU"
    [ "$k" = 16 ] && title="16 in flight, 1 CPU"
    r=$(rel "mcp-ours-k$k" "relay-k$k")
    printf '%-30s %9s %9s %9s %11s %12s\n' "$title" "$(med "mcp-ours-k$k" rate)" "$(med "relay-k$k" rate)" \
        "$(med "mcp-morloc-k$k" rate)" "$r ($(meets "$r" 0.9))" "$(rel "mcp-ours-k$k" "mcp-morloc-k$k")"
done
printf '%-30s %9s %9s %9s\n' "nexus CPU µs/call, 16 in flight" "$(med mcp-ours-k16 nexus_cpu_us)" \
    "$(med relay-k16 nexus_cpu_us)" "$(med mcp-morloc-k16 nexus_cpu_us)"
echo
echo "== tracing's cost: POST /call/add [1,2] (tests/programs/replicas), 16 conns, medians of $REPEATS"
cp=$(med trace-plain server_cpu_us)
ct=$(med trace-traced server_cpu_us)
printf '%-52s %10s %10s %9s\n' "" untraced traced change
printf '%-52s %10s %10s %9s\n' "calls/s" "$(med trace-plain rate)" "$(med trace-traced rate)" \
    "$(awk -v a="$(med trace-traced rate)" -v b="$(med trace-plain rate)" 'BEGIN { if (a == "-" || b == "-" || b + 0 == 0) print "-"; else printf "%+.1f %%\n", 100 * (a / b - 1) }')"
pct=$(awk -v a="$ct" -v b="$cp" 'BEGIN { if (a == "-" || b == "-" || b + 0 == 0) print "-"; else printf "%+.1f\n", 100 * (a / b - 1) }')
printf '%-52s %10s %10s %9s\n' "CPU µs per call (daemon and its workers)" "$cp" "$ct" "$pct %"
ip=$(med instr-plain ir_per_call)
it=$(med instr-traced ir_per_call)
diff() { awk -v a="$1" -v b="$2" 'BEGIN { if (a == "-" || b == "-" || a == "" || b == "") print "-"; else printf "%+d\n", a - b }'; }
printf '%-52s %10s %10s %9s\n' "daemon instructions per /call (callgrind), median" "$ip" "$it" "$(diff "$it" "$ip")"
# The event loop's turns only add to a run (a turn more when a reply comes
# a moment late): the least of the runs is the least noisy.
least() { awk -v label="$1" '$2 == "label=" label { split($3, kv, "="); if (m == "" || kv[2] + 0 < m) m = kv[2] + 0 } END { print (m == "" ? "-" : m) }' "$RESULTS"; }
lp=$(least instr-plain)
lt=$(least instr-traced)
printf '%-52s %10s %10s %9s\n' "  the same, least of $REPEATS runs" "$lp" "$lt" "$(diff "$lt" "$lp")"
echo "  tracing's CPU per call: $pct % (< 3 %: $(awk -v p="$pct" 'BEGIN { if (p == "-") print "-"; else print (p + 0 < 3) ? "yes" : "NO" }'))"
echo "  spans written: $(wc -l <"$WORK/spans.jsonl" 2>/dev/null || echo 0) (every traced call, its warm-up and probes)"
