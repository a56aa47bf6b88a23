#!/usr/bin/env bash
# Writes a CycloneDX 1.5 JSON bill of materials beside each artifact
# (ARTIFACT.cdx.json), for the feature set and target it was built with
# (issue 42 point 4). BUILD.md, "Bill of materials".
#
#   scripts/sbom.sh [--target T] [--features F] [--no-default-features] \
#                   [--all-features] ARTIFACT...
#
# The options name how the artifacts were built (default: default features,
# the host target; the static file is --target x86_64-unknown-linux-musl or
# the gnu one, whichever scripts/build-static.sh chose). They are not taken
# on trust: each artifact carries its own dependency list (built with
# `cargo auditable`), and the script fails, printing the difference, if the
# SBOM's crates (name and version) are not exactly the ones the artifact
# says are compiled in.
#
# The generator is cargo-cyclonedx (version pinned in BUILD.md), run offline
# on this checkout's Cargo.lock and vendor/. Its output is then completed by
# python3 (stdlib json only), because:
# - cargo-cyclonedx 0.5.9 finds every crates.io crate's checksum in
#   Cargo.lock and its license in its Cargo.toml, vendored or not (checked:
#   no gaps); should a version miss one (sources are replaced by vendor/),
#   the sha-256 is filled in from Cargo.lock's `checksum` (the one cargo
#   verifies vendor/ against) and the license from vendor/NAME/Cargo.toml;
# - the workspace's own crates (nexus-core, nexus-sys, nexus-runtime) have no
#   checksum in Cargo.lock: their sha-256 is that of the `sha256sum` listing
#   of their committed files, `cd crates/X && git ls-files | LC_ALL=C sort |
#   xargs sha256sum | sha256sum`, and they declare no license in Cargo.toml,
#   which is written as the license name NOASSERTION (SPDX's word for "no
#   license stated"), so that the gap is visible rather than silent;
# - the described component (nexus) gets the artifact's own sha-256;
# - the timestamp is the commit's date (SOURCE_DATE_EPOCH) and the serial
#   number is derived from the artifact's sha-256, and the checkout's path
#   in the workspace crates' references is renamed /nexus, so the same
#   artifact gives the same file.
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)

target=$(rustc -vV | sed -n 's/^host: //p')
feature_args=()
artifacts=()
while [ $# -gt 0 ]; do
    case "$1" in
        --target) target=${2:?--target needs a value}; shift ;;
        --features) feature_args+=(--features "${2:?--features needs a value}"); shift ;;
        --no-default-features|--all-features) feature_args+=("$1") ;;
        -*) echo "usage: $0 [--target T] [--features F] [--no-default-features] [--all-features] ARTIFACT..." >&2; exit 2 ;;
        *) artifacts+=("$(realpath -m -- "$1")") ;;
    esac
    shift
done
[ ${#artifacts[@]} -gt 0 ] || { echo "usage: $0 [options] ARTIFACT..." >&2; exit 2; }
for tool in cargo-cyclonedx rust-audit-info python3; do
    command -v "$tool" >/dev/null ||
        { echo "sbom: $tool is not on PATH (BUILD.md, \"Bill of materials\")" >&2; exit 1; }
done

cd "$root"
export SOURCE_DATE_EPOCH
SOURCE_DATE_EPOCH=${SOURCE_DATE_EPOCH:-$(git log -1 --format=%ct)}
tmp=$(mktemp -d "${TMPDIR:-/tmp}/nexus-sbom.XXXXXX")
name="nexus-sbom-$$"
cleanup() {
    rm -rf "$tmp"
    # cargo-cyclonedx writes one file beside each workspace member's Cargo.toml.
    find "$root" -path "$root/target" -prune -o -path "$root/vendor" -prune -o \
        -name "$name.json" -print0 | xargs -0 rm -f
}
trap cleanup EXIT

# One SBOM per feature set and target, for all the artifacts of this call.
cargo cyclonedx --quiet --format json --spec-version 1.5 --all \
    --target "$target" "${feature_args[@]}" --override-filename "$name" \
    --manifest-path "$root/Cargo.toml"
mv "$root/$name.json" "$tmp/generated.cdx.json"

for artifact in "${artifacts[@]}"; do
    [ -f "$artifact" ] || { echo "sbom: no such file: $artifact" >&2; exit 1; }
    rust-audit-info "$artifact" >"$tmp/audit.json" ||
        { echo "sbom: $artifact carries no dependency list (build it with cargo auditable build)" >&2; exit 1; }
    python3 - "$root" "$tmp/generated.cdx.json" "$tmp/audit.json" "$artifact" "$target" \
        "${feature_args[*]:-default features}" <<'EOF'
import hashlib, json, os, subprocess, sys, tomllib, uuid

root, generated, audit, artifact, target, features = sys.argv[1:]
# The workspace's crates are named by their path (bom-ref
# "path+file:///…/crates/core#nexus-core@0.1.0"): the checkout is renamed
# /nexus, as in the binary (--remap-path-prefix), so that the SBOM does not
# depend on where the checkout is.
text = open(generated).read().replace("file://" + root, "file:///nexus")
if root in text:
    raise SystemExit(f"sbom: the SBOM still names the checkout {root}")
bom = json.loads(text)
lock = tomllib.load(open(os.path.join(root, "Cargo.lock"), "rb"))
checksums = {(p["name"], p["version"]): p["checksum"] for p in lock["package"] if "checksum" in p}

def vendored_license(name, version):
    # vendor/ holds one directory per crate, named after it (scripts/vendor.sh).
    path = os.path.join(root, "vendor", name, "Cargo.toml")
    if not os.path.exists(path):
        return None
    manifest = tomllib.load(open(path, "rb"))["package"]
    return manifest.get("license") if manifest.get("version") == version else None

def workspace_crate_hash(name):
    # The committed files of a workspace crate, hashed as BUILD.md says.
    meta = json.loads(subprocess.run(
        ["cargo", "metadata", "--offline", "--format-version", "1", "--no-deps"],
        cwd=root, check=True, capture_output=True).stdout)
    for p in meta["packages"]:
        if p["name"] == name:
            d = os.path.dirname(p["manifest_path"])
            files = subprocess.run(["git", "ls-files"], cwd=d, check=True,
                                   capture_output=True, text=True).stdout.split("\n")
            listing = "".join(
                f"{hashlib.sha256(open(os.path.join(d, f), 'rb').read()).hexdigest()}  {f}\n"
                for f in sorted(x for x in files if x))
            return hashlib.sha256(listing.encode()).hexdigest()
    raise SystemExit(f"sbom: {name} is not a package of this workspace")

def has_sha256(c):
    return any(h.get("alg") == "SHA-256" for h in c.get("hashes", []))

for c in bom.get("components", []):
    key = (c["name"], c.get("version"))
    if not has_sha256(c):
        if key in checksums:
            c.setdefault("hashes", []).append({"alg": "SHA-256", "content": checksums[key]})
        else:
            c.setdefault("hashes", []).append({"alg": "SHA-256", "content": workspace_crate_hash(c["name"])})
    if not c.get("licenses"):
        lic = vendored_license(*key) if key in checksums else None
        c["licenses"] = [{"expression": lic}] if lic else [{"license": {"name": "NOASSERTION"}}]

with open(artifact, "rb") as f:
    digest = hashlib.sha256(f.read()).hexdigest()
main = bom["metadata"]["component"]
main["hashes"] = [{"alg": "SHA-256", "content": digest}]
if not main.get("licenses"):
    main["licenses"] = [{"license": {"name": "NOASSERTION"}}]
bom["serialNumber"] = "urn:uuid:" + str(uuid.uuid5(uuid.NAMESPACE_URL, "sha256:" + digest))
props = bom["metadata"].setdefault("properties", [])
props += [{"name": "nexus:artifact", "value": os.path.basename(artifact)},
          {"name": "nexus:target", "value": target},
          {"name": "nexus:features", "value": features}]

# The artifact's own list (cargo auditable) against the SBOM's crates.
embedded = {(p["name"], p["version"]) for p in json.load(open(audit))["packages"]}
listed = {(c["name"], c["version"]) for c in bom.get("components", [])}
listed.add((main["name"], main["version"]))
if embedded != listed:
    for n, v in sorted(embedded - listed):
        print(f"sbom: in {artifact} but not in the SBOM: {n} {v}", file=sys.stderr)
    for n, v in sorted(listed - embedded):
        print(f"sbom: in the SBOM but not in {artifact}: {n} {v}", file=sys.stderr)
    raise SystemExit(f"sbom: {artifact} was not built with {features} for {target}")

out = artifact + ".cdx.json"
with open(out + ".tmp", "w") as f:
    json.dump(bom, f, indent=2, sort_keys=True)
    f.write("\n")
os.replace(out + ".tmp", out)
print(f"{out}: {len(listed)} crates (the artifact's own list agrees), {target}, {features}")
EOF
done
