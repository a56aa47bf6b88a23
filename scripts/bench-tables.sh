#!/usr/bin/env bash
# Rows per second of morloc table commands through a pyarrow pool, for our
# nexus and morloc 0.98.2's side by side in one run (issue 29):
#   run   pyEcho: a CSV file of ROWS rows in, the same table printed as rows
#   call  pyRows: 90,000 rows as JSON to the daemon's /call, their count
#         back (morloc's daemon refuses a body over 4 MiB, HTTP_MAX_REQUEST
#         in http_ffi.rs, and cannot send a table back: "Cannot render a
#         Table to generic JSON");
#   call1M / echo1M: ours alone, ROWS rows to pyRows, and to pyEcho and back.
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
for name, m in (("big.json", n), ("small.json", 90000)):
    with open(w + "/" + name, "w") as f:
        json.dump([[{"name": "n%d" % i, "age": i, "ok": i % 2 == 0} for i in range(m)]], f, separators=(",", ":"))
PY
export MORLOC_HOME=$peer/home
median() { sort -n | awk '{a[NR]=$1} END {print a[int((NR+1)/2)]}'; }
time_of() { local t0 t1; t0=$(date +%s.%N); "$@" >/dev/null; t1=$(date +%s.%N); echo "$t1 - $t0" | bc; }
run_round() { for _ in $(seq "$rounds"); do time_of "$@"; done | median; }
post() { curl -sf -X POST --data-binary @"$work/$3.json" -H 'Content-Type: application/json' "http://$1/call/$2" | head -c 200 | grep -q '"status":"ok"'; }

ours_run=$(run_round "$nexus" run "$m" pyEcho "$work/big.csv")
theirs_run=$(run_round "$peer/home/bin/morloc-nexus" run "$m" pyEcho "$work/big.csv")

"$nexus" daemon "$m" --port 0 --port-file "$work/port" >/dev/null 2>&1 &
for _ in $(seq 100); do [ -s "$work/port" ] && break; sleep 0.1; done
ours_addr=$(cat "$work/port")
post "$ours_addr" pyRows small || { echo "our /call failed"; exit 1; }   # warm: pools started
ours_call=$(run_round post "$ours_addr" pyRows small)
ours_call1M=$(run_round post "$ours_addr" pyRows big)
ours_echo1M=$(run_round post "$ours_addr" pyEcho big)
port=$((20000 + RANDOM % 20000))
LD_PRELOAD=$peer/bind_loopback.so "$peer/home/bin/morloc-nexus" daemon "$m" --http-port "$port" >/dev/null 2>&1 &
for _ in $(seq 300); do curl -sf "http://127.0.0.1:$port/health" >/dev/null && break; sleep 0.1; done
post "127.0.0.1:$port" pyRows small || { echo "morloc's /call failed"; exit 1; }
theirs_call=$(run_round post "127.0.0.1:$port" pyRows small)

rate() { echo "$2 / $1" | bc; }
printf 'tables, %d rows (pyarrow pool), medians of %d\n' "$rows" "$rounds"
echo "run: pyEcho, $rows rows from CSV and back as row JSON; call: pyRows, 90,000 rows by /call"
echo "(morloc's 4 MiB body limit); call1M: pyRows, $rows rows; echo1M: pyEcho, $rows rows both ways"
printf '%-7s %12s %12s %14s %14s %8s\n' mode ours_s morloc_s ours_rows/s morloc_rows/s speedup
for mode in run call call1M echo1M; do
    o=ours_$mode t=theirs_$mode n=$rows
    [ "$mode" = call ] && n=90000
    if [ -z "${!t:-}" ]; then
        printf '%-7s %12.2f %12s %14d %14s %8s\n' "$mode" "${!o}" - "$(rate "${!o}" "$n")" refused -
    else
        printf '%-7s %12.2f %12.2f %14d %14d %8.2f\n' "$mode" "${!o}" "${!t}" "$(rate "${!o}" "$n")" \
            "$(rate "${!t}" "$n")" "$(echo "${!t} / ${!o}" | bc -l)"
    fi
done
