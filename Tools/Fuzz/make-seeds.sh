#!/usr/bin/env bash
# Usage: Tools/Fuzz/make-seeds.sh OUTDIR
# Writes a seed corpus per fuzz target under OUTDIR/<target>/, generated from the repository at
# run time (nothing big is committed): the fixture apps' sources, the code blocks of the rule
# pages, configurations and suppression comments quoted by the tests, and the few hand-written
# seeds in Tools/Fuzz/seeds/. The facts-cache seeds are written by the harness itself (build first).
set -euo pipefail
cd "$(dirname "$0")/../.."
out=${1:?usage: make-seeds.sh OUTDIR}
rm -rf "$out"
mkdir -p "$out"/{tokenizer,facts,config,baseline,suppression,facts-cache,pipeline}

# Fixture sources: tokenizer and facts seeds, one file each.
n=0
while IFS= read -r -d '' file; do
    n=$((n + 1))
    cp "$file" "$out/tokenizer/fixture-$n.swift"
    cp "$file" "$out/facts/fixture-$n.swift"
done < <(find Fixtures -name '*.swift' -size -16k -print0 | sort -z)

# Rule page examples: each fenced swift block, markers (↓) removed. A block is a whole project
# for the pipeline (its `// file:` lines split it) and a source file for the tokenizer and facts.
for page in Rules/*.md; do
    id=$(basename "$page" .md)
    awk -v dir="$out/pipeline" -v id="$id" '
        /^```swift[[:space:]]*$/ { inside = 1; n++; file = sprintf("%s/rule-%s-%d.swift", dir, id, n); printf "" > file; next }
        /^```[[:space:]]*$/ && inside { inside = 0; close(file); next }
        inside { gsub(/↓/, ""); print > file }
    ' "$page"
done
for seed in "$out"/pipeline/rule-*; do
    cp "$seed" "$out/tokenizer/"
    cp "$seed" "$out/facts/"
done

# Fixture apps as pipeline projects: every source behind a `// file:` line, the configuration too.
for app in Fixtures/*/; do
    name=$(basename "$app")
    {
        if [ -f "$app/.viper-lint.json" ]; then echo "// file: .viper-lint.json"; cat "$app/.viper-lint.json"; fi
        find "$app" -name '*.swift' | sort | while IFS= read -r file; do
            echo "// file: ${file#"$app"}"
            cat "$file"
        done
    } | head -c 16384 > "$out/pipeline/app-$name.swift" || true  # head closes the pipe early
done

# Configurations quoted by the tests (one-line raw strings), and the rule pages' option paragraphs.
n=0
grep -ohE '#"\{.*\}"#' Tests/ConfigTests/*.swift Tests/CLITests/*.swift | sed -e 's/^#"//' -e 's/"#$//' | sort -u |
while IFS= read -r json; do
    n=$((n + 1))
    printf '%s\n' "$json" > "$out/config/test-$n.json"
done
for page in Rules/*.md; do
    id=$(basename "$page" .md)
    grep -oE '^options: `?\{.*\}`?' "$page" | sed -e 's/^options: //' -e 's/`//g' | sort -u | awk -v dir="$out/config" -v id="$id" '
        { file = sprintf("%s/options-%s-%d.json", dir, id, NR); printf "{\"rules\": {\"%s\": {\"severity\": \"warning\", \"options\": %s}}}\n", id, $0 > file; close(file) }' || true
done
find Fixtures -name '.viper-lint.json' | while IFS= read -r file; do cp "$file" "$out/config/fixture-$(basename "$(dirname "$file")").json"; done
cp viper-lint.schema.json "$out/config/schema.json"

# Suppression comments quoted by the tests and the pages, NUL-separated groups of up to four.
grep -ohE '(//|/\*) ?viper-lint:[^"\\]*' Tests/*/*.swift Rules/*.md | sort -u | awk -v dir="$out/suppression" '
    { group = int((NR - 1) / 4); file = sprintf("%s/comments-%d", dir, group)
      if ((NR - 1) % 4) printf "%c", 0 >> file; printf "%s", $0 >> file }' || true

# Hand-written seeds for the small formats, and inputs that once broke an invariant.
for dir in Tools/Fuzz/seeds/*/; do
    cp "$dir"* "$out/$(basename "$dir")/"
done
