"""Load generators for scripts/soak.sh (issue 15). Python stdlib only.

Loopback only; every loop is bounded in time and count, and every socket
has a timeout, so nothing here can hang.

    soak.py attack  HOST PORT --idle N --slow N --seconds S --ready FILE
        N sockets that connect and send nothing, N that send one byte of a
        never-ending header every second; a socket the server closes is
        opened again after --reconnect seconds (1: once per round, as the
        slowloris tools refill their sockets; 0: at once, a reconnect storm
        that measures the accept queue more than the server). Prints one
        JSON line of counts at the end.
    soak.py probe   HOST PORT --seconds S --every MS --ready FILE
        after the attack is ready, GET /health on a fresh connection every
        MS ms; prints count, ok ratio, p50/p95/max latency and the verdict
        of the target (>= 95 % answered 200 within 50 ms). Exit 1 if missed.
    soak.py depth   NEXUS PROGRAM --levels N
        a JSON nesting bomb through every transport; exit 1 on any failure.
    soak.py kills   NEXUS PROGRAM --seconds S --clients N
        N keep-alive clients check every fighterDamage reply while a pool
        worker is SIGKILLed every second; exit 1 on a wrong reply.
"""

import argparse
import http.client
import json
import os
import random
import selectors
import signal
import socket
import subprocess
import sys
import tempfile
import threading
import time

HEALTH = b"GET /health HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n"
SLOW_HEAD = b"GET /health HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Slow: "


# --------------------------------------------------------------------------
# a) slowloris


def attack(args):
    """Holds `idle` silent and `slow` trickling sockets open for `seconds`."""
    addr = (args.host, args.port)
    sel = selectors.DefaultSelector()
    stats = {"opened": 0, "closed_by_server": 0, "connect_errors": 0, "bytes_sent": 0}
    slow_next = {}  # socket -> (next send time, bytes sent so far)
    reopen = []  # (due time, kind) of sockets the server closed

    def open_one(kind):
        s = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
        s.setblocking(False)
        if s.connect_ex(addr) not in (0, 115):  # 115: EINPROGRESS
            stats["connect_errors"] += 1
            s.close()
            return
        sel.register(s, selectors.EVENT_READ, kind)
        stats["opened"] += 1
        if kind == "slow":
            # Spread the trickles over the second.
            slow_next[s] = (time.monotonic() + random.random(), 0)

    def drop(s):
        sel.unregister(s)
        slow_next.pop(s, None)
        s.close()

    for _ in range(args.idle):
        open_one("idle")
    for _ in range(args.slow):
        open_one("slow")
    with open(args.ready, "w") as f:
        f.write("ready\n")
    end = time.monotonic() + args.seconds
    while time.monotonic() < end:
        for key, _ in sel.select(timeout=0.05):
            s, kind = key.fileobj, key.data
            try:
                s.recv(4096)
            except OSError:
                pass
            # Any answer (408, 503) or an end of stream: the server let go
            # of this socket; a slowloris client comes straight back.
            stats["closed_by_server"] += 1
            drop(s)
            reopen.append((time.monotonic() + args.reconnect, kind))
        now = time.monotonic()
        while reopen and reopen[0][0] <= now:
            open_one(reopen.pop(0)[1])
        for s, (due, sent) in list(slow_next.items()):
            if due > now:
                continue
            part = SLOW_HEAD[sent : sent + 1] if sent < len(SLOW_HEAD) else b"a"
            try:
                s.send(part)
                stats["bytes_sent"] += 1
                slow_next[s] = (now + 1.0, sent + 1)
            except (BlockingIOError, InterruptedError):
                slow_next[s] = (now + 1.0, sent)
            except OSError:
                stats["closed_by_server"] += 1
                drop(s)
                reopen.append((now + args.reconnect, "slow"))
    for key in list(sel.get_map().values()):
        key.fileobj.close()
    print(json.dumps(stats))


def get_health(addr, timeout):
    """One GET /health on a fresh connection: (status or None, seconds)."""
    started = time.perf_counter()
    try:
        with socket.create_connection(addr, timeout=timeout) as s:
            s.settimeout(timeout)
            s.sendall(HEALTH)
            data = b""
            while True:
                chunk = s.recv(4096)
                if not chunk:
                    break
                data += chunk
                if complete_response(data):
                    break
        status = int(data[9:12]) if data.startswith(b"HTTP/1.1 ") else None
    except (OSError, ValueError):
        status = None
    return status, time.perf_counter() - started


def complete_response(data):
    head_end = data.find(b"\r\n\r\n")
    if head_end < 0:
        return False
    for line in data[:head_end].split(b"\r\n")[1:]:
        name, _, value = line.partition(b":")
        if name.strip().lower() == b"content-length":
            return len(data) >= head_end + 4 + int(value.strip() or b"0")
    return False


def percentile(values, p):
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(p / 100 * len(ordered)))]


def probe(args):
    """Probes /health while the attack runs; judges the 95 % / 50 ms target."""
    addr = (args.host, args.port)
    deadline = time.monotonic() + 30
    while not os.path.exists(args.ready):
        if time.monotonic() > deadline:
            print("probe: the attackers never got ready", file=sys.stderr)
            return 1
        time.sleep(0.05)
    time.sleep(args.settle)
    results = []
    end = time.monotonic() + args.seconds
    while time.monotonic() < end:
        results.append(get_health(addr, timeout=2.0))
        time.sleep(args.every / 1000)
    latencies = [t for _, t in results]
    ok = [t for status, t in results if status == 200]
    fast = [t for t in ok if t <= 0.050]
    ratio = len(ok) / len(results)
    fast_ratio = len(fast) / len(results)
    holds = fast_ratio >= 0.95
    others = {}
    for status, _ in results:
        if status != 200:
            others[status or "no answer"] = others.get(status or "no answer", 0) + 1
    print(
        f"probes {len(results)}  ok {ratio:.1%}  within 50 ms {fast_ratio:.1%}  "
        f"p50 {percentile(latencies, 50) * 1000:.1f} ms  p95 {percentile(latencies, 95) * 1000:.1f} ms  "
        f"max {max(latencies) * 1000:.1f} ms  target (>=95% 200 within 50 ms): {'holds' if holds else 'MISSED'}"
        + (f"  not 200: {others}" if others else "")
    )
    return 0 if holds else 1


# --------------------------------------------------------------------------
# Daemons


class Daemon:
    """`nexus daemon PROGRAM` on a free loopback port, killed on exit."""

    def __init__(self, nexus, program, extra=()):
        self.dir = tempfile.mkdtemp(prefix="nexus-soak-")
        port_file = os.path.join(self.dir, "port")
        self.log = open(os.path.join(self.dir, "stderr"), "w+")
        self.proc = subprocess.Popen(
            [nexus, "daemon", program, "--port", "0", "--port-file", port_file, *extra],
            stdin=subprocess.DEVNULL,
            stdout=subprocess.DEVNULL,
            stderr=self.log,
        )
        deadline = time.monotonic() + 30
        while True:
            text = open(port_file).read() if os.path.exists(port_file) else ""
            if text.endswith("\n"):
                host, _, port = text.strip().rpartition(":")
                self.addr = ("127.0.0.1", int(port))
                return
            if self.proc.poll() is not None or time.monotonic() > deadline:
                self.stop()
                raise SystemExit(f"the daemon did not start: {self.stderr()}")
            time.sleep(0.05)

    def alive(self):
        return self.proc.poll() is None

    def stderr(self):
        self.log.flush()
        self.log.seek(0)
        return self.log.read()[-2000:]

    def stop(self):
        if self.proc.poll() is None:
            self.proc.kill()
        self.proc.wait(timeout=10)


def request(addr, method, path, body=b"", headers=None, timeout=20):
    """One request on a fresh connection: (status or None, headers, body)."""
    conn = http.client.HTTPConnection(*addr, timeout=timeout)
    try:
        hdrs = {"Host": "127.0.0.1", "Content-Type": "application/json"}
        hdrs.update(headers or {})
        conn.request(method, path, body=body, headers=hdrs)
        resp = conn.getresponse()
        return resp.status, dict(resp.getheaders()), resp.read()
    except (OSError, http.client.HTTPException) as e:
        return None, {}, str(e).encode()
    finally:
        conn.close()


def healthy(addr):
    return request(addr, "GET", "/health", timeout=5)[0] == 200


# --------------------------------------------------------------------------
# b) depth bombs


INIT = {
    "jsonrpc": "2.0",
    "id": 1,
    "method": "initialize",
    "params": {
        "protocolVersion": "2025-06-18",
        "capabilities": {},
        "clientInfo": {"name": "soak", "version": "0"},
    },
}


def tools_call_with(bomb, id_=2):
    """A tools/call whose argument is the bomb, as text (json.dumps would
    itself recurse too deep to write it)."""
    return (
        '{"jsonrpc":"2.0","id":%d,"method":"tools/call","params":'
        '{"name":"fighterDamage","arguments":{"ac":%s}}}' % (id_, bomb)
    ).encode()


def depth(args):
    bomb = "[" * args.levels + "]" * args.levels
    failures = 0
    for name, send in [
        ("HTTP /call/fighterDamage (whole body)", lambda addr: post(addr, "/call/fighterDamage", bomb)),
        ("HTTP /mcp (whole body)", lambda addr: post(addr, "/mcp", bomb)),
        ("HTTP /mcp (tools/call argument)", lambda addr: mcp_call(addr, bomb)),
    ]:
        # A daemon each, so that one crash does not hide the next result.
        daemon = Daemon(args.nexus, args.program)
        try:
            status, body = send(daemon.addr)
            alive = daemon.alive() and healthy(daemon.addr)
            ok = status is not None and status < 500 and alive
            failures += not ok
            print(
                f"  {name:40} status {status}  server answers after: {'yes' if alive else 'NO'}"
                f"  {'ok' if ok else 'FAIL'}  {body[:100]!r}"
            )
            if not ok:
                time.sleep(0.3)  # let a crashing daemon finish dying
            if not daemon.alive():
                print(f"    the daemon died: {daemon.stderr().strip()[-300:]}")
        finally:
            daemon.stop()
    failures += stdio_bombs(args.nexus, args.program, bomb)
    failures += cli_bomb(args.nexus, args.program, bomb)
    return 1 if failures else 0


def post(addr, path, text):
    status, _, body = request(addr, "POST", path, text.encode())
    return status, body


def mcp_call(addr, bomb):
    """initialize, then a tools/call carrying the bomb in its arguments."""
    _, hdrs, _ = request(addr, "POST", "/mcp", json.dumps(INIT).encode())
    session = {k.lower(): v for k, v in hdrs.items()}.get("mcp-session-id", "")
    status, _, body = request(
        addr, "POST", "/mcp", tools_call_with(bomb), {"Mcp-Session-Id": session}
    )
    return status, body


def stdio_bombs(nexus, program, bomb):
    """`nexus mcp`: the bomb as a whole line, then (in a second process)
    inside tools/call arguments; a tools/list after it must be answered."""
    failures = 0
    for name, line, replied in [
        ("stdio nexus mcp (whole line)", bomb.encode(), lambda r: None in r and "error" in r[None]),
        ("stdio nexus mcp (tools/call argument)", tools_call_with(bomb, 3), lambda r: 3 in r),
    ]:
        lines = [
            json.dumps(INIT).encode(),
            b'{"jsonrpc":"2.0","method":"notifications/initialized"}',
            line,
            b'{"jsonrpc":"2.0","id":4,"method":"tools/list"}',
        ]
        try:
            run = subprocess.run(
                [nexus, "mcp", program],
                input=b"\n".join(lines) + b"\n",
                capture_output=True,
                timeout=60,
            )
            replies = {}
            for out in run.stdout.splitlines():
                try:
                    msg = json.loads(out)
                except ValueError:
                    continue
                replies[msg.get("id")] = msg
            answered = replied(replies)
            after = 4 in replies and "result" in replies[4]
            code = run.returncode
        except subprocess.TimeoutExpired:
            answered = after = False
            code = "timeout"
        ok = answered and after
        failures += not ok
        print(
            f"  {name:40} replied: {'yes' if answered else 'no'}  answers after: {'yes' if after else 'NO'}"
            f"  exit {code}  {'ok' if ok else 'FAIL'}"
        )
    return failures


def cli_bomb(nexus, program, bomb):
    """`nexus run PROGRAM fighterDamage BOMB`: a usage error (exit 2), not a
    crash."""
    try:
        run = subprocess.run(
            [nexus, "run", program, "fighterDamage", bomb], capture_output=True, timeout=60
        )
        code = run.returncode
        err = run.stderr[:100]
    except subprocess.TimeoutExpired:
        code, err = "timeout", b""
    ok = code in (1, 2)
    print(f"  {'CLI nexus run (argument)':40} exit {code}  {'ok' if ok else 'FAIL'}  {err!r}")
    return 0 if ok else 1


# --------------------------------------------------------------------------
# c) worker kills


def kills(args):
    daemon = Daemon(args.nexus, args.program)
    counts = {"calls": 0, "correct": 0, "503": 0, "wrong": 0, "other": 0, "kills": 0}
    lock = threading.Lock()
    stop = threading.Event()
    examples = []

    def client(seed):
        rng = random.Random(seed)
        conn = http.client.HTTPConnection(*daemon.addr, timeout=30)
        while not stop.is_set():
            ac = rng.randint(-50, 60)
            expected = max(0, 27 - ac)
            try:
                conn.request(
                    "POST",
                    "/call/fighterDamage",
                    body=json.dumps([ac]).encode(),
                    headers={"Host": "127.0.0.1", "Content-Type": "application/json"},
                )
                resp = conn.getresponse()
                status, body = resp.status, resp.read()
            except (OSError, http.client.HTTPException):
                conn.close()
                conn = http.client.HTTPConnection(*daemon.addr, timeout=30)
                status, body = None, b""
                time.sleep(0.05)
            with lock:
                counts["calls"] += 1
                if status == 200:
                    try:
                        value = json.loads(body).get("result")
                    except ValueError:
                        value = None
                    if value == expected:
                        counts["correct"] += 1
                    else:
                        counts["wrong"] += 1
                        examples.append((ac, body[:200]))
                elif status == 503:
                    counts["503"] += 1
                else:
                    counts["other"] += 1
                    if len(examples) < 5:
                        examples.append((ac, status, body[:200]))
        conn.close()

    def killer():
        rng = random.Random(1)
        while not stop.wait(1.0):
            # A worker still starting is left alone: killing it fails the
            # recovery, and after three failed recoveries in a row the
            # daemon exits on purpose (SPEC §2.4, seed 001).
            workers = pool_workers(daemon.proc.pid, min_age=args.min_age)
            if workers:
                try:
                    os.kill(rng.choice(workers), signal.SIGKILL)
                    counts["kills"] += 1
                except ProcessLookupError:
                    pass

    threads = [threading.Thread(target=client, args=(i,)) for i in range(args.clients)]
    threads.append(threading.Thread(target=killer))
    for t in threads:
        t.start()
    time.sleep(args.seconds)
    stop.set()
    for t in threads:
        t.join(timeout=60)
    alive = daemon.alive() and healthy(daemon.addr)
    if not daemon.alive():
        print(f"  the daemon died: {daemon.stderr()}")
    daemon.stop()
    print(
        f"  {args.seconds:.0f} s, {args.clients} clients, {counts['kills']} workers killed: "
        f"calls {counts['calls']}  correct {counts['correct']}  503 {counts['503']}  "
        f"wrong {counts['wrong']}  other {counts['other']}  daemon answers after: {'yes' if alive else 'NO'}"
    )
    for e in examples[:5]:
        print(f"  example: {e!r}")
    ok = counts["wrong"] == 0 and counts["correct"] > 0 and alive
    return 0 if ok else 1


def pool_workers(parent, min_age=0.0):
    """Children of `parent` that are pool workers (not the sweeper) and
    have run at least `min_age` seconds."""
    ticks = os.sysconf("SC_CLK_TCK")
    uptime = float(open("/proc/uptime").read().split()[0])
    out = []
    for name in os.listdir("/proc"):
        if not name.isdigit():
            continue
        try:
            stat = open(f"/proc/{name}/stat").read()
            cmdline = open(f"/proc/{name}/cmdline", "rb").read().replace(b"\0", b" ")
        except OSError:
            continue
        fields = stat[stat.rfind(")") + 2 :].split()
        age = uptime - int(fields[19]) / ticks
        if (
            int(fields[1]) == parent
            and fields[0] != "Z"
            and b"__sweep" not in cmdline
            and age >= min_age
        ):
            out.append(int(name))
    return out


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    sub = ap.add_subparsers(dest="cmd", required=True)
    a = sub.add_parser("attack")
    a.add_argument("host")
    a.add_argument("port", type=int)
    a.add_argument("--idle", type=int, default=1000)
    a.add_argument("--slow", type=int, default=1000)
    a.add_argument("--seconds", type=float, default=30)
    a.add_argument("--reconnect", type=float, default=1.0)
    a.add_argument("--ready", required=True)
    p = sub.add_parser("probe")
    p.add_argument("host")
    p.add_argument("port", type=int)
    p.add_argument("--seconds", type=float, default=20)
    p.add_argument("--every", type=float, default=100)
    p.add_argument("--settle", type=float, default=2)
    p.add_argument("--ready", required=True)
    d = sub.add_parser("depth")
    d.add_argument("nexus")
    d.add_argument("program")
    d.add_argument("--levels", type=int, default=50000)
    k = sub.add_parser("kills")
    k.add_argument("nexus")
    k.add_argument("program")
    k.add_argument("--seconds", type=float, default=60)
    k.add_argument("--clients", type=int, default=8)
    k.add_argument("--min-age", type=float, default=2.0)
    args = ap.parse_args()
    return {"attack": attack, "probe": probe, "depth": depth, "kills": kills}[args.cmd](args) or 0


if __name__ == "__main__":
    sys.exit(main())
