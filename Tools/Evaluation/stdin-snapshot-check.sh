#!/usr/bin/env bash
# Does `--stdin-path` answer from the editor snapshot, and with the whole project's findings?
#
#   bash Tools/Evaluation/stdin-snapshot-check.sh BINARY [FILES_PER_APP]
#
# For each app of corpus.tsv present under ${EVAL_DIR:-/work/eval/apps} (made by rebuild.sh),
# takes FILES_PER_APP (default 5) presenters (else Swift files) spread over the sorted list; for
# each: a first --stdin-path run with the file plus a comment line (a whole run that writes the
# snapshot), then a second with another comment line, timed, and compares its JSON with a
# --no-cache run of the same text. Prints one line per file: milliseconds, same/DIFF, and
# `snapshot` or the reason it missed; then totals. Exits 1 on any DIFF.
set -uo pipefail
(($# >= 1)) || { echo "usage: stdin-snapshot-check.sh BINARY [FILES_PER_APP]" >&2; exit 2; }
BINARY=$1
PER_APP=${2:-5}
HERE=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
CORPUS=${CORPUS:-$HERE/corpus.tsv}
EVAL_DIR=${EVAL_DIR:-/work/eval/apps}
case "$BINARY" in /*) ;; *) BINARY="$(cd "$(dirname "$BINARY")" && pwd)/$(basename "$BINARY")" ;; esac
work=$(mktemp -d); trap 'rm -rf "$work"' EXIT
strip() { sed 's/"durationMs" *: *[0-9]*//' "$1"; }
total=0; hits=0; diffs=0
while IFS=$'\t' read -r name _; do
  [ -n "$name" ] && [ "${name:0:1}" != "#" ] && [ "$name" != "name" ] || continue
  app="$EVAL_DIR/$name"; [ -d "$app" ] || continue
  cd "$app" || continue
  list=$(find . -name '.*' -not -path . -prune -o -name '*Presenter.swift' -print | sed 's|^\./||' | LC_ALL=C sort)
  [ -n "$list" ] || list=$(find . -name '.*' -not -path . -prune -o -name '*.swift' -print | sed 's|^\./||' | LC_ALL=C sort)
  count=$(printf '%s\n' "$list" | grep -c .)
  step=$(( count / PER_APP )); (( step >= 1 )) || step=1
  picked=$(printf '%s\n' "$list" | awk -v s="$step" -v n="$PER_APP" '(NR - 1) % s == 0 && c < n { print; c++ }')
  while IFS= read -r file; do
    [ -n "$file" ] || continue
    rm -rf "$work/cache"
    { cat "$file"; echo "// first keystroke"; } > "$work/first.swift"
    { cat "$file"; echo "// second keystroke"; } > "$work/second.swift"
    "$BINARY" --stdin-path "$file" --cache-path "$work/cache" --quiet < "$work/first.swift" > /dev/null 2>&1
    start=$(date +%s%N)
    VIPER_LINT_TIMING=1 "$BINARY" --stdin-path "$file" --cache-path "$work/cache" --format json \
      < "$work/second.swift" > "$work/snapshot.json" 2> "$work/timing"
    ms=$(( ($(date +%s%N) - start) / 1000000 ))
    "$BINARY" --stdin-path "$file" --no-cache --format json < "$work/second.swift" > "$work/whole.json" 2> /dev/null
    if diff <(strip "$work/snapshot.json") <(strip "$work/whole.json") > /dev/null; then same=same; else same=DIFF; diffs=$((diffs + 1)); fi
    miss=$(grep -o 'snapshot-miss="[^"]*"' "$work/timing")
    total=$((total + 1)); [ -z "$miss" ] && hits=$((hits + 1))
    echo "$name $file: ${ms} ms $same ${miss:-snapshot}"
  done <<< "$picked"
done < "$CORPUS"
echo "files: $total  answered from the snapshot: $hits  differing from a whole run: $diffs"
((diffs == 0))
