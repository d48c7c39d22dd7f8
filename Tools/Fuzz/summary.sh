#!/usr/bin/env bash
# Usage: Tools/Fuzz/summary.sh
# Executions per target summed over every run.sh run recorded in Tools/Fuzz/work/history.tsv
# (stamp, target, seconds, execs, execs/s, result), and the total.
set -euo pipefail
history="$(dirname "$0")/work/history.tsv"
[ -f "$history" ] || { echo "no runs recorded in $history" >&2; exit 1; }
awk -F '\t' '
    { execs[$2] += $4; secs[$2] += $3; runs[$2]++; if ($6 != "ok") bad[$2]++; total += $4 }
    END {
        printf "%-12s %5s %8s %12s %8s  %s\n", "target", "runs", "seconds", "execs", "execs/s", "failed runs"
        for (t in execs) printf "%-12s %5d %8d %12d %8d  %d\n", t, runs[t], secs[t], execs[t], execs[t] / (secs[t] ? secs[t] : 1), bad[t]
        printf "%-12s %5s %8s %12d\n", "total", "", "", total
    }' "$history"
