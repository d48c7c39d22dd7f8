#!/usr/bin/env bash
# Model identity check: two viper-lint binaries build the same model and report the same findings.
#
#   Tools/model-identity.sh BEFORE AFTER DIR...
#
# For every DIR (an app folder; it is the working directory of each run) both binaries run
#   modules . --format json --no-cache   every module, part, role, evidence and set-aside type
#   . --format json --no-cache           the lint findings (the run's `durationMs` set to 0)
# and the outputs (stdout, stderr and exit status) must be byte-identical; AFTER's are also
# compared at --jobs 1 and --jobs 4 (the model's parallel passes must not change the result).
# The companion of facts-identity.sh for changes to the model and the rules, which that script's
# facts dump cannot see. One line per folder; exits 1 on any difference, 2 on a usage problem.
set -uo pipefail

if [ $# -lt 3 ]; then
    sed -n '2,12p' "$0" >&2
    exit 2
fi
before="$(cd "$(dirname "$1")" && pwd)/$(basename "$1")"
after="$(cd "$(dirname "$2")" && pwd)/$(basename "$2")"
shift 2
for binary in "$before" "$after"; do
    if [ ! -x "$binary" ]; then echo "model-identity.sh: not executable: $binary" >&2; exit 2; fi
done

work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
status=0

# One run's stdout, stderr and exit status in one file; durations zeroed.
run() {
    local out="$1"; shift
    "$@" >"$out" 2>"$out.err"
    echo "exit $?" >>"$out"
    cat "$out.err" >>"$out"
    sed -i 's/"durationMs" *: *[0-9.]*/"durationMs": 0/' "$out"
}

for dir in "$@"; do
    if [ ! -d "$dir" ]; then echo "model-identity.sh: not a folder: $dir" >&2; exit 2; fi
    verdict="identical"
    for command in "modules" "lint"; do
        args=(. --format json --no-cache)
        [ "$command" = "modules" ] && args=(modules "${args[@]}")
        (cd "$dir" && run "$work/before" "$before" "${args[@]}")
        (cd "$dir" && run "$work/after" "$after" "${args[@]}")
        (cd "$dir" && run "$work/after1" "$after" "${args[@]}" --jobs 1)
        (cd "$dir" && run "$work/after4" "$after" "${args[@]}" --jobs 4)
        if ! cmp -s "$work/before" "$work/after"; then verdict="DIFFERENT ($command)"; status=1; break; fi
        if ! cmp -s "$work/after" "$work/after1" || ! cmp -s "$work/after" "$work/after4"; then
            verdict="DIFFERENT ($command across --jobs)"; status=1; break
        fi
    done
    echo "$dir: $verdict"
done
exit $status
