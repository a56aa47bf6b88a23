#!/usr/bin/env bash
# Starts N nexus replicas (r1 … rN on 127.0.0.1:8081 …) and a load balancer
# on 127.0.0.1:8080 in front of them, in the foreground, for a user to try
# (issue 28; README, Scaling out). Ctrl-C stops everything.
#
#   scripts/replicas.sh haproxy        # 3 replicas behind deploy/haproxy.cfg
#   scripts/replicas.sh nginx 5        # 5 replicas behind deploy/nginx.conf
#   PROGRAM=examples/combat scripts/replicas.sh haproxy
#   scripts/replicas.sh config haproxy 3 18080 18081   # print the config only
#
# The proxy's configuration is the shipped one; for N other than 3 its
# per-replica lines (those naming r1 / 8081) are repeated for r1 … rN and
# those naming r2, r3 dropped. Environment: PROGRAM (default
# tests/programs/replicas), NEXUS (default target/debug/nexus, built here),
# TRACE_DIR (when set, replica rK writes its spans to TRACE_DIR/rK.jsonl).
set -euo pipefail
cd "$(dirname "$0")/.."

# generate PROXY N FRONT_PORT FIRST_PORT: the shipped configuration, its
# per-replica lines repeated for r1 … rN (on FIRST_PORT …), listening on
# FRONT_PORT.
generate() {
    local shipped=deploy/haproxy.cfg
    [ "$1" = nginx ] && shipped=deploy/nginx.conf
    awk -v n="$2" -v front="$3" -v first="$4" '
        /^[[:space:]]*#/ { print; next }
        /(^|[^0-9a-z])r[23]([^0-9]|$)|808[23]/ { next }
        /(^|[^0-9a-z])r1([^0-9]|$)|8081/ {
            for (k = 1; k <= n; k++) {
                line = $0
                gsub(/8081/, first + k - 1, line)
                gsub(/r1/, "r" k, line)
                print line
            }
            next
        }
        { gsub(/127\.0\.0\.1:8080/, "127.0.0.1:" front); print }
    ' "$shipped"
}

if [ "${1:-}" = config ]; then
    generate "${2:?usage: scripts/replicas.sh config haproxy|nginx N FRONT_PORT FIRST_PORT}" "${3:-3}" "${4:-8080}" "${5:-8081}"
    exit 0
fi

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

conf="$work/$proxy.conf"
generate "$proxy" "$n" 8080 8081 > "$conf"

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
