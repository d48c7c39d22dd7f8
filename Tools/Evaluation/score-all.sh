#!/usr/bin/env bash
# Runs one build over every evaluation set and scores each against its judgments:
#
#   Tools/Evaluation/score-all.sh BINARY OUTDIR
#
# Sets: the tuning apps (corpus.tsv, judgments/) and every holdoutN/ folder, each extracted under
# ${EVAL_ROOT:-/work/eval}/<set>/ by rebuild.sh. Writes OUTDIR/<set>/ (run.sh's results) and
# OUTDIR/<set>.score (score.py's table), and prints each set's "all" line. Diff two OUTDIRs' .score
# files, or their findings (diff-findings.py OLD NEW), to see what a change did on every app.
# With ONLY_EXTRACTED=1, each set is scored on the apps extracted so far (a machine that could not
# fetch every repository in one session), and sets not extracted at all are skipped quietly.
set -uo pipefail
if [ $# -ne 2 ]; then sed -n '2,11p' "$0" >&2; exit 2; fi
binary="$(cd "$(dirname "$1")" && pwd)/$(basename "$1")"
out="$2"
here="$(cd "$(dirname "$0")" && pwd)"
root="${EVAL_ROOT:-/work/eval}"
mkdir -p "$out"
sets="apps $(cd "$here" && ls -d holdout* | sort -V)"
for set in $sets; do
    if [ "$set" = apps ]; then corpus="$here/corpus.tsv"; judgments="$here/judgments"
    else corpus="$here/$set/corpus.tsv"; judgments="$here/$set/judgments"; fi
    if [ ! -d "$root/$set" ]; then
        [ -n "${ONLY_EXTRACTED:-}" ] || echo "$set: not extracted under $root (run rebuild.sh)"
        continue
    fi
    if [ -n "${ONLY_EXTRACTED:-}" ]; then
        filtered="$out/$set.corpus.tsv"
        head -1 "$corpus" > "$filtered"
        tail -n +2 "$corpus" | while IFS= read -r line; do
            [ -d "$root/$set/${line%%$'\t'*}" ] && printf '%s\n' "$line"
        done >> "$filtered"
        corpus="$filtered"
    fi
    CORPUS="$corpus" EVAL_DIR="$root/$set" bash "$here/run.sh" "$binary" "$out/$set" >/dev/null 2>&1 \
        || echo "$set: run.sh reported a crash or a timeout (see $out/$set/runs.tsv)"
    python3 "$here/score.py" "$out/$set" --judgments "$judgments" > "$out/$set.score" 2>&1
    echo "$set $(grep '^all' "$out/$set.score")"
done
