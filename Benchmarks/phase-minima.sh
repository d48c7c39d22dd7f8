#!/usr/bin/env bash
# Per-phase minima of cold runs, for one or more viper-lint binaries on one app.
#
#   Benchmarks/phase-minima.sh DIR RUNS JOBS BINARY...
#
# Runs `VIPER_LINT_TIMING=1 BINARY --no-cache --jobs JOBS .` inside DIR RUNS times per binary,
# interleaved (binary 1, 2, ..., then again) so that every binary sees the same machine load,
# and prints per binary the smallest value of each phase (`discover`, `facts`, `model.*`,
# `rules`, ...) and their sum. The minimum, not the median: on a shared machine a phase is only
# ever slowed down by others, so the smallest of a few runs is the steadiest comparison of two
# builds. For the milestone ratios use bench.sh.
set -euo pipefail
if [ $# -lt 4 ]; then sed -n '2,11p' "$0" >&2; exit 2; fi
dir="$1"; runs="$2"; jobs="$3"; shift 3
binaries=()
for binary in "$@"; do
    # Absolute, since the runs happen inside DIR.
    binary="$(cd "$(dirname "$binary")" && pwd)/$(basename "$binary")"
    if [ ! -x "$binary" ]; then echo "phase-minima.sh: not executable: $binary" >&2; exit 2; fi
    binaries+=("$binary")
done
for ((run = 0; run < runs; run++)); do
    for binary in "${binaries[@]}"; do
        # Findings make the exit status 1; only the timing line matters here.
        (cd "$dir" && VIPER_LINT_TIMING=1 "$binary" --no-cache --jobs "$jobs" . 2>&1 >/dev/null || true) \
            | grep '^timing:' | sed "s|^timing:|$binary|"
    done
done | awk '
{
    binary = $1
    if (!(binary in seen)) { seen[binary] = 1; order[++count] = binary }
    for (i = 2; i <= NF; i++) {
        split($i, pair, "=")
        if (pair[1] == "start" || pair[1] == "extracted" || pair[2] !~ /^[0-9.]+$/) continue
        key = binary SUBSEP pair[1]
        if (!(key in best) || pair[2] + 0 < best[key]) best[key] = pair[2] + 0
        if (!((binary, "#" pair[1]) in listed)) { listed[binary, "#" pair[1]] = 1; phases[binary] = phases[binary] " " pair[1] }
    }
}
END {
    for (b = 1; b <= count; b++) {
        binary = order[b]; line = binary; sum = 0
        n = split(phases[binary], names, " ")
        for (p = 1; p <= n; p++) { value = best[binary, names[p]]; line = line sprintf(" %s=%.3f", names[p], value); sum += value }
        print line sprintf(" sum=%.3f", sum)
    }
}'
