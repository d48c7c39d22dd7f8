#!/usr/bin/env bash
# Identity check: two viper-lint binaries extract exactly the same facts and build the same model.
#
#   Tools/facts-identity.sh BEFORE AFTER DIR...
#
# For every DIR (an app folder; it is the working directory of each run) both binaries run
#   debug facts .                       every file's facts as sorted, pretty-printed JSON
#   . --format json --no-cache          the lint findings (the run's `durationMs` set to 0)
#   modules . --format json --no-cache  every module, part, role, evidence and set-aside type
# and the outputs (stdout, stderr and exit status) must be byte-identical. The facts dump is the
# strict check: every field of every file's facts, so a change the rules happen not to read is
# caught too; the modules are the model's strict check, for changes to the model. AFTER's lint
# and modules outputs are also compared at --jobs 1 and --jobs 4 (deterministic output whatever
# the parallelism). One line per check; exits 1 on any difference, 2 on a usage problem.
# Builds before 2026-11-23 printed the facts with Foundation's JSONEncoder (`"key" : value`); compare
# them with newer builds by parsing both dumps, not byte for byte.
set -uo pipefail

if [ $# -lt 3 ]; then
    sed -n '2,16p' "$0" >&2
    exit 2
fi
before="$(cd "$(dirname "$1")" && pwd)/$(basename "$1")"
after="$(cd "$(dirname "$2")" && pwd)/$(basename "$2")"
shift 2
for binary in "$before" "$after"; do
    if [ ! -x "$binary" ]; then echo "facts-identity.sh: not executable: $binary" >&2; exit 2; fi
done

work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
status=0

# One run's stdout, stderr and exit status in one file; durations zeroed.
capture() { # OUT BINARY ARGS...
    local out="$1" binary="$2"
    shift 2
    local code=0
    "$binary" "$@" >"$out.stdout" 2>"$out.stderr" || code=$?
    sed -E 's/"durationMs" *: *[0-9.]+/"durationMs" : 0/' "$out.stdout" >"$out"
    { echo "--- stderr"; cat "$out.stderr"; echo "--- exit $code"; } >>"$out"
    rm -f "$out.stdout" "$out.stderr"
}

compare() { # LABEL A B
    if cmp -s "$2" "$3"; then
        echo "same  $1 ($(wc -c <"$2" | tr -d ' ') bytes)"
    else
        echo "DIFF  $1"
        diff "$2" "$3" | head -20
        status=1
    fi
}

for dir in "$@"; do
    if [ ! -d "$dir" ]; then echo "facts-identity.sh: not a folder: $dir" >&2; exit 2; fi
    name="$(basename "$dir")"
    (
        cd "$dir" || exit 2
        capture "$work/facts.before" "$before" debug facts .
        capture "$work/facts.after" "$after" debug facts .
        capture "$work/lint.before" "$before" . --format json --no-cache --jobs 1
        capture "$work/lint.after" "$after" . --format json --no-cache --jobs 1
        capture "$work/lint.after4" "$after" . --format json --no-cache --jobs 4
        capture "$work/modules.before" "$before" modules . --format json --no-cache --jobs 1
        capture "$work/modules.after" "$after" modules . --format json --no-cache --jobs 1
        capture "$work/modules.after4" "$after" modules . --format json --no-cache --jobs 4
    )
    compare "$name facts" "$work/facts.before" "$work/facts.after"
    compare "$name lint" "$work/lint.before" "$work/lint.after"
    compare "$name lint --jobs 4" "$work/lint.after" "$work/lint.after4"
    compare "$name modules" "$work/modules.before" "$work/modules.after"
    compare "$name modules --jobs 4" "$work/modules.after" "$work/modules.after4"
done
if [ $status -eq 0 ]; then echo "facts-identity: all identical"; else echo "facts-identity: DIFFERENCES"; fi
exit $status
