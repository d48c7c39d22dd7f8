#!/usr/bin/env bash
# Benchmark viper-lint on a directory of Swift sources. See Benchmarks/README.md.
#
#   Benchmarks/bench.sh DIR [--viper PATH] [--oracle PATH] [--runs N] [--stdin-file REL]
#
# Prints the input size, then one row per measurement: name, median seconds, MB/s, and the
# number of runs; then peak memory, the phase breakdown of single runs, and the ratios against
# the performance targets. Measurements are functions `measure_*` that print the seconds of one
# run; add a timing by writing one more and one more `row` line at the bottom. Everything runs
# in one invocation so the ratios compare runs made under the same machine load.
#   --runs N          runs per lint row (median; default 5; cat and tokenizer use 5, parse 3)
#   --stdin-file REL  the file (relative to DIR) linted through --stdin-path (default: the
#                     middle presenter of the sorted file list, else the middle file)
set -euo pipefail

repo="$(cd "$(dirname "$0")/.." && pwd)"
dir=""
viper="${VIPER_LINT:-$repo/.build-oracle/release/viper-lint}"
oracle="$repo/Tools/SyntaxOracle/.build/release/syntax-oracle"
runs=5
stdin_file=""
while [ $# -gt 0 ]; do
    case "$1" in
        --viper) viper="$2"; shift 2 ;;
        --oracle) oracle="$2"; shift 2 ;;
        --runs) runs="$2"; shift 2 ;;
        --stdin-file) stdin_file="$2"; shift 2 ;;
        -h|--help) sed -n '2,13p' "$0"; exit 0 ;;
        *) if [ -z "$dir" ]; then dir="$1"; shift; else echo "unexpected argument: $1" >&2; exit 2; fi ;;
    esac
done
[ -n "$dir" ] && [ -d "$dir" ] || { echo "usage: $0 DIR [--viper PATH] [--oracle PATH] [--runs N] [--stdin-file REL]" >&2; exit 2; }
[ -x "$viper" ] || { echo "viper-lint not found: $viper (swift build -c release --scratch-path .build-oracle)" >&2; exit 2; }
dir="$(cd "$dir" && pwd)"
viper="$(cd "$(dirname "$viper")" && pwd)/$(basename "$viper")"

# The same file set the tools see: every .swift file, hidden directories (.build, .git) skipped.
# The fact cache lives outside DIR so the benchmark never writes into the tree it measures.
work="$(mktemp -d)"; trap 'rm -rf "$work"' EXIT
list="$work/files"; cache="$work/cache"; lint_errors="$work/lint-stderr"
find "$dir" -name '.*' -not -path "$dir" -prune -o -type f -name '*.swift' -print0 | sort -z > "$list"
files=$(tr -cd '\0' < "$list" | wc -c)
bytes=$(xargs -0 cat < "$list" | wc -c)
lines=$(xargs -0 cat < "$list" | wc -l)
mb=$(awk -v b="$bytes" 'BEGIN { printf "%.3f", b / 1e6 }')
if [ -z "$stdin_file" ]; then
    stdin_file=$(tr '\0' '\n' < "$list" | grep 'Presenter\.swift$' || tr '\0' '\n' < "$list")
    stdin_file=$(echo "$stdin_file" | awk '{ v[NR] = $0 } END { print v[int((NR + 1) / 2)] }')
    stdin_file="${stdin_file#"$dir"/}"
fi
[ -f "$dir/$stdin_file" ] || { echo "stdin file not found: $dir/$stdin_file" >&2; exit 2; }
{ cat "$dir/$stdin_file"; echo "// edited in the editor"; } > "$work/edited.swift"

. "$repo/Benchmarks/timing.sh"

# Wall-clock seconds of reading every file once (page cache warm after the first run).
measure_cat() {
    local start
    start=$(now_ns); xargs -0 cat < "$list" > /dev/null; seconds_since "$start"
}
# `find` listing the same Swift files: the yardstick for discovery.
measure_find() {
    local start
    start=$(now_ns); find "$dir" -mindepth 1 -name '.*' -prune -o -name '*.swift' -print > /dev/null; seconds_since "$start"
}
# The tokenizer's own time (one thread, files already read), as `--stats` reports it.
measure_tokenizer() { "$viper" debug tokens --stats "$dir" | field seconds; }
# swift-syntax's Parser.parse time over the same files (files already read, one thread).
measure_swift_syntax() { "$oracle" parse "$dir" | field seconds; }
# Whole lint runs, wall clock: no cache on one thread and on all cores, then with the cache
# primed (see `prime_cache`), then one file through --stdin-path against that warm cache.
measure_cold_1_job() { wall_lint . --no-cache --jobs 1; }
measure_cold_all_jobs() { wall_lint . --no-cache; }
measure_warm() { wall_lint . --cache-path "$cache"; }
# The text sent is the file plus one comment line, as after an edit: its facts are extracted anew
# and the rest of the tree comes from the cache.
measure_stdin_file() { wall_lint --stdin-path "$stdin_file" --cache-path "$cache" < "$work/edited.swift"; }
# Process start and exit alone, to tell fixed cost from per-file cost.
measure_startup() {
    local start
    start=$(now_ns); "$viper" --version > /dev/null; seconds_since "$start"
}
# Peak resident memory (MB) of a cold lint on all cores.
measure_peak_mb() {
    (cd "$dir" && /usr/bin/time -v -o "$work/time" "$viper" . --quiet --no-cache > /dev/null 2>&1 || true)
    sed -n 's/.*Maximum resident set size (kbytes): //p' "$work/time" | awk '{ printf "%.1f\n", $1 / 1024 }'
}
prime_cache() { rm -rf "$cache"; (cd "$dir" && lint_once . --cache-path "$cache"); }

row() {  # name seconds runs
    awk -v n="$1" -v s="$2" -v r="$3" -v mb="$mb" \
        'BEGIN { printf "%-24s %10.4f s %10.1f MB/s   (median of %d)\n", n, s, (s > 0 ? mb / s : 0), r }'
}
ratio() { awk -v a="$1" -v b="$2" 'BEGIN { printf "%.2f", (b > 0 ? a / b : 0) }'; }
verdict() { awk -v v="$1" -v op="$2" -v t="$3" 'BEGIN { ok = (op == "<=" ? v <= t : (op == "<" ? v < t : v >= t)); print (ok ? "reached" : "NOT reached") }'; }

tool_files=$("$viper" debug tokens --stats "$dir" | field files)
echo "input: $dir"
echo "files: $files  lines: $lines  bytes: $bytes  (viper-lint counted files=$tool_files)"
echo "viper-lint: $viper  jobs: all = $(nproc) cores  load average: $(cut -d' ' -f1-3 /proc/loadavg)"
echo
cat_s=$(repeat 5 measure_cat)
tok_s=$(repeat 5 measure_tokenizer)
row "cat" "$cat_s" 5
find_s=$(repeat 5 measure_find)
row "find" "$find_s" 5
row "tokenizer" "$tok_s" 5
parse_s=""
if [ -x "$oracle" ]; then
    parse_s=$(repeat 3 measure_swift_syntax)
    row "swift-syntax parse" "$parse_s" 3
else
    echo "swift-syntax parse        (oracle not built: swift build -c release --package-path Tools/SyntaxOracle)"
fi
cold1_s=$(repeat "$runs" measure_cold_1_job)
row "lint cold, 1 job" "$cold1_s" "$runs"
coldn_s=$(repeat "$runs" measure_cold_all_jobs)
row "lint cold, all jobs" "$coldn_s" "$runs"
prime_cache
warm_s=$(repeat "$runs" measure_warm)
row "lint warm" "$warm_s" "$runs"
measure_stdin_file > /dev/null  # warm-up: the editor's first keystroke is not the measure
stdin_s=$(repeat "$runs" measure_stdin_file)
startup_s=$(repeat 5 measure_startup)
awk -v s="$stdin_s" -v f="$stdin_file" -v r="$runs" 'BEGIN { printf "%-24s %10.4f s   (%s, median of %d)\n", "one file, --stdin-path", s, f, r }'
awk -v s="$startup_s" 'BEGIN { printf "%-24s %10.4f s   (viper-lint --version, median of 5)\n", "process start", s }'
peak_mb=$(repeat 3 measure_peak_mb)
awk -v m="$peak_mb" -v l="$lines" 'BEGIN { printf "%-24s %10.1f MB    (cold, all jobs, median of 3; %.0f MB per 1M lines)\n", "peak memory", m, m / l * 1e6 }'
echo
echo "phases (seconds; one run each; other = process start and exit):"
echo "  cold, 1 job:    $(phases_of . --no-cache --jobs 1)"
echo "  cold, all jobs: $(phases_of . --no-cache)"
warm_phases=$(phases_of . --cache-path "$cache")
echo "  warm:           $warm_phases"
echo "  --stdin-path:   $(phases_of --stdin-path "$stdin_file" --cache-path "$cache" < "$work/edited.swift")"
echo
echo "ratios and targets:"
awk -v t="$tok_s" -v c="$cat_s" 'BEGIN { printf "  tokenizer / cat:              %.2fx\n", (c > 0 ? t / c : 0) }'
if [ -n "$parse_s" ]; then
    awk -v p="$parse_s" -v t="$tok_s" 'BEGIN { printf "  swift-syntax parse / tokenizer: %.1fx\n", (t > 0 ? p / t : 0) }'
    r=$(ratio "$parse_s" "$cold1_s")
    echo "  swift-syntax parse is ${r}x slower than cold lint (1 job)   target >= 5x: $(verdict "$r" ">=" 5)"
fi
r=$(ratio "$coldn_s" "$cat_s"); echo "  cold lint (all jobs) / cat:  ${r}x   target <= 3x: $(verdict "$r" "<=" 3)"
r=$(ratio "$warm_s" "$cat_s");  echo "  warm lint / cat:             ${r}x   target <= 1.2x: $(verdict "$r" "<=" 1.2)"
disc_s=$(echo "$warm_phases" | tr ' ' '\n' | sed -n 's/^discover=//p')
r=$(ratio "${disc_s:-0}" "$find_s"); echo "  discovery (warm run) / find: ${r}x   target <= 1.5x: $(verdict "$r" "<=" 1.5)"
ms=$(awk -v s="$stdin_s" 'BEGIN { printf "%.1f", s * 1000 }')
echo "  one file via --stdin-path:   ${ms} ms in a ${files}-file tree   target < 100 ms (3,000 files): $(verdict "$ms" "<" 100)"
per_m=$(awk -v m="$peak_mb" -v l="$lines" 'BEGIN { printf "%.0f", m / l * 1e6 }')
echo "  peak memory:                 ${peak_mb} MB for ${lines} lines (${per_m} MB per 1M lines)   target <= 150 MB for 1M lines: $(verdict "$per_m" "<=" 150)"
