#!/usr/bin/env python3
"""The official Python MCP SDK drives `nexus mcp` over stdio (issue 3).

Plain script, no pytest: run it with a Python that has the `mcp` package
(pinned: mcp==2.3.0) and it exits non-zero on the first failure.

    NEXUS_BIN=target/debug/nexus /tmp/venv/bin/python tests/py/test_mcp_stdio.py

It proves that a real client:
  * completes the handshake and lists the tools;
  * can call every tool of examples/combat;
  * gets a record with structuredContent that the SDK itself validates
    against the tool's outputSchema (call_tool does this), equal to the text;
  * sees the error paths: unknown tool and bad arguments as a JSON-RPC
    -32602 error, a function that raises as a result with isError and the
    message.
"""

import json
import traceback

import anyio
from mcp import ClientSession, StdioServerParameters
from mcp.client.stdio import stdio_client

try:  # the SDK renamed McpError to MCPError; accept either
    from mcp import MCPError as McpError
except ImportError:  # pragma: no cover - older SDKs
    from mcp.shared.exceptions import McpError

from checks import NEXUS, REPO, check, failures, finish
COMBAT = str(REPO / "examples" / "combat")
ALLKINDS = str(REPO / "tests" / "programs" / "allkinds")
INVALID_PARAMS = -32602



def text_of(result):
    check(len(result.content) == 1, f"one content block, got {result.content!r}")
    block = result.content[0]
    check(block.type == "text", f"a text block, got {block!r}")
    return block.text


def value_of(result):
    check(result.is_error is False, f"not an error result: {result!r}")
    text = text_of(result)
    try:
        return json.loads(text)
    except ValueError:
        check(False, f"the text block is not JSON: {text!r}")
        return None


async def expect_invalid_params(session, name, arguments, fragment):
    try:
        result = await session.call_tool(name, arguments)
    except McpError as e:
        check(e.code == INVALID_PARAMS, f"{name}({arguments}): code {e.code}, expected -32602")
        check(fragment in e.message, f"{name}({arguments}): message {e.message!r} lacks {fragment!r}")
    else:
    # 2025-11-25 (which the SDK offers, and nexus now speaks) makes a bad
    # argument an isError result (SEP-1303); an unknown tool stays -32602.
        message = " ".join(getattr(c, "text", "") for c in result.content)
        check(result.is_error is True, f"{name}({arguments}) should be refused, got {result!r}")
        check(fragment in message, f"{name}({arguments}): message {message!r} lacks {fragment!r}")


def server(program):
    return StdioServerParameters(command=NEXUS, args=["mcp", program, "--workers", "1"], cwd=str(REPO))


async def combat():
    async with stdio_client(server(COMBAT)) as (read, write):
        async with ClientSession(read, write) as session:
            init = await session.initialize()
            check(init.protocol_version == "2025-11-25", f"protocol version {init.protocol_version}")
            check(init.server_info.name == "combat", f"server name {init.server_info.name}")
            check(init.server_info.version == "0.1.0", f"server version {init.server_info.version}")
            check(init.capabilities.tools is not None, "tools capability")
            check(init.capabilities.tools.list_changed is False, "listChanged false")

            await session.send_ping()

            listed = await session.list_tools()
            tools = {t.name: t for t in listed.tools}
            # evaluate: seed 003's dry run, served by default (issue 15).
            check(
                sorted(tools) == ["attack", "evaluate", "fighterDamage", "intro", "rollAdv", "spawn"],
                f"combat tools: {sorted(tools)}",
            )
            check(tools["fighterDamage"].description.startswith("Expected damage"), "docstring as description")
            fd_props = tools["fighterDamage"].input_schema["properties"]
            check(fd_props["_1"]["description"] == "Enemy Armor Class", f"_1 described: {fd_props}")
            check(tools["spawn"].output_schema is not None, "spawn (a record) has an outputSchema")
            check((tools["attack"].output_schema or {}).get("required") == ["result"], "attack (a scalar) is declared wrapped at 2025-11-25")

            # Every combat tool.
            roll = value_of(await session.call_tool("rollAdv", {}))
            check(isinstance(roll, int) and 1 <= roll <= 20, f"rollAdv in 1..20: {roll}")
            check(value_of(await session.call_tool("fighterDamage", {"_1": 15})) == 12, "fighterDamage 15 = 12")
            check(
                value_of(await session.call_tool("intro", {"_1": "Goblin"})) == "A wild Goblin appears!",
                "intro Goblin",
            )
            check(value_of(await session.call_tool("attack", {"_1": 15})) == 12, "attack: bonus/crit default")
            check(
                value_of(await session.call_tool("attack", {"_1": 15, "bonus": 2, "crit": True})) == 28,
                "attack 15 --bonus 2 --crit = 28",
            )

            # A record: call_tool already validated structuredContent against
            # the listed outputSchema (it raises otherwise); it must also
            # equal the text mirror.
            for args, expected in [
                ({"monster": {"name": "Orc", "hp": 10}, "level": 3}, {"name": "Orc", "hp": 30}),
                ({}, {"name": "Goblin", "hp": 7}),  # every default filled in
                ({"monster": {"name": "Elf"}, "level": 2}, {"name": "Elf", "hp": 14}),  # field default
            ]:
                result = await session.call_tool("spawn", args)
                check(result.is_error is False, f"spawn {args}: {result!r}")
                check(result.structured_content == expected, f"spawn {args}: structured {result.structured_content}")
                check(json.loads(text_of(result)) == result.structured_content, f"spawn {args}: text mirror")
                # call_tool validated it; do it once more explicitly (raises if invalid).
                await session.validate_tool_result("spawn", result)
            # 2025-11-25: a scalar's structuredContent is wrapped as {"result": …}.
            scalar = await session.call_tool("fighterDamage", {"_1": 1})
            check(scalar.structured_content == {"result": json.loads(text_of(scalar))}, f"wrapped: {scalar!r}")

            # Error paths: JSON-RPC -32602.
            await expect_invalid_params(session, "fireball", {}, "unknown tool 'fireball'")
            await expect_invalid_params(session, "fighterDamage", {"_1": "fifteen"}, "_1")
            await expect_invalid_params(session, "fighterDamage", {}, "_1")
            await expect_invalid_params(session, "fighterDamage", {"_1": 15, "_2": 3}, "_2")
            await expect_invalid_params(session, "spawn", {"monster": {"name": 3}}, "monster")

            # The session survives errors.
            check(value_of(await session.call_tool("fighterDamage", {"_1": 30})) == 0, "fighterDamage 30 = 0")


async def allkinds():
    async with stdio_client(server(ALLKINDS)) as (read, write):
        async with ClientSession(read, write) as session:
            await session.initialize()
            listed = await session.list_tools()
            names = {t.name for t in listed.tools}
            for excluded in ["py_stdin", "py_table", "py_stream", "r_table"]:
                check(excluded not in names, f"{excluded} is excluded")

            # A function that raises: a result with isError and the message.
            for tool, message in [("py_fail", "boom from python"), ("r_fail", "boom from R")]:
                result = await session.call_tool(tool, {})
                check(result.is_error is True, f"{tool}: isError, got {result!r}")
                check(message in text_of(result), f"{tool}: message {message!r} in {result.content!r}")

            # Records from both languages, validated by the SDK.
            for tool in ["py_kinds", "r_kinds"]:
                result = await session.call_tool(tool, {"_1": 5, "loud": True})
                expected = {"pos": 5, "n": 3, "label": "none", "loud": True}
                check(result.structured_content == expected, f"{tool}: {result.structured_content}")
                check(json.loads(text_of(result)) == expected, f"{tool}: text mirror")
            for tool in ["py_grp", "r_grp"]:
                result = await session.call_tool(tool, {"hp": 9, "weapon": {"wname": "axe", "dmg": 8}})
                expected = {"monster": {"name": "Goblin", "hp": 9}, "weapon": {"wname": "axe", "dmg": 8}}
                check(result.structured_content == expected, f"{tool}: {result.structured_content}")

            # A print() in the pool does not corrupt the stream the SDK parses.
            check(value_of(await session.call_tool("py_print", {})) == 1, "py_print returns 1")
            await session.send_ping()


async def main():
    with anyio.fail_after(60):
        await combat()
        await allkinds()


if __name__ == "__main__":
    try:
        anyio.run(main)
    except BaseException:  # noqa: BLE001 - any escape is a failure
        traceback.print_exc()
        failures.append("uncaught exception")
    finish()
