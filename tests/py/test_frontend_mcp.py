#!/usr/bin/env python3
"""The official Python MCP SDK's streamable-HTTP client against the front end's /mcp (issue 5).

Plain script, no pytest: run it with a Python that has the `mcp` package
(pinned: mcp==2.3.0); it exits non-zero on the first failure summary.

It expects the views `cargo test --test it frontend::` sets up:

    combat    on MCP and the JSON API
    allkinds  on the JSON API only
    evaltest  on MCP only
    eval      enabled, importing combat and evaltest

    NEXUS_FE_URL=http://127.0.0.1:PORT/mcp /tmp/venv/bin/python tests/py/test_frontend_mcp.py

Without NEXUS_FE_URL it builds that state itself in a temporary NEXUS_HOME
with `NEXUS_BIN` (default target/debug/nexus), starts the front end, and
stops it on exit.

It proves that a real client, over HTTP:
  * initializes against the front end (serverInfo "nexus") and lists tools
    named <module>__<command>, only for modules on the MCP view, plus eval
    (whose description lists the importable modules);
  * calls a command of each MCP module through the front end;
  * sees the error paths: a tool of a module not on the MCP view and a bad
    argument are JSON-RPC -32602 errors, a function that raises is a result
    with isError and the message;
  * runs the eval tool: a composition of two commands across two modules,
    a type error with its line:column, and a module that is not importable.
"""

import json
import os
import re
import subprocess
import tempfile
import traceback
from pathlib import Path

import anyio
from mcp import ClientSession

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
    """The JSON value of a successful result; None (and a failed check) otherwise."""
    text = text_of(result)
    if result.is_error is not False:
        check(False, f"not an error result: {text!r}")
        return None
    try:
        return json.loads(text)
    except ValueError:
        check(False, f"a JSON text block: {text!r}")
        return None


async def expect_invalid_params(session, name, arguments, *fragments):
    """The call is refused, naming every fragment: a JSON-RPC -32602 error, or at 2025-11-25
    an isError result for a bad argument (SEP-1303; an unknown tool stays -32602)."""
    try:
        result = await session.call_tool(name, arguments)
    except McpError as e:
        code = getattr(e, "code", None)
        if code is None:
            code = e.error.code
        message = getattr(e, "message", None) or str(e)
        check(code == INVALID_PARAMS, f"{name}({arguments}): code {code}, expected -32602")
        for fragment in fragments:
            check(fragment in message, f"{name}({arguments}): message {message!r} lacks {fragment!r}")
        return message
    message = " ".join(getattr(c, "text", "") for c in result.content)
    check(result.is_error is True, f"{name}({arguments}) should be refused, got {result!r}")
    for fragment in fragments:
        check(fragment in message, f"{name}({arguments}): message {message!r} lacks {fragment!r}")
    return message


async def front_end(url):
    async with streamable_http_client(url) as streams:
        read, write = streams[0], streams[1]
        async with ClientSession(read, write) as session:
            init = await session.initialize()
            check(init.protocol_version == "2025-11-25", f"protocol version {init.protocol_version}")
            check(init.server_info.name == "nexus", f"server name {init.server_info.name}")
            check(init.capabilities.tools is not None, "tools capability")

            listed = await session.list_tools()
            tools = {t.name: t for t in listed.tools}
            names = sorted(tools)
            for name in names:
                check(
                    name in ("eval", "evaluate")
                    or re.fullmatch(r"(combat|evaltest)__[A-Za-z_][A-Za-z0-9_]*", name),
                    f"{name}: only <module>__<command> of MCP-view modules, eval and evaluate",
                )
            check(not any(n.startswith("allkinds__") for n in names), f"allkinds is API-only: {names}")
            for name in ["combat__fighterDamage", "combat__spawn", "evaltest__add", "evaltest__fail", "eval", "evaluate"]:
                check(name in tools, f"{name} is listed: {names}")
            if "combat__fighterDamage" in tools:
                check(
                    tools["combat__fighterDamage"].description.startswith("Expected damage"),
                    "a tool's description is the command's documentation",
                )
            if "combat__spawn" in tools:
                check(tools["combat__spawn"].output_schema is not None, "spawn (a record) has an outputSchema")
            if "eval" in tools:
                description = tools["eval"].description
                check("combat" in description and "evaltest" in description, f"eval lists its modules: {description}")
                check("allkinds" not in description, f"eval does not offer allkinds: {description}")

            # Calls through the front end, one per MCP module.
            check(value_of(await session.call_tool("combat__fighterDamage", {"_1": 15})) == 12, "fighterDamage 15")
            check(value_of(await session.call_tool("evaltest__add", {"_1": 40, "_2": 2})) == 42, "evaltest add")
            result = await session.call_tool("combat__spawn", {"monster": {"name": "Orc", "hp": 10}, "level": 3})
            check(result.is_error is False, f"spawn: {result!r}")
            check(result.structured_content == {"name": "Orc", "hp": 30}, f"spawn: {result.structured_content}")

            # Error paths.
            await expect_invalid_params(session, "allkinds__py_add", {"_1": 1, "_2": 2}, "allkinds__py_add")
            await expect_invalid_params(session, "combat__fighterDamage", {"_1": "fifteen"}, "_1")
            await expect_invalid_params(session, "evaltest__add", {"_1": 1}, "_2")
            result = await session.call_tool("evaltest__fail", {"_1": "boom via the front end"})
            check(result.is_error is True, f"evaltest__fail: isError, got {result!r}")
            check("boom via the front end" in text_of(result), f"the message: {result.content!r}")

            # The eval tool.
            check(
                value_of(await session.call_tool("eval", {"expr": "evaltest.add (combat.fighterDamage 10) 1"})) == 18,
                "eval composes combat.fighterDamage and evaltest.add",
            )
            check(
                value_of(await session.call_tool("eval", {"expr": "let x = evaltest.double 2 in evaltest.add x 3"}))
                == 7,
                "eval with let",
            )
            message = await expect_invalid_params(session, "eval", {"expr": 'evaltest.double "two"'}, "expected Int")
            check(re.search(r"\b1:17\b", message) is not None, f"a type error gives line:column: {message!r}")
            await expect_invalid_params(session, "eval", {"expr": "allkinds.py_add 1 2"}, "allkinds", "not importable")
            await expect_invalid_params(session, "eval", {}, "expr")
            result = await session.call_tool("eval", {"expr": 'evaltest.fail "eval boom"'})
            check(result.is_error is True and "eval boom" in text_of(result), f"eval of a failure: {result!r}")

            # The session survives all of that.
            check(value_of(await session.call_tool("combat__fighterDamage", {"_1": 20})) == 7, "after errors")


async def main(url):
    with anyio.fail_after(90):
        await front_end(url)


def standalone(scratch):
    """Builds the expected state in a fresh NEXUS_HOME and starts the front end; returns (env, URL)."""
    env = {k: v for k, v in os.environ.items() if k != "NEXUS_TOKEN"}
    env["NEXUS_HOME"] = scratch

    def nexus(*args):
        subprocess.run([NEXUS, *args], env=env, check=True, timeout=60, stdout=subprocess.DEVNULL)

    for program in ["examples/combat", "tests/programs/allkinds", "tests/programs/evaltest"]:
        nexus("install", str(REPO / program))
    nexus("expose", "add", "combat", "--as", "mcp,api")
    nexus("expose", "add", "allkinds", "--as", "api")
    nexus("expose", "add", "evaltest", "--as", "mcp")
    nexus("expose", "eval", "--allow", "combat,evaltest")
    nexus("start", "--port", "0")
    with open(Path(scratch) / "server.json") as f:
        address = json.load(f)["address"]
    return env, f"http://{address}/mcp"


def run():
    url = os.environ.get("NEXUS_FE_URL")
    with tempfile.TemporaryDirectory() as scratch:
        env = None
        try:
            if not url:
                env, url = standalone(scratch)
            anyio.run(main, url)
        except BaseException:  # noqa: BLE001 - any escape is a failure
            traceback.print_exc()
            failures.append("uncaught exception")
        finally:
            if env is not None:
                subprocess.run([NEXUS, "stop"], env=env, timeout=30, stdout=subprocess.DEVNULL)
    finish()


if __name__ == "__main__":
    run()
