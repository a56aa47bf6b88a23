#!/bin/bash -eu
# Builds every cargo-fuzz target in fuzz/ into $OUT, as ClusterFuzzLite and
# OSS-Fuzz run it (https://google.github.io/clusterfuzzlite/build-integration/rust-lang/,
# https://google.github.io/oss-fuzz/getting-started/new-project-guide/rust-lang/),
# and as scripts/fuzz-build-check.sh runs it here by hand. For each target
# `t` listed by `cargo fuzz list` it leaves in $OUT:
#
#   t                    the libFuzzer binary
#   t.dict               its dictionary (fuzz/dict/t.dict)
#   t_seed_corpus.zip    its committed seeds (fuzz/corpus/t/*)
#   t.options            libFuzzer options: room for the 1 MB depth bombs
#
# Sanitizers: in the base-builder-rust image $SANITIZER is set (address,
# coverage…) and the image's cargo wrapper adds the matching flags to
# `cargo fuzz build -O`, the documented command. Outside it ($SANITIZER
# unset or "none") we build with `cargo fuzz build --sanitizer none`, which
# needs no nightly compiler (the invariants are checked the same way) and
# is exactly scripts/fuzz.sh's build, so CI builds the targets once: with
# cargo-fuzz 0.13, `-O` builds with other debug-info settings than the
# default (also release) build, and so rebuilds every crate.
#
# As scripts/fuzz.sh, every crate goes through scripts/fuzz-rustc.sh (the
# oracles without coverage instrumentation), and `rpc` is built again
# without comparison tracing, in target/ntc (BUILD.md, "The `rpc` target's
# rate").
#
# $SRC/nexus is the repository (the Dockerfile copies it there). Cargo runs
# from fuzz/, so fuzz/.cargo/config.toml points crates.io at fuzz/vendor/
# and the build is offline.
cd "$SRC/nexus/fuzz"
export RUSTC_WRAPPER="$SRC/nexus/scripts/fuzz-rustc.sh"

sanitizer=${SANITIZER:-none}
if [ "$sanitizer" = none ]; then
    flags=(--sanitizer none)
else
    flags=(-O)
fi
cargo fuzz build "${flags[@]}" --target-dir target
cargo fuzz build "${flags[@]}" --no-trace-compares --target-dir target/ntc rpc

triple=$(rustc -vV | sed -n 's/^host: //p')
mkdir -p "$OUT"
for t in $(cargo fuzz list); do
    built="target/$triple/release"
    [ "$t" = rpc ] && built="target/ntc/$triple/release"
    cp "$built/$t" "$OUT/$t"
    cp "dict/$t.dict" "$OUT/$t.dict"
    rm -f "$OUT/${t}_seed_corpus.zip"
    # The seeds' names only, at the root of the zip (what OSS-Fuzz expects):
    # zip -j where zip is installed (the base images), else Python's
    # zipfile, which names each file given by its base name.
    if command -v zip >/dev/null 2>&1; then
        zip -q -j "$OUT/${t}_seed_corpus.zip" "corpus/$t"/*
    else
        python3 -m zipfile -c "$OUT/${t}_seed_corpus.zip" "corpus/$t"/*
    fi
    # As scripts/fuzz.sh: room for the depth bombs, but rpc at 4 KiB
    # (each input is a session; BUILD.md, "The `rpc` target's rate").
    len=1048576
    [ "$t" = rpc ] && len=4096
    printf '[libfuzzer]\nmax_len = %s\n' "$len" >"$OUT/$t.options"
done
