#!/usr/bin/env bash
# The demo: builds nexus and serves examples/combat as a daemon on
# 127.0.0.1:8080 (JSON API and MCP over HTTP). Ctrl-C stops it.
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/deps.sh
cargo build --release --locked -q
PORT="${PORT:-8080}"
cat <<MSG
nexus demo: serving examples/combat on http://127.0.0.1:$PORT

  curl -s http://127.0.0.1:$PORT/discover
  curl -s -X POST http://127.0.0.1:$PORT/call/fighterDamage -d '[15]'
  curl -s -X POST http://127.0.0.1:$PORT/call/intro -d '["Goblin"]'
  target/release/nexus run examples/combat fighterDamage 15
  target/release/nexus examples/combat --mcp-tools

MSG
exec target/release/nexus daemon examples/combat --port "$PORT"
