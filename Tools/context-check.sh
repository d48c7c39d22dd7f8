#!/usr/bin/env bash
# Usage: Tools/context-check.sh APP_DIR SUBFOLDER [VIPER_LINT_BINARY]
# Lints one folder of an app three ways and checks that the findings are identical (PRODUCT.md,
# "Project context"): the folder named alone, its files named one by one (as a pre-commit hook
# does), and each file through --stdin-path from `/` (as an editor launched from `/` does). Also
# checks them against the whole project's findings in that folder. Exit 0 when all agree.
set -euo pipefail
app=$(cd "$1" && pwd); sub=${2%/}; bin=${3:-viper-lint}
bin=$(command -v "$bin" || echo "$bin")
work=$(mktemp -d); trap 'rm -rf "$work"' EXIT
cache="$work/cache"
cd "$app"
findings() { grep -v ': note: ' | sort || true; }
"$bin" "$sub" --quiet --cache-path "$cache" | findings > "$work/folder" || true
find "$sub" -name '*.swift' -print0 | xargs -0 "$bin" --quiet --cache-path "$cache" | findings > "$work/files" || true
: > "$work/stdin.raw"
find "$sub" -name '*.swift' -print0 | sort -z | while IFS= read -r -d '' file; do
    (cd / && "$bin" --quiet --cache-path "$cache" --stdin-path "$app/$file" < "$app/$file") >> "$work/stdin.raw" || true
done
sed "s#^${app#/}/##" "$work/stdin.raw" | findings > "$work/stdin"
"$bin" --quiet --cache-path "$cache" | awk -v prefix="$sub/" 'index($0, prefix) == 1' | findings > "$work/whole" || true
status=0
for way in files stdin whole; do
    if cmp -s "$work/folder" "$work/$way"; then echo "same: folder and $way ($(wc -l < "$work/folder") findings)"
    else echo "DIFFERENT: folder and $way"; diff "$work/folder" "$work/$way" | head -20; status=1; fi
done
exit $status
