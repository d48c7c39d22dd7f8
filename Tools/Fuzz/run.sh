#!/usr/bin/env bash
# Usage: Tools/Fuzz/run.sh SECONDS [TARGET...]
# Builds every fuzz target, then runs each (or the named ones) for SECONDS with libFuzzer, one
# after the other, single process, under `nice`. Corpora accumulate between runs in
# Tools/Fuzz/work/corpus/<target> (ignored by git); seeds are regenerated from the repository
# each run. Prints executions and executions per second per target; exits non-zero when any
# target found a crash, an invariant violation, a leak, a timeout or ran out of memory (the
# input is saved in Tools/Fuzz/work/artifacts/<target>/ and the log in Tools/Fuzz/work/logs/).
#
# Environment: FUZZ_TIMEOUT (seconds per input, default 10), FUZZ_RSS_MB (default 2048),
# FUZZ_MAX_LEN (largest input in bytes; default: see max_len below),
# FUZZ_ARGS (more libFuzzer flags).
# The whole script is one function, read before it runs: editing this file during a long run
# cannot change the run.
main() {
    set -uo pipefail
    seconds=${1:?usage: Tools/Fuzz/run.sh SECONDS [TARGET...]}
    shift
    all=(tokenizer facts config baseline suppression facts-cache pipeline)
    targets=("$@")
    [ ${#targets[@]} -gt 0 ] || targets=("${all[@]}")
    cd "$(dirname "$0")"
    fuzz=$PWD
    work=$fuzz/work
    bin=$fuzz/.build-fuzz/bin

    ./build.sh || exit 1
    # Seeds and the harnesses' scratch files are this run's own (two runs may go side by side).
    seeds=$work/seeds-$$
    export TMPDIR=$work/tmp-$$
    trap 'rm -rf "$seeds" "$TMPDIR"' EXIT
    mkdir -p "$TMPDIR"
    ./make-seeds.sh "$seeds" || exit 1
    VIPER_LINT_FUZZ_WRITE_SEEDS="$seeds/facts-cache" "$bin/fuzz-facts-cache" > /dev/null 2>&1 || true
    [ -n "$(ls -A "$seeds/facts-cache")" ] || { echo "run.sh: the facts-cache harness wrote no seeds" >&2; exit 1; }

    # A trap is the finding: the Swift runtime's backtracer would add a second, spurious report.
    export SWIFT_BACKTRACE=enable=no
    export ASAN_OPTIONS=${ASAN_OPTIONS:-detect_leaks=1:allocator_may_return_null=1}
    # Sources and projects get room; the small formats (JSON, comments, cache entries) need less.
    max_len() {
        case $1 in
            pipeline) echo 8192 ;;
            tokenizer|facts) echo 4096 ;;
            *) echo 2048 ;;
        esac
    }
    stamp=$(date -u +%Y%m%dT%H%M%SZ)
    mkdir -p "$work/logs"
    failed=0
    total=0
    printf '%-12s %12s %10s  %s\n' target execs execs/s result
    for target in "${targets[@]}"; do
        [ -x "$bin/fuzz-$target" ] || { echo "run.sh: unknown target $target" >&2; exit 2; }
        corpus=$work/corpus/$target artifacts=$work/artifacts/$target log=$work/logs/$target-$stamp.log
        mkdir -p "$corpus" "$artifacts"
        # In-process, one input at a time: no -jobs/-workers (even -jobs=1 forks a child that logs
        # to fuzz-0.log). The machine's cores are shared, hence nice. The pipeline (threads) and the
        # facts cache (Foundation) grow reachable caches on most inputs, which makes libFuzzer run a
        # leak check after nearly every input (10x slower): for those two, leaks are checked once,
        # when the process exits (LeakSanitizer still reports them, without a per-input reproducer).
        leaks=1
        case $target in pipeline|facts-cache) leaks=0 ;; esac
        # shellcheck disable=SC2086
        nice -n 10 "$bin/fuzz-$target" -max_total_time="$seconds" -timeout="${FUZZ_TIMEOUT:-10}" \
            -rss_limit_mb="${FUZZ_RSS_MB:-2048}" -max_len="${FUZZ_MAX_LEN:-$(max_len "$target")}" -dict="$fuzz/swift.dict" \
            -artifact_prefix="$artifacts/" -print_final_stats=1 -detect_leaks=$leaks ${FUZZ_ARGS:-} \
            "$corpus" "$seeds/$target" > "$log" 2>&1
        status=$?
        execs=$(grep -o 'stat::number_of_executed_units: *[0-9]*' "$log" | grep -o '[0-9]*$' | tail -1)
        rate=$(grep -o 'stat::average_exec_per_sec: *[0-9]*' "$log" | grep -o '[0-9]*$' | tail -1)
        result=ok
        if [ $status -ne 0 ] || grep -q -e '^==[0-9]*==ERROR' -e 'fuzz invariant violated' -e 'ALARM: working on the last Unit' "$log"; then
            result="FAILED (exit $status): see $log"
            failed=1
        fi
        total=$((total + ${execs:-0}))
        printf '%-12s %12s %10s  %s\n' "$target" "${execs:-?}" "${rate:-?}" "$result"
        printf '%s\t%s\t%s\t%s\t%s\t%s\n' "$stamp" "$target" "$seconds" "${execs:-0}" "${rate:-0}" "$result" >> "$work/history.tsv"
    done
    printf '%-12s %12s\n' total "$total"
    if [ $failed -ne 0 ]; then
        echo "run.sh: a target failed; reproduce with SWIFT_BACKTRACE=enable=no $bin/fuzz-TARGET ARTIFACT" >&2
        exit 1
    fi
}
main "$@"
exit
