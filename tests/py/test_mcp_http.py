#!/usr/bin/env python3
"""The official Python MCP SDK's streamable-HTTP client drives `nexus daemon`'s /mcp (issue 4).

Plain script, no pytest: run it with a Python that has the `mcp` package
(pinned: mcp==2.3.0); it exits non-zero on the first failure summary.

    NEXUS_COMBAT_URL=http://127.0.0.1:PORT/mcp NEXUS_ALLKINDS_URL=http://127.0.0.1:PORT2/mcp \
        /tmp/venv/bin/python tests/py/test_mcp_http.py

`cargo test --test it daemon_sdk::` starts both daemons and runs it that way.
Without the URLs it starts them itself (`NEXUS_BIN`, default
target/debug/nexus) and stops them on exit.

It proves that a real client, over HTTP:
  * initializes (getting an Mcp-Session-Id), pings and lists the tools;
  * calls fighterDamage (Python) and intro (R) on examples/combat;
  * gets a record with structuredContent that the SDK validates against the
    tool's outputSchema, equal to the text mirror;
  * sees the error paths: an unknown tool and a bad argument raise McpError
    (-32602), a function that raises is a result with isError and the message;
  * closes with DELETE /mcp, after which the session id is unknown (404).
"""

import json
import os
import subprocess
import tempfile
import time
import traceback
import urllib.error
import urllib.request
from pathlib import Path

import anyio
from mcp import ClientSession
from mcp.shared._httpx_utils import create_mcp_http_client

try:  # 2.x spells it streamable_http_client; 1.x streamablehttp_client
    from mcp.client.streamable_http import streamable_http_client
except ImportError:  # pragma: no cover - older SDKs
    from mcp.client.streamable_http import streamablehttp_client as streamable_http_client

try:  # the SDK renamed McpError to MCPError; accept either
    from mcp import MCPError as McpError
except ImportError:  # pragma: no cover - older SDKs
    from mcp.shared.exceptions import McpError

from checks import NEXUS, REPO, check, failures, finish
INVALID_PARAMS = -32602



def text_of(result):
    check(len(result.content) == 1, f"one content block, got {result.content!r}")
    block = result.content[0]
    check(block.type == "text", f"a text block, got {block!r}")
    return block.text


def value_of(result):
    check(result.is_error is False, f"not an error result: {result!r}")
    return json.loads(text_of(result))


async def expect_invalid_params(session, name, arguments, fragment):
    try:
        result = await session.call_tool(name, arguments)
    except McpError as e:
        code = getattr(e, "code", None)
        if code is None:
            code = e.error.code
        message = getattr(e, "message", None) or str(e)
        check(code == INVALID_PARAMS, f"{name}({arguments}): code {code}, expected -32602")
        check(fragment in message, f"{name}({arguments}): message {message!r} lacks {fragment!r}")
    else:
    # 2025-11-25 (which the SDK offers, and nexus now speaks) makes a bad
    # argument an isError result (SEP-1303); an unknown tool stays -32602.
        message = " ".join(getattr(c, "text", "") for c in result.content)
        check(result.is_error is True, f"{name}({arguments}) should be refused, got {result!r}")
        check(fragment in message, f"{name}({arguments}): message {message!r} lacks {fragment!r}")


class Recorder:
    """Records every HTTP exchange the SDK makes, through httpx2 event hooks."""

    def __init__(self):
        self.exchanges = []  # (method, status, request headers, response headers)

    async def on_response(self, response):
        request = response.request
        self.exchanges.append((request.method, response.status_code, dict(request.headers), dict(response.headers)))

    def client(self):
        client = create_mcp_http_client()
        client.event_hooks = {"request": [], "response": [self.on_response]}
        return client

    def session_id(self):
        for method, status, _, headers in self.exchanges:
            sid = headers.get("mcp-session-id")
            if method == "POST" and status == 200 and sid:
                return sid
        return None


def raw_post(url, body, session_id):
    """POSTs with urllib; returns the status."""
    request = urllib.request.Request(
        url,
        data=json.dumps(body).encode(),
        method="POST",
        headers={
            "Content-Type": "application/json",
            "Accept": "application/json, text/event-stream",
            "Mcp-Session-Id": session_id,
        },
    )
    try:
        with urllib.request.urlopen(request, timeout=10) as response:
            return response.status
    except urllib.error.HTTPError as e:
        return e.code


def check_closed_with_delete(url, recorder, label):
    sid = recorder.session_id()
    check(sid is not None and len(sid) == 32, f"{label}: a 128-bit Mcp-Session-Id, got {sid!r}")
    posts = [x for x in recorder.exchanges if x[0] == "POST"]
    check(all(x[2].get("mcp-session-id") == sid for x in posts[1:]), f"{label}: every later POST carries the id")
    deletes = [x for x in recorder.exchanges if x[0] == "DELETE"]
    check(len(deletes) == 1, f"{label}: one DELETE on close, got {[x[:2] for x in recorder.exchanges]}")
    if deletes:
        method, status, headers, _ = deletes[0]
        check(status == 200, f"{label}: DELETE answered {status}")
        check(headers.get("mcp-session-id") == sid, f"{label}: DELETE names the session")
    status = raw_post(url, {"jsonrpc": "2.0", "id": 9, "method": "tools/list"}, sid or "none")
    check(status == 404, f"{label}: after DELETE the session is unknown (404), got {status}")


async def combat(url):
    recorder = Recorder()
    async with recorder.client() as http:
        async with streamable_http_client(url, http_client=http) as streams:
            read, write = streams[0], streams[1]
            async with ClientSession(read, write) as session:
                init = await session.initialize()
                check(init.protocol_version == "2025-11-25", f"protocol version {init.protocol_version}")
                check(init.server_info.name == "combat", f"server name {init.server_info.name}")
                check(init.capabilities.tools is not None, "tools capability")

                await session.send_ping()

                listed = await session.list_tools()
                tools = {t.name: t for t in listed.tools}
                # evaluate: seed 003's dry run, served by default (issue 15).
                check(
                    sorted(tools) == ["attack", "evaluate", "fighterDamage", "intro", "rollAdv", "spawn"],
                    f"combat tools: {sorted(tools)}",
                )
                check(tools["spawn"].output_schema is not None, "spawn (a record) has an outputSchema")
                check((tools["fighterDamage"].output_schema or {}).get("required") == ["result"], "fighterDamage (a scalar) is declared wrapped at 2025-11-25")

                check(value_of(await session.call_tool("fighterDamage", {"_1": 15})) == 12, "fighterDamage 15 = 12")
                check(value_of(await session.call_tool("fighterDamage", {"_1": 30})) == 0, "fighterDamage 30 = 0")
                check(
                    value_of(await session.call_tool("intro", {"_1": "Goblin"})) == "A wild Goblin appears!",
                    "intro Goblin (R)",
                )
                check(
                    value_of(await session.call_tool("attack", {"_1": 15, "bonus": 2, "crit": True})) == 28,
                    "attack 15 --bonus 2 --crit = 28",
                )
                result = await session.call_tool("spawn", {"monster": {"name": "Orc", "hp": 10}, "level": 3})
                check(result.is_error is False, f"spawn: {result!r}")
                check(result.structured_content == {"name": "Orc", "hp": 30}, f"spawn: {result.structured_content}")
                check(json.loads(text_of(result)) == result.structured_content, "spawn: text mirror")

                # Error paths: JSON-RPC -32602, and the session survives them.
                await expect_invalid_params(session, "fireball", {}, "fireball")
                await expect_invalid_params(session, "fighterDamage", {"_1": "fifteen"}, "_1")
                await expect_invalid_params(session, "fighterDamage", {}, "_1")
                check(value_of(await session.call_tool("fighterDamage", {"_1": 20})) == 7, "after errors")
    check_closed_with_delete(url, recorder, "combat")


async def allkinds(url):
    recorder = Recorder()
    async with recorder.client() as http:
        async with streamable_http_client(url, http_client=http) as streams:
            read, write = streams[0], streams[1]
            async with ClientSession(read, write) as session:
                await session.initialize()
                listed = await session.list_tools()
                names = {t.name for t in listed.tools}
                check({"py_echo", "py_fail", "py_id_record"} <= names, f"allkinds tools: {sorted(names)}")
                for excluded in ["py_stdin", "py_table", "py_stream", "r_table"]:
                    check(excluded not in names, f"{excluded} is excluded")

                # A record-returning tool: structuredContent, validated by the SDK.
                monster = {"name": "Orc \"the quoted\" ✓", "hp": 7}
                result = await session.call_tool("py_id_record", {"_1": monster})
                check(result.is_error is False, f"py_id_record: {result!r}")
                check(result.structured_content == monster, f"py_id_record: {result.structured_content}")
                check(json.loads(text_of(result)) == monster, "py_id_record: text mirror")

                # Strings round-trip exactly.
                for s in ["", 'a "quoted" \\ back\\slash', "line\nbreak\ttab", "héllo ✓ 日本 🎉"]:
                    for tool in ["py_echo", "r_echo"]:
                        check(value_of(await session.call_tool(tool, {"_1": s})) == s, f"{tool} {s!r}")

                # A function that raises: a result with isError and the message.
                result = await session.call_tool("py_fail", {})
                check(result.is_error is True, f"py_fail: isError, got {result!r}")
                check("boom from python" in text_of(result), f"py_fail: message in {result.content!r}")

                # Bad arguments and unknown tools are JSON-RPC errors.
                await expect_invalid_params(session, "py_add", {"_1": 1, "_2": "x"}, "_2")
                await expect_invalid_params(session, "py_add", {"_1": 1}, "_2")
                await expect_invalid_params(session, "no_such_tool", {}, "no_such_tool")
                check(value_of(await session.call_tool("py_add", {"_1": 40, "_2": 2})) == 42, "py_add after errors")
    check_closed_with_delete(url, recorder, "allkinds")


def start_daemon(program, scratch):
    """Starts `nexus daemon` on an ephemeral port; returns (process, URL)."""
    port_file = Path(scratch) / f"{Path(program).name}.port"
    process = subprocess.Popen(
        [NEXUS, "daemon", program, "--port", "0", "--port-file", str(port_file)],
        stdin=subprocess.DEVNULL,
        stdout=subprocess.DEVNULL,
        env={k: v for k, v in os.environ.items() if k != "NEXUS_TOKEN"},
    )
    deadline = time.monotonic() + 20
    while time.monotonic() < deadline:
        if port_file.exists() and port_file.read_text().strip():
            return process, f"http://{port_file.read_text().strip()}/mcp"
        if process.poll() is not None:
            raise RuntimeError(f"nexus daemon {program} exited with {process.returncode}")
        time.sleep(0.02)
    process.kill()
    raise RuntimeError(f"nexus daemon {program} wrote no port file")


async def main(combat_url, allkinds_url):
    with anyio.fail_after(90):
        await combat(combat_url)
        await allkinds(allkinds_url)


def run():
    combat_url = os.environ.get("NEXUS_COMBAT_URL")
    allkinds_url = os.environ.get("NEXUS_ALLKINDS_URL")
    processes = []
    with tempfile.TemporaryDirectory() as scratch:
        try:
            if not combat_url:
                process, combat_url = start_daemon(str(REPO / "examples" / "combat"), scratch)
                processes.append(process)
            if not allkinds_url:
                process, allkinds_url = start_daemon(str(REPO / "tests" / "programs" / "allkinds"), scratch)
                processes.append(process)
            anyio.run(main, combat_url, allkinds_url)
        except BaseException:  # noqa: BLE001 - any escape is a failure
            traceback.print_exc()
            failures.append("uncaught exception")
        finally:
            for process in processes:
                process.kill()
                process.wait()
    finish()


if __name__ == "__main__":
    run()
