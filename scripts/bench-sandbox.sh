#!/usr/bin/env bash
# The cost of --sandbox (issue 14 point 5), with and without, side by side in
# one run, interleaved so that the machine's load drifts equally on both:
#
#   (1) pool start: wall time of one whole `nexus run [--sandbox]
#       examples/combat fighterDamage 15` (start, probe, pool, call, exit),
#       RUNS times each (default 20), median;
#   (2) calls/s: CALLS (default 5000) sequential tools/call fighterDamage over
#       one `nexus mcp [--sandbox] examples/combat` session (one worker),
#       ROUNDS times each (default 5), best round.
#
#   scripts/bench-sandbox.sh [RUNS] [CALLS] [ROUNDS]
#
# Uses target/release/nexus (built if missing). Needs user namespaces.
# PATH is set to the system directories so that both sides start the same
# python3: the sandbox hides $HOME, and with it an interpreter or shim
# installed there (pyenv), which would make the two sides incomparable.
set -euo pipefail
export PATH=/usr/local/bin:/usr/bin:/bin
runs=${1:-20}
calls=${2:-5000}
rounds=${3:-5}
root=$(cd "$(dirname "$0")/.." && pwd)
cd "$root"
binary=${CARGO_TARGET_DIR:-$root/target}/release/nexus
[ -x "$binary" ] || cargo build --release --locked --quiet
"$binary" __sandbox --probe >/dev/null || { echo "no sandbox here: $("$binary" run --sandbox examples/combat fighterDamage 15 2>&1)" >&2; exit 1; }

median() { sort -n | awk '{ a[NR] = $1 } END { if (NR % 2) print a[(NR + 1) / 2]; else print int((a[NR / 2] + a[NR / 2 + 1]) / 2) }'; }
plain=(); boxed=()
for _ in $(seq "$runs"); do
    for mode in plain boxed; do
        flag=(); [ $mode = boxed ] && flag=(--sandbox)
        start=$(date +%s%N)
        out=$("$binary" run "${flag[@]}" examples/combat fighterDamage 15)
        end=$(date +%s%N)
        [ -n "$out" ] || { echo "no output" >&2; exit 1; }
        if [ $mode = plain ]; then plain+=($(( (end - start) / 1000 ))); else boxed+=($(( (end - start) / 1000 ))); fi
    done
done
p=$(printf '%s\n' "${plain[@]}" | median); b=$(printf '%s\n' "${boxed[@]}" | median)

rate() { # $@: extra flags; prints calls per second of the best round
    python3 - "$binary" "$calls" "$rounds" "$@" <<'PY'
import json, subprocess, sys, time
binary, calls, rounds, flags = sys.argv[1], int(sys.argv[2]), int(sys.argv[3]), sys.argv[4:]
best = 0.0
for _ in range(rounds):
    p = subprocess.Popen([binary, "mcp", *flags, "--workers", "1", "examples/combat"],
                         stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True, bufsize=1)
    def ask(i, method, params):
        p.stdin.write(json.dumps({"jsonrpc": "2.0", "id": i, "method": method, "params": params}) + "\n")
        p.stdin.flush()
        reply = json.loads(p.stdout.readline())
        assert "result" in reply and not reply["result"].get("isError"), reply
    ask(0, "initialize", {"protocolVersion": "2025-06-18", "capabilities": {}, "clientInfo": {"name": "bench", "version": "0"}})
    p.stdin.write('{"jsonrpc": "2.0", "method": "notifications/initialized"}\n')
    ask(1, "tools/call", {"name": "fighterDamage", "arguments": {"_1": 15}})  # the pool starts here
    t = time.perf_counter()
    for i in range(calls):
        ask(i + 2, "tools/call", {"name": "fighterDamage", "arguments": {"_1": 15}})
    best = max(best, calls / (time.perf_counter() - t))
    p.stdin.close(); p.wait(timeout=30)
print(int(best))
PY
}
rp=$(rate); rb=$(rate --sandbox)
rp2=$(rate); rb2=$(rate --sandbox)
fmt() { awk -v us="$1" 'BEGIN { printf "%.1f ms", us / 1e3 }'; }
pct() { awk -v a="$1" -v b="$2" 'BEGIN { printf "%+.1f%%", (b - a) * 100 / a }'; }
echo "load average: $(cut -d' ' -f1-3 /proc/loadavg); $(nproc) cores"
printf '%-40s %14s %14s %9s\n' "" "without" "--sandbox" "change"
printf '%-40s %14s %14s %9s\n' "pool start (whole run, median of $runs)" "$(fmt "$p")" "$(fmt "$b")" "$(pct "$p" "$b")"
printf '%-40s %14s %14s %9s\n' "calls/s (best of $rounds x $calls), pass 1" "$rp" "$rb" "$(pct "$rp" "$rb")"
printf '%-40s %14s %14s %9s\n' "calls/s (best of $rounds x $calls), pass 2" "$rp2" "$rb2" "$(pct "$rp2" "$rb2")"
