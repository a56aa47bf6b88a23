#!/usr/bin/env bash
# Checks that the shipped binaries are reproducible (issue 42 point 3):
# builds the release binary (target/release/nexus) and the static file
# (scripts/build-static.sh) twice, each time from its own `git clone` of
# the current commit, in directories of different names and lengths, a few
# minutes apart, with a different umask, TZ and locale the second time,
# each in a fresh target directory; then compares the SHA-256 of the two
# builds of each file and exits non-zero on any difference, printing both.
# It also fails if a binary names the clone paths, $HOME, /root/, $CARGO_HOME
# or today's date (`strings | grep`).
#
#   scripts/reproduce.sh                  both binaries
#   scripts/reproduce.sh --static-only    only the static file (what CI runs)
#   scripts/reproduce.sh --out DIR        also keep the first build's
#                                         binaries in DIR (nexus, nexus-static,
#                                         and nexus-static.target: its target)
#
# Both are built with `cargo auditable build` (cargo-auditable on PATH), so
# they carry their dependency list (BUILD.md, "Bill of materials"); the
# developers' plain `cargo build` is unchanged. Only committed files are
# built: uncommitted changes are not in the clones (a warning says so).
#
# Why each setting (BUILD.md, "Reproducing the release binary"):
# - SOURCE_DATE_EPOCH is the commit's date (`git log -1 --format=%ct`), for
#   any tool that would stamp a time; rustc and cargo stamp none today.
# - --remap-path-prefix maps the clone to /nexus, its vendor/ to
#   /nexus/vendor, $CARGO_HOME to /cargo and the toolchain's rust-src (if
#   installed) to /rustc/<commit>, where the prebuilt std names it; rustc
#   writes these paths into panic locations.
# - Both builds run as root: the toolchain lives in /root/.rustup, which no
#   other user may read, so a build as another user needs a toolchain of its
#   own (not done here; BUILD.md).
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
cd "$root"

static_only=
out=
while [ $# -gt 0 ]; do
    case "$1" in
        --static-only) static_only=1 ;;
        --out) out=${2:?--out needs a directory}; shift ;;
        *) echo "usage: $0 [--static-only] [--out DIR]" >&2; exit 2 ;;
    esac
    shift
done

command -v cargo-auditable >/dev/null ||
    { echo "reproduce: cargo-auditable is not on PATH (BUILD.md, \"Bill of materials\")" >&2; exit 1; }
rev=$(git rev-parse HEAD)
[ -z "$(git status --porcelain --untracked-files=no)" ] ||
    echo "reproduce: warning: uncommitted changes are not built; building commit $rev" >&2
export SOURCE_DATE_EPOCH
SOURCE_DATE_EPOCH=$(git log -1 --format=%ct "$rev")
cargo_home=${CARGO_HOME:-$HOME/.cargo}
sysroot=$(rustc --print sysroot)
rustc_commit=$(rustc -vV | sed -n 's/^commit-hash: //p')
real_cargo=$(command -v cargo)
today=$(date -u +%Y-%m-%d)

work=$(mktemp -d "${TMPDIR:-/tmp}/nexus-reproduce.XXXXXX")
trap 'rm -rf "$work"' EXIT
# build-static.sh runs `cargo build`; this `cargo` earlier on its PATH makes
# that `cargo auditable build` (the same arguments), and passes every other
# cargo command through, so that script needs no change for it.
mkdir -p "$work/bin"
cat >"$work/bin/cargo" <<EOF
#!/usr/bin/env bash
# reproduce.sh's shim: \`cargo build ...\` becomes \`cargo auditable build ...\`.
set -euo pipefail
if [ "\${1:-}" = build ]; then
    CARGO="$real_cargo" exec cargo-auditable auditable "\$@"
fi
exec "$real_cargo" "\$@"
EOF
chmod +x "$work/bin/cargo"

# build N DIR: clones $rev into DIR, builds there, copies the binaries to
# $work/out-N/.
build() {
    local n=$1 src=$2 flags static
    mkdir -p "$(dirname "$src")" "$work/out-$n"
    git -c init.defaultBranch=reproduce clone --quiet --no-checkout "$root" "$src"
    git -C "$src" -c advice.detachedHead=false checkout --quiet --detach "$rev"
    flags="--remap-path-prefix=$cargo_home=/cargo"
    flags="$flags --remap-path-prefix=$src=/nexus --remap-path-prefix=$src/vendor=/nexus/vendor"
    if [ -d "$sysroot/lib/rustlib/src/rust" ]; then
        flags="$flags --remap-path-prefix=$sysroot/lib/rustlib/src/rust=/rustc/$rustc_commit"
    fi
    echo "reproduce: build $n in $src, started $(date -u +%H:%M:%S) UTC (umask $(umask), TZ=${TZ:-unset})" >&2
    if [ -z "$static_only" ]; then
        ( cd "$src" && RUSTFLAGS="$flags" CARGO_TARGET_DIR="$src/target" \
            cargo auditable build --release --locked --offline --quiet -p nexus --bin nexus )
        cp "$src/target/release/nexus" "$work/out-$n/nexus"
    fi
    # NEXUS_STATIC_STD=prebuilt: build-static.sh's -Zbuild-std path remaps
    # its merged vendor directory to the clone's own path, last (so no
    # remapping of ours can undo it); issue 42 point 2 makes the prebuilt
    # std its default anyway.
    static=$(cd "$src" && PATH="$work/bin:$PATH" RUSTFLAGS="$flags" CARGO_TARGET_DIR="$src/target" \
        NEXUS_STATIC_STD=prebuilt scripts/build-static.sh)
    cp "$static" "$work/out-$n/nexus-static"
    # Which target build-static.sh chose (musl or gnu), for scripts/sbom.sh.
    for t in "$src"/target/static-build/*/release/nexus; do
        if cmp -s "$t" "$static"; then
            basename "$(dirname "$(dirname "$t")")" >"$work/out-$n/nexus-static.target"
        fi
    done
}

build 1 "$work/a/nexus"
# The second clone: another directory, name and depth; another umask, time
# zone and locale.
( umask 077; TZ=Pacific/Kiritimati LC_ALL=C.UTF-8 build 2 "$work/second-build/elsewhere/nexus-src" )

files="nexus-static"
[ -n "$static_only" ] || files="nexus nexus-static"
status=0
for f in $files; do
    h1=$(sha256sum <"$work/out-1/$f" | cut -d' ' -f1)
    h2=$(sha256sum <"$work/out-2/$f" | cut -d' ' -f1)
    echo "$f: build 1 $h1 ($(stat -c %s "$work/out-1/$f") bytes)"
    echo "$f: build 2 $h2 ($(stat -c %s "$work/out-2/$f") bytes)"
    if [ "$h1" = "$h2" ]; then
        echo "$f: identical"
    else
        echo "$f: DIFFERENT" >&2
        status=1
    fi
    for n in 1 2; do
        found=$(strings -n 5 "$work/out-$n/$f" | grep -F -e "$work" -e "$HOME" -e /root/ \
            -e "$cargo_home" -e "$root" -e "$today" | sort -u | head -5 || true)
        if [ -n "$found" ]; then
            echo "$f (build $n) names a build path or today's date:" >&2
            echo "$found" >&2
            status=1
        fi
    done
done
[ "$status" = 0 ] && echo "reproduce: no clone path, \$HOME, /root/, \$CARGO_HOME or $today in the binaries"
if [ -n "$out" ]; then
    mkdir -p "$out"
    for f in $files nexus-static.target; do cp "$work/out-1/$f" "$out/$f"; done
    echo "reproduce: kept the binaries in $out"
fi
exit "$status"
