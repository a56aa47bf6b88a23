#!/usr/bin/env bash
# Cold start: wall time of one whole `nexus run` (start the nexus, start the
# pool, one call, shut down), RUNS times (default 10), median printed.
#
#   scripts/bench-coldstart.sh [RUNS]
#
# Uses target/release/nexus (built with `cargo build --release --locked` if
# missing). morloc's reference for the same call is about 0.19 s on 2 cores.
set -euo pipefail
runs=${1:-10}
root=$(cd "$(dirname "$0")/.." && pwd)
cd "$root"
binary=${CARGO_TARGET_DIR:-$root/target}/release/nexus
[ -x "$binary" ] || cargo build --release --locked --quiet

expected=$("$binary" run examples/combat fighterDamage 15)
times=()
for _ in $(seq "$runs"); do
    start=$(date +%s%N)
    out=$("$binary" run examples/combat fighterDamage 15)
    end=$(date +%s%N)
    [ "$out" = "$expected" ] || { echo "unexpected output: $out" >&2; exit 1; }
    times+=($(( (end - start) / 1000 )))
done
sorted=$(printf '%s\n' "${times[@]}" | sort -n)
median_us=$(awk '{ a[NR] = $1 } END { if (NR % 2) print a[(NR + 1) / 2]; else print int((a[NR / 2] + a[NR / 2 + 1]) / 2) }' <<<"$sorted")
fmt() { awk -v us="$1" 'BEGIN { printf "%.3f s", us / 1e6 }'; }
echo "nexus run examples/combat fighterDamage 15 -> $expected"
echo "runs: $runs; min $(fmt "$(head -1 <<<"$sorted")"), median $(fmt "$median_us"), max $(fmt "$(tail -1 <<<"$sorted")")"
echo "(morloc's reference: about 0.190 s on 2 cores)"
