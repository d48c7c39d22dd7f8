#!/usr/bin/env bash
# Usage: Tools/Fuzz/build.sh
# Builds the libFuzzer harnesses into Tools/Fuzz/.build-fuzz/bin/fuzz-<target>.
#
# SwiftPM builds the library targets instrumented (`-sanitize=fuzzer,address` adds libFuzzer's
# coverage and comparison tracing and ASan); it links nothing, since libFuzzer brings its own
# `main` and SwiftPM renames an executable target's entry point. Each harness (Harnesses/<Name>.swift
# plus Harnesses/Common.swift, `-parse-as-library`, exporting `LLVMFuzzerTestOneInput`) is then
# compiled and linked by swiftc against the built modules and object files. The harnesses use
# `package` declarations, so they are compiled with the package name SwiftPM used (it comes from
# the checkout's folder name).
set -euo pipefail
cd "$(dirname "$0")/../.."
scratch=Tools/Fuzz/.build-fuzz
flags=(-c release --scratch-path "$scratch" -Xswiftc -sanitize=fuzzer,address)
mkdir -p "$scratch"
echo "build.sh: building the instrumented library targets (log: $scratch/build.log)"
if ! nice -n 10 swift build "${flags[@]}" --target ViperLintEngine > "$scratch/build.log" 2>&1; then
    grep -e 'error:' "$scratch/build.log" >&2 || tail -40 "$scratch/build.log" >&2
    echo "build.sh: swift build failed" >&2
    exit 1
fi
bin=$(swift build "${flags[@]}" --show-bin-path)
package=$(grep -o '"-package-name","[^"]*"' "$scratch/release.yaml" | head -1 | cut -d'"' -f4)
[ -n "$package" ] || { echo "build.sh: no -package-name in $scratch/release.yaml" >&2; exit 1; }
objects=()
for module in Core Tokenizer Facts Config Model Rules Reporters Engine; do
    objects+=("$bin"/ViperLint$module.build/*.o)
done
mkdir -p "$scratch/bin"
harnesses=Tools/Fuzz/Harnesses
for pair in tokenizer:Tokenizer facts:Facts config:Config baseline:Baseline suppression:Suppression \
            facts-cache:FactsCache pipeline:Pipeline; do
    target=${pair%%:*} source=$harnesses/${pair#*:}.swift out=$scratch/bin/fuzz-$target
    # Relink only when the harness or a library object is newer than the binary.
    if [ -x "$out" ] && [ -z "$(find "$source" "$harnesses/Common.swift" "${objects[@]}" -newer "$out" -print -quit)" ]; then
        continue
    fi
    echo "build.sh: linking fuzz-$target"
    nice -n 10 swiftc -O -g -use-ld=lld -sanitize=fuzzer,address -parse-as-library -module-name "Fuzz${pair#*:}" \
        -package-name "$package" -I "$bin/Modules" \
        "$harnesses/Common.swift" "$source" "${objects[@]}" -o "$out"
done
