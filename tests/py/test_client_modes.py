#!/usr/bin/env python3
"""The Python SDK 2.3 `Client` in each era mode drives nexus on every transport (issue 12).

Plain script, no pytest: run it with a Python that has the `mcp` package
(pinned: mcp==2.3.0); it exits non-zero after printing the failed checks.

    /tmp/venv/bin/python tests/py/test_client_modes.py

It starts what it needs itself (`NEXUS_BIN`, default target/debug/nexus):
`nexus mcp tests/programs/private` over stdio, `nexus daemon` on the same
program, and a front end (`nexus start`) in a temporary NEXUS_HOME with the
program on its MCP view. For each transport and each mode — "legacy" (the
2025 handshake, which this client offers at 2025-11-25), "auto" (probe
`server/discover`, adopt 2026-07-28) and "2026-07-28" (no probe) — the
client lists the tools, calls one, gets a validation failure back as an
`isError` result (2025-11-25 and 2026-07-28 both say so), and carries a
private instance's state across calls through the handle its `open` tool
returns.
"""

import json
import os
import subprocess
import tempfile
import time
import traceback
from pathlib import Path

import anyio
from mcp import Client, StdioServerParameters

from checks import NEXUS, REPO, check, failures, finish
PROGRAM = str(REPO / "tests" / "programs" / "private")
MODES = {"legacy": "2025-11-25", "auto": "2026-07-28", "2026-07-28": "2026-07-28"}



def text_of(result):
    return "".join(getattr(c, "text", "") for c in result.content)


async def exercise(label, target, mode, prefix):
    where = f"{label} mode={mode}"
    async with Client(target, mode=mode, read_timeout_seconds=60) as client:
        check(client.protocol_version == MODES[mode], f"{where}: negotiated {client.protocol_version}")
        tools = {t.name: t for t in (await client.list_tools()).tools}
        check(f"{prefix}incr" in tools and f"{prefix}py__open" in tools, f"{where}: tools {sorted(tools)}")
        opener = tools.get(f"{prefix}py__open")
        check(opener is not None and "Retention" in (opener.description or ""), f"{where}: open states retention")

        # A tool call.
        stored = await client.call_tool(f"{prefix}kv_set", {"_1": "k", "_2": "v"})
        check(not stored.is_error and text_of(stored) == '"v"', f"{where}: kv_set gave {text_of(stored)!r}")

        # A validation failure is an isError result at 2025-11-25 and 2026-07-28.
        bad = await client.call_tool(f"{prefix}kv_get", {})
        check(bad.is_error and "_1" in text_of(bad), f"{where}: a missing argument gave {bad}")

        # Private state through a handle: two calls on one instance count 1, 2.
        opened = await client.call_tool(f"{prefix}py__open", {})
        handle = (opened.structured_content or {}).get("instance")
        check(isinstance(handle, str) and len(handle) == 32, f"{where}: open gave {opened}")
        counts = []
        for _ in range(2):
            r = await client.call_tool(f"{prefix}incr", {"instance": handle})
            counts.append(text_of(r))
        check(counts == ["1", "2"], f"{where}: counts through the handle {counts}")
        expired = await client.call_tool(f"{prefix}incr", {"instance": "0" * 32})
        check(expired.is_error and "unknown or expired" in text_of(expired), f"{where}: unknown handle gave {expired}")


def start_daemon(scratch):
    port_file = Path(scratch) / "daemon.port"
    proc = subprocess.Popen(
        [NEXUS, "daemon", PROGRAM, "--port", "0", "--port-file", str(port_file)],
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
        stdin=subprocess.DEVNULL,
    )
    for _ in range(300):
        if port_file.exists():
            break
        time.sleep(0.1)
    return proc, f"http://{port_file.read_text().strip()}/mcp"


def start_front_end(scratch):
    env = {k: v for k, v in os.environ.items() if k != "NEXUS_TOKEN"}
    env["NEXUS_HOME"] = str(Path(scratch) / "home")

    def nexus(*args):
        subprocess.run([NEXUS, *args], env=env, check=True, timeout=60, stdout=subprocess.DEVNULL)

    nexus("install", PROGRAM)
    nexus("expose", "add", "private", "--as", "mcp")
    nexus("start", "--port", "0")
    with open(Path(env["NEXUS_HOME"]) / "server.json") as f:
        address = json.load(f)["address"]
    return env, f"http://{address}/mcp"


def run():
    with tempfile.TemporaryDirectory() as scratch:
        daemon, env = None, None
        try:
            daemon, daemon_url = start_daemon(scratch)
            env, front_url = start_front_end(scratch)
            stdio = StdioServerParameters(command=NEXUS, args=["mcp", PROGRAM])
            for label, target, prefix in [
                ("stdio", stdio, ""),
                ("daemon", daemon_url, ""),
                ("front end", front_url, "private__"),
            ]:
                for mode in MODES:
                    anyio.run(exercise, label, target, mode, prefix)
        except BaseException:  # noqa: BLE001 - any escape is a failure
            traceback.print_exc()
            failures.append("uncaught exception")
        finally:
            if daemon is not None:
                daemon.kill()
                daemon.wait()
            if env is not None:
                subprocess.run([NEXUS, "stop"], env=env, timeout=30, stdout=subprocess.DEVNULL)
    finish()


if __name__ == "__main__":
    run()
