#!/usr/bin/env bash
# CI's check of the Cargo features (issue 42 point 1; BUILD.md, "Features"):
# for the minimal set (--no-default-features), each feature on its own
# (--no-default-features --features F) and the default, it
#
#   - builds nexus (debug), with its unit tests and the integration tests
#     that build compiles (tests/it gates each module on what it needs);
#   - runs the unit tests (cargo test -p nexus --lib);
#   - runs tests/it/features.rs (nexus run and nexus mcp on a manifest
#     program; every mode or flag left out refused, naming its feature)
#     and, for the default build, the core run/mcp modules (spine::,
#     mcp_stdio::);
#   - runs clippy on the library and the binary with -D warnings.
#
# One line per feature set, ok or FAILED (the log of a failure is named);
# exits non-zero if any failed. Everything builds in one target directory
# of its own, target/features (or $NEXUS_FEATURES_TARGET), so the ordinary
# one is never invalidated. Offline, as every build here.
#
#   scripts/features.sh             every set
#   scripts/features.sh http eval   only these (minimal and default are
#                                   named "minimal" and "default")
set -uo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
cd "$root"
export CARGO_TARGET_DIR=${NEXUS_FEATURES_TARGET:-$root/target/features}
logs="$CARGO_TARGET_DIR/features-logs"
mkdir -p "$logs"

all_features="http lifecycle eval sandbox bare morloc tables slurm tracing tasks fuzz"
if [ $# -gt 0 ]; then sets="$*"; else sets="minimal $all_features default"; fi

# The cargo arguments of a feature set.
args_of() {
    case "$1" in
        minimal) echo "--no-default-features" ;;
        default) echo "" ;;
        *) echo "--no-default-features --features $1" ;;
    esac
}

failed=0
for set in $sets; do
    args=$(args_of "$set")
    log="$logs/$set.log"
    : >"$log"
    core="features::"
    [ "$set" = default ] && core="features:: spine:: mcp_stdio::"
    step=""
    started=$(date +%s)
    # shellcheck disable=SC2086 # $args is a word list on purpose
    {
        step="build" && cargo build --offline -p nexus $args &&
        step="unit tests" && cargo test --offline -p nexus $args --lib &&
        step="tests/it ($core)" && cargo test --offline -p nexus $args --test it -- $core &&
        step="clippy" && cargo clippy --offline -p nexus $args --lib --bins -- -D warnings
    } >>"$log" 2>&1
    status=$?
    took=$(( $(date +%s) - started ))
    if [ $status -eq 0 ]; then
        printf 'features %-10s ok (%ss)\n' "$set" "$took"
    else
        printf 'features %-10s FAILED at %s (%ss; see %s)\n' "$set" "$step" "$took" "$log"
        failed=1
    fi
done
exit $failed
