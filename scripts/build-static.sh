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
[ "$target" = "$gnu" ] && flags="-C target-feature=+crt-static $flags"
# Link with the toolchain's own lld (rustup ships it as gcc-ld/ld.lld; the
# gnu target already links with it by default): about 4.7 KB smaller than
# the system's bfd ld for the musl target (BUILD.md). Without it, bfd.
host=$(rustc -vV | sed -n 's/^host: //p')
gcc_ld="$(rustc --print sysroot)/lib/rustlib/$host/bin/gcc-ld"
if [ -x "$gcc_ld/ld.lld" ]; then
    flags="$flags -C link-arg=-B$gcc_ld -C link-arg=-fuse-ld=lld"
fi

RUSTFLAGS="$flags" cargo build --release --locked --quiet \
    --target "$target" --target-dir "$target_dir/static-build"
mkdir -p "$target_dir/static"
cp "$target_dir/static-build/$target/release/nexus" "$target_dir/static/nexus.tmp"
mv "$target_dir/static/nexus.tmp" "$target_dir/static/nexus"
echo "$target_dir/static/nexus"
