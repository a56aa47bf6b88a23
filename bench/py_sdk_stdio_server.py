"""Official Python MCP SDK (mcp 2.3.0, MCPServer) serving fighterDamage over stdio.

usage: /tmp/venv/bin/python bench/py_sdk_stdio_server.py [--log-level LEVEL]
The tool's argument is named `ac`: call it with {"ac": 15} (answer 12).
"""

import argparse

from py_sdk_common import make_server

if __name__ == "__main__":
    p = argparse.ArgumentParser()
    p.add_argument("--log-level", default="WARNING")
    a = p.parse_args()
    make_server(a.log_level).run("stdio")
