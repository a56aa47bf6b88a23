#!/usr/bin/env bash
# Soak and hardening runs of issue 15, against the release binary, loopback
# only. Prints the figures of each run; exits non-zero if any run fails.
#
#   scripts/soak.sh            # full length: 60 s per timed run
#   scripts/soak.sh 30         # 30 s per timed run
#   scripts/soak.sh --short    # CI: 10 s per timed run (about a minute in all)
#
# a) slowloris: 1,000 idle plus 1,000 slow-header attackers against the
#    default cap of 256, while fresh clients probe GET /health every 100 ms;
#    the target is >= 95 % answered 200 within 50 ms.
# b) depth bombs: 50,000 levels of JSON nesting through HTTP /call, HTTP
#    /mcp (whole body and inside tools/call), stdio `nexus mcp` (whole line
#    and inside tools/call) and the `nexus run` argument.
# c) worker kills: 8 keep-alive clients check every fighterDamage reply
#    while a random pool worker (one that has run 2 s: killing a starting
#    worker fails the recovery, and three failed recoveries make the daemon
#    exit on purpose) is SIGKILLed every second; wrong must be 0.
#
# Environment: NEXUS (a binary to use instead of building target/release),
# PY (a Python 3; stdlib only), ATTACKERS (1000 of each kind), RECONNECT
# (seconds before an attacker the daemon dropped comes back; default 1).
set -euo pipefail
cd "$(dirname "$0")/.."

SECONDS_PER_RUN=60
case "${1:-}" in
    --short) SECONDS_PER_RUN=10 ;;
    "") ;;
    *[!0-9]*) echo "usage: scripts/soak.sh [SECONDS | --short]" >&2; exit 2 ;;
    *) SECONDS_PER_RUN=$1 ;;
esac
ATTACKERS=${ATTACKERS:-1000}
if [ -z "${PY:-}" ]; then
    if [ -x .venv/bin/python ]; then PY=.venv/bin/python; else PY=python3; fi
fi
if [ -z "${NEXUS:-}" ]; then
    echo "== building (release)"
    cargo build --release --locked -q
    NEXUS=target/release/nexus
fi
# 2 x ATTACKERS sockets in one process, plus the daemon's side of them.
need=$((2 * ATTACKERS + 512))
if [ "$(ulimit -n)" != unlimited ] && [ "$(ulimit -n)" -lt "$need" ]; then
    ulimit -n "$need" 2>/dev/null || ulimit -n "$(ulimit -Hn)"
fi
echo "== open-file limit $(ulimit -n); $SECONDS_PER_RUN s per timed run"

WORK=$(mktemp -d)
PIDS=()
cleanup() {
    for p in "${PIDS[@]}"; do kill -9 "$p" 2>/dev/null || true; done
    wait 2>/dev/null || true
    rm -rf "$WORK"
}
trap cleanup EXIT
failed=()

echo
echo "== a) slowloris: $ATTACKERS idle + $ATTACKERS slow-header attackers, cap 256"
"$NEXUS" daemon examples/combat --port 0 --port-file "$WORK/addr" >/dev/null 2>"$WORK/daemon.log" &
DAEMON=$!
PIDS+=("$DAEMON")
for _ in $(seq 200); do [ -s "$WORK/addr" ] && break; sleep 0.1; done
[ -s "$WORK/addr" ] || { echo "the daemon did not start: $(cat "$WORK/daemon.log")"; exit 1; }
ADDR=$(cat "$WORK/addr")
HOST=${ADDR%:*}
PORT=${ADDR##*:}
timeout $((SECONDS_PER_RUN + 60)) "$PY" scripts/soak.py attack "$HOST" "$PORT" \
    --idle "$ATTACKERS" --slow "$ATTACKERS" --reconnect "${RECONNECT:-1}" --seconds $((SECONDS_PER_RUN + 5)) \
    --ready "$WORK/ready" >"$WORK/attack.json" &
ATTACK=$!
PIDS+=("$ATTACK")
if timeout $((SECONDS_PER_RUN + 60)) "$PY" scripts/soak.py probe "$HOST" "$PORT" \
    --seconds "$SECONDS_PER_RUN" --ready "$WORK/ready"; then :; else failed+=("slowloris"); fi
wait "$ATTACK" || true
echo "attackers: $(cat "$WORK/attack.json")"
kill -0 "$DAEMON" 2>/dev/null || { echo "the daemon died: $(tail -5 "$WORK/daemon.log")"; failed+=("slowloris: daemon died"); }
{ kill -9 "$DAEMON" && wait "$DAEMON"; } 2>/dev/null || true

echo
echo "== b) depth bombs: 50,000 levels on every transport"
if timeout 300 "$PY" scripts/soak.py depth "$NEXUS" examples/combat --levels 50000; then :; else failed+=("depth bombs"); fi

echo
echo "== c) worker kills: 8 clients, a pool worker SIGKILLed every second"
if timeout $((SECONDS_PER_RUN + 120)) "$PY" scripts/soak.py kills "$NEXUS" examples/combat \
    --seconds "$SECONDS_PER_RUN" --clients 8; then :; else failed+=("worker kills"); fi

echo
if [ ${#failed[@]} -gt 0 ]; then
    echo "soak: FAILED: ${failed[*]}"
    exit 1
fi
echo "soak: all runs passed"
