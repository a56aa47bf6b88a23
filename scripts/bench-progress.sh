#!/bin/sh
# What reporting progress costs a pool function (issue 13).
#
# Calls tests/programs/progress over MCP stdio: `spin 1000` (a Python loop
# that calls nexus.progress 1,000 times) against `quiet 1000` (the same loop
# without it), with a listener (the request carries a progressToken) and
# without. Prints the median call time of each and the overhead of reporting.
# The issue's budget: under 10% of the call's time, both ways.
#
#   scripts/bench-progress.sh [CALLS]     (default 40 calls per case)
set -eu
cd "$(dirname "$0")/.."
CALLS=${1:-40}
cargo build --release --locked --quiet
NEXUS=target/release/nexus python3 - "$CALLS" <<'PY'
import json, os, statistics, subprocess, sys, time
calls = int(sys.argv[1])
p = subprocess.Popen([os.environ["NEXUS"], "mcp", "tests/programs/progress", "--workers", "1"],
                     stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True)
n = 0
def send(m):
    p.stdin.write(json.dumps(m) + "\n"); p.stdin.flush()
def request(method, params):
    global n
    n += 1
    send({"jsonrpc": "2.0", "id": n, "method": method, "params": params})
    while True:
        line = json.loads(p.stdout.readline())
        if line.get("id") == n:
            return line
request("initialize", {"protocolVersion": "2025-06-18", "capabilities": {}, "clientInfo": {"name": "bench", "version": "1"}})
send({"jsonrpc": "2.0", "method": "notifications/initialized"})
def case(tool, token):
    params = {"name": tool, "arguments": {"n": 1000}}
    if token:
        params["_meta"] = {"progressToken": "b"}
    times = []
    for _ in range(calls + 3):
        t = time.perf_counter()
        r = request("tools/call", params)
        times.append(time.perf_counter() - t)
        assert r["result"]["isError"] is False, r
    return statistics.median(times[3:]) * 1000
rows = {}
for listener in (False, True):
    for tool in ("quiet", "spin"):
        rows[(tool, listener)] = case(tool, listener)
for listener in (False, True):
    q, s = rows[("quiet", listener)], rows[("spin", listener)]
    who = "with a listener   " if listener else "without a listener"
    print(f"{who}: quiet {q:7.2f} ms  spin {s:7.2f} ms  overhead {100 * (s - q) / q:5.1f}%")
p.stdin.close(); p.wait()
PY
