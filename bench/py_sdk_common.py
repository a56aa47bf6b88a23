"""The comparison server's tool: the same Python function nexus serves.

fighterDamage is imported from examples/combat/combat.py (a one-line
function, max(0, 27 - ac)) and exposed through the official MCP Python SDK
(mcp 2.3.0, `mcp.server.mcpserver.MCPServer`, the v2 name of FastMCP).
"""

import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(HERE, "..", "examples", "combat"))

import combat  # noqa: E402
from mcp.server.mcpserver import MCPServer  # noqa: E402


def make_server(log_level="WARNING"):
    # log_level WARNING: the SDK's default INFO logs a line per request (and
    # uvicorn an access-log line); we do not want to measure logging.
    server = MCPServer("combat", version="0.1.0", log_level=log_level)

    @server.tool(description="Expected damage of a fighter's round against armour class ac.")
    def fighterDamage(ac: int) -> int:
        return combat.fighterDamage(ac)

    return server
