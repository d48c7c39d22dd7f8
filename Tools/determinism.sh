#!/usr/bin/env bash
# Determinism check: viper-lint's output is byte-identical whatever the run conditions.
#
#   Tools/determinism.sh [--viper PATH] [--runs N] [--fixtures DIR]
#
# Every app folder under Fixtures/ is copied twice into a temporary folder (outside any project
# marker, so each copy is its own project root), once creating its files in sorted order and
# once in reverse order: different inodes and, on most file systems, a different folder listing
# order. Every run lints `.` from inside a copy, in every format (text json sarif checkstyle
# junit github summary), and must give exactly the reference output (copy 1, --jobs 1,
# --no-cache): stdout, stderr and the exit status. One line per check:
#   jobs      --jobs 1, 2 and 8
#   cache     a cold cache, then warm, then warm after `touch` of every file (signature misses,
#             content hash hits)
#   listing   the copy created in reverse order
#   repeated  N runs per app (default 100), rotating format, --jobs and cache mode, so every
#             app/format pair runs about N/7 times
# The only fields allowed to differ are the run's duration (JSON `summary.durationMs`, JUnit
# `time="..."`): they are set to 0 before comparing; nothing else is touched.
# Exits 1 on any difference (the first lines of the diff are printed), 2 on a usage problem.
# The cache of every run is inside the temporary folder (--cache-path, XDG_CACHE_HOME).
set -euo pipefail

repo="$(cd "$(dirname "$0")/.." && pwd)"
viper=""
runs=100
fixtures="$repo/Fixtures"
while [ $# -gt 0 ]; do
    case "$1" in
        --viper) viper="$2"; shift 2 ;;
        --runs) runs="$2"; shift 2 ;;
        --fixtures) fixtures="$2"; shift 2 ;;
        -h|--help) sed -n '2,22p' "$0"; exit 0 ;;
        *) echo "determinism.sh: unexpected argument: $1" >&2; exit 2 ;;
    esac
done
if [ -z "$viper" ]; then
    for candidate in "$repo/.build/release/viper-lint" "$repo/.build/debug/viper-lint"; do
        if [ -x "$candidate" ]; then viper="$candidate"; break; fi
    done
fi
[ -n "$viper" ] && [ -x "$viper" ] || { echo "determinism.sh: no viper-lint binary (build it, or pass --viper PATH)" >&2; exit 2; }
viper="$(cd "$(dirname "$viper")" && pwd)/$(basename "$viper")"

# tmpfs (/dev/shm) lists a folder newest first, so the two copies below really are listed in
# opposite orders there; ext4 lists by name hash, the same for both.
base="${TMPDIR:-/tmp}"
if [ -d /dev/shm ] && [ -w /dev/shm ]; then base=/dev/shm; fi
work="$(mktemp -d "$base/viper-lint-determinism.XXXXXX")"
trap 'rm -rf "$work"' EXIT
export XDG_CACHE_HOME="$work/xdg"
# Swift seeds its hashing per process; set, this variable would hide an output that follows
# dictionary or set order.
unset SWIFT_DETERMINISTIC_HASHING

formats=(text json sarif checkstyle junit github summary)
apps=()
for dir in "$fixtures"/*/; do
    app="$(basename "$dir")"
    case "$app" in .*) continue ;; esac
    apps+=("$app")
done
[ "${#apps[@]}" -ge 7 ] || { echo "determinism.sh: expected the fixture apps under $fixtures, found ${#apps[@]}" >&2; exit 2; }

# Copies app $1 to $2, creating folders and files in the order `sort $3` gives.
copy_app() {
    local source="$fixtures/$1" target="$2" order="$3" relative
    mkdir -p "$target"
    while IFS= read -r relative; do
        if [ -d "$source/$relative" ]; then mkdir -p "$target/$relative"; else
            mkdir -p "$target/$(dirname "$relative")"
            cat "$source/$relative" > "$target/$relative"
        fi
    done < <(cd "$source" && find . -mindepth 1 | sort $order)
}

# Runs viper-lint in folder $2 with the remaining arguments; leaves its stdout (the duration
# fields zeroed), stderr and exit status in $1.out, $1.err and $1.status (a crash shows as a
# status above 2, so as a difference). Builtins where possible: this runs about a thousand times.
run() {
    local result="$1" folder="$2" status=0; shift 2
    cd "$folder"
    "$viper" "$@" >"$result.out" 2>"$result.err" || status=$?
    cd "$work"
    last_status=$status
    echo "$status" >"$result.status"
    case " $* " in
        *" json "*|*" junit "*)
            sed -E -i -e 's/"durationMs": ?[0-9]+/"durationMs": 0/' -e 's/ time="[0-9]+\.[0-9]+"/ time="0"/g' "$result.out" ;;
    esac
}

failures=0
# Runs viper-lint (arguments from $3 on, folder first) and compares the result byte for byte
# with the reference $1; $2 names the run in the report.
same() {
    local reference="$1" name="$2"; shift 2
    local expected
    run "$work/result" "$@"
    read -r expected <"$reference.status"
    if [ "$expected" = "$last_status" ] \
        && cmp -s "$reference.out" "$work/result.out" && cmp -s "$reference.err" "$work/result.err"; then
        return 0
    fi
    failures=$((failures + 1))
    if [ "$failures" -le 5 ]; then
        echo "  differs: $name (exit $last_status, reference $expected)" >&2
        for stream in out err; do
            diff "$reference.$stream" "$work/result.$stream" | head -8 | sed "s/^/    $stream /" >&2 || true
        done
    fi
    return 1
}

# One line per check: "ok" or "FAIL", what was compared, how many runs.
report() {
    local name="$1" count="$2" before="$3" what="$4"
    if [ "$failures" -eq "$before" ]; then
        printf 'ok    %-9s %s (%d runs)\n' "$name" "$what" "$count"
    else
        printf 'FAIL  %-9s %s (%d of %d runs differ)\n' "$name" "$what" "$((failures - before))" "$count"
    fi
}

# Copies and references.
listing_differs=0
for app in "${apps[@]}"; do
    copy_app "$app" "$work/a/$app" ""
    copy_app "$app" "$work/b/$app" "-r"
    if [ "$(ls -U "$work/a/$app" | tr '\n' ' ')" != "$(ls -U "$work/b/$app" | tr '\n' ' ')" ]; then listing_differs=1; fi
    mkdir -p "$work/ref/$app"
    for format in "${formats[@]}"; do
        run "$work/ref/$app/$format" "$work/a/$app" --no-cache --jobs 1 --format "$format"
        if [ "$last_status" != 0 ] && [ "$last_status" != 1 ]; then
            echo "FAIL  reference $app --format $format: exit $last_status (expected 0 or 1)"
            tail -5 "$work/ref/$app/$format.err" | sed 's/^/    /'
            failures=$((failures + 1))
        fi
    done
done

before=$failures; count=0
for app in "${apps[@]}"; do
    for format in "${formats[@]}"; do
        for jobs in 2 8; do
            same "$work/ref/$app/$format" "$app --format $format --jobs $jobs" "$work/a/$app" --no-cache --jobs "$jobs" --format "$format" || true
            count=$((count + 1))
        done
    done
done
report jobs "$count" "$before" "--jobs 1, 2 and 8 give the same output"

before=$failures; count=0
for app in "${apps[@]}"; do
    cache="$work/cache-$app"
    same "$work/ref/$app/json" "$app cold cache" "$work/a/$app" --cache-path "$cache" --format json || true
    count=$((count + 1))
    [ -f "$cache/facts.bin" ] || { echo "  no cache written for $app in $cache" >&2; failures=$((failures + 1)); }
    for format in "${formats[@]}"; do
        same "$work/ref/$app/$format" "$app warm cache --format $format" "$work/a/$app" --cache-path "$cache" --format "$format" || true
        count=$((count + 1))
    done
    find "$work/a/$app" -type f -exec touch {} +
    same "$work/ref/$app/text" "$app warm cache after touch" "$work/a/$app" --cache-path "$cache" --jobs 2 || true
    count=$((count + 1))
done
report cache "$count" "$before" "cold, warm and touched-warm cache give the output of --no-cache"

before=$failures; count=0
for app in "${apps[@]}"; do
    for format in "${formats[@]}"; do
        same "$work/ref/$app/$format" "$app created in reverse order --format $format" "$work/b/$app" --no-cache --format "$format" || true
        count=$((count + 1))
    done
done
order_note="files created in reverse order"
[ "$listing_differs" = 1 ] || order_note="$order_note (this file system lists both copies alike: inode order only)"
report listing "$count" "$before" "$order_note"

before=$failures; count=0
jobs_cycle=(1 2 8)
for ((round = 0; round < runs; round++)); do
    for index in "${!apps[@]}"; do
        app="${apps[$index]}"
        format="${formats[$(( (round + index) % ${#formats[@]} ))]}"
        jobs="${jobs_cycle[$(( round % 3 ))]}"
        if [ $((round % 2)) = 0 ]; then cache=(--no-cache); else cache=(--cache-path "$work/cache-$app"); fi
        same "$work/ref/$app/$format" "$app run $round --format $format --jobs $jobs ${cache[*]}" "$work/a/$app" "${cache[@]}" --jobs "$jobs" --format "$format" || true
        count=$((count + 1))
    done
done
report repeated "$count" "$before" "$runs runs of each of ${#apps[@]} apps, formats, --jobs and cache rotating"

if [ "$failures" -ne 0 ]; then
    echo "determinism.sh: $failures run(s) differ from the reference output" >&2
    exit 1
fi
