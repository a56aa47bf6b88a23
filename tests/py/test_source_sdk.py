#!/usr/bin/env python3
"""The official Python MCP SDK drives `nexus mcp FILE` for a bare .py and a
bare .R file (issue 11): handshake, tools/list, calls, a record result whose
structuredContent the SDK validates against the outputSchema, dataclass and
keyword-only parameters, and a function that raises.

    NEXUS_BIN=target/debug/nexus .venv/bin/python tests/py/test_source_sdk.py
"""

import json
import os

import anyio
from mcp import ClientSession, StdioServerParameters
from mcp.client.stdio import stdio_client

from checks import NEXUS, REPO, check, failures, finish
SIGS = str(REPO / "tests" / "programs" / "bare" / "sigs.py")
DICE = str(REPO / "tests" / "programs" / "bare" / "dice.R")



def value_of(result):
    check(result.is_error is False, f"not an error: {result!r}")
    return json.loads(result.content[0].text)


def params(program):
    return StdioServerParameters(command=NEXUS, args=["mcp", program, "--workers", "1"], cwd=str(REPO),
                                 env=dict(os.environ))


async def python_file():
    async with stdio_client(params(SIGS)) as (read, write):
        async with ClientSession(read, write) as session:
            init = await session.initialize()
            check(init.server_info.name == "sigs", f"server name {init.server_info.name}")
            tools = {t.name: t for t in (await session.list_tools()).tools}
            check(len(tools) == 30 and "evaluate" in tools, f"29 tools and evaluate, got {len(tools)}")
            check(tools["s25_google"].description == "Repeat a label.", "docstring description")
            check(value_of(await session.call_tool("s01_int", {"n": 7})) == 7, "s01_int")
            check(value_of(await session.call_tool("s20_keyword_only", {"a": 2, "tag": "k"})) == "k:2.0",
                  "keyword-only by name")
            r = await session.call_tool("s22_dataclass", {"p": {"x": 0, "y": 0}, "q": {"x": 2, "y": 4}})
            check(r.is_error is False, f"s22: {r!r}")
            check(r.structured_content == {"x": 1.0, "y": 2.0}, f"dataclass result as a record: {r.structured_content}")
            r = await session.call_tool("s21_typeddict", {"m": {"name": "Orc", "hp": 2}})
            check(r.structured_content == {"name": "Orc", "hp": 4}, f"TypedDict: {r.structured_content}")
            r = await session.call_tool("s24_list_of_records", {"ms": [{"name": "a", "hp": 1}, {"name": "b", "hp": 2}]})
            check(value_of(r) == ["a", "b"], "list of records")
            # The seed's positional key is still taken beside the name.
            r = await session.call_tool("s26_numpy", {"_1": []})
            check(value_of(r) == [], "numpy-doc function, by _1")
            check("_1" not in tools["s26_numpy"].input_schema["properties"], "_1 is not published")


async def r_file():
    async with stdio_client(params(DICE)) as (read, write):
        async with ClientSession(read, write) as session:
            init = await session.initialize()
            check(init.server_info.name == "dice", f"server name {init.server_info.name}")
            tools = {t.name: t for t in (await session.list_tools()).tools}
            check(sorted(tools) == ["average", "evaluate", "greet_monster", "roll", "spawn", "swap"], f"R tools {sorted(tools)}")
            check(tools["roll"].input_schema["properties"]["n"]["description"] == "how many dice", "roxygen @param")
            check(value_of(await session.call_tool("roll", {"n": 2, "sides": 3})) == [3, 3], "roll")
            r = await session.call_tool("spawn", {"m": {"name": "Imp", "hp": 2}, "level": 3})
            check(r.structured_content == {"name": "Imp", "hp": 6}, f"R record: {r.structured_content}")
            check(value_of(await session.call_tool("greet_monster", {"_1": "Elf"})) == "A wild Elf appears!", "greet")


async def main():
    with anyio.fail_after(90):
        await python_file()
        await r_file()


anyio.run(main)
finish()
