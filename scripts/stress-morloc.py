#!/usr/bin/env python3
"""Many concurrent calls through morloc's shared memory, checked one by one.

Drives a nexus binary on two morloc-built programs (tests/morloc/
make-stress.py: echoes of strings, lists and records in Python, R and C++,
and cross-pool echoes; tests/morloc/make-tables.py: Arrow tables in Python
and C++) with arguments and results above the inline threshold, the way
clients send them:

  mcp-2025  `nexus mcp`, an initialize, then every tools/call written at
            once (pipelined, all in flight);
  mcp-2026  the same, stateless requests with their _meta;
  daemon    `nexus daemon`, POST /call/<cmd> from many connections at once;
  run       `nexus run`, one process per call, several at once.

Every answer is compared with the value it must echo (each call's value is
its own, so an answer crossed with another call's is caught). After every
server ends, /dev/shm must hold nothing of it. Prints one line per mode
and a total; exits 1 on any wrong, failed or missing answer or any leftover.

usage: stress-morloc.py NEXUS STRESS_MANIFEST TABLES_MANIFEST [--rounds N] [--calls N]
"""
import http.client
import json
import os
import signal
import subprocess
import sys
import threading
import time

NEXUS, STRESS, TABLES = sys.argv[1:4]
opts = sys.argv[4:]
ROUNDS = int(opts[opts.index("--rounds") + 1]) if "--rounds" in opts else 2
CALLS = int(opts[opts.index("--calls") + 1]) if "--calls" in opts else 8
MODERN = "2026-07-28"
LEGACY = "2025-11-25"
# morloc's default inline threshold is 64 KiB: every value here is above it.
BIG = 200_000
failures = []


def text(seed, n=BIG):
    """A string of n bytes unique to seed (multi-byte characters included)."""
    head = "call %d: é€ " % seed
    body = "".join(chr(0x61 + (seed + i) % 26) for i in range(64))
    return (head + body * (n // len(body) + 1))[:n]


def reals(seed, n=BIG // 8):
    return [seed + i * 0.5 for i in range(n)]


def rows(seed, n=4000):
    return [{"name": "r%d-%d, \"q\"" % (seed, i), "age": seed + i, "ok": (seed + i) % 3 == 0}
            for i in range(n)]


def cases(round_no):
    """(program, tool, argument, expected) for one round: CALLS of each kind."""
    out = []
    for k in range(CALLS):
        seed = round_no * 1000 + k
        s, l = text(seed), reals(seed)
        rec = {"name": text(seed, 70_000), "vals": reals(seed, 2000)}
        # Small reals between the big calls: always inline, they share the
        # turn with each other and must wait for the big calls (and these
        # for them) in the same pools.
        x = seed + 0.25
        for tool, arg in [("pyStr", s), ("pyNum", x), ("rStr", s), ("rNum", x + 1), ("cppStr", s),
                          ("cppNum", x + 2), ("pyList", l), ("pyNum", x + 3), ("rList", l),
                          ("cppList", l), ("cppNum", x + 4), ("pyRec", rec), ("rNum", x + 5),
                          ("rRec", rec), ("pyNum", x + 6), ("pyViaR", s), ("cppNum", x + 7),
                          ("pyViaCpp", l), ("pyNum", x + 8), ("rNum", x + 9)]:
            out.append((STRESS, tool, arg, arg))
        t = rows(seed)
        out.append((TABLES, "pyEcho", t, t))
        out.append((TABLES, "cppEcho", t, t))
    return out


def same(a, b):
    if isinstance(a, float) or isinstance(b, float):
        return isinstance(a, (int, float)) and isinstance(b, (int, float)) and float(a) == float(b)
    if isinstance(a, list):
        return isinstance(b, list) and len(a) == len(b) and all(same(x, y) for x, y in zip(a, b))
    if isinstance(a, dict):
        return isinstance(b, dict) and a.keys() == b.keys() and all(same(a[k], b[k]) for k in a)
    return a == b


def check(mode, tool, got, want):
    if not same(got, want):
        shown = json.dumps(got)[:200]
        failures.append("%s %s: %s" % (mode, tool, shown))
        return False
    return True


def shm_of(pid):
    return sorted(e for e in os.listdir("/dev/shm") if e.startswith("nexus.%d." % pid))


def ended_clean(mode, proc):
    left = []
    for _ in range(50):
        left = shm_of(proc.pid)
        if not left:
            return
        time.sleep(0.1)
    failures.append("%s: /dev/shm keeps %s after nexus %d ended" % (mode, left, proc.pid))


def mcp(era, program, calls):
    """One `nexus mcp` server: every call written at once, every answer read."""
    proc = subprocess.Popen([NEXUS, "mcp", program], stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                            stderr=subprocess.DEVNULL)
    lines = []
    if era == LEGACY:
        lines.append({"jsonrpc": "2.0", "id": 0, "method": "initialize",
                      "params": {"protocolVersion": LEGACY, "capabilities": {},
                                 "clientInfo": {"name": "stress", "version": "0"}}})
        lines.append({"jsonrpc": "2.0", "method": "notifications/initialized"})
    meta = {"io.modelcontextprotocol/protocolVersion": MODERN,
            "io.modelcontextprotocol/clientCapabilities": {},
            "io.modelcontextprotocol/clientInfo": {"name": "stress", "version": "0"}}
    for i, (_, tool, arg, _) in enumerate(calls, 1):
        params = {"name": tool, "arguments": {"_1": arg}}
        if era == MODERN:
            params["_meta"] = meta
        lines.append({"jsonrpc": "2.0", "id": i, "method": "tools/call", "params": params})
    payload = "".join(json.dumps(m) + "\n" for m in lines).encode()
    writer = threading.Thread(target=lambda: (proc.stdin.write(payload), proc.stdin.flush()))
    writer.start()
    answers = {}
    deadline = time.time() + 120
    while len(answers) < len(calls) and time.time() < deadline:
        line = proc.stdout.readline()
        if not line:
            break
        msg = json.loads(line)
        if msg.get("id") not in (None, 0):
            answers[msg["id"]] = msg
    writer.join()
    proc.stdin.close()
    proc.wait(timeout=30)
    ok = 0
    for i, (_, tool, _, want) in enumerate(calls, 1):
        msg = answers.get(i)
        if msg is None:
            failures.append("mcp %s %s: no answer" % (era, tool))
            continue
        result = msg.get("result") or {}
        if "error" in msg or result.get("isError"):
            failures.append("mcp %s %s: %s" % (era, tool, json.dumps(msg)[:300]))
            continue
        ok += check("mcp " + era, tool, json.loads(result["content"][0]["text"]), want)
    ended_clean("mcp " + era, proc)
    return ok


def daemon(program, calls, connections=8):
    # The daemon names its address on stdout.
    proc = subprocess.Popen([NEXUS, "daemon", program, "--port", "0"], stdout=subprocess.PIPE,
                            stderr=subprocess.DEVNULL, text=True)
    port = None
    for line in proc.stdout:
        if "http://127.0.0.1:" in line:
            port = int(line.split("http://127.0.0.1:")[1].split("/")[0].split()[0])
            break
    threading.Thread(target=proc.stdout.read, daemon=True).start()
    ok = [0]
    lock = threading.Lock()
    queue = list(enumerate(calls))

    def worker():
        conn = http.client.HTTPConnection("127.0.0.1", port, timeout=120)
        while True:
            with lock:
                if not queue:
                    break
                _, (_, tool, arg, want) = queue.pop()
            try:
                conn.request("POST", "/call/" + tool, json.dumps([arg]),
                             {"Content-Type": "application/json"})
                resp = conn.getresponse()
                body = json.loads(resp.read())
            except Exception as e:  # a dropped connection is a failure, named
                with lock:
                    failures.append("daemon %s: %s" % (tool, e))
                conn = http.client.HTTPConnection("127.0.0.1", port, timeout=120)
                continue
            with lock:
                if body.get("status") != "ok":
                    failures.append("daemon %s: %s" % (tool, json.dumps(body)[:300]))
                else:
                    ok[0] += check("daemon", tool, body["result"], want)
        conn.close()

    threads = [threading.Thread(target=worker) for _ in range(connections)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    proc.send_signal(signal.SIGTERM)
    proc.wait(timeout=30)
    ended_clean("daemon", proc)
    return ok[0]


def run(calls, at_once=4):
    ok = [0]
    lock = threading.Lock()
    queue = list(calls)

    def worker():
        while True:
            with lock:
                if not queue:
                    return
                program, tool, arg, want = queue.pop()
            # A string is its own word (above the inline size, under the
            # kernel's 128 KiB bound on one argv string); any other value
            # goes in a JSON file whose path is the word, as morloc takes it.
            path = "/tmp/nexus-stress-%d-%d.json" % (os.getpid(), threading.get_ident())
            if isinstance(arg, str):
                arg = want = arg[:100_000]
                word = arg
            else:
                with open(path, "w") as f:
                    json.dump(arg, f)
                word = path
            proc = subprocess.Popen([NEXUS, "run", program, tool, word], stdout=subprocess.PIPE,
                                    stderr=subprocess.PIPE)
            out, err = proc.communicate(timeout=120)
            if word == path:
                os.unlink(path)
            with lock:
                if proc.returncode != 0:
                    failures.append("run %s: rc %s %s" % (tool, proc.returncode, err[-300:]))
                else:
                    ok[0] += check("run", tool, json.loads(out), want)
                left = shm_of(proc.pid)
                if left:
                    failures.append("run: /dev/shm keeps %s after nexus %d ended" % (left, proc.pid))

    threads = [threading.Thread(target=worker) for _ in range(at_once)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    return ok[0]


def split(calls):
    return {p: [c for c in calls if c[0] == p] for p in (STRESS, TABLES)}


start = time.time()
total = right = 0
for r in range(ROUNDS):
    calls = cases(r)
    by_program = split(calls)
    for mode, go in [("mcp " + LEGACY, lambda cs: mcp(LEGACY, cs[0][0], cs)),
                     ("mcp " + MODERN, lambda cs: mcp(MODERN, cs[0][0], cs)),
                     ("daemon /call", lambda cs: daemon(cs[0][0], cs))]:
        t0 = time.time()
        got = sum(go(cs) for cs in by_program.values())
        print("round %d %-16s %4d of %4d right in %5.1f s" % (r + 1, mode, got, len(calls), time.time() - t0),
              flush=True)
        total += len(calls)
        right += got
    # run: one process per call, a few calls per kind (each starts its pools).
    sample = [c for i, c in enumerate(calls) if i % CALLS == 0]
    t0 = time.time()
    got = run(sample)
    print("round %d %-16s %4d of %4d right in %5.1f s" % (r + 1, "run", got, len(sample), time.time() - t0),
          flush=True)
    total += len(sample)
    right += got
print("stress: %d calls, %d right, %d failures, in %.1f s" % (total, right, len(failures), time.time() - start))
for f in failures[:20]:
    print("  " + f)
sys.exit(0 if right == total and not failures else 1)
