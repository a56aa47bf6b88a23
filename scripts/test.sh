#!/usr/bin/env bash
# The test command: sets up R and the Python venv if missing, then runs every
# test (unit, integration with real pools, and the official MCP SDK clients).
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/deps.sh --with-venv
export NEXUS_TEST_PYTHON="$PWD/.venv/bin/python"
# tests/it/slurm.rs needs a SLURM cluster; without one its tests skip (CI=true fails).
if ! sinfo -h >/dev/null 2>&1; then
    echo "tests/it/slurm.rs: no SLURM cluster, its tests skip; start one with scripts/slurm-local.sh up"
fi
cargo test --locked --no-fail-fast "$@"
# Concurrent calls through morloc's shared memory, on the release binary,
# in every mode (issue 39); about half a minute. The soak: --long.
scripts/stress-morloc.sh
# A handler's panic in the shipped profile (issue 40 item 3): the release
# binary with the test-panic feature answers the next request.
scripts/release-panic.sh
