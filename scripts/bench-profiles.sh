#!/usr/bin/env bash
# Issue 42 point 2: which opt-level the release profile should have. Builds
# nexus at opt-level 3, 2, "s" and "z" (the rest of [profile.release] as it
# is), both the ordinary dynamic release binary and the static single file
# (scripts/build-static.sh, stable Rust, prebuilt std), and measures in one
# run, for each of the eight binaries:
#
#   bytes       the binary stripped again with `strip`;
#   Ir/call     instructions per MCP stdio call on the serving thread under
#               callgrind, as scripts/bench-house.sh counts them (it is run
#               with NEXUS_NEW=<binary> NEXUS_BASE=none REPEATS=0): the
#               Python pool (examples/combat --workers 1), and the morloc
#               peer's pool when NEXUS_MORLOC_PEER has it;
#   MCP calls/s `nexus mcp examples/combat`, sequential, through
#               bench/loadgen as scripts/bench-mcp.sh does (nexus-seq);
#   /call req/s `nexus daemon examples/combat`, POST /call/fighterDamage [15]
#               with 16 keep-alive connections through bench/loadgen, as
#               scripts/bench-http.sh does (its mcp-lg16 line, on /call).
#
# Instruction counts are medians of IR_REPEATS counts; each level's are
# counted in the background while the next level builds (a count does not
# depend on the machine's load). The rates are medians over REPEATS rounds,
# measured after every build and count has finished, the binaries interleaved (the
# order reversed every other round) so that the shared machine's load falls
# on all of them alike. Prints a markdown table with each figure and its
# ratio to the best of the eight (smallest, fewest instructions, most
# calls/s). Each opt-level builds in a target directory of its own
# (target/profiles/<level>, or $PROFILES_DIR/<level>), so the builds never
# invalidate each other or the ordinary target/, and a second run only
# measures.
#
# Environment: LEVELS ("3 2 s z"), REPEATS (3), MCP_CALLS (20000),
# DURATION (2, seconds of each /call run), IR_REPEATS (3 callgrind counts
# per binary, median quoted; 0 skips callgrind), PROFILES_DIR,
# NEXUS_MORLOC_PEER (as bench-house.sh).
set -euo pipefail
cd "$(dirname "$0")/.."
. bench/lib.sh

LEVELS=${LEVELS:-"3 2 s z"}
REPEATS=${REPEATS:-3}
MCP_CALLS=${MCP_CALLS:-20000}
DURATION=${DURATION:-2}
DIR=${PROFILES_DIR:-$PWD/target/profiles}
IR_REPEATS=${IR_REPEATS:-3}
command -v valgrind >/dev/null || IR_REPEATS=0

WORK=$(mktemp -d)
RESULTS=$WORK/results
LOG=$WORK/stderr.log
: >"$RESULTS"
DAEMON=
IR_JOBS=()
cleanup() {
    [ -n "$DAEMON" ] && kill "$DAEMON" 2>/dev/null
    for job in "${IR_JOBS[@]}"; do kill "$job" 2>/dev/null || true; done
    rm -rf "$WORK"
}
trap cleanup EXIT

# ir_measure NAME: IR_REPEATS callgrind counts of one binary, one RESULT
# line each (the median is taken at the end: the Python pool's idle waits
# make one count vary by up to about 10 %).
ir_measure() {
    local name=$1 k out ir line
    for ((k = 1; k <= IR_REPEATS; k++)); do
        out=$(REPEATS=0 NEXUS_BASE=none NEXUS_NEW="${BIN[$name]}" scripts/bench-house.sh 2>>"$LOG") || true
        line="RESULT label=$name"
        ir=$(awk '/ new ours-seq-instr:/ { sub(/.*ir_per_call=/, ""); print }' <<<"$out")
        [ -z "$ir" ] || line="$line ir_py=$ir"
        ir=$(awk '/ new morloc-seq-instr:/ { sub(/.*ir_per_call=/, ""); print }' <<<"$out")
        [ -z "$ir" ] || line="$line ir_morloc=$ir"
        echo "$line" >>"$RESULTS"
        echo "  $line (callgrind $k of $IR_REPEATS)"
    done
}

start=$(date +%s)
echo "== building (each opt-level: dynamic release, then static)"
echo "   and counting instructions (callgrind: the count does not depend on"
echo "   the machine's load, so each level's is counted while the next builds)"
(cd bench/loadgen && cargo build --release -q)
L=$PWD/bench/loadgen/target/release/loadgen
NAMES=()
IR_JOBS=()
declare -A BIN
for level in $LEVELS; do
    td=$DIR/$level
    t0=$(date +%s)
    CARGO_PROFILE_RELEASE_OPT_LEVEL=$level cargo build --release --locked -q --target-dir "$td"
    BIN[dynamic-$level]=$td/release/nexus
    BIN[static-$level]=$(CARGO_PROFILE_RELEASE_OPT_LEVEL=$level CARGO_TARGET_DIR=$td \
        NEXUS_PROFILE=release NEXUS_CARGO_ARGS='' NEXUS_STATIC_STD=prebuilt scripts/build-static.sh)
    NAMES+=("dynamic-$level" "static-$level")
    echo "  opt-level $level built: $(($(date +%s) - t0)) s"
    if [ "$IR_REPEATS" -gt 0 ]; then
        { ir_measure "dynamic-$level"; ir_measure "static-$level"; } &
        IR_JOBS+=($!)
    fi
done

echo "== sizes (stripped again with strip)"
for name in "${NAMES[@]}"; do
    strip -o "$WORK/stripped" "${BIN[$name]}"
    echo "RESULT label=$name bytes=$(stat -c %s "$WORK/stripped")" | tee -a "$RESULTS"
done

if [ ${#IR_JOBS[@]} -gt 0 ]; then
    echo "== waiting for the instruction counts"
    wait "${IR_JOBS[@]}"
fi

echo "== conditions (before the rates)"
conditions
CPU0=$(cpu_snapshot)

mcp_run() { # NAME
    local line
    if line=$("$L" mcp-stdio --cmd "${BIN[$1]} mcp examples/combat" --calls "$MCP_CALLS" --warmup 500 \
        --inflight 1 --expect '"text":"12"' --label "$1" 2>>"$LOG" | grep '^RESULT'); then
        echo "$line mcp_rate=$(sed 's/.* rate=\([0-9.]*\).*/\1/' <<<"$line")" >>"$RESULTS"
        echo "  $1 MCP stdio: $(sed 's/.* rate=\([0-9.]*\).*/\1/' <<<"$line") calls/s"
    else
        echo "  $1 MCP stdio: FAILED"
        tail -5 "$LOG"
    fi
}

call_run() { # NAME
    local line
    rm -f "$WORK/addr"
    "${BIN[$1]}" daemon examples/combat --port 0 --port-file "$WORK/addr" >/dev/null 2>>"$LOG" &
    DAEMON=$!
    if wait_file "$WORK/addr" 20 && line=$("$L" http --url "http://$(cat "$WORK/addr")/call/fighterDamage" \
        --body '[15]' --conns 16 --duration "$DURATION" --warmup 1 --expect 12 --pid "$DAEMON" \
        --label "$1" 2>>"$LOG" | grep '^RESULT'); then
        echo "$line call_rate=$(sed 's/.* rate=\([0-9.]*\).*/\1/' <<<"$line")" >>"$RESULTS"
        echo "  $1 /call: $(sed 's/.* rate=\([0-9.]*\).*/\1/' <<<"$line") req/s"
    else
        echo "  $1 /call: FAILED"
        tail -5 "$LOG"
    fi
    kill "$DAEMON" 2>/dev/null || true
    wait "$DAEMON" 2>/dev/null || true
    DAEMON=
}

for ((r = 1; r <= REPEATS; r++)); do
    echo "== round $r of $REPEATS (load $(cut -d' ' -f1-3 /proc/loadavg))"
    order=("${NAMES[@]}")
    if ((r % 2 == 0)); then
        order=()
        for ((i = ${#NAMES[@]} - 1; i >= 0; i--)); do order+=("${NAMES[$i]}"); done
    fi
    for name in "${order[@]}"; do
        mcp_run "$name"
        call_run "$name"
    done
done

echo "== conditions (after)"
conditions
cpu_report "$CPU0"

echo
echo "== opt-levels: medians of $REPEATS rounds ($(($(date +%s) - start)) s in all; ratio to the best of the column)"
echo
for name in "${NAMES[@]}"; do
    echo "$name $(med "$name" bytes) $(med "$name" ir_py) $(med "$name" ir_morloc) $(med "$name" mcp_rate) $(med "$name" call_rate)"
done | awk '
    function best(c, low,   i, b) { b = "-"; for (i = 1; i <= n; i++) if (v[i, c] != "-" && v[i, c] + 0 > 0 && (b == "-" || (low ? v[i, c] + 0 < b : v[i, c] + 0 > b))) b = v[i, c] + 0; return b }
    function commas(x,   s) { s = sprintf("%d", x); while (s ~ /[0-9][0-9][0-9][0-9]/) sub(/[0-9][0-9][0-9]($|,)/, ",&", s); return s }
    function cell(i, c, b) { if (v[i, c] == "-" || b == "-") return "- | -"; return sprintf("%s | %.3f", commas(v[i, c]), v[i, c] / b) }
    { n++; name[n] = $1; for (c = 2; c <= 6; c++) v[n, c] = $c }
    END {
        b2 = best(2, 1); b3 = best(3, 1); b4 = best(4, 1); b5 = best(5, 0); b6 = best(6, 0)
        print "| build | opt-level | stripped bytes | × smallest | Ir/call (Python pool) | × fewest | Ir/call (morloc pool) | × fewest | MCP stdio calls/s | × most | /call req/s (16 conns) | × most |"
        print "| --- | --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |"
        for (i = 1; i <= n; i++) {
            split(name[i], p, "-")
            printf "| %s | %s | %s | %s | %s | %s | %s |\n", p[1], p[2], cell(i, 2, b2), cell(i, 3, b3), cell(i, 4, b4), cell(i, 5, b5), cell(i, 6, b6)
        }
    }'
echo
echo "raw results:"
cat "$RESULTS"
