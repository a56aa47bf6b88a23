#!/usr/bin/env bash
# Rows per second of morloc table commands through a pyarrow pool, for our
# nexus and morloc 0.98.2's side by side in one run (issue 29):
#   run   pyEcho: a CSV file of ROWS rows in, the same table printed as rows
#   call  pyRows: the rows as JSON to the daemon's /call, their count back
#         (morloc's daemon cannot send a table back: "Cannot render a Table
#         to generic JSON"), and pyEcho through ours alone.
# Medians of ROUNDS (default 3), each including the call's pool start for
# run. Needs the morloc peer ($NEXUS_MORLOC_PEER, see .ci/run) and pyarrow
# in python3.
#
#   scripts/bench-tables.sh [ROWS]
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
rows=${1:-1000000}
rounds=${ROUNDS:-3}
peer=${NEXUS_MORLOC_PEER:-$HOME/.cache/nexus-ci/morloc-peer}
target=${CARGO_TARGET_DIR:-$root/target}
(cd "$root" && cargo build --release --locked --quiet)
nexus=$target/release/nexus
work=$(mktemp -d)
trap 'kill $(jobs -p) 2>/dev/null || true; rm -rf "$work"' EXIT
python3 "$root/tests/morloc/make-tables.py" "$peer" "$work" >/dev/null
m=$work/tables/tables-build/manifest.json
python3 - "$rows" "$work" <<'PY'
import json, sys
n, w = int(sys.argv[1]), sys.argv[2]
with open(w + "/big.csv", "w") as f:
    f.write("name,age,ok\n")
    f.writelines("n%d,%d,%s\n" % (i, i, "true" if i % 2 == 0 else "false") for i in range(n))
with open(w + "/big.json", "w") as f:
    json.dump([[{"name": "n%d" % i, "age": i, "ok": i % 2 == 0} for i in range(n)]], f, separators=(",", ":"))
PY
export MORLOC_HOME=$peer/home
median() { sort -n | awk '{a[NR]=$1} END {print a[int((NR+1)/2)]}'; }
time_of() { local t0 t1; t0=$(date +%s.%N); "$@" >/dev/null; t1=$(date +%s.%N); echo "$t1 - $t0" | bc; }
run_round() { for _ in $(seq "$rounds"); do time_of "$@"; done | median; }
post() { curl -sf -X POST --data-binary @"$work/big.json" -H 'Content-Type: application/json' "http://$1/call/$2" | head -c 200 | grep -q '"status":"ok"'; }

ours_run=$(run_round "$nexus" run "$m" pyEcho "$work/big.csv")
theirs_run=$(run_round "$peer/home/bin/morloc-nexus" run "$m" pyEcho "$work/big.csv")

"$nexus" daemon "$m" --port 0 --port-file "$work/port" >/dev/null 2>&1 &
for _ in $(seq 100); do [ -s "$work/port" ] && break; sleep 0.1; done
ours_addr=$(cat "$work/port")
post "$ours_addr" pyRows || { echo "our /call failed"; exit 1; }   # warm: pools started
ours_call=$(run_round post "$ours_addr" pyRows)
ours_echo=$(run_round post "$ours_addr" pyEcho)
port=$((20000 + RANDOM % 20000))
LD_PRELOAD=$peer/bind_loopback.so "$peer/home/bin/morloc-nexus" daemon "$m" --http-port "$port" >/dev/null 2>&1 &
for _ in $(seq 300); do curl -sf "http://127.0.0.1:$port/health" >/dev/null && break; sleep 0.1; done
post "127.0.0.1:$port" pyRows || { echo "morloc's /call failed"; exit 1; }
theirs_call=$(run_round post "127.0.0.1:$port" pyRows)

rate() { echo "$rows / $1" | bc; }
printf 'tables, %d rows (pyarrow pool), medians of %d\n' "$rows" "$rounds"
printf '%-6s %12s %12s %14s %14s %8s\n' mode ours_s morloc_s ours_rows/s morloc_rows/s speedup
echo "(run: pyEcho from CSV; call: pyRows, rows in by /call; echo: pyEcho by /call, rows both ways)"
theirs_echo=0
for mode in run call echo; do
    o=ours_$mode t=theirs_$mode
    if [ "$mode" = echo ]; then
        printf '%-6s %12.2f %12s %14d %14s %8s\n' "$mode" "${!o}" - "$(rate "${!o}")" refused -
    else
        printf '%-6s %12.2f %12.2f %14d %14d %8.2f\n' "$mode" "${!o}" "${!t}" "$(rate "${!o}")" "$(rate "${!t}")" \
            "$(echo "${!t} / ${!o}" | bc -l)"
    fi
done
