#!/usr/bin/env bash
# `make leaks`: the release CLI's main commands under valgrind's memcheck.
# Fails on any memory error or any "definitely lost" block; "possibly lost"
# bytes (Swift runtime metadata caches, thread-local storage) are reported
# but allowed. Installs valgrind with apt when it is missing (Debian).
set -euo pipefail
cd "$(dirname "$0")/.."
SWIFT=${SWIFT:-swift}
if ! command -v valgrind >/dev/null 2>&1; then
  sudo=$([ "$(id -u)" = 0 ] || echo sudo)
  $sudo apt-get update -qq && DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq valgrind >/dev/null
fi
$SWIFT build -c release ${SWIFT_BUILD_FLAGS:-} --product typometer >/dev/null
logs=$(mktemp -d "${TMPDIR:-/tmp}/typometer-leaks.XXXXXX")
# valgrind 3.19 cannot read the DWARF 5 debug information of this toolchain's
# binaries ("Possibly corrupted debuginfo file ... Giving up"): run a copy
# without it; reports keep the function names from the symbol table.
bin=$logs/typometer
cp "$($SWIFT build -c release --show-bin-path)/typometer" "$bin"
strip --strip-debug "$bin"
fonts=(--no-system-fonts --fonts Fonts)
commands=(
  "fonts ${fonts[*]}"
  "fonts find Inter-Bolt ${fonts[*]}"
  "metrics Roboto-Regular --size 17 --json ${fonts[*]}"
  "metrics Tests/Data/fonts-bad/0014256514b220c525e98840b0d6ba736a85acbd.ttf --no-system-fonts"
  "metrics Tests/Data/structure/Inter-CFF2-variable.otf --json --no-system-fonts"
  "metrics Tests/Data/fonts-bad/0da956a1d4dad2962619a3f0a1d87daa677ffcf5.otf --no-system-fonts"
  "measure Roboto-Regular --style body --categories all --width 120 --max-lines 2 --lang ar ${fonts[*]} Hello_مرحبا_ภาษา_日本語_👋🏽"
  "measure Inter-Regular --size 17 --width 200 --strings Tests/Data/catalogs/ui-labels.txt ${fonts[*]}"
  "scale --style body --size 16 --json"
  "scale --platform android --size 14 --font-scale 1.4"
  "validate Examples/TypographyKit.json ${fonts[*]}"
  "check Examples/App/typometer.json --format json"
  "cascade Inter-Regular --text Hi_ภาษา_👍🏽_日本 --format swift ${fonts[*]}"
  "boilerplate Inter ${fonts[*]}"
  "fonts --no-system-fonts --fonts Tests/Data/fonts-bad"
  "check Examples/App/typometer.json --report $logs/report"
  "render Inter-Regular --style body --categories l,ax5 --width 160 --max-lines 1 --out $logs/sheet.png ${fonts[*]} Save_changes_to_your_document?"
)
status=0
definite_total=0
possible_total=0
for i in "${!commands[@]}"; do
  # Underscores in a command stand for spaces inside one argument.
  read -r -a words <<<"${commands[$i]}"
  for w in "${!words[@]}"; do words[$w]=${words[$w]//_/ }; done
  log=$logs/$i.log
  code=0
  # Uninitialised-value checks are off: with CFF fonts (Inter .otf, Noto CJK)
  # memcheck traces values to an uninitialised block FreeType 2.12 allocates in
  # FT_New_Size (its CFF size object) and reports every later use; the metrics
  # themselves equal fontTools' (MetricsTests). Invalid reads, writes and frees
  # are still errors, and so is any definitely-lost block.
  valgrind --leak-check=full --show-leak-kinds=definite --errors-for-leak-kinds=definite \
    --undef-value-errors=no \
    --error-exitcode=99 --log-file="$log" "$bin" "${words[@]}" >/dev/null 2>&1 || code=$?
  definite=$(sed -n 's/.*definitely lost: \([0-9,]*\) bytes.*/\1/p' "$log" | tr -d , | head -1)
  possible=$(sed -n 's/.*possibly lost: \([0-9,]*\) bytes.*/\1/p' "$log" | tr -d , | head -1)
  definite=${definite:-0}
  possible=${possible:-0}
  definite_total=$((definite_total + definite))
  possible_total=$((possible_total + possible))
  # A run valgrind could not start or finish has no heap summary: a failure.
  if ! grep -q "HEAP SUMMARY" "$log" || [ "$code" = 99 ] || [ "$code" -gt 2 ] \
    || [ "$definite" != 0 ]; then
    status=1
    echo "FAIL (exit $code, definitely lost $definite B): typometer ${words[*]}"
    sed -n '1,60p' "$log"
  else
    echo "ok   (exit $code, definitely lost 0 B, possibly lost $possible B): typometer ${words[*]}"
  fi
done
echo "valgrind: ${#commands[@]} commands, definitely lost $definite_total bytes in total, possibly lost $possible_total bytes (logs: $logs)"
exit $status
