#!/usr/bin/env bash
# Installs what the demo and the tests need on a fresh machine, and nothing
# else: R with jsonlite (for R pools) and a Python venv with the pinned
# official MCP SDK (for the test clients). Safe to run again.
set -euo pipefail
cd "$(dirname "$0")/.."

MCP_SDK_VERSION="${MCP_SDK_VERSION:-2.3.0}"

if ! command -v Rscript >/dev/null 2>&1 || ! Rscript -e 'library(jsonlite)' >/dev/null 2>&1; then
    echo "deps: installing R and jsonlite (Debian packages, no recommends)" >&2
    SUDO=""
    [ "$(id -u)" -eq 0 ] || SUDO="sudo"
    $SUDO apt-get update -qq
    DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq --no-install-recommends r-base-core r-cran-jsonlite >/dev/null
fi

if [ "${1:-}" = "--with-venv" ]; then
    if ! .venv/bin/python -c "import mcp" >/dev/null 2>&1; then
        echo "deps: creating .venv with mcp==$MCP_SDK_VERSION" >&2
        python3 -m venv .venv
        .venv/bin/pip install -q "mcp==$MCP_SDK_VERSION"
    fi
fi
