# Shared helpers of scripts/bench-mcp.sh and scripts/bench-http.sh (sourced).
#
# Every measurement appends one line `RESULT label=... key=value ...` to
# $RESULTS; the summary takes the median of a field over all the lines of a
# label, so repeated runs are reduced to medians.

# med LABEL FIELD: the median of FIELD over the RESULT lines of LABEL.
med() {
    awk -v label="$1" -v field="$2" '
        $1 == "RESULT" {
            ok = 0; v = ""
            for (i = 2; i <= NF; i++) {
                split($i, kv, "=")
                if (kv[1] == "label" && kv[2] == label) ok = 1
                if (kv[1] == field) v = kv[2]
            }
            if (ok && v != "") x[n++] = v + 0
        }
        END {
            if (n == 0) { print "-"; exit }
            # insertion sort; n is small
            for (i = 1; i < n; i++) { t = x[i]; j = i - 1; while (j >= 0 && x[j] > t) { x[j + 1] = x[j]; j-- } x[j + 1] = t }
            m = (n % 2) ? x[int(n / 2)] : (x[n / 2 - 1] + x[n / 2]) / 2
            if (m >= 100) printf "%.0f\n", m; else printf "%.1f\n", m
        }' "$RESULTS"
}

# runs LABEL: how many RESULT lines LABEL has.
runs() {
    grep -c "^RESULT label=$1 " "$RESULTS" || true
}

# ratio A B: A/B with two decimals, or "-".
ratio() {
    awk -v a="$1" -v b="$2" 'BEGIN { if (a == "-" || b == "-" || b + 0 == 0) print "-"; else printf "%.1f\n", a / b }'
}

# meets VALUE TARGET: "yes" if VALUE >= TARGET.
meets() {
    awk -v a="$1" -v t="$2" 'BEGIN { if (a == "-") print "-"; else print (a + 0 >= t + 0) ? "yes" : "NO" }'
}

# conditions: what else the machine was doing.
conditions() {
    echo "date:        $(date -u '+%Y-%m-%d %H:%M:%S UTC')"
    echo "commit:      $(git rev-parse --short HEAD 2>/dev/null)$(git diff --quiet 2>/dev/null || echo ' (working tree modified)')"
    echo "cpus:        $(nproc) ($(grep -m1 'model name' /proc/cpuinfo | cut -d: -f2 | sed 's/^ *//'))"
    echo "load:        $(cut -d' ' -f1-3 /proc/loadavg) (1/5/15 min)"
    echo "busy procs:  $(ps -eo pcpu=,comm= --sort=-pcpu | awk '$1 > 10 { printf "%s(%s%%) ", $2, $1 }' | head -c 300)"
}

# wrk_result LABEL WRK_OUTPUT_FILE: turns wrk's --latency report into a RESULT line.
wrk_result() {
    awk -v label="$1" '
        function us(s) {
            if (s ~ /us$/) return s + 0
            if (s ~ /ms$/) return (s + 0) * 1000
            if (s ~ /s$/) return (s + 0) * 1000000
            return s + 0
        }
        $1 == "50%" { p50 = us($2) }
        $1 == "99%" { p99 = us($2) }
        $1 == "Requests/sec:" { rate = $2 }
        /requests in/ { reqs = $1 }
        /Non-2xx or 3xx responses:/ { bad += $NF }
        /Socket errors:/ { gsub(",", ""); bad += $4 + $6 + $8 + $10 }
        END { printf "RESULT label=%s mode=wrk requests=%d rate=%.0f p50_us=%.1f p99_us=%.1f errors=%d\n", label, reqs, rate, p50, p99, bad + 0 }' "$2"
}

# hwm_kb PID: the VmHWM (peak resident set) of one process, in KiB.
hwm_kb() {
    awk '/^VmHWM:/ { print $2 }' "/proc/$1/status" 2>/dev/null || echo "-"
}

# time_rss FILE: "Maximum resident set size" from /usr/bin/time -v output.
time_rss() {
    awk -F': ' '/Maximum resident set size/ { print $2 }' "$1" 2>/dev/null || echo "-"
}

# wait_file FILE SECONDS: waits until FILE is non-empty.
wait_file() {
    local i
    for ((i = 0; i < $2 * 20; i++)); do
        [ -s "$1" ] && return 0
        sleep 0.05
    done
    echo "timed out waiting for $1" >&2
    return 1
}

# cpu_snapshot: the aggregate `cpu` line of /proc/stat (jiffies).
cpu_snapshot() {
    head -1 /proc/stat
}

# cpu_report SNAPSHOT: how the machine's CPU time was spent since SNAPSHOT
# (all processes, ours included): busy, idle and steal (time the hypervisor
# gave our vCPUs to someone else).
cpu_report() {
    echo "$1" "$(head -1 /proc/stat)" | awk '{
        n = 11
        for (i = 2; i <= n; i++) { d[i] = $(i + n) - $i; t += d[i] }
        if (t == 0) t = 1
        printf "machine CPU since start: busy %.0f%%, idle %.0f%%, iowait %.0f%%, steal %.1f%%\n",
            100 * (d[2] + d[3] + d[4] + d[7] + d[8]) / t, 100 * d[5] / t, 100 * d[6] / t, 100 * d[9] / t
    }'
}
