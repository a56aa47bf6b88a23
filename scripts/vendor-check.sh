#!/usr/bin/env bash
# Checks, offline, that vendor/ matches Cargo.lock and fuzz/vendor/ matches
# fuzz/Cargo.lock: every locked crates.io package is vendored at its locked
# version with the locked checksum, nothing else is vendored, and
# .cargo/config.toml points crates.io at vendor/. Then builds offline:
# `cargo build --offline --locked` (which also verifies every vendored file
# against its .cargo-checksum.json) and resolves the fuzz crate offline.
#
# vendor/ is filtered (scripts/vendor.sh): libc keeps only its Linux sources
# and linux-raw-sys only x86_64 and aarch64, and which files a build opens
# depends on the target. So the other targets vendor/ keeps are type-checked
# too (`cargo check --target`), each one whose standard library is
# installed; one that is not is named as skipped. A crate missing a file the
# filter dropped, or a file left out of its .cargo-checksum.json, fails here.
#
# To bring vendor/ back in line after a Cargo.lock change: scripts/vendor.sh.
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
cd "$root"

python3 - <<'PY'
import json, pathlib, sys, tomllib

def check(lock_path, vendor_dir, config_path, source_name):
    config = tomllib.loads(pathlib.Path(config_path).read_text())
    replace = config.get("source", {}).get("crates-io", {}).get("replace-with")
    directory = config.get("source", {}).get(replace or "", {}).get("directory")
    problems = []
    if replace != source_name or directory != "vendor":
        problems.append(f"{config_path} does not replace crates-io with {source_name} = \"vendor\"")
    lock = tomllib.loads(pathlib.Path(lock_path).read_text())
    locked = {(p["name"], p["version"]): p.get("checksum")
              for p in lock["package"] if p.get("source", "").startswith("registry+")}
    vendored = {}
    for crate in sorted(pathlib.Path(vendor_dir).iterdir()):
        manifest = tomllib.loads((crate / "Cargo.toml").read_text())["package"]
        checksum = json.loads((crate / ".cargo-checksum.json").read_text()).get("package")
        vendored[(manifest["name"], manifest["version"])] = checksum
    for key in sorted(locked.keys() - vendored.keys()):
        problems.append(f"{vendor_dir}: {key[0]} {key[1]} is in {lock_path} but not vendored")
    for key in sorted(vendored.keys() - locked.keys()):
        problems.append(f"{vendor_dir}: {key[0]} {key[1]} is vendored but not in {lock_path}")
    for key in sorted(locked.keys() & vendored.keys()):
        if locked[key] != vendored[key]:
            problems.append(f"{vendor_dir}: {key[0]} {key[1]} checksum differs from {lock_path}")
    status = "ok" if not problems else "MISMATCH"
    print(f"{vendor_dir}/ vs {lock_path}: {len(locked)} locked, {len(vendored)} vendored ... {status}")
    for p in problems:
        print("    " + p)
    return not problems

ok = check("Cargo.lock", "vendor", ".cargo/config.toml", "vendored-sources")
ok &= check("fuzz/Cargo.lock", "fuzz/vendor", "fuzz/.cargo/config.toml", "fuzz-vendored-sources")
sys.exit(0 if ok else 1)
PY

echo "cargo build --offline --locked"
cargo build --offline --locked --quiet
host=$(rustc -vV | sed -n 's/^host: //p')
installed=$(rustup target list --installed 2>/dev/null || true)
for target in x86_64-unknown-linux-gnu x86_64-unknown-linux-musl aarch64-unknown-linux-gnu; do
    [ "$target" = "$host" ] && continue
    if grep -qx "$target" <<<"$installed"; then
        echo "cargo check --offline --locked --target $target"
        cargo check --offline --locked --quiet --target "$target"
    else
        echo "cargo check --target $target: skipped (its standard library is not installed: rustup target add $target)"
    fi
done
echo "fuzz crate resolves offline from fuzz/vendor/ (cargo metadata --offline --locked)"
(cd fuzz && cargo metadata --offline --locked --format-version 1 >/dev/null)
echo "vendor check ok"
