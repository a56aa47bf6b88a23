#!/usr/bin/env python3
"""The official Python SDK `Client` through a load balancer in front of nexus
replicas (issue 28); run by tests/it/replicas.rs, which starts the replicas and
the proxy. Prints one JSON object with what it saw; the Rust test judges.

    python tests/py/replicas_client.py legacy  URL        # 20 sessions x 5 calls
    python tests/py/replicas_client.py modern  URL N      # N open calls: whose handles?
    python tests/py/replicas_client.py private URL        # one handle, 10 calls
    python tests/py/replicas_client.py foreign URL        # a handle sent to each replica
    python tests/py/replicas_client.py kill    URL PID    # SIGKILL PID under 8 clients
"""

import json
import os
import signal
import sys
import time

import anyio
from mcp import Client


def text_of(result):
    return "".join(getattr(c, "text", "") for c in result.content)


async def legacy(url):
    lost, errors, done = 0, [], 0

    async def session(i):
        nonlocal lost, done
        try:
            async with Client(url, mode="legacy", read_timeout_seconds=60) as client:
                for k in range(5):
                    r = await client.call_tool("add", {"_1": i, "_2": k})
                    if r.is_error or text_of(r) != str(i + k):
                        lost += 1
                        errors.append(f"session {i} call {k}: {text_of(r)}")
                    else:
                        done += 1
        except Exception as e:  # noqa: BLE001 - a lost session is what we count
            lost += 1
            errors.append(f"session {i}: {type(e).__name__}: {e}")

    async with anyio.create_task_group() as tg:
        for i in range(20):
            tg.start_soon(session, i)
    return {"ok_calls": done, "lost": lost, "errors": errors[:5]}


async def modern(url, n):
    owners, errors = {}, []
    async with Client(url, mode="2026-07-28", read_timeout_seconds=60) as client:
        for _ in range(n):
            r = await client.call_tool("py1__open", {})
            handle = (r.structured_content or {}).get("instance", "")
            if r.is_error or "." not in handle:
                errors.append(text_of(r))
                continue
            owner = handle.split(".")[0]
            owners[owner] = owners.get(owner, 0) + 1
    return {"owners": owners, "errors": errors[:5]}


async def private(url):
    async with Client(url, mode="2026-07-28", read_timeout_seconds=60) as client:
        opened = await client.call_tool("py1__open", {})
        handle = (opened.structured_content or {}).get("instance", "")
        counts = []
        for _ in range(10):
            r = await client.call_tool("incr", {"instance": handle})
            counts.append(text_of(r) if not r.is_error else "error: " + text_of(r))
    return {"handle": handle, "counts": counts}


async def foreign(url):
    """Each replica's answer to a handle that r1 minted (nginx cannot route
    on the body: the call lands anywhere; only r1 knows it)."""
    async with Client(url, mode="2026-07-28", read_timeout_seconds=60) as client:
        answers = []
        handle = ""
        while not handle.startswith("r1."):
            opened = await client.call_tool("py1__open", {})
            handle = (opened.structured_content or {}).get("instance", "")
        for _ in range(6):
            r = await client.call_tool("incr", {"instance": handle})
            answers.append({"is_error": bool(r.is_error), "text": text_of(r)})
    return {"handle": handle, "answers": answers}


def wait_gone(pid):
    """Until PID's sockets are closed: SIGKILL returns before the process
    has exited, and meanwhile its listener still queues connections that
    are then reset. The sockets close with the last of its threads: the
    leader turns zombie (state Z, not yet reaped by the test) as soon as it
    has exited itself, while its other threads, which share its descriptor
    table, may still be on their way out (seen under nginx: a connection
    made after the leader was a zombie was accepted, then reset). So wait
    for the leader's zombie and for every other thread to be gone.
    Bounded: 5 s."""
    deadline = time.monotonic() + 5
    while time.monotonic() < deadline:
        try:
            with open(f"/proc/{pid}/stat") as f:
                state = f.read().rsplit(")", 1)[1].split()[0]
            threads = os.listdir(f"/proc/{pid}/task")
        except (OSError, IndexError):
            return
        if state in ("Z", "X") and threads in ([], [str(pid)]):
            return
        time.sleep(0.001)


async def kill(url, pid):
    """8 clients call add(a, b) in a loop; after 40 answers PID is killed;
    each client then makes 10 more calls. A call that started before the
    kill and failed may have been in flight on the dead replica (so may one
    whose transport, opened before the kill, died with it); one that
    started after must succeed, and no answer may be wrong."""
    state = {"answers": 0, "killed_at": None}
    wrong, failed_before, failed_after, after_ok = [], [], [], 0

    def record(c, i, started, ok, why):
        nonlocal after_ok
        killed_at = state["killed_at"]
        if killed_at is not None and started > killed_at:
            if ok:
                after_ok += 1
            else:
                failed_after.append(why)
            return 1
        if not ok:
            failed_before.append(why)
        state["answers"] += 1
        if state["killed_at"] is None and state["answers"] >= 40:
            os.kill(pid, signal.SIGKILL)
            wait_gone(pid)
            state["killed_at"] = time.monotonic()
        return 0

    async def client_loop(c):
        after = 0
        i = 0
        # A call in flight on the killed replica can take the SDK's whole
        # transport down with it (the POST's RemoteProtocolError is raised
        # from the client's task group, not from call_tool): that call is
        # counted as failed when it started, and a new client carries on.
        # Bounded: at most 3 new clients per loop.
        for _ in range(4):
            pending = None
            born = time.monotonic()
            try:
                async with Client(url, mode="2026-07-28", read_timeout_seconds=60) as client:
                    while after < 10:
                        i += 1
                        started = time.monotonic()
                        pending = (i, started)
                        why = ""
                        try:
                            r = await client.call_tool("add", {"_1": c * 1000, "_2": i})
                            if r.is_error:
                                raise RuntimeError("isError: " + text_of(r))
                            if text_of(r) != str(c * 1000 + i):
                                wrong.append(f"client {c} call {i}: {text_of(r)}")
                            ok = True
                        except Exception as e:  # noqa: BLE001 - counted
                            ok = False
                            why = f"client {c} call {i}: {type(e).__name__}: {e}"
                        pending = None
                        after += record(c, i, started, ok, why)
                return
            except Exception as e:  # noqa: BLE001 - the transport died
                if pending is None:
                    raise
                n, _ = pending
                why = f"client {c} call {n}: the connection died: {type(e).__name__}"
                # A transport opened before the kill may hold connections to
                # the killed replica, and dies when they do, taking the call
                # pending then with it: that call is lost with the replica,
                # like one in flight, so it counts from when its transport
                # was opened. A client opened after the kill must not lose
                # its transport.
                after += record(c, n, born, False, why)
        failed_after.append(f"client {c}: gave up after 4 clients")

    async with anyio.create_task_group() as tg:
        for c in range(8):
            tg.start_soon(client_loop, c)
    return {
        "wrong": wrong,
        "failed_in_flight": failed_before[:8],
        "failed_after_kill": failed_after[:8],
        "ok_after_kill": after_ok,
    }


def main():
    what, url = sys.argv[1], sys.argv[2]
    if what == "legacy":
        out = anyio.run(legacy, url)
    elif what == "modern":
        out = anyio.run(modern, url, int(sys.argv[3]))
    elif what == "private":
        out = anyio.run(private, url)
    elif what == "foreign":
        out = anyio.run(foreign, url)
    elif what == "kill":
        out = anyio.run(kill, url, int(sys.argv[3]))
    else:
        sys.exit(f"unknown scenario {what}")
    print(json.dumps(out))


if __name__ == "__main__":
    main()
