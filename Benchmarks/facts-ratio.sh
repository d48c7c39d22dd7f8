#!/usr/bin/env bash
# The facts phase against the tokenizer, for one or more viper-lint binaries on one app.
#
#   Benchmarks/facts-ratio.sh DIR RUNS BINARY...
#
# Runs are interleaved (binary 1, 2, ..., then again) so that every binary sees the same machine
# load. Per binary, the median over RUNS of:
#   facts      the `facts=` phase of `VIPER_LINT_TIMING=1 viper-lint . --quiet --no-cache --jobs 1`
#              run inside DIR (read + tokenize + extract, one thread)
#   tokenizer  `viper-lint debug tokens --stats DIR` (tokenizer only, files already read)
#   read       `read=` of `viper-lint debug facts --stats DIR` (reading the files, one thread);
#              "-" for a binary without that command
#   ratio      (facts - read) / tokenizer, from the medians; the tokenizer median is taken over
#              every binary's runs together (the binaries share the tokenizer, and a per-binary
#              median of a 0.3 s step swings by a third on a loaded machine)
#   stats      `ratio=` of `debug facts --stats`: (tokenize + extract) / tokenize measured in one
#              process, file by file
# and the load average before the first run.
set -euo pipefail
if [ $# -lt 3 ]; then sed -n '2,17p' "$0" >&2; exit 2; fi
dir="$1"; runs="$2"; shift 2

median() { sort -g | awk '{ v[NR] = $1 } END { if (NR % 2) print v[(NR + 1) / 2]; else print (v[NR / 2] + v[NR / 2 + 1]) / 2 }'; }
field() { tr ' ' '\n' | sed -n "s/^$1=//p"; }

work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
echo "load average: $(cut -d' ' -f1-3 /proc/loadavg 2>/dev/null || uptime)"
for ((run = 0; run < runs; run++)); do
    for ((b = 1; b <= $#; b++)); do
        binary="${!b}"
        # Findings make the exit status 1; only the timing line matters here.
        (cd "$dir" && VIPER_LINT_TIMING=1 "$binary" . --quiet --no-cache --jobs 1 2>&1 >/dev/null || true) \
            | grep '^timing:' | field facts >>"$work/facts.$b"
        "$binary" debug tokens --stats "$dir" | field seconds | tee -a "$work/tokens.all" >>"$work/tokens.$b"
        if stats="$("$binary" debug facts --stats "$dir" 2>/dev/null)"; then
            echo "$stats" | field read >>"$work/read.$b"
            echo "$stats" | field ratio >>"$work/stats.$b"
        fi
    done
done
pooled="$(median <"$work/tokens.all")"
echo "tokenizer, all runs: $pooled"
printf '%-40s %8s %10s %8s %7s %7s\n' binary facts tokenizer read ratio stats
for ((b = 1; b <= $#; b++)); do
    facts="$(median <"$work/facts.$b")"
    tokens="$(median <"$work/tokens.$b")"
    if [ -s "$work/read.$b" ]; then
        read="$(median <"$work/read.$b")"
        stats="$(median <"$work/stats.$b")"
        ratio="$(awk -v f="$facts" -v r="$read" -v t="$pooled" 'BEGIN { printf "%.2f", (f - r) / t }')"
    else
        read="-"; stats="-"; ratio="-"
    fi
    printf '%-40s %8.3f %10.3f %8s %7s %7s\n' "${!b}" "$facts" "$tokens" "$read" "$ratio" "$stats"
done
