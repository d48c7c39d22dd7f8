#!/usr/bin/env bash
# Writes a deterministic synthetic VIPER app: generate.sh N DIR (N=2000 gives about 1M lines).
set -euo pipefail
[ $# -eq 2 ] || { echo "usage: $0 N DIR" >&2; exit 2; }
rm -rf "$2"
python3 "$(dirname "$0")/generate.py" "$1" "$2"
