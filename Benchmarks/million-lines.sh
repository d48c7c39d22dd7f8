#!/usr/bin/env bash
# Assemble a real corpus of about one million Swift lines from six evaluation apps, for the
# issue-12 targets measured "on 1M lines" (peak memory above all: bench.sh scales peak memory
# per million lines linearly, which charges a small tree the process's fixed ~10 MB many times).
#
#   Benchmarks/million-lines.sh DEST          # then: Benchmarks/bench.sh DEST --stdin-file fearless/fearless/Modules/About/AboutPresenter.swift
#
# The apps come from the evaluation snapshots (Tools/Evaluation/rebuild.sh extracts them; see
# Tools/Evaluation/README.md): fearless-iOS (holdout18), dYdX (holdout44), DuckDuckGo, ProtonVPN,
# Pocket and Rocket.Chat (holdout48), 1,030,952 lines in 9,015 .swift files at the commits listed
# there. Each is hard-linked into DEST (copied when DEST is on another file system). Third-party
# code: never commit DEST.
set -euo pipefail

dest="${1:?usage: $0 DEST}"
eval_root="${EVAL_ROOT:-/work/eval}"
apps=(holdout18/fearless holdout44/dydx holdout48/duckduckgo holdout48/protonvpn holdout48/pocket holdout48/rocketchat)
missing=0
for app in "${apps[@]}"; do
    [ -d "$eval_root/$app" ] || { echo "missing: $eval_root/$app (extract it with Tools/Evaluation/rebuild.sh)" >&2; missing=1; }
done
[ "$missing" = 0 ] || exit 1
mkdir -p "$dest"
for app in "${apps[@]}"; do
    name="$(basename "$app")"
    [ -e "$dest/$name" ] && continue
    cp -al "$eval_root/$app" "$dest/$name" 2>/dev/null || cp -r "$eval_root/$app" "$dest/$name"
done
find "$dest" -name '.*' -not -path "$dest" -prune -o -type f -name '*.swift' -print0 | xargs -0 cat | wc -l \
    | awk '{ printf "%s lines of Swift in '"$dest"'\n", $1 }'
