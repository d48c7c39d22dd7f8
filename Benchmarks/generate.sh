#!/usr/bin/env bash
# Writes a deterministic synthetic VIPER app: generate.sh N DIR (N=2000 gives about 1M lines).
set -euo pipefail
[ $# -eq 2 ] || { echo "usage: $0 N DIR" >&2; exit 2; }
rm -rf "$2"
python3 "$(dirname "$0")/generate.py" "$1" "$2"
# The app is a project of its own (PRODUCT.md, "Project context"): without a root marker, one file
# linted through --stdin-path would see only its own folder, and the benchmark would time that.
printf '{\n  "root": true\n}\n' > "$2/.viper-lint.json"
