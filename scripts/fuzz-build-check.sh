#!/usr/bin/env bash
# Runs .clusterfuzzlite/build.sh (the ClusterFuzzLite and OSS-Fuzz build,
# BUILD.md "Fuzzing", "Continuous fuzzing") here, by hand, as those
# services would: $SRC, $OUT and $WORK are fresh temporary directories,
# $SRC/nexus is this repository, and $SANITIZER is "none" unless set (no
# Docker image, no nightly compiler). Then checks that every target in
# fuzz/Cargo.toml left its binary, its dictionary (<target>.dict) and its
# seed corpus (<target>_seed_corpus.zip, one entry per committed seed) in
# $OUT, and that each binary runs one seed (`$OUT/<target> -runs=1 <seed>`).
# Last, runs the fuzz crate's own tests (`cargo test --lib` in fuzz/: the
# differences json_diff documents, and the replay of the corpora that need
# serde_json or arbitrary). Exits non-zero on the first failure.
#
#   scripts/fuzz-build-check.sh
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)

if ! (cd "$root/fuzz" && cargo fuzz --version) >/dev/null 2>&1; then
    echo "cargo-fuzz is missing; installing it from crates.io"
    # From outside the repository: our .cargo/config.toml files would make
    # cargo look for cargo-fuzz in vendor/.
    (cd "${TMPDIR:-/tmp}" && cargo install cargo-fuzz --locked)
fi

tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
export SRC="$tmp/src" OUT="$tmp/out" WORK="$tmp/work"
export SANITIZER=${SANITIZER:-none}
mkdir -p "$SRC" "$OUT" "$WORK"
ln -s "$root" "$SRC/nexus"
# As the Dockerfile lays it out: the repository at $SRC/nexus, build.sh
# copied to $SRC, run from the repository (its WORKDIR).
cp "$root/.clusterfuzzlite/build.sh" "$SRC/build.sh"

echo "running .clusterfuzzlite/build.sh (SANITIZER=$SANITIZER, OUT=$OUT)"
if ! (cd "$SRC/nexus" && "$SRC/build.sh") >"$WORK/build.log" 2>&1; then
    tail -30 "$WORK/build.log" >&2
    echo "FAILED: .clusterfuzzlite/build.sh" >&2
    exit 1
fi

mapfile -t targets < <(python3 - "$root/fuzz/Cargo.toml" <<'PY'
import sys, tomllib
with open(sys.argv[1], "rb") as f:
    for b in tomllib.load(f).get("bin", []):
        print(b["name"])
PY
)
[ ${#targets[@]} -gt 0 ] || { echo "no [[bin]] in fuzz/Cargo.toml" >&2; exit 1; }

status=0
for t in "${targets[@]}"; do
    problems=()
    [ -x "$OUT/$t" ] || problems+=("no binary $t")
    [ -s "$OUT/$t.dict" ] || problems+=("no dictionary $t.dict")
    zip="$OUT/${t}_seed_corpus.zip"
    seeds=$(find "$root/fuzz/corpus/$t" -maxdepth 1 -type f | wc -l)
    if [ ! -s "$zip" ]; then
        problems+=("no seed corpus ${t}_seed_corpus.zip")
    else
        entries=$(python3 -c 'import sys, zipfile; print(len(zipfile.ZipFile(sys.argv[1]).namelist()))' "$zip")
        [ "$entries" = "$seeds" ] || problems+=("${t}_seed_corpus.zip holds $entries seeds, fuzz/corpus/$t/ $seeds")
    fi
    # The smallest seed: one input, run by the binary as ClusterFuzzLite would.
    seed=$(find "$root/fuzz/corpus/$t" -maxdepth 1 -type f -printf '%s %p\n' | sort -n | head -1 | cut -d' ' -f2-)
    if [ -x "$OUT/$t" ] && [ -n "$seed" ]; then
        if ! "$OUT/$t" -runs=1 "$seed" >"$WORK/$t.run.log" 2>&1; then
            problems+=("$OUT/$t -runs=1 $(basename "$seed") failed: $(tail -3 "$WORK/$t.run.log" | tr '\n' ' ')")
        fi
    fi
    if [ ${#problems[@]} -eq 0 ]; then
        echo "   $t: ok (binary, $t.dict, ${t}_seed_corpus.zip with $seeds seeds, ran $(basename "$seed"))"
    else
        status=1
        for p in "${problems[@]}"; do echo "   $t: $p" >&2; done
    fi
done

echo "the fuzz crate's own tests (cd fuzz && cargo test --lib)"
if ! (cd "$root/fuzz" && cargo test --lib --quiet) >"$WORK/test.log" 2>&1; then
    tail -30 "$WORK/test.log" >&2
    echo "FAILED: cargo test --lib in fuzz/" >&2
    status=1
else
    grep -E '^test result' "$WORK/test.log" | sed 's/^/   /'
fi

[ $status -eq 0 ] && echo "fuzz build check ok"
exit $status
