#!/usr/bin/env bash
# Builds nexus as one static file that runs in an empty root (issue 14):
# target/static/nexus, or $CARGO_TARGET_DIR/static/nexus. No new crates.
#
#   scripts/build-static.sh          musl if its standard library is installed
#                                    or rustup can install it, else glibc
#   scripts/build-static.sh gnu      force glibc (+crt-static)
#   scripts/build-static.sh musl     force musl (fails if rustup cannot add it)
#
# Both link statically and without PIE (-C relocation-model=static): a
# static-pie carries its own relocation tables and the self-relocation code;
# BUILD.md shows what each step saved. The build has a target directory of
# its own (target/static-build), so it never invalidates the ordinary one,
# and a second run is a no-op. Prints the path of the binary.
#
# It keeps panic = "abort" (the release profile unwinds since issue 40
# item 3): unwinding does not fit its 2 MB budget. A handler's panic ends a
# static daemon; issue 42's feature builds are where it gets the room back.
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
cd "$root"
target_dir=${CARGO_TARGET_DIR:-$root/target}
musl=x86_64-unknown-linux-musl
gnu=x86_64-unknown-linux-gnu

have_musl() {
    rustup target list --installed 2>/dev/null | grep -qx "$musl" && return 0
    echo "build-static: adding the $musl standard library (rustup target add $musl)" >&2
    rustup target add "$musl" >&2
}

choice=${1:-auto}
case "$choice" in
    musl) have_musl || { echo "build-static: rustup cannot install $musl; try: $0 gnu" >&2; exit 1; }
          target=$musl ;;
    gnu) target=$gnu ;;
    auto) if have_musl; then target=$musl; else
              echo "build-static: no $musl standard library; building with glibc instead" >&2
              target=$gnu
          fi ;;
    *) echo "usage: $0 [auto|musl|gnu]" >&2; exit 2 ;;
esac

flags="-C relocation-model=static"
# Extra flags from the caller's RUSTFLAGS come first, so this script's own
# remappings below still win (scripts/reproduce.sh passes its
# --remap-path-prefix flags this way, issue 42 point 3).
if [ -n "${RUSTFLAGS:-}" ]; then flags="$RUSTFLAGS $flags"; fi
[ "$target" = "$gnu" ] && flags="-C target-feature=+crt-static $flags"
# Link with the toolchain's own lld (rustup ships it as gcc-ld/ld.lld; the
# gnu target already links with it by default): about 4.7 KB smaller than
# the system's bfd ld for the musl target (BUILD.md). Without it, bfd.
host=$(rustc -vV | sed -n 's/^host: //p')
gcc_ld="$(rustc --print sysroot)/lib/rustlib/$host/bin/gcc-ld"
if [ -x "$gcc_ld/ld.lld" ]; then
    flags="$flags -C link-arg=-B$gcc_ld -C link-arg=-fuse-ld=lld"
fi

# musl: rebuild std from source with the program (-Zbuild-std, through
# RUSTC_BOOTSTRAP=1, for this build only), so LTO covers std too, and
# without std's backtrace symbolizer (gimli, addr2line, miniz_oxide,
# object: it can name nothing in a stripped binary anyway). The std
# feature "backtrace-trace-only" keeps RUST_BACKTRACE=1 backtraces, as
# addresses; panic messages are unchanged. 305,432 bytes smaller (BUILD.md).
# It needs the rust-src component and std's own dependencies, which are
# vendored once into $target_dir/static-build/std-vendor from cargo's cache
# (or crates.io); where either is missing, or that build fails, the script
# builds exactly as before. NEXUS_STATIC_STD=prebuilt forces the old way.
std_vendor() { # prints a vendor directory with vendor/ and std's deps
    local src base out merged d n v
    [ "${NEXUS_STATIC_STD:-source}" = source ] || return 1
    [ "$target" = "$musl" ] || return 1
    src="$(rustc --print sysroot)/lib/rustlib/src/rust/library"
    if [ ! -f "$src/Cargo.lock" ]; then
        echo "build-static: adding rust-src (rustup component add rust-src)" >&2
        rustup component add rust-src >&2 || return 1
        [ -f "$src/Cargo.lock" ] || return 1
    fi
    base="$target_dir/static-build"
    out="$base/std-vendor"
    merged="$base/vendor-all"
    # Re-vendored when the toolchain (and so std's Cargo.lock) changes.
    if ! cmp -s "$src/Cargo.lock" "$out/.std-Cargo.lock" 2>/dev/null; then
        rm -rf "$out" "$out.tmp"
        mkdir -p "$base"
        # Outside the repository, whose config would replace crates.io.
        ( cd "${TMPDIR:-/tmp}" &&
          { RUSTC_BOOTSTRAP=1 cargo vendor --locked --offline --quiet \
                --manifest-path "$src/Cargo.toml" "$out.tmp" >/dev/null 2>&1 ||
            RUSTC_BOOTSTRAP=1 cargo vendor --locked --quiet \
                --manifest-path "$src/Cargo.toml" "$out.tmp" >/dev/null; } ) ||
            { rm -rf "$out.tmp"; return 1; }
        cp "$src/Cargo.lock" "$out.tmp/.std-Cargo.lock"
        mv "$out.tmp" "$out"
    fi
    rm -rf "$merged"
    mkdir -p "$merged"
    for d in "$root"/vendor/*/; do
        ln -s "$d" "$merged/$(basename "$d")"
    done
    for d in "$out"/*/; do
        n=$(basename "$d")
        if [ -e "$merged/$n" ]; then
            v=$(sed -n 's/^version = "\(.*\)"$/\1/p' "$d/Cargo.toml" | head -1)
            [ "$v" = "$(sed -n 's/^version = "\(.*\)"$/\1/p' "$merged/$n/Cargo.toml" | head -1)" ] && continue
            n="std-$n"
        fi
        ln -s "$d" "$merged/$n"
    done
    echo "$merged"
}

# std's source locations as the prebuilt std names them (/rustc/<commit>):
# once rust-src is installed, rustc otherwise names the local copy, even for
# the prebuilt std's inlined code (2,688 bytes more, and a binary that
# depends on where the toolchain lives).
std_src="$(rustc --print sysroot)/lib/rustlib/src/rust"
flags="$flags --remap-path-prefix=$std_src=/rustc/$(rustc -vV | sed -n 's/^commit-hash: //p')"

built=
if merged=$(std_vendor); then
    # Panic locations name the dependencies' sources as the ordinary build
    # does (under vendor/), not through the merged directory.
    if RUSTFLAGS="$flags --remap-path-prefix=$merged=$root/vendor" RUSTC_BOOTSTRAP=1 cargo build --release --locked --quiet --config 'profile.release.panic="abort"' \
        --target "$target" --target-dir "$target_dir/static-build" \
        --config "source.vendored-sources.directory=\"$merged\"" \
        -Zbuild-std=std,panic_abort -Zbuild-std-features=backtrace,backtrace-trace-only; then
        built=1
    else
        echo "build-static: building std from source failed; using the prebuilt std" >&2
    fi
fi
# Without std from source, the prebuilt std's symbolizer stays, and this
# tree no longer fits the 2 MB budget with it (2,010,760 bytes, BUILD.md).
# So the fallback drops the file:line of our own panic sites instead
# (-Zlocation-detail=none, about 30 KB; panics still say what failed), and
# says so; only where even that flag is refused is it the plain build.
if [ -z "$built" ] && [ "$target" = "$musl" ] && [ "${NEXUS_STATIC_STD:-source}" = source ]; then
    if RUSTFLAGS="$flags -Zlocation-detail=none" RUSTC_BOOTSTRAP=1 cargo build --release --locked --quiet --config 'profile.release.panic="abort"' \
        --target "$target" --target-dir "$target_dir/static-build"; then
        built=1
        echo "build-static: std from source unavailable; built with the prebuilt std and without panic locations (-Zlocation-detail=none)" >&2
    fi
fi
[ -n "$built" ] || RUSTFLAGS="$flags" cargo build --release --locked --quiet --config 'profile.release.panic="abort"' \
    --target "$target" --target-dir "$target_dir/static-build"
mkdir -p "$target_dir/static"
cp "$target_dir/static-build/$target/release/nexus" "$target_dir/static/nexus.tmp"
mv "$target_dir/static/nexus.tmp" "$target_dir/static/nexus"
echo "$target_dir/static/nexus"
