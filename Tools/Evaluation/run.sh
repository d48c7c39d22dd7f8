#!/usr/bin/env bash
# Run one viper-lint build over every app of corpus.tsv and keep the raw results.
#
#   bash Tools/Evaluation/run.sh BINARY OUTDIR
#
# For each app folder ${EVAL_DIR:-/work/eval/apps}/<name>/ (made by rebuild.sh) this runs, from inside
# the folder (so paths in findings are relative to the app):
#   BINARY . --format json --no-cache --quiet    > OUTDIR/<name>.json         (stderr: <name>.stderr)
#   BINARY modules . --format json               > OUTDIR/<name>.modules.json (stderr: <name>.modules.stderr)
# and appends one line per command to OUTDIR/runs.tsv:
#   name  command  exit_code  signal  seconds  stdout_bytes
# Exit codes 0, 1 and 2 are normal lint outcomes and are only recorded; anything else (a trap, a
# signal, a timeout) is flagged as CRASH on the console and in runs.tsv. The script itself exits 0
# unless an app folder is missing or a crash happened (then 1), so it always runs every app.
#
# TIMEOUT (seconds, default 600) bounds each command.
set -uo pipefail

if (($# != 2)); then
  echo "usage: run.sh BINARY OUTDIR" >&2
  exit 2
fi
BINARY=$1
OUTDIR=$2
HERE=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
CORPUS=${CORPUS:-$HERE/corpus.tsv}
EVAL_DIR=${EVAL_DIR:-/work/eval/apps}
TIMEOUT=${TIMEOUT:-600}

case "$BINARY" in /*) ;; *) BINARY="$(cd "$(dirname "$BINARY")" && pwd)/$(basename "$BINARY")" ;; esac
[[ -x "$BINARY" ]] || { echo "run.sh: $BINARY is not executable" >&2; exit 2; }
mkdir -p "$OUTDIR"
OUTDIR=$(cd "$OUTDIR" && pwd)
RUNS="$OUTDIR/runs.tsv"
printf 'name\tcommand\texit_code\tsignal\tseconds\tstdout_bytes\n' > "$RUNS"
"$BINARY" --version > "$OUTDIR/version.txt" 2>&1 || true

problems=0

# run_one NAME LABEL OUTFILE ERRFILE ARGS...: run BINARY ARGS in the current folder, record it.
run_one() {
  local name=$1 label=$2 out=$3 err=$4
  shift 4
  local start end secs rc sig=""
  start=$(date +%s.%N)
  timeout --signal=KILL "$TIMEOUT" "$BINARY" "$@" > "$out" 2> "$err"
  rc=$?
  end=$(date +%s.%N)
  secs=$(awk -v a="$start" -v b="$end" 'BEGIN { printf "%.2f", b - a }')
  if ((rc > 128)); then sig=$(kill -l $((rc - 128)) 2>/dev/null || echo "?"); fi
  ((rc == 137)) && [[ "$sig" == KILL ]] && sig="KILL(timeout ${TIMEOUT}s?)"
  local bytes
  bytes=$(stat -c %s "$out" 2>/dev/null || echo 0)
  printf '%s\t%s\t%s\t%s\t%s\t%s\n' "$name" "$label" "$rc" "${sig:--}" "$secs" "$bytes" >> "$RUNS"
  if ((rc == 0 || rc == 1 || rc == 2)); then
    printf '  %-8s exit %s  %6ss  %s bytes\n' "$label" "$rc" "$secs" "$bytes"
  else
    printf '  %-8s CRASH exit %s %s  %6ss  (see %s)\n' "$label" "$rc" "${sig}" "$secs" "$err"
    problems=$((problems + 1))
  fi
}

while IFS=$'\t' read -r name repo commit style files note; do
  [[ "$name" == "name" || -z "$name" || "$name" == \#* ]] && continue
  app="$EVAL_DIR/$name"
  if [[ ! -d "$app" ]]; then
    echo "$name: MISSING $app (run rebuild.sh first)"
    printf '%s\t%s\t%s\t%s\t%s\t%s\n' "$name" "missing" "-" "-" "-" "-" >> "$RUNS"
    problems=$((problems + 1))
    continue
  fi
  echo "$name ($style, $repo)"
  (
    cd "$app" || exit 97
    run_one "$name" lint "$OUTDIR/$name.json" "$OUTDIR/$name.stderr" . --format json --no-cache --quiet
    run_one "$name" modules "$OUTDIR/$name.modules.json" "$OUTDIR/$name.modules.stderr" modules . --format json
    exit $problems
  )
  problems=$((problems + $?))
done < "$CORPUS"

echo "results in $OUTDIR (runs.tsv has exit codes and times)"
((problems == 0))
