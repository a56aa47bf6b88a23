#!/usr/bin/env bash
# Issue 40 item 3: the shipped profile survives a handler's panic. Builds
# the release binary with the `test-panic` feature (GET /__test/panic
# panics; never in a shipped build) in a target directory of its own, then
# runs tests/it/release_panic.rs against it: the panicking request gets 500,
# and the daemon answers the next one, on the same connection and a new one.
set -euo pipefail
cd "$(dirname "$0")/.."
dir="${CARGO_TARGET_DIR:-$PWD/target}/release-panic"
cargo build --release --locked --quiet --features test-panic --target-dir "$dir"
NEXUS_PANIC_BIN="$dir/release/nexus" cargo test --locked --test it -- release_panic:: --nocapture
