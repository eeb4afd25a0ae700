#!/bin/bash
# Writes a Pango reference TSV of line counts for a fixed set of cases.
#
# Usage: Scripts/pango/reference-lines.sh OUT.tsv
# Environment:
#   CORPUS  directory with the strings files (default /work/shared/corpus/strings);
#           read in place, never copied
#   FONTS   font directory (default: the repository's Fonts/)
#   LIMIT   only the first LIMIT strings of each file (default: all)
#
# Output: '#' comment lines (generator, versions, fonts directory), a header row,
# then one row per (case, string):
#   case family weight size width lang letter_spacing file n lines width_points unknown text
# n is the 1-based line number in the strings file; unknown is the number of
# glyphs no visible font covers (Pango hex boxes; compare such rows with care).
set -euo pipefail

if [ $# -ne 1 ]; then
  echo "usage: $0 OUT.tsv" >&2
  exit 64
fi
OUT=$1
HERE=$(cd "$(dirname "$0")" && pwd)
ROOT=$(cd "$HERE/../.." && pwd)
CORPUS=${CORPUS:-/work/shared/corpus/strings}
FONTS=${FONTS:-$ROOT/Fonts}
LIMIT=${LIMIT:-}
PANGO_LINES="$HERE/pango_lines.py"

# family | weight | size pt | width pt | lang | letter spacing pt | strings file
CASES=(
  "Roboto|400|17|100|en|0|en.txt"
  "Roboto|400|17|200|en|0|en.txt"
  "Roboto|400|17|100|en|0.5|en.txt"
  "Inter|400|17|100|en|0|en.txt"
  "Inter|700|17|100|en|0|en.txt"
  "Inter|800|15|150|en|0|en.txt"
  "Roboto|400|17|120|de|0|de.txt"
  "Inter|400|15|150|de|0|de.txt"
  "Noto Sans Thai|400|17|120|th|0|th.txt"
  "Noto Sans CJK JP|400|17|120|ja|0|ja.txt"
  "Noto Sans Arabic|400|17|120|ar|0|ar.txt"
  "Noto Sans Hebrew|400|17|120|he|0|he.txt"
  "Noto Sans Devanagari|400|17|120|hi|0|hi.txt"
)

for c in "${CASES[@]}"; do
  IFS='|' read -r _ _ _ _ _ _ file <<<"$c"
  [ -r "$CORPUS/$file" ] || { echo "$0: missing $CORPUS/$file" >&2; exit 66; }
done

TMP=$(mktemp -d)
trap 'rm -rf "$TMP"' EXIT

{
  echo "# Pango line-count reference: Scripts/pango/reference-lines.sh (WORD_CHAR, unhinted, unrounded)"
  echo "# $("$PANGO_LINES" --fonts "$FONTS" --versions); fonts: $(basename "$FONTS")/; strings: $CORPUS"
  printf 'case\tfamily\tweight\tsize\twidth\tlang\tletter_spacing\tfile\tn\tlines\twidth_points\tunknown\ttext\n'
} >"$TMP/out.tsv"

i=0
for c in "${CASES[@]}"; do
  i=$((i + 1))
  IFS='|' read -r family weight size width lang ls file <<<"$c"
  src="$CORPUS/$file"
  if [ -n "$LIMIT" ]; then
    head -n "$LIMIT" "$src" >"$TMP/strings.txt"
    src="$TMP/strings.txt"
  fi
  "$PANGO_LINES" --fonts "$FONTS" --family "$family" --weight "$weight" --size "$size" \
    --width "$width" --lang "$lang" --letter-spacing "$ls" --unknown-column \
    --strings "$src" 2>"$TMP/err" >"$TMP/case.tsv" || { cat "$TMP/err" >&2; exit 1; }
  if [ -s "$TMP/err" ]; then
    echo "case $i ($family $size/$width $file): $(cat "$TMP/err")" >&2
  fi
  awk -v OFS='\t' -v pre="$i"$'\t'"$family"$'\t'"$weight"$'\t'"$size"$'\t'"$width"$'\t'"$lang"$'\t'"$ls"$'\t'"$file" \
    '{ print pre, NR, $0 }' "$TMP/case.tsv" >>"$TMP/out.tsv"
  echo "case $i: $family $weight ${size}pt width ${width}pt lang $lang ls $ls $file: $(wc -l <"$TMP/case.tsv") strings" >&2
done

mv "$TMP/out.tsv" "$OUT"
echo "wrote $OUT" >&2
