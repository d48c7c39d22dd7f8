#!/usr/bin/env bash
# Differential check: viper-lint's tokenizer against swift-syntax (Tools/SyntaxOracle).
#
#   Tools/differential.sh DIR [--viper PATH] [--oracle PATH] [--limit N] [--time-parse]
#
# Runs `viper-lint debug tokens` and `syntax-oracle tokens` over every .swift file under DIR
# (hidden directories such as .build and .git skipped; the same explicit file list goes to both
# tools, so directory walking can't differ) and compares the two token streams per file.
#
# Normalization (the same on both sides), because some splits depend on context a lexer
# can't see and swift-syntax's parser re-splits or re-labels operator characters:
#   - identifier, keyword, integer, float, string, regex, attribute, pound and error tokens are
#     compared exactly: kind, text, line and column;
#   - every maximal run of consecutive operator/punctuation tokens is compared as ONE item: the
#     concatenated text of the run (whitespace between them dropped) and the line/column of the
#     run's first token. This absorbs, with no special cases:
#       * `>>`/`>>>` closing nested generic argument lists (swift-syntax: `>` `>`),
#       * `<` `>` of generics (swift-syntax: leftAngle/rightAngle, lexer: operator),
#       * postfix `?`/`!` vs binary/ternary `?` and `!` (swift-syntax re-lexes them),
#       * prefix `&` (swift-syntax: prefixAmpersand), `.` vs prefix/postfix `.`,
#       * `@`/`#`/`\`/backtick counted as punctuation or operator.
#     It can hide a wrong split inside a run (`a+-b` split as `+-` vs `+` `-`): accepted, since
#     the product's rules read words and brackets, not operator boundaries.
# A file is "token-identical" when the raw streams match exactly (kind, text, line, column)
# and "agrees" when the normalized streams match. For each file that doesn't agree the first
# differing item of both sides is printed.
#
#   --time-parse   only run `syntax-oracle parse DIR` (for Benchmarks/bench.sh) and print it.
#   --limit N      print at most N disagreeing files (default: all).
set -euo pipefail

repo="$(cd "$(dirname "$0")/.." && pwd)"
dir=""
viper="$repo/.build-oracle/release/viper-lint"
oracle="$repo/Tools/SyntaxOracle/.build/release/syntax-oracle"
limit=0
time_parse=0
while [ $# -gt 0 ]; do
    case "$1" in
        --viper) viper="$2"; shift 2 ;;
        --oracle) oracle="$2"; shift 2 ;;
        --limit) limit="$2"; shift 2 ;;
        --time-parse) time_parse=1; shift ;;
        -h|--help) sed -n '2,30p' "$0"; exit 0 ;;
        *) if [ -z "$dir" ]; then dir="$1"; shift; else echo "unexpected argument: $1" >&2; exit 2; fi ;;
    esac
done
[ -n "$dir" ] || { echo "usage: $0 DIR [--viper PATH] [--oracle PATH] [--limit N] [--time-parse]" >&2; exit 2; }
[ -x "$oracle" ] || { echo "oracle not built: $oracle (swift build -c release --package-path Tools/SyntaxOracle)" >&2; exit 2; }

if [ "$time_parse" = 1 ]; then
    exec "$oracle" parse "$dir"
fi
[ -x "$viper" ] || { echo "viper-lint not found: $viper (swift build -c release --scratch-path .build-oracle)" >&2; exit 2; }

exec python3 - "$dir" "$viper" "$oracle" "$limit" <<'PY'
import json, os, subprocess, sys
from collections import Counter

root, viper, oracle, limit = sys.argv[1], sys.argv[2], sys.argv[3], int(sys.argv[4])
ATOMIC = {"identifier", "keyword", "integer", "float", "string", "regex", "attribute", "pound", "error"}

files = []
for base, dirs, names in os.walk(root):
    dirs[:] = sorted(d for d in dirs if not d.startswith("."))
    # Normalized (no `./`), as `viper-lint debug tokens` prints paths: the key of both sides.
    files += [os.path.normpath(os.path.join(base, n)) for n in sorted(names) if n.endswith(".swift")]

def run(command):
    """Token dicts per file; commands get the explicit file list in chunks."""
    by_file = {f: [] for f in files}
    for i in range(0, len(files), 500):
        chunk = files[i:i + 500]
        proc = subprocess.run(command + chunk, stdout=subprocess.PIPE, stderr=subprocess.PIPE)
        if proc.returncode != 0:
            sys.stderr.write(f"{command[0]} exited {proc.returncode}: {proc.stderr.decode(errors='replace')[:500]}\n")
        for raw in proc.stdout.decode("utf-8", errors="replace").splitlines():
            if not raw.strip():
                continue
            t = json.loads(raw)
            by_file.setdefault(t["file"], []).append(t)
    return by_file

def normalize(tokens):
    items, run_text, run_start = [], None, None
    for t in tokens:
        if t["kind"] in ATOMIC:
            if run_text is not None:
                items.append(("symbols", run_text) + run_start)
                run_text = None
            items.append((t["kind"], t["text"], t["line"], t["column"]))
        else:
            if run_text is None:
                run_text, run_start = "", (t["line"], t["column"])
            run_text += t["text"]
    if run_text is not None:
        items.append(("symbols", run_text) + run_start)
    return items

def raw(tokens):
    return [(t["kind"], t["text"], t["line"], t["column"]) for t in tokens]

def show(item):
    if item is None:
        return "(end of file)"
    kind, text, line, column = item
    return f"{line}:{column} {kind} {json.dumps(text)[:120]}"

ours = run([viper, "debug", "tokens"])
theirs = run([oracle, "tokens"])
identical = agree = 0
causes = Counter()
absorbed = Counter()  # first raw difference of files that agree only after normalization
disagreements = []
for f in files:
    a, b = ours.get(f, []), theirs.get(f, [])
    if raw(a) == raw(b):
        identical += 1
    na, nb = normalize(a), normalize(b)
    if na == nb:
        agree += 1
        ra, rb = raw(a), raw(b)
        j = 0
        while j < len(ra) and j < len(rb) and ra[j] == rb[j]:
            j += 1
        if j < len(ra) or j < len(rb):
            key = (ra[j][1] if j < len(ra) else "(end)", rb[j][1] if j < len(rb) else "(end)")
            absorbed[key] += 1
        continue
    i = 0
    while i < len(na) and i < len(nb) and na[i] == nb[i]:
        i += 1
    x = na[i] if i < len(na) else None
    y = nb[i] if i < len(nb) else None
    causes[(x[0] if x else "end", y[0] if y else "end")] += 1
    disagreements.append((f, x, y))

n = len(files)
pct = lambda k: f"{100.0 * k / n:.2f}%" if n else "n/a"
print(f"files compared:        {n}")
print(f"files token-identical: {identical} ({pct(identical)})")
print(f"files agreeing (normalized): {agree} ({pct(agree)})")
for f, x, y in disagreements[: limit or None]:
    print(f"\n{f}\n  viper-lint: {show(x)}\n  swift-syntax: {show(y)}")
if len(disagreements) > (limit or len(disagreements)):
    print(f"\n... {len(disagreements) - limit} more")
if causes:
    print("\nfirst differences by kind (viper-lint vs swift-syntax):")
    for (k1, k2), c in causes.most_common():
        print(f"  {c:6d}  {k1} vs {k2}")
if absorbed:
    print("\nabsorbed by normalization, first raw difference (viper-lint text vs swift-syntax text):")
    for (t1, t2), c in absorbed.most_common(15):
        print(f"  {c:6d}  {json.dumps(t1)} vs {json.dumps(t2)}")
sys.exit(0 if agree == n else 1)
PY
