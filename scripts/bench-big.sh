#!/usr/bin/env bash
# Big payloads: a 64 MiB string through `nexus run` and the daemon's
# POST /call, on our Python pool and on morloc's pools (the peer's C++ and
# Python pools, through our nexus and through morloc's own on the same
# manifest), side by side with a 64 MiB memcpy measured in the same run.
#
#   scripts/bench-big.sh                 # 3 rounds
#   REPEATS=5 SIZE=16777216 scripts/bench-big.sh
#
# Measured, each round, interleaved:
#   - memcpy: bench/big/memcpy.c (built here with gcc), the median of 9
#     copies of SIZE bytes into a buffer already touched ("warm", the memory
#     bandwidth) and into one just mapped ("fresh": the copy plus a page
#     fault per page, what making any new value of that size costs);
#   - floor: `python3 bench/big/floor.py SIZE`, no nexus: what a Python
#     pool alone pays to make the string and hand it over (start, make,
#     write to shared memory), the least a `run make` can cost;
#   - run-make: `nexus run bench/big/big.py make SIZE` (a Python pool makes
#     the string; it comes back through shared memory), to /dev/null; the
#     same through our R pool (bench/big/big.R) when Rscript is here;
#   - call-echo: the daemon, POST /call/echo with ["<SIZE x's>"] (curl);
#   - morloc's pools, ours and morloc-nexus (0.98.2) on the peer's
#     polyglot manifest: `run cppBig SIZE` (C++ makes the string), and the
#     daemons' POST /call/pyGreet (Python echoes it, 8 bytes longer) and
#     /call/cppLen (C++ takes it, answers its length).
# Wall time from process start (run) or request start (curl) to the last
# byte. Peak memory: for run, /usr/bin/time's maximum resident set (the
# largest of the nexus and the pool processes it waited for); for the
# daemons, VmHWM of the daemon process alone, reset before each request
# (/proc/PID/clear_refs), and the largest of its pool processes. Every
# answer's size is checked. Medians over the rounds.
#
# The nexus's own peak in `run` (without its pool) is sampled once, untimed:
# VmHWM read from /proc every millisecond until it exits.
#
# Environment: REPEATS (3), SIZE (67108864), NEXUS (a nexus binary to
# measure instead of building this tree's), NEXUS_MORLOC_PEER
# (~/.cache/nexus-ci/morloc-peer; its rows are skipped without it).
set -euo pipefail
cd "$(dirname "$0")/.."
. bench/lib.sh

REPEATS=${REPEATS:-3}
SIZE=${SIZE:-67108864}
PEER=${NEXUS_MORLOC_PEER:-$HOME/.cache/nexus-ci/morloc-peer}
PM=$PEER/polyglot/polyglot-build/manifest.json
UP=$PEER/home/bin/morloc-nexus
export MORLOC_HOME=$PEER/home
HAVE_PEER=0
[ -f "$PM" ] && [ -x "$UP" ] && HAVE_PEER=1

# python3 itself, not a version manager's shim script in front of it (pyenv's
# costs 0.3 s of shell per pool start, which is not ours to measure).
PYBIN=$(dirname "$(python3 -c 'import sys; print(sys.executable)')")
export PATH=$PYBIN:$PATH

if [ -z "${NEXUS:-}" ]; then
    echo "== building (release)"
    cargo build --release --locked -q
fi
N=${NEXUS:-${CARGO_TARGET_DIR:-$PWD/target}/release/nexus}
WORK=$(mktemp -d /tmp/bench-big.XXXXXX)
gcc -O2 -Wall -Wextra -o "$WORK/memcpy" bench/big/memcpy.c
RESULTS=$WORK/results
LOG=$WORK/log
: >"$RESULTS"
PIDS=()
cleanup() {
    for p in "${PIDS[@]}"; do kill "$p" 2>/dev/null || true; done
    wait 2>/dev/null || true
    rm -rf "$WORK"
}
trap cleanup EXIT

P=bench/big/big.py
HAVE_R=0
command -v Rscript >/dev/null && HAVE_R=1
python3 -c "import sys; sys.stdout.write('[\"' + 'x' * $SIZE + '\"]')" >"$WORK/echo.json"

free_port() {
    python3 -c 'import socket; s = socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])'
}
now_ns() { date +%s%N; }

# descendants PID: every process below PID.
descendants() {
    local child
    for child in $(pgrep -P "$1"); do
        echo "$child"
        descendants "$child"
    done
}
hwm_kb() { awk '/^VmHWM/ { print $2 }' "/proc/$1/status" 2>/dev/null || echo 0; }
reset_hwm() {
    local p
    for p in "$1" $(descendants "$1"); do echo 5 >"/proc/$p/clear_refs" 2>/dev/null || true; done
}
pools_hwm_kb() {
    local p m=0 h
    for p in $(descendants "$1"); do
        h=$(hwm_kb "$p")
        [ "${h:-0}" -gt "$m" ] && m=$h
    done
    echo "$m"
}

# run_big LABEL EXPECTED_BYTES COMMAND...: one cold run to /dev/null.
run_big() {
    local label=$1 expect=$2 t0 t1 rss bytes
    shift 2
    t0=$(now_ns)
    /usr/bin/time -f "%M" -o "$WORK/time" "$@" >"$WORK/out" 2>>"$LOG" || {
        echo "  $label failed (see the log)" >&2
        return 0
    }
    t1=$(now_ns)
    rss=$(tail -1 "$WORK/time")
    bytes=$(stat -c %s "$WORK/out")
    [ "$bytes" = "$expect" ] || echo "  $label: $bytes bytes out, expected $expect" >&2
    echo "RESULT label=$label ms=$(((t1 - t0) / 1000000)) rss_mb=$((rss / 1024))" >>"$RESULTS"
    rm -f "$WORK/out"
}

# nexus_peak LABEL COMMAND...: runs it once, untimed, sampling its VmHWM.
nexus_peak() {
    local label=$1 p peak=0 k v state
    shift
    "$@" >/dev/null 2>>"$LOG" &
    p=$!
    while :; do
        state=
        while read -r k v _; do
            case $k in
                State:) state=$v ;;
                VmHWM:) [ "$v" -gt "$peak" ] && peak=$v ;;
            esac
        done <"/proc/$p/status" 2>/dev/null || break
        [ "$state" = Z ] || [ -z "$state" ] && break
        sleep 0.001
    done
    wait "$p" || true
    echo "RESULT label=$label rss_mb=$((peak / 1024))" >>"$RESULTS"
}

# call_big LABEL DAEMON_PID URL EXPECTED_BYTES: one POST of echo.json.
call_big() {
    local label=$1 pid=$2 url=$3 expect=$4 secs bytes code
    reset_hwm "$pid"
    read -r code secs < <(curl -s -o "$WORK/out" -X POST --data-binary @"$WORK/echo.json" \
        -w '%{http_code} %{time_total}\n' "$url") || true
    if [ "${code:-0}" != 200 ]; then
        echo "  $label: HTTP ${code:-none}: $(head -c 200 "$WORK/out" 2>/dev/null)" >&2
        echo "RESULT label=$label refused=${code:-0}" >>"$RESULTS"
        return 0
    fi
    bytes=$(stat -c %s "$WORK/out")
    [ "$bytes" = "$expect" ] || echo "  $label: $bytes bytes out, expected $expect ($(head -c 200 "$WORK/out"))" >&2
    echo "RESULT label=$label ms=$(awk -v s="$secs" 'BEGIN { printf "%d", s * 1000 }') rss_mb=$(($(hwm_kb "$pid") / 1024)) pool_rss_mb=$(($(pools_hwm_kb "$pid") / 1024))" >>"$RESULTS"
    rm -f "$WORK/out"
}

wait_port_file() {
    for _ in $(seq 100); do [ -s "$1" ] && return 0; sleep 0.1; done
    echo "no port file $1" >&2
    return 1
}
wait_http() {
    for _ in $(seq 150); do
        curl -s -o /dev/null "$1" && return 0
        sleep 0.1
    done
    echo "no answer from $1" >&2
    return 1
}

# {"status":"ok","result":"x…x"}
OK=$((SIZE + 27))
GREET=$((SIZE + 8 + 27))
LEN=$((${#SIZE} + 25))

nexus_peak run-make-nexus "$N" run "$P" make "$SIZE"
[ "$HAVE_PEER" = 1 ] && nexus_peak m-run-ours-nexus "$N" run "$PM" cppBig "$SIZE"
[ "$HAVE_PEER" = 1 ] && nexus_peak m-run-morloc-nexus "$UP" run "$PM" cppBig "$SIZE"
for round in $(seq "$REPEATS"); do
    echo "== round $round of $REPEATS"
    "$WORK/memcpy" "$SIZE" 9 >>"$RESULTS"
    run_big floor 0 python3 bench/big/floor.py "$SIZE"
    run_big run-make $((SIZE + 3)) "$N" run "$P" make "$SIZE"
    [ "$HAVE_R" = 1 ] && run_big run-make-r $((SIZE + 3)) "$N" run bench/big/big.R make "$SIZE"
    rm -f "$WORK/port"
    "$N" daemon "$P" --port 0 --port-file "$WORK/port" 2>>"$LOG" &
    d=$!
    PIDS+=("$d")
    wait_port_file "$WORK/port"
    wait_http "http://$(cat "$WORK/port")/health"
    curl -s -o /dev/null -X POST -d '["warm"]' "http://$(cat "$WORK/port")/call/echo"
    call_big call-echo "$d" "http://$(cat "$WORK/port")/call/echo" "$OK"
    kill "$d"
    wait "$d" 2>/dev/null || true
    if [ "$HAVE_PEER" = 1 ]; then
        run_big m-run-ours $((SIZE + 3)) "$N" run "$PM" cppBig "$SIZE"
        run_big m-run-morloc $((SIZE + 3)) "$UP" run "$PM" cppBig "$SIZE"
        rm -f "$WORK/port"
        "$N" daemon "$PM" --port 0 --port-file "$WORK/port" 2>>"$LOG" &
        ours=$!
        port=$(free_port)
        # morloc's daemon binds 0.0.0.0; the peer's shim keeps it on loopback.
        LD_PRELOAD=$PEER/bind_loopback.so "$UP" daemon "$PM" --http-port "$port" >>"$LOG" 2>&1 &
        theirs=$!
        PIDS+=("$ours" "$theirs")
        wait_port_file "$WORK/port"
        for url in "http://$(cat "$WORK/port")" "http://127.0.0.1:$port"; do
            wait_http "$url/health"
            curl -s -o /dev/null -X POST -d '["warm"]' "$url/call/pyGreet"
            curl -s -o /dev/null -X POST -d '["warm"]' "$url/call/cppLen"
        done
        call_big m-greet-ours "$ours" "http://$(cat "$WORK/port")/call/pyGreet" "$GREET"
        # morloc's daemon refuses a body over 4 MiB (HTTP_MAX_REQUEST in
        # morloc-runtime/src/http_ffi.rs) with 400: counted as refused.
        call_big m-greet-morloc "$theirs" "http://127.0.0.1:$port/call/pyGreet" "$GREET"
        call_big m-len-ours "$ours" "http://$(cat "$WORK/port")/call/cppLen" "$LEN"
        call_big m-len-morloc "$theirs" "http://127.0.0.1:$port/call/cppLen" "$LEN"
        kill "$ours" "$theirs"
        wait "$ours" "$theirs" 2>/dev/null || true
    fi
done

echo
echo "== conditions"
conditions
echo "python:      $(command -v python3) ($(python3 --version 2>&1))"
echo
warm=$(med memcpy warm_ms)
fresh=$(med memcpy fresh_ms)
mb=$(awk -v s="$SIZE" 'BEGIN { printf "%.1f", s / 1048576 }')
echo "memcpy of $mb MiB: ${warm} ms into touched memory, ${fresh} ms into fresh memory (median of $REPEATS × 9)"
echo
ratio2() { awk -v a="$1" -v b="$2" 'BEGIN { if (a == "-" || b == "-" || b + 0 == 0) print "-"; else printf "%.1f\n", a / b }'; }
per() { awk -v a="$1" -v s="$SIZE" 'BEGIN { if (a == "-") print "-"; else printf "%.2f\n", a * 1048576 / s }'; }
printf '%-40s %9s %9s %9s %9s %10s %10s\n' "$mb MiB string (median of $REPEATS)" "ours ms" "morloc ms" "×memcpy" "×fresh" "RSS/size" "pool/size"
row() { # TITLE LABEL-OURS LABEL-MORLOC
    local a b
    a=$(med "$2" ms)
    b=$([ -n "$3" ] && med "$3" ms || echo "")
    [ "$b" = - ] && [ -n "$(med "$3" refused)" ] && [ "$(med "$3" refused)" != - ] && b="HTTP $(med "$3" refused)"
    printf '%-40s %9s %9s %9s %9s %10s %10s\n' "$1" "$a" "$b" "$(ratio2 "$a" "$warm")" "$(ratio2 "$a" "$fresh")" \
        "$(per "$(med "$2" rss_mb)")" "$(per "$(med "$2" pool_rss_mb)")"
    if [ -n "$3" ]; then
        printf '%-40s %9s %9s %9s %9s %10s %10s\n' "  morloc's nexus, the same" "" "" "$(ratio2 "$b" "$warm")" "$(ratio2 "$b" "$fresh")" \
            "$(per "$(med "$3" rss_mb)")" "$(per "$(med "$3" pool_rss_mb)")"
    fi
}
row "floor: Python makes it, writes to shm" floor ""
row "run make (our Python pool)" run-make ""
printf '%-40s %9s %9s %9s %9s %10s\n' "  the nexus alone (sampled)" "" "" "" "" "$(per "$(med run-make-nexus rss_mb)")"
row "daemon /call/echo (our Python pool)" call-echo ""
[ "$HAVE_R" = 1 ] && row "run make (our R pool)" run-make-r ""
if [ "$HAVE_PEER" = 1 ]; then
    row "run cppBig (morloc's C++ pool)" m-run-ours m-run-morloc
    printf '%-40s %9s %9s %9s %9s %10s\n' "  each nexus alone (sampled): ours" "" "" "" "" "$(per "$(med m-run-ours-nexus rss_mb)")"
    printf '%-40s %9s %9s %9s %9s %10s\n' "                       morloc's" "" "" "" "" "$(per "$(med m-run-morloc-nexus rss_mb)")"
    row "daemon /call/pyGreet (morloc's Python)" m-greet-ours m-greet-morloc
    row "daemon /call/cppLen (morloc's C++)" m-len-ours m-len-morloc
else
    echo "(no morloc peer at $PEER: its rows are skipped)"
fi
echo
echo "floor: python3 bench/big/floor.py, no nexus: the interpreter starts, makes"
echo "the string and writes it to shared memory as our pool runtime does. What"
echo "any nexus serving a Python pool adds goes on top of it."
echo "RSS/size: peak resident set over the payload; for run, the largest of the"
echo "nexus and its pool (/usr/bin/time); for the daemons, the daemon process"
echo "alone, and pool/size its largest pool process. Targets (issue 30): run"
echo "within 10x memcpy, daemon /call echo within 15x, RSS within 2x the payload."
echo "HTTP 400 from morloc's daemon: it refuses any body over 4 MiB (HTTP_MAX_REQUEST,"
echo "morloc-runtime/src/http_ffi.rs), so it cannot take a 64 MiB argument at all."
