#!/usr/bin/env python3
"""Finding-by-finding differences between two score-all.sh (or run.sh) output folders.

    python3 Tools/Evaluation/diff-findings.py OLD_OUTDIR NEW_OUTDIR

Prints one line per finding only one side has ("-" old only, "+" new only): set/app, rule, file,
line and the start of the message; then the count. Apps missing on either side are listed with "?".
This is how a change is checked against the build before it on every extracted app.
"""
import glob
import json
import os
import sys


def load(path):
    try:
        data = json.load(open(path))
    except (OSError, ValueError):
        return None
    findings = data["findings"] if isinstance(data, dict) else data
    return {(f["ruleId"], f["file"], f["line"], f.get("message", "")[:200]) for f in findings}


def main():
    if len(sys.argv) != 3:
        print(__doc__.strip(), file=sys.stderr)
        return 2
    old, new = sys.argv[1], sys.argv[2]
    total = 0
    for path in sorted(glob.glob(os.path.join(old, "*", "*.json"))):
        if path.endswith(".modules.json"):
            continue
        rel = os.path.relpath(path, old)
        a, b = load(path), load(os.path.join(new, rel))
        if a is None or b is None:
            print("?", rel, "missing or unreadable on one side")
            continue
        for f in sorted(a - b):
            print("-", rel, f[0], f[1], f[2], f[3][:120])
            total += 1
        for f in sorted(b - a):
            print("+", rel, f[0], f[1], f[2], f[3][:120])
            total += 1
    print("differences", total)
    return 0


if __name__ == "__main__":
    sys.exit(main())
