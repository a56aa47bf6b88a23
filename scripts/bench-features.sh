#!/usr/bin/env bash
# What each Cargo feature costs (issue 42 point 1; BUILD.md, "Features"):
# for the minimal set (--no-default-features), each feature on its own
# and the default, builds the release binary and prints one markdown row:
#
#   - the release binary's size in bytes (dynamic, glibc; the release
#     profile strips it, so this is the stripped size);
#   - the Rust lines compiled in from our workspace crates (nexus,
#     nexus-core, nexus-runtime, nexus-sys): the .rs files under this
#     repository that the dep-info of the binary lists (target/release/
#     nexus.d, which cargo rewrites at each build and which names every
#     source file of our crates the build read), unique, summed with
#     wc -l. That is every line of those files: code, comments, blank
#     lines and the #[cfg(test)] modules inside them (files that are
#     only tests, like a tests.rs module, are not read by a release build
#     and not counted). A file a feature leaves out is not listed.
#
#   - the static single file's size in bytes, as scripts/build-static.sh
#     builds it for minimal images (--profile minimal: opt-level "z",
#     panic = "abort", musl where rustup has it, stripped), with the same
#     feature arguments (NEXUS_CARGO_ARGS). Its own target directory
#     (target/static-build) and output path per set.
#
# Builds in target/features (or $NEXUS_FEATURES_TARGET), offline; a release
# build per set, so this takes a while (about 1-3 minutes per set on two
# cores).
#
#   scripts/bench-features.sh             every set
#   scripts/bench-features.sh minimal http default
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
cd "$root"
export CARGO_TARGET_DIR=${NEXUS_FEATURES_TARGET:-$root/target/features}

all_features="http lifecycle eval sandbox bare morloc tables slurm tracing tasks"
if [ $# -gt 0 ]; then sets="$*"; else sets="minimal $all_features default"; fi

args_of() {
    case "$1" in
        minimal) echo "--no-default-features" ;;
        default) echo "" ;;
        *) echo "--no-default-features --features $1" ;;
    esac
}

echo "| feature set | release binary (bytes, stripped, dynamic) | static file, minimal profile (bytes) | lines of our .rs files compiled in (wc -l, all lines) |"
echo "| --- | ---: | ---: | ---: |"
for set in $sets; do
    # shellcheck disable=SC2046 # a word list on purpose
    cargo build --offline --release -p nexus $(args_of "$set") >/dev/null 2>&1 || {
        echo "| $set | build FAILED | | |"
        continue
    }
    # shellcheck disable=SC2046
    static_bin=$(CARGO_TARGET_DIR= NEXUS_CARGO_ARGS="$(args_of "$set")" \
        scripts/build-static.sh --profile minimal 2>/dev/null) || static_bin=""
    bin="$CARGO_TARGET_DIR/release/nexus"
    bytes=$(stat -c %s "$bin")
    lines=$(tr ' ' '\n' <"$CARGO_TARGET_DIR/release/nexus.d" |
        grep '\.rs$' | grep "^$root/" | grep -v "^$root/vendor/" |
        xargs realpath | sort -u | xargs cat | wc -l)
    static_bytes="build FAILED"
    [ -n "$static_bin" ] && static_bytes=$(stat -c %s "$static_bin")
    printf '| %s | %s | %s | %s |\n' "$set" \
        "$(printf "%'d" "$bytes" 2>/dev/null || echo "$bytes")" \
        "$(printf "%'d" "$static_bytes" 2>/dev/null || echo "$static_bytes")" \
        "$(printf "%'d" "$lines" 2>/dev/null || echo "$lines")"
done
