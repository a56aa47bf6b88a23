#!/usr/bin/env python3
"""The official Python MCP SDK receives progress and log messages from pool
functions (issue 13), over stdio, over HTTP to `nexus daemon`, and through
the front end (`nexus serve`).

Plain script, no pytest: run it with a Python that has the `mcp` package
(pinned: mcp==2.3.0); it exits non-zero on the first failure summary.

    python tests/py/test_progress.py stdio
    python tests/py/test_progress.py http http://127.0.0.1:PORT/mcp
    python tests/py/test_progress.py frontend http://127.0.0.1:PORT/mcp
    python tests/py/test_progress.py modern-stdio
    python tests/py/test_progress.py modern-http http://127.0.0.1:PORT/mcp
    python tests/py/test_progress.py modern-frontend http://127.0.0.1:PORT/mcp

`cargo test --test it progress::sdk_` starts the servers and runs it each way.
The program is tests/programs/progress (`NEXUS_BIN`, default
target/debug/nexus, for stdio).

It proves that a real client:
  * gets every step of a Python function's progress in `progress_callback`,
    strictly increasing, with its total and message, the last one included;
  * gets the same from an R function;
  * after `logging/setLevel info`, gets the function's info and warning
    log calls (not its debug one) in its logging callback, the tool named
    as `logger`;
  * gets the conformance fixtures' three progress steps and three logs.

The modern-* modes do the same with the 2.3 SDK's `Client(mode="2026-07-28")`
(no handshake, no logging/setLevel): progress in `progress_callback`, and
log messages only for a request whose `_meta` carries
`io.modelcontextprotocol/logLevel` (the client's `log_level`, or the
request's own `meta`) - none otherwise, though a logging callback is set.
"""

import os
import sys
import traceback
from pathlib import Path

import anyio
from mcp import Client, ClientSession, StdioServerParameters
from mcp.client.stdio import stdio_client

try:  # 2.x spells it streamable_http_client; 1.x streamablehttp_client
    from mcp.client.streamable_http import streamable_http_client
except ImportError:  # pragma: no cover - older SDKs
    from mcp.client.streamable_http import streamablehttp_client as streamable_http_client

REPO = Path(__file__).resolve().parents[2]
NEXUS = os.environ.get("NEXUS_BIN") or str(REPO / "target" / "debug" / "nexus")
PROGRAM = str(REPO / "tests" / "programs" / "progress")

failures = []
checks = 0


def check(cond, what):
    global checks
    checks += 1
    if not cond:
        failures.append(what)
        print(f"FAIL: {what}", file=sys.stderr)


class Listener:
    def __init__(self):
        self.logs = []

    async def on_log(self, params):
        self.logs.append(params)


async def call_with_progress(session, name, arguments):
    seen = []

    async def on_progress(progress, total, message):
        seen.append((progress, total, message))

    result = await session.call_tool(name, arguments, progress_callback=on_progress)
    return result, seen


def increasing(values):
    return all(a < b for a, b in zip(values, values[1:]))


async def exercise(session, listener, prefix):
    await session.initialize()
    await session.set_logging_level("info")

    result, seen = await call_with_progress(session, prefix + "count", {"n": 5, "delay": 0.05})
    check(result.is_error is False, f"count: {result!r}")
    check([p for p, _, _ in seen] == [1, 2, 3, 4, 5], f"count: every step, got {seen}")
    check(all(t == 5 for _, t, _ in seen), f"count: total 5, got {seen}")
    check(seen and seen[-1][2] == "step 5", f"count: the last message, got {seen}")

    # Give the log notifications (sent before the result) a moment to be
    # dispatched to the callback.
    await anyio.sleep(0.2)
    logs = [(str(l.level), l.logger, l.data) for l in listener.logs]
    datas = [d for _, _, d in logs]
    check("counting to 5" in datas and "counted to 5" in datas, f"count: info and warning logs, got {logs}")
    check("starting" not in datas, f"count: the debug log is below the level, got {logs}")
    check(all(lg == prefix + "count" for _, lg, _ in logs), f"count: logger is the tool, got {logs}")
    check(any("warning" in lv for lv, _, _ in logs), f"count: a warning level, got {logs}")

    result, seen = await call_with_progress(session, prefix + "r_count", {"n": 3, "delay": 0.05})
    check(result.is_error is False, f"r_count: {result!r}")
    check([p for p, _, _ in seen] == [1, 2, 3], f"r_count (R): every step, got {seen}")

    result, seen = await call_with_progress(session, prefix + "spin", {"n": 100000})
    values = [p for p, _, _ in seen]
    check(result.is_error is False, f"spin: {result!r}")
    check(values and values[-1] == 100000, f"spin: the last value is sent, got {values[-3:]}")
    check(increasing(values), f"spin: strictly increasing, got {values}")
    check(len(values) <= 40, f"spin: coalesced, got {len(values)} notifications")

    result, seen = await call_with_progress(session, prefix + "test_tool_with_progress", {})
    check([p for p, _, _ in seen] == [0, 50, 100], f"fixture: 0, 50, 100, got {seen}")
    check(all(t == 100 for _, t, _ in seen), f"fixture: total 100, got {seen}")

    listener.logs.clear()
    await session.set_logging_level("debug")
    await session.call_tool(prefix + "test_tool_with_logging", {})
    await anyio.sleep(0.2)
    check(len(listener.logs) == 3, f"logging fixture: three logs, got {listener.logs}")


async def over_stdio():
    listener = Listener()
    params = StdioServerParameters(command=NEXUS, args=["mcp", PROGRAM], cwd=str(REPO))
    async with stdio_client(params) as (read, write):
        async with ClientSession(read, write, logging_callback=listener.on_log) as session:
            await exercise(session, listener, "")


async def over_http(url, prefix):
    listener = Listener()
    async with streamable_http_client(url) as streams:
        read, write = streams[0], streams[1]
        async with ClientSession(read, write, logging_callback=listener.on_log) as session:
            await exercise(session, listener, prefix)


LOG_LEVEL_KEY = "io.modelcontextprotocol/logLevel"


async def modern(target, prefix):
    """The 2026-07-28 era through `Client(mode="2026-07-28")`."""
    listener = Listener()
    async with Client(
        target, mode="2026-07-28", logging_callback=listener.on_log, read_timeout_seconds=60
    ) as client:
        check(client.protocol_version == "2026-07-28", f"modern: negotiated {client.protocol_version}")

        async def call(name, arguments, meta=None):
            seen = []

            async def on_progress(progress, total, message):
                seen.append((progress, total, message))

            result = await client.call_tool(prefix + name, arguments, progress_callback=on_progress, meta=meta)
            await anyio.sleep(0.2)  # let notifications sent before the result reach the callbacks
            return result, seen

        result, seen = await call("count", {"n": 5, "delay": 0.05})
        check(result.is_error is False, f"modern count: {result!r}")
        check([p for p, _, _ in seen] == [1, 2, 3, 4, 5], f"modern count: every step, got {seen}")
        check(all(t == 5 for _, t, _ in seen), f"modern count: total 5, got {seen}")
        check(seen and seen[-1][2] == "step 5", f"modern count: the last message, got {seen}")
        check(listener.logs == [], f"modern count: no log level asked, yet logs {listener.logs}")

        result, seen = await call("r_count", {"n": 3, "delay": 0.05})
        check([p for p, _, _ in seen] == [1, 2, 3], f"modern r_count (R): every step, got {seen}")

        result, seen = await call("spin", {"n": 100000})
        values = [p for p, _, _ in seen]
        check(values and values[-1] == 100000, f"modern spin: the last value is sent, got {values[-3:]}")
        check(increasing(values), f"modern spin: strictly increasing, got {values}")
        check(len(values) <= 40, f"modern spin: coalesced, got {len(values)} notifications")

        result, seen = await call("test_tool_with_progress", {})
        check([p for p, _, _ in seen] == [0, 50, 100], f"modern fixture: 0, 50, 100, got {seen}")

        # The request asks for logs at info: info and warning come, debug not.
        listener.logs.clear()
        result, seen = await call("count", {"n": 2, "delay": 0.01}, meta={LOG_LEVEL_KEY: "info"})
        logs = [(str(l.level), l.logger, l.data) for l in listener.logs]
        datas = [d for _, _, d in logs]
        check(datas == ["counting to 2", "counted to 2"], f"modern count at info: logs {logs}")
        check(all(lg == prefix + "count" for _, lg, _ in logs), f"modern count: logger is the tool, got {logs}")
        check([p for p, _, _ in seen] == [1, 2], f"modern count at info: progress too, got {seen}")

        # And the next request, which does not ask, gets none.
        listener.logs.clear()
        await call("test_tool_with_logging", {})
        check(listener.logs == [], f"modern: a request without a log level got logs {listener.logs}")

    # A client whose every request asks (log_level="debug").
    listener = Listener()
    async with Client(
        target, mode="2026-07-28", logging_callback=listener.on_log, log_level="debug", read_timeout_seconds=60
    ) as client:
        await client.call_tool(prefix + "test_tool_with_logging", {})
        await anyio.sleep(0.2)
        check(len(listener.logs) == 3, f"modern logging fixture at debug: three logs, got {listener.logs}")


def main():
    mode = sys.argv[1] if len(sys.argv) > 1 else "stdio"
    try:
        if mode == "modern-stdio":
            anyio.run(modern, StdioServerParameters(command=NEXUS, args=["mcp", PROGRAM], cwd=str(REPO)), "")
        elif mode == "modern-http":
            anyio.run(modern, sys.argv[2], "")
        elif mode == "modern-frontend":
            anyio.run(modern, sys.argv[2], "progress__")
        elif mode == "stdio":
            anyio.run(over_stdio)
        elif mode == "http":
            anyio.run(over_http, sys.argv[2], "")
        elif mode == "frontend":
            anyio.run(over_http, sys.argv[2], "progress__")
        else:
            sys.exit(f"unknown mode {mode!r}: [modern-]stdio, [modern-]http URL or [modern-]frontend URL")
    except BaseException:
        traceback.print_exc()
        failures.append("an exception escaped")
    if failures:
        print(f"{len(failures)} of {checks} checks failed", file=sys.stderr)
        sys.exit(1)
    print(f"{mode}: {checks} checks passed")


if __name__ == "__main__":
    main()
