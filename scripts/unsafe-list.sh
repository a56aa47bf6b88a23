#!/usr/bin/env bash
# Lists every use of `unsafe` in the crates' src/ (crates/sys/src alone) (blocks, and any unsafe fn, impl, trait
# or attribute) as file:line, and checks that each has a `// SAFETY:` comment
# on its line or within the 8 lines above it. tests/audit.rs applies the same
# rule in `cargo test` and also checks the list in BUILD.md.
#
#   scripts/unsafe-list.sh            # print the list; fail on a missing SAFETY
#   scripts/unsafe-list.sh --markdown # print the list as BUILD.md shows it
#   scripts/unsafe-list.sh --update   # rewrite that list in BUILD.md
#
# The scan is textual: `//` comments are ignored; the word `unsafe` inside a
# string literal would be listed too (there is none today).
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
cd "$root"

# One tab-separated row per use: file:line, kind, ok|MISSING, SAFETY text.
scan() {
    find src crates/*/src -name '*.rs' | LC_ALL=C sort | while read -r file; do
        awk -v file="$file" '
            { lines[NR] = $0 }
            {
                code = $0
                sub(/\/\/.*/, "", code)
                if (code !~ /(^|[^A-Za-z0-9_])unsafe([^A-Za-z0-9_]|$)/) next
                kind = "block"
                if (code ~ /unsafe[ \t]+fn/) kind = "fn"
                else if (code ~ /unsafe[ \t]+impl/) kind = "impl"
                else if (code ~ /unsafe[ \t]+trait/) kind = "trait"
                else if (code ~ /unsafe[ \t]+extern/) kind = "extern"
                else if (code ~ /(^|[^A-Za-z0-9_])unsafe[ \t]*\(/) kind = "attribute"
                safety = ""
                for (i = NR; i >= 1 && i >= NR - 8; i--) {
                    if (lines[i] ~ /\/\/ SAFETY:/) {
                        safety = lines[i]
                        sub(/.*\/\/ SAFETY:[ \t]*/, "", safety)
                        break
                    }
                }
                printf "%s:%d\t%s\t%s\t%s\n", file, NR, kind, (safety == "" ? "MISSING" : "ok"), safety
            }' "$file"
    done
}

markdown() {
    scan | while IFS=$'\t' read -r where kind status safety; do
        if [ "$status" = ok ]; then
            case "$safety" in *.) ;; *) safety="$safety …" ;; esac
            echo "- \`$where\` unsafe $kind: $safety"
        else
            echo "- \`$where\` unsafe $kind: NO SAFETY COMMENT"
        fi
    done
}

case "${1:-}" in
--markdown)
    markdown
    ;;
--update)
    begin='<!-- unsafe-list:begin -->'
    end='<!-- unsafe-list:end -->'
    if ! grep -qF "$begin" BUILD.md || ! grep -qF "$end" BUILD.md; then
        echo "BUILD.md has no $begin ... $end section" >&2
        exit 1
    fi
    list=$(mktemp)
    markdown >"$list"
    awk -v begin="$begin" -v end="$end" -v list="$list" '
        $0 == begin { print; while ((getline line < list) > 0) print line; skipping = 1; next }
        $0 == end { skipping = 0 }
        !skipping { print }' BUILD.md >BUILD.md.new
    mv BUILD.md.new BUILD.md
    rm -f "$list"
    echo "BUILD.md: unsafe list updated ($(scan | wc -l) entries)"
    ;;
"")
    rows=$(scan)
    missing=0
    while IFS=$'\t' read -r where kind status safety; do
        [ -n "$where" ] || continue
        printf '%-28s unsafe %-9s %s\n' "$where" "$kind" "$( [ "$status" = ok ] && echo "SAFETY: ${safety:0:60}" || echo "MISSING a // SAFETY: comment within 8 lines above")"
        [ "$status" = ok ] || missing=$((missing + 1))
    done <<<"$rows"
    total=$(grep -c . <<<"$rows" || true)
    echo "$total unsafe uses in src/ and crates/*/src/, $missing without a SAFETY comment"
    [ "$missing" -eq 0 ]
    ;;
*)
    echo "usage: scripts/unsafe-list.sh [--markdown|--update]" >&2
    exit 2
    ;;
esac
