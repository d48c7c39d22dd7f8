#!/usr/bin/env bash
# Rebuild the evaluation corpus: one folder per app of corpus.tsv, at the exact commit listed.
#
#   bash Tools/Evaluation/rebuild.sh            # extracts into ${EVAL_DIR:-/work/eval/apps}/<name>/
#
# Before running this, the session must bring every repository of corpus.tsv onto the machine with
# the search tool's `fetch` verb (fetch github:<owner>/<name>), which leaves a bare git directory
# under /work/.mirror/<owner>+<name>/ (usually .../repo). This script never fetches anything itself;
# it names every repository it can't find and exits 1 after extracting the others.
#
# An app folder that already exists is left alone (delete it to extract again). The extracted code is
# third-party: never commit it, never build or run it.
set -uo pipefail

HERE=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
CORPUS=${CORPUS:-$HERE/corpus.tsv}
MIRROR=${MIRROR:-/work/.mirror}
EVAL_DIR=${EVAL_DIR:-/work/eval/apps}

mkdir -p "$EVAL_DIR"

# find_gitdir OWNER/NAME: print the bare git directory fetched for that repository, or nothing.
find_gitdir() {
  local repo=$1 base cand
  base="$MIRROR/${repo/\//+}"
  # Usually bare; some snapshots arrive as a work tree's `repo/.git`.
  for cand in "$base/repo" "$base/repo/.git" "$base" "$base"/*; do
    [[ -d "$cand" ]] || continue
    if git --git-dir="$cand" rev-parse --git-dir >/dev/null 2>&1; then
      printf '%s\n' "$cand"
      return 0
    fi
  done
  # Fall back to a case-insensitive match of owner+name (GitHub names are case-insensitive).
  for cand in "$MIRROR"/*; do
    [[ "$(basename "$cand" | tr '[:upper:]' '[:lower:]')" == "$(echo "${repo/\//+}" | tr '[:upper:]' '[:lower:]')" ]] || continue
    for sub in "$cand/repo" "$cand/repo/.git" "$cand"; do
      if [[ -d "$sub" ]] && git --git-dir="$sub" rev-parse --git-dir >/dev/null 2>&1; then
        printf '%s\n' "$sub"
        return 0
      fi
    done
  done
  return 1
}

# count_swift DIR: .swift files the linter discovers (skipping the folders it always skips).
count_swift() {
  find "$1" \( -name .build -o -name .git -o -name Pods -o -name Carthage -o -name DerivedData \
    -o -name .swiftpm \) -prune -o -name '*.swift' -type f -print | wc -l
}

# extract GITDIR COMMIT DEST NAME: write COMMIT's tree into DEST.
# `git archive` is tried first. Snapshots may lack their largest blobs ("listed but absent"), which
# makes `git archive` fail; then the tree is read into a throw-away index, the entries whose blob is
# absent are dropped (listed in DEST/../NAME.absent.txt, a .swift among them is an error), and the
# rest is checked out with `git checkout-index`.
extract() {
  local gitdir=$1 commit=$2 dest=$3 name=$4 idx absent
  if git --git-dir="$gitdir" archive --format=tar "$commit" 2>/dev/null | tar -x -C "$dest" 2>/dev/null \
     && [[ ${PIPESTATUS[0]} -eq 0 ]]; then
    return 0
  fi
  rm -rf "$dest"; mkdir -p "$dest"
  idx=$(mktemp); absent="$EVAL_DIR/$name.absent.txt"
  GIT_INDEX_FILE=$idx git --git-dir="$gitdir" read-tree "$commit" || { rm -f "$idx"; return 1; }
  # Entries of the index (mode sha stage<TAB>path), 0-terminated; gitlinks (submodules) are skipped
  # by checkout-index anyway. Ask cat-file which blobs are missing.
  GIT_INDEX_FILE=$idx git --git-dir="$gitdir" ls-files -s -z \
    | python3 -c '
import sys, subprocess
gitdir = sys.argv[1]
entries = [e for e in sys.stdin.buffer.read().split(b"\0") if e]
recs = []
for e in entries:
    meta, path = e.split(b"\t", 1)
    mode, sha, _ = meta.split(b" ")
    if mode != b"160000":
        recs.append((sha, path))
inp = b"".join(sha + b"\n" for sha, _ in recs)
out = subprocess.run(["git", "--git-dir", gitdir, "cat-file", "--batch-check"], input=inp,
                     capture_output=True).stdout.splitlines()
for (sha, path), line in zip(recs, out):
    if line.endswith(b" missing"):
        sys.stdout.buffer.write(path + b"\0")
' "$gitdir" > "$idx.absent"
  if [[ -s "$idx.absent" ]]; then
    GIT_INDEX_FILE=$idx git --git-dir="$gitdir" update-index --force-remove -z --stdin < "$idx.absent"
    tr '\0' '\n' < "$idx.absent" > "$absent"
    echo "note    $name: $(wc -l < "$absent") file(s) absent from the snapshot were left out (list: $absent)"
    if grep -q '\.swift$' "$absent"; then
      echo "ERROR   $name: .swift files are among them"
      rm -f "$idx" "$idx.absent"; return 1
    fi
  fi
  GIT_INDEX_FILE=$idx git --git-dir="$gitdir" --work-tree="$dest" checkout-index -a -f --prefix="$dest/"
  local rc=$?
  rm -f "$idx" "$idx.absent"
  return $rc
}

missing=()
failed=()
done_count=0
skipped=0

while IFS=$'\t' read -r name repo commit style files note; do
  [[ "$name" == "name" || -z "$name" || "$name" == \#* ]] && continue
  dest="$EVAL_DIR/$name"
  if [[ -d "$dest" ]] && [[ -n "$(ls -A "$dest" 2>/dev/null)" ]]; then
    echo "skip    $name (already at $dest)"
    skipped=$((skipped + 1))
    continue
  fi
  gitdir=$(find_gitdir "$repo") || { missing+=("$repo"); echo "MISSING $name: no fetched git directory for $repo under $MIRROR"; continue; }
  if ! git --git-dir="$gitdir" cat-file -e "$commit^{commit}" 2>/dev/null; then
    failed+=("$repo@$commit")
    echo "FAILED  $name: commit $commit is not in $gitdir (the snapshot moved on? fetch again or update corpus.tsv)"
    continue
  fi
  tmp="$dest.part"
  rm -rf "$tmp"
  mkdir -p "$tmp"
  if extract "$gitdir" "$commit" "$tmp" "$name"; then
    mv "$tmp" "$dest"
    n=$(count_swift "$dest")
    echo "ok      $name: $repo@${commit:0:12} -> $dest ($n .swift files; corpus.tsv says $files)"
    [[ "$n" == "$files" ]] || echo "WARNING $name: .swift count $n differs from corpus.tsv ($files)"
    done_count=$((done_count + 1))
  else
    rm -rf "$tmp"
    failed+=("$repo@$commit")
    echo "FAILED  $name: could not extract $commit"
  fi
done < "$CORPUS"

echo "extracted $done_count, already present $skipped, missing ${#missing[@]}, failed ${#failed[@]}"
if ((${#missing[@]})); then
  echo
  echo "These repositories have not been fetched. Call the search tool's fetch for each, then run this again:"
  for r in "${missing[@]}"; do echo "  fetch github:$r"; done
fi
if ((${#failed[@]})); then
  echo
  echo "These could not be extracted:"
  for r in "${failed[@]}"; do echo "  $r"; done
fi
((${#missing[@]} + ${#failed[@]} == 0))
