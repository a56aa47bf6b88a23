#!/usr/bin/env bash
# Checks the bills of materials of scripts/sbom.sh (issue 42 point 4): that
# an SBOM lists exactly the crates (name and version) that
#   cargo tree -p nexus -e normal,build --target T [feature options]
# says are compiled into the binary, and that every component carries a
# version, a license and a SHA-256 hash. Prints the difference on failure.
# CI runs it (.ci/run); it needs cargo-auditable, rust-audit-info and
# cargo-cyclonedx, so it is not part of `cargo test`.
#
#   scripts/sbom-check.sh              the default and the minimal
#                                      (--no-default-features) feature sets
#   scripts/sbom-check.sh X.cdx.json…  also these SBOMs, each against the
#                                      target and features recorded in it
#
# For each of the two feature sets it builds the nexus binary (a debug
# build: the dependency list is the same as the release one's) with
# `cargo auditable build`, in a target directory of its own
# (target/sbom-check/), runs scripts/sbom.sh on it, and checks the result.
# `-p nexus`: the shipped package; crates/fuzz-checks is a test crate.
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
sboms=()
for sbom in "$@"; do sboms+=("$(realpath -- "$sbom")"); done
cd "$root"
gnu=x86_64-unknown-linux-gnu

# check SBOM TARGET FEATURE-ARGS...: compares and checks one SBOM.
check() {
    local sbom=$1 target=$2
    shift 2
    cargo tree --offline --locked -p nexus -e normal,build --target "$target" "$@" \
        --prefix none --format '{p}' | sed 's/ (.*//; s/ v/ /' | sort -u >"$work/tree"
    python3 - "$sbom" "$work/tree" "$target ${*:-default features}" <<'EOF'
import json, sys
sbom, tree, what = sys.argv[1:]
bom = json.load(open(sbom))
want = {tuple(l.split()) for l in open(tree) if l.strip()}
comps = bom.get("components", []) + [bom["metadata"]["component"]]
have = {(c["name"], c.get("version", "")) for c in comps}
bad = []
for n, v in sorted(want - have):
    bad.append(f"  in cargo tree, not in the SBOM: {n} {v}")
for n, v in sorted(have - want):
    bad.append(f"  in the SBOM, not in cargo tree: {n} {v}")
noassert = []
for c in comps:
    name = c["name"]
    if not c.get("version"):
        bad.append(f"  {name}: no version")
    lic = [l.get("expression") or l.get("license", {}).get("id") or l.get("license", {}).get("name")
           for l in c.get("licenses", [])]
    if not any(lic):
        bad.append(f"  {name}: no license")
    elif lic == ["NOASSERTION"]:
        noassert.append(name)
    sha = [h["content"] for h in c.get("hashes", []) if h.get("alg") == "SHA-256"]
    if len(sha) != 1 or len(sha[0]) != 64:
        bad.append(f"  {name}: no SHA-256 hash")
# Only the workspace's own crates may say NOASSERTION (they declare no license).
for name in noassert:
    if not name.startswith("nexus"):
        bad.append(f"  {name}: license NOASSERTION, but it is not one of ours")
if bad:
    print(f"sbom-check: {sbom} ({what}): FAILED", file=sys.stderr)
    print("\n".join(bad), file=sys.stderr)
    sys.exit(1)
print(f"sbom-check: {sbom} ({what}): {len(have)} crates = cargo tree's {len(want)}; "
      f"each has a version, a license and a SHA-256"
      + (f" (no license declared, NOASSERTION: {' '.join(sorted(noassert))})" if noassert else ""))
EOF
}

work=$(mktemp -d "${TMPDIR:-/tmp}/nexus-sbom-check.XXXXXX")
trap 'rm -rf "$work"' EXIT
status=0

for set in default minimal; do
    args=()
    [ "$set" = minimal ] && args=(--no-default-features)
    dir="$root/target/sbom-check/$set"
    cargo auditable build --offline --locked --quiet -p nexus --bin nexus --target "$gnu" \
        --target-dir "$dir" "${args[@]}"
    cp "$dir/$gnu/debug/nexus" "$work/nexus-$set"
    scripts/sbom.sh --target "$gnu" "${args[@]}" "$work/nexus-$set" || { status=1; continue; }
    check "$work/nexus-$set.cdx.json" "$gnu" "${args[@]}" || status=1
done

for sbom in "${sboms[@]}"; do
    read -r target features < <(python3 -c '
import json, sys
p = {x["name"]: x["value"] for x in json.load(open(sys.argv[1]))["metadata"].get("properties", [])}
print(p["nexus:target"], p["nexus:features"])' "$sbom")
    [ "$features" = "default features" ] && features=
    # shellcheck disable=SC2086 # the recorded options, split into words
    check "$sbom" "$target" $features || status=1
done
exit "$status"
