#!/usr/bin/env bash
# How lint time grows with project size. See Benchmarks/README.md.
#
#   Benchmarks/scaling.sh [--viper PATH] [--runs N] [--work DIR] [SIZE ...]
#
# Generates the synthetic app (generate.sh) with SIZE modules for each size (default 250 500
# 1000 2000) under the work folder (default /tmp/viper-lint-scaling; an existing nSIZE folder is
# reused, the generator being deterministic), lints each cold on one job and warm (cache primed
# by one untimed run, all jobs), and prints lines, median seconds and microseconds per line.
# Flat microseconds per line down the table means linear time.
set -euo pipefail

repo="$(cd "$(dirname "$0")/.." && pwd)"
viper="${VIPER_LINT:-$repo/.build-oracle/release/viper-lint}"
runs=3
root="/tmp/viper-lint-scaling"
sizes=()
while [ $# -gt 0 ]; do
    case "$1" in
        --viper) viper="$2"; shift 2 ;;
        --runs) runs="$2"; shift 2 ;;
        --work) root="$2"; shift 2 ;;
        -h|--help) sed -n '2,10p' "$0"; exit 0 ;;
        *) sizes+=("$1"); shift ;;
    esac
done
[ ${#sizes[@]} -gt 0 ] || sizes=(250 500 1000 2000)
[ -x "$viper" ] || { echo "viper-lint not found: $viper (swift build -c release --scratch-path .build-oracle)" >&2; exit 2; }
viper="$(cd "$(dirname "$viper")" && pwd)/$(basename "$viper")"
. "$repo/Benchmarks/timing.sh"

mkdir -p "$root"
lint_errors="$root/lint-stderr"; : > "$lint_errors"
measure_cold_1_job() { wall_lint . --no-cache --jobs 1; }
measure_warm() { wall_lint . --cache-path "$cache"; }

echo "viper-lint: $viper  cores: $(nproc)  load average: $(cut -d' ' -f1-3 /proc/loadavg)  runs: median of $runs"
printf "%6s %7s %9s %12s %14s %10s %14s\n" "N" "files" "lines" "cold 1 job" "cold µs/line" "warm" "warm µs/line"
for n in "${sizes[@]}"; do
    dir="$root/n$n"; cache="$root/cache-n$n"
    [ -d "$dir" ] || "$repo/Benchmarks/generate.sh" "$n" "$dir"
    files=$(find "$dir" -type f -name '*.swift' | wc -l)
    lines=$(find "$dir" -type f -name '*.swift' -print0 | xargs -0 cat | wc -l)
    cold=$(repeat "$runs" measure_cold_1_job)
    rm -rf "$cache"; (cd "$dir" && lint_once . --cache-path "$cache")
    warm=$(repeat "$runs" measure_warm)
    awk -v n="$n" -v f="$files" -v l="$lines" -v c="$cold" -v w="$warm" \
        'BEGIN { printf "%6d %7d %9d %10.3f s %14.2f %8.3f s %14.2f\n", n, f, l, c, c / l * 1e6, w, w / l * 1e6 }'
done
