#!/usr/bin/env bash
# Usage: Tools/plugin-consumer-check.sh
#
# Builds Fixtures/PluginConsumer, a package that depends on this repository by path and applies
# ViperLintBuildToolPlugin to its one target, the way a user's package would. Checks that the
# target's one planted finding (GreetingPresenter holds its view strongly) is printed as a
# compiler-style error with its absolute file path, line and column, that it is the only
# finding, and that it fails the build (error findings fail the build, as in SwiftLint's plugin).
#
# The scratch folder is Fixtures/PluginConsumer/.build (git-ignored; VIPER_LINT_CONSUMER_SCRATCH
# chooses another). A fresh one costs a debug build of viper-lint for the plugin (about
# 2 minutes on 2 shared cores); later runs reuse it.
set -euo pipefail
cd "$(dirname "$0")/.."

consumer=Fixtures/PluginConsumer
scratch="${VIPER_LINT_CONSUMER_SCRATCH:-$consumer/.build}"
log="$(mktemp)"
trap 'rm -f "$log"' EXIT

# The failing lint stops the build before the target compiles, so check that it would compile.
swiftc -typecheck -parse-as-library "$consumer"/Sources/GreetingFeature/*.swift

# SwiftPM keeps its build plan between runs and does not notice an edited plugin of a path
# dependency: plan again, so the check always runs the plugin as it is now.
status=0
swift build --package-path "$consumer" --scratch-path "$scratch" --disable-build-manifest-caching >"$log" 2>&1 || status=$?

fail() {
    echo "plugin-consumer-check: $1" >&2
    echo "--- swift build output (exit $status) ---" >&2
    cat "$log" >&2
    exit 1
}

# `/…/Fixtures/PluginConsumer/Sources/GreetingFeature/GreetingPresenter.swift:5:9: error: … [weak-view-reference]`
finding="^/.*/$consumer/Sources/GreetingFeature/GreetingPresenter\\.swift:5:9: error: .*\\[weak-view-reference\\]\$"
any_finding=': (error|warning): .*\[[a-z-]+\]$'

grep -Eq "$finding" "$log" || fail "the planted weak-view-reference finding is not in the build output"
count="$(grep -E "$any_finding" "$log" | sort -u | wc -l | tr -d ' ')"
[ "$count" = 1 ] || fail "expected exactly one finding, found $count"
[ "$status" -ne 0 ] || fail "the error finding did not fail the build"

echo "plugin-consumer-check: ok: the build-tool plugin reported GreetingPresenter.swift:5:9 (weak-view-reference) and it failed the build"
