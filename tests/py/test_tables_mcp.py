#!/usr/bin/env python3
"""morloc table commands over MCP with the Python SDK 2.3 `Client` (issue 29).

Plain script: `TABLES=<tables manifest> python tests/py/test_tables_mcp.py`
(tests/it/morloc_tables.rs builds the program and runs this). Over stdio, the
daemon's HTTP `/mcp` and the front end's (tools `tables__<command>`, and
its JSON API `/call/tables/<command>`), in the 2025-11-25 era ("legacy")
and 2026-07-28:
tools/list shows a table result's array `outputSchema` in 2026 (wrapped in
`{result}` in 2025-11-25), and a call with rows or columns returns the rows
(`structuredContent` is the rows in 2026, `{"result": rows}` in 2025); a
null in a cell comes back as an `isError` result saying why.
"""

import json
import subprocess
import tempfile
import time
import traceback
import os
import urllib.request
from pathlib import Path

import anyio
from mcp import Client, StdioServerParameters

from checks import NEXUS, check, failures, finish

TABLES = os.environ["TABLES"]
ROWS = [{"name": "Smith, J", "age": 30, "ok": True}, {"name": "Zoë", "age": 2, "ok": False},
        {"name": "q", "age": 5, "ok": True}, {"name": "r", "age": 6, "ok": True}]
COLS = {k: [r[k] for r in ROWS] for k in ("name", "age", "ok")}


def text_of(result):
    return "".join(getattr(c, "text", "") for c in result.content)


async def exercise(label, target, mode, prefix=""):
    where = f"{label} {mode}"
    async with Client(target, mode=mode, read_timeout_seconds=120) as client:
        tools = {t.name[len(prefix):]: t for t in (await client.list_tools()).tools if t.name.startswith(prefix)}
        echo = tools.get("pyEcho")
        check(echo is not None, f"{where}: pyEcho listed: {sorted(tools)}")
        schema = echo.output_schema or {}
        if mode == "legacy":
            schema = (schema.get("properties") or {}).get("result") or {}
        check(schema.get("type") == "array" and schema.get("items", {}).get("type") == "object"
              and schema["items"].get("required") == ["name", "age", "ok"],
              f"{where}: pyEcho outputSchema {echo.output_schema}")
        for given in (ROWS, COLS):
            r = await client.call_tool(prefix + "pyEcho", {"_1": given})
            want = ROWS if mode != "legacy" else {"result": ROWS}
            check(not r.is_error and r.structured_content == want,
                  f"{where}: pyEcho structuredContent {r.structured_content}")
            check(json.loads(text_of(r)) == ROWS, f"{where}: pyEcho text {text_of(r)!r}")
        made = await client.call_tool(prefix + "pyMake", {"_1": 4})
        got = made.structured_content if mode != "legacy" else (made.structured_content or {}).get("result")
        check(got is not None and [row["b"] for row in got] == [True, False, False, True],
              f"{where}: booleans made in Python {got}")
        counted = await client.call_tool(prefix + "cppCountTrue", {"_1": ROWS})
        check(text_of(counted) == "3", f"{where}: C++ counted {text_of(counted)!r} true")
        bad = await client.call_tool(prefix + "pyEcho", {"_1": [{"name": "x", "age": None, "ok": True}]})
        check(bad.is_error and "no validity bitmap" in text_of(bad), f"{where}: a null gave {bad}")
        nulls = await client.call_tool(prefix + "pyNulls", {"_1": 1})
        check(nulls.is_error and "null" in text_of(nulls), f"{where}: a null result gave {nulls}")


def start_front_end(scratch):
    global env
    env = {k: v for k, v in os.environ.items() if k != "NEXUS_TOKEN"}
    env["NEXUS_HOME"] = str(Path(scratch) / "home")

    def nexus(*args):
        subprocess.run([NEXUS, *args], env=env, check=True, timeout=60, stdout=subprocess.DEVNULL)

    nexus("install", TABLES)
    nexus("expose", "add", "tables", "--as", "mcp")
    nexus("expose", "add", "tables", "--as", "api")
    nexus("start", "--port", "0")
    with open(Path(env["NEXUS_HOME"]) / "server.json") as f:
        address = json.load(f)["address"]
    return env, f"http://{address}/mcp"


env = None


def run():
    with tempfile.TemporaryDirectory() as scratch:
        port_file = Path(scratch) / "port"
        daemon = subprocess.Popen([NEXUS, "daemon", TABLES, "--port", "0", "--port-file", str(port_file)],
                                  stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, stdin=subprocess.DEVNULL)
        try:
            for _ in range(300):
                if port_file.exists() and port_file.read_text().strip():
                    break
                time.sleep(0.1)
            url = f"http://{port_file.read_text().strip()}/mcp"
            stdio = StdioServerParameters(command=NEXUS, args=["mcp", TABLES])
            env, front = start_front_end(scratch)
            for label, target, prefix in [("stdio", stdio, ""), ("http", url, ""), ("front end", front, "tables__")]:
                for mode in ("legacy", "2026-07-28"):
                    anyio.run(exercise, label, target, mode, prefix)
            body = json.dumps([COLS]).encode()
            rq = urllib.request.Request(front.replace("/mcp", "/call/tables/pyEcho"), data=body,
                                        headers={"Content-Type": "application/json"}, method="POST")
            got = json.loads(urllib.request.urlopen(rq, timeout=120).read())
            check(got == {"status": "ok", "result": ROWS}, f"front end /call: {got}")
        except BaseException:  # noqa: BLE001 - any escape is a failure
            traceback.print_exc()
            failures.append("uncaught exception")
        finally:
            daemon.terminate()
            daemon.wait(10)
            if env is not None:
                subprocess.run([NEXUS, "stop"], env=env, timeout=60, stdout=subprocess.DEVNULL)


run()
finish()
