# Shared by bench.sh and scaling.sh (sourced, not run): medians, wall clock, one lint run.

median() { sort -g | awk '{ v[NR] = $1 } END { if (NR % 2) print v[(NR + 1) / 2]; else print (v[NR / 2] + v[NR / 2 + 1]) / 2 }'; }
repeat() { local n="$1"; shift; for _ in $(seq "$n"); do "$@"; done | median; }
field() { tr ' ' '\n' | sed -n "s/^$1=//p"; }
now_ns() { date +%s%N; }
seconds_since() { awk -v s="$1" -v e="$(now_ns)" 'BEGIN { printf "%.4f\n", (e - s) / 1e9 }'; }

# One lint with the given arguments (a path, or --stdin-path with stdin redirected); findings go to /dev/null. Exit 0 and
# 1 (findings) are both a finished run; anything else stops the benchmark, since a run that
# failed part-way would time the wrong thing.
lint_once() {
    local rc=0
    "$viper" --quiet "$@" > /dev/null 2>> "$lint_errors" || rc=$?
    if [ "$rc" -gt 1 ]; then
        echo "viper-lint exited $rc ($*); stderr:" >&2; tail -5 "$lint_errors" >&2; exit 2
    fi
}

# Wall-clock seconds of one lint (process start and exit included), run inside DIR so
# paths and the config lookup are the project's own.
wall_lint() {
    local start
    start=$(now_ns)
    (cd "$dir" && lint_once "$@")
    seconds_since "$start"
}

# The `timing:` line VIPER_LINT_TIMING=1 prints for one lint, with the run's wall clock first and
# `other=` (process start, option parsing, exit: the wall clock the phases don't cover) last.
phases_of() {
    local start out wall
    out="$(mktemp)"
    start=$(now_ns)
    (cd "$dir" && VIPER_LINT_TIMING=1 "$viper" --quiet "$@" > /dev/null 2> "$out" || true)
    wall=$(seconds_since "$start")
    grep '^timing:' "$out" | sed 's/^timing: //' | awk -v w="$wall" '{
        sum = 0
        for (i = 1; i <= NF; i++) { split($i, kv, "="); if (kv[1] != "extracted") sum += kv[2] }
        printf "wall=%.3f %s other=%.3f\n", w, $0, w - sum }'
    rm -f "$out"
}
