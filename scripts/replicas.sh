#!/usr/bin/env bash
# Starts N nexus replicas (r1 … rN on 127.0.0.1:8081 …) and a load balancer
# on 127.0.0.1:8080 in front of them, in the foreground, for a user to try
# (issue 28; README, Scaling out). Ctrl-C stops everything.
#
#   scripts/replicas.sh haproxy        # 3 replicas behind deploy/haproxy.cfg
#   scripts/replicas.sh nginx 5        # 5 replicas behind deploy/nginx.conf
#   PROGRAM=examples/combat scripts/replicas.sh haproxy
#
# The proxy's configuration is the shipped one; for N other than 3 its
# per-replica lines (those naming r1 / 8081) are repeated for r1 … rN and
# those naming r2, r3 dropped. Environment: PROGRAM (default
# tests/programs/replicas), NEXUS (default target/debug/nexus, built here),
# TRACE_DIR (when set, replica rK writes its spans to TRACE_DIR/rK.jsonl).
set -euo pipefail
cd "$(dirname "$0")/.."

proxy=${1:-}
n=${2:-3}
case "$proxy" in
    haproxy | nginx) ;;
    *) echo "usage: scripts/replicas.sh haproxy|nginx [N]" >&2; exit 2 ;;
esac
[[ "$n" =~ ^[1-9][0-9]?$ ]] || { echo "N must be 1 to 99, not '$n'" >&2; exit 2; }
command -v "$proxy" >/dev/null || PATH="$PATH:/usr/sbin"
command -v "$proxy" >/dev/null || { echo "$proxy is not installed (apt-get install -y $proxy)" >&2; exit 1; }
program=${PROGRAM:-tests/programs/replicas}
if [ -z "${NEXUS:-}" ]; then
    cargo build -q
    NEXUS="${CARGO_TARGET_DIR:-target}/debug/nexus"
fi

work=$(mktemp -d "${TMPDIR:-/tmp}/nexus-replicas.XXXXXX")
pids=()
cleanup() {
    for pid in "${pids[@]}"; do kill "$pid" 2>/dev/null || true; done
    wait 2>/dev/null || true
    rm -rf "$work"
}
trap cleanup EXIT
trap 'exit 130' INT TERM

# The shipped configuration, its per-replica lines repeated for r1 … rN.
if [ "$proxy" = haproxy ]; then shipped=deploy/haproxy.cfg; conf="$work/haproxy.cfg"
else shipped=deploy/nginx.conf; conf="$work/nginx.conf"; fi
awk -v n="$n" '
    /^[[:space:]]*#/ { print; next }
    /(^|[^0-9a-z])r[23]([^0-9]|$)|808[23]/ { next }
    /(^|[^0-9a-z])r1([^0-9]|$)|8081/ {
        for (k = 1; k <= n; k++) {
            line = $0
            gsub(/8081/, 8080 + k, line)
            gsub(/r1/, "r" k, line)
            print line
        }
        next
    }
    { print }
' "$shipped" > "$conf"

for k in $(seq 1 "$n"); do
    args=(daemon "$program" --replica "r$k" --port $((8080 + k)))
    [ -n "${TRACE_DIR:-}" ] && args+=(--trace-file "$TRACE_DIR/r$k.jsonl")
    "$NEXUS" "${args[@]}" &
    pids+=($!)
done
for k in $(seq 1 "$n"); do
    for _ in $(seq 1 100); do
        curl -fsS "http://127.0.0.1:$((8080 + k))/health" >/dev/null 2>&1 && break
        sleep 0.1
    done
done
echo "replicas r1..r$n on 127.0.0.1:8081..$((8080 + n)); $proxy on http://127.0.0.1:8080 (MCP at /mcp, API at /call/<command>)" >&2
if [ "$proxy" = haproxy ]; then
    haproxy -db -f "$conf" &
else
    nginx -p "$work" -e stderr -c "$conf" &
fi
pids+=($!)
wait "${pids[-1]}"
