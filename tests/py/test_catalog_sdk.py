#!/usr/bin/env python3
"""The official Python MCP SDK against a daemon with a tokens file (issue 44, part 2).

Plain script, no pytest: run it with a Python that has the `mcp` package
(pinned: mcp==2.3.0). `cargo test --test it catalog::` starts a daemon of
tests/programs/stateful with `--tokens FILE` and runs it with

    NEXUS_CATALOG_URL=http://127.0.0.1:PORT/mcp
    NEXUS_ALPHA_TOKEN=…   (a client that may use the whole program)
    NEXUS_BETA_TOKEN=…    (a client that may use `pid` alone)

It proves that a real client, sending its bearer token on every request:
  * lists only its own catalog (alpha: every command; beta: pid, evaluate);
  * calls its own tools; the other's tool raises McpError -32602 with the
    same message as a tool that does not exist;
  * sessions of both clients run at once.
"""

import os
import traceback

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

from checks import check, failures, finish

INVALID_PARAMS = -32602


async def refusal(session, name):
    """The (code, message) a call of `name` is refused with, or None."""
    try:
        await session.call_tool(name, {})
    except McpError as e:
        code = getattr(e, "code", None)
        if code is None:
            code = e.error.code
        return code, getattr(e, "message", None) or str(e)
    return None


async def client(url, token, label, expect_tools, own, others):
    http = create_mcp_http_client(headers={"Authorization": f"Bearer {token}"})
    async with http:
        async with streamable_http_client(url, http_client=http) as streams:
            read, write = streams[0], streams[1]
            async with ClientSession(read, write) as session:
                await session.initialize()
                listed = await session.list_tools()
                names = sorted(t.name for t in listed.tools)
                check(names == expect_tools, f"{label}: tools {names}, expected {expect_tools}")
                result = await session.call_tool(own, {})
                check(result.is_error is False, f"{label}: {own} runs: {result!r}")
                for name in others:
                    got = await refusal(session, name)
                    unknown = await refusal(session, "no_such_tool")
                    check(got is not None and got[0] == INVALID_PARAMS, f"{label}: {name} refused -32602, got {got!r}")
                    check(
                        got is not None and unknown is not None
                        and got[1].replace(name, "no_such_tool") == unknown[1],
                        f"{label}: {name} refused as an unknown tool is: {got!r} vs {unknown!r}",
                    )


async def main(url, alpha, beta):
    with anyio.fail_after(90):
        async with anyio.create_task_group() as tg:
            tg.start_soon(client, url, alpha, "alpha", ["evaluate", "incr", "kv_get", "kv_set", "pid"], "incr", [])
            tg.start_soon(client, url, beta, "beta", ["evaluate", "pid"], "pid", ["incr", "kv_get"])


def run():
    url = os.environ["NEXUS_CATALOG_URL"]
    try:
        anyio.run(main, url, os.environ["NEXUS_ALPHA_TOKEN"], os.environ["NEXUS_BETA_TOKEN"])
    except BaseException:  # noqa: BLE001 - any escape is a failure
        traceback.print_exc()
        failures.append("uncaught exception")
    finish()


if __name__ == "__main__":
    run()
