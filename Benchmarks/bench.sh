#!/usr/bin/env bash
# Benchmark viper-lint on a directory of Swift sources. See Benchmarks/README.md.
#
#   Benchmarks/bench.sh DIR [--viper PATH] [--oracle PATH]
#
# Prints the input size, then one row per measurement: name, median seconds, MB/s, and the
# number of runs. Measurements are functions `measure_*` that print the seconds of one run;
# add a lint timing by writing one more and one more `row` line at the bottom.
set -euo pipefail

repo="$(cd "$(dirname "$0")/.." && pwd)"
dir=""
viper="${VIPER_LINT:-$repo/.build-oracle/release/viper-lint}"
oracle="$repo/Tools/SyntaxOracle/.build/release/syntax-oracle"
while [ $# -gt 0 ]; do
    case "$1" in
        --viper) viper="$2"; shift 2 ;;
        --oracle) oracle="$2"; shift 2 ;;
        -h|--help) sed -n '2,9p' "$0"; exit 0 ;;
        *) if [ -z "$dir" ]; then dir="$1"; shift; else echo "unexpected argument: $1" >&2; exit 2; fi ;;
    esac
done
[ -n "$dir" ] && [ -d "$dir" ] || { echo "usage: $0 DIR [--viper PATH] [--oracle PATH]" >&2; exit 2; }
[ -x "$viper" ] || { echo "viper-lint not found: $viper (swift build -c release --scratch-path .build-oracle)" >&2; exit 2; }

# The same file set the tools see: every .swift file, hidden directories (.build, .git) skipped.
list="$(mktemp)"; trap 'rm -f "$list"' EXIT
find "$dir" -name '.*' -not -path "$dir" -prune -o -type f -name '*.swift' -print0 | sort -z > "$list"
files=$(tr -cd '\0' < "$list" | wc -c)
bytes=$(xargs -0 cat < "$list" | wc -c)
lines=$(xargs -0 cat < "$list" | wc -l)
mb=$(awk -v b="$bytes" 'BEGIN { printf "%.3f", b / 1e6 }')

median() { sort -g | awk '{ v[NR] = $1 } END { if (NR % 2) print v[(NR + 1) / 2]; else print (v[NR / 2] + v[NR / 2 + 1]) / 2 }'; }
repeat() { local n="$1"; shift; for _ in $(seq "$n"); do "$@"; done | median; }
field() { tr ' ' '\n' | sed -n "s/^$1=//p"; }

# Wall-clock seconds of reading every file once (page cache warm after the first run).
measure_cat() {
    local start end
    start=$(date +%s%N); xargs -0 cat < "$list" > /dev/null; end=$(date +%s%N)
    awk -v s="$start" -v e="$end" 'BEGIN { printf "%.4f\n", (e - s) / 1e9 }'
}
# The tokenizer's own time (one thread, files already read), as `--stats` reports it.
measure_tokenizer() { "$viper" debug tokens --stats "$dir" | field seconds; }
# swift-syntax's Parser.parse time over the same files (files already read).
measure_swift_syntax() { "$oracle" parse "$dir" | field seconds; }

row() {  # name seconds runs
    awk -v n="$1" -v s="$2" -v r="$3" -v mb="$mb" \
        'BEGIN { printf "%-24s %10.4f s %10.1f MB/s   (median of %d)\n", n, s, (s > 0 ? mb / s : 0), r }'
}

tool_files=$("$viper" debug tokens --stats "$dir" | field files)
echo "input: $dir"
echo "files: $files  lines: $lines  bytes: $bytes  (viper-lint counted files=$tool_files)"
echo
cat_s=$(repeat 5 measure_cat)
tok_s=$(repeat 5 measure_tokenizer)
row "cat" "$cat_s" 5
row "tokenizer" "$tok_s" 5
parse_s=""
if [ -x "$oracle" ]; then
    parse_s=$(repeat 3 measure_swift_syntax)
    row "swift-syntax parse" "$parse_s" 3
else
    echo "swift-syntax parse        (oracle not built: swift build -c release --package-path Tools/SyntaxOracle)"
fi
echo
awk -v t="$tok_s" -v c="$cat_s" 'BEGIN { printf "tokenizer / cat:            %.2fx\n", (c > 0 ? t / c : 0) }'
if [ -n "$parse_s" ]; then
    awk -v p="$parse_s" -v t="$tok_s" 'BEGIN { printf "swift-syntax parse / tokenizer: %.1fx\n", (t > 0 ? p / t : 0) }'
fi
