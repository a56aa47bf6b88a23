"""Official Python MCP SDK (mcp 2.3.0, MCPServer) serving fighterDamage over
Streamable HTTP at /mcp, with JSON responses (json_response=True) and
sessions (stateless_http=False: initialize returns an Mcp-Session-Id that
every later request carries), like `nexus daemon`'s /mcp.

usage: /tmp/venv/bin/python bench/py_sdk_http_server.py [--port P] [--port-file F] [--log-level L]
Port 0 (the default) binds an ephemeral port on 127.0.0.1; the address
`127.0.0.1:PORT` is written to --port-file once the socket is bound.
"""

import argparse
import os
import socket

import anyio
import uvicorn

from py_sdk_common import make_server


def main():
    p = argparse.ArgumentParser()
    p.add_argument("--port", type=int, default=0)
    p.add_argument("--port-file")
    p.add_argument("--log-level", default="WARNING")
    a = p.parse_args()

    server = make_server(a.log_level)
    app = server.streamable_http_app(json_response=True, stateless_http=False)

    # IPPROTO_TCP explicitly: asyncio sets TCP_NODELAY only on accepted
    # sockets whose proto is IPPROTO_TCP; with proto 0, Nagle plus delayed
    # ACKs add ~40 ms to every keep-alive response.
    sock = socket.socket(socket.AF_INET, socket.SOCK_STREAM, socket.IPPROTO_TCP)
    sock.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
    sock.bind(("127.0.0.1", a.port))
    sock.listen(1024)
    host, port = sock.getsockname()
    config = uvicorn.Config(app, log_level=a.log_level.lower())
    if a.port_file:
        tmp = a.port_file + ".tmp"
        with open(tmp, "w") as f:
            f.write("%s:%d\n" % (host, port))
        os.rename(tmp, a.port_file)
    print("py-sdk: serving streamable HTTP on http://%s:%d/mcp" % (host, port), flush=True)
    anyio.run(lambda: uvicorn.Server(config).serve(sockets=[sock]))


if __name__ == "__main__":
    main()
