#!/usr/bin/env bash
# The test command: sets up R and the Python venv if missing, then runs every
# test (unit, integration with real pools, and the official MCP SDK clients).
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/deps.sh --with-venv
export NEXUS_TEST_PYTHON="$PWD/.venv/bin/python"
cargo test --locked --no-fail-fast "$@"
