#!/usr/bin/env bash
# Builds nexus as one static file that runs in an empty root (issue 14), on
# stable Rust: no RUSTC_BOOTSTRAP, no -Zbuild-std unless asked for. No new
# crates. Prints the path of the binary on stdout (CI:
# `static_bin=$(scripts/build-static.sh)`).
#
#   scripts/build-static.sh [auto|musl|gnu] [--profile release|minimal]
#
#   auto (default)   musl if its standard library is installed or rustup can
#                    install it, else glibc
#   gnu              force glibc (+crt-static)
#   musl             force musl (fails if rustup cannot add it)
#   --profile P      the cargo profile (also NEXUS_PROFILE; default release):
#                    release is the speed build (opt-level 2, unwinds, so a
#                    handler's panic is answered with 500), minimal the size
#                    build for minimal images (opt-level "z", panic = "abort");
#                    Cargo.toml and BUILD.md, "Profiles: speed by default,
#                    size on request"
#
# Environment:
#   NEXUS_PROFILE      as --profile (the argument wins)
#   NEXUS_CARGO_ARGS   extra `cargo build` arguments, split on spaces, e.g.
#                      "--no-default-features" for the minimal feature set
#   NEXUS_STATIC_STD   prebuilt (default): the toolchain's std, stable Rust.
#                      source: rebuild std from source with the program
#                      (-Zbuild-std, musl only; needs RUSTC_BOOTSTRAP=1, which
#                      the script sets for that one build, and the rust-src
#                      component, which it adds), without std's backtrace
#                      symbolizer: about 300 KB smaller (BUILD.md). Falls back
#                      to the prebuilt std if that build fails.
#
# Where the binary goes ($CARGO_TARGET_DIR or target/):
#   the default call (profile release, no NEXUS_CARGO_ARGS)  static/nexus
#   any other profile, NEXUS_CARGO_ARGS or std from source
#                         static/<profile>[+<args>][+std-source]/nexus
# (.ci/run and tests/it/static_root.rs use static/nexus.)
#
# Both targets link statically and without PIE (-C relocation-model=static):
# a static-pie carries its own relocation tables and the self-relocation
# code; BUILD.md shows what each step saved. The build has a target
# directory of its own (static-build), so it never invalidates the ordinary
# one, and a second run is a no-op.
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
cd "$root"
target_dir=${CARGO_TARGET_DIR:-$root/target}
musl=x86_64-unknown-linux-musl
gnu=x86_64-unknown-linux-gnu
usage="usage: $0 [auto|musl|gnu] [--profile release|minimal]"

have_musl() {
    rustup target list --installed 2>/dev/null | grep -qx "$musl" && return 0
    echo "build-static: adding the $musl standard library (rustup target add $musl)" >&2
    rustup target add "$musl" >&2
}

choice=auto
profile=${NEXUS_PROFILE:-release}
while [ $# -gt 0 ]; do
    case "$1" in
        auto | musl | gnu) choice=$1 ;;
        --profile) [ $# -ge 2 ] || { echo "$usage" >&2; exit 2; }
                   profile=$2; shift ;;
        --profile=*) profile=${1#--profile=} ;;
        *) echo "$usage" >&2; exit 2 ;;
    esac
    shift
done
case "$profile" in
    release | minimal) ;;
    *) echo "build-static: unknown profile $profile; $usage" >&2; exit 2 ;;
esac
# shellcheck disable=SC2206 # split on spaces on purpose
extra=(${NEXUS_CARGO_ARGS:-})

case "$choice" in
    musl) have_musl || { echo "build-static: rustup cannot install $musl; try: $0 gnu" >&2; exit 1; }
          target=$musl ;;
    gnu) target=$gnu ;;
    auto) if have_musl; then target=$musl; else
              echo "build-static: no $musl standard library; building with glibc instead" >&2
              target=$gnu
          fi ;;
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

# NEXUS_STATIC_STD=source (opt-in, nightly features through
# RUSTC_BOOTSTRAP=1): rebuild std from source with the program
# (-Zbuild-std), so LTO covers std too, and without std's backtrace
# symbolizer (gimli, addr2line, miniz_oxide, object: it can name nothing in
# a stripped binary anyway). The std feature "backtrace-trace-only" keeps
# RUST_BACKTRACE=1 backtraces, as addresses; panic messages are unchanged.
# It needs the rust-src component and std's own dependencies, which are
# vendored once into $target_dir/static-build/std-vendor from cargo's cache
# (or crates.io).
std_vendor() { # prints a vendor directory with vendor/ and std's deps
    local src base out merged d n v
    [ "${NEXUS_STATIC_STD:-prebuilt}" = source ] || return 1
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

build() { # cargo build with the chosen target, profile and extra arguments
    cargo build --locked --quiet --profile "$profile" --target "$target" \
        --target-dir "$target_dir/static-build" ${extra[@]+"${extra[@]}"} "$@"
}

built=
if [ "${NEXUS_STATIC_STD:-prebuilt}" = source ]; then
    if merged=$(std_vendor); then
        # Panic locations name the dependencies' sources as the ordinary
        # build does (under vendor/), not through the merged directory.
        if RUSTFLAGS="$flags --remap-path-prefix=$merged=$root/vendor" RUSTC_BOOTSTRAP=1 build \
            --config "source.vendored-sources.directory=\"$merged\"" \
            -Zbuild-std=std,panic_abort -Zbuild-std-features=backtrace,backtrace-trace-only; then
            built=1
        else
            echo "build-static: building std from source failed; using the prebuilt std" >&2
        fi
    else
        echo "build-static: std from source unavailable (musl, rust-src and std's dependencies needed); using the prebuilt std" >&2
    fi
fi
[ -n "$built" ] || RUSTFLAGS="$flags" build

# The default call keeps static/nexus; other profiles and feature sets get
# a directory each, so that none overwrites another.
name=$profile
[ ${#extra[@]} -eq 0 ] || name="$name+$(printf '%s' "${extra[*]}" | tr -c 'A-Za-z0-9_.=,-' '_' | sed 's/^_*//')"
[ -z "$built" ] || name="$name+std-source"
out="$target_dir/static"
[ "$name" = release ] || out="$out/$name"
mkdir -p "$out"
cp "$target_dir/static-build/$target/$profile/nexus" "$out/nexus.tmp"
mv "$out/nexus.tmp" "$out/nexus"
echo "$out/nexus"
