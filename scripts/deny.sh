#!/usr/bin/env bash
# Checks the dependency tree against deny.toml with cargo-deny, offline
# (issue 42 point 5): RustSec advisories, licenses, bans (duplicate
# versions, wildcards) and sources, for the main workspace and then for the
# fuzz crate (fuzz/, its own workspace and lockfile).
#
#   scripts/deny.sh
#
# The advisories come from the RustSec snapshot bundle in the shared
# directory (../shared/audit/advisory-db.bundle beside the repository, or
# $NEXUS_ADVISORY_BUNDLE), cloned afresh into a temporary directory on every
# run; cargo-deny runs with --offline, so it neither fetches that database
# nor touches crates.io (crate metadata comes from vendor/ and fuzz/vendor/).
# The snapshot ages: the script prints its commit and date, and any result
# holds only as of that date. BUILD.md, "Advisories, licenses and sources
# (cargo deny)".
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
cd "$root"

bundle=${NEXUS_ADVISORY_BUNDLE:-$root/../shared/audit/advisory-db.bundle}
if [ ! -f "$bundle" ]; then
    echo "deny: no RustSec snapshot at $bundle" >&2
    echo "deny: set NEXUS_ADVISORY_BUNDLE to the advisory-db git bundle (see ../shared/audit/README.md)" >&2
    exit 1
fi
if ! cargo deny --version >/dev/null 2>&1; then
    echo "deny: cargo-deny is missing; install it from outside the repository:" >&2
    echo "deny:     (cd /tmp && cargo install --locked cargo-deny@0.20.2)" >&2
    exit 1
fi

dbs=$(mktemp -d)
trap 'rm -rf "$dbs"' EXIT
# cargo-deny looks for each database of `db-urls` in a directory of
# `db-path` named after the URL: "advisory-db-" and a hash of it. This is
# the name for the default URL, https://github.com/rustsec/advisory-db,
# which deny.toml keeps (cargo-deny 0.20's url_to_db_path).
db="$dbs/advisory-db-3157b0e258782691"
git -c init.defaultBranch=main clone -q -b main "$bundle" "$db"
# The bundle's one commit says which upstream commit it snapshots.
echo "advisory database: $(git -C "$db" log -1 --format=%s HEAD) ($bundle, commit $(git -C "$db" rev-parse --short HEAD))"
export NEXUS_ADVISORY_DBS=$dbs

# --workspace: every member is a root of the graph (crates/fuzz-checks too,
# which nothing else depends on); --all-features: nexus's test-panic too.
opts=(--offline --locked --workspace --all-features --config "$root/deny.toml")
checks=(advisories bans licenses sources)
echo "$(cargo deny --version): cargo deny --offline --locked --workspace --all-features check ${checks[*]}"
# deny.toml's libfuzzer-sys exception is for the fuzz crate's graph; in
# this one it is unused, which is not worth a warning.
cargo deny "${opts[@]}" check -s -A license-exception-not-encountered "${checks[@]}"

# From inside fuzz/, so that cargo reads fuzz/.cargo/config.toml (crates.io
# is fuzz/vendor/ there, which has libfuzzer-sys; the root's vendor/ has not).
echo "fuzz crate: the same with --manifest-path fuzz/Cargo.toml"
(cd fuzz && cargo deny "${opts[@]}" --manifest-path Cargo.toml check -s "${checks[@]}")
echo "deny ok"
