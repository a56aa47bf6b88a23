#!/usr/bin/env bash
# Regenerates vendor/ (the main crate's dependencies, exactly those in
# Cargo.lock) and fuzz/vendor/ (the fuzz crate's, from fuzz/Cargo.lock) with
# cargo-vendor-filterer. Needs crates.io; building from the result does not.
#
#   scripts/vendor.sh
#
# What is kept (BUILD.md, "Building offline from `vendor/`", has the sizes):
# - Linux targets only (x86_64 and aarch64, glibc and musl): crates used only
#   on other platforms (windows-sys, hermit-abi, r-efi…) are emptied stubs;
# - no crate's tests/, benches/ or examples/, and none of the files no build
#   reads: changelogs and other project documents (README and license files
#   stay), .github/, smol's logo images, the crates' own Cargo.lock (cargo
#   ignores a dependency's lockfile) and Cargo.toml.orig (cargo reads the
#   normalized Cargo.toml);
# - in linux-raw-sys, only the x86_64 and aarch64 bindings (the other
#   architectures' modules are behind #[cfg(target_arch)] and never compiled);
# - in libc, only the Linux sources (glibc, musl and uclibc, every
#   architecture): the modules of other operating systems sit behind
#   #[cfg(target_os)] / #[cfg(windows)] in cfg_if! blocks, and rustc never
#   opens the file of a module whose cfg is false.
# Every pattern names what to drop, so a new libc version's new platform is
# kept rather than lost; a pattern that no longer matches only warns.
# cargo-vendor-filterer removes the dropped files from each crate's
# .cargo-checksum.json, so cargo still verifies every file that is left.
#
# fuzz/vendor/ holds real copies only of the crates the fuzz crate adds
# (libfuzzer-sys and its build helpers); every crate it shares with the main
# build is a symlink into vendor/, so the two cannot drift apart.
#
# Each directory is written beside the old one and swapped in whole, so a
# build running meanwhile never sees a half-written vendor/. Checking the
# result against the lockfiles, offline: scripts/vendor-check.sh.
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
cd "$root"

# Pinned, so that re-vendoring gives the same tree (0.5.18 made today's).
filterer_version=0.5.18
if [ "$(cargo vendor-filterer --version 2>/dev/null)" != "cargo-vendor-filterer $filterer_version" ]; then
    echo "cargo-vendor-filterer $filterer_version is missing; installing it from crates.io"
    # From outside the repository: .cargo/config.toml would make cargo look
    # for it in vendor/.
    (cd "${TMPDIR:-/tmp}" && cargo install --locked "cargo-vendor-filterer@$filterer_version")
fi

filter=(
    --platform=x86_64-unknown-linux-gnu
    --platform=x86_64-unknown-linux-musl
    --platform=aarch64-unknown-linux-gnu
)
# In every crate: what no build reads.
for path in tests benches examples .github CHANGELOG.md CHANGES.md CONTRIBUTING.md \
    CODE_OF_CONDUCT.md ORG_CODE_OF_CONDUCT.md SECURITY.md Cargo.lock Cargo.toml.orig; do
    filter+=(--exclude-crate-path="*#$path")
done
filter+=(--exclude-crate-path='smol#assets')
for arch in arm csky hexagon loongarch64 m68k mips mips32r6 mips64 mips64r6 powerpc \
    powerpc64 riscv32 riscv64 s390x sparc sparc64 x32 x86 xtensa; do
    filter+=(--exclude-crate-path="linux-raw-sys#src/$arch")
done
# libc: every operating system but Linux. Top level (src/lib.rs picks one),
# src/unix/ (src/unix/mod.rs), src/unix/linux_like/ (android, emscripten
# and l4re are other target_os values) and src/new/ (src/new/mod.rs: kept
# are common, linux_uapi and the Linux C libraries glibc, musl, uclibc).
for path in fuchsia qurt solid teeos vxworks wasi windows helenos.rs hermit.rs psp.rs \
    sgx.rs switch.rs trusty.rs xous.rs \
    unix/aix unix/bsd unix/cygwin unix/haiku unix/hurd unix/newlib unix/nto unix/nuttx \
    unix/redox unix/solarish \
    unix/linux_like/android unix/linux_like/emscripten unix/linux_like/l4re \
    new/aix new/apple new/bionic_libc new/cygwin new/dragonfly new/emscripten new/espidf \
    new/freebsd new/fuchsia new/haiku new/helenos new/hermit_abi new/horizon new/hurd \
    new/illumos new/l4re new/netbsd new/newlib new/nto new/nuttx new/openbsd new/qurt \
    new/redox new/relibc new/rtems new/sgx new/solaris new/solid new/teeos new/trusty \
    new/ucrt new/vita new/vxworks new/wasi new/xous; do
    filter+=(--exclude-crate-path="libc#src/$path")
done

# vendor_into MANIFEST DEST: vendors MANIFEST's locked dependencies into
# DEST.new.
vendor_into() {
    local manifest=$1 dest=$2
    rm -rf "$dest.new"
    local log
    log=$(mktemp)
    # Run from outside the repository, so that cargo reads crates.io itself
    # rather than the vendor/ our .cargo/config.toml files point at (cargo
    # finds config files from the working directory, not the manifest's).
    if ! (cd "${TMPDIR:-/tmp}" && cargo vendor-filterer "${filter[@]}" \
        --manifest-path="$root/$manifest" "$root/$dest.new") >"$log" 2>&1; then
        cat "$log" >&2
        exit 1
    fi
    rm -f "$log"
}

# swap_in DEST: replaces DEST with DEST.new (two renames, no copy).
swap_in() {
    local dest=$1
    rm -rf "$dest.old"
    if [ -e "$dest" ]; then mv "$dest" "$dest.old"; fi
    mv "$dest.new" "$dest"
    rm -rf "$dest.old"
}

# keep_watched_paths DEST: miniserde's build.rs says
# `cargo:rerun-if-changed=tests/regression`, a directory the filter drops;
# a watched path that does not exist makes cargo rerun the build script, and
# so recompile miniserde and nexus, on every build (issue 26). An empty-ish
# directory in its place keeps a build with nothing changed a no-op. Cargo
# checks only the files .cargo-checksum.json lists, so the extra file is
# allowed.
keep_watched_paths() {
    local dir="$1/miniserde/tests/regression"
    [ -d "$1/miniserde" ] || return 0
    mkdir -p "$dir"
    echo "Kept so that build.rs's rerun-if-changed=tests/regression names a path that exists (see BUILD.md)." >"$dir/README"
}

vendor_into Cargo.toml vendor
vendor_into fuzz/Cargo.toml fuzz/vendor
keep_watched_paths vendor.new
keep_watched_paths fuzz/vendor.new
swap_in vendor

# In fuzz/vendor.new, a crate identical to vendor/'s becomes a symlink to it.
shared=0
for dir in fuzz/vendor.new/*/; do
    name=$(basename "$dir")
    if [ -d "vendor/$name" ] && diff -rq "$dir" "vendor/$name" >/dev/null; then
        rm -rf "$dir"
        ln -s "../../vendor/$name" "fuzz/vendor.new/$name"
        shared=$((shared + 1))
    fi
done
swap_in fuzz/vendor

count() { find "$1" -mindepth 1 -maxdepth 1 \( -type d -o -type l \) | wc -l; }
echo "vendor/: $(count vendor) crates, $(du -sh vendor | cut -f1)"
echo "fuzz/vendor/: $(count fuzz/vendor) crates ($shared shared with vendor/ by symlink), $(du -sh fuzz/vendor | cut -f1) of its own"
